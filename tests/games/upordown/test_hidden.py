"""What each seat may know, and determinizations that keep it."""

from __future__ import annotations

from meeple.engine import Rng
from meeple.games.upordown import GAME

from .positions import drawing


def test_a_seat_sees_its_hand_and_only_the_counts_of_others() -> None:
    s = GAME.setup(3, {}, 5)
    v = GAME.view(s, 1)
    assert v["hand"] == s.hands[1] and v["hand_counts"] == [3, 3, 3]
    assert "hands" not in v and v["up_top"] == s.up[-1] and v["down_count"] == len(s.down)
    assert GAME.view(s, None)["hand"] is None


def test_determinize_keeps_what_the_seat_saw_and_reshuffles_the_rest() -> None:
    s = drawing()
    GAME.apply(s, 0, {"type": "draw", "pile": "up"})  # everyone saw seat 0 take 7
    changed = False
    for seed in range(20):
        d = GAME.determinize(s, 1, Rng(seed))
        assert GAME.view(d, 1) == GAME.view(s, 1)
        assert d.hands[1] == s.hands[1] and 7 in d.hands[0] and d.up[-1] == s.up[-1]
        assert sorted(d.hands[0] + d.up[:-1] + d.down) == sorted(s.hands[0] + s.up[:-1] + s.down)
        changed |= d.hands[0] != s.hands[0] or d.down != s.down
    assert changed
