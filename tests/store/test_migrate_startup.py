"""A restarting server finds its database current without importing alembic (a tenth of its start)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from meeple.store.migrate import head_revision, newest_file_revision


def test_the_newest_file_revision_is_alembics_head() -> None:
    assert newest_file_revision() == head_revision()


def test_a_server_opening_a_database_at_the_newest_revision_never_imports_alembic(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'm.sqlite3'}"
    script = (
        "import asyncio, sys\n"
        "import meeple.server.app\n"
        "from meeple.store import Database\n"
        "async def main():\n"
        "    db = await Database.open(sys.argv[1])\n"
        "    await db.close()\n"
        "asyncio.run(main())\n"
        "print('alembic' in sys.modules)\n"
    )
    run = [sys.executable, "-c", script, url]
    first = subprocess.run(run, capture_output=True, text=True, check=True, timeout=120)
    again = subprocess.run(run, capture_output=True, text=True, check=True, timeout=120)
    assert first.stdout.split()[-1] == "True"  # a new database is migrated by alembic
    assert again.stdout.split()[-1] == "False"  # a restart finds it current without alembic
