"""What each seat sees, and determinizations that keep it."""

from __future__ import annotations

from meeple.engine import Rng
from meeple.games.claim import GAME

from .positions import HAND0, last_of_phase_one, led, phase_two, void_follower


def test_a_seat_sees_its_own_hand_and_followers_never_the_others() -> None:
    s = led("D5")
    GAME.apply(s, 1, {"type": "play", "card": "D7"})  # seat 0 loses and takes Goblin 8 blind
    mine, theirs, spectator = GAME.view(s, 0), GAME.view(s, 1), GAME.view(s, None)
    assert mine["my_followers"] == ["G8"] and theirs["my_followers"] == ["D8"]
    assert "G8" not in str(theirs) and "G8" not in str(spectator)
    assert theirs["follower_counts"] == [1, 1] and theirs["known"] == [[], ["D8"]]
    assert mine["hand"] == [c for c in HAND0 if c != "D5"]
    assert spectator["hand"] is None and spectator["my_followers"] is None
    assert "K9" not in str(theirs) and "K9" not in str(spectator)


def test_score_piles_the_prize_and_the_discard_are_public() -> None:
    s = led("U8")
    GAME.apply(s, 1, {"type": "play", "card": "U9"})
    spectator = GAME.view(s, None)
    assert spectator["scores"] == [[], ["U8", "U9"]] and spectator["prize"] == "K3"


def test_determinize_keeps_what_the_seat_knows_and_resamples_the_rest() -> None:
    s = last_of_phase_one()
    seen = set()
    for i in range(20):
        d = GAME.determinize(s, 0, Rng(i))
        assert GAME.view(d, 0) == GAME.view(s, 0)
        assert d.hands[0] == s.hands[0] and d.followers[0] == s.followers[0]
        assert "U9" in d.followers[1] and len(d.followers[1]) == 12
        seen.add((tuple(d.hands[1]), tuple(d.followers[1])))
    assert len(seen) > 1


def test_phase_two_keeps_the_known_cards_of_the_other_hand() -> None:
    s = phase_two()
    d = GAME.determinize(s, 1, Rng(3))
    assert "G7" in d.hands[0] and "K9" in d.hands[0] and GAME.view(d, 1) == GAME.view(s, 1)


def test_a_seat_that_did_not_follow_is_never_dealt_that_faction() -> None:
    s = void_follower("K4", ["G5", "G9", "U0", "U5", "U9", "D3", "D7", "D9", "P2", "P8", "G1", "G2", "D1"])
    GAME.apply(s, 1, {"type": "play", "card": "U9"})  # seat 1 holds no Knight
    assert s.void == [[], ["K"]] and GAME.view(s, None)["void"] == [[], ["K"]]
    for i in range(30):
        d = GAME.determinize(s, 0, Rng(i))
        assert not any(c[0] == "K" for c in d.hands[1])
        assert GAME.view(d, 0) == GAME.view(s, 0)


def test_a_doppelganger_follow_shows_nothing() -> None:
    s = led("G3")
    GAME.apply(s, 1, {"type": "play", "card": "P8"})
    assert s.void == [[], []]


def test_phase_two_forgets_the_phase_one_voids() -> None:
    s = last_of_phase_one()
    s.void = [["U"], ["D"]]
    GAME.apply(s, 1, {"type": "play", "card": "G2"})
    GAME.apply(s, 0, {"type": "play", "card": "K2"})
    assert s.void == [[], []]
