"""A rule-based thief and teammate: peek before moving, keep out of the guards' way, crack the
safes with the dice that pay for themselves, then run for the roof.

It reads only what the crew sees (revealed rooms, guards, their destinations,
alarms, hands, the discard piles); it never looks at a face-down room or a
deck. Each action is chosen afresh: answer a question, use a tool or ability
(`bottools`), pick up, escape, order a teammate out of danger (`_chores`), else
play the first action of the best plan for the rest of the turn (`botplan`:
where to work, how much, and where to end the turn, measured by `_end_value`).
Rooms are measured by the guards' forecast (`foresight`), weighed lightly
against progress (`RISKW`), routes by `botroute`. The crew is planned for
as a whole where it is cheap: a thief weighs the walk its turn gives the guard
of the floor it ends on against the teammates there (`exposure`), and Donuts
go to whichever guard threatens someone most. `choose` plays a seat as a
teammate; `rollout_action` is the same rule, for searches.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from meeple.engine import Action, Policy, Rng

from .alarms import alarms_on, would_sound
from .botlure import lure
from .botplan import move_to, plan_value
from .botroute import FAR, distance, distances, reach, risky, sounds
from .botteam import ordered_move, rescue
from .bottools import answer_tool, before_ending, free_action
from .foresight import CARE, VISIT, danger, guard_visits
from .lootfx import may_carry
from .movement import _motion_exit, jammed
from .nextturn import NextTurn
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
RISKW = 0.15
"""Weight of the guards' forecast against progress (one unit of work is 1.5): a room the guard
will surely walk into costs a thief with two tokens 9, six actions of work. Speed wins: the
guards speed up with every reshuffle of their patrol decks, and those come with the turns
played on their floors (before the lure 0.25, 0.5, 1, 2 and 3 won fewer Office Jobs, 0.05
fewer too; with the lure, which buys calm rooms near the work, 0.15 won more than 0.1)."""
FATAL = 0.45
"""The same weight for a thief with no stealth token left (a sighting loses the game)."""
URGENT = 4.0
"""How much more a step nearer the roof counts once every safe is open."""
SURE = 60.0
"""Extra price of ending a turn where the guard surely walks in (a 90% chance or more; about
forty actions of work): a token spent for a few actions of work is dear when the crew has six
for the whole heist. Alone it halved those hits but slowed the crew as much (6 and 20 no better);
with NEXTW it opened more safes."""
SURE_ODDS = 0.9
"""The chance of a guard's visit from which SURE is charged."""
NEXTW = 1.0
"""Weight of the next turn's trap (`nextturn`: no calm room within reach once the guard has
walked) against this turn's forecast (0.25-3 alone came out even; 2 with SURE no better than 1)."""
LURE = True
"""Whether the bot sets off an alarm on purpose when that clears the crew's way (`botlure`)."""
SHIELD = 0.3
"""Share of a guard's visit felt in a room whose own stealth tokens cover the thief (a token
is still spent, and the guard may come back)."""

ENTRY_WALKS = 2
"""Guard walks the entrance should be out of the way of: the first two turns (with two thieves,
until the first one acts again)."""
ENTRY_RISK = 0.2
"""Chance of the guard's visit above which an entrance is passed over while another is calmer."""
ENTRY_DOORS = 3.0
"""Worth of one more open door at the entrance, in steps away from the guard: a corner with one
door traps the crew between the guard and a wall (0 and 1 opened fewer safes over 300 Bank Jobs)."""


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
    if _all_open(s):
        top = {c for c in lay.floor_cells(lay.floors - 1) if s.is_room(c, "stairs")}
        return _to_fetch(s, seat) or top or {c for c in lay.cells if s.revealed[c] and any(
            not s.revealed[n] for n in lay.open[c]) and lay.floor(c) == lay.floors - 1}
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
        return _entrance(s, legal)
    if prompt.get("kind") == "throw_voice":
        mine = [x.pos for x in s.thieves if x.inside]
        return max(legal, key=lambda a: (min(s.layout.dist(a["cell"])[c] % 99 for c in mine), -a["cell"]))
    if prompt.get("kind") == "go_with_your_gut":
        hot = danger(s, s.layout.floor(s.me.pos))
        return max(legal, key=lambda a: _score_move(s, s.turn, a, set(), hot) if a.get("type") == "move" else 0)
    return legal[0]


def _entrance(s: BurgleState, legal: Sequence[Action]) -> Action:
    """Where the crew comes in: out of the guard's way in his first walks (his route to his known
    destination, and the first card after it), then with the most doors (a dead end is a trap),
    then far from him."""
    lay = s.layout
    odds = guard_visits(s, 0, ENTRY_WALKS)
    guard = s.guards[0].pos or 0

    def key(a: Action) -> tuple[bool, float, int]:
        cell = a["cell"]
        risky = cell == guard or odds.get(cell, 0.0) > ENTRY_RISK
        return risky, -ENTRY_DOORS * len(lay.open[cell]) - lay.dist(cell)[guard], cell

    return min(legal, key=key)


def _end_value(s: BurgleState, seat: int, hot: dict[int, float], goals: set[int]) -> Callable[[int, int], float]:
    """How good a room is to end the turn in, after using that many actions: out of the guard's
    way, near the goal, cheap to reach; a face-down room will do when nothing else is calm."""
    limit = 3 if "stamp" in s.thieves[seat].loot else 2
    care = RISKW * CARE[min(s.thieves[seat].stealth, len(CARE) - 1)]
    if s.thieves[seat].stealth == 0:
        care = FATAL
    near = distances(s, goals)
    watched = max((hot.get(c, 0.0) for c in s.layout.cells if s.active_room(c, "camera")), default=0.0)
    p = s.thieves[seat].pos
    team: dict[int, float] = {}
    counted = s.actions_used - s.flags.get("back", 0)
    pull = 1.5 * (URGENT if _all_open(s) else 1.0)
    ahead = NextTurn(s, seat, hot)

    def value(c: int, used: int) -> float:
        floor = s.layout.floor(c)
        if floor not in team:
            team[floor] = RISKW * exposure(s, seat, floor)
        thermo = _thermo(s, c) if s.active_room(c, "thermo") or (c != p and sounds(s, seat, c)) else 0.0
        camera = watched if s.active_room(c, "camera") else 0.0
        event = EVENT_RISK if counted + used <= limit else 0.0
        unknown = 0.0 if s.revealed[c] else UNKNOWN_ROOM
        trap = NEXTW * VISIT * ahead.trap(c) if NEXTW else 0.0
        risk = _shielded(s, seat, c) * hot.get(c, 0.0)
        sure = SURE if risk >= SURE_ODDS * VISIT else 0.0
        return (-care * (risk + trap) - sure - pull * near.get(c, FAR) - 0.1 * used
                - thermo - camera - event - unknown - team[floor])

    return value


def _thermo(s: BurgleState, cell: int) -> float:
    """Danger of ending a turn in a Thermo room: its alarm calls the guard, one step faster, to
    the thief; he gets there at once when that near."""
    g = s.guards[s.layout.floor(cell)]
    if g.pos is None:
        return THERMO
    speed = g.die + len(alarms_on(s, s.layout.floor(cell))) + 1
    return VISIT if s.layout.dist(g.pos)[cell] <= speed else THERMO


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
    return sum(VISIT * odds.get(t.pos, 0.0) * CARE[min(t.stealth, len(CARE) - 1)] for t in mates)


def _calm_room(s: BurgleState, cell: int, hot: dict[int, float]) -> bool:
    """Fit to end a turn in: out of the guard's way, not a Thermo, and sure to be got into (not a
    locked Keypad)."""
    if s.active_room(cell, "keypad") and not s.keypad_open[cell]:
        return False
    return hot.get(cell, 0.0) < CALM and not s.active_room(cell, "thermo")


def _escape_cost(s: BurgleState, seat: int, hot: dict[int, float]) -> int:
    """Actions needed to get out of the guard's way from here (0 if already out of it), a
    face-down room next to the known ones included (as `_end_value` counts it)."""
    reachable = reach(s, seat, blind=True)
    calm = [cost for c, (cost, _) in reachable.items() if _calm_room(s, c, hot)]
    if calm:
        return min(calm)
    least = min(hot.get(c, 0.0) for c in reachable)
    return min(cost for c, (cost, _) in reachable.items() if hot.get(c, 0.0) == least)


def choose_action(s: BurgleState, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
    """The rule: answer questions; escape; pick up; then the best plan for the turn (`botplan`):
    where to work, how much, and where to end the turn; its first action."""
    if len(legal) == 1:
        return legal[0]
    if s.prompt is not None:
        return answer_tool(s, legal, _wanted(s, s.turn)) or ordered_move(s, legal) or _answer(s, legal, rng)
    by_type: dict[str, list[Action]] = {}
    for a in legal:
        by_type.setdefault(a["type"], []).append(a)
    hot = danger_around(s, seat)
    act = free_action(s, seat, by_type, _wanted(s, seat)) or _chores(s, seat, by_type, hot)
    if act is None:
        leave = _all_open(s) and _may_leave_now(s, seat)
        worth, (target, work) = plan_value(s, seat, _end_value(s, seat, hot, _goals(s, seat)), leave)
        if LURE:
            act = lure(s, seat, by_type, worth, lambda c: _plan_worth(c, seat), _play)
        if act is not None:
            pass
        elif work is not None and work in by_type.get(work["type"], []):
            act = work
        elif target != s.thieves[seat].pos:
            act = move_to(by_type.get("move", []), target)
    return act or before_ending(s, seat, by_type, hot) or {"type": "end_turn"}


def _plan_worth(s: BurgleState, seat: int) -> float:
    """The best turn plan's worth for this thief from `s` (see `botplan.plan_value`)."""
    leave = _all_open(s) and _may_leave_now(s, seat)
    return plan_value(s, seat, _end_value(s, seat, danger_around(s, seat), _goals(s, seat)), leave)[0]


def _play(s: BurgleState, a: Action) -> None:
    """Play an action of the thief on turn on a copy of the state (the lure's look ahead)."""
    from .actions import play

    play(s, s.turn, a)


def _to_fetch(s: BurgleState, seat: int) -> set[int]:
    """Rooms where something lies that this thief may carry (the second Gold Bar, a drilled
    safe's haul): the crew may not leave it behind."""
    return {int(k) for k, items in s.items.items() if any(may_carry(s, seat, i) for i in items)}


def _may_leave_now(s: BurgleState, seat: int) -> bool:
    """Whether escaping now leaves nothing behind that this thief, and only it, could carry out."""
    if not s.items or _to_fetch(s, seat) == set():
        others = [i for i, t in enumerate(s.thieves) if i != seat and t.inside]
        return not s.items or any(_to_fetch(s, i) for i in others)
    return False


def _chores(s: BurgleState, seat: int, by_type: dict[str, list[Action]], hot: dict[int, float]) -> Action | None:
    """Pick up, escape (when nothing is left behind), order a teammate out of danger while the
    actions to get away are left."""
    if "pickup" in by_type:
        return by_type["pickup"][0]
    if "escape" in by_type and _may_leave_now(s, seat):
        return by_type["escape"][0]
    if s.actions_left - _escape_cost(s, seat, hot) >= 1:
        return rescue(s, seat, by_type, CALM)
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
