"""The bot's free actions: which tools and character abilities to use now, and their targets.

Only sure gains are taken: stealth when it runs low, Donuts when the guard is
coming, extra actions at the start of a turn, hack tokens, and the Hawk's free
looks at rooms that matter. The Raven's crow goes on the guard's next step.
"""

from __future__ import annotations

from meeple.engine import Action

from .state import BurgleState


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
    for kind in ("xray", "enhance"):
        looks = [a for a in by_type.get(kind, []) if a["cell"] in wanted]
        if looks:
            return looks[0]
    return _crow(s, seat, by_type)


def before_ending(s: BurgleState, seat: int, by_type: dict[str, list[Action]], hot: dict[int, float]) -> Action | None:
    """Donuts for the guard who is about to walk into this thief's room."""
    tools = {a["tool"] for a in by_type.get("tool", [])}
    here = s.thieves[seat].pos
    floor = s.layout.floor(here)
    if "donuts" in tools and hot.get(here, 0.0) >= 20 and not s.guards[floor].donut:
        return {"type": "tool", "tool": "donuts"}
    return None


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


def answer_tool(s: BurgleState, legal: list[Action], wanted: set[int]) -> Action | None:
    """Targets for the tools above: Donuts for this floor's guard, Blueprints on a wanted room."""
    prompt = s.prompt or {}
    if prompt.get("kind") == "donuts":
        floor = s.layout.floor(s.me.pos)
        return next((a for a in legal if a.get("floor") == floor), None)
    if prompt.get("kind") == "blueprints":
        return next((a for a in legal if a.get("cell") in wanted), None)
    return None
