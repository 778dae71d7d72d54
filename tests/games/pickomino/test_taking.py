"""Which tile a score claims: the grill's best tile not above it, or an exact steal."""

from __future__ import annotations

import pytest

from meeple.engine import IllegalAction
from meeple.games.pickomino import GAME

from .positions import DECIDE, ROLL, position, texts

SCORE_25 = [6, 6, 5, 5, 4, 1]
SCORE_27 = [6, 6, 5, 5, 4, 3]


def test_the_exact_tile_is_taken_from_the_grill() -> None:
    s = position(phase=DECIDE, kept=SCORE_27)
    assert s.score == 27 and position(kept=SCORE_25).score == 25
    assert GAME.legal_actions(s, 0) == [{"type": "roll"}, {"type": "take", "tile": 27}]
    events = GAME.apply(s, 0, {"type": "take", "tile": 27})
    assert texts(events) == ["{p0} takes tile 27 (2 worms)"]
    assert s.stacks[0] == [27] and 27 not in s.grill
    assert s.turn == 1 and s.phase == ROLL


def test_the_next_lower_tile_when_the_exact_one_is_gone() -> None:
    s = position(phase=DECIDE, kept=SCORE_27, stacks=[[], [26, 21], []], turned=[36, 27])
    assert GAME.legal_actions(s, 0) == [{"type": "roll"}, {"type": "take", "tile": 25}]
    with pytest.raises(IllegalAction, match="You must take tile 25, the highest tile on the grill"):
        GAME.apply(s, 0, {"type": "take", "tile": 24})
    with pytest.raises(IllegalAction, match="only take tiles up to your score of 27"):
        GAME.apply(s, 0, {"type": "take", "tile": 28})
    with pytest.raises(IllegalAction, match="Tile 27 is not face up"):
        GAME.apply(s, 0, {"type": "take", "tile": 27})


def test_an_opponents_top_tile_equal_to_the_score_may_be_stolen() -> None:
    s = position(phase=DECIDE, kept=SCORE_25, stacks=[[21], [22, 25], []])
    assert GAME.legal_actions(s, 0) == [{"type": "roll"}, {"type": "steal", "tile": 25, "from": 1}]
    events = GAME.apply(s, 0, {"type": "steal", "tile": 25, "from": 1})
    assert texts(events) == ["{p0} steals tile 25 (2 worms) from {p1}"]
    assert s.stacks == [[21, 25], [22], []]
    assert s.turn == 1


def test_the_exact_steal_is_forced_over_a_lower_grill_tile() -> None:
    s = position(phase=DECIDE, kept=SCORE_25, stacks=[[], [], [25]])
    assert 24 in s.grill
    assert GAME.legal_actions(s, 0) == [{"type": "roll"}, {"type": "steal", "tile": 25, "from": 2}]
    with pytest.raises(IllegalAction, match="you must steal it"):
        GAME.apply(s, 0, {"type": "take", "tile": 24})


def test_only_the_top_tile_of_a_stack_can_be_stolen() -> None:
    s = position(phase=DECIDE, kept=SCORE_27, stacks=[[], [27, 30], []])
    assert GAME.legal_actions(s, 0) == [{"type": "roll"}, {"type": "take", "tile": 26}]
    with pytest.raises(IllegalAction, match="Only the top tile of a stack can be stolen; that player's top tile is 30"):
        GAME.apply(s, 0, {"type": "steal", "tile": 27, "from": 1})


def test_a_steal_must_match_the_score_exactly() -> None:
    s = position(phase=DECIDE, kept=SCORE_27, stacks=[[], [24], []])
    assert GAME.legal_actions(s, 0) == [{"type": "roll"}, {"type": "take", "tile": 27}]
    with pytest.raises(IllegalAction, match="only steal a tile equal to your score of 27"):
        GAME.apply(s, 0, {"type": "steal", "tile": 24, "from": 1})


def test_a_player_cannot_steal_from_their_own_stack() -> None:
    s = position(phase=DECIDE, kept=SCORE_25, stacks=[[25], [], []])
    assert GAME.legal_actions(s, 0) == [{"type": "roll"}, {"type": "take", "tile": 24}]
    with pytest.raises(IllegalAction, match="cannot steal from yourself"):
        GAME.apply(s, 0, {"type": "steal", "tile": 25, "from": 0})


def test_stealing_needs_a_worm_too() -> None:
    s = position(phase=DECIDE, kept=[5, 5, 5, 5, 4, 1], stacks=[[], [25], []])
    assert GAME.legal_actions(s, 0) == [{"type": "roll"}]
    with pytest.raises(IllegalAction, match="at least one worm"):
        GAME.apply(s, 0, {"type": "steal", "tile": 25, "from": 1})


def test_a_high_score_takes_the_highest_tile_left() -> None:
    s = position(phase=DECIDE, kept=[6, 6, 6, 6, 6, 5, 5, 5])
    assert s.score == 40
    assert GAME.legal_actions(s, 0) == [{"type": "take", "tile": 36}]
    events = GAME.apply(s, 0, {"type": "take", "tile": 36})
    assert texts(events) == ["{p0} takes tile 36 (4 worms)"]


def test_tiles_carry_one_to_four_worms() -> None:
    from meeple.games.pickomino.components import worms_on

    assert [worms_on(t) for t in range(21, 37)] == [1] * 4 + [2] * 4 + [3] * 4 + [4] * 4
