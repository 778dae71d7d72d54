"""Each refusal gets the sentence of the predicate that rejects it, changes nothing,
and apply agrees with legal_actions."""

from __future__ import annotations

import itertools

import pytest

from meeple.engine import ActionError, IllegalAction, canonical, contains_action
from meeple.games.skull import GAME
from meeple.games.skull.components import CHOOSE_START, DISCARD, OPENING

from ..refusals import check_refusals, sample_positions
from .positions import bidding_position, challenge_position, position, turn_position

OPENING_3P = dict(hands=["FFS", "FFF", ""], mats=["F", "S", ""], phase=OPENING)
"""Seat 0 placed its first disc; seat 1 placed; seat 2 is out of the game."""
DISCARDING = dict(phase=DISCARD, hands=["FFF", "FF", "FS", "FF"], mats=["", "SF", "FF", "S"])
CHOOSING = dict(phase=CHOOSE_START, hands=["", "FF", "FS", "FF"], mats=["", "", "", ""], current=0)

# (what fails, position, seat, action, the sentence's start)
NAMED = [
    ("is_your_turn", turn_position(), 1, {"type": "place", "disc": "flower"}, "It is not your turn."),
    ("is_your_turn: out", position(3, **OPENING_3P), 2, {"type": "place", "disc": "flower"},
     "You are out of the game."),
    ("owes_first_disc", position(3, **OPENING_3P), 0, {"type": "place", "disc": "flower"},
     "You have placed your first disc; wait for the others."),
    ("disc value", turn_position(), 0, {"type": "place", "disc": "rose"},
     'Say which disc to place: "flower" or "skull".'),
    ("has_disc: none", turn_position(hands=["", "FFF", "FFS", "FFF"]), 0, {"type": "place", "disc": "flower"},
     "You have no discs left in your hand: you must bid."),
    ("has_disc", turn_position(hands=["FF", "FFF", "FFS", "FFF"]), 0, {"type": "place", "disc": "skull"},
     "You have no skull in your hand."),
    ("is_time_to place", bidding_position(), 2, {"type": "place", "disc": "flower"},
     "You cannot place now: the bidding is on."),
    ("count type", turn_position(), 0, {"type": "bid", "count": "3"}, "A bid must be a whole number of discs."),
    ("count type", turn_position(), 0, {"type": "bid", "count": True}, "A bid must be a whole number of discs."),
    ("count value", turn_position(), 0, {"type": "bid", "count": 0}, "A bid must be at least 1 disc."),
    ("lowest_bid", bidding_position(), 2, {"type": "bid", "count": 3},
     "Your bid must be higher than the current bid of 3."),
    ("highest_bid", bidding_position(), 2, {"type": "bid", "count": 8},
     "You cannot bid more than the 7 discs on the mats."),
    ("is_time_to bid", challenge_position(), 0, {"type": "bid", "count": 5},
     "You cannot bid now: the challenger is flipping discs."),
    ("is_time_to pass", turn_position(), 0, {"type": "pass"}, "Nobody has bid yet: add a disc or start the bidding."),
    ("is_time_to pass", challenge_position(), 0, {"type": "pass"},
     "You cannot pass now: the challenger is flipping discs."),
    ("is_time_to flip", turn_position(), 0, {"type": "flip", "seat": 1},
     "You cannot flip now: it is time to add a disc or start the bidding."),
    ("seat value", challenge_position(), 0, {"type": "flip", "seat": 9},
     "Say whose disc to flip with the seat of a player at this table."),
    ("is_other_mat", challenge_position(), 0, {"type": "flip", "seat": 0}, "Your own discs are already face up."),
    ("can_flip", challenge_position(flipped=[2, 0, 0, 1]), 0, {"type": "flip", "seat": 3},
     "{p3} has no face-down disc left on their mat."),
    ("is_time_to discard", turn_position(), 0, {"type": "discard", "disc": "flower"},
     "You cannot discard now: it is time to add a disc or start the bidding."),
    ("disc value", challenge_position(**DISCARDING), 0, {"type": "discard", "disc": 1},
     'Say which disc to discard: "flower" or "skull".'),
    ("has_disc", challenge_position(**DISCARDING), 0, {"type": "discard", "disc": "skull"},
     "You have no skull left to discard."),
    ("is_time_to start", bidding_position(), 2, {"type": "start", "seat": 1},
     "You cannot start now: the bidding is on."),
    ("seat value", position(4, **CHOOSING), 0, {"type": "start", "seat": "1"},
     "Name the seat of a player at this table to start the next round."),
    ("in_game", position(4, **CHOOSING), 0, {"type": "start", "seat": 0}, "{p0} is out of the game and cannot start."),
]


@pytest.mark.parametrize(("what", "state", "seat", "action", "reason"), NAMED, ids=[n[0] for n in NAMED])
def test_each_failing_predicate_has_its_sentence(what: str, state, seat: int, action: dict, reason: str) -> None:
    before = canonical(GAME.dump(state))
    assert not contains_action(GAME.legal_actions(state, seat), action)
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, seat, action)
    assert refused.value.reason.startswith(reason)
    assert canonical(GAME.dump(state)) == before


@pytest.mark.parametrize(
    ("action", "reason"),
    [
        ({"type": "jump"}, 'Skull has no "jump" action'),
        ({"type": "bid", "count": 2, "x": 1}, "A bid action is written"),
    ],
)
def test_shapes_are_the_engines_to_refuse(action: dict, reason: str) -> None:
    state = turn_position()
    with pytest.raises(ActionError) as refused:
        GAME.apply(state, 0, action)
    assert not isinstance(refused.value, IllegalAction)
    assert refused.value.reason.startswith(reason)


def candidates(players: int) -> list[dict]:
    """Every action of Skull's shapes over a small domain, with a few values of the wrong type."""
    discs = ["flower", "skull", "rose", 0]
    seats = [*range(-1, players + 1), "0", True]
    out: list[dict] = [{"type": "pass"}]
    out += [{"type": kind, "disc": d} for kind, d in itertools.product(("place", "discard"), discs)]
    out += [{"type": "bid", "count": n} for n in [*range(-1, 4 * players + 2), "3", True]]
    out += [{"type": kind, "seat": s} for kind, s in itertools.product(("flip", "start"), seats)]
    return out


@pytest.mark.parametrize(("players", "seed"), [(3, 1), (4, 2), (6, 3)])
def test_apply_accepts_exactly_the_legal_actions_and_every_refusal_says_why(players: int, seed: int) -> None:
    actions = candidates(players)
    for state in sample_positions(GAME, [(players, {}, seed)], GAME.max_steps, 3):
        check_refusals(GAME, state, range(players), actions)
