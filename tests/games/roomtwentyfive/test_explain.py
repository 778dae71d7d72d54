"""Each refusal gets the sentence of the predicate that rejects it, changes nothing,
and apply agrees with legal_actions."""

from __future__ import annotations

import itertools

import pytest

from meeple.engine import IllegalAction, canonical, contains_action
from meeple.games.roomtwentyfive import GAME

from ..refusals import check_refusals, sample_positions
from .positions import acting, at, position

PROGRAM = {"type": "program", "character": 0, "first": "move", "second": "look", "adrenaline": False}


def peeking():
    return GAME.setup(4, {}, 1)


def moving():
    state = position(4, chars={0: "B2", 1: "A1"}, revealed="B1")
    return acting(state, {0: ["move", "look"]})


def sliding():
    state = position(4, chars={0: "A2", 1: "B2"})
    acting(state, {0: ["control", "look"], 1: ["control", "look"]}, {})
    GAME.apply(state, 0, {"type": "control", "dir": "left"})
    return state


NAMED = [
    ("must_peek", peeking, 0, {"type": "program", **{k: v for k, v in PROGRAM.items() if k != "type"}},
     "Actions are programmed at the start of a turn"),
    ("peek room", peeking, 0, {"type": "peek", "room": 0}, "Look at one of the four rooms next to the Central"),
    ("peek twice", lambda: position(4), 0, {"type": "peek", "room": 7}, "The first look is taken once"),
    ("not yours", lambda: position(4), 0, {**PROGRAM, "character": 1}, "Bruce is not your character."),
    ("programmed", lambda: position(4, ready=[True, False, False, False]), 0, PROGRAM,
     "Alice is already programmed for this turn."),
    ("same token", lambda: position(4), 0, {**PROGRAM, "second": "move"}, "Program two different actions"),
    ("bad token", lambda: position(4), 0, {**PROGRAM, "first": "dance"}, "Program tokens among"),
    ("cold", lambda: position(4, rooms={"C2": "cold"}, chars={0: "C2"}), 0, PROGRAM, "Alice is in the Cold Room"),
    ("adrenaline used", lambda: position(4, adrenaline=[False] * 4), 0, {**PROGRAM, "adrenaline": True},
     "Alice has used the Adrenaline token already."),
    ("not your decision", moving, 1, {"type": "move", "room": at("B1")}, "It is not your decision"),
    ("wrong kind", moving, 0, {"type": "look", "room": at("B1")}, "Now choose where Alice moves."),
    ("move target", moving, 0, {"type": "move", "room": at("D4")}, "Alice can only move into a room next to it"),
    ("programming", lambda: position(4), 0, {"type": "move", "room": 1}, "It is time to program your actions."),
    ("central line", lambda: acting(position(4, chars={0: "C1"}), {0: ["control", "look"]}), 0,
     {"type": "control", "dir": "up"}, "The Central Room's row and column never"),
    ("same direction", sliding, 1, {"type": "control", "dir": "right"}, "That line has slid left this turn"),
]


@pytest.mark.parametrize(("what", "make", "seat", "action", "reason"), NAMED, ids=[n[0] for n in NAMED])
def test_each_failing_predicate_has_its_sentence(what: str, make, seat: int, action: dict, reason: str) -> None:
    state = make()
    before = canonical(GAME.dump(state))
    assert not contains_action(GAME.legal_actions(state, seat), action)
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, seat, action)
    assert refused.value.reason.startswith(reason), refused.value.reason
    assert canonical(GAME.dump(state)) == before


def candidates(players: int) -> list[dict]:
    """Actions of every shape over a small domain, with a few values of the wrong type."""
    rooms = [0, 1, 6, 7, 11, 12, 13, 17, 18, 24, "7"]
    out: list[dict] = [{"type": t} for t in ("now", "later", "skip", "quiet")]
    out += [{"type": t, "room": r} for t in ("peek", "look", "move", "view", "swap", "portal") for r in rooms]
    out += [{"type": "push", "character": c, "room": r} for c in (0, 1, 9) for r in (1, 6, 7, 11)]
    out += [{"type": t, "dir": d} for t in ("control", "pivot") for d in ("up", "down", "left", "right", "in")]
    out += [{"type": "shift", "line": i, "dir": d} for i in (0, 2, 4, 7) for d in ("up", "left")]
    out += [{"type": "adrenaline", "action": a} for a in ("look", "control", "jump")]
    out += [{"type": "announce", "colour": col} for col in ("red", "blue", "pink")]
    out += [
        {"type": "program", "character": c, "first": a, "second": b, "adrenaline": adr}
        for c, (a, b), adr in itertools.product(
            (0, 1, 5, "0"), (("move", "look"), ("move", ""), ("move", "move"), ("fly", "")), (False, True, 1))
    ]
    return out


@pytest.mark.parametrize(("players", "options", "seed"), [(4, {}, 1), (2, {}, 2), (5, {"mode": "suspicion"}, 3)])
def test_apply_accepts_exactly_the_legal_actions_and_every_refusal_says_why(players, options, seed) -> None:
    actions = candidates(players)
    for state in sample_positions(GAME, [(players, options, seed)], GAME.max_steps, 2):
        check_refusals(GAME, state, range(players), actions)
