"""Step 5: buying one market tile into your bag, paid in steps, in turn order from the first player.

The page lets every walker buy one tile a turn; with one shared market row,
buying at the same moment would go to whoever clicks first (and bots click
at once), so the walkers who drew this turn buy one after another, starting
with the turn's first player (README: rules choices). A walker who cannot
afford any face-up tile is skipped.
"""

from __future__ import annotations

from bisect import insort

from meeple.engine import Event

from .components import COST, MARKET_TIERS, NAMES, SEAT, SLOTS_PER_TIER
from .state import BUYING, RefugeState


def deal_market(state: RefugeState) -> None:
    """The market at setup: each tier's stack, and SLOTS_PER_TIER tiles of it face up."""
    state.stacks = [list(tier) for tier in MARKET_TIERS]
    state.market = []
    for tier in range(len(MARKET_TIERS)):
        state.market += [_from_stack(state, tier) for _ in range(SLOTS_PER_TIER)]


def _from_stack(state: RefugeState, tier: int) -> int:
    """A random tile of the tier's stack, or -1 once it is empty."""
    stack = state.stacks[tier]
    return stack.pop(state.rng.below(len(stack))) if stack else -1


def is_buyer(state: RefugeState, seat: int) -> bool:
    """Whether it is seat's turn to buy."""
    return state.phase == BUYING and bool(state.buyers) and state.buyers[0] == seat


def on_offer(state: RefugeState, tile: int) -> bool:
    """Whether `tile` lies face up in the market."""
    return tile >= 0 and tile in state.market


def can_afford(state: RefugeState, seat: int, tile: int) -> bool:
    """Whether seat has the steps the tile costs."""
    return COST[tile] <= state.steps[seat]


def can_buy(state: RefugeState, seat: int, tile: int) -> bool:
    """Whether seat may buy `tile` now."""
    return is_buyer(state, seat) and on_offer(state, tile) and can_afford(state, seat, tile)


def affordable(state: RefugeState, seat: int) -> list[int]:
    """The distinct face-up tiles seat can pay for, in market order."""
    steps = state.steps[seat]
    out: list[int] = []
    for tile in state.market:
        if tile >= 0 and COST[tile] <= steps and tile not in out:
            out.append(tile)
    return out


def begin_buying(state: RefugeState, walkers: list[int]) -> None:
    """The buying order: the walkers of this turn from the first player round the table."""
    n = state.players
    order = [(state.first + k) % n for k in range(n)]
    state.buyers = [s for s in order if s in walkers]
    state.phase = BUYING
    skip_broke(state)


def skip_broke(state: RefugeState) -> None:
    """Drop buyers at the head of the order who cannot afford any face-up tile."""
    buyers = state.buyers
    if not buyers:
        return
    cheapest = min((COST[t] for t in state.market if t >= 0), default=None)
    while buyers and (cheapest is None or state.steps[buyers[0]] < cheapest):
        buyers.pop(0)


def buy(state: RefugeState, seat: int, tile: int) -> list[Event]:
    """Pay, put the tile into the bag, refill its slot from its tier's stack."""
    slot = state.market.index(tile)
    state.steps[seat] -= COST[tile]
    insort(state.bags[seat], tile)
    state.market[slot] = _from_stack(state, slot // SLOTS_PER_TIER)
    state.buyers.pop(0)
    skip_broke(state)
    refill = state.market[slot]
    text = f"{SEAT[seat]} buys {NAMES[tile]} for {COST[tile]} steps"
    events = [Event("buy", text, data={"seat": seat, "tile": NAMES[tile]})]
    if refill >= 0:
        events.append(Event("refill", f"{NAMES[refill]} comes into the market", reveals=True,
                            data={"tile": NAMES[refill]}))
    return events


def pass_buying(state: RefugeState, seat: int) -> list[Event]:
    """Buy nothing this turn."""
    state.buyers.pop(0)
    skip_broke(state)
    return [Event("pass", f"{SEAT[seat]} buys nothing", data={"seat": seat})]
