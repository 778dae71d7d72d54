"""The end: each faction goes to the player with more of its cards in their score pile; on a tie,
to the one holding its highest card; if that ties too (or nobody scored the faction) it goes to
nobody. Three factions win; with factions unclaimed, more factions win and equal counts draw."""

from __future__ import annotations

from meeple.engine import Event, Outcome

from .components import FACTION_NAMES, FACTIONS, value
from .state import ClaimState


def faction_winner(state: ClaimState, letter: str) -> int | None:
    """The seat that wins faction `letter`, or None if nobody does."""
    cards = [[c for c in pile if c[0] == letter] for pile in state.scores]
    if len(cards[0]) != len(cards[1]):
        return 0 if len(cards[0]) > len(cards[1]) else 1
    best = [max((value(c) for c in pile), default=-1) for pile in cards]
    if best[0] != best[1]:
        return 0 if best[0] > best[1] else 1
    return None


def winners(state: ClaimState) -> dict[str, int | None]:
    """Each faction letter -> the seat that wins it (None: unclaimed)."""
    return {f: faction_winner(state, f) for f in FACTIONS}


def factions_won(state: ClaimState, won_by: dict[str, int | None] | None = None) -> list[int]:
    """How many factions each seat wins (`won_by`: the `winners`, when the caller has them)."""
    won = [0, 0]
    for seat in (won_by if won_by is not None else winners(state)).values():
        if seat is not None:
            won[seat] += 1
    return won


def outcome(state: ClaimState) -> Outcome:
    """More factions wins; equal counts draw."""
    return Outcome.from_scores(factions_won(state))


def final_events(state: ClaimState) -> list[Event]:
    """One line per faction, then the result."""
    events = []
    won_by = winners(state)
    for letter, seat in won_by.items():
        name = FACTION_NAMES[letter]
        counts = [sum(1 for c in pile if c[0] == letter) for pile in state.scores]
        text = f"{name}: {{p{seat}}} wins ({counts[0]}-{counts[1]})." if seat is not None else \
            f"{name}: nobody wins ({counts[0]}-{counts[1]}, same highest card)."
        events.append(Event("faction", text, data={"faction": letter, "seat": seat, "counts": counts}))
    won = factions_won(state, won_by)
    if won[0] == won[1]:
        events.append(Event("result", f"A draw: {won[0]} factions each.", data={"factions": won}))
    else:
        w = 0 if won[0] > won[1] else 1
        events.append(Event("result", f"{{p{w}}} wins with {won[w]} factions to {won[1 - w]}.",
                            data={"factions": won, "winner": w}))
    return events
