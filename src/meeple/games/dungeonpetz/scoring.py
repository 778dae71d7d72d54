"""Counting a pet's symbols for exhibitions and customers, awarding exhibitions, the final two.

A pet shows this round's needs (the cards on it; a flipped double counts both), its size, its
suffering and mutation tokens, the manure in its cage, and "rainbow": the number of different
colours among its need cards. Light-frame symbols count +1 each, dark-frame ones -1.
"""

from __future__ import annotations

from meeple.engine import Event, competition_ranks

from .components import (
    CARD_COLOUR,
    CUSTOMERS,
    DISPLAY,
    EXHIBITIONS,
    JUDGE_BONUS,
    MANURE,
    MUTATION,
    NEEDS,
    POTION,
    RAINBOW,
    REWARDS,
    SIZE,
    SUFFERING,
)
from .needs import need_counts
from .state import PetzState


def symbols(s: PetzState, seat: int, slot: int) -> dict[str, int]:
    """Every countable symbol of one pet."""
    counts = need_counts(s, seat, slot)
    out = dict(zip(NEEDS, counts, strict=True))
    out[SIZE] = s.size[seat][slot]
    out[SUFFERING] = s.suffering[seat][slot]
    out[MUTATION] = s.mutation[seat][slot]
    out[MANURE] = s.manure[seat][slot]
    out[RAINBOW] = len({CARD_COLOUR[c] for c, _f, _col in s.assigned[seat][slot] if c != POTION})
    return out


def match(found: dict[str, int], plus: tuple[str, ...], minus: tuple[str, ...]) -> int:
    """Light-frame symbols minus dark-frame ones."""
    return sum(found[p] for p in plus) - sum(found[m] for m in minus)


def exhibition_score(s: PetzState, seat: int, tile: int) -> int:
    """The shop's entry: its best pet, or its whole display; plus the judging minion's bonus."""
    _, scope, plus, minus = EXHIBITIONS[tile]
    scores = [match(symbols(s, seat, slot), plus, minus) for slot in s.pets(seat)]
    if not scores:
        return 0
    best = sum(scores) if scope == DISPLAY else max(scores)
    return best + (JUDGE_BONUS if s.judge[seat] else 0)


def customer_match(s: PetzState, seat: int, slot: int, tile: int) -> int:
    """How well a pet suits a customer."""
    _, plus, minus = CUSTOMERS[tile]
    return match(symbols(s, seat, slot), plus, minus)


def award(s: PetzState, name: str, scores: list[int], events: list[Event], *, final: bool = False) -> None:
    """Reputation by rank among scores above 0 (ties share the rank); a final exhibition's negative score costs
    1 reputation per point below 0."""
    rewards = REWARDS[s.players]
    ranks = competition_ranks(scores)
    parts = []
    for seat, value in enumerate(scores):
        gain = rewards[ranks[seat] - 1] if value > 0 and ranks[seat] <= len(rewards) else 0
        if final and value < 0:
            gain = value
        s.rep[seat] += gain
        parts.append(f"{{p{seat}}} {value} -> {gain:+d}")
    s.results.append([name, list(scores)])
    events.append(Event("exhibition", f"{name}: " + ", ".join(parts) + ".", data={"scores": list(scores)}))


def business_acumen(s: PetzState, seat: int) -> int:
    """Final exhibition 1: gold +1 each, pets sold +2 each; imps in the hospital -1, pets lost -2 each."""
    return s.gold[seat] + 2 * s.sold[seat] - len(s.hospital[seat]) - 2 * s.lost[seat]


def pet_display(s: PetzState, seat: int) -> int:
    """Final exhibition 2: pets +2 each, add-ons +1 each; manure, suffering -1 each, mutations -2 each."""
    pets = s.pets(seat)
    return (2 * len(pets) + sum(1 for a in s.addon[seat] if a >= 0) - sum(s.manure[seat])
            - sum(s.suffering[seat][p] for p in pets) - 2 * sum(s.mutation[seat][p] for p in pets))
