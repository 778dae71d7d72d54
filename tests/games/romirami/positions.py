"""Named positions for the Romi Rami scenario tests, built field by field (no lucky seeds).

Card ids: suit * 23 + offset; per suit the offsets 0-3 are 1s, 4-8 2s, 9-13 3s, 14-18 4s,
19-22 5s. Suits: 0 heart, 1 diamond, 2 cherry, 3 clover. `card(value, suit, k)` names one.
"""

from __future__ import annotations

from typing import Any

from meeple.games.romirami import GAME
from meeple.games.romirami.components import CONTRACTS, NUMBER_CARDS
from meeple.games.romirami.state import CONTRACTS as CONTRACT_PHASE
from meeple.games.romirami.state import TAKE, RomiState

HEART, DIAMOND, CHERRY, CLOVER = range(4)
_FIRST = {1: 0, 2: 4, 3: 9, 4: 14, 5: 19}


def card(value: int, suit: int, k: int = 0) -> int:
    """The k-th card of that value and suit."""
    return suit * 23 + _FIRST[value] + k


def contract(points: int, suit: int, recipes: str) -> int:
    """The contract id with these points, suit and recipes written "2K=1+4K"."""
    want = []
    for r in recipes.split("+"):
        want.append((r[1], int(r[0]), int(r[3]) if "=" in r else 0))
    for cid, (p, s, rs) in enumerate(CONTRACTS):
        if p == points and s == suit and list(rs) == want:
            return cid
    raise KeyError(recipes)


def position(players: int, **fields: Any) -> RomiState:
    """A fresh table for `players` with the given fields overwritten; the deck is every card
    not placed elsewhere (sorted, so the top is the highest id) unless given."""
    state = GAME.setup(players, {}, 0)
    for name, value in fields.items():
        if not hasattr(state, name):
            raise AttributeError(f"RomiState has no field {name!r}")
        setattr(state, name, value)
    if "known" not in fields:
        state.known = [[] for _ in range(players)]
    if "deck" not in fields:
        placed = set(state.market) | set(state.discard) | {c for h in state.hands for c in h} | {
            c for b in state.bonus for c in b}
        state.deck = [c for c in range(NUMBER_CARDS) if c not in placed]
    if "contract_deck" not in fields:
        taken = set(state.contracts) | {c for d in state.done for c in d}
        state.contract_deck = [c for c in range(len(CONTRACTS)) if c not in taken]
    return state


FIVE_KIND = contract(4, HEART, "5K")
PAIR1_RUN4 = contract(5, HEART, "2K=1+4R")
TRIPLES = contract(4, CHERRY, "3K+3K")
PAIR2_PAIR = contract(1, DIAMOND, "2K=2+2K")
RUN5 = contract(3, DIAMOND, "5R")
FOUR_KIND = contract(2, CLOVER, "4K")


def market_turn() -> RomiState:
    """Two players, seat 0 to take. Market: 3♥ 3♦ 3♣ 1♥ 5♥ 2♣. Hands 1♦ 2♦ 4♣ / 5♣ 5♦ 5🍒."""
    market = [card(3, HEART), card(3, DIAMOND), card(3, CLOVER), card(1, HEART), card(5, HEART), card(2, CLOVER)]
    hands = [[card(1, DIAMOND), card(2, DIAMOND), card(4, CLOVER)],
             [card(5, CLOVER), card(5, DIAMOND), card(5, CHERRY)]]
    return position(2, phase=TAKE, turn=0, market=market, hands=[sorted(h) for h in hands],
                    contracts=[FIVE_KIND, PAIR1_RUN4, TRIPLES, RUN5])


def contract_turn(star_used: bool = False) -> RomiState:
    """Two players, seat 0 at the contract step with 1♥ 1♦ 2♥ 3♥ 4♦ 5♥ 3♦ 3♣: it can meet the
    pair of 1s + run of 4 (heart), the 5-run (diamond) and, with the Star, 3K+3K."""
    hand = sorted([card(1, HEART), card(1, DIAMOND), card(2, HEART), card(3, HEART), card(4, DIAMOND),
                   card(5, HEART), card(3, DIAMOND), card(3, CLOVER)])
    market = [card(v, CHERRY) for v in (1, 2, 3, 4, 5)] + [card(1, CLOVER)]
    return position(2, phase=CONTRACT_PHASE, turn=0, market=market, hands=[hand, [card(2, CLOVER)]],
                    star_used=[star_used, False], contracts=[FIVE_KIND, PAIR1_RUN4, TRIPLES, RUN5])


def round_end(players: int, done: list[list[int]], turn: int) -> RomiState:
    """`players` seats, seat `turn` at the contract step with nothing to complete; completed
    contracts as given."""
    hands = [[card(1, HEART, 0)], [card(2, DIAMOND, 0)], [card(3, CHERRY, 0)], [card(4, CLOVER, 0)]][:players]
    return position(players, phase=CONTRACT_PHASE, turn=turn, hands=hands, done=done,
                    contracts=[FIVE_KIND, RUN5, FOUR_KIND, TRIPLES])
