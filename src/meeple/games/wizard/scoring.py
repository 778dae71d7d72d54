"""Scoring: 20 plus 10 a trick for an exact prediction, minus 10 a trick off otherwise."""

from __future__ import annotations

from meeple.engine import Event, Outcome, seat_name

from .components import DECK, MOST_PLAYERS
from .state import WizardState


def round_points(bid: int, taken: int) -> int:
    """Points for one player's round.

    >>> round_points(2, 2), round_points(0, 0), round_points(3, 1), round_points(0, 2)
    (40, 20, -20, -20)
    """
    if bid == taken:
        return 20 + 10 * taken
    return -10 * abs(bid - taken)


def score_round(state: WizardState, reveal_bids: bool) -> list[Event]:
    """Add the finished round to the sheet and the totals; events say how each player did.

    With secret predictions the bids are announced here first (`reveal_bids`).
    """
    row: list[tuple[int, int, int]] = []
    events: list[Event] = []
    for seat in range(state.players):
        bid, taken = int(state.bids[seat] or 0), state.tricks[seat]
        points = round_points(bid, taken)
        state.scores[seat] += points
        row.append((bid, taken, points))
        events.append(_result_event(seat, bid, taken, points, state.scores[seat], reveal_bids))
    state.sheet.append(tuple(row))
    return events


def _result_event(seat: int, bid: int, taken: int, points: int, total: int, reveal: bool) -> Event:
    link, sign = "and" if bid == taken else "but", "+" if points >= 0 else ""
    text = f"{_PREDICTED[seat]}{bid} {link} took {_TRICKS[taken]}: {sign}{points} (total {total})"
    data = {"seat": seat, "bid": bid, "tricks": taken, "points": points, "total": total}
    return Event("round_score", text, None, reveal, data)


_PREDICTED: tuple[str, ...] = tuple(f"{seat_name(seat)} predicted " for seat in range(MOST_PLAYERS))
_TRICKS: dict[int, str] = {n: "1 trick" if n == 1 else f"{n} tricks" for n in range(len(DECK) + 1)}
"""Pieces of the round's result lines, written once (four to six lines a round)."""


def final_outcome(state: WizardState) -> Outcome:
    """Ranks by total score; the rules give no tie-breaker, so ties share a rank."""
    return Outcome.from_scores(list(state.scores), notes="highest score wins; ties are shared")
