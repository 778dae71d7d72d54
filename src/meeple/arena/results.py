"""A finished game's result per person: rating change, win, leave, clock penalty. Pure.

Which rule applies, in order: a zombie from the start means nobody is rated;
a cooperative game rates the team against the game; a skipped or expelled
player makes the result neutralized at the progress they left; otherwise the
game's ranks (a concession ranks the conceder last). Bots are not rated and
do not count as opponents. Casual tables change no rating.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from . import ratings
from .ratings import RatingChange
from .tables import TableRecord
from .zombie import neutralized, zombie_from_the_start


@dataclass(frozen=True)
class SeatResult:
    """One person's result at a finished table."""

    seat: int
    user_id: int
    name: str
    rating_before: float
    rating_after: float
    won: bool
    left: bool
    clock_penalty: bool

    def as_dict(self) -> dict[str, Any]:
        """The JSON of the table summary's `results`."""
        return {
            "seat": self.seat, "user_id": self.user_id, "name": self.name,
            "rating_before": round(self.rating_before, 2), "rating_after": round(self.rating_after, 2),
            "delta": round(self.rating_after - self.rating_before, 2),
            "shown_after": ratings.shown(self.rating_after), "rank_name": ratings.rank_name(self.rating_after),
            "left": self.left, "clock_penalty": self.clock_penalty,
        }


def seat_results(table: TableRecord, outcome: Mapping[str, Any], before: Mapping[int, float]) -> list[SeatResult]:
    """Each person's result; `before` maps user ids to their rating in this game (START if absent)."""
    people = sorted((s for s in table.seats.values() if s.user_id is not None), key=lambda s: s.seat)
    seats = [s.seat for s in people]
    left = {seat for seat in seats if seat in table.zombies}
    olds = [before.get(s.user_id or 0, ratings.START) for s in people]
    won = _winners(table, outcome, seats, left)
    news = olds
    if table.ranked and not zombie_from_the_start(table):
        news = [c.new for c in _changes(table, outcome, seats, olds, left)]
    return [
        SeatResult(s.seat, s.user_id or 0, s.name, old, new, s.seat in won, s.seat in left, s.seat in table.penalties)
        for s, old, new in zip(people, olds, news, strict=True)
    ]


def _winners(table: TableRecord, outcome: Mapping[str, Any], seats: list[int], left: set[int]) -> set[int]:
    if outcome.get("cooperative"):
        return {s for s in seats if s not in left} if outcome.get("team_won") else set()
    if neutralized(table):
        return {s for s in seats if s not in left}
    ranks = outcome["ranks"]
    return {s for s in seats if ranks[s] == 1}


def _changes(
    table: TableRecord, outcome: Mapping[str, Any], seats: list[int], olds: list[float], left: set[int]
) -> list[RatingChange]:
    if outcome.get("cooperative"):
        team = ratings.cooperative_result(olds, bool(outcome.get("team_won")))
        lost = ratings.cooperative_result(olds, False)
        return [
            ratings.RatingChange(*_with_penalty(lost[i], olds[i])) if seat in left else team[i]
            for i, seat in enumerate(seats)
        ]
    if neutralized(table):
        assert table.left_at is not None
        leavers = [i for i, seat in enumerate(seats) if seat in left]
        return ratings.neutralized_result(olds, leavers, table.left_at)
    return ratings.normal_result(olds, [outcome["ranks"][seat] for seat in seats])


def _with_penalty(change: RatingChange, old: float) -> tuple[float, float]:
    new = max(ratings.START, change.new - ratings.LEAVE_PENALTY)
    return new - old, new
