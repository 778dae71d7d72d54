"""A simple rule-based thief: peek before moving, keep out of the guard's next steps, crack the
safes one by one, then run for the roof.

It reads only what the crew sees (revealed rooms, guards, their destinations,
alarms); it never looks at a face-down room or a deck. `choose` plays a seat
as a teammate; `rollout_action` is the same rule, for searches.
"""

from __future__ import annotations

from typing import Any

from meeple.engine import Action, Rng

from .bottools import answer_tool, before_ending, free_action
from .foresight import guard_visits
from .state import BurgleState


CALM = 6.0
"""Danger below which a room is fit to end a turn in (a one-in-ten chance of the guard)."""


def danger(s: BurgleState, floor: int) -> dict[int, float]:
    """How bad it is to stand on each cell of a floor when the turn ends: 60 times the chance
    that the guard walks in before this thief acts again (he walks once after each turn of a
    thief on his floor; see `foresight`), and 40 on the guard's own cell."""
    g = s.guards[floor]
    if g.pos is None:
        return {}
    inside = sum(1 for t in s.thieves if t.inside and s.layout.floor(t.pos) == floor)
    out = {c: 60.0 * p for c, p in guard_visits(s, floor, max(1, inside)).items()}
    out[g.pos] = max(out.get(g.pos, 0.0), 40.0)
    for c in s.layout.floor_cells(floor):
        if s.active_room(c, "foyer"):
            out[c] = max([out.get(c, 0.0)] + [out.get(n, 0.0) for n in s.layout.open[c]])
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
    stairs up once the floor's safe is open, else the edge of the explored rooms."""
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
        return stairs or frontier
    return frontier


def _crowded(s: BurgleState, seat: int) -> bool:
    """Another thief (with a lower seat) works this floor: better spread out upstairs."""
    floor = s.layout.floor(s.thieves[seat].pos)
    return any(t.inside and s.layout.floor(t.pos) == floor for t in s.thieves[:seat])


def _floor_done(s: BurgleState, floor: int) -> bool:
    """This floor's safe(s) found and open."""
    cells = s.layout.floor_cells(floor)
    return any(s.is_room(c, "safe") for c in cells) and not any(c in cells for c in _known_safes(s))


def _distance(s: BurgleState, start: int, goals: set[int]) -> int:
    """Steps from `start` to the nearest goal through revealed rooms (99 when none)."""
    if not goals:
        return 99
    seen, frontier, d = {start}, [start], 0
    while frontier:
        if any(c in goals for c in frontier):
            return d
        nxt = []
        for c in frontier:
            for n in s.layout.open[c]:
                if n not in seen and s.revealed[n]:
                    seen.add(n)
                    nxt.append(n)
        frontier, d = nxt, d + 1
    return 99


def _score_move(s: BurgleState, seat: int, a: Action, goals: set[int], hot: dict[int, float]) -> float:
    to = a["to"]
    lay = s.layout
    score = -float(_distance(s, to, goals)) if s.revealed[to] else -50.0
    here = lay.floor(s.thieves[seat].pos)
    if lay.floor(to) > here:
        score = 5.0 if _all_open(s) or _floor_done(s, here) else -20.0
    elif lay.floor(to) < here:
        score = -20.0
    if s.guard_at(to):
        score -= 60
    else:
        score -= hot.get(to, 0.0)
    if s.revealed[to] and _risky(s, seat, to):
        score -= 0.5
    how = a.get("how")
    alarm = 0.8 if s.thieves[seat].stealth > 1 else 6.0
    score -= {"alarm": alarm, "hack": 0.2, "pay": 0.5}.get(how or "", 0)
    if _sounds(s, seat, a):
        score -= alarm
    return score


def _sounds(s: BurgleState, seat: int, a: Action) -> bool:
    """Whether a move (without a hack) sets off an alarm on the way in or out."""
    from .alarms import would_sound
    from .movement import _motion_exit, jammed

    to, p = a["to"], s.thieves[seat].pos
    if a.get("exit") == "alarm" or ("exit" not in a and _motion_exit(s, seat, p) and would_sound(s, p)):
        return True
    if not s.revealed[to] or s.disabled[to] or "how" in a:
        return False
    return s.rooms[to] == "fingerprint" and not jammed(s, seat, to) and would_sound(s, to)


def _risky(s: BurgleState, seat: int, cell: int) -> bool:
    """Rooms that would set off an alarm for this thief now."""
    from .guards import guard_on_camera

    room, t = s.rooms[cell], s.thieves[seat]
    return ((room == "thermo" and s.actions_left <= 1) or (room == "detector" and bool(t.tools or t.loot))
            or (room == "camera" and guard_on_camera(s)))


def _answer(s: BurgleState, legal: list[Action], rng: Rng) -> Action:
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
    if prompt.get("kind") in ("go_with_your_gut", "orders"):
        hot = danger(s, s.layout.floor(s.me.pos))
        return max(legal, key=lambda a: _score_move(s, s.turn, a, set(), hot) if a.get("type") == "move" else 0)
    return legal[0]


def _step_cost(s: BurgleState, seat: int, cell: int) -> int | None:
    """Actions to walk into a revealed room on the way (None: not a room to cross)."""
    if not s.revealed[cell] or s.guard_at(cell) or s.disabled[cell]:
        return None if s.guard_at(cell) or not s.revealed[cell] else 1
    room = s.rooms[cell]
    if room == "deadbolt":
        return 1 if s.thieves_at(cell) else 3
    if room == "laser" and "mirror" not in s.thieves[seat].loot:
        return 2
    if room == "keypad" and not s.keypad_open[cell]:
        return 2
    if room in ("fingerprint", "motion") or (room == "detector" and _risky(s, seat, cell)):
        return 1 if s.thieves[seat].stealth > 1 else None
    return 1


def reach(s: BurgleState, seat: int) -> dict[int, tuple[int, int]]:
    """Rooms of this floor the thief can reach this turn through revealed rooms:
    cell -> (actions, first step). The thief's own room is there at (0, itself)."""
    p = s.thieves[seat].pos
    best: dict[int, tuple[int, int]] = {p: (0, p)}
    frontier = [p]
    while frontier:
        nxt = []
        for c in frontier:
            cost, first = best[c]
            for n in s.layout.open[c]:
                step = _step_cost(s, seat, n)
                if step is None or cost + step > s.actions_left:
                    continue
                if n not in best or best[n][0] > cost + step:
                    best[n] = (cost + step, n if c == p else first)
                    nxt.append(n)
        frontier = nxt
    return best


def _plan(s: BurgleState, seat: int, hot: dict[int, float], goals: set[int]) -> int:
    """The room to end the turn in: away from the guard, near the goal, cheap to reach."""
    reachable = reach(s, seat)

    def value(c: int) -> float:
        thermo = 10.0 if s.active_room(c, "thermo") else 0.0
        return -hot.get(c, 0.0) - 1.5 * _distance(s, c, goals) - 0.1 * reachable[c][0] - thermo

    return max(reachable, key=lambda c: (value(c), -c))


def _calm(s: BurgleState, hot: dict[int, float]) -> set[int]:
    """Revealed rooms fit to end a turn in: out of the guard's way, not a Thermo."""
    return {c for c in s.layout.cells if s.revealed[c] and hot.get(c, 0.0) < CALM and not s.active_room(c, "thermo")}


def _errand(s: BurgleState, seat: int, hot: dict[int, float], goals: set[int]) -> int | None:
    """A goal room worth walking to now: reachable, with an action to work there and the
    steps back to a calm room left over."""
    reachable = reach(s, seat)
    calm = _calm(s, hot)
    p = s.thieves[seat].pos
    options = sorted((reachable[g][0], g) for g in goals if g in reachable and g != p)
    for cost, g in options:
        if cost + 1 + _distance(s, g, calm) <= s.actions_left:
            return g
    for cost, g in options:
        if cost + 1 <= s.actions_left and hot.get(g, 0.0) < 2 * CALM and s.actions_used < 2:
            return g
    return None


def _escape_cost(s: BurgleState, seat: int, hot: dict[int, float]) -> int:
    """Actions needed to get out of the guard's way from here (0 if already out of it)."""
    calm = [cost for c, (cost, _) in reach(s, seat).items() if hot.get(c, 0.0) < CALM]
    return min(calm) if calm else 0


def choose_action(s: BurgleState, seat: int, legal: list[Action], rng: Rng) -> Action:
    """The rule: answer questions; escape; pick up; work the safe and peek while an action is
    left to step out of the guard's way; walk toward the goal; end the turn somewhere calm."""
    if len(legal) == 1:
        return legal[0]
    if s.prompt is not None:
        return answer_tool(s, legal, _wanted(s, s.turn)) or _answer(s, legal, rng)
    by_type: dict[str, list[Action]] = {}
    for a in legal:
        by_type.setdefault(a["type"], []).append(a)
    p = s.thieves[seat].pos
    hot = danger(s, s.layout.floor(p))
    act = free_action(s, seat, by_type, _wanted(s, seat)) or _work(s, seat, by_type, hot)
    act = act or _walk(s, seat, by_type.get("move", []), hot) or before_ending(s, seat, by_type, hot)
    return act or {"type": "end_turn"}


def _work(s: BurgleState, seat: int, by_type: dict[str, list[Action]], hot: dict[int, float]) -> Action | None:
    """Escape, pick up, roll, add a die, peek: whatever is useful and leaves a way out."""
    for kind in ("escape", "pickup"):
        if kind in by_type:
            return by_type[kind][0]
    p = s.thieves[seat].pos
    spare = s.actions_left - (1 if hot.get(p, 0.0) >= CALM else 0)
    if "roll" in by_type and spare >= 1:
        return by_type["roll"][0]
    if "add_die" in by_type and s.safe_dice[p] < 3 and spare >= 2:
        return by_type["add_die"][0]
    if "peek" in by_type and spare >= 1:
        floor = s.layout.floor(p)
        return min(by_type["peek"], key=lambda a: (s.layout.floor(a["cell"]) != floor, a["cell"]))
    return None


def _walk(s: BurgleState, seat: int, moves: list[Action], hot: dict[int, float]) -> Action | None:
    """Up the stairs when the floor is done; else toward an errand or a calm room near the goal."""
    p = s.thieves[seat].pos
    floor = s.layout.floor(p)
    up = [a for a in moves if s.layout.floor(a["to"]) > floor]
    if up and s.is_room(p, "stairs") and (_all_open(s) or _floor_done(s, floor) or _crowded(s, seat)):
        return up[0]
    goals = _goals(s, seat)
    errand = _errand(s, seat, hot, goals)
    target = errand if errand is not None else _plan(s, seat, hot, goals)
    if target != p:
        first = reach(s, seat)[target][1]
        steps = [a for a in moves if a["to"] == first]
        if steps:
            return min(steps, key=lambda a: {"pay": 0, "hack": 1, "alarm": 3}.get(a.get("how") or "", 2))
    if moves and _distance(s, p, goals) >= 99 and s.actions_left - _escape_cost(s, seat, hot) >= 1:
        return max(moves, key=lambda a: (_score_move(s, seat, a, goals, hot), -a["to"]))
    return None


class BurglePolicy:
    """The bot as a rollout policy and as a teammate."""

    def rollout_action(self, state: Any, seat: int, legal: list[Action], rng: Rng) -> Action:
        """One of `legal`, by the rule (for the thief the seat acts for)."""
        return choose_action(state, state.actor(seat), legal, rng)

    def choose(self, game: Any, state: Any, seat: int, rng: Rng) -> Action:
        """The teammate's move for `seat` now."""
        return choose_action(state, state.actor(seat), game.legal_actions(state, seat), rng)


POLICY = BurglePolicy()
