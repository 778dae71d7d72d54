"""The common lotus board: the universe bag, the three maya flows and the plenitude tokens."""

from __future__ import annotations

from meeple.engine import Event, Rng

from .components import CHAKRAS, COLOUR_NAMES, ENERGY_PER_PLAYER, FLOW_SPACES, FLOWS, PLENITUDE_TOKENS, WHITE
from .state import ChakraState

EMPTY = -1
_NONE = {EMPTY}


def fill_bag(players: int, yinyang: bool) -> list[int]:
    """Three energies of each colour per player (black included; white only with Module A)."""
    bag = [ENERGY_PER_PLAYER * players] * (WHITE + 1)
    if not yinyang:
        bag[WHITE] = 0
    return bag


def deal_plenitude(rng: Rng) -> tuple[list[int], int]:
    """The eight tokens shuffled: one face down per chakra colour, the last back in the box unseen."""
    tokens = list(PLENITUDE_TOKENS)
    rng.shuffle(tokens)
    return tokens[:CHAKRAS], tokens[CHAKRAS]


def draw(state: ChakraState) -> int:
    """A random energy out of the bag (which must not be empty)."""
    bag = state.bag
    r = state.rng.below(sum(bag))
    for colour, count in enumerate(bag):
        if r < count:
            bag[colour] -= 1
            return colour
        r -= count
    raise AssertionError("draw from an empty bag")


def refill(state: ChakraState) -> list[Event]:
    """Fill every empty maya space from the bag (energies already in a flow stay where they are);
    spaces stay empty once the bag is."""
    added: list[str] = []
    for flow in state.flows:
        if EMPTY not in flow:
            continue
        for i in range(FLOW_SPACES):
            if flow[i] == EMPTY and any(state.bag):
                flow[i] = draw(state)
                added.append(COLOUR_NAMES[flow[i]])
    if not added:
        return []
    return [Event("refill", f"The maya flows get {', '.join(added)}", reveals=True)]


def setup_flows(state: ChakraState) -> None:
    """One random energy on each of the nine maya spaces."""
    state.flows = [[EMPTY] * FLOW_SPACES for _ in range(FLOWS)]
    refill(state)


def flow_colours(state: ChakraState, flow: int) -> list[int]:
    """The distinct colours the flow shows, in order."""
    a, b, c = state.flows[flow]
    return sorted({a, b, c} - _NONE)

