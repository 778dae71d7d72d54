"""Tools: free actions on your own turn (not while holding the Bust). A tool with a target asks
for it with a prompt; the card is discarded when played."""

from __future__ import annotations

from meeple.engine import Action, Event

from .alarms import add_hack, trigger
from .budget import count_free, free_left
from .components import COMPUTER_OF, HACKABLE, MAX_HACKS, title
from .log import say, who
from .safes import combination, crack
from .state import ROOF, BurgleState, set_walls
from .tiles import reveal


def _targets(s: BurgleState, seat: int, tool: str) -> list[Action] | None:
    """The prompt options a tool needs (None for a tool without a target; [] when unusable now)."""
    t, lay = s.thieves[seat], s.layout
    p = t.pos
    if tool == "blueprints":
        return [{"type": "choose", "cell": c} for c in lay.cells if not s.revealed[c]]
    if tool == "crowbar":
        return [{"type": "choose", "cell": c} for c in lay.open[p] if s.revealed[c] and not s.disabled[c]]
    if tool == "donuts":
        return [{"type": "choose", "floor": f} for f, g in enumerate(s.guards) if g.pos is not None and not g.donut]
    if tool == "dynamite":
        return [{"type": "choose", "cell": c} for c in lay.walled(p)]
    if tool == "stethoscope":
        safe = s.flags["last_roll"]
        if safe is None or s.safe_open[safe]:
            return []
        faces = sorted({s.numbers[c] for c in combination(s, safe) if not s.cracked[c]})
        return [{"type": "choose", "face": f} for f in faces]
    if tool == "thermal_bomb":
        ways = ["up"] if not _linked(s, p, "up") else []
        if lay.below(p) is not None and not _linked(s, p, "down"):
            ways.append("down")
        return [{"type": "choose", "option": w} for w in ways]
    if tool == "virus":
        return _virus_options(s)
    if tool == "crystal_ball":
        return [] if not s.events.cards else _crystal_options(s, [])
    return None


def _linked(s: BurgleState, p: int, way: str) -> bool:
    return any((lo == p) if way == "up" else (hi == p) for lo, hi in s.thermal)


def _virus_options(s: BurgleState) -> list[Action]:
    kinds = {COMPUTER_OF[room] for c in s.layout.cells if s.revealed[c] and (room := s.rooms[c] or "") in COMPUTER_OF}
    return [{"type": "choose", "kind": k} for k in HACKABLE if k in kinds and s.hacks[k] < MAX_HACKS]


def _crystal_options(s: BurgleState, chosen: list[str]) -> list[Action]:
    top = s.events.cards[::-1][:3]
    return [{"type": "choose", "card": c} for c in sorted(set(top) - set(chosen))]


def is_holding_bust(s: BurgleState, seat: int) -> bool:
    """Whether the thief carries the Bust, which forbids tools."""
    return "bust" in s.thieves[seat].loot


def has_target(s: BurgleState, seat: int, tool: str) -> bool:
    """Whether the tool has something to act on now (a tool without a target always has)."""
    options = _targets(s, seat, tool)
    return options is None or bool(options)


def can_use_tool(s: BurgleState, seat: int, tool: object) -> bool:
    """Whether `seat` may play `tool` now: held, no Bust, a free action left, and a target for it."""
    return (tool in s.thieves[seat].tools and not is_holding_bust(s, seat) and free_left(s)
            and has_target(s, seat, str(tool)))


def tool_actions(s: BurgleState, seat: int) -> list[Action]:
    """Tools the thief on turn may play now."""
    tools = s.thieves[seat].tools
    if not tools:
        return []
    return [{"type": "tool", "tool": tool} for tool in sorted(set(tools)) if can_use_tool(s, seat, tool)]


def use_tool(s: BurgleState, seat: int, tool: str, events: list[Event]) -> None:
    """Discard the tool and apply it (or ask for its target)."""
    t = s.thieves[seat]
    options = _targets(s, seat, tool)
    t.tools.remove(tool)
    s.tools.discard.append(tool)
    count_free(s)
    say(events, "tool_used", f"{who(seat)} uses the {title(tool)}.", seat=seat, tool=tool)
    if options is not None:
        if tool == "crystal_ball":
            s.events.show_top(3)
            s.prompt = {"kind": tool, "seat": seat, "chosen": [], "options": options}
        else:
            s.prompt = {"kind": tool, "seat": seat, "left": 3, "options": options}
        return
    _instant(s, seat, tool, events)


def _instant(s: BurgleState, seat: int, tool: str, events: list[Event]) -> None:
    t = s.thieves[seat]
    if tool == "emp":
        s.alarm = [False] * len(s.alarm)
        s.effects["emp"] = seat
    elif tool == "invisible_suit":
        s.flags["invisible"] = True
        s.actions_left += 1
    elif tool == "makeup_kit":
        for other in s.thieves_at(t.pos):
            s.thieves[other].stealth += 1
    elif tool == "rollerskates":
        s.actions_left += 2
    elif tool == "smoke_bomb":
        s.tile_stealth[t.pos] += 3


def resolve(s: BurgleState, action: Action, events: list[Event]) -> None:
    """Answer a tool's prompt."""
    prompt = s.prompt
    assert prompt is not None
    kind, seat = prompt["kind"], prompt["seat"]
    s.prompt = None
    p = s.thieves[seat].pos
    if kind == "blueprints":
        reveal(s, action["cell"], events)
    elif kind == "crowbar":
        s.disabled[action["cell"]] = True
        say(events, "crowbar", f"{s.layout.name(action['cell'])} is jammed open for good.", cell=action["cell"])
    elif kind == "donuts":
        s.guards[action["floor"]].donut = True
    elif kind == "dynamite":
        a, b = sorted((p, action["cell"]))
        set_walls(s, [w for w in s.walls if w != [a, b]])
        say(events, "dynamite", f"The wall between {s.layout.name(a)} and {s.layout.name(b)} is blown away.")
        trigger(s, p, events, "the dynamite blast")
    elif kind == "stethoscope":
        crack(s, seat, s.flags["last_roll"], {action["face"]}, events)
    elif kind == "thermal_bomb":
        _thermal(s, p, action["option"], events)
    elif kind == "virus":
        _virus(s, seat, prompt, action["kind"], events)
    elif kind == "crystal_ball":
        _crystal(s, seat, prompt, action["card"], events)


def _thermal(s: BurgleState, p: int, way: str, events: list[Event]) -> None:
    lay = s.layout
    if way == "up":
        up = lay.above(p)
        s.thermal.append([p, up if up is not None else ROOF])
    else:
        down = lay.below(p)
        if down is None:  # "down" is only offered above the ground floor
            raise ValueError(f"no floor below {lay.name(p)} for the Thermal Bomb")
        s.thermal.append([down, p])
    say(events, "thermal", f"A Thermal Bomb burns a way {way} from {lay.name(p)}.", cell=p)
    trigger(s, p, events, "the Thermal Bomb")


def _virus(s: BurgleState, seat: int, prompt: dict, kind: str, events: list[Event]) -> None:
    add_hack(s, kind)
    say(events, "virus", f"The virus adds a {kind} hack token ({s.hacks[kind]} now).", kind=kind)
    left = prompt["left"] - 1
    options = _virus_options(s)
    if left and options:
        s.prompt = {"kind": "virus", "seat": seat, "left": left, "options": options}


def _crystal(s: BurgleState, seat: int, prompt: dict, card: str, events: list[Event]) -> None:
    chosen = prompt["chosen"] + [card]
    k = min(3, len(s.events.cards))
    rest = sorted(set(s.events.cards[::-1][:k]) - set(chosen))
    if len(rest) > 1:
        s.prompt = {"kind": "crystal_ball", "seat": seat, "chosen": chosen,
                    "options": [{"type": "choose", "card": c} for c in rest]}
        return
    order = chosen + rest
    s.events.cards[len(s.events.cards) - k:] = order[::-1]
    say(events, "crystal_ball", "The crystal ball sets the next events: " + ", ".join(map(title, order)) + ".",
        cards=order)


TOOL_PROMPTS = ("blueprints", "crowbar", "donuts", "dynamite", "stethoscope", "thermal_bomb", "virus",
                "crystal_ball")
