"""Guards: appearing on a floor, patrol destinations, the walk after each turn, cameras.

Speed is the die plus the alarms on the floor when he starts. He walks one
cell at a time toward his target: the nearest alarm if there is one, else his
patrol destination. When several alarms are equally near, the player on turn
chooses (a prompt, put as soon as the tie appears, even halfway through his
walk). He turns off an alarm by stepping on it; at his destination he draws a
new patrol card and walks on.
"""

from __future__ import annotations

from meeple.engine import Event

from .alarms import alarms_on, has_alarms, trigger
from .components import LOST_VISUAL
from .log import say, say_known, where
from .patrol import draw
from .sight import guard_sees
from .state import BurgleState

_MOVES_LINES: dict[tuple[int, int], Event] = {}
_DESTINATION_LINES: dict[tuple[int, int, str], Event] = {}


def _moves_line(key: tuple[int, int]) -> Event:
    """The log line of a guard's walk: (floor, moves)."""
    floor, moves = key
    return Event("guard_moves", f"The floor {floor + 1} guard moves {max(moves, 0)}.", None, False,
                 {"floor": floor, "moves": moves})


def _destination_line(key: tuple[int, int, str]) -> Event:
    """The log line of a new patrol destination: (floor, cell, the cell's name)."""
    floor, cell, name = key
    return Event("destination", f"The floor {floor + 1} guard's new destination is {name}.", None, True,
                 {"floor": floor, "cell": cell})


def nearest_alarms(s: BurgleState, floor: int) -> list[int]:
    """The alarms of a floor nearest to its guard by walking distance (empty when none or no guard)."""
    guard = s.guards[floor]
    alarms = alarms_on(s, floor)
    if not alarms or guard.pos is None:
        return []
    if len(alarms) == 1:  # the only alarm is the nearest (as `min` below would find): no distances needed
        return alarms
    dist = [s.layout.dist(a)[guard.pos] for a in alarms]
    best = min(dist)
    return [a for a, d in zip(alarms, dist, strict=True) if d == best]


def target(s: BurgleState, floor: int) -> int | None:
    """Where the guard of a floor is heading (the patrol die): the nearest alarm (the players'
    pick among equally near ones; the first in reading order until they pick), else his destination."""
    near = nearest_alarms(s, floor)
    if not near:
        return s.guards[floor].dest
    return s.alarm_pick[floor] if s.alarm_pick[floor] in near else near[0]


def ask_tie(s: BurgleState, floors: tuple[int, ...] | None = None) -> bool:
    """If a guard faces equally near alarms the players have not chosen between, ask the player
    on turn which one he heads for. True if asked. Picks that no longer matter are forgotten."""
    if not any(s.alarm):  # no alarm anywhere: nothing to ask, and every pick is forgotten
        pick = s.alarm_pick
        if floors is not None or pick.count(None) != len(pick):  # (at C speed: usually none is held)
            for f in floors if floors is not None else range(len(s.guards)):
                pick[f] = None
        return False
    squares = s.layout.squares
    for f in floors if floors is not None else range(len(s.guards)):
        if not any(s.alarm[f * squares:(f + 1) * squares]):  # no alarm here (`has_alarms`): the pick is forgotten
            s.alarm_pick[f] = None
            continue
        guard = s.guards[f]
        near = nearest_alarms(s, f) if guard.active else []
        if s.alarm_pick[f] not in near:
            s.alarm_pick[f] = None
        if len(near) > 1 and s.alarm_pick[f] is None:
            s.prompt = {"kind": "alarm_tie", "seat": s.turn, "floor": f,
                        "options": [{"type": "alarm", "cell": c} for c in near]}
            return True
    return False


def choose_alarm(s: BurgleState, cell: int, events: list[Event]) -> None:
    """The answer to `ask_tie`: the guard heads for the alarm at `cell`."""
    assert s.prompt is not None
    floor = s.prompt["floor"]
    s.prompt = None
    s.alarm_pick[floor] = cell
    say(events, "alarm_choice", f"The floor {floor + 1} guard heads for the alarm at {where(s, cell)}.",
        floor=floor, cell=cell)


def new_destination(s: BurgleState, floor: int, events: list[Event]) -> None:
    """Flip patrol cards until one names a square other than the guard's own (or Lost Visual)."""
    guard = s.guards[floor]
    while True:
        card = draw(s, floor, events)
        if card == LOST_VISUAL:
            guard.pos = guard.dest = None
            say(events, "lost_visual", f"Lost visual: the floor {floor + 1} guard slips out of sight.",
                reveals=True, floor=floor)
            return
        if card != guard.pos:
            guard.dest = card
            say_known(events, _DESTINATION_LINES, (floor, card, s.layout.name(card)), _destination_line)
            return


def place_guard(s: BurgleState, floor: int, events: list[Event]) -> None:
    """Put a guard on the board from the patrol deck (a Lost Visual card is passed over), then
    give him a destination. Used when a floor is first reached and after Lost Visual."""
    guard = s.guards[floor]
    guard.active = True
    card = draw(s, floor, events)
    while card == LOST_VISUAL:
        card = draw(s, floor, events)
    guard.pos = card
    say(events, "guard_placed", f"The floor {floor + 1} guard appears at {s.layout.name(card)}.",
        reveals=True, floor=floor, cell=card)
    step_onto(s, floor, card, events)
    new_destination(s, floor, events)


def step_onto(s: BurgleState, floor: int, cell: int, events: list[Event]) -> bool:
    """The guard enters `cell`: alarm off, thieves seen, cameras watch. True if he turned an alarm off."""
    guard = s.guards[floor]
    guard.pos = cell
    cleared = s.alarm[cell]
    if cleared:
        s.alarm[cell] = False
        say(events, "alarm_off", f"The guard turns off the alarm at {where(s, cell)}.", cell=cell)
    if not s.layout.watched[cell].isdisjoint([t.pos for t in s.thieves]):  # (`guard_sees` asks it again)
        guard_sees(s, floor, cell, events)
    if s.result is None and s.rooms[cell] == "camera" and camera_watching(s, cell):  # the kind first: cheap
        for other in camera_thieves(s, exclude=cell):
            trigger(s, other, events, "a guard sees a thief on the cameras")
    return cleared


def after_step(s: BurgleState, floor: int, cell: int, cleared: bool, events: list[Event]) -> None:
    """Arrival: with no alarm left, a reached destination (or, by the rulebook, the last alarm
    turned off) brings a new patrol card."""
    guard = s.guards[floor]
    if cell != guard.dest and not (cleared and s.options["after_alarm"] == "new_card"):
        return  # the usual step, told first without asking for alarms: nothing reached
    if not has_alarms(s, floor) and guard.pos is not None:
        new_destination(s, floor, events)


def camera_watching(s: BurgleState, cell: int) -> bool:
    """A guard on this cell watches the cameras (a revealed, working Camera; no Video Loop)."""
    return s.active_room(cell, "camera") and "video_loop" not in s.effects


def camera_thieves(s: BurgleState, exclude: int) -> list[int]:
    """Cells of thieves standing on working cameras (other than `exclude`)."""
    cells = {t.pos for t in s.thieves if t.inside and t.pos != exclude}
    return sorted(c for c in cells if camera_watching(s, c))


def guard_on_camera(s: BurgleState) -> bool:
    """Whether any guard stands on a working camera."""
    return any(g.pos is not None and camera_watching(s, g.pos) for g in s.guards)


def walk(s: BurgleState, floor: int, events: list[Event], bonus: int = 0) -> bool:
    """The guard's move after a turn on his floor. False when he stopped halfway for the players
    to choose between equally near alarms; his moves left wait in the turn's flags."""
    guard = s.guards[floor]
    moves = s.flags.pop("walk_moves", None)
    if moves is None:
        if not guard.active:
            return True
        if guard.pos is None:
            place_guard(s, floor, events)
            return True
        if guard.donut:
            guard.donut = False
            say(events, "donuts", f"The floor {floor + 1} guard eats the donuts and does not move.", floor=floor)
            return True
        if _disrupted(s, floor, events):
            return True
        moves = guard.die + len(alarms_on(s, floor)) + bonus
        say_known(events, _MOVES_LINES, (floor, moves), _moves_line)
    base = floor * s.layout.squares
    end = base + s.layout.squares
    while moves > 0 and guard.pos is not None and s.result is None:
        if not any(s.alarm[base:end]):  # `ask_tie`, `target` on a floor with no alarm (`has_alarms`, inline):
            s.alarm_pick[floor] = None  # nothing to ask, the pick forgotten, the destination is the goal
            goal = guard.dest
        else:
            if ask_tie(s, (floor,)):
                s.flags["walk_moves"] = moves
                return False
            goal = target(s, floor)
        if goal is None:  # a placed guard always has a destination: pos and dest are cleared together
            raise RuntimeError(f"the floor {floor + 1} guard is on the board with no destination")
        if goal == guard.pos:
            after_step(s, floor, goal, step_onto(s, floor, goal, events), events)
            continue
        nxt = s.layout.step(guard.pos, goal)
        moves -= 1
        cleared = step_onto(s, floor, nxt, events)
        if s.crow == nxt and s.someone_is("raven", "basic") is not None:
            moves -= 1
            say(events, "crow", "The crow distracts the guard: he loses a move.", cell=nxt)
        after_step(s, floor, nxt, cleared, events)
    return True


def _disrupted(s: BurgleState, floor: int, events: list[Event]) -> bool:
    """The Raven's Disrupt: a guard starting on the crow with no alarm on his floor stays put."""
    guard = s.guards[floor]
    if s.crow != guard.pos or s.someone_is("raven", "advanced") is None or alarms_on(s, floor):
        return False
    s.crow = None
    say(events, "crow", "The crow disrupts the guard: he loses all his moves and the crow flies back.",
        floor=floor)
    return True


def step_toward(s: BurgleState, floor: int, goal: int, events: list[Event]) -> None:
    """One step of the guard toward `goal` (Squeak!), with all the effects of entering."""
    guard = s.guards[floor]
    if guard.pos is None or guard.pos == goal:
        return
    nxt = s.layout.step(guard.pos, goal)
    cleared = step_onto(s, floor, nxt, events)
    after_step(s, floor, nxt, cleared, events)


def jump_to(s: BurgleState, floor: int, cell: int, events: list[Event]) -> None:
    """Move a guard straight to `cell` (Switch Signs, Where Is He?), entering it."""
    cleared = step_onto(s, floor, cell, events)
    after_step(s, floor, cell, cleared, events)
