"""Named positions for the scenario tests, built directly rather than found by seed.

Cards are short strings ("1".."5", "0", "H" Heat, "S" Stress); decks list the
top card LAST. `race()` puts cars where a test wants them, all in steps 1-2;
`plan()` makes a driver shift and play through the contract.
"""

from __future__ import annotations

from typing import Any

from meeple.engine import Rng
from meeple.games.heat import GAME
from meeple.games.heat.components import TRACKS as GAME_TRACKS
from meeple.games.heat.state import Car, Garage, HeatState, Legends, Weather

FILLER = ["1", "2", "3", "4"] * 3
"""A plain deck of basic cards, for cars whose draws do not matter."""


def car(seat: int | None, pos: int, spot: int = 0, *, gear: int = 1, engine: int = 6,
        hand: list[str] | None = None, deck: list[str] | None = None, discard: list[str] | None = None) -> Car:
    """A car with the given cards (hand sorted for you)."""
    return Car(seat, pos, spot, gear, engine, sorted(hand if hand is not None else ["1", "1", "2", "2", "3", "3", "4"]),
               list(deck if deck is not None else FILLER), list(discard or []))


def race(cars: list[Car], track: str = "usa", started: int | None = None) -> HeatState:
    """A race in steps 1-2 of round 1 with these cars (seats first, in seat order)."""
    players = sum(1 for c in cars if c.seat is not None)
    return HeatState(players, Rng(7), track, cars, started=started if started is not None else len(cars))


def plan(state: HeatState, seat: int, gear: int, cards: list[str]) -> list[Any]:
    """Steps 1-2 for one driver through `GAME.apply`; the events of the last action."""
    events = GAME.apply(state, seat, {"type": "shift", "gear": gear})
    for c in cards:
        events = GAME.apply(state, seat, {"type": "play", "card": c})
    return events


def texts(events: list[Any]) -> list[str]:
    """The log lines."""
    return [e.text for e in events]


def legal(state: HeatState, seat: int) -> list[dict[str, Any]]:
    """The seat's legal actions."""
    return GAME.legal_actions(state, seat)


def act(state: HeatState, seat: int, kind: str, **fields: Any) -> list[Any]:
    """Apply one action."""
    return GAME.apply(state, seat, {"type": kind, **fields})


def two_cars_before_usa_corner_1() -> HeatState:
    """USA, corner 1 (limit 7) after space 12: seat 0 on space 8, seat 1 on space 2, both in gear 2."""
    return race([car(0, 8, gear=2), car(1, 2, gear=2)])


def solo_on_the_grid() -> HeatState:
    """One driver on pole, gear 1, nothing else on the track."""
    return race([car(0, 0)])


def legend(pos: int, spot: int = 0) -> Car:
    """A Legend car: no driver, no cards."""
    return Car(None, pos, spot)


def with_legends(state: HeatState, cards: list[int], pro: int = 0, aggressive: bool = False) -> HeatState:
    """Give a race the Legends module with a Legend deck whose top card is the LAST of `cards`."""
    state.legends = Legends(list(cards), None, pro, aggressive)
    return state


def legend_before_usa_corner_2(pos: int, cards: list[int]) -> HeatState:
    """USA, corner 2 (limit 3) after space 33, its legend line after space 27: a Legend (car 1) on space
    `pos`, the driver (seat 0) far behind on space 1 in gear 1."""
    return with_legends(race([car(0, 1), legend(pos)]), cards)


def with_garage(state: HeatState) -> HeatState:
    """Give a race the Garage module (an empty upgrade deck: the Draft is over)."""
    state.garage = Garage([], picks={i: [] for i, c in enumerate(state.cars) if c.seat is not None})
    return state


def upgrade_on_usa_straight(hand: list[str], deck: list[str] | None = None, discard: list[str] | None = None,
                            *, gear: int = 1, engine: int = 6, pos: int = 14) -> HeatState:
    """Garage, USA: seat 0 on space 14 (the straight to corner 2 after space 33) with `hand`; seat 1 far
    behind on space 2, holding plain cards."""
    return with_garage(race([car(0, pos, gear=gear, engine=engine, hand=hand, deck=deck, discard=discard),
                             car(1, 2)]))


def with_weather(state: HeatState, tile: str, tokens: dict[int, str]) -> HeatState:
    """Give a race the Weather module: `tile` and a token on the corner lines (by index) of `tokens`."""
    corners = len(GAME_TRACKS[state.track].corners)
    state.weather = Weather(tile, [tokens.get(i) for i in range(corners)])
    return state
