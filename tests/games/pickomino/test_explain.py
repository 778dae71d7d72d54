"""Each refusal gets the sentence of the predicate that rejects it, and apply agrees with legal_actions."""

from __future__ import annotations

import itertools

import pytest

from meeple.engine import IllegalAction, canonical, contains_action
from meeple.games.pickomino import GAME

from ..refusals import check_refusals, sample_positions
from .positions import DECIDE, KEEP, position

SCORE_25 = [6, 6, 5, 5, 4, 1]
ALL_KEPT_NO_WORM = [5, 5, 5, 4, 4, 4, 3, 3]

# (what fails, position, seat, action, the sentence's start)
NAMED = [
    ("is_your_turn", position(), 1, {"type": "roll"}, "It is not your turn."),
    ("must_keep", position(phase=KEEP, roll=[1, 2, 3]), 0, {"type": "roll"}, "Keep the dice of one face"),
    ("has_dice_left", position(phase=DECIDE, kept=ALL_KEPT_NO_WORM), 0, {"type": "roll"},
     "All 8 dice are kept; none are left to roll."),
    ("face value", position(phase=KEEP, roll=[3]), 0, {"type": "keep", "face": 0}, "Faces are the numbers 1 to 6"),
    ("face type", position(phase=KEEP, roll=[3]), 0, {"type": "keep", "face": "3"}, "Faces are the numbers 1 to 6"),
    ("must_roll", position(), 0, {"type": "keep", "face": 3}, "Roll the dice first."),
    ("may_stop", position(phase=DECIDE, kept=[3]), 0, {"type": "keep", "face": 4},
     "You have already kept dice from this roll"),
    ("has_kept", position(phase=KEEP, kept=[4], roll=[4, 5]), 0, {"type": "keep", "face": 4}, "You already kept 4s"),
    ("new_faces", position(phase=KEEP, roll=[4, 5]), 0, {"type": "keep", "face": 6},
     "No die in this roll shows a worm."),
    ("tile value", position(phase=DECIDE, kept=SCORE_25), 0, {"type": "take", "tile": 37},
     "Tiles are numbered 21 to 36."),
    ("may_stop", position(phase=KEEP, roll=[6], kept=SCORE_25[1:]), 0, {"type": "take", "tile": 25},
     "You can only take a tile after keeping dice from a roll."),
    ("has_worm", position(phase=DECIDE, kept=[5, 5, 5, 5, 5]), 0, {"type": "take", "tile": 25},
     "You need at least one worm"),
    ("take_option: steal", position(phase=DECIDE, kept=SCORE_25, stacks=[[], [25], []]), 0,
     {"type": "take", "tile": 24}, "Your score of 25 matches tile 25 on top of another player's stack"),
    ("is_within_score", position(phase=DECIDE, kept=SCORE_25), 0, {"type": "take", "tile": 26},
     "You can only take tiles up to your score of 25."),
    ("is_face_up", position(phase=DECIDE, kept=SCORE_25, turned=[24]), 0, {"type": "take", "tile": 24},
     "Tile 24 is not face up on the grill."),
    ("take_option: best", position(phase=DECIDE, kept=SCORE_25), 0, {"type": "take", "tile": 22},
     "You must take tile 25, the highest tile on the grill not above your score of 25."),
    ("seat value", position(phase=DECIDE, kept=SCORE_25), 0, {"type": "steal", "tile": 25, "from": 3},
     "There is no seat 3 at this table."),
    ("is_opponent", position(phase=DECIDE, kept=SCORE_25, stacks=[[25], [], []]), 0,
     {"type": "steal", "tile": 25, "from": 0}, "You cannot steal from yourself."),
    ("has_worm", position(phase=DECIDE, kept=[5, 5, 5, 5, 5], stacks=[[], [25], []]), 0,
     {"type": "steal", "tile": 25, "from": 1}, "You need at least one worm"),
    ("top_tile: none", position(phase=DECIDE, kept=SCORE_25), 0, {"type": "steal", "tile": 25, "from": 1},
     "That player has no tiles to steal."),
    ("top_tile: buried", position(phase=DECIDE, kept=SCORE_25, stacks=[[], [25, 22], []]), 0,
     {"type": "steal", "tile": 25, "from": 1}, "Only the top tile of a stack can be stolen"),
    ("top_tile: other", position(phase=DECIDE, kept=SCORE_25, stacks=[[], [22], []]), 0,
     {"type": "steal", "tile": 25, "from": 1}, "That player's top tile is 22, not 25."),
    ("matches_score", position(phase=DECIDE, kept=SCORE_25, stacks=[[], [22], []]), 0,
     {"type": "steal", "tile": 22, "from": 1}, "You can only steal a tile equal to your score of 25."),
]


@pytest.mark.parametrize(("what", "state", "seat", "action", "reason"), NAMED, ids=[n[0] for n in NAMED])
def test_each_failing_predicate_has_its_sentence(what: str, state, seat: int, action: dict, reason: str) -> None:
    before = canonical(GAME.dump(state))
    assert not contains_action(GAME.legal_actions(state, seat), action)
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, seat, action)
    assert refused.value.reason.startswith(reason)
    assert canonical(GAME.dump(state)) == before


def candidates(players: int) -> list[dict]:
    """Every action of Pickomino's shapes over a small domain, with a few values of the wrong type."""
    tiles = [*range(20, 38), "25"]
    out: list[dict] = [{"type": "roll"}]
    out += [{"type": "keep", "face": f} for f in [*range(0, 8), "3", True]]
    out += [{"type": "take", "tile": t} for t in tiles]
    thieves = [*range(-1, players + 1), "0"]
    out += [{"type": "steal", "tile": t, "from": v} for t, v in itertools.product(tiles, thieves)]
    return out


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (5, 3)])
def test_apply_accepts_exactly_the_legal_actions_and_every_refusal_says_why(players: int, seed: int) -> None:
    actions = candidates(players)
    for state in sample_positions(GAME, [(players, {}, seed)], GAME.max_steps, 7):
        check_refusals(GAME, state, range(players), actions)
