"""The end of the game, worm scoring, the highest-tile tie-breaker and progress."""

from __future__ import annotations

from meeple.games.pickomino import GAME

from .positions import DECIDE, OVER, position, texts

REST = [t for t in range(21, 37)]


def finished(stacks: list[list[int]]) -> object:
    """A game over position: every tile not held has been turned over."""
    held = {t for s in stacks for t in s}
    return position(len(stacks), stacks=stacks, turned=[t for t in REST if t not in held], grill=[], phase=OVER)


def test_taking_the_last_face_up_tile_ends_the_game() -> None:
    s = position(2, phase=DECIDE, kept=[6, 6, 6, 6, 3], grill=[23], stacks=[[21], [22, 25]],
                 turned=[24, *range(26, 37)])
    events = GAME.apply(s, 0, {"type": "take", "tile": 23})
    assert texts(events) == ["{p0} takes tile 23 (1 worm)", "The grill is empty: the game is over."]
    assert events[1].data == {"worms": [2, 3]}
    assert s.phase == OVER and GAME.waiting_for(s) == frozenset()
    assert GAME.legal_actions(s, 0) == [] and GAME.legal_actions(s, 1) == []
    assert GAME.progress(s) == 1.0
    out = GAME.outcome(s)
    assert out is not None and out.scores == (2, 3) and out.ranks == (2, 1)


def test_stealing_leaves_the_grill_and_the_game_goes_on() -> None:
    s = position(2, phase=DECIDE, kept=[6, 6, 6, 6, 5], grill=[23], stacks=[[21], [22, 25]],
                 turned=[24, *range(26, 37)])
    GAME.apply(s, 0, {"type": "steal", "tile": 25, "from": 1})
    assert s.grill == [23] and GAME.outcome(s) is None and GAME.waiting_for(s) == frozenset({1})


def test_the_game_goes_on_while_one_tile_is_face_up() -> None:
    s = position(2, grill=[36], stacks=[[21], [22]], turned=list(range(23, 36)))
    assert GAME.outcome(s) is None and GAME.waiting_for(s) == frozenset({0})
    assert GAME.progress(s) == 15 / 16


def test_scores_are_worms_not_tile_numbers() -> None:
    out = GAME.outcome(finished([[21, 25, 29, 33], [36], []]))
    assert out.scores == (10, 4, 0)
    assert out.ranks == (1, 2, 3)


def test_tied_worms_go_to_the_highest_tile() -> None:
    out = GAME.outcome(finished([[21, 22, 23, 24], [33], [25, 26]]))
    assert out.scores == (4, 4, 4)
    assert out.tiebreaks == ((24,), (33,), (26,))
    assert out.ranks == (3, 1, 2)


def test_players_without_tiles_tie_fully() -> None:
    out = GAME.outcome(finished([[25, 26], [], []]))
    assert out.scores == (4, 0, 0)
    assert out.tiebreaks == ((26,), (0,), (0,))
    assert out.ranks == (1, 2, 2)


def test_progress_counts_tiles_gone_from_the_grill() -> None:
    assert GAME.progress(GAME.setup(4, {}, 0)) == 0.0
    assert GAME.progress(position(stacks=[[21, 22], [30], []], turned=[36])) == 4 / 16
