"""Does a crowd of bot tables slow a human's move? Human move latency with 0 and with N bot tables.

For each configuration a fresh server is started (as in bench/server.py), N
two-player Pickomino tables where both seats are bots of --bot level are
started, then H human tables (two random-move clients each, bench/server.py's
driver) play as fast as the server answers for --duration seconds after a
--warmup; a bot table that finishes is replaced. One JSON line per
configuration with the humans' ack latency percentiles and the bot moves
played meanwhile (about: counted once a second), then one line with the
ratios against the run without bot tables (1.0 = no slowdown).

    python bench/bot_tables.py                            # 0 vs 100 tables of ismcts:hard
    python bench/bot_tables.py --bots 100 --bot ismcts:medium --inline

`--inline` adds a run with MEEPLE_BOT_INLINE=1 (bots think on the event
loop), which is what the worker pool avoids. On a small machine the workers
still take CPU from the server process; the ratio measures both effects.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from server import Lobby, Server, Stats, TableDriver, database_url, free_port, pct


def bot_server(url: str, inline: bool, bot_delay: float) -> Server:
    port = free_port()
    env = {**os.environ, "MEEPLE_BOT_DELAY": str(bot_delay), "MEEPLE_BOT_INLINE": "1" if inline else "0"}
    cmd = [sys.executable, "-m", "meeple.server.run", "--port", str(port), "--database-url", url]
    return Server(cmd, port, env, "Uvicorn running")


class BotTables:
    """Keeps N bot-only tables in play: a finished one is replaced within a second (one lobby request a second)."""

    def __init__(self, lobby: Lobby, n: int, bot: str) -> None:
        self.lobby, self.n, self.bot = lobby, n, bot
        self.seen: dict[str, int] = {}  # table id -> highest version seen
        self.started = 0

    async def start_one(self) -> None:
        host = await self.lobby.guest("bot-host")
        table = (await self.lobby.post(host, "/api/tables", {"game": "pickomino", "players": 2, "join": False}))
        table_id = table["table"]["id"]
        for _ in range(2):
            await self.lobby.post(host, f"/api/tables/{table_id}/bots", {"bot": self.bot})
        await self.lobby.post(host, f"/api/tables/{table_id}/start", {})
        self.seen[table_id] = 0
        self.started += 1

    async def refresh(self) -> None:
        """Note each live table's version; start tables until N are in play."""
        host = await self.lobby.guest("bot-host")
        r = await self.lobby.http.get("/api/tables/mine", headers={"cookie": host[0]})
        r.raise_for_status()
        live = [t for t in r.json()["tables"] if t["status"] == "playing"]
        for t in live:
            self.seen[t["id"]] = max(self.seen.get(t["id"], 0), t["version"] or 0)
        for _ in range(self.n - len(live)):
            await self.start_one()

    def moves(self) -> int:
        return sum(self.seen.values())

    async def keep(self, until: float) -> None:
        while time.monotonic() < until:
            await self.refresh()
            await asyncio.sleep(1.0)


async def measure(args: argparse.Namespace, bots: int, inline: bool) -> dict:
    with tempfile.TemporaryDirectory(prefix="meeple-bench-bots-") as folder:
        url, _ = database_url("sqlite", Path(folder))
        server = bot_server(url, inline, args.bot_delay)
        try:
            await server.wait()
            base = f"http://127.0.0.1:{server.port}"
            lobby, stats = Lobby(base), Stats()
            bot_tables = BotTables(lobby, bots, args.bot)
            await bot_tables.refresh()
            drivers = [TableDriver(i, lobby, base.replace("http", "ws"), stats) for i in range(args.humans)]
            for d in drivers:
                await d.open()
            end = time.monotonic() + args.warmup + args.duration
            runs = asyncio.gather(bot_tables.keep(end), *(d.run(end) for d in drivers), return_exceptions=True)
            await asyncio.sleep(args.warmup)
            moves0, started0 = bot_tables.moves(), bot_tables.started
            stats.measuring, t0 = True, time.monotonic()
            await asyncio.sleep(args.duration)
            stats.measuring, elapsed = False, time.monotonic() - t0
            bot_moves, bot_games = bot_tables.moves() - moves0, bot_tables.started - started0
            failures = [r for r in await runs if isinstance(r, BaseException)]
            for d in drivers:
                for s in d.socks:
                    await s.close()
            await lobby.http.aclose()
        finally:
            server.stop()
    ack = sorted(stats.ack_ms)
    return {
        "bot_tables": bots, "bot": args.bot, "inline": inline, "human_tables": args.humans,
        "human_moves_per_s": round(stats.moves / elapsed, 1),
        "ack_latency_ms": {"p50": pct(ack, 50), "p95": pct(ack, 95), "p99": pct(ack, 99)},
        "bot_moves_per_s": round(bot_moves / elapsed, 1), "bot_tables_replaced": bot_games,
        "errors": stats.errors, "driver_failures": [repr(f)[:200] for f in failures[:3]],
    }


def ratio(run: dict, base: dict) -> dict:
    out = {}
    for p in ("p50", "p95", "p99"):
        a, b = run["ack_latency_ms"][p], base["ack_latency_ms"][p]
        out[p] = round(a / b, 2) if a is not None and b else None
    return out


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bots", type=int, default=100, help="bot tables in the loaded run")
    parser.add_argument("--bot", default="ismcts:hard", help="the bots' spec (one of GET /api/bots)")
    parser.add_argument("--humans", type=int, default=5, help="human tables whose moves are timed")
    parser.add_argument("--duration", type=float, default=20.0)
    parser.add_argument("--warmup", type=float, default=5.0)
    parser.add_argument("--bot-delay", type=float, default=0.0, help="MEEPLE_BOT_DELAY of the server")
    parser.add_argument("--inline", action="store_true", help="also run with the bots on the event loop")
    args = parser.parse_args()
    if not 0 < args.duration <= 600 or not 0 <= args.bots <= 2000 or not 1 <= args.humans <= 200:
        parser.error("--duration in (0, 600], --bots in [0, 2000], --humans in [1, 200]")
    base = await measure(args, 0, False)
    print(json.dumps(base), flush=True)
    for inline in (False, True) if args.inline else (False,):
        run = await measure(args, args.bots, inline)
        print(json.dumps(run), flush=True)
        print(json.dumps({"ack_latency_ratio": ratio(run, base), "bot_tables": args.bots, "inline": inline}),
              flush=True)


if __name__ == "__main__":
    asyncio.run(main())
