"""The view, action labels, setup, and the state's copy and JSON forms."""

from __future__ import annotations

import pytest

from meeple.games.pickomino import GAME

from .positions import DECIDE, KEEP, position


def test_the_view_shows_the_whole_table() -> None:
    s = position(3, phase=DECIDE, kept=[6, 6, 3], stacks=[[], [22, 25], [30]], turned=[36], turn=0)
    v = GAME.view(s, 2)
    assert v["you"] == 2 and v["players"] == 3 and v["turn"] == 0 and v["phase"] == "decide"
    assert v["faces"]["6"] == "worm (counts 5)"
    assert v["grill"][0] == {"tile": 21, "worms": 1, "face_up": True}
    assert {"tile": 36, "worms": 4, "face_up": False} in v["grill"]
    assert [g["tile"] for g in v["grill"]] == [t for t in range(21, 37) if t not in (22, 25, 30)]
    assert v["stacks"] == [[], [22, 25], [30]] and v["tops"] == [None, 25, 30]
    assert v["worms"] == [0, 3, 3]
    assert (v["roll"], v["kept"], v["dice_left"], v["score"], v["worm_kept"]) == ([], [6, 6, 3], 5, 13, True)
    assert v["can_take"] is None
    assert GAME.view(s, None) == {**v, "you": None}


def test_the_view_names_the_tile_a_stop_would_claim() -> None:
    s = position(3, phase=DECIDE, kept=[6, 6, 5, 5, 4, 1], stacks=[[], [25], []])
    assert GAME.view(s, 0)["can_take"] == {"tile": 25, "from": 1}


@pytest.mark.parametrize(
    ("s", "action", "label"),
    [
        (position(), {"type": "roll"}, "roll the dice"),
        (position(phase=DECIDE, kept=[6, 6, 5]), {"type": "roll"}, "roll the 5 remaining dice"),
        (position(phase=DECIDE, kept=[6, 6, 5, 5, 4, 4, 3]), {"type": "roll"}, "roll the last die"),
        (position(phase=KEEP, roll=[4, 4, 4, 1, 2, 6, 6, 3]), {"type": "keep", "face": 4}, "keep the 4s (3 dice)"),
        (position(phase=KEEP, roll=[4, 4, 4, 1, 2, 6, 6, 3]), {"type": "keep", "face": 1}, "keep the 1 (1 die)"),
        (position(phase=KEEP, roll=[4, 4, 4, 1, 2, 6, 6, 3]), {"type": "keep", "face": 6},
         "keep the worms (2 dice)"),
        (position(), {"type": "take", "tile": 27}, "take tile 27"),
        (position(), {"type": "steal", "tile": 25, "from": 1}, "steal tile 25 from {p1}"),
    ],
)
def test_action_labels(s: object, action: dict, label: str) -> None:
    assert GAME.describe_action(s, 0, action) == label


def test_setup_fills_the_grill_and_seat_0_rolls_first() -> None:
    s = GAME.setup(5, {}, 42)
    assert s.grill == list(range(21, 37)) and s.stacks == [[]] * 5 and s.turn == 0
    assert GAME.waiting_for(s) == frozenset({0}) and GAME.legal_actions(s, 0) == [{"type": "roll"}]


@pytest.mark.parametrize("players", [1, 8])
def test_two_to_seven_players(players: int) -> None:
    with pytest.raises(ValueError, match="2-7 players"):
        GAME.setup(players, {}, 0)


def test_clone_and_load_give_independent_equal_copies() -> None:
    s = position(3, phase=KEEP, roll=[1, 2, 6], kept=[3, 3, 4, 4, 5], stacks=[[21], [], [33]], turned=[36])
    for copy in (GAME.clone(s), GAME.load(GAME.dump(s))):
        assert GAME.dump(copy) == GAME.dump(s)
        copy.stacks[0].append(22)
        copy.roll.pop()
        copy.kept.pop()
        copy.grill.pop()
        assert s.stacks[0] == [21] and s.roll == [1, 2, 6] and s.kept == [3, 3, 4, 4, 5] and 35 in s.grill
