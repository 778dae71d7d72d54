"""Two real server processes on PostgreSQL and Redis; one is SIGKILLed and restarted during play.

Each table's seat 0 plays through process A and seat 1 through process B.
B is killed with SIGKILL in the middle of the games and started again on
the same port; the players reconnect and play on. Afterwards: every
acknowledged move is in the log (with the id it was sent with), no version
was acknowledged twice, every game finished, and each player's last view
and log equal the game rebuilt from the log.

B may be killed between storing a move and announcing it through Redis; A
then learns of that version from the store (`Hub.check_store`), otherwise
its players would wait for a state that never comes.
"""

from __future__ import annotations

import asyncio
import os
import random
import secrets
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio
from websockets.exceptions import ConnectionClosed

from meeple.arena.restore import restore_table
from meeple.store import Database, repo_moves, repo_tables
from tests.engine.toy import TOY
from tests.store.databases import fresh_database

from .harness import Client, Running, Socket
from .test_crash import ServerProcess, free_port
from .test_redis_pubsub import REDIS_URL, need_redis, on

pytestmark = [pytest.mark.asyncio(loop_scope="module"), pytest.mark.postgres, pytest.mark.slow]

ROOT = Path(__file__).resolve().parents[2]
TABLES = 4
KILL_AFTER_ACKS = 40


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def two(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[tuple[ServerProcess, ServerProcess, str]]:
    await need_redis()
    env = {"MEEPLE_REDIS_URL": REDIS_URL, "MEEPLE_REDIS_PREFIX": f"kill-{secrets.token_hex(4)}",
           "MEEPLE_GAMES": "tests.engine.toy:TOY", "MEEPLE_BOT_INLINE": "1", "MEEPLE_GUESTS_PER_HOUR": "0",
           "MEEPLE_TABLES_PER_HOUR": "0", "PYTHONPATH": os.pathsep.join([str(ROOT / "src"), str(ROOT)])}
    async with fresh_database("postgresql", tmp_path_factory.mktemp("db")) as url:
        logs = tmp_path_factory.mktemp("logs")
        a, b = (ServerProcess(url, free_port(), logs / f"{name}.log", env) for name in "ab")
        try:
            await a.start()
            await b.start()
            yield a, b, url
        finally:
            a.stop()
            b.stop()


class Player:
    """One seat of one table, on one process; reconnects when its process goes away."""

    def __init__(self, client: Client, table_id: str, seat: int) -> None:
        self.client, self.table_id, self.seat = client, table_id, seat
        self.sock: Socket | None = None
        self.acks: list[tuple[int, str]] = []

    async def connect(self) -> Socket:
        if self.sock is not None:  # a page reconnecting leaves its old socket (no subscriber left behind)
            await self.sock.close()
        for _ in range(400):
            try:
                self.sock = await self.client.socket(self.table_id)
                await self.sock.expect("state")
                return self.sock
            except Exception:  # the process is down or restarting
                await asyncio.sleep(0.05)
        raise AssertionError(f"seat {self.seat} could not reconnect")


async def play_table(players: list[Player], rng: random.Random, total: list[int], refused: list[dict]) -> None:
    """Random legal moves, each seat on its own process, until the game ends; reconnect on any trouble."""
    for p in players:
        await p.connect()
    for _ in range(400):
        try:
            latest = max((p.sock.state for p in players), key=lambda s: s["v"])  # type: ignore[union-attr]
            if latest["status"] == "finished":
                return
            mover = next(p for p in players if p.seat in latest["waiting"])
            assert mover.sock is not None
            await mover.sock.state_at(latest["v"], timeout=5)
            action_id = f"s{mover.seat}-{secrets.token_hex(6)}"
            answer = await mover.sock.act(rng.choice(mover.sock.state["legal"]), action_id=action_id)
            if answer["t"] != "ack":
                refused.append(answer)
                await asyncio.sleep(0.05)
                continue
            mover.acks.append((answer["v"], action_id))
            total[0] += 1
            for p in players:
                await p.sock.state_at(answer["v"], timeout=5)  # type: ignore[union-attr]
        except (TimeoutError, ConnectionClosed, OSError, AssertionError):  # a process went away
            for p in players:
                await p.connect()
    raise AssertionError("game did not end")


async def test_a_sigkilled_process_loses_no_acknowledged_move(
    two: tuple[ServerProcess, ServerProcess, str],
) -> None:
    a, b, url = two
    a_srv, b_srv = (Running(f"http://127.0.0.1:{p.port}", None) for p in (a, b))
    rng = random.Random(10)
    tables: list[tuple[str, list[Player]]] = []
    for _ in range(TABLES):
        host, guest = await Client(a_srv).guest(), await Client(a_srv).guest()
        t = await host.new_table("toy", 2)
        await guest.post(f"/api/tables/{t['id']}/join", {}, expect=200)
        await host.post(f"/api/tables/{t['id']}/start", expect=200)
        tables.append((t["id"], [Player(host, t["id"], 0), Player(on(guest, b_srv), t["id"], 1)]))
    total, refused = [0], []

    async def killer() -> None:
        while total[0] < KILL_AFTER_ACKS:
            await asyncio.sleep(0.02)
        b.kill()
        await asyncio.sleep(0.3)
        await b.start()

    await asyncio.wait_for(asyncio.gather(killer(), *(play_table(ps, rng, total, refused) for _, ps in tables)), 100)
    assert total[0] > KILL_AFTER_ACKS
    assert {r["code"] for r in refused} <= {"stale", "unavailable"}, refused

    db = await Database.open(url, migrate=False)
    try:
        for table_id, players in tables:
            record = await repo_tables.get_table(db, table_id)
            moves = await repo_moves.load_moves(db, table_id)
            assert record is not None and record.status == "finished", record
            logged = {m.seq: (m.seat, m.action_id) for m in moves}
            assert sorted(logged) == list(range(1, len(moves) + 1))  # one row per version, no gap
            acked = [(v, p.seat, aid) for p in players for v, aid in p.acks]
            assert len({v for v, _, _ in acked}) == len(acked), "a version was acknowledged twice"
            for v, seat, aid in acked:
                assert logged.get(v) == (seat, aid), f"acknowledged move {v} of {table_id} is not in the log"
            loaded = await repo_moves.load_game(db, table_id)
            assert loaded is not None
            back = restore_table(TOY, record.players, record.options, loaded[1].seed, None, 0,
                                 [m.logged for m in moves])
            log = await repo_moves.load_events(db, table_id, len(moves))
            for p in players:
                sock = await p.connect()  # a fresh full sync: the player's last view and log
                full = sock.state
                assert full is not None and full["v"] == back.version
                assert full["view"] == TOY.view(back.state, p.seat)
                expected = [{**e, "v": v} for v, batch in log for e in batch
                            if e.get("to") is None or p.seat in e["to"]]
                assert full["events"] == expected
                await sock.close()
    finally:
        await db.close()
        for _, players in tables:
            for p in players:
                await p.client.close()
