"""Refusal reasons come from the predicates the legal actions are built from.

Scenarios: in named positions, each refused well-formed action gets the
sentence of the predicate that rejects it. Property: in positions from seeded
random playouts, every candidate of the game's shapes over a small domain is
accepted exactly when it is listed, and every refusal has the game's own reason.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from meeple.games.burglebros import GAME
from meeple.games.burglebros.budget import FREE_LIMIT
from meeple.games.burglebros.state import BurgleState

from ..refusals import check_refusals, playout, refusal
from .positions import cell, heist


def plain() -> BurgleState:
    return heist(players=2, walls=[], at=("1A1", "1A1"))


def laser_next_door() -> BurgleState:
    return heist(walls=[], rooms={"1B1": "laser:1"})


def deadbolt_next_door() -> BurgleState:
    return heist(walls=[], rooms={"1B1": "deadbolt:1"}, actions=2)


def on_the_top_stairs(items: dict[str, list[str]] | None = None, opened: bool = True) -> Callable[[], BurgleState]:
    def make() -> BurgleState:
        s = heist(walls=[], rooms={"3A1": "stairs"}, at=("3A1",))
        if opened:
            s.safe_open = [True] * len(s.safe_open)
        s.items = {k: list(v) for k, v in (items or {}).items()}
        return s
    return make


def on_a_safe(dice: int = 0, actions: int = 4, revealed: bool = True, keycard_away: bool = False):
    def make() -> BurgleState:
        rooms = {"1A1": "safe"}
        if revealed:
            rooms |= {f"1{c}": "plain" for c in ("B1", "C1", "D1", "A2", "A3", "A4")}
        s = heist(players=2, walls=[], rooms=rooms, actions=actions, at=("1A1", "1D4"))
        s.safe_dice[cell("1A1")] = dice
        if keycard_away:
            s.thieves[1].loot.append("keycard")
        return s
    return make


def holding(tools: tuple[str, ...] = (), loot: tuple[str, ...] = (), free: int = 0, **items: list[str]):
    def make() -> BurgleState:
        s = heist(players=2, walls=[], at=("1A1", "1A1"))
        s.thieves[0].tools, s.thieves[0].loot = list(tools), list(loot)
        s.items = {str(cell(k)): v for k, v in items.items()}
        s.flags["free"] = free
        return s
    return make


NO_ACTIONS = "You have no actions left this turn"
NO_FREE = "This turn has held all the free actions it may"


@pytest.mark.parametrize(("make", "seat", "action", "reason"), [
    # is_your_turn
    (plain, 1, {"type": "peek", "cell": 1}, "It is not your turn: {p0} is playing."),
    # answers_a_question
    (plain, 0, {"type": "accept"}, "There is no question to answer now."),
    (plain, 0, {"type": "draw", "count": 1}, "There is no question to answer now."),
    # has_actions, then can_peek
    (lambda: heist(walls=[], actions=0), 0, {"type": "peek", "cell": 1}, NO_ACTIONS),
    (plain, 0, {"type": "peek", "cell": cell("1D4")}, "You can only peek into an unrevealed room you can see"),
    (plain, 0, {"type": "peek", "cell": True}, "You can only peek into an unrevealed room you can see"),
    # can_move_to, entry_costs (how, cost), exit_options
    (plain, 0, {"type": "move", "to": cell("1D4")}, "You cannot move to 15 from here"),
    (plain, 0, {"type": "move", "to": "B1"}, "You cannot move to 'B1' from here"),
    (plain, 0, {"type": "move", "to": 1, "how": "pay"}, "Moving into B1 on floor 1 takes no 'how' choice."),
    (laser_next_door, 0, {"type": "move", "to": 1}, "Moving into B1 on floor 1, choose how: 'pay', 'alarm'"),
    (deadbolt_next_door, 0, {"type": "move", "to": 1}, "That move to B1 on floor 1 costs 3 actions; you have 2"),
    (plain, 0, {"type": "move", "to": 1, "exit": "alarm"}, "Only leaving a Motion room entered this turn"),
    # has_actions, can_reach_roof, are_safes_open, is_kitty_loose, leaves_loot
    (plain, 0, {"type": "escape"}, "You can escape only from the top floor's stairs"),
    (on_the_top_stairs(opened=False), 0, {"type": "escape"}, "Every safe must be open before the crew escapes."),
    (on_the_top_stairs({"5": ["persian_kitty"]}), 0, {"type": "escape"}, "The Persian Kitty is loose"),
    (on_the_top_stairs({"5": ["gold_bar"]}), 0, {"type": "escape"}, "You are the last one inside"),
    # has_actions, can_hack_here
    (plain, 0, {"type": "hack"}, "You can only hack in a computer room with fewer than six tokens."),
    # can_work_on, has_actions, has_room_for_die / has_dice, is_combination_revealed, is_keycard_there
    (plain, 0, {"type": "add_die", "safe": 0}, "There is no unopened safe at A1 on floor 1 within your reach."),
    (plain, 0, {"type": "roll", "safe": "A1"}, "A safe is named by its cell number, not 'A1'."),
    (on_a_safe(actions=1), 0, {"type": "add_die", "safe": 0}, "Adding a die takes two actions; you have 1 left."),
    (on_a_safe(dice=6), 0, {"type": "add_die", "safe": 0}, "That safe already holds 6 dice."),
    (on_a_safe(), 0, {"type": "roll", "safe": 0}, "Add a die to the safe before rolling."),
    (on_a_safe(dice=1, revealed=False), 0, {"type": "roll", "safe": 0}, "Every room of the safe's row and column"),
    (on_a_safe(dice=1, keycard_away=True), 0, {"type": "roll", "safe": 0}, "The Keycard's holder must stand"),
    # free_left, lies_here, may_carry
    (holding(free=FREE_LIMIT, **{"1A1": ["crowbar"]}), 0, {"type": "pickup", "item": "crowbar"}, NO_FREE),
    (plain, 0, {"type": "pickup", "item": "crowbar"}, "There is nothing here you can pick up."),
    (holding(**{"1A1": ["emp"]}), 0, {"type": "pickup", "item": "crowbar"}, "There is no 'crowbar' here; you could"),
    (holding(loot=("gold_bar",), **{"1A1": ["gold_bar"]}), 0, {"type": "pickup", "item": "gold_bar"},
     "You already carry a Gold Bar"),
    # holds the tool, is_holding_bust, free_left, has_target
    (plain, 0, {"type": "tool", "tool": "emp"}, "You hold no tool 'emp'."),
    (holding(tools=("emp",), loot=("bust",)), 0, {"type": "tool", "tool": "emp"}, "The Bust forbids tools"),
    (holding(tools=("emp",), free=FREE_LIMIT), 0, {"type": "tool", "tool": "emp"}, NO_FREE),
    (holding(tools=("stethoscope",)), 0, {"type": "tool", "tool": "stethoscope"},
     "The Stethoscope has nothing to act on now."),
    # the seat's value, free_left, shares_room, holds, may_carry
    (plain, 0, {"type": "offer", "seat": "Bo", "give": "emp"}, "Name the thief to trade with by their seat"),
    (lambda: heist(players=2, walls=[], at=("1A1", "1D4")), 0, {"type": "offer", "seat": 1, "give": "emp"},
     "You can only trade with a thief in your room."),
    (plain, 0, {"type": "offer", "seat": 1, "give": "emp"}, "You do not hold 'emp'."),
    (plain, 0, {"type": "offer", "seat": 1, "take": "emp"}, "{p1} does not hold 'emp'."),
    # has_ability
    (plain, 0, {"type": "climb", "way": "up"}, "Your character has no climb ability."),
])
def test_each_refusal_names_the_predicate_that_failed(make, seat: int, action: dict, reason: str) -> None:
    assert refusal(GAME, make(), seat, action).startswith(reason)


def test_a_gold_bar_goes_to_no_one_who_has_one() -> None:
    s = holding(tools=(), loot=("gold_bar",))()
    s.thieves[1].loot = ["gold_bar"]
    assert refusal(GAME, s, 0, {"type": "offer", "seat": 1, "give": "gold_bar"}).startswith(
        "They already carry a Gold Bar")


CELLS = (0, 1, 4, 17, 47, -1, "x")
ITEMS = ("gold_bar", "persian_kitty", "crowbar", "emp", "keycard")


def candidates(s: BurgleState) -> list[dict]:
    """Actions of many declared shapes over a small domain: the listed ones and a few others."""
    listed = [a for seat in range(s.seats) for a in GAME.legal_actions(s, seat)]
    cells = list(CELLS) + sorted({v for a in listed for k, v in a.items() if k in ("cell", "to", "safe")})
    out: list[dict] = listed + [{"type": t} for t in ("escape", "hack", "end_turn", "accept", "decline", "skip",
                                                       "laptop", "tinker", "clairvoyance", "precognition")]
    out += [{"type": "peek", "cell": c} for c in cells]
    out += [{"type": t, "safe": c} for t in ("add_die", "roll") for c in cells]
    for to in cells:
        out += [{"type": "move", "to": to}, {"type": "move", "to": to, "how": "pay"},
                {"type": "move", "to": to, "exit": "hack"}]
    out += [{"type": "pickup", "item": i} for i in ITEMS] + [{"type": "tool", "tool": i} for i in ITEMS]
    out += [{"type": "offer", "seat": seat, key: i} for seat in (0, 1, 2) for key in ("give", "take") for i in ITEMS]
    out += [{"type": "climb", "way": w} for w in ("up", "down")] + [{"type": "orders", "seat": 1}]
    out += [{"type": t, "cell": c} for t in ("xray", "crow", "choose", "alarm") for c in cells[:4]]
    return out


@pytest.mark.parametrize(("players", "options", "seed"), [
    (2, {}, 1), (2, {"job": "office", "characters": "advanced"}, 2), (3, {"level": "easy"}, 3),
    (4, {"job": "office", "level": "easy"}, 4), (1, {"job": "fortknox", "solo_characters": 2}, 5),
])
def test_apply_accepts_exactly_the_legal_actions(players: int, options: dict, seed: int) -> None:
    for i, s in enumerate(playout(GAME, GAME.setup(players, options, seed), seed, 80)):
        if i % 2 == 0:
            check_refusals(GAME, s, range(s.seats), candidates(s))
