"""Rolling, keeping one face at a time, and the worm requirement."""

from __future__ import annotations

import pytest

from meeple.engine import ActionError, IllegalAction
from meeple.games.pickomino import GAME
from meeple.games.pickomino.turn import has_worm

from .positions import DECIDE, KEEP, ROLL, position, texts


def test_a_turn_starts_with_a_roll_of_all_eight_dice() -> None:
    s = position(dice=[1, 3, 3, 5, 6, 6, 2, 4])
    assert GAME.legal_actions(s, 0) == [{"type": "roll"}]
    assert GAME.legal_actions(s, 1) == []
    events = GAME.apply(s, 0, {"type": "roll"})
    assert texts(events) == ["{p0} rolls 1 3 3 5 W W 2 4"]
    assert events[0].reveals and events[0].data == {"dice": [1, 3, 3, 5, 6, 6, 2, 4]}
    assert s.phase == KEEP
    assert GAME.legal_actions(s, 0) == [{"type": "keep", "face": f} for f in (1, 2, 3, 4, 5, 6)]


def test_keeping_sets_aside_every_die_of_that_face() -> None:
    s = position(phase=KEEP, roll=[1, 3, 3, 5, 6, 6, 2, 4])
    events = GAME.apply(s, 0, {"type": "keep", "face": 3})
    assert texts(events) == ["{p0} keeps two 3s: score 6"]
    assert s.kept == [3, 3] and s.roll == [] and s.phase == DECIDE
    assert GAME.legal_actions(s, 0) == [{"type": "roll"}]


def test_only_faces_not_kept_before_may_be_kept() -> None:
    s = position(phase=KEEP, kept=[6, 6, 4], roll=[6, 4, 4, 2, 2])
    assert GAME.legal_actions(s, 0) == [{"type": "keep", "face": 2}]
    with pytest.raises(IllegalAction, match="already kept 4s"):
        GAME.apply(s, 0, {"type": "keep", "face": 4})
    with pytest.raises(IllegalAction, match="already kept worms"):
        GAME.apply(s, 0, {"type": "keep", "face": 6})
    with pytest.raises(IllegalAction, match="No die in this roll shows a 5"):
        GAME.apply(s, 0, {"type": "keep", "face": 5})


def test_the_worm_counts_five() -> None:
    s = position(phase=KEEP, kept=[4, 4], roll=[6, 6, 6, 1, 2, 3])
    events = GAME.apply(s, 0, {"type": "keep", "face": 6})
    assert texts(events) == ["{p0} keeps three worms: score 23"]
    assert s.score == 23 and has_worm(s)


def test_without_a_worm_no_tile_may_be_taken() -> None:
    s = position(phase=DECIDE, kept=[5, 5, 5, 4, 4])
    assert s.score == 23
    assert GAME.legal_actions(s, 0) == [{"type": "roll"}]
    with pytest.raises(IllegalAction, match="at least one worm"):
        GAME.apply(s, 0, {"type": "take", "tile": 23})


def test_with_a_worm_the_player_may_stop_or_roll_on() -> None:
    s = position(phase=DECIDE, kept=[6, 6, 5, 5, 4])
    assert GAME.legal_actions(s, 0) == [{"type": "roll"}, {"type": "take", "tile": 24}]


def test_a_score_too_low_for_any_tile_offers_only_the_roll() -> None:
    s = position(phase=DECIDE, kept=[6, 6, 3, 3, 3])
    assert s.score == 19
    assert GAME.legal_actions(s, 0) == [{"type": "roll"}]
    with pytest.raises(IllegalAction, match="up to your score of 19"):
        GAME.apply(s, 0, {"type": "take", "tile": 21})


def test_rolling_again_rolls_only_the_dice_left() -> None:
    s = position(phase=DECIDE, kept=[6, 6, 5], dice=[1, 2, 3, 4, 1])
    events = GAME.apply(s, 0, {"type": "roll"})
    assert texts(events) == ["{p0} rolls 1 2 3 4 1"]
    assert s.roll == [1, 2, 3, 4, 1] and s.phase == KEEP


def test_with_all_dice_kept_only_stopping_is_offered() -> None:
    s = position(phase=KEEP, kept=[6, 6, 5, 5, 4, 4, 3], roll=[2])
    GAME.apply(s, 0, {"type": "keep", "face": 2})
    assert s.dice_left == 0 and s.phase == DECIDE
    assert GAME.legal_actions(s, 0) == [{"type": "take", "tile": 33}]
    with pytest.raises(IllegalAction, match="none are left to roll"):
        GAME.apply(s, 0, {"type": "roll"})


def test_play_goes_in_seat_order_and_wraps() -> None:
    s = position(players=3, turn=2, phase=DECIDE, kept=[6, 6, 6, 6, 1])
    assert GAME.waiting_for(s) == frozenset({2})
    GAME.apply(s, 2, {"type": "take", "tile": 21})
    assert s.turn == 0 and s.phase == ROLL and s.kept == [] and s.roll == []
    assert GAME.waiting_for(s) == frozenset({0})


@pytest.mark.parametrize(
    ("action", "reason"),
    [
        ({"type": "keep", "face": 3}, "Roll the dice first"),
        ({"type": "take", "tile": 25}, "only take a tile after keeping dice"),
        ({"type": "pass"}, 'no "pass" action'),
        ({"type": "roll", "dice": 8}, 'A roll action is written {"type": "roll"}'),
        ({"type": "keep", "face": 7}, "Faces are the numbers 1 to 6"),
        ({"type": "keep", "face": True}, "Faces are the numbers 1 to 6"),
        ({"type": "take", "tile": 40}, "Tiles are numbered 21 to 36"),
    ],
)
def test_refusals_say_why_and_change_nothing(action: dict, reason: str) -> None:
    s = position()
    before = GAME.dump(s)
    with pytest.raises(ActionError, match=reason):
        GAME.apply(s, 0, action)
    assert GAME.dump(s) == before


def test_another_seat_is_told_it_is_not_their_turn() -> None:
    with pytest.raises(IllegalAction, match="not your turn"):
        GAME.apply(position(), 1, {"type": "roll"})


def test_after_a_roll_a_face_must_be_kept_before_rolling_again() -> None:
    s = position(phase=KEEP, roll=[1, 2, 3, 4, 5, 6, 6, 6])
    with pytest.raises(IllegalAction, match="Keep the dice of one face"):
        GAME.apply(s, 0, {"type": "roll"})
