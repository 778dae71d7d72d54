"""Refusal reasons come from the predicates that build `legal_actions`.

Scenarios: in named positions, each refused well-formed action gets the sentence of the predicate
that rejects it. Property: in positions from seeded random playouts, every candidate action applies
exactly when it is listed, and every refusal has a sentence of its own.
"""

from __future__ import annotations

from typing import Any

import pytest

from meeple.games.paxpamir import GAME
from meeple.games.paxpamir.state import PaxState

from ..refusals import check_refusals, refusal, sample_positions
from .positions import table, tribe


def a(kind: str, **fields: Any) -> dict[str, Any]:
    return {"type": kind, **fields}


def used() -> PaxState:
    s = table(coins=6)
    s.courts[0] = [64]
    s.mcoins[0][5] = 1
    GAME.apply(s, 0, a("buy", row=0, col=2))
    return s


def spent() -> PaxState:
    s = table()
    s.courts[0] = [64]
    s.mcoins[0][5] = 1
    s.actions = 0
    return s


def asked() -> PaxState:
    """Seat 1 rules Herat with three tribes; seat 0 offered nothing to play a Herat card."""
    s = table()
    tribe(s, 1, "herat", 3)
    s.hands[0] = [63]
    GAME.apply(s, 0, a("play", card=63, side="left"))
    GAME.apply(s, 0, a("offer", amount=0))
    return s


SCENARIOS = [
    (table, 1, a("end"), "It is not your decision: the game waits for seat 1."),
    (table, 0, a("buy", row=0, col=5), "You cannot pay for that card (or you have no action left)."),
    (table, 0, a("buy", row=2, col=0), "A purchase names a market row (0-1) and column (0-5)."),
    (used, 0, a("buy", row=0, col=1), "You put rupees on that card this turn: it cannot be bought this turn."),
    (table, 0, a("play", card=61, side="left"), "That card is not in your hand."),
    (table, 0, a("act", card=64, action="tax"), "That card is not in your court."),
    (used, 0, a("act", card=64, action="gift"), "That card has no such action."),
    (spent, 0, a("act", card=64, action="tax"),
     "You have no action left, and that card is not of the favoured suit."),
    (table, 0, a("offer", amount=1),
     "You cannot offer now. Now buy, play or use a card, or end your turn."),
    (asked, 1, a("ask", amount=3),
     "That is not one of your choices. Now accept, waive or refuse the bribe offered to you, "
     "or ask for a different amount."),
    (asked, 0, a("ignore"), "It is not your decision: the game waits for seat 2."),
]


@pytest.mark.parametrize(("where", "seat", "action", "reason"), SCENARIOS)
def test_each_refusal_names_the_failing_predicate(where: Any, seat: int, action: dict, reason: str) -> None:
    assert refusal(GAME, where(), seat, action) == reason


def test_after_the_end_every_action_is_refused_as_over() -> None:
    s = table()
    s.phase = "over"
    assert refusal(GAME, s, 0, a("end")) == "The game is over."


CANDIDATES: list[dict[str, Any]] = (
    [a("end"), a("back"), a("done")]
    + [a("buy", row=r, col=c) for r in (0, 1, 2) for c in (0, 2, 5)]
    + [a("loyalty", coalition=c) for c in ("afghan", "british", "mongol")]
    + [a("offer", amount=k) for k in (0, 1, 3)] + [a("answer", reply=r) for r in ("accept", "waive", "refuse", "x")]
    + [a("ask", amount=k) for k in (1, 2)] + [a("ignore")]
    + [a("place", to=t) for t in ("kabul", "kabul-punjab", "herat", 7, "nowhere")]
    + [a("pick", at="kabul"), a("collect", row=0, col=0), a("levy", seat=0), a("levy", seat=1)]
    + [a("gift", cost=c) for c in (2, 4, 6)] + [a("prize", take=t) for t in (True, False)]
    + [a("battle", at="kabul"), a("remove", owner="russian", at="kabul"), a("choose", seat=1)]
    + [a("suit", suit="military"), a("rebuke", region="kabul"), a("betray", card=5)]
    + [a("move", piece="spy", frm=5, to=6), a("discard", card=5)]
)


def sampled() -> list[PaxState]:
    """Positions along seeded random playouts at two and three players, one kept in five."""
    return sample_positions(GAME, [(players, {}, seed) for players in (2, 3) for seed in range(2)], 150, 5)


def test_apply_accepts_exactly_the_legal_actions_and_explains_the_rest() -> None:
    for state in sampled():
        extra = [dict(x) for s in range(state.players) for x in GAME.legal_actions(state, s)][:12]
        check_refusals(GAME, state, range(state.players), CANDIDATES + extra)
