"""Zombies: who plays the seat of a player who was skipped or expelled, and what it does to the result.

After one skip, every later turn of that player is played by the zombie: the
game's bot at the table level Medium (`ZOMBIE_BOT`; a game whose team bot
is stronger maps it there, `GAME.bot_levels`), which also plays the seat's
event cards out of turn. Easy was too weak a stand-in for the others' game
(Room 25's Easy won no cooperative game in 10). The result is then
neutralized at the game's progress when the first player left; a zombie that
was there from the very start (no progress yet) means nobody is rated.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from meeple.engine import Event

from .tables import TableRecord

ZOMBIE_LEVEL = "medium"
ZOMBIE_BOT = f"ismcts:{ZOMBIE_LEVEL}"
"""The zombie's bot spec; the log names its level ("a bot (Medium) plays their seat")."""
WHY = {"late": "was skipped for being late", "away": "was expelled for being away", "resigned": "resigned"}
"""Why a bot plays a seat, as the log says it (the zombie event's `data["reason"]`)."""


def zombified(table: TableRecord, seat: int, progress: float, *, expelled: bool, resigned: bool = False) -> TableRecord:
    """The record after `seat` was skipped (or expelled, when absent, or resigned) at `progress` (0..1)."""
    if seat in table.zombies:
        return table
    return replace(
        table,
        zombies=sorted([*table.zombies, seat]),
        expelled=sorted([*table.expelled, seat]) if expelled else list(table.expelled),
        resigned=sorted([*table.resigned, seat]) if resigned else list(table.resigned),
        left_at=table.left_at if table.left_at is not None else max(0.0, min(1.0, progress)),
        abandon_votes=[s for s in table.abandon_votes if s != seat],
    )


def neutralized(table: TableRecord) -> bool:
    """Someone was skipped or expelled: leavers lose, the others tie for first."""
    return table.left_at is not None


def zombie_from_the_start(table: TableRecord) -> bool:
    """A player left before the game made any progress: no one is rated."""
    return table.left_at is not None and table.left_at <= 0.0


def zombie_move_events(seat: int, events: Sequence[Event], *, announce: bool, table: TableRecord) -> list[Event]:
    """The log of a move the zombie made for `seat`: each line marked as the bot's (`data["by_bot"]`).

    On the zombie's first move (`announce`) a line first says why a bot plays the seat (as `table` records
    it: resigned, expelled while away, or else skipped for being late) and at what level, so the log reads
    "Ana was skipped: a bot (Medium) plays her seat from now on" before the bot's moves, not as if Ana made
    them.

    >>> take = [Event("take", "{p1} takes 24")]
    >>> late = TableRecord("t", "g", 3, {}, "realtime", False, False, None, None, "playing", 0, zombies=[1])
    >>> [e.text for e in zombie_move_events(1, take, announce=True, table=late)]
    ['{p1} was skipped for being late: a bot (Medium) plays their seat from now on.', '{p1} takes 24']
    >>> zombie_move_events(1, take, announce=True, table=replace(late, resigned=[1]))[0].text
    '{p1} resigned: a bot (Medium) plays their seat from now on.'
    >>> zombie_move_events(1, take, announce=False, table=replace(late, expelled=[1]))[0].data
    {'by_bot': True}
    """
    marked = [Event(e.type, e.text, e.to, e.reveals, {**e.data, "by_bot": True}) for e in events]
    if not announce:
        return marked
    reason = "resigned" if seat in table.resigned else "away" if seat in table.expelled else "late"
    line = Event("zombie", f"{{p{seat}}} {WHY[reason]}: a bot ({ZOMBIE_LEVEL.capitalize()}) plays their seat from "
                 "now on.", data={"seat": seat, "reason": reason})
    return [line, *marked]
