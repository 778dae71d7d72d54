"""Trades: a one-card proposal in the same room, accepted or declined by the other player."""

from __future__ import annotations

from meeple.engine import Rng
from meeple.games.burglebros import GAME

from .positions import cell, heist, of_type, play, texts


def pair():
    s = heist(players=2, at=("1A1", "1A1"))
    s.thieves[0].tools, s.thieves[1].loot = ["emp"], ["mirror"]
    return s


def test_offers_go_only_to_thieves_in_the_same_room():
    s = pair()
    assert of_type(s, "offer") == [{"type": "offer", "seat": 1, "give": "emp"},
                                   {"type": "offer", "seat": 1, "take": "mirror"}]
    s.thieves[1].pos = cell("1B1")
    assert of_type(s, "offer") == []


def test_an_accepted_offer_moves_the_card():
    s = pair()
    play(s, 0, {"type": "offer", "seat": 1, "take": "mirror"})
    assert GAME.waiting_for(s) == frozenset({1})
    assert GAME.legal_actions(s, 1) == [{"type": "accept"}, {"type": "decline"}]
    events = play(s, 1, {"type": "accept"})
    assert s.thieves[0].loot == ["mirror"] and s.thieves[1].loot == []
    assert texts(events) == ["{p0} now holds the Mirror."]
    assert GAME.waiting_for(s) == frozenset({0}) and s.actions_left == 4


def test_a_declined_offer_changes_nothing():
    s = pair()
    play(s, 0, {"type": "offer", "seat": 1, "give": "emp"}, )
    play(s, 1, {"type": "decline"})
    assert s.thieves[0].tools == ["emp"] and s.thieves[1].tools == []


def test_nobody_takes_a_second_gold_bar():
    s = pair()
    s.thieves[0].loot = ["gold_bar"]
    s.thieves[1].loot = ["gold_bar"]
    assert {"type": "offer", "seat": 1, "give": "gold_bar"} not in of_type(s, "offer")


def test_the_team_bot_accepts_a_teammates_trade_either_way():
    # a cooperative crew: the proposer (often the person at the table) has a plan, and nobody loses a card
    for offer in ({"type": "offer", "seat": 1, "give": "emp"}, {"type": "offer", "seat": 1, "take": "mirror"}):
        s = pair()
        play(s, 0, offer)
        assert GAME.policy.choose(GAME, s, 1, Rng(1)) == {"type": "accept"}
