"""Who sees what: views, the table's knowledge of each skull, and determinize."""

from __future__ import annotations

from meeple.engine import Rng, canonical
from meeple.games.skull import GAME
from meeple.games.skull.components import HELD, LOST, SKULL, UNKNOWN

from .positions import challenge_position, turn_position

FULL_SET = [3, 1]


def whole_set(state, seat: int) -> list[int]:
    """Hand + mat + lost of seat, as [flowers, skulls]."""
    mat = state.mats[seat]
    lost = state.lost(seat)
    return [state.hands[seat][0] + mat.count(0) + lost[0], state.hands[seat][1] + mat.count(1) + lost[1]]


def skull_place(state, seat: int) -> str:
    if state.hands[seat][SKULL]:
        return "hand"
    return "mat" if SKULL in state.mats[seat] else "lost"


# -- views ---------------------------------------------------------------------------

def test_views_hide_other_seats_face_down_discs_and_hands() -> None:
    state = turn_position()
    view = GAME.view(state, 0)
    assert [p["mat"] for p in view["players"]] == [[None]] * 4
    assert [p["hand"] for p in view["players"]] == [3, 3, 3, 3]
    assert view["you"] == {"seat": 0, "hand": {"flower": 2, "skull": 1}, "mat": ["flower"],
                           "lost": {"flower": 0, "skull": 0}}
    assert GAME.view(state, None)["you"] is None
    assert GAME.view(state, None)["players"] == view["players"]


def test_face_up_discs_are_public() -> None:
    state = challenge_position()
    GAME.apply(state, 0, {"type": "flip", "seat": 1})
    view = GAME.view(state, None)
    assert [p["mat"] for p in view["players"]] == [["flower", "flower"], [None, "flower"], [None, None], [None]]
    assert (view["challenger"], view["bid"], view["flips_left"]) == (0, 4, 1)


def test_a_seat_sees_its_own_lost_discs_others_only_the_count() -> None:
    state = challenge_position()
    GAME.apply(state, 0, {"type": "flip", "seat": 3})
    own = GAME.view(state, 0)["you"]["lost"]
    assert own["flower"] + own["skull"] == 1
    assert GAME.view(state, 1)["players"][0]["discs"] == 3
    assert GAME.view(state, 1)["players"][0]["skull"] == UNKNOWN


# -- what the table knows about each skull ----------------------------------------------

def test_everyone_starts_known_to_hold_their_skull() -> None:
    assert GAME.view(GAME.setup(3, {}, seed=1), None)["players"][0]["skull"] == HELD


def test_showing_every_disc_as_a_flower_proves_the_skull_is_lost() -> None:
    state = challenge_position(hands=["FS", "FF", "", "FF"], mats=["FF", "SF", "FF", "S"],
                               skull_known=[HELD, HELD, UNKNOWN, HELD])
    GAME.apply(state, 0, {"type": "flip", "seat": 2})
    GAME.apply(state, 0, {"type": "flip", "seat": 2})
    assert state.points[0] == 1
    assert state.skull_known == [HELD, HELD, LOST, HELD]


def test_a_known_lost_skull_stays_lost_after_another_loss() -> None:
    state = challenge_position(hands=["F", "FF", "FS", "FF"], mats=["FF", "SF", "FF", "S"],
                               skull_known=[LOST, HELD, HELD, HELD])
    GAME.apply(state, 0, {"type": "flip", "seat": 3})
    assert state.skull_known[0] == LOST and state.discs(0) == 2


# -- determinize --------------------------------------------------------------------------

def test_determinize_keeps_what_the_seat_knows() -> None:
    state = challenge_position()
    GAME.apply(state, 0, {"type": "flip", "seat": 1})
    for r in range(50):
        det = GAME.determinize(state, 2, Rng(r))
        assert det.hands[2] == state.hands[2] and det.mats[2] == state.mats[2]
        assert det.flipped == state.flipped
        for seat in range(4):
            assert whole_set(det, seat) == FULL_SET
            assert len(det.mats[seat]) == len(state.mats[seat])
            assert det.shown(seat) == state.shown(seat)
            assert sum(det.hands[seat]) == sum(state.hands[seat])
        assert GAME.view(det, 2) == GAME.view(state, 2)


def test_determinize_resamples_every_hidden_disc() -> None:
    state = turn_position()
    places = {skull_place(GAME.determinize(state, 0, Rng(r)), 1) for r in range(60)}
    assert places == {"hand", "mat"}
    assert GAME.determinize(state, 0, Rng(1)).rng != state.rng


def test_determinize_never_loses_a_skull_the_table_knows_is_held() -> None:
    state = challenge_position(hands=["FS", "F", "FS", "FF"], mats=["FF", "SF", "FF", "S"])
    state.skull_known[1] = HELD
    assert {skull_place(GAME.determinize(state, 0, Rng(r)), 1) for r in range(60)} == {"hand", "mat"}
    state.skull_known[1] = UNKNOWN
    assert {skull_place(GAME.determinize(state, 0, Rng(r)), 1) for r in range(60)} == {"hand", "mat", "lost"}


def test_determinize_keeps_a_skull_known_lost_lost() -> None:
    state = challenge_position(hands=["FS", "FF", "F", "FF"], mats=["FF", "F", "FF", "S"],
                               skull_known=[HELD, LOST, HELD, HELD])
    assert {skull_place(GAME.determinize(state, 0, Rng(r)), 1) for r in range(30)} == {"lost"}


def test_determinize_depends_only_on_what_the_seat_sees() -> None:
    skull_on_mat = turn_position()
    skull_in_hand = turn_position(hands=["FFS", "FFS", "FFS", "FFF"], mats=["F", "F", "F", "S"])
    assert GAME.view(skull_on_mat, 0) == GAME.view(skull_in_hand, 0)
    for r in range(10):
        a = GAME.determinize(skull_on_mat, 0, Rng(r))
        b = GAME.determinize(skull_in_hand, 0, Rng(r))
        assert canonical(GAME.dump(a)) == canonical(GAME.dump(b))


# -- progress, labels ------------------------------------------------------------------------

def test_progress_follows_successes_and_lost_discs() -> None:
    assert GAME.progress(turn_position()) == 0.0
    assert GAME.progress(turn_position(points=[0, 1, 0, 0])) == 0.5
    lost_eight = challenge_position(hands=["FS", "", "", "FF"], mats=["FF", "", "F", "S"])
    assert GAME.progress(lost_eight) == 8 / 12


def test_action_labels() -> None:
    state = turn_position()
    assert GAME.describe_action(state, 0, {"type": "place", "disc": "skull"}) == "place a skull"
    assert GAME.describe_action(state, 0, {"type": "bid", "count": 3}) == "start the bidding at 3"
    assert GAME.describe_action(state, 0, {"type": "flip", "seat": 2}) == "flip {p2}'s top disc"
