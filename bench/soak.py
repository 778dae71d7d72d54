"""Soak benchmark: T tables of continuous games on one server for N minutes; does anything grow?

A fresh server (subprocess, fresh database) gets `--tables` two-player
Pickomino tables (default 50), each played by bench/server.py's two random
clients as fast as the server answers; a finished game is replaced by a new
table, so T stay live the whole time. At each of `--at` minutes (default
0, 1, 5, 10) one JSON line reports the server's RSS, the database's size and,
on SQLite, the WAL's, with the moves and games so far. The last line sums up:
the growth from the first checkpoint after warm-up (1 minute) to the end, and
the longest silence a client lived through (see bench/server.py).

    python bench/soak.py                                # SQLite, 50 tables, 10 minutes
    python bench/soak.py --db postgresql --at 0,1,5,10
    python bench/soak.py --tables 10 --at 0,0.5,1       # a quick look

All traffic stays on loopback; the run is bounded by its last checkpoint.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from server import PG_ADMIN, Lobby, Stats, TableDriver, database_url, meeple_server, rss_mb


def sizes_mb(db: str, url: str, folder: Path, pg_name: str | None) -> dict[str, float | None]:
    """The database's size and its WAL's (SQLite), in MB."""
    if pg_name is not None:
        out = subprocess.run(["psql", PG_ADMIN, "-tAc", f"SELECT pg_database_size('{pg_name}')"],
                             capture_output=True, text=True, check=False)
        wal = subprocess.run(["psql", PG_ADMIN, "-tAc", "SELECT sum(size) FROM pg_ls_waldir()"],
                             capture_output=True, text=True, check=False)
        size = int(out.stdout.strip() or 0) / 2**20
        return {"db_mb": round(size, 1), "wal_mb": round(int(wal.stdout.strip() or 0) / 2**20, 1)}
    path = folder / "bench.sqlite3"
    wal_path = path.with_name(path.name + "-wal")
    return {"db_mb": round(path.stat().st_size / 2**20, 1) if path.exists() else 0.0,
            "wal_mb": round(wal_path.stat().st_size / 2**20, 1) if wal_path.exists() else 0.0}


async def soak(args: argparse.Namespace) -> None:
    at = sorted(float(x) for x in args.at.split(","))
    with tempfile.TemporaryDirectory(prefix="meeple-soak-") as name:
        folder = Path(name)
        url, pg_name = database_url(args.db, folder)
        server = meeple_server(url)
        try:
            await server.wait()
            base = f"http://127.0.0.1:{server.port}"
            lobby, stats = Lobby(base), Stats()
            drivers = [TableDriver(i, lobby, base.replace("http", "ws"), stats) for i in range(args.tables)]
            for d in drivers:
                await d.open()
            stats.measuring = True
            t0 = time.monotonic()
            runs = asyncio.gather(*(d.run(t0 + 60 * at[-1] + 1) for d in drivers), return_exceptions=True)
            lines = []
            for minute in at:
                await asyncio.sleep(max(0.0, t0 + 60 * minute - time.monotonic()))
                line = {"minute": minute, "rss_mb": round(rss_mb(server.proc.pid), 1),
                        **sizes_mb(args.db, url, folder, pg_name), "moves": stats.moves, "games": stats.games,
                        **stats.report()}
                lines.append(line)
                print(json.dumps(line), flush=True)
            failures = [r for r in await runs if isinstance(r, BaseException)]
            for d in drivers:
                for s in d.socks:
                    await s.close()
            await lobby.http.aclose()
            warm = next((x for x in lines if x["minute"] >= 1), lines[0])
            end = lines[-1]
            print(json.dumps({
                "tables": args.tables, "db": args.db, "minutes": at[-1],
                "growth_after_warmup": {k: round(end[k] - warm[k], 1) for k in ("rss_mb", "db_mb", "wal_mb")},
                **stats.report(), "errors": stats.errors, "driver_failures": [repr(f)[:200] for f in failures[:3]],
            }), flush=True)
        finally:
            server.stop()
            if pg_name:
                subprocess.run(["psql", PG_ADMIN, "-qc", f'DROP DATABASE IF EXISTS "{pg_name}" WITH (FORCE)'],
                               check=False)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tables", type=int, default=50)
    parser.add_argument("--at", default="0,1,5,10", help="minutes at which to report, comma-separated")
    parser.add_argument("--db", default="sqlite", help="sqlite, postgresql, or a database URL")
    args = parser.parse_args()
    if not 1 <= args.tables <= 2000:
        parser.error("--tables must be 1..2000")
    asyncio.run(soak(args))


if __name__ == "__main__":
    main()
