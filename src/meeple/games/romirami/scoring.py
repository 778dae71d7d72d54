"""Final scoring: contract points, trophies (strict majority only), suit bonus cards, unused Star."""

from __future__ import annotations

from meeple.engine import Event, Outcome

from .components import CONTRACTS, SUITS, TROPHIES
from .state import RomiState


def trophy_side(state: RomiState, tile: int) -> tuple[str, int, int]:
    """The side the tile shows this game: ("suit", suit, points) or ("size", cards, points)."""
    return TROPHIES[tile][state.trophies[tile]]


def trophy_count(state: RomiState, seat: int, tile: int) -> int:
    """How many of the trophy's icon the seat's contracts show: contracts of the suit, or
    recipes of that many cards."""
    kind, what, _ = trophy_side(state, tile)
    if kind == "suit":
        return sum(1 for c in state.done[seat] if CONTRACTS[c][1] == what)
    return sum(1 for c in state.done[seat] for r in CONTRACTS[c][2] if r[1] == what)


def trophy_winner(state: RomiState, tile: int) -> int | None:
    """The single seat with the most of the icon (at least one); a tie awards it to nobody."""
    counts = [trophy_count(state, s, tile) for s in range(state.players)]
    best = max(counts)
    if best == 0 or counts.count(best) > 1:
        return None
    return counts.index(best)


def trophy_name(state: RomiState, tile: int) -> str:
    kind, what, points = trophy_side(state, tile)
    if kind == "suit":
        return f"{SUITS[what]} trophy ({points} pts)"
    return f"{what}-card combo trophy ({points} pts)"


def breakdown(state: RomiState, seat: int) -> dict[str, int]:
    """The parts of the seat's score as it would stand if the game ended now."""
    contracts = sum(CONTRACTS[c][0] for c in state.done[seat])
    trophies = sum(trophy_side(state, t)[2] for t in range(len(TROPHIES)) if trophy_winner(state, t) == seat)
    bonus = len(state.bonus[seat])
    star = 0 if state.star_used[seat] else 1
    return {"contracts": contracts, "trophies": trophies, "bonus": bonus, "star": star,
            "total": contracts + trophies + bonus + star}


def outcome(state: RomiState) -> Outcome:
    """Most points; a tie goes to the most Suit Bonus cards; still tied, shared."""
    scores = [breakdown(state, s)["total"] for s in range(state.players)]
    return Outcome.from_scores(scores, [[len(state.bonus[s])] for s in range(state.players)],
                               tiebreak_names=("suit bonus cards",))


def final_events(state: RomiState) -> list[Event]:
    """The trophies awarded and each seat's score."""
    events: list[Event] = []
    for t in range(len(TROPHIES)):
        winner = trophy_winner(state, t)
        if winner is None:
            events.append(Event("trophy", f"Nobody wins the {trophy_name(state, t)}: tied or none"))
        else:
            events.append(Event("trophy", f"{{p{winner}}} wins the {trophy_name(state, t)}",
                                data={"tile": t, "seat": winner}))
    for s in range(state.players):
        b = breakdown(state, s)
        events.append(Event("score", f"{{p{s}}} scores {b['total']}: contracts {b['contracts']}, trophies "
                            f"{b['trophies']}, suit bonus {b['bonus']}, Star {b['star']}", data={"seat": s, **b}))
    return events
