"""The bot of docs/api.md's quick start, copied from the page as it is, plays a game on a live server.

The test reads the `mybot.py` block out of docs/api.md, runs it as a bot account's program and challenges it:
it must accept from its event stream and play its seat to the end, so a change that breaks the page's bot
breaks this test. Claim, whose games are always 52 moves, keeps it short on both databases.
"""

from __future__ import annotations

import asyncio
import os
import random
import re
import sys
from pathlib import Path

import pytest

from meeple.client import MeepleClient
from tests.server.harness import Running

from .accounts import account_with_token

pytestmark = pytest.mark.asyncio(loop_scope="module")

API_MD = Path(__file__).resolve().parents[2] / "docs" / "api.md"
FIRST_LINE = '"""Accept every challenge to me and play each game I am in at random, one at a time."""'


def quick_start_bot() -> str:
    """The Python block of the quick start that starts with FIRST_LINE."""
    blocks = re.findall(r"```python\n(.*?)```", API_MD.read_text(encoding="utf-8"), flags=re.S)
    found = [b for b in blocks if b.startswith(FIRST_LINE)]
    assert len(found) == 1, "docs/api.md's quick start has one mybot.py"
    return found[0]


async def test_the_quick_starts_bot_accepts_and_plays_a_game_to_its_end(server: Running, tmp_path: Path) -> None:
    script = tmp_path / "mybot.py"
    script.write_text(quick_start_bot(), encoding="utf-8")
    bot_user, bot_token = await account_with_token(server, bot=True)
    me_user, my_token = await account_with_token(server)
    process = await asyncio.create_subprocess_exec(
        sys.executable, str(script), server.base, bot_token, stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT, env={**os.environ, "PYTHONUNBUFFERED": "1"})  # its print comes at once
    rng = random.Random(7)
    try:
        async with MeepleClient(server.base, my_token) as me:
            events = me.events()
            await me.challenge(bot_user.user["username"], "claim")
            async for event in events:
                if event["type"] == "gameStart":
                    break
            final = await asyncio.wait_for(me.play(event["game"]["table"], lambda s: rng.choice(s.legal)), 120)
            await events.aclose()
        assert final.status == "finished" and final.outcome is not None
        assert process.stdout is not None
        line = await asyncio.wait_for(process.stdout.readline(), 30)  # the bot saw its game end too
        assert line.decode().startswith("claim finished: {"), line
    finally:
        if process.returncode is None:
            process.kill()  # a bot listens for ever: stopped here
        await process.wait()
    for c in (bot_user, me_user):
        await c.close()
