"""Safes: dice, the revealed combination, crack tokens, opening, the Keycard, the Peterman."""

from __future__ import annotations

from meeple.engine import Rng

from .positions import cell, heist, of_type, play, texts

LINE = {"1A1": "safe", "1B1": "plain:1", "1C1": "plain:2", "1D1": "plain:3",
        "1A2": "plain:4", "1A3": "plain:5", "1A4": "plain:6"}


def safe_heist(**kw):
    return heist(rooms=LINE, at=("1A1",), **kw)


def test_adding_a_die_costs_two_actions_and_at_most_six_fit():
    s = safe_heist()
    play(s, 0, {"type": "add_die", "safe": cell("1A1")})
    assert s.safe_dice[cell("1A1")] == 1 and s.actions_left == 2
    s.safe_dice[cell("1A1")] = 6
    assert of_type(s, "add_die") == []


def test_rolling_needs_the_whole_row_and_column_revealed():
    s = safe_heist()
    s.safe_dice[cell("1A1")] = 1
    s.revealed[cell("1D1")] = False
    assert of_type(s, "roll") == []
    s.revealed[cell("1D1")] = True
    assert of_type(s, "roll") == [{"type": "roll", "safe": cell("1A1")}]


def test_a_roll_puts_crack_tokens_on_every_room_showing_a_rolled_number():
    s = safe_heist()
    s.safe_dice[cell("1A1")] = 2
    s.rng = Rng(3)
    events = play(s, 0, {"type": "roll", "safe": cell("1A1")})
    faces = set(events[0].data["roll"])
    cracked = {name for name, spec in LINE.items() if s.cracked[cell(name)]}
    assert cracked == {name for name, spec in LINE.items() if spec != "safe" and int(spec[-1]) in faces}
    assert s.safe_dice[cell("1A1")] == 2 and s.actions_left == 3


def test_a_number_rolled_once_cracks_every_room_with_it():
    s = heist(rooms={**LINE, "1D1": "plain:1"}, at=("1A1",))
    from meeple.games.burglebros.safes import crack
    crack(s, 0, cell("1A1"), {1}, [])
    assert s.cracked[cell("1B1")] and s.cracked[cell("1D1")]


def test_the_last_crack_opens_the_safe_with_a_tool_a_loot_and_the_silent_alarm():
    s = safe_heist(guards={0: ("1D4", "1D3")})
    for name in ("1B1", "1C1", "1D1", "1A2", "1A3"):
        s.cracked[cell(name)] = True
    s.tools.cards, s.loot.cards = ["emp"], ["mirror"]
    die = s.guards[0].die
    from meeple.games.burglebros.safes import crack
    events: list = []
    crack(s, 0, cell("1A1"), {6}, events)
    assert s.safe_open[cell("1A1")] and s.thieves[0].loot == ["mirror"] and s.thieves[0].tools == ["emp"]
    assert s.guards[0].die == die + 1
    assert texts(events)[:2] == ["The safe at A1 on floor 1 is open!",
                                 "Silent alarm: the guards of floor 1 and below are one faster."]


def test_the_keycard_holder_must_be_on_the_safe_to_roll():
    s = heist(players=2, rooms=LINE, at=("1A1", "1B1"))
    s.safe_dice[cell("1A1")] = 1
    s.thieves[1].loot = ["keycard"]
    assert of_type(s, "roll") == []
    s.thieves[1].pos = cell("1A1")
    assert of_type(s, "roll") != []
