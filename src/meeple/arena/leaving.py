"""Leaving a game in play: skip or expel a late player, concede, resign, abort, vote to abandon. Pure checks.

Each check takes the table record (and the clock and time where they matter)
and raises `ArenaError` with a stable code and a sentence for the player, or
returns what to do. The server applies the result under the table's lock.
"""

from __future__ import annotations

from typing import Any

from .clock import Clock
from .tables import PLAYING, ArenaError, TableRecord

CONCEDE_FROM = 0.5
"""Concede is allowed from this share of the game's progress."""


def actor_seat(table: TableRecord, user_id: int | None) -> int:
    """The seat through which `user_id` acts: their first seat that the zombie does not play."""
    held = [s for s in table.seats_of(user_id) if s not in table.zombies]
    if not held:
        raise ArenaError("not_seated", "You have no seat in this game; spectators cannot do that.", 403)
    return held[0]


def check_playing(table: TableRecord) -> None:
    """Only a game in play can be left, conceded or abandoned."""
    if table.status != PLAYING:
        raise ArenaError("finished", f"This table is {table.status}; the game is no longer in play.")


def check_skip(
    table: TableRecord, clock: Clock | None, skipper: int, target: Any, now: float, *,
    expel: bool = False, target_present: bool = False,
) -> int:
    """The seat `skipper` may skip (or expel, when its player is absent) now; ArenaError why not."""
    check_playing(table)
    if isinstance(target, bool) or not isinstance(target, int) or not 0 <= target < table.players:
        raise ArenaError("bad_request", f"Seats run from 0 to {table.players - 1}; there is no seat {target!r}.", 422)
    if target == skipper:
        raise ArenaError("bad_request", "You cannot skip or expel yourself.", 422)
    holder = table.seats.get(target)
    if holder is None or holder.user_id is None:
        raise ArenaError("bad_request", f"Seat {target} is played by a bot; only players can be skipped.", 422)
    if target in table.zombies:
        raise ArenaError("already_zombie", f"{holder.name} was already skipped; the zombie plays their turns.")
    if clock is None or clock.profile.unlimited:
        raise ArenaError("no_clock", "There is no time limit at this table, so nobody can be skipped.")
    if not clock.is_late(target, now):
        raise ArenaError("not_late", f"{holder.name} still has time left.")
    if clock.remaining(skipper, now) < clock.remaining(target, now):
        raise ArenaError("more_late", f"Your own clock is more negative than {holder.name}'s.")
    if expel and target_present:
        raise ArenaError("present", f"{holder.name} is at the table; skip their turn instead of expelling them.")
    return target


def unattended_late_seats(table: TableRecord, clock: Clock | None, now: float) -> list[int]:
    """Late seats of players (people or bot accounts) whom nobody at the table could skip: every other seat is
    played by the arena's bots or the zombie. The server skips them itself, so that a table of arena bots
    does not wait forever for a player that does not move (the bots press "skip" as a person would)."""
    if table.status != PLAYING or clock is None or clock.profile.unlimited:
        return []
    players = voters(table)
    late = [s for s in players if clock.is_late(s, now)]
    return late if len(players) == 1 else []


def check_concede(table: TableRecord, progress: float, *, cooperative: bool = False) -> None:
    """Concede: two-player games only, from half of the game's progress; never in a cooperative game."""
    check_playing(table)
    if cooperative:
        raise ArenaError(
            "cooperative", "The players of a cooperative game win or lose together: there is no one to concede to."
        )
    if table.players != 2:
        raise ArenaError("not_two_players", "Only a two-player game can be conceded.")
    if progress < CONCEDE_FROM:
        raise ArenaError(
            "too_early", f"A game can be conceded from {CONCEDE_FROM:.0%} of its progress; it is at {progress:.0%}."
        )


def conceded_outcome(table: TableRecord, seat: int) -> dict[str, Any]:
    """The outcome of a game that `seat` conceded: they are last, the other player first."""
    return {
        "scores": None, "ranks": [2 if s == seat else 1 for s in range(table.players)], "tiebreaks": None,
        "cooperative": False, "team_won": None, "teams": None, "notes": f"{{p{seat}}} conceded", "conceded": seat,
    }


def resign_ends_game(table: TableRecord, seat: int, *, cooperative: bool = False) -> bool:
    """After `seat` resigns, nobody would play on against anyone: the game ends now instead of going on.

    BGA rules a player who leaves a game as one who was skipped: the zombie plays their seat and the
    result is neutralized at the progress when they left, so once at most one person is left (always in
    a two-player game) the result is settled and the game ends at once. A cooperative team plays on with
    the zombie while anyone of it is left.
    """
    left = [s for s in voters(table) if s != seat]
    return not left if cooperative else len(left) <= 1


def resigned_outcome(table: TableRecord, *, cooperative: bool = False) -> dict[str, Any]:
    """The outcome of a game ended by a resignation: the players still in it share first, the leavers last
    (a cooperative team that gave up lost together)."""
    staying = [s for s in range(table.players) if s not in table.zombies]
    leavers = list(table.zombies)
    names = " and ".join(f"{{p{s}}}" for s in leavers)
    return {
        "scores": None, "ranks": [1 if s in staying else len(staying) + 1 for s in range(table.players)],
        "tiebreaks": None, "cooperative": cooperative, "team_won": False if cooperative else None, "teams": None,
        "notes": f"{names} resigned", "resigned": leavers,
    }


ABORT_BEFORE_MOVES_PER_SEAT = 1
"""A game can be aborted while it has fewer moves than this many per seat (nobody rated, no penalty)."""


def check_abort(table: TableRecord, moves: int) -> None:
    """Abort: any player, alone, before every seat had its first move; afterwards only an agreed abandon."""
    check_playing(table)
    limit = ABORT_BEFORE_MOVES_PER_SEAT * table.players
    if moves >= limit:
        raise ArenaError("too_late", f"A game can be aborted only in its first {limit} moves; it has had {moves}. "
                                     "Resign, or ask the others to abandon it.")


def voters(table: TableRecord) -> list[int]:
    """The seats whose agreement abandons the game: every seat of a person the zombie does not play."""
    return sorted(s.seat for s in table.seats.values() if s.user_id is not None and s.seat not in table.zombies)


def abandon_votes(table: TableRecord, seat: int, *, cancel: bool = False) -> list[int]:
    """The votes after `seat` votes to abandon (or withdraws its vote)."""
    check_playing(table)
    votes = set(table.abandon_votes)
    if cancel:
        votes.discard(seat)
    else:
        votes.add(seat)
    return sorted(votes)


def everyone_agreed(table: TableRecord, votes: list[int]) -> bool:
    """Every player still in the game voted to abandon it."""
    needed = voters(table)
    return bool(needed) and set(needed) <= set(votes)
