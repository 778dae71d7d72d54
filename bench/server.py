"""Load benchmark of the Meeple server: M tables of random players over real WebSockets.

For each M (default 10, 100, 1000) a fresh server is started as a subprocess
on 127.0.0.1 with a fresh database, M two-player Pickomino tables are
created through the lobby, and two clients per table play random legal
moves as fast as the server answers, for --duration seconds after a
--warmup; a finished table is replaced by a new one, so M stay live. One
JSON line per M: moves/s, ack latency (send -> ack) and state latency
(send -> the opponent has the new state; `latency_ms` with the node driver)
percentiles, the longest silence a client lived through (from the moment it
was owed an ack or a new state until it came; a client that hears nothing
for 10 s sends `sync`, counted as a resync), the server's CPU and its memory
per table (RSS with the tables set up, minus the idle server's, divided by M).

    python bench/server.py                          # SQLite, M = 10 100 1000, 20 s each
    python bench/server.py --db postgresql --sizes 10,100 --duration 10
    python bench/server.py --driver node            # bench/bgio/load.mjs --adapter ws-json
    python bench/server.py --driver node --bgio     # the same load on boardgame.io too
    python bench/server.py --db postgresql --redis redis://127.0.0.1:6379/0 --processes 2 --split --sizes 100

`--processes N` (with `--redis`, on PostgreSQL) starts N server processes on
one database and one Redis; each table's two players connect to the same
process, or with `--split` to different ones (no sticky sessions), and the
CPU reported is that of all the processes. `opponent_lag_ms` is how much
later than the mover the other player got the new state.

`--profile DIR` runs each of our server processes under cProfile in CPU
time (bench/profiled_server.py), writing DIR/server-M-N.prof on exit; read
them with `python -m pstats`. With the python driver the profile covers the
measured window only. Profiling slows the server, so its figures are for
attribution only.

`--driver python` (default) is this file's asyncio client; `--driver node`
runs boardgame.io's harness (bench/bgio, needs `npm ci` there) against this
server, which is the like-for-like comparison with `--bgio`. All traffic
stays on loopback; every loop is bounded by time.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import secrets
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx
import orjson
from websockets.asyncio.client import connect

ROOT = Path(__file__).resolve().parent.parent
BGIO = ROOT / "bench" / "bgio"
PG_ADMIN = os.environ.get("MEEPLE_TEST_POSTGRES_URL", "postgresql://postgres@127.0.0.1:5432/postgres")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def cpu_s(pid: int) -> float:
    return sum(user_system_s(pid))


def user_system_s(pid: int) -> tuple[float, float]:
    """The process's CPU time so far in user and in system (kernel) mode."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    tick = os.sysconf("SC_CLK_TCK")
    return int(fields[11]) / tick, int(fields[12]) / tick


def pct(sorted_ms: list[float], p: float) -> float | None:
    if not sorted_ms:
        return None
    return round(sorted_ms[min(len(sorted_ms) - 1, max(0, int(len(sorted_ms) * p / 100 + 0.5) - 1))], 2)


# -- the server under test ------------------------------------------------------------


class Server:
    """A subprocess server (ours or boardgame.io's) on a free loopback port."""

    def __init__(self, cmd: list[str], port: int, env: dict[str, str], ready: str) -> None:
        self.port, self.ready = port, ready
        with tempfile.NamedTemporaryFile(prefix="bench-server-", suffix=".log", delete=False) as log:
            # the child writes through its own copy of the descriptor; ours is closed at once
            self.proc = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT, env=env, cwd=ROOT)
        self.log = Path(log.name)

    async def wait(self) -> None:
        for _ in range(3600):  # three minutes: a loaded machine (or one under cProfile) starts slowly
            if self.ready in self.log.read_text(errors="replace"):
                return
            if self.proc.poll() is not None:
                break
            await asyncio.sleep(0.05)
        raise RuntimeError(f"server did not start: {self.log.read_text()[-2000:]}")

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(15)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()


def database_url(kind: str, folder: Path) -> tuple[str, str | None]:
    """A fresh database URL, and the PostgreSQL database to drop afterwards."""
    if kind == "sqlite":
        return f"sqlite:///{folder / 'bench.sqlite3'}", None
    if kind == "postgresql":
        name = f"meeple_bench_{secrets.token_hex(4)}"
        subprocess.run(["psql", PG_ADMIN, "-qc", f'CREATE DATABASE "{name}"'], check=True)
        return PG_ADMIN.rsplit("/", 1)[0] + "/" + name, name
    return kind, None


def meeple_server(url: str, redis: dict[str, str] | None = None, profile: Path | None = None) -> Server:
    """Our server as a subprocess; with `profile`, run under cProfile, its statistics written there on exit."""
    port = free_port()
    # one loopback address plays every table: the per-address abuse limits would refuse the load
    env = {**os.environ, "MEEPLE_BOT_DELAY": "0", "MEEPLE_GUESTS_PER_HOUR": "0", "MEEPLE_TABLES_PER_HOUR": "0",
           **(redis or {})}
    cmd = [sys.executable, "-m", "meeple.server.run", "--port", str(port), "--database-url", url]
    if profile is not None:
        cmd[1:3] = [str(ROOT / "bench" / "profiled_server.py"), str(profile)]
    return Server(cmd, port, env, "Uvicorn running")


# -- the python driver -----------------------------------------------------------------


RESYNC_S = 10.0
"""A client that has heard nothing it is owed for this long asks for the full state again (`sync`)."""


class Stats:
    def __init__(self) -> None:
        self.ack_ms: list[float] = []
        self.state_ms: list[float] = []
        self.lag_ms: list[float] = []  # how much later than the mover the other player had the new state
        self.moves = 0
        self.games = 0
        self.errors: dict[str, int] = {}
        self.measuring = False
        self.silence_s = 0.0  # the longest a client waited for a message it was owed (ack, or a new state)
        self.silences_over_1s = 0
        self.resyncs = 0

    def silence(self, waited: float) -> None:
        if self.measuring:
            self.silence_s = max(self.silence_s, waited)
            self.silences_over_1s += waited > 1.0

    def report(self) -> dict:
        return {"longest_silence_ms": round(1000 * self.silence_s, 1), "silences_over_1s": self.silences_over_1s,
                "resyncs": self.resyncs}


class Lobby:
    """REST calls of the driver: guests (one per seat index), create, join, start."""

    def __init__(self, base: str) -> None:
        # connections idle for 2 s are not reused: uvicorn closes them after 5 s, and a request sent on a
        # connection the server is closing fails with ReadError (it ended a 5,000-table setup)
        self.http = httpx.AsyncClient(base_url=base, timeout=60, limits=httpx.Limits(keepalive_expiry=2.0))
        self.guests: dict[str, tuple[str, str]] = {}

    async def guest(self, name: str) -> tuple[str, str]:
        if name not in self.guests:
            r = await self.http.post("/api/accounts/guest")
            r.raise_for_status()
            cookie = "; ".join(f"{c.name}={c.value}" for c in r.cookies.jar)
            self.guests[name] = (cookie, r.json()["csrf_token"])
            self.http.cookies.clear()
        return self.guests[name]

    async def post(self, who: tuple[str, str], path: str, body: dict) -> dict:
        r = await self.http.post(path, json=body, headers={"cookie": who[0], "x-csrf-token": who[1]})
        r.raise_for_status()
        return r.json()

    async def new_table(self, idx: int) -> tuple[str, list[tuple[str, str]]]:
        seats = [await self.guest(f"{idx}-{s}") for s in (0, 1)]
        table = (await self.post(seats[0], "/api/tables", {"game": "pickomino", "players": 2}))["table"]
        await self.post(seats[1], f"/api/tables/{table['id']}/join", {})
        await self.post(seats[0], f"/api/tables/{table['id']}/start", {})
        return table["id"], seats


class TableDriver:
    """Two clients of one table playing random legal moves, one move at a time."""

    def __init__(self, idx: int, lobby: Lobby, ws_bases: list[str], stats: Stats) -> None:
        """`ws_bases`: the process each seat connects to."""
        self.idx, self.lobby, self.ws_bases, self.stats = idx, lobby, ws_bases, stats
        self.rng = random.Random(idx)
        self.socks: list = []
        self.states: list[dict] = [{}, {}]

    async def open(self) -> None:
        for s in self.socks:
            await s.close()
        table_id, seats = await self.lobby.new_table(self.idx)
        pairs = zip(self.ws_bases, seats, strict=True)
        self.socks = [await connect(f"{base}/ws/tables/{table_id}", additional_headers={"cookie": c},
                                    max_size=2**22, compression=None) for base, (c, _) in pairs]
        for seat in (0, 1):
            self.states[seat] = await self._next(seat, lambda m: m["t"] == "state")

    async def _next(self, seat: int, want) -> dict:
        """The next message `want` accepts, waited for since now: the wait is a silence the client
        lives through. After RESYNC_S of nothing wanted it sends `sync` (and gives up after 6 of them)."""
        start = asyncio.get_running_loop().time()
        resync_at = start + RESYNC_S
        while True:
            try:
                raw = await asyncio.wait_for(self.socks[seat].recv(), resync_at - asyncio.get_running_loop().time())
            except TimeoutError:
                self.stats.resyncs += 1
                if asyncio.get_running_loop().time() - start > 6 * RESYNC_S:
                    raise
                await self.socks[seat].send('{"t":"sync"}')
                resync_at = asyncio.get_running_loop().time() + RESYNC_S
                continue
            msg = orjson.loads(raw)
            if msg["t"] == "state" and msg["v"] >= self.states[seat].get("v", -1):
                self.states[seat] = msg
            if msg["t"] == "error":
                self.stats.errors[msg["code"]] = self.stats.errors.get(msg["code"], 0) + 1
            if want(msg):
                self.stats.silence(asyncio.get_running_loop().time() - start)
                return msg

    async def run(self, deadline: float) -> None:
        while time.monotonic() < deadline:
            state = self.states[0]
            if state["status"] == "finished":
                self.stats.games += 1
                await self.open()
                continue
            await self.move(state["waiting"][0])

    async def move(self, seat: int) -> None:
        state = self.states[seat]
        action_id = f"{self.idx}-{state['v']}"
        v = state["v"]
        t0 = time.perf_counter()
        await self.socks[seat].send(orjson.dumps({"t": "act", "v": v, "id": action_id,
                                                  "action": self.rng.choice(state["legal"])}).decode())

        async def seen() -> float:
            await self._next(1 - seat, lambda m: m["t"] == "state" and m["v"] > v)
            return time.perf_counter() - t0

        opponent = asyncio.create_task(seen())
        answer = await self._next(seat, lambda m: m["t"] in ("ack", "error") and m.get("id") == action_id)
        ack_s = time.perf_counter() - t0
        if answer["t"] == "error":  # nothing was played: no new state will come, to either seat
            opponent.cancel()
            await asyncio.gather(opponent, return_exceptions=True)
            for s in (0, 1):
                await self.socks[s].send('{"t":"sync"}')
                await self._next(s, lambda m: m["t"] == "state" and m.get("full"))
            return
        await self._next(seat, lambda m: m["t"] == "state" and m["v"] > v)  # the mover's own new state
        mine_s = time.perf_counter() - t0
        state_s = await opponent
        if self.stats.measuring:
            self.stats.moves += 1
            self.stats.ack_ms.append(ack_s * 1000)
            self.stats.state_ms.append(state_s * 1000)
            self.stats.lag_ms.append(max(0.0, state_s - mine_s) * 1000)


def seat_bases(servers: list[Server], idx: int, split: bool) -> list[str]:
    """Where table `idx`'s two seats connect: one process per table, or (`split`) each seat to another one."""
    n = len(servers)
    return [f"ws://127.0.0.1:{servers[(idx + seat if split else idx) % n].port}" for seat in (0, 1)]


async def python_load(servers: list[Server], m: int, duration: float, warmup: float, split: bool = False,
                      profiled: bool = False) -> dict:
    server = servers[0]
    base = f"http://127.0.0.1:{server.port}"
    idle = rss_mb(server.proc.pid)
    lobby = Lobby(base)
    stats = Stats()
    drivers = [TableDriver(i, lobby, seat_bases(servers, i, split), stats) for i in range(m)]
    t_setup = time.monotonic()
    sem = asyncio.Semaphore(20)

    async def open_one(d: TableDriver) -> None:
        async with sem:
            await d.open()

    await asyncio.gather(*(open_one(d) for d in drivers))
    setup_s = time.monotonic() - t_setup
    with_tables = rss_mb(server.proc.pid)
    end = time.monotonic() + warmup + duration
    runs = asyncio.gather(*(d.run(end) for d in drivers), return_exceptions=True)
    await asyncio.sleep(warmup)
    pids = [s.proc.pid for s in servers]
    if profiled:  # the profile covers the measured window (bench/profiled_server.py)
        for pid in pids:
            os.kill(pid, signal.SIGUSR1)
    stats.measuring, cpu0, t0 = True, sum(map(cpu_s, pids)), time.monotonic()
    sys0 = sum(user_system_s(pid)[1] for pid in pids)
    await asyncio.sleep(duration)
    stats.measuring, cpu1, elapsed = False, sum(map(cpu_s, pids)), time.monotonic() - t0
    sys1 = sum(user_system_s(pid)[1] for pid in pids)
    if profiled:
        for pid in pids:
            os.kill(pid, signal.SIGUSR2)
    rss_end = rss_mb(server.proc.pid)
    failures = [r for r in await runs if isinstance(r, BaseException)]
    for d in drivers:
        for s in d.socks:
            await s.close()
    await lobby.http.aclose()
    ack, seen, lag = sorted(stats.ack_ms), sorted(stats.state_ms), sorted(stats.lag_ms)
    return {
        "moves": stats.moves, "moves_per_s": round(stats.moves / elapsed, 1), "games_completed": stats.games,
        "ack_latency_ms": {"p50": pct(ack, 50), "p95": pct(ack, 95), "p99": pct(ack, 99)},
        "state_latency_ms": {"p50": pct(seen, 50), "p95": pct(seen, 95), "p99": pct(seen, 99)},
        "opponent_lag_ms": {"p50": pct(lag, 50), "p95": pct(lag, 95), "p99": pct(lag, 99)},
        "setup_s": round(setup_s, 2), "server_cpu_util_pct": round(100 * (cpu1 - cpu0) / elapsed, 1),
        "server_cpu_ms_per_move": round(1000 * (cpu1 - cpu0) / max(1, stats.moves), 3),
        "server_system_cpu_ms_per_move": round(1000 * (sys1 - sys0) / max(1, stats.moves), 3),
        "rss_mb_idle": round(idle, 1), "rss_mb_with_tables": round(with_tables, 1), "rss_mb_end": round(rss_end, 1),
        "memory_kb_per_table": round(1024 * (with_tables - idle) / m, 1),
        **stats.report(), "errors": stats.errors, "driver_failures": [repr(f)[:200] for f in failures[:3]],
    }


# -- the node driver (boardgame.io's harness) -------------------------------------------


def node_load(adapter: str, port: int, pid: int, m: int, duration: float, warmup: float) -> dict:
    idle = rss_mb(pid)
    cmd = ["node", "load.mjs", "--adapter", adapter, "--port", str(port), "--matches", str(m),
           "--duration", str(duration), "--warmup", str(warmup), "--server-pid", str(pid)]
    out = subprocess.run(cmd, cwd=BGIO, capture_output=True, text=True, timeout=duration + warmup + 300, check=False)
    if out.returncode != 0:
        return {"failed": out.stderr[-1000:]}
    report = json.loads(out.stdout)
    for line in out.stderr.splitlines():  # the ws-json adapter's own ack timing
        if line.startswith('{"ws_json_ack_latency_ms"'):
            report["ack_latency_ms"] = json.loads(line)["ws_json_ack_latency_ms"]
    before = report["server"]["rss_mb_before_run"]
    report["memory_kb_per_table"] = round(1024 * (before - idle) / m, 1)
    report["rss_mb_idle"] = round(idle, 1)
    return report


def bgio_server() -> Server:
    port = free_port()
    env = {**os.environ, "NODE_ENV": "production"}
    return Server(["node", str(BGIO / "server.mjs"), "--host", "127.0.0.1", "--port", str(port)], port, env,
                  '"listening"')


# -- main -------------------------------------------------------------------------------------


async def measure_meeple(args: argparse.Namespace, m: int) -> dict:
    with tempfile.TemporaryDirectory(prefix="meeple-bench-") as folder:
        url, pg_name = database_url(args.db, Path(folder))
        redis = {"MEEPLE_REDIS_URL": args.redis, "MEEPLE_REDIS_PREFIX": f"bench-{secrets.token_hex(4)}"}
        servers: list[Server] = []
        try:
            for n in range(args.processes):  # one after the other: the first one migrates the fresh database
                profile = Path(args.profile) / f"server-{m}-{n}.prof" if args.profile else None
                servers.append(meeple_server(url, redis if args.redis else None, profile))
                await servers[-1].wait()
            server = servers[0]
            if args.driver == "python":
                result = await python_load(servers, m, args.duration, args.warmup, args.split, bool(args.profile))
            else:
                result = node_load("ws-json", server.port, server.proc.pid, m, args.duration, args.warmup)
        finally:
            for s in servers:
                s.stop()
            if pg_name:
                subprocess.run(["psql", PG_ADMIN, "-qc", f'DROP DATABASE IF EXISTS "{pg_name}" WITH (FORCE)'],
                               check=False)
    return {"tables": m, **result, "system": "meeple", "db": args.db, "driver": args.driver,
            "redis": bool(args.redis), "processes": args.processes, "split": args.split}


async def measure_bgio(args: argparse.Namespace, m: int) -> dict:
    server = bgio_server()
    try:
        await server.wait()
        result = node_load("bgio-socketio", server.port, server.proc.pid, m, args.duration, args.warmup)
    finally:
        server.stop()
    return {"tables": m, **result, "system": "boardgame.io", "db": "memory (stores nothing)", "driver": "node"}


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="10,100,1000", help="comma-separated table counts")
    parser.add_argument("--duration", type=float, default=20.0, help="measured seconds per size")
    parser.add_argument("--warmup", type=float, default=3.0)
    parser.add_argument("--db", default="sqlite", help="sqlite, postgresql, or a database URL")
    parser.add_argument("--driver", choices=("python", "node"), default="python")
    parser.add_argument("--bgio", action="store_true", help="also run boardgame.io's server under the same load")
    parser.add_argument("--redis", default=None, help="a Redis URL: the processes share tables through it")
    parser.add_argument("--processes", type=int, default=1, help="server processes on one database (needs --redis)")
    parser.add_argument("--profile", default=None, metavar="DIR",
                        help="run each server under cProfile, writing DIR/server-TABLES-N.prof (slows it down)")
    parser.add_argument("--split", action="store_true", help="each table's two players on different processes")
    args = parser.parse_args()
    if args.processes > 1 and (not args.redis or args.db == "sqlite" or args.driver != "python"):
        parser.error("--processes > 1 needs --redis, a PostgreSQL --db and the python driver")
    if args.split and args.processes < 2:
        parser.error("--split needs --processes 2 or more")
    if not 0 < args.duration <= 600:
        parser.error("--duration must be in (0, 600]")
    for m in [int(x) for x in args.sizes.split(",")]:
        if not 1 <= m <= 5000:
            parser.error("sizes must be 1..5000")
        print(json.dumps(await measure_meeple(args, m)), flush=True)
        if args.bgio:
            print(json.dumps(await measure_bgio(args, m)), flush=True)


if __name__ == "__main__":
    asyncio.run(main())
