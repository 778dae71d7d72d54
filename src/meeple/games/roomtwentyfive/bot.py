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
    DEATH,
    EXIT,
    FLOODED,
    GUARD,
    ILLUSION,
    KEY,
    RED,
    SHREDDER,
    TRAP,
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
    if kind in DEADLY or state.doom[tile] or state.sealed[tile]:
        return 3
    return {RED: 1.0, YELLOW: 0.5}.get(COLOUR[kind], 0.0)


CLAIMED_DANGER = {"green": 0.1, "yellow": 0.6, "red": 3.0, "blue": 0.0}
"""How dangerous a room some trusted player announced a colour for looks."""


def claimed(state: RoomState, seat: int | None, tile: int) -> str | None:
    """The colour announced for a tile by a character the seat trusts (all in Cooperation; in
    Suspicion its own and those unmasked as prisoners)."""
    for t, c, colour in state.claims:
        if t == tile and (state.mode == "cooperation" or state.owner[c] == seat
                          or (state.unmasked[c] and state.role[c] != GUARD)):
            return colour
    return None


def goal(state: RoomState, seat: int | None = None) -> int | None:
    """Where prisoners head: the Key Room first in Cooperation, then Room 25 (None: not found yet)."""
    target = KEY if state.mode == "cooperation" and not state.key_active else EXIT
    tile = state.kind.index(target)
    if known_kind(state, seat, tile) == target:
        return state.tile_pos[tile]
    blue = [t for t in range(25) if not state.revealed[t] and claimed(state, seat, t) == "blue"]
    return state.tile_pos[blue[0]] if blue else None


def closeness(state: RoomState, pos: int, seat: int | None) -> float:
    """Minus the distance to the goal, or towards the corners while it is unknown."""
    target = goal(state, seat)
    if target is not None:
        return -distance(pos, target)
    return distance(pos, CENTER) / 2


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
        late = goal(state, seat) is not None
        mine = [a for a in legal if a["character"] == c and (a["adrenaline"] == late or not any(
            b["adrenaline"] for b in legal))]
        inside = state.where[c] == state.kind.index(EXIT)
        if inside and state.role[c] != GUARD:
            wanted = ("control", "look") if seems_free(state, seat) else ("look", "")
        else:
            target = goal(state, seat)
            here = state.pos_of(c)
            near = target is not None and distance(here, target) == 1
            ahead = closeness(state, here, seat)
            safe_step = any(danger(state, q, seat) == 0 and closeness(state, q, seat) > ahead for q in NEIGHBOURS[here])
            wanted = ("move", "control") if near else ("move", "look") if safe_step else ("look", "move")
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
            return -4 * danger(state, pos, seat) + closeness(state, pos, seat)
        if kind == "look":
            return closeness(state, action["room"], seat)
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
