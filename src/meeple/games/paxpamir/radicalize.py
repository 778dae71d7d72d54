"""Wakhan's radicalize: the market card she buys (and then plays) by the arrows of her AI cards, and
the 14 other radicalize instructions of her cards (`INSTRUCTIONS`), each a legal purchase or None (skip).
"""

from __future__ import annotations

from collections.abc import Callable

from meeple.engine import Action

from .board import court_limit, free_block, free_cylinder, market_cost, ruler
from .components import CARDS, INTELLIGENCE, MILITARY, POLITICAL, is_dominance
from .state import REGION_LOC, PaxState, is_card
from .wakhan import dominant_now, red_column, red_row

Chooser = Callable[[PaxState, list[Action]], Action | None]
"""Her pick among the legal actions of her main decision, or None to skip."""


def _buyable(state: PaxState, options: list[Action], court_only: bool = True) -> list[tuple[int, int, int]]:
    """(card, row, col) of the market cards she may buy now (no Dominance Check)."""
    out = []
    for a in options:
        if a["type"] == "buy":
            card = state.market[a["row"]][a["col"]]
            if not is_dominance(card) and (card in CARDS or not court_only):
                out.append((card, a["row"], a["col"]))
    return out


def _buy(found: tuple[int, int, int] | None) -> Action | None:
    return None if found is None else {"type": "buy", "row": found[1], "col": found[2]}


def _cheapest(state: PaxState, found: list[tuple[int, int, int]]) -> tuple[int, int, int] | None:
    """The cheapest, then the highest card number."""
    if not found:
        return None
    return min(found, key=lambda f: (market_cost(state, state.wakhan, f[2], f[0]), -f[0]))


def radicalize(state: PaxState, options: list[Action]) -> Action | None:
    """The card the arrows name: from the named column leftwards in the named row, the first she can
    buy (an event too), else the same in the other row. With a Dominance Check in the market: a patriot of the
    dominant coalition, else the card with the most army and road icons; with none dominant, the most
    tribe and spy icons (the cheapest, then the highest number, among equals)."""
    if any(is_dominance(c) for row in state.market for c in row):
        found = _buyable(state, options, court_only=False)
        lead = dominant_now(state)
        if lead >= 0:
            patriots = [f for f in found if f[0] in CARDS and CARDS[f[0]].patriot == lead]
            return _buy(_cheapest(state, patriots) if patriots else _most(state, found, ("armies", "roads")))
        return _buy(_most(state, found, ("tribes", "spies")))
    row, col = red_row(state), red_column(state)
    found = _buyable(state, options, court_only=False)  # events too (FAQ: she buys events)
    for r in (row, 1 - row):
        for c in range(col, -1, -1):
            hit = [f for f in found if f[1] == r and f[2] == c]
            if hit:
                return _buy(hit[0])
    return None


def _icons(card: int, kinds: tuple[str, ...]) -> int:
    return sum(getattr(CARDS[card], k) for k in kinds) if card in CARDS else 0


def _most(state: PaxState, found: list[tuple[int, int, int]], kinds: tuple[str, ...]) -> tuple[int, int, int] | None:
    if not found:
        return None
    top = max(_icons(f[0], kinds) for f in found)
    return _cheapest(state, [f for f in found if _icons(f[0], kinds) == top])


def _top_of_suit(state: PaxState, options: list[Action], suit: int) -> Action | None:
    found = [f for f in _buyable(state, options) if CARDS[f[0]].suit == suit]
    if not found:
        return None
    top = max(CARDS[f[0]].rank for f in found)
    return _buy(_cheapest(state, [f for f in found if CARDS[f[0]].rank == top]))


def _if(test: Callable[[PaxState], bool], then: Callable[[PaxState, list[Action]], Action | None]
        ) -> Callable[[PaxState, list[Action]], Action | None]:
    return lambda state, options: then(state, options) if test(state) else None


def _suit_of(suit: int) -> Callable[[PaxState, list[Action]], Action | None]:
    return lambda state, options: _top_of_suit(state, options, suit)


def _any_intelligence(state: PaxState, options: list[Action]) -> Action | None:
    return _buy(_cheapest(state, [f for f in _buyable(state, options) if CARDS[f[0]].suit == INTELLIGENCE]))


def _most_rupees(state: PaxState, options: list[Action]) -> Action | None:
    """The card (events too) that nets her the most rupees: those on it, less its cost, 2 if leveraged."""
    w = state.wakhan
    found = _buyable(state, options, court_only=False)
    if not found:
        return None

    def net(f: tuple[int, int, int]) -> int:
        lever = 2 if f[0] in CARDS and CARDS[f[0]].leverage else 0
        return state.mcoins[f[1]][f[2]] - market_cost(state, w, f[2], f[0]) + lever

    best = max(net(f) for f in found)
    if best <= 0:
        return None
    return _buy(_cheapest(state, [f for f in found if net(f) == best]))


def _rule_region(state: PaxState, options: list[Action]) -> Action | None:
    """A card whose tribes and armies would make her rule its region (where she does not yet)."""
    w = state.wakhan
    hits = []
    for f in _buyable(state, options):
        info = CARDS[f[0]]
        loc = REGION_LOC[info.region]
        if ruler(state, loc) == w or not (info.tribes or info.armies):
            continue
        trial = state.copy()
        for _ in range(info.tribes):
            i = free_cylinder(trial, w)
            if i >= 0:
                trial.cylinders[i] = loc
        for _ in range(info.armies):
            i = free_block(trial, trial.loyalty[w])
            if i >= 0:
                trial.blocks[i] = loc
        if ruler(trial, loc) == w:
            hits.append(f)
    return _buy(_cheapest(state, hits))


def _most_blocks(state: PaxState, options: list[Action]) -> Action | None:
    found = _most(state, _buyable(state, options), ("armies", "roads"))
    return _buy(found) if found and _icons(found[0], ("armies", "roads")) else None


def _most_cylinders(state: PaxState, options: list[Action]) -> Action | None:
    found = _most(state, _buyable(state, options), ("tribes", "spies"))
    return _buy(found) if found and _icons(found[0], ("tribes", "spies")) else None


def _move_card(state: PaxState, options: list[Action]) -> Action | None:
    if any("move" in CARDS[c].actions for c in state.courts[state.wakhan]):
        return None
    return _buy(_cheapest(state, [f for f in _buyable(state, options) if "move" in CARDS[f[0]].actions]))


def _patriot_of_dominant(state: PaxState, options: list[Action]) -> Action | None:
    lead = dominant_now(state)
    if lead < 0:
        return None
    return _buy(_cheapest(state, [f for f in _buyable(state, options) if CARDS[f[0]].patriot == lead]))


def _court_full(state: PaxState) -> bool:
    return len(state.courts[state.wakhan]) >= court_limit(state, state.wakhan)


def _fewer_spies(state: PaxState) -> bool:
    spies = [sum(1 for x in state.cylinders[s * 10: s * 10 + 10] if is_card(x)) for s in range(state.players)]
    return max(spies) > spies[state.wakhan]


INSTRUCTIONS: dict[str, Chooser] = {
    "radicalize": radicalize,
    "if_military_top_military": _if(lambda s: s.favoured == MILITARY, _suit_of(MILITARY)),
    "if_political_top_economic": _if(lambda s: s.favoured == POLITICAL, _suit_of(2)),
    "top_political": _suit_of(POLITICAL),
    "top_intelligence": _suit_of(INTELLIGENCE),
    "any_intelligence": _any_intelligence,
    "if_poor_most_rupees": _if(lambda s: s.coins[s.wakhan] < 2, _most_rupees),
    "rule_region": _rule_region,
    "most_blocks": _most_blocks,
    "if_no_dominance_most_cylinders": _if(lambda s: dominant_now(s) < 0, _most_cylinders),
    "if_no_move_a_move_card": _move_card,
    "if_dominance_matching_patriot": _patriot_of_dominant,
    "if_court_full_top_political": _if(_court_full, _suit_of(POLITICAL)),
    "if_fewer_spies_top_intelligence": _if(_fewer_spies, _suit_of(INTELLIGENCE)),
}
"""Each radicalize instruction of her cards' fronts (see `wakhan.json` "actions")."""
