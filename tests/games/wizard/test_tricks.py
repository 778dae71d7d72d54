"""Playing tricks: following suit, Wizards and Jesters, and who wins, from named positions."""

from __future__ import annotations

import pytest

from meeple.engine import IllegalAction
from meeple.games.wizard import GAME
from meeple.games.wizard.tricks import lead_suit, winning_index

from .positions import act, cards_of, play, position


def test_must_follow_suit_when_able() -> None:
    """Seat 1 holds red after a red lead: only red, the Wizard and the Jester are playable."""
    s = position([["B1"], ["R9", "B7", "W", "J"], ["G2", "G5"]], trick=["R3"], trump_card="Y1")
    assert cards_of(s, 1) == ["W", "R9", "J"]
    with pytest.raises(IllegalAction, match="You must follow red: play a red card, a Wizard or a Jester"):
        GAME.apply(s, 1, play("B7"))


def test_without_the_suit_led_any_card_goes_including_trump() -> None:
    s = position([["B1"], ["G2", "Y5", "B9"], ["G3", "G5"]], trick=["R3"], trump_card="Y1")
    assert cards_of(s, 1) == ["B9", "G2", "Y5"]


def test_wizard_and_jester_may_be_played_at_any_time() -> None:
    s = position([["B1"], ["R4", "W", "J"], ["G3"]], trick=["R3"], trump_card="Y1")
    act(s, (1, play("J")))
    assert s.trick == ["R3", "J"]


def test_a_led_wizard_leaves_no_suit_to_follow_and_wins() -> None:
    """After a Wizard lead the others may play anything; it beats the highest trump."""
    s = position([["W", "B2"], ["R4", "Y13"], ["R13", "G3"]], trump_card="Y1")
    act(s, (0, play("W")))
    assert lead_suit(s.trick) is None
    assert cards_of(s, 1) == ["R4", "Y13"]
    texts = act(s, (1, play("Y13")), (2, play("G3")))
    assert texts[-1] == "{p0} wins the trick with a Wizard"
    assert s.tricks == [1, 0, 0] and s.turn == 0


def test_a_led_jester_lets_the_next_card_set_the_suit() -> None:
    s = position([["J", "B1"], ["G7", "R2"], ["G3", "R9"], ["G12", "Y1"]], trump_card="Y2")
    act(s, (0, play("J")))
    assert lead_suit(s.trick) is None and cards_of(s, 1) == ["G7", "R2"]
    act(s, (1, play("G7")))
    assert lead_suit(s.trick) == "green"
    assert cards_of(s, 2) == ["G3"]
    texts = act(s, (2, play("G3")), (3, play("G12")))
    assert texts[-1] == "{p3} wins the trick with the 12 of green"


def test_a_wizard_after_a_led_jester_leaves_no_suit_either() -> None:
    assert lead_suit(["J", "W", "R5"]) is None
    assert lead_suit(["J", "J", "B4"]) == "blue"


def test_only_jesters_the_first_jester_wins() -> None:
    s = position([["J", "B1"], ["J", "R2"], ["J", "G3"]], leader=1, trump_card="Y2")
    texts = act(s, (1, play("J")), (2, play("J")), (0, play("J")))
    assert texts[-1] == "{p1} wins the trick with a Jester"
    assert s.turn == 1 and s.leader == 1


def test_the_first_wizard_wins_when_several_are_played() -> None:
    s = position([["R5", "B1"], ["W", "R2"], ["W", "G3"], ["Y13", "G1"]], trump_card="Y2")
    texts = act(s, (0, play("R5")), (1, play("W")), (2, play("W")), (3, play("Y13")))
    assert texts[-1] == "{p1} wins the trick with a Wizard"


def test_the_highest_trump_beats_the_suit_led() -> None:
    s = position([["R13", "B1"], ["Y2", "B2"], ["Y9", "B3"], ["R1", "B4"]], trump_card="Y1")
    texts = act(s, (0, play("R13")), (1, play("Y2")), (2, play("Y9")), (3, play("R1")))
    assert texts[-1] == "{p2} wins the trick with the 9 of yellow"
    assert s.leader == 2 and s.turn == 2


def test_without_trump_played_the_highest_card_of_the_suit_led_wins() -> None:
    """Higher cards of another suit do not count; a Jester never wins against a suit card."""
    s = position([["R5", "B1"], ["B13", "B2"], ["R11", "B3"], ["J", "B4"]], trump_card="Y1")
    texts = act(s, (0, play("R5")), (1, play("B13")), (2, play("R11")), (3, play("J")))
    assert texts[-1] == "{p2} wins the trick with the 11 of red"


def test_in_a_round_without_trump_the_suit_led_wins() -> None:
    s = position([["G4", "B1"], ["G6", "B2"], ["R13", "B3"]], trump_card="J")
    assert s.trump is None
    texts = act(s, (0, play("G4")), (1, play("G6")), (2, play("R13")))
    assert texts[-1] == "{p1} wins the trick with the 6 of green"


def test_winning_index_covers_every_case() -> None:
    assert winning_index(["J", "W", "W"], "red") == 1
    assert winning_index(["J", "J", "J", "J"], "red") == 0
    assert winning_index(["J", "B2", "R1"], "red") == 2
    assert winning_index(["J", "B2", "B10", "R1"], None) == 2
    assert winning_index(["B7", "J", "B3"], "red") == 0


def test_the_trick_winner_leads_the_next_trick() -> None:
    s = position([["R5", "B1"], ["R9", "B2"], ["R2", "B3"]], trump_card="Y1")
    act(s, (0, play("R5")), (1, play("R9")), (2, play("R2")))
    assert GAME.waiting_for(s) == frozenset({1})
    assert s.history == [(0, 1, ("R5", "R9", "R2"))]
    with pytest.raises(IllegalAction, match="It is not your turn to play"):
        GAME.apply(s, 0, play("B1"))
