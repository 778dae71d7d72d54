"""The score: each column is worth its cards times the cards of its most frequent colour; +1 a discard.

Ties are shared: the rules page and the published rules name no tie-breaker.
"""

from __future__ import annotations

from collections import Counter

from meeple.engine import Event, Outcome

from .components import colour
from .state import UpOrDownState


def column_score(cards: list[int]) -> int:
    """Cards in the column x cards of its most frequent colour (0 for an empty column)."""
    if not cards:
        return 0
    return len(cards) * max(Counter(colour(c) for c in cards).values())


def score(state: UpOrDownState, seat: int) -> int:
    """The sum of the seat's column scores plus one point per card in its discard pile."""
    return sum(column_score(c) for c in state.columns[seat]) + len(state.discards[seat])


def outcome(state: UpOrDownState) -> Outcome:
    """Scores ranked highest first; equal scores share a place."""
    return Outcome.from_scores(
        [score(state, s) for s in range(state.players)],
        notes="Each column: cards x cards of its most frequent colour; +1 per discarded card. Ties are shared.",
    )


def final_events(state: UpOrDownState) -> list[Event]:
    """One line per seat with its columns and discards, best first, then the winners."""
    result = outcome(state)
    order = sorted(range(state.players), key=lambda s: (result.ranks[s], s))
    events = []
    for s in order:
        parts = [str(column_score(c)) for c in state.columns[s]]
        events.append(Event(
            "score", f"{{p{s}}} scores {score(state, s)}: columns {' + '.join(parts)}, "
            f"discards {len(state.discards[s])} (place {result.ranks[s]}).",
            data={"seat": s, "score": score(state, s), "columns": [column_score(c) for c in state.columns[s]],
                  "discards": len(state.discards[s]), "rank": result.ranks[s]},
        ))
    winners = [s for s in order if result.ranks[s] == 1]
    best = score(state, winners[0])
    if len(winners) == 1:
        text = f"{{p{winners[0]}}} wins with {best} points."
    else:
        text = f"{' and '.join(f'{{p{s}}}' for s in winners)} share the win with {best} points each."
    events.append(Event("game_over", text, data={"winners": winners}))
    return events
