"""Refusal reasons come from the predicates that build `legal_actions`.

Scenarios: in named positions, each refused well-formed action gets the
sentence of the predicate that rejects it. Property: in positions from seeded
random playouts, every candidate action over a small domain is accepted by
`apply` exactly when it is listed, and every refusal has a sentence of its own.
"""

from __future__ import annotations

from typing import Any

import pytest

from meeple.games.romirami import GAME

from ..refusals import check_refusals, playout, refusal
from .positions import (
    CHERRY,
    CLOVER,
    DIAMOND,
    FIVE_KIND,
    HEART,
    PAIR1_RUN4,
    RUN5,
    TRIPLES,
    card,
    contract_turn,
    market_turn,
)

NOT_YOUR_TURN = "It is not your turn."
MATCH = "The cards you take must all have the same number or all the same suit."


def pick(c: Any) -> dict[str, Any]:
    return {"type": "pick", "card": c}


def use(c: Any) -> dict[str, Any]:
    return {"type": "use", "card": c}


def _market() -> Any:
    return market_turn()


def _picked() -> Any:
    s = market_turn()
    GAME.apply(s, 0, pick(card(3, HEART)))
    return s


def _contracts() -> Any:
    return contract_turn(star_used=True)


def _building() -> Any:
    s = contract_turn()
    GAME.apply(s, 0, {"type": "complete", "contract": RUN5})
    GAME.apply(s, 0, use(card(3, HEART)))
    return s


def _star_on() -> Any:
    s = contract_turn()
    GAME.apply(s, 0, {"type": "complete", "contract": TRIPLES})
    GAME.apply(s, 0, {"type": "star"})
    return s


POSITIONS = {"market": _market, "picked": _picked, "contracts": _contracts, "building": _building,
             "star_on": _star_on}

SCENARIOS = [
    ("market", 1, pick(card(3, HEART)), NOT_YOUR_TURN),
    ("market", 0, pick(card(4, CHERRY)), "4● (card 60) is not in the market."),
    ("market", 0, pick("x"), 'A pick is written {"type": "pick", "card": 12}: the id of a market card.'),
    ("market", 0, pick(True), 'A pick is written {"type": "pick", "card": 12}: the id of a market card.'),
    ("market", 0, {"type": "take"}, "Pick at least one card of the market first."),
    ("market", 0, {"type": "done"}, "Now you must pick 1 to 3 cards of one number or one suit from the market, "
                                    "then take them."),
    ("market", 0, use(card(1, DIAMOND)), "Now you must pick 1 to 3 cards of one number or one suit from the market, "
                                         "then take them."),
    ("picked", 0, pick(card(3, HEART)), "You have already picked 3♥."),
    ("picked", 0, pick(card(2, CLOVER)), MATCH),
    ("contracts", 0, {"type": "complete", "contract": TRIPLES}, "Your hand cannot meet cherry 4 pts: 3 of a kind + "
                                                                 "3 of a kind."),
    ("contracts", 0, {"type": "complete", "contract": 0}, "That contract is not in the contract market."),
    ("contracts", 0, {"type": "star"}, "Now you must complete a contract or end your turn (done)."),
    ("contracts", 0, {"type": "discard", "card": card(1, HEART)},
     "You discard only when your hand holds more than 10 cards at the end of your turn."),
    ("building", 0, use(card(3, DIAMOND)), "With 3♦ there, your hand could no longer complete diamond 3 pts: run "
                                           "of 5 (recipe 1 of 1)."),
    ("building", 0, use(card(3, HEART)), "3♥ is already on this contract."),
    ("building", 0, use(card(2, CHERRY)), "You do not hold 2● (card 50)."),
    ("building", 0, {"type": "done"}, "Now you must play the next card (or your Star) on the contract you are "
                                      "completing."),
    ("star_on", 0, {"type": "star"}, "Your Star is already on this contract."),
]


@pytest.mark.parametrize(("name", "seat", "action", "reason"), SCENARIOS)
def test_scenario_reasons(name: str, seat: int, action: dict[str, Any], reason: str) -> None:
    assert refusal(GAME, POSITIONS[name](), seat, action) == reason


def test_the_star_once_a_game() -> None:
    s = contract_turn(star_used=True)
    GAME.apply(s, 0, {"type": "complete", "contract": PAIR1_RUN4})
    assert refusal(GAME, s, 0, {"type": "star"}) == "You have already used your Star this game."
    assert FIVE_KIND in s.contracts


def _candidates(state: Any) -> list[dict[str, Any]]:
    cards = [*sorted(set(state.market) | {c for h in state.hands for c in h})[:12], 91]
    acts: list[dict[str, Any]] = [{"type": t} for t in ("take", "star", "done")]
    acts += [{"type": t, "card": c} for t in ("pick", "use", "discard") for c in cards]
    acts += [{"type": "complete", "contract": c} for c in range(0, 36, 3)] + [
        {"type": "complete", "contract": c} for c in state.contracts]
    return acts


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 3)])
def test_refused_exactly_when_not_listed(players: int, seed: int) -> None:
    state = GAME.setup(players, {}, seed)
    for position in playout(GAME, state, seed, 120):
        check_refusals(GAME, position, range(players), _candidates(position))


def test_every_scenario_name_is_a_position() -> None:
    assert {s[0] for s in SCENARIOS} == set(POSITIONS)
    assert CLOVER != DIAMOND
