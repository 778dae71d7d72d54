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

from itertools import combinations, compress
from typing import Any

from meeple.engine import Action, Event

from .actions import FLOW_ACTIONS, PLACE_AT, TAKE_ACTIONS
from .board import Memo, facts, harmonize
from .components import BLACK, BUBBLES, CHAKRAS, COLOUR_NAMES, COLOURS, SLOTS, WHITE, position_name
from .lotus import EMPTY, refill
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
                if best == SLOTS:  # no place holds more
                    break
    return best


def flow_takes(state: ChakraState, seat: int, known: list[Any] | None = None) -> list[tuple[tuple[int, ...], ...]]:
    """For each flow, every complete take from it the seat may place now (colour tuples, sorted);
    `known`: the board's `facts`, when the caller has them."""
    limit = room(state, seat)  # never above SLOTS
    if limit == 0:
        return [()] * len(state.flows)
    head = ((known or facts(state.chakras[seat], state.bubbles[seat]))[0] << 2 | limit) << FLOW_BITS
    out = []
    get = _TAKES.get
    for a, b, c in state.flows:
        key = head | BIT[a] | BIT[b] | BIT[c]
        found = get(key)
        out.append(_takes_of_key(key) if found is None else found)  # the look-up written out: one call less
    return out


def valid_takes(state: ChakraState, seat: int, flow: int) -> tuple[tuple[int, ...], ...]:
    """Every complete take from the flow the seat may place now (colour tuples, sorted)."""
    key = _flow_key(state, seat, flow)
    return () if key is None else _takes_of_key(key)


def _flow_key(state: ChakraState, seat: int, flow: int) -> int | None:
    """The `_TAKES` key of the flow for the seat now; None when no place can take an energy."""
    limit = room(state, seat)  # never above SLOTS
    if limit == 0:
        return None
    a, b, c = state.flows[flow]
    return ((facts(state.chakras[seat], state.bubbles[seat])[0] << 2 | limit) << FLOW_BITS
            | BIT[a] | BIT[b] | BIT[c])


BIT = (*(1 << c for c in range(WHITE + 1)), 0)
"""BIT[c]: colour c's bit in a flow's colour mask; BIT[EMPTY] (index -1, the last) is 0."""
assert BIT[EMPTY] == 0
FLOW_BITS = WHITE + 1
"""The bits of a flow's colour mask in a `_TAKES` key."""

_TAKES = Memo(1 << 16)
"""(crowded colours << 2 | limit) << FLOW_BITS | the flow's colour mask -> `takes` of them: one int key
and one look-up per flow (emptied past 2**16 entries, the bound of the `lru_cache` it replaces)."""


def _takes_of_key(key: int) -> tuple[tuple[int, ...], ...]:
    """`takes` for a `_TAKES` key, looked up (worked out on first sight)."""
    found = _TAKES.get(key)
    if found is None:
        colours = [c for c in range(FLOW_BITS) if key >> c & 1]
        found = _TAKES.keep(key, takes(key >> (FLOW_BITS + 2), (key >> FLOW_BITS) & 3, *colours))
    return found


def takes(full: int, limit: int, *shown: int) -> tuple[tuple[int, ...], ...]:
    """The complete takes of up to `limit` energies from a flow showing `shown`, on a board that holds
    SLOTS of each colour in the bit mask `full`."""
    colours = sorted(set(shown) - {EMPTY})
    allowed = [c for c in colours if not full >> c & 1]
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


def take_steps(found: tuple[tuple[int, ...], ...], chosen: tuple[int, ...]) -> tuple[tuple[int, ...], bool]:
    """Among the complete takes `found`, with the energies `chosen` (sorted) taken: the colours that some
    take has with them (sorted), and whether they are a complete take by themselves."""
    have = set(chosen)
    return tuple(sorted({c for t in found if have.issubset(t) for c in t if c not in have})), chosen in found


_STEPS = Memo(1 << 14)
"""The flow's `_TAKES` key << COLOURS | the colours taken, as bits -> `take_steps` of them: one int key
(emptied past 2**14 entries, the bound of the `lru_cache` it replaced); tuples of ints and bools, which the
garbage collector stops tracking."""

_TAKE_LISTS: dict[tuple[int, ...], tuple[Action, ...]] = {}
"""The next colours of a take step -> their take actions (at most 2**COLOURS keys)."""


def _take_steps(state: ChakraState, seat: int) -> tuple[tuple[int, ...], bool]:
    """`take_steps` of the receive in progress, looked up."""
    key = _flow_key(state, seat, state.flow)
    if key is None:  # no place takes an energy: no complete take
        return (), False
    key <<= COLOURS
    for c in state.chosen:
        key |= 1 << c
    found = _STEPS.get(key)
    if found is None:
        found = _STEPS.keep(key, take_steps(_takes_of_key(key >> COLOURS), tuple(sorted(state.chosen))))
    return found


def can_take(state: ChakraState, seat: int, colour: int) -> bool:
    """Take an energy of this colour next: some complete take has it and those already taken."""
    return is_taking(state, seat) and colour in _take_steps(state, seat)[0]


def is_complete_take(state: ChakraState, seat: int) -> bool:
    """The energies taken so far are a complete take by themselves."""
    return is_taking(state, seat) and _take_steps(state, seat)[1]


def can_place(state: ChakraState, seat: int, where: int) -> bool:
    """Place everything taken on the bubbles (BUBBLES) or on chakra `where`."""
    return is_complete_take(state, seat) and where in places(state, seat, len(state.chosen))


# --- legal actions ----------------------------------------------------------------------------

def flow_actions(state: ChakraState, seat: int, known: list[Any] | None = None) -> list[Action]:
    """The flows the seat may receive from (`known`: the board's `facts`, when the caller has them)."""
    return list(compress(FLOW_ACTIONS, flow_takes(state, seat, known)))


def take_actions(state: ChakraState, seat: int) -> list[Action]:
    """The next energies the seat may take, then the places for what it holds, once that is a complete take."""
    nexts, complete = _take_steps(state, seat)
    acts = _TAKE_LISTS.get(nexts)
    if acts is None:
        acts = _TAKE_LISTS[nexts] = tuple(TAKE_ACTIONS[c] for c in nexts)
    out = list(acts)
    if complete:
        out += map(PLACE_AT.__getitem__, places(state, seat, len(state.chosen)))
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
    taken = tuple(sorted(state.chosen))
    for colour in taken:
        flow[flow.index(colour)] = EMPTY
    here = state.bubbles[seat] if where == BUBBLES else state.chakras[seat][where]
    here += taken
    here.sort()
    if where != BUBBLES:
        state.notches[seat][where] = True
    names = ", ".join(COLOUR_NAMES[c] for c in taken)
    events = [Event("receive", f"{{p{seat}}} receives {names} from flow {state.flow + 1} onto {position_name(where)}",
                    data={"seat": seat, "flow": state.flow, "colours": list(taken), "to": where})]
    events += harmonize(state, seat, where)
    state.flow = -1
    state.chosen = []
    return events + refill(state)
