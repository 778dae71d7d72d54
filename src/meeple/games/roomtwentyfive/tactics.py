"""What Room 25's policy reads off a position: how dangerous a room looks to a seat, where each
character should head, and when the prisoners can gather in Room 25 and slide it out.

Every helper takes `seat`: the player whose knowledge counts (its looks, the revealed rooms, the
colours announced by characters it trusts). `seat` None reads everything as known: a rollout's
state is already a sample of what the searching seat may believe.
"""

from __future__ import annotations

import heapq

from .board import NEIGHBOURS, SLIDING_LINES, line_of, line_positions, slide
from .components import (
    ACID,
    BLUE,
    CENTER,
    COLOUR,
    COOPERATION,
    DARK,
    DEATH,
    DIRECTIONS,
    DOWN,
    EXIT,
    FLOODED,
    GREEN,
    GUARD,
    ILLUSION,
    KEY,
    MIRROR,
    PARANOIA,
    PRISON,
    RED,
    RIGHT,
    SHREDDER,
    TIMER,
    TRAP,
    VORTEX,
    guards_for,
)
from .state import RoomState
from .targets import closed, may_slide

DEADLY = frozenset({DEATH, FLOODED, SHREDDER, TRAP, ILLUSION})
"""Rooms that kill whoever enters (Trap, Flooded and Shredder unless they get out in time)."""
DEADLY_DANGER = 3.0
UNKNOWN_DANGER = 0.5
"""A room the seat has not seen and nobody it trusts named: about a third of the rooms are red."""
SAFE = 0.35
"""At most this dangerous counts as a safe step."""
KNOWN_DANGER = {VORTEX: 1.0, PRISON: 2.0, MIRROR: 0.5, DARK: 0.6, TIMER: 2.5, PARANOIA: 0.1}
"""Rooms that cost time or turns (other yellows 0.3, greens and blues 0, other reds deadly); a
character in the Prison Cell waits for a teammate to take its place, one in the Dark Room cannot
look where it goes."""
PASSABLE = 0.6
"""A planned way only leads through rooms at most this dangerous (unknown ones included: they
are looked at before anyone steps in)."""
BLOCKED = 99.0
"""The cost of entering a room no way leads through."""
THROWING = frozenset({VORTEX, MIRROR})
"""Rooms that throw whoever enters elsewhere."""
ROUTE_WEIGHT = 3.0
BLIND_WEIGHT = 10.0
"""Stepping into an unknown room now: a blind step kills about one time in four."""
INNER_BIAS = 1.5
"""Exploring while Room 25 is lost: a room that did not start in a corner costs this much more."""
OTHER_CORNER = 3.0
"""Exploring: a room outside the character's own corner costs this many steps more."""
"""Planning a way: entering a room costs one step plus this much per unit of danger (an unknown
room on the way will be looked at first, so it costs less than stepping in blind)."""
CLAIMED = {GREEN: 0.1, "yellow": 0.35, RED: DEADLY_DANGER, BLUE: 0.0}
"""A face-down room's danger from a colour announced by a trusted character."""
DOUBTED = {GREEN: 0.3, "yellow": 0.45, RED: 1.5, BLUE: 0.2}
"""The same from a character the seat cannot place (Suspicion: perhaps a lying guard)."""
QUADRANTS = ((0, 1, 5, 6), (3, 4, 8, 9), (15, 16, 20, 21), (18, 19, 23, 24))
"""The four corners of the complex; character c explores corner c % 4 first."""


def distance(a: int, b: int) -> int:
    """Steps between two positions."""
    return abs(a // 5 - b // 5) + abs(a % 5 - b % 5)


def known_kind(state: RoomState, seat: int | None, tile: int) -> str | None:
    """The room on a tile as the seat knows it (None: not seen)."""
    if seat is None or state.knows(seat, tile):
        return state.kind[tile]
    return None


def trusts(state: RoomState, seat: int | None, c: int) -> bool:
    """Whether the seat takes c's word: always in Cooperation; in Suspicion its own characters and
    those unmasked as prisoners."""
    return state.mode == COOPERATION or seat is None or state.owner[c] == seat or (
        state.unmasked[c] and state.role[c] != GUARD)


def claim(state: RoomState, seat: int | None, tile: int) -> tuple[str, bool] | None:
    """The latest colour announced for a tile, and whether the seat trusts who said it (a
    trusted claim wins over doubted ones)."""
    best: tuple[str, bool] | None = None
    for t, c, colour in state.claims:
        if t == tile:
            trusted = trusts(state, seat, c)
            if trusted or best is None or not best[1]:
                best = (colour, trusted)
    return best


def danger(state: RoomState, pos: int, seat: int | None, c: int | None = None) -> float:
    """How bad entering the room at pos looks to the seat (0 safe, 3 deadly)."""
    tile = state.board[pos]
    if closed(state, tile) or state.doom[tile]:
        return DEADLY_DANGER
    kind = known_kind(state, seat, tile)
    if kind is None:
        said = claim(state, seat, tile)
        if said is None:
            return UNKNOWN_DANGER
        return (CLAIMED if said[1] else DOUBTED)[said[0]]
    if kind in DEADLY:
        return DEADLY_DANGER
    if kind == ACID:
        # The bath kills whoever was inside when someone enters: deadly for those already there.
        return DEADLY_DANGER if any(state.where[o] == tile for o in range(state.characters) if o != c) else 2.0
    if kind == PRISON and any(state.imprisoned[o] and state.where[o] == tile for o in range(state.characters)):
        return 0.3  # entering frees the one inside (then pushed out in turn)
    if kind in KNOWN_DANGER:
        return KNOWN_DANGER[kind]
    return 0.3 if COLOUR[kind] not in (GREEN, BLUE) else 0.0


def unexplored(state: RoomState, seat: int | None, tile: int) -> bool:
    """A face-down room the seat cannot name nor place by a trusted colour: Room 25 or the Key
    Room may hide there."""
    if state.revealed[tile] or known_kind(state, seat, tile) is not None:
        return False
    said = claim(state, seat, tile)
    return said is None or said[0] == BLUE or not said[1]


def found(state: RoomState, seat: int | None, room: str) -> int | None:
    """Where the seat knows `room` (Room 25, the Key Room) to be, else a face-down room a trusted
    character called blue that the seat does not know to be the other blue room."""
    if room not in state.kind:
        return None
    tile = state.kind.index(room)
    if known_kind(state, seat, tile) == room:
        return state.tile_pos[tile]
    for t in range(25):
        if known_kind(state, seat, t) is None and (said := claim(state, seat, t)) and said == (BLUE, True):
            return state.tile_pos[t]
    return None


def frontier(state: RoomState, seat: int | None, outer: bool) -> list[int]:
    """Where to explore: the unexplored rooms (the corner rooms only when `outer`, while any is
    left)."""
    rooms = [state.tile_pos[t] for t in range(25) if (state.outer[t] or not outer) and unexplored(state, seat, t)]
    if outer and not rooms:
        rooms = [state.tile_pos[t] for t in range(25) if unexplored(state, seat, t)]
    return rooms


def own_corner(state: RoomState, c: int) -> tuple[int, ...]:
    """The corner character c explores first (with four characters or more, one each)."""
    return QUADRANTS[c % 4] if state.characters >= 4 else ()


def alive(state: RoomState) -> list[int]:
    """The living characters."""
    return [o for o in range(state.characters) if state.alive(o)]


def goals(state: RoomState, seat: int | None, c: int) -> tuple[list[int], bool]:
    """Where c heads, and whether that is a destination (False: rooms to explore).

    Cooperation: while the Key Room is off, the living character nearest to it (once found) runs
    there and the others go to Room 25; while it is not found, everyone explores (the corners
    first while Room 25 is lost too: nobody gets out without the key). Suspicion: Room 25, else
    the corners."""
    exit_pos = found(state, seat, EXIT)
    if state.mode == COOPERATION and not state.key_active:
        key_pos = found(state, seat, KEY)
        if key_pos is not None and key_pos != exit_pos:
            free = [o for o in alive(state) if not state.imprisoned[o]] or alive(state)
            runner = min(free, key=lambda o: (distance(state.pos_of(o), key_pos), o))
            if c == runner:
                return [key_pos], True
        elif exit_pos is not None:
            return frontier(state, seat, False) or [exit_pos], False  # no way out without the key
    if exit_pos is not None:
        return [exit_pos], True
    # Cooperation seeks the Key Room too, which may lie anywhere.
    return frontier(state, seat, not (state.mode == COOPERATION and not state.key_active)), False


def closeness(state: RoomState, pos: int, aims: list[int]) -> float:
    """Minus the distance to the nearest aim (spread out from the centre when there is none)."""
    return -min(distance(pos, q) for q in aims) if aims else distance(pos, CENTER) / 2


def entry_cost(state: RoomState, pos: int, seat: int | None, c: int | None = None) -> float:
    """What stepping into the room at pos costs on a planned way (nobody stays in a Vortex or
    Mirror Room: no way leads through them)."""
    risk = danger(state, pos, seat, c)
    if risk > PASSABLE or known_kind(state, seat, state.board[pos]) in THROWING:
        return BLOCKED
    return 1.0 + ROUTE_WEIGHT * risk


def blind(state: RoomState, seat: int | None, pos: int) -> bool:
    """The seat cannot tell what the room at pos is: neither seen nor called green or blue by a
    trusted character (a yellow room may be a Vortex or the Prison Cell: look first)."""
    tile = state.board[pos]
    if known_kind(state, seat, tile) is not None:
        return False
    said = claim(state, seat, tile)
    return said is None or not said[1] or said[0] not in (GREEN, BLUE)


def step_cost(state: RoomState, pos: int, seat: int | None, c: int) -> float:
    """What stepping into the room at pos costs now: blind into a room the seat does not know
    costs more than on a planned way, where it would look first."""
    risk = danger(state, pos, seat, c)
    if risk >= DEADLY_DANGER:
        return BLOCKED
    blind = known_kind(state, seat, state.board[pos]) is None
    return 1.0 + (BLIND_WEIGHT if blind else ROUTE_WEIGHT) * risk


def routes(state: RoomState, seat: int | None, aims: list[int], destination: bool,
           corner: tuple[int, ...] = ()) -> list[float]:
    """For every position, the cost of the best way to an aim: into it for a destination, next to
    it (to look at it) for a room to explore, those of `corner` first and, while Room 25 is
    lost, the corner rooms before the others. With no aim, the distance from the centre halved,
    negated (spread out)."""
    if not aims:
        return [-distance(p, CENTER) / 2 for p in range(25)]
    togo = [999.0] * 25
    lost = not destination and found(state, seat, EXIT) is None
    for a in aims:
        bias = 0.0 if destination or not corner or a in corner else OTHER_CORNER
        if lost and not state.outer[state.board[a]]:
            bias += INNER_BIAS
        for p in (a,) if destination else (a, *NEIGHBOURS[a]):
            togo[p] = min(togo[p], bias)
    heap = [(cost, p) for p, cost in enumerate(togo) if cost < 999.0]
    heapq.heapify(heap)
    while heap:
        cost, q = heapq.heappop(heap)
        if cost > togo[q]:
            continue
        step = cost + entry_cost(state, q, seat)
        for p in NEIGHBOURS[q]:
            if step < togo[p]:
                togo[p] = step
                heapq.heappush(heap, (step, p))
    return togo


def look_targets_unknown(state: RoomState, seat: int | None, c: int) -> list[int]:
    """Face-down rooms next to c that the seat cannot place yet (none from the Dark Room)."""
    if state.room_of(c) == DARK:
        return []
    return [q for q in NEIGHBOURS[state.pos_of(c)] if unexplored(state, seat, state.board[q])]


def seems_guard(state: RoomState, seat: int | None, c: int) -> bool:
    """Whether the seat knows c to be a guard (in a rollout's sampled world: whether it is)."""
    if seat is None or state.unmasked[c] or state.owner[c] == seat:
        return state.role[c] == GUARD
    return False


def free_with(state: RoomState, seat: int | None, inside: set[int]) -> bool:
    """Whether Room 25 slid out with `inside` in it would free the prisoners, as far as the seat
    knows the roles (hoping the characters it cannot place are the guards)."""
    living = alive(state)
    if state.mode == COOPERATION:
        return state.key_active and len(inside) >= 2 and all(o in inside for o in living)
    if seat is None:
        prisoners = [o for o in range(state.characters) if state.role[o] != GUARD]
        missing = len(prisoners) - sum(1 for o in prisoners if o in inside)
        ins = len(prisoners) - missing
    else:
        ins = sum(1 for o in inside if not seems_guard(state, seat, o))
        missing = state.characters - guards_for(state.characters) - ins
    return ins >= 2 and (missing <= 0 or (missing == 1 and state.turn == state.last_turn))


def inside_now(state: RoomState) -> set[int]:
    """The living characters in Room 25 (public: whoever stands in it has revealed it)."""
    tile = state.kind.index(EXIT)
    return {o for o in alive(state) if state.where[o] == tile}


def arriving(state: RoomState, seat: int | None) -> set[int]:
    """Characters that can step into a known Room 25 with their first action this turn."""
    exit_pos = found(state, seat, EXIT)
    if exit_pos is None:
        return set()
    return {o for o in alive(state) if not state.imprisoned[o] and distance(state.pos_of(o), exit_pos) == 1
            and not closed(state, state.board[exit_pos])}


def slides_out(pos: int, direction: str) -> int:
    """How many slides in `direction` take the room at pos out of the complex (0: that line may
    not slide)."""
    kind, index = line_of(pos, direction)
    if index not in SLIDING_LINES:
        return 0
    cells = line_positions(kind, index)
    at = cells.index(pos)
    return len(cells) - at if direction in (DOWN, RIGHT) else at + 1


def best_exit_direction(state: RoomState, pos: int) -> tuple[int, str] | None:
    """(slides, direction) of the quickest way out for the room at pos, respecting the control
    tokens already placed this turn."""
    ways = [(n, d) for d in DIRECTIONS if (n := slides_out(pos, d))
            and may_slide(state, *line_of(pos, d), d)]
    return min(ways, key=lambda w: (w[0], DIRECTIONS.index(w[1]))) if ways else None


def after_slide(state: RoomState, kind: str, index: int, direction: str) -> RoomState:
    """A copy of the state with one line slid (characters ride along with their rooms)."""
    other = state.copy()
    slide(other.board, other.tile_pos, kind, index, direction)
    return other


def slid(pos: int, kind: str, index: int, direction: str) -> int:
    """Where the room at pos ends up when a line slides one step (with wrap)."""
    cells = line_positions(kind, index)
    if pos not in cells:
        return pos
    step = 1 if direction in (DOWN, RIGHT) else -1
    return cells[(cells.index(pos) + step) % len(cells)]

