"""Loot: every card's penalty while carried."""

from __future__ import annotations

from meeple.engine import Rng
from meeple.games.burglebros.safes import open_safe
from meeple.games.burglebros.turns import start_turn

from .positions import cell, heist, moves, of_type, play

OPEN: list[tuple[str, str]] = []


def carrying(loot: str, **kw):
    kw.setdefault("walls", OPEN)
    s = heist(**kw)
    s.thieves[0].loot = [loot]
    return s


def test_chihuahua_barks_on_a_six_at_the_start_of_the_turn():
    s = carrying("chihuahua")
    barked = 0
    for seed in range(12):
        s.rng = Rng(seed)
        s.alarm[cell("1A1")] = False
        events: list = []
        start_turn(s, 0, events)
        roll = next(e.data["roll"] for e in events if e.type == "chihuahua")
        assert s.alarm[cell("1A1")] == (roll == 6)
        barked += roll == 6
    assert barked


def test_the_cursed_goblet_costs_its_finder_a_stealth_token():
    s = heist(rooms={"1A1": "safe"}, at=("1A1",))
    s.loot.cards, s.tools.cards = ["cursed_goblet"], ["emp"]
    open_safe(s, 0, cell("1A1"), [])
    assert s.thieves[0].stealth == 2


def test_the_gemstone_costs_an_action_to_join_other_thieves():
    s = carrying("gemstone", players=2, at=("1A1", "1B1"))
    play(s, 0, {"type": "move", "to": cell("1B1")})
    assert s.actions_left == 2


def test_a_gold_bar_leaves_its_twin_in_the_safe_and_one_each_at_most():
    s = heist(rooms={"1A1": "safe"}, at=("1A1",))
    s.loot.cards, s.tools.cards = ["gold_bar"], ["emp"]
    open_safe(s, 0, cell("1A1"), [])
    assert s.thieves[0].loot == ["gold_bar"] and s.items == {str(cell("1A1")): ["gold_bar"]}
    assert of_type(s, "pickup") == []


def test_the_isotope_sets_off_a_thermo_room_on_entry():
    s = carrying("isotope", rooms={"1B1": "thermo:1"})
    play(s, 0, {"type": "move", "to": cell("1B1")})
    assert s.alarm[cell("1B1")]


def test_the_mirror_costs_an_action_a_turn_and_silences_lasers():
    s = carrying("mirror", rooms={"1B1": "laser:1"})
    events: list = []
    start_turn(s, 0, events)
    assert s.actions_left == 3
    assert [m for m in moves(s) if m["to"] == cell("1B1")] == [{"type": "move", "to": cell("1B1")}]
    play(s, 0, {"type": "move", "to": cell("1B1")})
    assert not s.alarm[cell("1B1")]


def test_the_painting_bars_secret_doors_and_ducts():
    s = carrying("painting", walls=[("1A1", "1B1")], rooms={"1B1": "secret_door:1", "1A1": "service_duct:5",
                                                             "2D4": "service_duct:6"})
    targets = {m["to"] for m in moves(s)}
    assert cell("1B1") not in targets and cell("2D4") not in targets


def test_the_persian_kitty_runs_toward_the_nearest_alarm_on_a_one_or_two():
    s = carrying("persian_kitty")
    s.alarm[cell("1C1")] = True
    for seed in range(40):
        s.rng = Rng(seed)
        events: list = []
        start_turn(s, 0, events)
        if "persian_kitty" not in s.thieves[0].loot:
            break
    assert s.items == {str(cell("1B1")): ["persian_kitty"]}


def test_a_loose_kitty_keeps_everyone_inside_until_picked_up():
    s = heist(rooms={"3A1": "stairs:4", "1D4": "safe", "2D4": "safe", "3D4": "safe"}, at=("3A1",))
    for c in ("1D4", "2D4", "3D4"):
        s.safe_open[cell(c)] = True
    s.items[str(cell("3A1"))] = ["persian_kitty"]
    assert of_type(s, "escape") == []
    play(s, 0, {"type": "pickup", "item": "persian_kitty"})
    assert of_type(s, "escape") == [{"type": "escape"}]


def test_the_tiara_is_seen_by_a_guard_next_door():
    s = carrying("tiara", guards={0: ("1C1", "1D4")})
    play(s, 0, {"type": "move", "to": cell("1B1")})
    assert s.thieves[0].stealth == 2
