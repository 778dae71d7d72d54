"""Refusal reasons come from the predicates that build `legal_actions`.

Scenarios: in named positions, each refused well-formed action gets the
sentence of the predicate that rejects it. Property: in positions from seeded
random playouts, every candidate action over a small domain applies exactly
when it is listed, and every refusal has a sentence of its own.
"""

from __future__ import annotations

from typing import Any

import pytest

from meeple.games.refuge import GAME
from meeple.games.refuge.components import NAMES
from meeple.games.refuge.state import RefugeState

from ..refusals import check_refusals, refusal, sample_positions
from .positions import drawn, table, tiles

MARKET = tiles("stile", "fork") + tiles("sunbank", "ridge") + tiles("glade", "summit")


def a(kind: str, **fields: Any) -> dict[str, Any]:
    return {"type": kind, **fields}


def decided() -> RefugeState:
    s = table(2)
    GAME.apply(s, 0, a("draw"))
    return s


def choosing() -> RefugeState:
    return drawn("trail", "glade")


def buying() -> RefugeState:
    return drawn("stile", "stile", steps=[1, 0], market=list(MARKET))


def home() -> RefugeState:
    s = drawn("trail")
    GAME.apply(s, 0, a("keep"))
    return s


def discarding() -> RefugeState:
    return drawn("trail")


def _again() -> RefugeState:
    s = drawn("shortcut", "trail")
    s.bags[0] = tiles("glade")
    GAME.apply(s, 0, a("play", tile="shortcut"))
    return s


POSITIONS = {"start": lambda: table(2), "decided": decided, "choosing": choosing, "buying": buying,
             "discarding": discarding, "picking": lambda: drawn("fork", "fork"), "again": _again}

SCENARIOS = [
    ("start", 0, a("play", tile="trail"), "Now decide in secret: draw two tiles or return to the refuge."),
    ("start", 0, a("buy", tile="stile"),
     "Buying comes once every walker's tiles are done. Now decide in secret: draw two tiles or return to the refuge."),
    ("decided", 0, a("return"), "You have decided; the others are still deciding."),
    ("choosing", 0, a("play", tile="stile"), "You did not draw stile: you hold trail and glade."),
    ("choosing", 0, a("play", tile=3), 'A play names a drawn tile: {"type": "play", "tile": "trail"}.'),
    ("choosing", 0, a("draw"), "Now choose which of your two drawn tiles to play."),
    ("choosing", 1, a("draw"), "You are back at the refuge until this walk ends."),
    ("picking", 0, a("pick", option=2), 'Pick side 0 or 1 of the "/" effect.'),
    ("picking", 0, a("pick", option=True), 'Pick side 0 or 1 of the "/" effect.'),
    ("again", 0, a("again", source="box"), 'Say "hand" (the other drawn tile) or "bag" (a new tile from your bag).'),
    ("again", 0, a("remove"), "Now say where your second tile comes from: the other drawn tile or a new one "
                              "from the bag."),
    ("buying", 0, a("buy", tile="glade"), "glade costs 5 steps and you have 3."),
    ("buying", 0, a("buy", tile="oak"), "There is no oak face up in the market."),
    ("buying", 0, a("buy", tile="rose"), 'A buy names a market tile: {"type": "buy", "tile": "stile"}.'),
    ("buying", 0, a("keep"), "Now buy a market tile or pass."),
    ("buying", 1, a("pass"), "It is {p0}'s turn to buy."),
    ("discarding", 0, a("discard", tile="glade"), "There is no glade in your path."),
    ("discarding", 0, a("remove"), "Now discard one tile of your path from the game, or keep them all."),
]


@pytest.mark.parametrize(("where", "seat", "action", "reason"), SCENARIOS)
def test_each_refusal_names_the_failing_predicate(where: str, seat: int, action: dict, reason: str) -> None:
    assert refusal(GAME, POSITIONS[where](), seat, action) == reason


def test_after_the_end_every_action_is_refused_as_over() -> None:
    s = home()
    s.phase = "over"
    assert refusal(GAME, s, 0, a("draw")) == "The game is over."


CANDIDATES: list[dict[str, Any]] = (
    [a("draw"), a("return"), a("remove"), a("keep"), a("pass")]
    + [a(kind, tile=name) for kind in ("play", "discard", "buy") for name in NAMES]
    + [a("pick", option=k) for k in (-1, 0, 1, 2)] + [a("again", source=x) for x in ("hand", "bag", "box")]
    + [a("play", tile=1), a("buy", tile=None), a("pick", option="0"), a("again", source=0)]
)


def sampled() -> list[RefugeState]:
    """Positions along seeded random playouts at two and three players, one kept in three."""
    return sample_positions(GAME, [(players, {}, seed) for players in (2, 3) for seed in range(3)], 200, 3)


def test_apply_accepts_exactly_the_legal_actions_and_explains_the_rest() -> None:
    for state in sampled():
        check_refusals(GAME, state, range(state.players), CANDIDATES)
