"""Short labels for actions, for menus, buttons and the terminal."""

from __future__ import annotations

from typing import Any

from .components import CHARACTER_NAMES
from .naming import where
from .state import RoomState


def describe(state: RoomState, seat: int, action: dict[str, Any]) -> str:
    """"program Alice: move, then look", "push Bruce into B1", "slide left", ..."""
    kind = action.get("type")
    room = action.get("room")
    at = where(room) if isinstance(room, int) and 0 <= room < 25 else "?"
    pending = state.pending
    name = CHARACTER_NAMES[pending[1]] if pending is not None else ""
    if kind == "program":
        c = action.get("character")
        who = CHARACTER_NAMES[c] if isinstance(c, int) and 0 <= c < len(CHARACTER_NAMES) else "?"
        plan = f"{action.get('first')}, then {action.get('second')}" if action.get("second") else \
            f"only {action.get('first')}"
        return f"program {who}: {plan}" + (" + Adrenaline" if action.get("adrenaline") is True else "")
    c = action.get("character")
    other = CHARACTER_NAMES[c] if isinstance(c, int) and 0 <= c < len(CHARACTER_NAMES) else "?"
    if kind == "push":
        return f"{name} pushes {other} into {at}"
    if kind == "carry":
        return f"{name} carries {other} into {at}"
    if kind == "call":
        return f"{name} calls {other} over"
    if kind == "lock":
        locked = isinstance(room, int) and 0 <= room < 25 and state.board[room] in state.locks
        return f"{name} {'opens' if locked else 'locks'} {at}"
    simple = {
        "peek": f"first look at {at}", "look": f"{name} looks at {at}", "move": f"{name} moves to {at}",
        "view": f"{name} looks at {at}", "swap": f"swap {name}'s room with {at}", "portal": f"{name} steps into {at}",
        "control": f"{name} slides the line {action.get('dir')}",
        "pivot": f"slide the Pivot Room's line {action.get('dir')}",
        "shift": f"slide {_line(action)} {action.get('dir')}",
        "now": f"{name} acts now", "later": f"{name} acts in the second round", "skip": "skip the room's offer",
        "adrenaline": f"{name}'s Adrenaline: {action.get('action')}", "announce": f"say it is {action.get('colour')}",
        "quiet": "say nothing", "remind": "lay your reminder token on it",
        "hide": f"{name} hides", "recover": f"{name} recovers",
        "remote": f"{name} slides {_line(action)} {action.get('dir')}",
        "sabotage": f"{name} turns {at} into an Empty Room", "wreck": f"{name} turns {at} into an Empty Room",
    }
    return simple.get(str(kind), str(kind))


def _line(action: dict[str, Any]) -> str:
    """"column B", "row 4": the line a Shifting Room slide names."""
    index = action.get("line")
    if not isinstance(index, int) or not 0 <= index < 5:
        return "a line"
    return f"column {'ABCDE'[index]}" if action.get("dir") in ("up", "down") else f"row {index + 1}"
