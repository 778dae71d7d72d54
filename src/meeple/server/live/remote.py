"""What this process does with another server process's publication for a table.

A new version (`RemoteVersion`) was committed elsewhere: a table this
process holds live is brought up to that version, so its connections get
their own views and its next move does not lose the race for the version.
With connections here it catches up at once and pushes the state to them,
announced here only (the origin already told everyone). A game move comes
with its publication (`Played`): when it is the copy's very next version it
is applied as it came, without reading the store (`LiveTable.apply_played`);
a version the copy already has is ignored (a repeat); anything else (a
publication missed or overtaken, an undo, a zombie's move) reads and
applies only the new rows from the store (`LiveTable.follow`; a full reload
only when they do not continue its copy). Without connections here the
table is only marked stale and catches up before its next move. A table
that is not live here but has connections (it just started elsewhere) is
loaded and pushed (and reloaded if the load read the store before the
version was committed). Table records and notices are delivered as they are.

An announcement can also never come: a process killed between its commit
and its publication, or a lost message. `Hub.check_store` covers that: it
compares the live tables that have been quiet a while with the store and
catches up the ones that are behind, through `catch_up` too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from meeple.arena.tables import PLAYING
from meeple.engine import Event
from meeple.store.repo_moves import events_between

from ..pubsub.wire import RemoteVersion
from .connection import TableNotice
from .updates import Played, with_events

if TYPE_CHECKING:
    from .hub import Hub


async def handle(hub: Hub, table_id: str, item: Any) -> None:
    """Apply one publication from another process (called in order, one at a time per table)."""
    if isinstance(item, RemoteVersion):
        await catch_up(hub, table_id, item.version, item.played)
    elif isinstance(item, TableNotice):
        record_changed(hub, item)
    else:
        hub.pubsub.publish_here(table_id, item)


async def catch_up(hub: Hub, table_id: str, version: int | None, played: Played | None = None) -> None:
    """Bring this process to `version` of the table (None: to whatever the store holds); `played`: the
    move that made it, as its publication carried it."""
    table = hub.live.get(table_id)
    watched = hub.pubsub.subscribers(table_id) > 0
    if table is None:
        if not watched:
            return
        table = await hub.table(table_id)  # loads the stored version
        if table is None or (version is not None and table.version > version):
            return
        if version is None or table.version == version:
            if table.version > 0 and not table.current.events:  # a load carries no log lines: the last move's
                rows = await events_between(hub.db, table_id, table.version - 1, table.version)
                table.current = with_events(table.current, [Event.from_dict(e) for e in rows])
            hub.pubsub.publish_here(table_id, table.current)
            return
        # the load read the store before `version` was committed (it was under way when the news came): reload
    elif version is not None and version <= table.version:
        return
    elif not watched:
        table.stale = True
        return
    async with table.lock:
        if version is None or version > table.version:
            if played is not None and version is not None and table.apply_played(version, played):
                return
            await table.catch_up(announce=False, follow=version is not None)


def record_changed(hub: Hub, notice: TableNotice) -> None:
    """A table's record changed elsewhere (seats, zombies, votes, the end): follow it, tell the connections here."""
    record = notice.record
    table = hub.live.get(record.id)
    if table is not None:
        table.record = record
        if record.status != PLAYING:  # conceded or abandoned elsewhere: no more moves here
            del hub.live[record.id]
    hub.pubsub.publish_here(record.id, notice)
