"""The arena's bots press "skip": a late player at a table where nobody else could skip them is skipped.

At a table of arena bots and one player (a person, or a bot account that
stopped moving), nobody is there to skip the player once their clock runs
out, and the table would wait forever. Every `Settings.late_check_s` this
looks at the tables this process holds live and skips such a player by the
clock rules, as a person would (`live.table_rules.skip_unattended`): the
zombie plays their seat and the result is neutralized.
"""

from __future__ import annotations

import asyncio
import logging

from .live import table_rules
from .live.hub import Hub

log = logging.getLogger(__name__)


class LateWatch:
    """A background task that skips unattended late players."""

    def __init__(self, hub: Hub, check_s: float) -> None:
        self.hub = hub
        self.check_s = check_s
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        """Start watching (nothing when `check_s` is 0)."""
        if self.check_s > 0:
            self._task = asyncio.get_running_loop().create_task(self._run(), name="meeple-late-watch")

    async def close(self) -> None:
        """Stop watching."""
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)

    async def sweep(self) -> int:
        """Skip every unattended late player now; how many were skipped."""
        skipped = 0
        for table in list(self.hub.live.values()):
            try:
                skipped += await table_rules.skip_unattended(self.hub, table)
            except Exception:  # one table's failure (the store, say) must not stop the watch; tried again next time
                log.exception("skipping a late player at table %s failed", table.id)
        return skipped

    async def _run(self) -> None:
        while not self.hub.closing:
            await asyncio.sleep(self.check_s)
            await self.sweep()
