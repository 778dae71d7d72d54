"""A player whose account goes, or changes its name, at tables in play on this server.

A deleted account's seats in games in play are handed to the zombie, as
when a player is expelled (meeple.arena.zombie): the game goes on for the
others and its result is neutralized from that point. A renamed account
(a guest who chose a name, a deleted one) gets its new name in the tables
held in memory, and every table page watching hears of it.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from meeple.arena.tables import PLAYING, ArenaError
from meeple.arena.zombie import zombified
from meeple.store.repo_tables import arena_values
from meeple.store.writer import WriteSet

from . import table_clock

if TYPE_CHECKING:
    from .hub import Hub


async def hand_to_zombie(hub: Hub, table_id: str, user_id: int) -> None:
    """The zombie plays every seat of `user_id` at that table from now on (nothing if it is not in play).

    Deleting one's account is leaving of one's own will, so the seat counts as resigned: the log says
    "resigned", not "expelled for being away", which would blame an absence that never happened.
    """
    table = await hub.table(table_id)
    if table is None or table.record.status != PLAYING:
        return
    async with table.lock:
        record = table.record
        progress = float(table.game.progress(table.current.state))
        changed = record
        for seat in record.seats_of(user_id):
            changed = zombified(changed, seat, progress, expelled=False, resigned=True)
            table.thinking.discard(seat)
        if changed is record:
            return
        changed.progress = progress
        try:
            await hub.writer.write(WriteSet(tables=[(table.id, arena_values(changed))]))
        except Exception as exc:  # nothing changed: the account is not deleted either
            raise ArenaError("unavailable", "Your seat could not be handed over; nothing changed. Try again.",
                             503) from exc
        table.record = changed
        table.current.table_info = table_clock.info(table)
    hub.notice(table.record)
    hub.kick_bots(table)


def rename_in_memory(hub: Hub, user_id: int, name: str) -> None:
    """Give `user_id`'s seats at the live tables of this process their new name, and tell their pages."""
    for table in list(hub.live.values()):
        record = table.record
        mine = record.seats_of(user_id)
        if mine:
            seats = {**record.seats, **{s: replace(record.seats[s], name=name) for s in mine}}
            hub.notice(replace(record, seats=seats))
