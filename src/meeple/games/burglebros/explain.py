"""Why an action is refused, in a sentence a player can read.

Called only after the engine has refused anything of the wrong shape and
`legal_actions` has refused the action. Each reason is chosen by asking, in
order, the same predicates the legal actions are built from (the turn's in
`actions`, the rule modules' for each kind of action): the first that fails
picks the sentence. Nothing here decides a rule; only the values' types
(a cell that is not a number) are checked here.
"""

from __future__ import annotations

from collections.abc import Callable

from meeple.engine import Action

from .abilities import has_ability
from .actions import answers_a_question, can_hack_here, can_peek, is_asked, is_over, is_your_turn, legal, peek_targets
from .budget import free_left, has_actions
from .components import MAX_SAFE_DICE, title
from .lootfx import lies_here, may_carry
from .movement import (
    are_safes_open,
    can_move_to,
    can_reach_roof,
    destinations,
    entry_costs,
    exit_options,
    is_kitty_loose,
    leaves_loot,
)
from .safes import can_work_on, has_dice, has_room_for_die, is_combination_revealed, is_keycard_there
from .state import OVER, BurgleState
from .tooluse import has_target, is_holding_bust
from .trades import holds, shares_room

NO_ACTIONS = "You have no actions left this turn: end your turn."
NO_FREE = "This turn has held all the free actions it may: end your turn."
GOLD_BAR = "A thief carries one Gold Bar at most."


def explain(s: BurgleState, seat: int, action: Action) -> str:
    """The reason `action` is not legal for `seat` now."""
    kind = action["type"]
    if s.stage == OVER or is_over(s):
        return "The heist is over."
    if is_asked(s):
        return _prompt_reason(s, seat)
    if not is_your_turn(s, seat):
        return f"It is not your turn: {{p{s.turn}}} is playing."
    if answers_a_question(kind):
        return "There is no question to answer now."
    return _REASONS.get(kind, _ability_reason)(s, seat, action)


def _prompt_reason(s: BurgleState, seat: int) -> str:
    assert s.prompt is not None
    kind, who_ = s.prompt["kind"], s.prompt["seat"]
    if who_ != seat:
        return f"Waiting for {{p{who_}}} to answer ({title(kind)})."
    return f"Answer the {title(kind)} question first: " + ", ".join(_short(a) for a in s.prompt["options"][:8]) + "."


def _is_cell(s: BurgleState, value: object) -> bool:
    """A value check, not a rule: a cell is a whole number of the building."""
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < len(s.layout.cells)


def _peek_reason(s: BurgleState, seat: int, action: Action) -> str:
    if not has_actions(s):
        return NO_ACTIONS
    if not _is_cell(s, action["cell"]) or not can_peek(s, seat, action["cell"]):
        return f"You can only peek into an unrevealed room you can see from here: cells {peek_targets(s, seat)}."
    return _listed(s, seat, action)


def _move_reason(s: BurgleState, seat: int, action: Action) -> str:
    to = action["to"]
    if not _is_cell(s, to) or not can_move_to(s, seat, to):
        reach = sorted(c for c, way in destinations(s, seat).items() if way != "roof")
        return f"You cannot move to {to!r} from here; you can reach cells {reach}."
    costs = entry_costs(s, seat, to)
    hows = [how for _, how in costs]
    how, name = action.get("how"), s.layout.name(to)
    if how not in hows:
        if hows == [None]:
            return f"Moving into {name} takes no 'how' choice."
        return f"Moving into {name}, choose how: {', '.join(repr(h) for h in hows if h is not None)}."
    cost = costs[hows.index(how)][0]
    if not has_actions(s, cost):
        return NO_ACTIONS if not has_actions(s) else (
            f"That move to {name} costs {cost} actions; you have {s.actions_left} left.")
    if action.get("exit") not in exit_options(s, seat):
        if exit_options(s, seat) == [None]:
            return "Only leaving a Motion room entered this turn takes an 'exit' choice."
        return "Leaving the Motion room you entered this turn, choose exit 'alarm' or 'hack'."
    return _listed(s, seat, action)


def _escape_reason(s: BurgleState, seat: int, action: Action) -> str:
    if not has_actions(s):
        return NO_ACTIONS
    if not can_reach_roof(s, seat):
        return "You can escape only from the top floor's stairs once every safe is open and no loot is left."
    if not are_safes_open(s):
        return "Every safe must be open before the crew escapes."
    if is_kitty_loose(s):
        return "The Persian Kitty is loose: someone must pick it up before anyone escapes."
    if leaves_loot(s, seat):
        return "You are the last one inside: pick up the loot left in the building before you escape."
    return _listed(s, seat, action)


def _hack_reason(s: BurgleState, seat: int, action: Action) -> str:
    if not has_actions(s):
        return NO_ACTIONS
    if not can_hack_here(s, seat):
        return "You can only hack in a computer room with fewer than six tokens."
    return _listed(s, seat, action)


def _safe_reason(s: BurgleState, seat: int, action: Action) -> str:
    """Why a die cannot be added (`add_die`) or rolled (`roll`) at that safe."""
    safe = action["safe"]
    if not _is_cell(s, safe):
        return f"A safe is named by its cell number, not {safe!r}."
    if not can_work_on(s, seat, safe):
        return f"There is no unopened safe at {s.layout.name(safe)} within your reach."
    if action["type"] == "add_die":
        if not has_actions(s, 2):
            return f"Adding a die takes two actions; you have {s.actions_left} left."
        if not has_room_for_die(s, safe):
            return f"That safe already holds {MAX_SAFE_DICE} dice."
        return _listed(s, seat, action)
    if not has_actions(s):
        return NO_ACTIONS
    if not has_dice(s, safe):
        return "Add a die to the safe before rolling."
    if not is_combination_revealed(s, safe):
        return "Every room of the safe's row and column must be revealed before you roll."
    if not is_keycard_there(s, safe):
        return "The Keycard's holder must stand on the safe for anyone to roll."
    return _listed(s, seat, action)


def _pickup_reason(s: BurgleState, seat: int, action: Action) -> str:
    item = action["item"]
    if not free_left(s):
        return NO_FREE
    if not lies_here(s, seat, item):
        here = sorted(set(s.items.get(str(s.thieves[seat].pos), [])))
        return f"There is no {item!r} here; you could pick up: {', '.join(here)}." if here else (
            "There is nothing here you can pick up.")
    if not may_carry(s, seat, item):
        return f"You already carry a Gold Bar: {GOLD_BAR}"
    return _listed(s, seat, action)


def _tool_reason(s: BurgleState, seat: int, action: Action) -> str:
    tool = action["tool"]
    if tool not in s.thieves[seat].tools:
        return f"You hold no tool {tool!r}."
    if is_holding_bust(s, seat):
        return "The Bust forbids tools while you carry it."
    if not free_left(s):
        return NO_FREE
    if not has_target(s, seat, tool):
        return f"The {title(tool)} has nothing to act on now."
    return _listed(s, seat, action)


def _offer_reason(s: BurgleState, seat: int, action: Action) -> str:
    other = action["seat"]
    if not isinstance(other, int) or isinstance(other, bool) or not 0 <= other < s.players:
        return f"Name the thief to trade with by their seat number, not {other!r}."
    if not free_left(s):
        return NO_FREE
    if not shares_room(s, seat, other):
        return "You can only trade with a thief in your room."
    giver, taker, card = (seat, other, action["give"]) if "give" in action else (other, seat, action["take"])
    if not holds(s, giver, card):
        return f"You do not hold {card!r}." if giver == seat else f"{{p{other}}} does not hold {card!r}."
    if not may_carry(s, taker, card):
        return f"{'They' if taker == other else 'You'} already carry a Gold Bar: {GOLD_BAR}"
    return _listed(s, seat, action)


def _ability_reason(s: BurgleState, seat: int, action: Action) -> str:
    kind = action["type"]
    if not has_ability(s, seat, kind):
        return f"Your character has no {kind} ability."
    return _listed(s, seat, action)


def _listed(s: BurgleState, seat: int, action: Action) -> str:
    """When no single predicate names the reason (an ability's own conditions): what is possible instead."""
    kind = action["type"]
    same = [a for a in legal(s, seat) if a["type"] == kind]
    if same:
        return f"That {kind} is not possible now; you could: {', '.join(_short(a) for a in same[:6])}."
    return f"Your character cannot {kind} now."


_REASONS: dict[str, Callable[[BurgleState, int, Action], str]] = {
    "peek": _peek_reason, "move": _move_reason, "escape": _escape_reason, "hack": _hack_reason,
    "add_die": _safe_reason, "roll": _safe_reason, "pickup": _pickup_reason, "tool": _tool_reason,
    "offer": _offer_reason,
}


def _short(a: Action) -> str:
    return " ".join(f"{k}={v}" for k, v in a.items())
