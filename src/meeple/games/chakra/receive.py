"""Receive energies: 1 to 3 of different colours from one maya flow, all placed in one place.

Split into steps: choose the flow, take its energies one colour at a time,
then place them all on the Bhagya bubbles or on one chakra (putting an
inspiration token in its notch). Every step offered can be completed: a flow
only if some take from it can be placed, an energy only if some complete
take includes it with those already taken.

A complete take (`valid_takes`): different colours, 1 to 3 of them; black
whenever the flow shows black; never a fourth energy of one colour on the
board; and room for all of them in one place. Module A: a flow showing
white (and no black) must give its white, a white comes with at least one
other energy and never with black.
"""

from __future__ import annotations

from itertools import combinations

from meeple.engine import Action, Event

from .board import BoardKey, Memo, add, board_key, harmonize, on_board
from .components import BLACK, BUBBLES, CHAKRAS, COLOUR_NAMES, SLOTS, WHITE, position_name
from .lotus import EMPTY, flow_colours, refill
from .state import TAKE, TURN, ChakraState, reserve


def places(state: ChakraState, seat: int, count: int) -> list[int]:
    """Where `count` energies may all go: BUBBLES, or chakras with a free notch and room (a token in hand)."""
    out = [BUBBLES] if len(state.bubbles[seat]) + count <= SLOTS else []
    if reserve(state, seat) > 0:
        chakras, notches = state.chakras[seat], state.notches[seat]
        out += [k for k in range(CHAKRAS) if not notches[k] and len(chakras[k]) + count <= SLOTS]
    return out


def room(state: ChakraState, seat: int) -> int:
    """The most energies one place can take now."""
    best = SLOTS - len(state.bubbles[seat])
    if best < SLOTS and reserve(state, seat) > 0:
        notches = state.notches[seat]
        for k, chakra in enumerate(state.chakras[seat]):
            if not notches[k] and SLOTS - len(chakra) > best:
                best = SLOTS - len(chakra)
    return best


_TAKES = Memo(100_000)
"""(board, room, flow colours) -> the complete takes."""


def valid_takes(state: ChakraState, seat: int, flow: int, limit: int | None = None,
                key: BoardKey | None = None) -> tuple[tuple[int, ...], ...]:
    """Every complete take from the flow the seat may place now (colour tuples, sorted); `limit` (the
    seat's `room`) and `key` (its `board_key`) when the caller has them."""
    if limit is None:
        limit = room(state, seat)
    if limit == 0:
        return ()
    chakras, bubbles = state.chakras[seat], state.bubbles[seat]
    shown = state.flows[flow]
    memo = (key or board_key(chakras, bubbles), limit, *shown)
    found = _TAKES.get(memo)
    if found is None:
        colours = flow_colours(state, flow)
        found = _TAKES.keep(memo, _takes(chakras, bubbles, colours, min(SLOTS, limit)) if colours else ())
    return found


def _takes(chakras: list[list[int]], bubbles: list[int], colours: list[int], limit: int) -> tuple[tuple[int, ...], ...]:
    allowed = [c for c in colours if on_board(chakras, bubbles, c) < SLOTS]
    black = BLACK in colours
    white = WHITE in colours and not black
    out: list[tuple[int, ...]] = []
    for size in range(1, limit + 1):
        for take in combinations(allowed, size):
            if black and BLACK not in take:
                continue
            if WHITE in take and (black or size == 1):
                continue
            if white and WHITE not in take:
                continue
            out.append(take)
    return tuple(out)


# --- predicates -------------------------------------------------------------------------------

def can_choose_flow(state: ChakraState, seat: int, flow: int) -> bool:
    """Start receiving from this flow: some complete take from it can be placed."""
    return state.phase == TURN and state.turn == seat and bool(valid_takes(state, seat, flow))


def is_taking(state: ChakraState, seat: int) -> bool:
    """The seat on turn is in the middle of a receive."""
    return state.phase == TAKE and state.turn == seat


def can_take(state: ChakraState, seat: int, colour: int) -> bool:
    """Take an energy of this colour next: some complete take has it and those already taken."""
    if not is_taking(state, seat) or colour in state.chosen:
        return False
    wanted = {*state.chosen, colour}
    return any(wanted.issubset(t) for t in valid_takes(state, seat, state.flow))


def is_complete_take(state: ChakraState, seat: int) -> bool:
    """The energies taken so far are a complete take by themselves."""
    return is_taking(state, seat) and tuple(sorted(state.chosen)) in valid_takes(state, seat, state.flow)


def can_place(state: ChakraState, seat: int, where: int) -> bool:
    """Place everything taken on the bubbles (BUBBLES) or on chakra `where`."""
    return is_complete_take(state, seat) and where in places(state, seat, len(state.chosen))


# --- legal actions ----------------------------------------------------------------------------

def flow_actions(state: ChakraState, seat: int) -> list[Action]:
    """The flows the seat may receive from."""
    limit = room(state, seat)
    if limit == 0:
        return []
    key = board_key(state.chakras[seat], state.bubbles[seat])
    return [{"type": "flow", "flow": f} for f in range(len(state.flows)) if valid_takes(state, seat, f, limit, key)]


def take_actions(state: ChakraState, seat: int) -> list[Action]:
    """The next energies the seat may take, then the places for what it holds, once that is a complete take."""
    takes = valid_takes(state, seat, state.flow)
    chosen = state.chosen
    have = set(chosen)
    nexts = sorted({c for t in takes if have.issubset(t) for c in t if c not in have})
    out: list[Action] = [{"type": "take", "colour": c} for c in nexts]
    if chosen and tuple(sorted(chosen)) in takes:
        for where in places(state, seat, len(chosen)):
            out.append({"type": "bubbles"} if where == BUBBLES else {"type": "place", "chakra": where})
    return out


# --- play -------------------------------------------------------------------------------------

def choose_flow(state: ChakraState, seat: int, flow: int) -> list[Event]:
    """Begin a receive from `flow`."""
    state.phase = TAKE
    state.flow = flow
    state.chosen = []
    return []


def take(state: ChakraState, seat: int, colour: int) -> list[Event]:
    """Take one energy of `colour` from the flow (it leaves the flow when placed)."""
    state.chosen.append(colour)
    return []


def place(state: ChakraState, seat: int, where: int) -> list[Event]:
    """Put every energy taken on the bubbles or chakra `where` (token in its notch), then refill the flows."""
    flow = state.flows[state.flow]
    chakras, bubbles = state.chakras[seat], state.bubbles[seat]
    taken = sorted(state.chosen)
    for colour in taken:
        flow[flow.index(colour)] = EMPTY
        add(chakras, bubbles, where, colour)
    if where != BUBBLES:
        state.notches[seat][where] = True
    names = ", ".join(COLOUR_NAMES[c] for c in taken)
    events = [Event("receive", f"{{p{seat}}} receives {names} from flow {state.flow + 1} onto {position_name(where)}",
                    data={"seat": seat, "flow": state.flow, "colours": taken, "to": where})]
    events += harmonize(state, seat, where)
    state.flow = -1
    state.chosen = []
    return events + refill(state)
