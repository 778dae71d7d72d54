"""Room 25's policy for the generic bots: prisoners who look before they step, split the corners
between them, fetch the Key Room, gather in Room 25 and slide it out; guards who shadow the
prisoners, push them into deadly rooms and lie about colours.

`choose` plays on what the seat really knows (`tactics` reads every room and claim through the
seat); rollouts read their sampled world as known (`seat` None).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from meeple.engine import Policy, Rng

from .board import NEIGHBOURS, leaving_position, line_of
from .components import BLUE, CENTER, COLOUR, COOPERATION, EXIT, GREEN, GUARD, KEY, RED, YELLOW
from .state import RoomState
from .tactics import (
    BLOCKED,
    SAFE,
    UNKNOWN_DANGER,
    after_slide,
    alive,
    arriving,
    best_exit_direction,
    blind,
    closeness,
    danger,
    distance,
    entry_cost,
    found,
    free_with,
    goals,
    inside_now,
    look_targets_unknown,
    own_corner,
    routes,
    seems_guard,
    slid,
    step_cost,
    unexplored,
)
from .targets import closed, control_directions, look_targets

Action = dict[str, Any]
Plan = tuple[str, str, bool]
"""(first token, second token or "", Adrenaline)."""

TOLERABLE = 0.5
"""With no safe step on the way, a room at most this bad (a Mirror, an unknown room from the
Dark Room) is still taken rather than waiting."""
LIE = {RED: GREEN, GREEN: RED, YELLOW: GREEN, BLUE: RED}
"""What a guard announces for each colour: deadly rooms look safe, the safe ones and the exit deadly."""


def escape_chance(state: RoomState) -> float:
    """A rough chance that the prisoners get out, for a rollout cut short: they must be alive
    (two dead prisoners lose), close to Room 25, with turns left (Key first in Cooperation)."""
    exit_pos = state.tile_pos[state.kind.index(EXIT)]
    prisoners = [c for c in range(state.characters) if state.role[c] != GUARD]
    living = [c for c in prisoners if state.alive(c)]
    dead = len(prisoners) - len(living)
    if (state.mode == COOPERATION and dead) or dead >= 2 or not living:
        return 0.0
    steps = sum(distance(state.pos_of(c), exit_pos) for c in living) / len(living)
    if state.mode == COOPERATION and not state.key_active:
        key_pos = state.tile_pos[state.kind.index(KEY)]
        steps += min(distance(state.pos_of(c), key_pos) for c in living)
    left = state.last_turn - state.turn + 1
    return max(0.02, min(0.95, 0.5 + 0.12 * (left - steps))) * (0.6 if dead else 1.0)


def steps_from(state: RoomState, c: int) -> list[int]:
    """The rooms c may Move into."""
    if state.imprisoned[c]:
        return []
    return [q for q in NEIGHBOURS[state.pos_of(c)] if not closed(state, state.board[q])]


def on_way(state: RoomState, seat: int | None, c: int, togo: list[float]) -> list[int]:
    """The rooms next to c on a best way to its aims."""
    here = togo[state.pos_of(c)]
    return [q for q in steps_from(state, c)
            if togo[q] < here and entry_cost(state, q, seat, c) + togo[q] <= here + 0.01]


def forward_safe(state: RoomState, seat: int | None, c: int, togo: list[float]) -> bool:
    """c may step forward on a way it knows: a room it can tell on a best way to its aims."""
    return togo[state.pos_of(c)] < BLOCKED and any(not blind(state, seat, q) for q in on_way(state, seat, c, togo))


def jailed_mate(state: RoomState, c: int) -> int | None:
    """Cooperation: a teammate locked in the Prison Cell (everyone must escape, so one goes in to
    take its place and is then pushed out)."""
    if state.mode != COOPERATION:
        return None
    return next((o for o in alive(state) if o != c and state.imprisoned[o]), None)


def prisoners_near(state: RoomState, seat: int | None, c: int) -> list[int]:
    """Other living characters in c's room that the seat does not know to be guards (nobody may
    be pushed in the Central Room)."""
    tile = state.where[c]
    if state.tile_pos[tile] == CENTER:
        return []
    return [o for o in alive(state) if o != c and state.where[o] == tile and not seems_guard(state, seat, o)]


def aims_of(state: RoomState, seat: int | None, c: int) -> tuple[list[int], bool]:
    """Where c heads: the Prison Cell if it is the nearest to a jailed teammate, else a prisoner's
    goals; a guard shadows the nearest other character outside the Central Room (else Room 25 or
    the corners, like a prisoner)."""
    mate = jailed_mate(state, c)
    if mate is not None and not state.imprisoned[c]:
        cell = state.pos_of(mate)
        free = [o for o in alive(state) if not state.imprisoned[o]]
        if c == min(free, key=lambda o: (distance(state.pos_of(o), cell), o)):
            return [cell], True
    if state.role[c] == GUARD:
        here = state.pos_of(c)
        others = [state.pos_of(o) for o in alive(state) if o != c and state.pos_of(o) != CENTER]
        if others:
            return [min(others, key=lambda p: (distance(here, p), p))], True
    return goals(state, seat, c)


def way(state: RoomState, seat: int | None, c: int) -> tuple[list[int], bool, list[float]]:
    """c's aims, whether they are a destination, and every position's cost of the way there."""
    aims, destination = aims_of(state, seat, c)
    corner = () if destination else own_corner(state, c)
    return aims, destination, routes(state, seat, aims, destination, corner)


def plan(state: RoomState, seat: int | None, c: int) -> Plan:
    """What c programs this turn."""
    if state.imprisoned[c]:
        return ("look", "", False)
    mate = jailed_mate(state, c)
    if mate is not None and state.where[mate] == state.where[c]:
        return ("push", "move", False)  # the one who came in to free us: push it out
    guard = state.role[c] == GUARD
    exit_tile = state.kind.index(EXIT)
    inside = state.where[c] == exit_tile and state.revealed[exit_tile]
    if not guard:
        now, coming = inside_now(state), arriving(state, seat)
        if inside and free_with(state, seat, now):
            return ("control", "look", False)
        if (inside or c in coming) and free_with(state, seat, now | coming):
            return ("look" if inside else "move", "control", False)
        if inside and goals(state, seat, c)[1]:
            pull = max((pull_gain(state, seat, c, d) for d in control_directions(state, c)), default=0)
            return ("control", "look", False) if pull >= 2 else ("look", "", False)  # bring it to them, or wait
    elif prisoners_near(state, seat, c) and max(
            (danger(state, q, seat) for q in steps_from(state, c)), default=0.0) >= UNKNOWN_DANGER:
        return ("push", "look", False)
    if state.trapped[c] >= 0 or state.doom[state.where[c]]:
        return ("move", "look", False)  # out first: the Trap and the doomed rooms kill those who stay
    _, destination, togo = way(state, seat, c)
    here = togo[state.pos_of(c)]
    rush = (destination and not guard and state.adrenaline[c] and state.turn < state.last_turn
            and 3 <= here < BLOCKED)
    steps = steps_from(state, c)
    if forward_safe(state, seat, c, togo):
        return ("move", "look", rush)
    lookable = look_targets(state, c)
    ahead = on_way(state, seat, c, togo)
    if any(blind(state, seat, q) for q in ahead if q in lookable) or look_targets_unknown(state, seat, c):
        retreat = any(danger(state, q, seat, c) <= SAFE and not blind(state, seat, q) and togo[q] <= here + 1
                      for q in steps)
        return ("look", "move" if retreat else "", False)
    if ahead and not lookable:
        return ("move", "look", False)  # the Dark Room: back to a room it knows (or on, blind)
    if max((slide_gain(state, seat, c, d) for d in control_directions(state, c)), default=0.0) >= 1.0:
        return ("control", "look", False)  # ride the line to a better place
    best = min(steps, key=lambda q: step_cost(state, q, seat, c) + togo[q], default=None)
    if best is not None and here >= BLOCKED and danger(state, best, seat, c) <= TOLERABLE:
        return ("move", "look", False)  # no way from here (the Dark Room): try another room
    return ("look", "", False)  # wait for the way to open


def spread_after(state: RoomState, seat: int | None, c: int, direction: str) -> int:
    """The steps left between Room 25 (where the seat believes it is) and those outside it once c
    slides its line (0 while Room 25 is lost)."""
    exit_pos = found(state, seat, EXIT)
    if exit_pos is None:
        return 0
    kind, index = line_of(state.pos_of(c), direction)
    moved = slid(exit_pos, kind, index, direction)
    now = inside_now(state)
    return sum(distance(slid(state.pos_of(o), kind, index, direction), moved) for o in alive(state) if o not in now)


def pull_gain(state: RoomState, seat: int | None, c: int, direction: str) -> int:
    """How many steps c saves the others by sliding Room 25 (with c in it) towards them; never
    out and round."""
    kind, index = line_of(state.pos_of(c), direction)
    exit_pos = state.pos_of(c)
    if leaving_position(kind, index, direction) == exit_pos:
        return -5
    now = inside_now(state)
    before = sum(distance(state.pos_of(o), exit_pos) for o in alive(state) if o not in now)
    return before - spread_after(state, seat, c, direction)


def slide_gain(state: RoomState, seat: int | None, c: int, direction: str) -> float:
    """How much nearer its aims c gets by sliding its own line (never carrying Room 25 out and
    round, as far as the seat knows where it is)."""
    kind, index = line_of(state.pos_of(c), direction)
    if leaving_position(kind, index, direction) == found(state, seat, EXIT):
        return -5.0
    before = way(state, seat, c)[2][state.pos_of(c)]
    moved = after_slide(state, kind, index, direction)
    return before - way(moved, seat, c)[2][moved.pos_of(c)]


class RoomTwentyFivePolicy(Policy):
    """The plan above for programming, and scored choices for every decision that follows.
    Rollouts stop after `rollout_depth` steps, where `escape_chance` stands in for the rest."""

    rollout_depth = 40

    def evaluate(self, state: RoomState) -> list[float] | None:
        """Each seat's expected reward: the escape chance for prisoners, its complement for guards."""
        if state.winner is not None:
            return None
        p = escape_chance(state)
        return [1.0 - p if state.role[state.seats_characters(s)[0]] == GUARD else p for s in range(state.players)]

    def rollout_action(self, state: RoomState, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
        """A sensible action of `legal`, with some randomness (the rollout's world is a sample: all known)."""
        if rng.below(10) == 0:
            return legal[rng.below(len(legal))]
        return self.pick(state, None, legal, rng)

    def choose(self, game: Any, state: RoomState, seat: int, rng: Rng) -> Action:
        """The policy as a player: the same rules of thumb, on what the seat really knows."""
        return self.pick(state, seat, game.legal_tuple(state, seat), rng)

    def pick(self, state: RoomState, seat: int | None, legal: Sequence[Action], rng: Rng) -> Action:
        """The best-scored action (ties at random); `seat` None reads every room as known."""
        if legal[0]["type"] == "program":
            return self._program(state, seat, legal, rng)
        if legal[0]["type"] == "peek":
            # One room each, by seat: the pre-game looks are secret, so agree on them beforehand.
            return legal[(seat or 0) % len(legal)]
        pending = state.pending
        if pending is None:
            return legal[rng.below(len(legal))]
        c = pending[1]
        scored = [(self._score(state, c, a, seat), i) for i, a in enumerate(legal)]
        best = max(s for s, _ in scored)
        top = [i for s, i in scored if s == best]
        return legal[top[rng.below(len(top))]]

    def _program(self, state: RoomState, seat: int | None, legal: Sequence[Action], rng: Rng) -> Action:
        """The plan's tokens if they are on offer (the Cold Room allows one), else its first alone."""
        c = legal[0]["character"]
        first, second, rush = plan(state, state.owner[c] if seat is not None else None, c)
        own = [a for a in legal if a["character"] == c]
        for want in ((first, second, rush), (first, second, False), (first, "", False), (second or "look", "", False)):
            for a in own:
                if (a["first"], a["second"], a["adrenaline"]) == want:
                    return a
        return own[rng.below(len(own))]

    def _score(self, state: RoomState, c: int, action: Action, seat: int | None) -> float:
        """How good one choice of the pending decision looks for c."""
        kind = action["type"]
        guard = state.role[c] == GUARD
        if kind in ("move", "portal"):
            return self._step(state, c, action["room"], seat, guard)
        if kind in ("look", "view"):
            tile = state.board[action["room"]]
            if not unexplored(state, seat, tile):
                return -5.0
            aims, destination = aims_of(state, seat, c)
            outer = 1.0 if state.outer[tile] and not destination else 0.0
            near = closeness(state, action["room"], aims) if kind == "look" else 0.0
            return 2.0 + near + outer
        if kind == "push":
            victim_is_guard = seems_guard(state, seat, action["character"])
            harm = danger(state, action["room"], seat, action["character"])
            return harm if guard != victim_is_guard else -harm - 1
        if kind in ("control", "pivot"):
            return self._slide(state, c, action["dir"], seat, guard)
        if kind == "announce":
            pending = state.pending
            true = COLOUR[state.kind[pending[2]]] if pending is not None and pending[0] == "announce" else ""
            return float(action["colour"] == (LIE.get(true, true) if guard else true))
        if kind == "adrenaline":
            return self._rush(state, c, action["action"], seat)
        if kind == "quiet":
            return -1.0
        if kind in ("skip", "now"):
            return 0.5
        return 0.0

    def _step(self, state: RoomState, c: int, pos: int, seat: int | None, guard: bool) -> float:
        """Entering a room: its danger against the way gained (guards mind only their own skin)."""
        _, destination, togo = way(state, seat, c)
        gain = -togo[pos]
        if state.pending is not None and state.pending[0] != "target":
            gain += togo[state.pos_of(c)] - 0.5  # a portal must gain a step
        crowd = 0.0 if destination or guard else 0.3 * sum(
            1 for o in alive(state) if o != c and state.pos_of(o) == pos)
        blind = 0.0 if guard or danger(state, pos, seat, c) <= SAFE else 10.0  # never blind past a safe room
        return gain - step_cost(state, pos, seat, c) - crowd - blind

    def _slide(self, state: RoomState, c: int, direction: str, seat: int | None, guard: bool) -> float:
        """Sliding c's line: the escape if it frees the prisoners, else what it does to the distance
        between Room 25 and those still outside (and to c's own way)."""
        kind, index = line_of(state.pos_of(c), direction)
        exit_tile = state.kind.index(EXIT)
        now = inside_now(state)
        if state.board[leaving_position(kind, index, direction)] == exit_tile and state.revealed[exit_tile] \
                and free_with(state, seat, now):
            return -10.0 if guard else 10.0
        spread = spread_after(state, seat, c, direction)
        if guard:
            return 0.5 * spread
        if state.where[c] == exit_tile and free_with(state, seat, now):
            way = best_exit_direction(state, slid(state.tile_pos[exit_tile], kind, index, direction))
            return -(way[0] if way else 5)
        if state.where[c] == exit_tile:
            return float(pull_gain(state, seat, c, direction))
        return -1.0 - 0.5 * spread + slide_gain(state, seat, c, direction)

    def _rush(self, state: RoomState, c: int, token: str, seat: int | None) -> float:
        """The adrenaline action: a safe step forward, else a look (a lost action is harmless)."""
        if token == "move":
            return 1.0 if forward_safe(state, seat, c, way(state, seat, c)[2]) else -1.0
        if token == "control" and state.where[c] == state.kind.index(EXIT):
            return 2.0 if free_with(state, seat, inside_now(state)) else -2.0
        return 0.0 if token == "look" else -2.0


POLICY = RoomTwentyFivePolicy()
