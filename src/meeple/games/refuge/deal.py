"""Setup: the starting bags, the market, the weather deck; the first walk's first turn."""

from __future__ import annotations

from meeple.engine import Event, Rng

from .components import STARTING_BAG, STORM_RESERVE, WEATHER_DECK
from .market import deal_market
from .state import DONE, RefugeState
from .walk import start_turn


def new_game(players: int, seed: int) -> RefugeState:
    """Everyone's starting bag, a dealt market, the weather deck; seat 0 is the first player."""
    n = players
    state = RefugeState(
        players=n, rng=Rng(seed),
        bags=[list(STARTING_BAG) for _ in range(n)], hands=[[] for _ in range(n)], paths=[[] for _ in range(n)],
        stage=[DONE] * n, pending=[None] * n, todo=[[] for _ in range(n)], offer=[[] for _ in range(n)],
        plain_left=[False] * n, steps=[0] * n, vp=[0] * n, removed=[[] for _ in range(n)],
        weather=list(WEATHER_DECK), reserve=STORM_RESERVE, results=[[] for _ in range(n)],
    )
    deal_market(state)
    events: list[Event] = []
    start_turn(state, events)
    return state
