"""A rule-based thief and teammate: peek before moving, keep out of the guards' way, crack the
safes with the dice that pay for themselves, then run for the roof.

It reads only what the crew sees (revealed rooms, guards, their destinations,
alarms, hands, the discard piles); it never looks at a face-down room or a
deck. Each action is chosen afresh: answer a question, use a tool or ability
(`bottools`), work (`_work`: escape, pick up, dice, roll, peek) while the steps
to a calm room are left over, else walk (`_walk`): on an errand to a goal, or
to the best room to end the turn in (`_plan`). Rooms are measured by the
guards' forecast (`foresight`), routes by `botroute`. The crew is planned for
as a whole where it is cheap: a thief weighs the walk its turn gives the guard
of the floor it ends on against the teammates there (`exposure`), and Donuts
go to whichever guard threatens someone most. `choose` plays a seat as a
teammate; `rollout_action` is the same rule, for searches.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from meeple.engine import Action, Policy, Rng

from .alarms import alarms_on, would_sound
from .botroute import FAR, distance, distances, reach, risky, sticky
from .botteam import ordered_move, rescue
from .bottools import answer_tool, before_ending, free_action
from .foresight import CARE, danger, guard_visits
from .movement import _motion_exit, jammed
from .safeplan import worth_a_die
from .state import BurgleState

CALM = 18.0
"""Danger below which a room is fit to end a turn in or to work from (a 30% chance of the
guard). Bolder thieves win more: 6, 9, 12 and 15 won fewer games, 24 and 30 no more; scaling
it by the thief's stealth tokens did not help either."""
EVENT_RISK = 6.0
"""Danger of drawing an event card (a turn with two actions or fewer): a few of them send the
guard at the thief (Crash, Squeak!, Where Is He?, Switch Signs, Espresso)."""
THERMO = 10.0
"""Danger of ending a turn in a Thermo room with the guard out of reach of its alarm."""
UNKNOWN_ROOM = 3.0
"""Danger of ending a turn in a face-down room (it may hold an alarm or a Deadbolt)."""
SHIELD = 0.3
"""Share of a guard's visit felt in a room whose own stealth tokens cover the thief (a token
is still spent, and the guard may come back)."""


def danger_around(s: BurgleState, seat: int) -> dict[int, float]:
    """`danger` on this thief's floor and on any other floor it could get to this turn."""
    here = s.layout.floor(s.thieves[seat].pos)
    out = danger(s, here)
    for f in sorted({s.layout.floor(c) for c in reach(s, seat, blind=True)} - {here}):
        out.update(danger(s, f, newcomer=True))
    return out


def _wanted(s: BurgleState, seat: int) -> set[int]:
    """Unrevealed rooms worth a free look: those of a known safe's row and column, else any on
    this thief's floor."""
    lines = {n for c in _known_safes(s) for n in s.layout.line(c) if not s.revealed[n]}
    floor = s.layout.floor(s.thieves[seat].pos)
    if lines or any(s.is_room(c, "safe") for c in s.layout.floor_cells(floor)):
        return lines
    return {c for c in s.layout.floor_cells(floor) if not s.revealed[c]}


def _known_safes(s: BurgleState) -> list[int]:
    return [c for c in s.layout.cells if s.revealed[c] and s.rooms[c] == "safe" and not s.safe_open[c]]


def _all_open(s: BurgleState) -> bool:
    safes = sum(1 for c in s.layout.cells if s.revealed[c] and s.rooms[c] == "safe")
    total = {"bank": 3, "office": 2, "fortknox": 3}[s.options["job"]]
    return safes == total and not _known_safes(s)


def _goals(s: BurgleState, seat: int) -> set[int]:
    """Where this thief wants to be: a workable safe, the unknown rooms of a safe's line, the
    landing upstairs once the floor's safe is open (or another thief works this floor), else
    the edge of the explored rooms."""
    lay, p = s.layout, s.thieves[seat].pos
    cells = lay.floor_cells(lay.floor(p))
    frontier = {c for c in cells if s.revealed[c] and any(not s.revealed[n] for n in lay.open[c])}
    safes = [c for c in _known_safes(s) if c in cells]
    if safes and not _all_open(s):
        hidden = {n for c in safes for n in lay.line(c) if not s.revealed[n]}
        near = {c for c in cells if s.revealed[c] and any(n in hidden for n in lay.open[c])}
        return near or (set(safes) if not hidden else frontier)
    crowd = [i for i, t in enumerate(s.thieves) if t.inside and lay.floor(t.pos) == lay.floor(p)]
    spread = len(crowd) > 1 and seat != crowd[0] and lay.above(p) is not None
    if _all_open(s) or _floor_done(s, lay.floor(p)) or spread:
        stairs = {c for c in cells if s.is_room(c, "stairs")}
        landings = {above for c in stairs if (above := lay.above(c)) is not None}
        return (landings or stairs) or frontier
    return frontier


def _floor_done(s: BurgleState, floor: int) -> bool:
    """This floor's safe(s) found and open."""
    cells = s.layout.floor_cells(floor)
    return any(s.is_room(c, "safe") for c in cells) and not any(c in cells for c in _known_safes(s))


def _score_move(s: BurgleState, seat: int, a: Action, goals: set[int], hot: dict[int, float]) -> float:
    to = a["to"]
    lay = s.layout
    score = -float(distance(s, to, goals)) if s.revealed[to] else -50.0
    here = lay.floor(s.thieves[seat].pos)
    if lay.floor(to) > here:
        score = 5.0 if _all_open(s) or _floor_done(s, here) else -20.0
    elif lay.floor(to) < here:
        score = -20.0
    if s.guard_at(to):
        score -= 60
    else:
        score -= hot.get(to, 0.0)
    if s.revealed[to] and risky(s, seat, to):
        score -= 0.5
    how = a.get("how")
    alarm = 0.8 if s.thieves[seat].stealth > 1 else 6.0
    score -= {"alarm": alarm, "hack": 0.2, "pay": 0.5}.get(how or "", 0)
    if _sounds(s, seat, a):
        score -= alarm
    return score


def _sounds(s: BurgleState, seat: int, a: Action) -> bool:
    """Whether a move (without a hack) sets off an alarm on the way in or out."""
    to, p = a["to"], s.thieves[seat].pos
    if a.get("exit") == "alarm" or ("exit" not in a and _motion_exit(s, seat, p) and would_sound(s, p)):
        return True
    if not s.revealed[to] or s.disabled[to] or "how" in a:
        return False
    return s.rooms[to] == "fingerprint" and not jammed(s, seat, to) and would_sound(s, to)


def _answer(s: BurgleState, legal: Sequence[Action], rng: Rng) -> Action:
    """A sensible answer to any question."""
    for pref in ({"type": "enter", "how": "hack"}, {"type": "enter", "how": "pay"}, {"type": "accept"},
                 {"type": "draw", "count": 2},
                 {"type": "side", "side": "basic"}, {"type": "choose", "option": "bottom"}, {"type": "skip"}):
        if pref in legal:
            return pref
    prompt = s.prompt or {}
    if prompt.get("kind") == "entrance":
        hot = danger(s, 0)
        calm = [a for a in legal if hot.get(a["cell"], 0) < 12]
        return max(calm or legal, key=lambda a: (s.layout.dist(a["cell"])[s.guards[0].pos or 0], -a["cell"]))
    if prompt.get("kind") == "throw_voice":
        mine = [x.pos for x in s.thieves if x.inside]
        return max(legal, key=lambda a: (min(s.layout.dist(a["cell"])[c] % 99 for c in mine), -a["cell"]))
    if prompt.get("kind") == "go_with_your_gut":
        hot = danger(s, s.layout.floor(s.me.pos))
        return max(legal, key=lambda a: _score_move(s, s.turn, a, set(), hot) if a.get("type") == "move" else 0)
    return legal[0]


def _plan(s: BurgleState, seat: int, hot: dict[int, float], goals: set[int]) -> tuple[int, int]:
    """The room to end the turn in (and the first step there): out of the guard's way, near the
    goal, cheap to reach; a face-down room will do when nothing else is calm."""
    reachable = reach(s, seat, blind=True)
    limit = 3 if "stamp" in s.thieves[seat].loot else 2
    care = CARE[min(s.thieves[seat].stealth, len(CARE) - 1)]
    near = distances(s, goals)
    watched = max((hot.get(c, 0.0) for c in s.layout.cells if s.active_room(c, "camera")), default=0.0)

    def value(c: int) -> float:
        thermo = _thermo(s, c) if s.active_room(c, "thermo") else 0.0
        camera = watched if s.active_room(c, "camera") else 0.0
        event = EVENT_RISK if s.actions_used + reachable[c][0] <= limit else 0.0
        unknown = 0.0 if s.revealed[c] else UNKNOWN_ROOM
        return (-care * _shielded(s, seat, c) * hot.get(c, 0.0) - 1.5 * near.get(c, FAR) - 0.1 * reachable[c][0]
                - thermo - camera - event - unknown)

    floors = {s.layout.floor(c) for c in reachable}
    team = {f: exposure(s, seat, f) for f in floors} if len(floors) > 1 else dict.fromkeys(floors, 0.0)
    target = max(reachable, key=lambda c: (value(c) - team[s.layout.floor(c)], -c))
    return target, reachable[target][1]


def _thermo(s: BurgleState, cell: int) -> float:
    """Danger of ending a turn in a Thermo room: its alarm calls the guard, one step faster, to
    the thief; he gets there at once when that near."""
    g = s.guards[s.layout.floor(cell)]
    if g.pos is None:
        return THERMO
    speed = g.die + len(alarms_on(s, s.layout.floor(cell))) + 1
    return 60.0 if s.layout.dist(g.pos)[cell] <= speed else THERMO


def _shielded(s: BurgleState, seat: int, cell: int) -> float:
    """How much of a guard's visit a thief would feel in `cell`: little where the room's own
    stealth tokens (a Lavatory, a Smoke Bomb) cover everyone standing there."""
    others = sum(1 for i in s.thieves_at(cell) if i != seat)
    return SHIELD if s.tile_stealth[cell] > others else 1.0


def exposure(s: BurgleState, seat: int, floor: int) -> float:
    """What the guard's walk after this thief's turn on `floor` risks for the teammates there:
    their `danger` from that one walk, weighed by how few stealth tokens they have left."""
    mates = [t for i, t in enumerate(s.thieves) if i != seat and t.inside and s.layout.floor(t.pos) == floor]
    if not mates or s.guards[floor].pos is None:
        return 0.0
    odds = guard_visits(s, floor, 1)
    return sum(60.0 * odds.get(t.pos, 0.0) * CARE[min(t.stealth, len(CARE) - 1)] for t in mates)


def _calm(s: BurgleState, hot: dict[int, float]) -> set[int]:
    """Revealed rooms fit to end a turn in (see `_calm_room`)."""
    return {c for c in s.layout.cells if s.revealed[c] and _calm_room(s, c, hot)}


def _calm_room(s: BurgleState, cell: int, hot: dict[int, float]) -> bool:
    """Fit to end a turn in: out of the guard's way, not a Thermo, and sure to be got into (not a
    locked Keypad)."""
    if s.active_room(cell, "keypad") and not s.keypad_open[cell]:
        return False
    return hot.get(cell, 0.0) < CALM and not s.active_room(cell, "thermo")


def _errand(s: BurgleState, seat: int, hot: dict[int, float], goals: set[int]) -> int | None:
    """A goal room worth walking to now: reachable, with an action to work there and the
    steps back to a calm room left over."""
    reachable = reach(s, seat)
    calm = _calm(s, hot)
    p = s.thieves[seat].pos
    options = sorted((reachable[g][0], g) for g in goals if g in reachable and g != p)
    back = distances(s, calm)
    for cost, g in options:
        way_back = back.get(g, FAR) if not sticky(s, seat, g) else (0 if g in calm else FAR)
        if cost + 1 + way_back <= s.actions_left:
            return g
    for cost, g in options:
        if cost + 1 <= s.actions_left and hot.get(g, 0.0) < 2 * CALM and s.actions_used < 2:
            return g
    return None


def _escape_cost(s: BurgleState, seat: int, hot: dict[int, float]) -> int:
    """Actions needed to get out of the guard's way from here (0 if already out of it), a
    face-down room next to the known ones included (as `_plan` counts it)."""
    reachable = reach(s, seat, blind=True)
    calm = [cost for c, (cost, _) in reachable.items() if _calm_room(s, c, hot)]
    if calm:
        return min(calm)
    least = min(hot.get(c, 0.0) for c in reachable)
    return min(cost for c, (cost, _) in reachable.items() if hot.get(c, 0.0) == least)


def choose_action(s: BurgleState, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
    """The rule: answer questions; escape; pick up; work the safe and peek while an action is
    left to step out of the guard's way; walk toward the goal; end the turn somewhere calm."""
    if len(legal) == 1:
        return legal[0]
    if s.prompt is not None:
        return answer_tool(s, legal, _wanted(s, s.turn)) or ordered_move(s, legal) or _answer(s, legal, rng)
    by_type: dict[str, list[Action]] = {}
    for a in legal:
        by_type.setdefault(a["type"], []).append(a)
    hot = danger_around(s, seat)
    act = free_action(s, seat, by_type, _wanted(s, seat)) or _work(s, seat, by_type, hot)
    act = act or _walk(s, seat, by_type.get("move", []), hot) or before_ending(s, seat, by_type, hot)
    return act or {"type": "end_turn"}


def _work(s: BurgleState, seat: int, by_type: dict[str, list[Action]], hot: dict[int, float]) -> Action | None:
    """Escape, pick up, order a teammate out of danger, add a die, roll, peek: whatever is useful
    and leaves a way out."""
    for kind in ("escape", "pickup"):
        if kind in by_type:
            return by_type[kind][0]
    p = s.thieves[seat].pos
    spare = s.actions_left - _escape_cost(s, seat, hot)
    if spare >= 1 and (order := rescue(s, seat, by_type, CALM)):
        return order
    dice = [a for a in by_type.get("add_die", []) if worth_a_die(s, seat, a["safe"])]
    if dice and spare >= 2:
        return dice[0]
    if "roll" in by_type and spare >= 1:
        return by_type["roll"][0]
    if "peek" in by_type and spare >= 1:
        floor, wanted = s.layout.floor(p), _wanted(s, seat)
        return min(by_type["peek"], key=lambda a: (a["cell"] not in wanted, s.layout.floor(a["cell"]) != floor,
                                                   a["cell"]))
    return None


def _walk(s: BurgleState, seat: int, moves: list[Action], hot: dict[int, float]) -> Action | None:
    """Toward an errand, or else a calm room near the goal (the landing upstairs once the floor
    is done)."""
    p = s.thieves[seat].pos
    goals = _goals(s, seat)
    errand = _errand(s, seat, hot, goals)
    target, first = (errand, reach(s, seat)[errand][1]) if errand is not None else _plan(s, seat, hot, goals)
    if target != p:
        steps = [a for a in moves if a["to"] == first]
        if steps:
            return min(steps, key=lambda a: {"pay": 0, "hack": 1, "alarm": 3}.get(a.get("how") or "", 2))
    calm = [a for a in moves if hot.get(a["to"], 0.0) < CALM]
    if calm and distance(s, p, goals) >= FAR and s.actions_left - _escape_cost(s, seat, hot) >= 1:
        return max(calm, key=lambda a: (_score_move(s, seat, a, goals, hot), -a["to"]))
    return None


class BurglePolicy(Policy):
    """The bot as a rollout policy and as a teammate."""

    def rollout_action(self, state: Any, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
        """One of `legal`, by the rule (for the thief the seat acts for)."""
        return choose_action(state, state.actor(seat), legal, rng)

    def choose(self, game: Any, state: Any, seat: int, rng: Rng) -> Action:
        """The teammate's move for `seat` now."""
        return choose_action(state, state.actor(seat), game.legal_actions(state, seat), rng)


POLICY = BurglePolicy()
