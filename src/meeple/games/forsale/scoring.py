"""The final result: money, then the tie-breakers of the rules page.

A seat's score is its coins left ($1,000 each) plus its cheques. Ties go to
the seat with more coins left, then to the one that bought the highest
property card. Every seat buys at least one property and property numbers are
unique, so the second tie-breaker always settles a tie. BGA shows the two as
one number, 100 x coins left + highest property, which ranks the same way
because a property is never worth 100; we report it in `extra`.
"""

from __future__ import annotations

from meeple.engine import Event, Outcome

from .components import dollars
from .state import OVER, ForSaleState


def bga_tiebreak(state: ForSaleState, seat: int) -> int:
    """BGA's "Coins & Property" number: 100 x coins left + highest property bought."""
    return 100 * state.coins[seat] + state.highest[seat]


def outcome(state: ForSaleState) -> Outcome | None:
    """Scores in dollars, ranked by money, then coins left, then highest property."""
    if state.phase != OVER:
        return None
    seats = range(state.players)
    return Outcome.from_scores(
        [state.money(s) * 1000 for s in seats],
        tiebreaks=[(state.coins[s], state.highest[s]) for s in seats],
        notes="Score = coins left ($1,000 each) + cheques. Ties: most coins left, then highest property bought.",
        tiebreak_names=("coins left", "highest property"),
        score_text=[dollars(state.money(s)) for s in seats],
        extra={"bga_tiebreak": [bga_tiebreak(state, s) for s in seats]},
    )


def final_events(state: ForSaleState) -> list[Event]:
    """One line per seat with its money, best first, announcing the winner."""
    result = outcome(state)
    assert result is not None
    order = sorted(range(state.players), key=lambda s: result.ranks[s])
    events = []
    for s in order:
        cheques = sum(state.cheques[s])
        events.append(Event(
            "score", f"{{p{s}}} finishes with {dollars(state.money(s))}: {dollars(cheques)} in cheques "
            f"and {dollars(state.coins[s])} in coins (place {result.ranks[s]}).",
            data={"seat": s, "money": state.money(s), "cheques": cheques, "coins": state.coins[s],
                  "rank": result.ranks[s]},
        ))
    winner = order[0]
    events.append(Event("game_over", f"{{p{winner}}} wins For Sale.", data={"winner": winner}))
    return events
