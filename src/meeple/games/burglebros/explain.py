"""Why an action is refused, in a sentence a player can read.

Called only after the engine has refused anything of the wrong shape and
`legal_actions` has refused the action; the turn's predicates of `actions.py`
choose the sentence.
"""

from __future__ import annotations

from meeple.engine import Action

from .actions import has_action_left, is_asked, is_over, is_your_turn, legal, peek_targets
from .components import title
from .movement import destinations
from .state import OVER, BurgleState


def explain(s: BurgleState, seat: int, action: Action) -> str:
    """The reason `action` is not legal for `seat` now."""
    kind = action["type"]
    if s.stage == OVER or is_over(s):
        return "The heist is over."
    if is_asked(s):
        return _prompt_reason(s, seat)
    if not is_your_turn(s, seat):
        return f"It is not your turn: {{p{s.turn}}} is playing."
    same = [a for a in legal(s, seat) if a.get("type") == kind]
    if not same:
        return _absent(s, seat, kind)
    if kind == "peek":
        return f"You can only peek into an unrevealed room you can see from here: cells {peek_targets(s, seat)}."
    if kind == "move":
        return _move_reason(s, seat, action)
    return f"That {kind} is not possible now; you could: {', '.join(_short(a) for a in same[:6])}."


def _prompt_reason(s: BurgleState, seat: int) -> str:
    assert s.prompt is not None
    kind, who_ = s.prompt["kind"], s.prompt["seat"]
    if who_ != seat:
        return f"Waiting for {{p{who_}}} to answer ({title(kind)})."
    return f"Answer the {title(kind)} question first: " + ", ".join(_short(a) for a in s.prompt["options"][:8]) + "."


def _absent(s: BurgleState, seat: int, kind: str) -> str:
    if kind in ("character", "side", "entrance", "enter", "keep", "choose", "skip", "accept", "decline"):
        return "There is no question to answer now."
    if not has_action_left(s) and kind in ("peek", "move", "hack", "roll", "escape"):
        return "You have no actions left this turn: end your turn."
    reasons = {
        "hack": "You can only hack in a computer room with fewer than six tokens.",
        "add_die": "Adding a die takes two actions, on an unopened safe with fewer than six dice.",
        "roll": "To roll, stand on the safe with a die on it once every room of its row and column is revealed"
                " (and the Keycard's holder is there).",
        "escape": "You can escape only from the top floor's stairs once every safe is open and no loot is left.",
        "pickup": "There is nothing here you can pick up.",
        "tool": "You have no tool you can use now (the Bust forbids tools).",
        "offer": "You can only trade with a thief in your room.",
    }
    return reasons.get(kind, f"Your character cannot {kind} now.")


def _move_reason(s: BurgleState, seat: int, action: Action) -> str:
    to = action.get("to")
    dest = destinations(s, seat)
    if not isinstance(to, int) or isinstance(to, bool) or to not in dest:
        return f"You cannot move to {to!r} from here; you can reach cells {sorted(c for c in dest if c >= 0)}."
    return (f"That move to {s.layout.name(to)} is not allowed as written: check its cost "
            f"({s.actions_left} action(s) left) and the 'how'/'exit' choices offered.")


def _short(a: Action) -> str:
    return " ".join(f"{k}={v}" for k, v in a.items())
