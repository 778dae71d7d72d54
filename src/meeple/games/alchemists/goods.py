"""Goods: drawing ingredients and favours, discarding, and reputation with its zones."""

from __future__ import annotations

from .components import ARTIFACTS, FAVOUR_NAMES, MARKET_SIZE
from .state import AlchemistsState

RED_TOP, GREEN_FROM, BLUE_FROM = 6, 14, 18


def zone(rep: int) -> str:
    """"red" (0-6), "yellow" (7-13), "green" (14-17) or "blue" (18 and up)."""
    if rep <= RED_TOP:
        return "red"
    if rep >= BLUE_FROM:
        return "blue"
    return "green" if rep >= GREEN_FROM else "yellow"


def add_rep(s: AlchemistsState, seat: int, delta: int) -> int:
    """Apply a net reputation change with the zone's effect on losses (once); return the change made."""
    if delta < 0:
        z = zone(s.rep[seat])
        delta += 1 if z == "red" else -2 if z == "blue" else -1 if z == "green" else 0
    before = s.rep[seat]
    s.rep[seat] = max(0, before + delta)
    return s.rep[seat] - before


def _pick(counts: list[int], r: int) -> int:
    for i, c in enumerate(counts):
        if r < c:
            return i
        r -= c
    raise AssertionError("empty pile")


def draw_ingredient(s: AlchemistsState) -> int:
    """The top card of the ingredient deck (shuffling the discard in when it is empty), or -1 if none is left."""
    total = sum(s.deck)
    if total == 0:
        if sum(s.discard) == 0:
            return -1
        s.deck = s.discard
        s.discard = [0] * 8
        s.outs = [[0] * 8 for _ in range(s.players)]
        total = sum(s.deck)
    i = _pick(s.deck, s.rng.below(total))
    s.deck[i] -= 1
    return i


def deck_left(s: AlchemistsState) -> int:
    """Cards the deck can still give (the discard is shuffled in when it runs out)."""
    return sum(s.deck) + sum(s.discard)


def give_ingredients(s: AlchemistsState, seat: int, n: int) -> list[int]:
    """Draw up to n ingredients from the deck into a hand."""
    got = []
    for _ in range(n):
        i = draw_ingredient(s)
        if i < 0:
            break
        s.hands[seat][i] += 1
        got.append(i)
    return got


def discard(s: AlchemistsState, seat: int, i: int) -> None:
    """An ingredient from a hand to the face-down discard."""
    s.hands[seat][i] -= 1
    s.discard[i] += 1
    s.outs[seat][i] += 1


def give_favours(s: AlchemistsState, seat: int, n: int) -> list[str]:
    """Draw up to n favour cards (the deck is not reshuffled: used favours leave the game)."""
    got = []
    for _ in range(n):
        total = sum(s.favour_deck)
        if total == 0:
            break
        k = _pick(s.favour_deck, s.rng.below(total))
        s.favour_deck[k] -= 1
        s.favours[seat].append(FAVOUR_NAMES[k])
        got.append(FAVOUR_NAMES[k])
    s.favours[seat].sort()
    return got


def refill_market(s: AlchemistsState) -> None:
    """Fill the empty ingredient market slots from the deck."""
    for k in range(MARKET_SIZE):
        if s.market[k] < 0:
            s.market[k] = draw_ingredient(s)


def has_effect(s: AlchemistsState, seat: int, effect: str) -> int:
    """How many of the seat's artifacts have this effect."""
    return sum(1 for a in s.artifacts[seat] if ARTIFACTS[a][4] == effect)
