"""Hidden information (views, determinize) and the reasons given for refused actions."""

from __future__ import annotations

from collections import Counter

import pytest

from meeple.engine import ActionError, IllegalAction, Rng
from meeple.games.wizard import GAME
from meeple.games.wizard.components import sort_hand

from .positions import act, bid, play, position

HANDS = [["R2", "B5", "W"], ["R5", "G3", "J"], ["Y9", "Y1", "G12"], ["B13", "G1", "R11"]]


def test_a_seat_sees_its_own_hand_only_and_a_spectator_none() -> None:
    s = position(HANDS, trump_card="Y3")
    mine = GAME.view(s, 1)
    assert mine["hand"] == ["G3", "R5", "J"] and mine["hand_sizes"] == [3, 3, 3, 3]
    assert "R2" not in str(mine) and GAME.view(s, None)["hand"] is None
    assert (mine["trump_card"], mine["trump"], mine["deck"]) == ("Y3", "yellow", 60 - 12 - 1)


def test_the_view_shows_the_trick_so_far_and_this_rounds_tricks() -> None:
    s = position(HANDS, trump_card="Y3")
    act(s, (0, play("R2")), (1, play("R5")), (2, play("G12")), (3, play("R11")), (3, play("B13")))
    view = GAME.view(s, 0)
    assert view["history"] == [(0, 3, ("R2", "R5", "G12", "R11"))]
    assert (view["leader"], view["trick"], view["lead_suit"], view["tricks"]) == (3, ["B13"], "blue", [0, 0, 0, 1])
    assert view["waiting"] == [0]


def test_determinize_keeps_what_the_seat_knows_and_deals_the_rest_anew() -> None:
    s = position(HANDS, trump_card="Y3")
    act(s, (0, play("R2")), (1, play("R5")))
    unseen = Counter(s.deck + s.hands[2] + s.hands[3])
    hands_seen = set()
    for r in range(20):
        d = GAME.determinize(s, 1, Rng(r))
        assert d.hands[1] == s.hands[1] and d.trick == s.trick and d.trump_card == "Y3"
        assert [len(h) for h in d.hands] == [len(h) for h in s.hands]
        assert Counter(d.deck + d.hands[0] + d.hands[2] + d.hands[3]) == unseen + Counter(s.hands[0])
        assert all(h == sort_hand(h) for h in d.hands)
        hands_seen.add(tuple(d.hands[2]))
    assert len(hands_seen) > 10


def test_determinize_depends_only_on_what_the_seat_can_see() -> None:
    """Swapping cards between two hidden hands (or changing the Rng) changes nothing for seat 0."""
    a = position(HANDS, trump_card="Y3")
    b = position([HANDS[0], ["R5", "G3", "G12"], ["Y9", "Y1", "J"], HANDS[3]], trump_card="Y3")
    b.rng = Rng(12345)
    assert GAME.dump(GAME.determinize(a, 0, Rng(8))) == GAME.dump(GAME.determinize(b, 0, Rng(8)))


def test_determinize_ignores_shown_voids_as_documented() -> None:
    """Seat 1 discarded on a red lead, so holds no red; the simple determinize may still deal it red."""
    s = position([["R2", "R3"], ["B5", "G3"], ["R7", "R9"]], trump_card="Y3")
    act(s, (0, play("R2")), (1, play("B5")), (2, play("R7")))
    assert any("R" in "".join(GAME.determinize(s, 2, Rng(r)).hands[1]) for r in range(50))


@pytest.mark.parametrize(("seat", "action", "reason"), [
    (0, {"type": "pass"}, 'Wizard has no "pass" action'),
    (0, {"type": "play", "card": "R2", "zz": 1}, "A play action is written"),
    (0, {"type": "play"}, "A play action is written"),
    (0, {"type": "play", "card": "R4"}, "You do not hold the 4 of red"),
    (0, {"type": "play", "card": "X9"}, "'X9' is not a card"),
    (1, {"type": "play", "card": "R5"}, "It is not your turn to play"),
    (0, {"type": "bid", "tricks": 1}, "You cannot predict now: the tricks are being played"),
    (0, {"type": "trump", "suit": "red"}, "Trump is only chosen when a Wizard is turned up"),
])
def test_refusals_say_which_rule_was_broken(seat: int, action: dict, reason: str) -> None:
    s = position(HANDS, trump_card="Y3")
    before = GAME.dump(s)
    with pytest.raises(ActionError, match=reason.replace("(", r"\(").replace(")", r"\)")):
        GAME.apply(s, seat, action)
    assert GAME.dump(s) == before


def test_no_card_can_be_played_while_predicting() -> None:
    s = position(HANDS, phase="bid")
    with pytest.raises(IllegalAction, match="You cannot play a card now: players are making their predictions"):
        GAME.apply(s, 0, play("R2"))
    act(s, (0, bid(1)))
    assert GAME.describe_action(s, 1, bid(2)) == "bid 2"
    assert GAME.describe_action(s, 1, play("J")) == "play a Jester"
