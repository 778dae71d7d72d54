"""The bot's free actions: which tools and character abilities to use now, and their targets.

Only sure gains are taken: stealth when it runs low, Donuts for the guard who
threatens a thief most (a teammate's too), extra actions at the start of a turn,
hack tokens, the Stethoscope's die after a roll, the Crowbar on a lock next
door, the E.M.P. against a threatening guard's alarms, and the Hawk's free looks
at rooms that matter. The Raven's crow goes on the guard's next step.
"""

from __future__ import annotations

from collections.abc import Sequence

from meeple.engine import Action

from .alarms import alarms_on
from .foresight import threat
from .safes import combination
from .state import BurgleState

DONUTS = 20.0
"""Threat (see `foresight.threat`) at which Donuts are fed to a guard."""


def free_action(s: BurgleState, seat: int, by_type: dict[str, list[Action]], wanted: set[int]) -> Action | None:
    """A tool or free ability worth using now, or None. `wanted` are unrevealed rooms worth a look."""
    t = s.thieves[seat]
    tools = {a["tool"] for a in by_type.get("tool", [])}
    low = t.stealth <= 1
    if low and "smoke_bomb" in tools:
        return {"type": "tool", "tool": "smoke_bomb"}
    if low and "makeup_kit" in tools:
        return {"type": "tool", "tool": "makeup_kit"}
    if "virus" in tools:
        return {"type": "tool", "tool": "virus"}
    if s.actions_used == 0 and not s.flags["invisible"]:
        for tool in ("rollerskates", "invisible_suit"):
            if tool in tools:
                return {"type": "tool", "tool": tool}
    if "blueprints" in tools and wanted:
        return {"type": "tool", "tool": "blueprints"}
    if "stethoscope" in tools:
        return {"type": "tool", "tool": "stethoscope"}
    if "crowbar" in tools and _pry(s, seat):
        return {"type": "tool", "tool": "crowbar"}
    if "emp" in tools and alarms_on(s, s.layout.floor(t.pos)) and threat(s, s.layout.floor(t.pos)) >= DONUTS:
        return {"type": "tool", "tool": "emp"}
    for kind in ("xray", "enhance"):
        looks = [a for a in by_type.get(kind, []) if a["cell"] in wanted]
        if looks:
            return looks[0]
    return _crow(s, seat, by_type)


def before_ending(s: BurgleState, seat: int, by_type: dict[str, list[Action]], hot: dict[int, float]) -> Action | None:
    """Donuts for a guard who is about to walk into this thief's room or a teammate's."""
    tools = {a["tool"] for a in by_type.get("tool", [])}
    if "donuts" in tools and _donut_floor(s) is not None:
        return {"type": "tool", "tool": "donuts"}
    return None


def _donut_floor(s: BurgleState) -> int | None:
    """The floor whose guard most threatens a thief (at least a one-in-three chance), if any."""
    worst = max(((threat(s, f), -f) for f, g in enumerate(s.guards) if g.pos is not None and not g.donut),
                default=(0.0, 0))
    return -worst[1] if worst[0] >= DONUTS else None


def _pry(s: BurgleState, seat: int) -> list[int]:
    """Revealed rooms next door that the Crowbar is best spent on: locked ones (a Deadbolt, a
    locked Keypad) first, then alarm rooms."""
    rank = {"deadbolt": 0, "keypad": 0, "fingerprint": 1, "laser": 1, "motion": 1}
    near = [c for c in s.layout.open[s.thieves[seat].pos]
            if s.revealed[c] and not s.disabled[c] and s.rooms[c] in rank and not s.keypad_open[c]]
    return sorted(near, key=lambda c: (rank[s.rooms[c] or ""], c))


def _crow(s: BurgleState, seat: int, by_type: dict[str, list[Action]]) -> Action | None:
    """The Raven's crow on the first room of the guard's way that it can reach."""
    crows = {a["cell"]: a for a in by_type.get("crow", [])}
    if not crows or s.thieves[seat].side != "basic":
        return None
    from .guards import target

    floor = s.layout.floor(s.thieves[seat].pos)
    g = s.guards[floor]
    goal = target(s, floor)
    if g.pos is None or goal is None or goal == g.pos:
        return None
    nxt = s.layout.step(g.pos, goal)
    return crows.get(nxt) if s.crow != nxt else None


def answer_tool(s: BurgleState, legal: Sequence[Action], wanted: set[int]) -> Action | None:
    """Targets for the tools above: Donuts for the most threatening guard, Blueprints on a wanted
    room, the Crowbar on the best room next door, the Stethoscope's die on the face that cracks
    the most rooms."""
    prompt = s.prompt or {}
    if prompt.get("kind") == "donuts":
        floor = _donut_floor(s)
        return next((a for a in legal if a.get("floor") == floor), None)
    if prompt.get("kind") == "blueprints":
        return next((a for a in legal if a.get("cell") in wanted), None)
    if prompt.get("kind") == "crowbar":
        best = _pry(s, s.turn)
        return next((a for a in legal if best and a.get("cell") == best[0]), None)
    if prompt.get("kind") == "stethoscope":
        safe = s.flags["last_roll"]
        rooms = [c for c in combination(s, safe) if not s.cracked[c]] if safe is not None else []
        return max(legal, key=lambda a: (sum(s.numbers[c] == a.get("face") for c in rooms), -a.get("face", 0)))
    return None
