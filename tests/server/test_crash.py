"""SIGKILL the server at random moments mid-game: every acknowledged move survives, games go on.

The server runs as a subprocess on a loopback port. Clients play Pickomino on
several tables at once; the test kills the server (SIGKILL, no chance to
flush anything), restarts it on the same database, and the clients reconnect
and resend the move they were waiting on (same id: applied at most once).
At the end every acknowledged move must be in the log under the version its
ack named, and every game must have been played to its end. All loops are
bounded; all traffic is on 127.0.0.1.
"""

from __future__ import annotations

import asyncio
import os
import random
import signal
import socket
import subprocess
import sys
from pathlib import Path

import pytest
from websockets.exceptions import ConnectionClosed, InvalidStatus

from meeple import games
from meeple.arena.restore import restore
from meeple.store import Database, repo_moves, repo_tables
from tests.store.databases import BACKENDS, fresh_database

from .harness import Client, Running, Socket, seated_pair

TABLES = 3
KILLS = 3
MAX_MOVES_PER_TABLE = 3000


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class ServerProcess:
    """`python -m meeple.server.run` on a port, started and killed by pid."""

    def __init__(self, url: str, port: int, log: Path, env: dict[str, str] | None = None) -> None:
        self.url, self.port, self.log, self.env = url, port, log, env or {}
        self.proc: subprocess.Popen[bytes] | None = None

    async def start(self) -> None:
        env = {**os.environ, "MEEPLE_BOT_DELAY": "0", **self.env}
        cmd = [sys.executable, "-m", "meeple.server.run", "--port", str(self.port), "--database-url", self.url]
        with self.log.open("ab") as out:
            self.proc = subprocess.Popen(cmd, stdout=out, stderr=subprocess.STDOUT, env=env)
        for _ in range(1200):  # a start takes 3 s on an idle machine, 15 s on a shared one under load
            try:
                _, writer = await asyncio.open_connection("127.0.0.1", self.port)
                writer.close()
                return
            except OSError:
                if self.proc.poll() is not None:
                    raise RuntimeError(f"server exited: {self.log.read_text()[-2000:]}") from None
                await asyncio.sleep(0.05)
        raise RuntimeError("server did not start within 60 s")

    def kill(self) -> None:
        assert self.proc is not None
        os.kill(self.proc.pid, signal.SIGKILL)
        self.proc.wait(10)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.kill()


class Player:
    """One table's two clients, resuming after every crash."""

    def __init__(self, server: Running, clients: tuple[Client, Client], table_id: str, seed: int) -> None:
        self.server, self.clients, self.table_id = server, clients, table_id
        self.rng = random.Random(seed)
        self.acks: list[dict] = []
        self.pending: dict | None = None  # the act sent and not answered when the server died
        self.finished = False

    async def run(self, up: asyncio.Event) -> None:
        for _ in range(50):
            await up.wait()
            try:
                await self._play()
                return
            except (TimeoutError, ConnectionClosed, InvalidStatus, OSError, AssertionError):
                await asyncio.sleep(0.1)
        raise AssertionError(f"table {self.table_id} gave up after 50 reconnects")

    async def _play(self) -> None:
        sockets = [await c.socket(self.table_id) for c in self.clients]
        try:
            while not self.finished and len(self.acks) < MAX_MOVES_PER_TABLE:
                await self._step(sockets)
        finally:
            for s in sockets:
                await s.close()

    async def _step(self, sockets: list[Socket]) -> None:
        target = self.acks[-1]["v"] if self.acks else 0
        for s in sockets:
            await s.state_at(target, timeout=5)
        if sockets[0].state["status"] == "finished":
            self.finished = True
            return
        if self.pending is None:
            seat = sockets[0].state["waiting"][0]
            state = sockets[seat].state
            self.pending = {"seat": seat, "v": state["v"], "action": self.rng.choice(state["legal"]),
                            "id": f"{self.table_id}-{len(self.acks)}-{self.rng.random()}"}
        p = self.pending
        answer = await sockets[p["seat"]].act(p["action"], v=p["v"], action_id=p["id"])
        if answer["t"] == "ack":
            self.acks.append({**answer, "seat": p["seat"], "action": p["action"]})
        else:  # the move was lost with the crash and the table moved on: choose again
            assert answer["code"] in ("stale", "not_your_turn", "illegal"), answer
        self.pending = None


async def crash_loop(proc: ServerProcess, up: asyncio.Event, players: list[Player], rng: random.Random) -> int:
    kills = 0
    while kills < KILLS and not all(p.finished for p in players):
        await asyncio.sleep(rng.uniform(0.3, 1.2))
        up.clear()
        proc.kill()
        kills += 1
        await proc.start()
        up.set()
    return kills


@pytest.mark.slow
@pytest.mark.parametrize("backend", BACKENDS)
async def test_acknowledged_moves_survive_sigkill(backend: str, tmp_path: Path) -> None:
    async with fresh_database(backend, tmp_path) as url:
        proc = ServerProcess(url, free_port(), tmp_path / "server.log")
        await proc.start()
        try:
            running = Running(f"http://127.0.0.1:{proc.port}", None)
            players = []
            for i in range(TABLES):
                a, b, table = await seated_pair(running)
                players.append(Player(running, (a, b), table["id"], seed=i))
            up = asyncio.Event()
            up.set()
            drivers = asyncio.gather(*(p.run(up) for p in players))
            kills = await crash_loop(proc, up, players, random.Random(1))
            await asyncio.wait_for(drivers, 240)
        finally:
            proc.stop()
        assert kills >= 1
        await check_store(url, players)


async def check_store(url: str, players: list[Player]) -> None:
    db = await Database.open(url)
    try:
        game = games.get("pickomino")
        for p in players:
            assert p.finished, f"table {p.table_id} did not finish"
            log = await repo_moves.load_moves(db, p.table_id)
            by_version = {m.seq: m for m in log}
            for ack in p.acks:
                stored = by_version.get(ack["v"])
                assert stored is not None and stored.action_id == ack["id"], f"lost {ack}"
                assert stored.seat == ack["seat"] and stored.action == ack["action"]
            record = await repo_tables.get_table(db, p.table_id)
            seed = await repo_moves.finished_seed(db, p.table_id)
            assert record is not None and record.status == "finished" and seed is not None
            state, version, _ = restore(game, 2, record.options, seed, None, 0,
                                        [m.logged for m in log])
            assert version == len(log) and game.outcome(state).as_dict() == record.outcome
    finally:
        await db.close()
