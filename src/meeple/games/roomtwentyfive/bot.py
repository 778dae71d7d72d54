"""Room 25's policy for the generic bots: rollouts that play like a cautious prisoner (or a
pushy guard) instead of walking blindly into Mortal rooms.

The state a rollout sees is already a determinization for the searching seat, so reading the
rooms and roles in it is fair: they are a sample of what the seat may believe.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from meeple.engine import Policy, Rng

from .board import NEIGHBOURS, leaving_position, line_of
from .components import (
    CENTER,
    COLOUR,
    DARK,
    DEATH,
    EXIT,
    FLOODED,
    GUARD,
    ILLUSION,
    KEY,
    MIRROR,
    PRISON,
    RED,
    SHREDDER,
    TRAP,
    VORTEX,
    YELLOW,
    guards_for,
)
from .fate import can_escape
from .state import RoomState

Action = dict[str, Any]
DEADLY = frozenset({DEATH, FLOODED, SHREDDER, TRAP, ILLUSION})


def distance(a: int, b: int) -> int:
    """Steps between two positions."""
    return abs(a // 5 - b // 5) + abs(a % 5 - b % 5)


UNKNOWN_DANGER = 0.5
"""A room the player has not seen: about a third of the rooms are red."""


def known_kind(state: RoomState, seat: int | None, tile: int) -> str | None:
    """The room on a tile as the player knows it (None: all of it, in a rollout's sampled world)."""
    if seat is None or state.knows(seat, tile):
        return state.kind[tile]
    return None


def danger(state: RoomState, pos: int, seat: int | None = None) -> float:
    """How bad entering the room at pos looks (0 safe, higher worse)."""
    tile = state.board[pos]
    kind = known_kind(state, seat, tile)
    if kind is None:
        colour = claimed(state, seat, tile)
        return UNKNOWN_DANGER if colour is None else CLAIMED_DANGER[colour]
    if kind in DEADLY or state.doom[tile] or state.sealed[tile] or tile in state.locks:
        return 3
    return YELLOW_DANGER.get(kind, 0.3) if COLOUR[kind] == YELLOW else {RED: 1.0}.get(COLOUR[kind], 0.0)


YELLOW_DANGER = {VORTEX: 1.0, PRISON: 0.8, MIRROR: 0.5}
"""Yellow rooms that cost the most time (the others: 0.3)."""
CLAIMED_DANGER = {"green": 0.1, "yellow": 0.35, "red": 3.0, "blue": 0.0}
"""How dangerous a room some trusted player announced a colour for looks."""


def claimed(state: RoomState, seat: int | None, tile: int) -> str | None:
    """The colour announced for a tile by a character the seat trusts (all in Cooperation; in
    Suspicion its own and those unmasked as prisoners)."""
    for t, c, colour in state.claims:
        if t == tile and (state.mode == "cooperation" or state.owner[c] == seat
                          or (state.unmasked[c] and state.role[c] != GUARD)):
            return colour
    return None


def found(state: RoomState, seat: int | None, room: str) -> int | None:
    """Where the seat knows `room` to be, else a face-down room a trusted player called blue."""
    tile = state.kind.index(room)
    if known_kind(state, seat, tile) == room:
        return state.tile_pos[tile]
    blue = [t for t in range(25) if not state.revealed[t] and claimed(state, seat, t) == "blue"
            and known_kind(state, seat, t) is None]
    return state.tile_pos[blue[0]] if blue else None


def goal(state: RoomState, seat: int | None = None, c: int | None = None) -> int | None:
    """Where a prisoner heads (None: explore). Cooperation: the living character nearest the Key
    Room goes to activate it, the others to Room 25 once found; Suspicion: Room 25."""
    exit_pos = found(state, seat, EXIT)
    if state.mode == "cooperation" and not state.key_active:
        key_pos = found(state, seat, KEY)
        if key_pos is not None and key_pos != exit_pos:
            alive = [o for o in range(state.characters) if state.alive(o)]
            runner = min(alive, key=lambda o: (distance(state.pos_of(o), key_pos), o))
            if c is None or c == runner:
                return key_pos
    return exit_pos


def unexplored(state: RoomState, seat: int | None, tile: int) -> bool:
    """A face-down room nobody has looked at (which rooms were looked at is public) that the seat
    does not know."""
    return not state.revealed[tile] and known_kind(state, seat, tile) is None and \
        not any(seen >> tile & 1 for seen in state.seen)


def frontier(state: RoomState, seat: int | None) -> list[int]:
    """Where Room 25 may still hide: unexplored corner rooms (else any unexplored room)."""
    rooms = [state.tile_pos[t] for t in range(25) if state.outer[t] and unexplored(state, seat, t)]
    return rooms or [state.tile_pos[t] for t in range(25) if unexplored(state, seat, t)]


def closeness(state: RoomState, pos: int, seat: int | None, c: int | None = None) -> float:
    """Minus the distance to the goal, or to the nearest room of the frontier while it is unknown."""
    target = goal(state, seat, c)
    if target is not None:
        return -distance(pos, target)
    rooms = frontier(state, seat)
    return -min(distance(pos, q) for q in rooms) if rooms else distance(pos, CENTER) / 2


def useful_looks(state: RoomState, seat: int, c: int) -> int:
    """Face-down rooms next to c worth a look: unknown to the seat and nobody's looked at yet."""
    if state.room_of(c) == DARK:
        return 0
    return sum(1 for q in NEIGHBOURS[state.pos_of(c)] if unexplored(state, seat, state.board[q]))


def seems_guard(state: RoomState, seat: int | None, c: int) -> bool:
    """Whether the player knows c to be a guard (in a rollout's sampled world: whether it is)."""
    if seat is None or state.unmasked[c] or state.owner[c] == seat:
        return state.role[c] == GUARD
    return False


def seems_free(state: RoomState, seat: int | None) -> bool:
    """Whether sliding Room 25 out now looks like the escape, from what the player knows of the
    roles (hoping that the characters it cannot place are the guards)."""
    if seat is None or state.mode == "cooperation":
        return can_escape(state)
    tile = state.kind.index(EXIT)
    prisoners = [c for c in range(state.characters) if not seems_guard(state, seat, c)]
    inside = sum(1 for c in prisoners if state.where[c] == tile)
    missing = state.characters - guards_for(state.characters) - inside
    return inside >= 2 and (missing <= 0 or (missing == 1 and state.turn == state.last_turn))


def escape_chance(state: RoomState) -> float:
    """A rough chance that the prisoners get out, for a rollout cut short: they must be alive
    (two dead prisoners lose), close to Room 25, with turns left (Key first in Cooperation)."""
    exit_pos = state.tile_pos[state.kind.index(EXIT)]
    prisoners = [c for c in range(state.characters) if state.role[c] != GUARD]
    alive = [c for c in prisoners if state.alive(c)]
    dead = len(prisoners) - len(alive)
    if (state.mode == "cooperation" and dead) or dead >= 2 or not alive:
        return 0.0
    steps = sum(distance(state.pos_of(c), exit_pos) for c in alive) / len(alive)
    if state.mode == "cooperation" and not state.key_active:
        key_pos = state.tile_pos[state.kind.index(KEY)]
        steps += min(distance(state.pos_of(c), key_pos) for c in alive)
    left = state.last_turn - state.turn + 1
    return max(0.02, min(0.95, 0.5 + 0.12 * (left - steps))) * (0.6 if dead else 1.0)


def last_one_out(state: RoomState, seat: int | None, c: int, target: int) -> bool:
    """Cooperation: the Key Room is active, `target` is Room 25 and every other living character
    is inside it, so c steps in and slides it out."""
    tile = state.board[target]
    return state.mode == "cooperation" and state.key_active and known_kind(state, seat, tile) == EXIT and all(
        state.where[o] == tile for o in range(state.characters) if o != c)


class RoomTwentyFivePolicy(Policy):
    """Prisoners head for the goal avoiding deadly rooms and escape when they can; guards push
    prisoners into deadly rooms and never open the exit; everyone announces (guards may lie).
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
        kind = legal[0]["type"]
        if kind == "program":
            return self._program(state, legal, rng)
        pending = state.pending
        if pending is None:
            return legal[rng.below(len(legal))]
        c = pending[1]
        guard = state.role[c] == GUARD
        scored = [(self._score(state, c, guard, a, seat), i) for i, a in enumerate(legal)]
        best = max(s for s, _ in scored)
        top = [i for s, i in scored if s == best]
        return legal[top[rng.below(len(top))]]

    def _program(self, state: RoomState, legal: Sequence[Action], rng: Rng) -> Action:
        """Look before stepping into the unknown; in Room 25, slide it out when everyone is in;
        Adrenaline near the end once the way is known."""
        c = legal[0]["character"]
        seat = state.owner[c]
        late = goal(state, seat, c) is not None
        own = [a for a in legal if a["character"] == c]
        can_rush = any(a["adrenaline"] for a in own)
        mine = [a for a in own if a["adrenaline"] == (late and can_rush)]
        inside = state.where[c] == state.kind.index(EXIT)
        if inside and state.role[c] != GUARD:
            wanted = ("control", "look") if seems_free(state, seat) else ("look", "")
        else:
            target = goal(state, seat, c)
            here = state.pos_of(c)
            near = target is not None and distance(here, target) == 1
            ahead = closeness(state, here, seat, c)
            safe_step = any(danger(state, q, seat) <= 0.1 and closeness(state, q, seat, c) > ahead
                            for q in NEIGHBOURS[here])
            looks = useful_looks(state, seat, c)
            if state.trapped[c] >= 0 or state.doom[state.where[c]]:
                wanted = ("move", "look")  # out first: the Trap and the doomed rooms kill those who stay
            elif near:
                wanted = ("move", "control") if target is not None and last_one_out(state, seat, c, target) \
                    else ("move", "look")
            elif safe_step or not looks:
                wanted = ("move", "look") if looks else ("move", "")
            else:
                wanted = ("look", "move")
        for plan in (wanted, ("move" if wanted[0] == "look" else wanted[0], ""), (wanted[1] or "look", "")):
            for a in mine:
                if (a["first"], a["second"]) == plan:
                    return a
        return mine[rng.below(len(mine))]

    def _score(self, state: RoomState, c: int, guard: bool, action: Action, seat: int | None) -> float:
        kind = action["type"]
        if kind in ("move", "portal"):
            pos = action["room"]
            if guard:
                return -danger(state, pos, seat)
            crowd = 0.0 if goal(state, seat, c) is not None else 0.3 * sum(
                1 for o in range(state.characters) if o != c and state.alive(o) and state.pos_of(o) == pos)
            return -4 * danger(state, pos, seat) + closeness(state, pos, seat, c) - crowd
        if kind == "look":
            tile = state.board[action["room"]]
            known = 5 if known_kind(state, seat, tile) is not None and seat is not None else 0
            looked = 2 if any(seen >> tile & 1 for seen in state.seen) else 0
            return closeness(state, action["room"], seat, c) + (1 if state.outer[tile] else 0) - known - looked
        if kind == "push":
            victim_is_guard = seems_guard(state, seat, action["character"])
            harm = danger(state, action["room"], seat)
            return harm if guard != victim_is_guard else -harm - 1
        if kind == "control":
            k, index = line_of(state.pos_of(c), action["dir"])
            out = state.board[leaving_position(k, index, action["dir"])]
            escapes = state.kind[out] == EXIT and state.revealed[out] and seems_free(state, seat)
            return (-10 if guard else 10) if escapes else -1
        if kind == "quiet":
            return -1
        if kind == "announce":
            pending = state.pending
            true_colour = COLOUR[state.kind[pending[2]]] if pending is not None and pending[0] == "announce" else ""
            return (action["colour"] != true_colour) if guard else (action["colour"] == true_colour)
        if kind in ("skip", "now"):
            return 1
        return 0


POLICY = RoomTwentyFivePolicy()
