"""Capacity at a person's pace: how many real-time tables one server process holds when each table moves once
every --pace seconds, with the ack's p99 at most --p99-ms and every move committed before its ack.

For each table count M (doubling from --start until a count fails or --max is reached, then halving the
gap between the last count that passed and the first that failed, --refine times) a fresh server is
started on a fresh database (SQLite, or PostgreSQL with --db postgresql), M two-player Pickomino tables
are opened through the lobby, and each table's mover plays one random legal move every --pace seconds
(each table starting at a random moment of the first period, so the moves spread evenly). After --warmup
seconds, --duration seconds are measured: the ack latency (send -> ack) of every move, the other player's
state latency, the server's CPU per move and its memory. A count passes when the p99 of the acks is at
most --p99-ms, no move was refused and no client lost its table. One JSON line per count, then
`{"capacity": ...}`: the largest count that passed.

The clients run in --clients processes (each holds two WebSockets per table: 10,000 tables are 20,000
sockets, beyond one process's file limit here), which share the machine with the server: on this 2-core
box they take one core's worth at high counts, so the figure is a floor for a server with cores of its own.

    python bench/paced.py                                  # SQLite, 5 s a move, p99 <= 50 ms
    python bench/paced.py --db postgresql --start 1000 --max 10000
    python bench/paced.py --sizes 100,1000                 # just these counts, no search
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from queue import Empty
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from server import PG_ADMIN, Lobby, Stats, TableDriver, cpu_s, database_url, meeple_server, pct, rss_mb


class PacedDriver(TableDriver):
    """A table whose mover plays once every `pace` seconds, from a random first moment."""

    async def paced(self, pace: float, warm_end: float, end: float) -> None:
        due = time.monotonic() + self.rng.uniform(0, pace)
        while True:
            await asyncio.sleep(max(0.0, due - time.monotonic()))
            now = time.monotonic()
            if now >= end:
                return
            self.stats.measuring = warm_end <= now
            if self.states[0]["status"] == "finished":
                self.stats.games += 1
                await self.open()
            else:
                await self.move(self.states[0]["waiting"][0])
            due += pace


def client_process(base: str, ws_base: str, indices: list[int], pace: float, ready: Any, go: Any,
                   times: Any, out: Any) -> None:
    """One client process: open its tables, say so, wait for the start, play at the pace, send its figures."""

    async def run() -> dict[str, Any]:
        lobby, stats = Lobby(base), Stats()
        drivers = [PacedDriver(i, lobby, [ws_base, ws_base], stats) for i in indices]
        sem = asyncio.Semaphore(20)

        async def open_one(d: PacedDriver) -> None:
            async with sem:
                await d.open()

        await asyncio.gather(*(open_one(d) for d in drivers))
        ready.put(len(drivers))
        await asyncio.to_thread(go.wait)
        warm_end, end = times[0], times[1]
        failures = [r for r in await asyncio.gather(*(d.paced(pace, warm_end, end) for d in drivers),
                                                    return_exceptions=True) if isinstance(r, BaseException)]
        for d in drivers:
            for s in d.socks:
                await s.close()
        await lobby.http.aclose()
        return {"ack": stats.ack_ms, "state": stats.state_ms, "moves": stats.moves, "games": stats.games,
                "errors": stats.errors, "failures": [repr(f)[:200] for f in failures[:3]],
                "silence_s": stats.silence_s}

    out.put(asyncio.run(run()))


def _from_clients(queue: Any, procs: list[Any], timeout_s: float) -> Any:
    """The next item a client process puts on `queue`; a clear error, not a wait for ever, when one of
    them has died (its traceback is above on stderr) or none answers within `timeout_s`."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        try:
            return queue.get(timeout=1.0)
        except Empty:
            dead = [p for p in procs if p.exitcode not in (None, 0)]
            if dead:
                code = dead[0].exitcode
                raise RuntimeError(f"a client process died (exit code {code}); see its traceback above") from None
    raise TimeoutError(f"no client process answered within {timeout_s:.0f} s")


def measure(args: argparse.Namespace, m: int) -> dict[str, Any]:
    """One table count on a fresh server: the JSON line."""
    with tempfile.TemporaryDirectory(prefix="meeple-paced-") as folder:
        url, pg_name = database_url(args.db, Path(folder))
        server = meeple_server(url)
        try:
            asyncio.run(server.wait())
            base, ws_base = f"http://127.0.0.1:{server.port}", f"ws://127.0.0.1:{server.port}"
            idle = rss_mb(server.proc.pid)
            ctx = multiprocessing.get_context("spawn")
            ready, out, go, times = ctx.Queue(), ctx.Queue(), ctx.Event(), ctx.Array("d", 2)
            shares = [list(range(k, m, args.clients)) for k in range(args.clients)]
            procs = [ctx.Process(target=client_process, args=(base, ws_base, share, args.pace, ready, go, times, out))
                     for share in shares if share]
            setup = time.monotonic()
            for p in procs:
                p.start()
            opened = sum(_from_clients(ready, procs, 1800) for _ in procs)
            setup_s = time.monotonic() - setup
            with_tables = rss_mb(server.proc.pid)
            start = time.monotonic()
            times[0], times[1] = start + args.warmup, start + args.warmup + args.duration
            go.set()
            time.sleep(max(0.0, times[0] - time.monotonic()))
            cpu0 = cpu_s(server.proc.pid)
            time.sleep(max(0.0, times[1] - time.monotonic()))
            cpu1 = cpu_s(server.proc.pid)
            parts = [_from_clients(out, procs, 600) for _ in procs]
            for p in procs:
                p.join(60)
        finally:
            server.stop()
            if pg_name:
                subprocess.run(["psql", PG_ADMIN, "-qc", f'DROP DATABASE IF EXISTS "{pg_name}" WITH (FORCE)'],
                               check=False)
    ack = sorted(x for part in parts for x in part["ack"])
    state = sorted(x for part in parts for x in part["state"])
    moves = sum(part["moves"] for part in parts)
    errors: dict[str, int] = {}
    for part in parts:
        for code, n in part["errors"].items():
            errors[code] = errors.get(code, 0) + n
    failures = [f for part in parts for f in part["failures"]]
    p99 = pct(ack, 99)
    return {
        "tables": m, "opened": opened, "pace_s": args.pace, "db": args.db, "moves": moves,
        "moves_per_s": round(moves / args.duration, 1),
        "ack_latency_ms": {"p50": pct(ack, 50), "p95": pct(ack, 95), "p99": p99},
        "state_latency_ms": {"p50": pct(state, 50), "p99": pct(state, 99)},
        "server_cpu_util_pct": round(100 * (cpu1 - cpu0) / args.duration, 1),
        "server_cpu_ms_per_move": round(1000 * (cpu1 - cpu0) / max(1, moves), 3),
        "setup_s": round(setup_s, 1), "memory_kb_per_table": round(1024 * (with_tables - idle) / m, 1),
        "longest_silence_ms": round(1000 * max(part["silence_s"] for part in parts), 1),
        "errors": errors, "driver_failures": failures[:3],
        "passed": bool(moves) and p99 is not None and p99 <= args.p99_ms and not errors and not failures
        and opened == m,
    }


def search(args: argparse.Namespace) -> dict[int, bool]:
    """Double the table count from --start until one fails (or --max passes), then bisect the gap --refine
    times; every count's JSON line is printed as it comes. Returns {count: passed}."""
    results: dict[int, bool] = {}

    def run(m: int) -> bool:
        line = measure(args, m)
        print(json.dumps(line), flush=True)
        results[m] = line["passed"]
        return results[m]

    m = args.start
    while run(m) and m < args.max:
        m = min(2 * m, args.max)
    lo = max((k for k, ok in results.items() if ok), default=0)
    hi = min((k for k, ok in results.items() if not ok), default=None)
    for _ in range(args.refine):
        if hi is None or hi - lo <= max(1, lo // 10):
            break
        middle = (lo + hi) // 2 if lo else max(1, hi // 2)
        if run(middle):
            lo = middle
        else:
            hi = middle
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--db", default="sqlite", help="sqlite, postgresql, or a database URL")
    parser.add_argument("--pace", type=float, default=5.0, help="seconds between two moves of a table")
    parser.add_argument("--p99-ms", type=float, default=50.0, help="the ack p99 a count must keep")
    parser.add_argument("--start", type=int, default=500, help="the first table count of the search")
    parser.add_argument("--max", type=int, default=10_000, help="the largest table count tried")
    parser.add_argument("--refine", type=int, default=2, help="halvings of the gap after the first failure")
    parser.add_argument("--sizes", default=None, help="comma-separated counts to measure instead of searching")
    parser.add_argument("--duration", type=float, default=30.0, help="measured seconds per count")
    parser.add_argument("--warmup", type=float, default=10.0, help="seconds played before measuring")
    parser.add_argument("--clients", type=int, default=2, help="client processes")
    args = parser.parse_args()
    if not 0.1 <= args.pace <= 60 or not 0 < args.duration <= 600 or not 1 <= args.clients <= 16:
        parser.error("--pace must be 0.1..60 s, --duration in (0, 600], --clients 1..16")
    if args.sizes:
        results = {}
        for m in (int(x) for x in args.sizes.split(",")):
            line = measure(args, m)
            print(json.dumps(line), flush=True)
            results[m] = line["passed"]
    else:
        results = search(args)
    capacity = max((m for m, ok in results.items() if ok), default=0)
    print(json.dumps({"capacity": capacity, "pace_s": args.pace, "p99_ms": args.p99_ms, "db": args.db,
                      "tried": results}), flush=True)


if __name__ == "__main__":
    main()
