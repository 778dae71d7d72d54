"""Busting: why a turn fails, the returned tile, and the tile turned over."""

from __future__ import annotations

from meeple.games.pickomino import GAME

from .positions import DECIDE, KEEP, ROLL, position, texts


def test_a_roll_with_no_new_face_busts_at_once() -> None:
    s = position(phase=DECIDE, kept=[6, 6, 5], stacks=[[25], [], []], dice=[6, 5, 5, 6, 5])
    events = GAME.apply(s, 0, {"type": "roll"})
    assert texts(events) == [
        "{p0} rolls W 5 5 W 5",
        "{p0} busts (no new face in the roll): tile 25 returns to the grill; tile 36 is turned over",
    ]
    assert events[1].data == {"reason": "no_new_face", "score": 15, "returned": 25, "turned_over": 36}
    assert s.stacks[0] == [] and 25 in s.grill and 36 not in s.grill and s.turned == [36]
    assert (s.turn, s.phase, s.kept, s.roll) == (1, ROLL, [], [])


def test_running_out_of_dice_without_a_worm_busts() -> None:
    s = position(phase=KEEP, kept=[5, 5, 5, 5, 4, 4, 4], roll=[3], stacks=[[21, 30], [], []])
    events = GAME.apply(s, 0, {"type": "keep", "face": 3})
    assert texts(events) == [
        "{p0} keeps one 3: score 35",
        "{p0} busts (no worm among the kept dice): tile 30 returns to the grill; tile 36 is turned over",
    ]
    assert s.stacks[0] == [21] and s.turn == 1


def test_running_out_of_dice_with_a_score_too_low_busts() -> None:
    s = position(phase=KEEP, kept=[1, 1, 1, 2, 2, 2, 6], roll=[3])
    events = GAME.apply(s, 0, {"type": "keep", "face": 3})
    assert texts(events) == [
        "{p0} keeps one 3: score 17",
        "{p0} busts (no tile for a score of 17): no tile to return",
    ]


def test_running_out_of_dice_when_every_tile_up_to_the_score_is_gone_busts() -> None:
    s = position(phase=KEEP, kept=[6, 4, 4, 4, 3, 3, 2], roll=[1], grill=[30, 31, 32, 33, 34, 35, 36],
                 turned=[21, 22, 23, 24, 25, 27, 28, 29], stacks=[[], [26, 21], []])
    events = GAME.apply(s, 0, {"type": "keep", "face": 1})
    assert texts(events)[1] == "{p0} busts (no tile for a score of 26): no tile to return"


def test_a_player_without_tiles_loses_nothing_and_nothing_is_turned_over() -> None:
    s = position(phase=DECIDE, kept=[6, 5], dice=[6, 6, 5, 5, 6, 5])
    grill = list(s.grill)
    events = GAME.apply(s, 0, {"type": "roll"})
    assert texts(events)[1] == "{p0} busts (no new face in the roll): no tile to return"
    assert events[1].data["returned"] is None and events[1].data["turned_over"] is None
    assert s.grill == grill and s.turned == []


def test_only_the_top_tile_returns() -> None:
    s = position(phase=DECIDE, kept=[6, 5], dice=[6, 6, 5, 5, 6, 5], stacks=[[22, 33, 27], [], []])
    GAME.apply(s, 0, {"type": "roll"})
    assert s.stacks[0] == [22, 33] and 27 in s.grill


def test_when_the_returned_tile_is_the_highest_nothing_is_turned_over() -> None:
    s = position(phase=DECIDE, kept=[6, 5], dice=[6, 6, 5, 5, 6, 5], stacks=[[34], [], []], turned=[35, 36])
    events = GAME.apply(s, 0, {"type": "roll"})
    assert texts(events)[1] == (
        "{p0} busts (no new face in the roll): tile 34 returns to the grill; "
        "it is the highest, so no tile is turned over"
    )
    assert s.grill[-1] == 34 and s.turned == [35, 36]


def test_the_highest_face_up_tile_is_turned_over_not_a_held_one() -> None:
    s = position(phase=DECIDE, kept=[6, 5], dice=[6, 6, 5, 5, 6, 5], stacks=[[22], [36], [35]])
    events = GAME.apply(s, 0, {"type": "roll"})
    assert events[1].data["turned_over"] == 34
    assert s.stacks == [[], [36], [35]] and s.turned == [34]


def test_a_bust_never_empties_the_grill_the_returned_tile_stays() -> None:
    s = position(phase=DECIDE, kept=[6, 5], dice=[6, 6, 5, 5, 6, 5], grill=[30],
                 stacks=[[25], [21, 22, 23, 24, 26], [27, 28, 29]], turned=[31, 32, 33, 34, 35, 36])
    events = GAME.apply(s, 0, {"type": "roll"})
    assert texts(events)[1].endswith("tile 25 returns to the grill; tile 30 is turned over")
    assert s.grill == [25] and s.phase == ROLL and GAME.outcome(s) is None
