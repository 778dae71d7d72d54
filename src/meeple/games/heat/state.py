"""The state of a race: the cars, each driver's cards, whose turn of steps 3-9 it is.

Positions are absolute: `pos` counts spaces from the grid, so the pole space
(space L, just before the line) is 0, the grid's last row is -3, space 1 of
lap 1 is 1 and a car has finished once `pos > laps * L`. The physical space is
`(pos - 1) % L + 1`. `spot` is 0 on the race line, 1 beside it. Decks are
lists whose END is the top card.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from meeple.engine import Rng

PLAN = "plan"
"""Steps 1-2: every driver still racing shifts and plays cards, at once and hidden."""
MOVE = "move"
"""Steps 3-9, car by car from the front."""
OVER = "over"

START = "start"
"""The active car has not revealed yet."""
REACT = "react"
"""The active car's React step (with the Slipstream choice folded in as its last action)."""
DISCARD = "discard"
DRAFT = "draft"
"""The Garage module's Draft, before round 1: drivers pick upgrades one at a time."""
SPEED = "speed"
"""The active car chooses the speed of its Brakes before it moves (Garage)."""
SALVAGE = "salvage"
"""Inside the React step: the active car picks cards of its discard pile for its deck (Garage)."""


class Car:
    """One race car and its driver's cards; `seat` is None for a Legend."""

    __slots__ = (
        "adrenaline",
        "deck",
        "discard",
        "engine",
        "extra",
        "finished",
        "gear",
        "hand",
        "plan",
        "plan_gear",
        "play",
        "plus",
        "pool",
        "pos",
        "ready",
        "seat",
        "spot",
        "start",
        "used",
    )

    def __init__(self, seat: int | None, pos: int, spot: int, gear: int = 1, engine: int = 0,
                 hand: list[str] | None = None, deck: list[str] | None = None, discard: list[str] | None = None,
                 play: list[str] | None = None, plan_gear: int | None = None, plan: list[str] | None = None,
                 ready: bool = False, start: int = 0, adrenaline: bool = False, used: list[str] | None = None,
                 finished: bool = False, extra: int = 0, plus: int = 0, pool: dict[str, int] | None = None) -> None:
        self.seat = seat
        self.pos = pos
        self.spot = spot
        self.gear = gear
        self.engine = engine
        """Heat cards in the Engine."""
        self.hand = hand if hand is not None else []
        """Sorted."""
        self.deck = deck if deck is not None else []
        self.discard = discard if discard is not None else []
        self.play = play if play is not None else []
        """The revealed Play Area this turn (played cards and the speed cards "+" flips kept)."""
        self.plan_gear = plan_gear
        """Step 1's gear, hidden until this car's reveal; None before the driver shifts."""
        self.plan = plan if plan is not None else []
        """Step 2's face-down cards, hidden until this car's reveal."""
        self.ready = ready
        """Whether steps 1-2 are complete this round."""
        self.start = start
        """Where the car began this turn (to find the corner lines it crossed)."""
        self.adrenaline = adrenaline
        self.used = used if used is not None else []
        """React symbols already used this turn."""
        self.finished = finished
        """Off the track, in the Hall of Fame."""
        self.extra = extra
        """Speed this turn beyond the cards' lowest printed values (a Brakes choice, Accelerate; Garage)."""
        self.plus = plus
        """"+" symbols resolved this turn (what Accelerate counts)."""
        self.pool = pool if pool is not None else {}
        """Optional upgrade symbols still to use this turn: cool, reduce, salvage, accelerate (Garage)."""

    def clone(self) -> Car:
        """An independent copy."""
        return Car(self.seat, self.pos, self.spot, self.gear, self.engine, self.hand[:], self.deck[:],
                   self.discard[:], self.play[:], self.plan_gear, self.plan[:], self.ready, self.start,
                   self.adrenaline, self.used[:], self.finished, self.extra, self.plus, dict(self.pool))

    def dump(self) -> dict[str, Any]:
        """Plain JSON, every slot in `__slots__` order (written out: bots and the kit dump a lot)."""
        return {
            "adrenaline": self.adrenaline, "deck": self.deck[:], "discard": self.discard[:],
            "engine": self.engine, "extra": self.extra, "finished": self.finished, "gear": self.gear,
            "hand": self.hand[:], "plan": self.plan[:], "plan_gear": self.plan_gear, "play": self.play[:],
            "plus": self.plus, "pool": dict(self.pool), "pos": self.pos, "ready": self.ready,
            "seat": self.seat, "spot": self.spot, "start": self.start, "used": self.used[:],
        }


@dataclass
class Legends:
    """The Legend deck (card numbers, top LAST), this round's card once turned over, and the options."""

    deck: list[int]
    card: int | None = None
    """The card turned over this round (None until the first Legend moves)."""
    pro: int = 0
    """Added to every helmet (the Legends' speed on straights)."""
    aggressive: bool = False
    """A Legend starting on a chevron may cross one more corner line."""

    def clone(self) -> Legends:
        """An independent copy."""
        return Legends(self.deck[:], self.card, self.pro, self.aggressive)

    def dump(self) -> dict[str, Any]:
        """Plain JSON."""
        return {"deck": self.deck[:], "card": self.card, "pro": self.pro, "aggressive": self.aggressive}


@dataclass
class Garage:
    """The Garage module: the upgrade deck (top LAST), the Draft's market and whose pick it is.

    `pickers` is this draft round's order of car indices and `turn` indexes it; `picks` lists each
    driver's drafted cards by car index (public, as at the table)."""

    deck: list[str]
    market: list[str] = field(default_factory=list)
    round: int = 0
    pickers: list[int] = field(default_factory=list)
    turn: int = 0
    picks: dict[int, list[str]] = field(default_factory=dict)

    def clone(self) -> Garage:
        """An independent copy."""
        return Garage(self.deck[:], self.market[:], self.round, self.pickers[:], self.turn,
                      {k: v[:] for k, v in self.picks.items()})

    def dump(self) -> dict[str, Any]:
        """Plain JSON (car indices as string keys)."""
        return {"deck": self.deck[:], "market": self.market[:], "round": self.round, "pickers": self.pickers[:],
                "turn": self.turn, "picks": {str(k): v[:] for k, v in self.picks.items()}}


@dataclass
class Weather:
    """The Weather module: the tile drawn and the road condition token of each corner line (None: none)."""

    tile: str
    tokens: list[str | None]

    def clone(self) -> Weather:
        """An independent copy (never changed during a race, but states share nothing)."""
        return Weather(self.tile, self.tokens[:])

    def dump(self) -> dict[str, Any]:
        """Plain JSON."""
        return {"tile": self.tile, "tokens": self.tokens[:]}


@dataclass
class Championship:
    """The Championship module: the season, which race of it this is, and what the finished races left.

    `points` and `places` hold one list per finished race (by seat: points scored, 0-based place);
    `sponsors` is the sponsorship deck (top LAST); `own_heat` counts each driver's own Heat cards
    (the base game's starting one, or drafted ones), which stay from race to race."""

    season: str
    race: int = 0
    points: list[list[int]] = field(default_factory=list)
    places: list[list[int]] = field(default_factory=list)
    sponsors: list[str] = field(default_factory=list)
    own_heat: list[int] = field(default_factory=list)
    out: list[int] = field(default_factory=list)
    """Car indices put out of this race by its event (they score nothing)."""

    def clone(self) -> Championship:
        """An independent copy."""
        return Championship(self.season, self.race, [p[:] for p in self.points], [p[:] for p in self.places],
                            self.sponsors[:], self.own_heat[:], self.out[:])

    def dump(self) -> dict[str, Any]:
        """Plain JSON."""
        return {"season": self.season, "race": self.race, "points": [p[:] for p in self.points],
                "places": [p[:] for p in self.places], "sponsors": self.sponsors[:], "own_heat": self.own_heat[:],
                "out": self.out[:]}


@dataclass
class HeatState:
    """One race. `order` is this round's turn order of car indices; `turn` indexes it."""

    players: int
    rng: Rng
    track: str
    cars: list[Car]
    phase: str = PLAN
    round: int = 1
    order: list[int] = field(default_factory=list)
    turn: int = 0
    step: str = START
    hall: list[int] = field(default_factory=list)
    """Finished cars in finishing order."""
    started: int = 0
    """Cars that started the race (the Adrenaline count is based on it)."""
    legends: Legends | None = None
    """The Legends module, when Legends drive the cars no driver has."""
    garage: Garage | None = None
    """The Garage module (upgrade cards and the Draft), when on."""
    weather: Weather | None = None
    """The Weather and road conditions module, when on."""
    champ: Championship | None = None
    """The Championship module: this race is one of a season's."""

    def clone(self) -> HeatState:
        """An independent copy, written out by hand because bots clone a lot."""
        return HeatState(self.players, Rng(self.rng.state), self.track, [c.clone() for c in self.cars],
                         self.phase, self.round, self.order[:], self.turn, self.step, self.hall[:], self.started,
                         self.legends.clone() if self.legends is not None else None,
                         self.garage.clone() if self.garage is not None else None,
                         self.weather.clone() if self.weather is not None else None,
                         self.champ.clone() if self.champ is not None else None)

    def active(self) -> Car | None:
        """The car doing steps 3-9 now, if any."""
        if self.phase != MOVE or self.turn >= len(self.order):
            return None
        return self.cars[self.order[self.turn]]


def dump(state: HeatState) -> dict[str, Any]:
    """Plain JSON sharing no list with the state."""
    out = {
        "players": state.players, "rng": state.rng.state, "track": state.track,
        "cars": [c.dump() for c in state.cars], "phase": state.phase, "round": state.round,
        "order": state.order[:], "turn": state.turn, "step": state.step, "hall": state.hall[:],
        "started": state.started,
    }
    if state.legends is not None:
        out["legends"] = state.legends.dump()
    if state.garage is not None:
        out["garage"] = state.garage.dump()
    if state.weather is not None:
        out["weather"] = state.weather.dump()
    if state.champ is not None:
        out["champ"] = state.champ.dump()
    return out


def _load_car(d: dict[str, Any]) -> Car:
    """One car from its JSON form."""
    return Car(d["seat"], d["pos"], d["spot"], d["gear"], d["engine"], d["hand"][:], d["deck"][:], d["discard"][:],
               d["play"][:], d["plan_gear"], d["plan"][:], d["ready"], d["start"], d["adrenaline"], d["used"][:],
               d["finished"], d.get("extra", 0), d.get("plus", 0), dict(d.get("pool", {})))


def load(data: dict[str, Any]) -> HeatState:
    """Inverse of `dump`."""
    cars = [_load_car(c) for c in data["cars"]]
    leg = data.get("legends")
    legends = Legends(leg["deck"][:], leg["card"], leg["pro"], leg["aggressive"]) if leg is not None else None
    gar = data.get("garage")
    garage = Garage(gar["deck"][:], gar["market"][:], gar["round"], gar["pickers"][:], gar["turn"],
                    {int(k): v[:] for k, v in gar["picks"].items()}) if gar is not None else None
    wea = data.get("weather")
    weather = Weather(wea["tile"], wea["tokens"][:]) if wea is not None else None
    cha = data.get("champ")
    champ = Championship(cha["season"], cha["race"], [p[:] for p in cha["points"]], [p[:] for p in cha["places"]],
                         cha["sponsors"][:], cha["own_heat"][:], cha["out"][:]) if cha is not None else None
    return HeatState(data["players"], Rng(data["rng"]), data["track"], cars, data["phase"], data["round"],
                     data["order"][:], data["turn"], data["step"], data["hall"][:], data["started"], legends,
                     garage, weather, champ)
