"""Chat across two server processes (one PostgreSQL database, one Redis): a message written on A reaches B's pages.

Uses the two-process fixture of test_redis_pubsub (skipped without Redis, failing under CI=true).
"""

from __future__ import annotations

import pytest

from .harness import Client, Running, seated_pair
from .test_chat import lobby, say
from .test_redis_pubsub import on, servers

pytestmark = [pytest.mark.asyncio(loop_scope="module"), pytest.mark.postgres]
__all__ = ["servers"]  # the fixture, shared


async def test_a_table_message_written_on_a_reaches_the_pages_on_b_but_not_a_blocker(
    servers: tuple[Running, Running],
) -> None:
    a_srv, b_srv = servers
    a, b, table = await seated_pair(a_srv, "toy")
    tid = table["id"]
    watcher = await Client(b_srv).register()
    await watcher.request("PUT", f"/api/accounts/blocks/{a.user['username']}")
    sa, sb, sw = await a.socket(tid), await on(b, b_srv).socket(tid), await watcher.socket(tid)
    assert (await say(sa, "hello from A"))["t"] == "ack"
    got = await sb.expect("chat")
    assert got["text"] == "hello from A" and got["name"] == a.user["username"]
    assert (await say(sb, "hello from B"))["t"] == "ack"
    assert (await sa.expect("chat"))["text"] == "hello from B"
    assert (await sw.expect("chat"))["text"] == "hello from B"  # A's message was left out on B for its blocker
    assert [m["text"] for m in sw.seen if m.get("t") == "chat"] == ["hello from B"]
    for thing in (sa, sb, sw, a, b, watcher):
        await thing.close()


async def test_a_lobby_message_written_on_b_reaches_a_lobby_page_on_a(servers: tuple[Running, Running]) -> None:
    a_srv, b_srv = servers
    ana = await Client(a_srv).register()
    here, there = await lobby(ana, a_srv), await lobby(on(ana, b_srv), b_srv)
    assert (await say(there, "written on B"))["t"] == "ack"
    assert (await here.expect("chat"))["text"] == "written on B"
    for thing in (here, there, ana):
        await thing.close()
