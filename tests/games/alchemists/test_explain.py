"""Refusal reasons come from the predicates that build `legal_actions`.

Scenarios: in named positions, each refused well-formed action gets the
sentence of the predicate that rejects it. Property: in positions from seeded
random playouts, every candidate action over a small domain applies exactly
when it is listed, and every refusal has a sentence of its own.
"""

from __future__ import annotations

from typing import Any

import pytest

from meeple.games.alchemists import GAME
from meeple.games.alchemists.components import FAVOUR_NAMES, SEALS, SPACES
from meeple.games.alchemists.state import AlchemistsState

from ..refusals import check_refusals, refusal, sample_positions
from .positions import a, acting, past_order, publish, table


def ordering() -> AlchemistsState:
    s = table(2)
    s.gold[s.picking[0]] = 0
    return s


def declaring() -> AlchemistsState:
    s = table(2)
    past_order(s)
    s.favours[s.declaring[0]] = ["sage"]
    return s


def publishing() -> AlchemistsState:
    s = acting("publish")
    publish(s, 0, 2, 2, "gold")
    return s


POSITIONS = {"order": ordering, "declare": declaring, "publish": publishing,
             "student": lambda: acting("student"), "debunk": lambda: acting("debunk"),
             "transmute": lambda: acting("transmute"), "exhibit": lambda: acting("exhibit", round_no=6)}


def first(where: str) -> int:
    return min(GAME.waiting_for(POSITIONS[where]()))


SCENARIOS = [
    ("order", a("order", space=0), "The top order space costs 1 gold and you have none."),
    ("order", a("order", space=9), "Order spaces are numbered 0 to 6."),
    ("order", a("done"), "Choose an order space first."),
    ("declare", a("place", space="sell"), "The sell space is not open in round 1."),
    ("declare", a("place", space="custodian"), "That is not an action space."),
    ("declare", a("favour", card="sage"), "The sage is played later, on its own action."),
    ("declare", a("favour", card="assistant"), "You hold no assistant."),
    ("declare", a("decline"), "Now declare your actions: place cubes on action spaces, play a favour, or say you are "
                              "done."),
    ("publish", a("endorse", ingredient=2), "Your seal is already on that theory."),
    ("publish", a("endorse", ingredient=5), "There is no theory on root to endorse."),
    ("publish", a("theory", ingredient=2), "toad already has a theory: endorse it instead."),
    ("publish", a("seal", seal="gold"), "Now publish a new theory or endorse one, or decline."),
    ("student", a("mix", a=0, b=1), "You must hold both ingredients."),
    ("student", a("mix", a=2, b=0), "Mix two different ingredients, the smaller number first."),
    ("debunk", a("debunk", ingredient=3, colour=0), "There is no theory on claw to debunk."),
    ("debunk", a("demonstrate", a=0, b=1), "Apprentice debunking names one aspect of one ingredient."),
    ("transmute", a("transmute", ingredient=7), "You hold no feather."),
    ("transmute", a("favour", card="sage"), "You hold no sage."),
    ("exhibit", a("exhibit", potion=6), "Name a coloured potion, 0 to 5."),
]


@pytest.mark.parametrize(("where", "action", "reason"), SCENARIOS)
def test_each_refusal_names_the_failing_predicate(where: str, action: dict, reason: str) -> None:
    s = POSITIONS[where]()
    assert refusal(GAME, s, min(GAME.waiting_for(s)), action) == reason


def test_another_seat_is_told_whose_turn_it_is() -> None:
    s = acting("student")
    assert refusal(GAME, s, 1, a("decline")) == "It is {p0}'s turn."


def test_after_the_end_every_action_is_refused_as_over() -> None:
    s = table(2)
    s.phase = "over"
    s.scores = [1, 2]
    assert refusal(GAME, s, 0, a("decline")) == "The game is over."


CANDIDATES: list[dict[str, Any]] = (
    [a("done"), a("decline")] + [a("order", space=k) for k in (-1, 0, 3, 6, 7)]
    + [a("place", space=sp) for sp in SPACES] + [a("favour", card=c) for c in FAVOUR_NAMES]
    + [a("favour", card="associate", space=sp) for sp in ("gather", "sell", "nowhere")]
    + [a("gather", slot=k) for k in (-1, 0, 4, 5)] + [a(t, ingredient=i) for t in ("transmute", "discard", "theory",
                                                                               "endorse") for i in (0, 3, 7, 8)]
    + [a("refund", level=k) for k in (0, 3, 4)] + [a("offer", potion=p, guarantee=g) for p in (0, 2, 6) for g in (1, 4)]
    + [a("mix", a=x, b=y) for x, y in ((0, 1), (1, 0), (2, 5), (3, 7))]
    + [a("demonstrate", a=x, b=y) for x, y in ((0, 1), (2, 5))] + [a("buy", artifact=k) for k in (0, 5, 12, 17)]
    + [a("debunk", ingredient=i, colour=c) for i in (0, 4) for c in (0, 2)]
    + [a("alchemical", alchemical=x) for x in (0, 5, 9)] + [a("seal", seal=k) for k in (*SEALS, "lead")]
    + [a("exhibit", potion=p) for p in (0, 5, 6)]
    + [a("mix", a=True, b=1), a("order", space="1"), a("seal", seal=2)]
)


def sampled() -> list[AlchemistsState]:
    """Positions along seeded random playouts in both variants, one kept in four."""
    setups = [(players, {"variant": v}, seed) for players, v in ((2, "apprentice"), (3, "master"))
              for seed in range(3)]
    return sample_positions(GAME, setups, 400, 4)


def test_apply_accepts_exactly_the_legal_actions_and_explains_the_rest() -> None:
    for state in sampled():
        check_refusals(GAME, state, range(state.players), CANDIDATES)
