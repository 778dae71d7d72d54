"""The Weather and road conditions module: one weather tile, one road condition token per corner.

The component list follows the public BGA implementation (`bga-devs/bga-heat`,
facts only): six weather tiles and twelve road condition tokens, two of each
of six kinds. At setup one tile is drawn; the tokens are shuffled and one goes
to each corner (a chicane's two lines share one: a corner token applies to
both lines, a sector token to the sector after the second line).

* **The tile's setup** changes every driver's starting cards: one Stress more
  or fewer in the deck, one Heat more or fewer in the Engine, or three Heat
  moved from the Engine into the deck (shuffled in) or the discard pile.
* **Corner tokens** act in step 7 at their corner line: the limit +1 or -1
  (for the Legends too), or Overheat: 1 more Heat when taken too fast.
* **Sector tokens** act on the sector after their corner (up to the next
  corner line), wherever the car stands when the effect is asked for: Free
  Boost (the Boost costs no Heat), Slipstream +1 (optional), and the Weather
  token, which does what the tile says: no Cooldown, no Slipstream, +2
  Slipstream (optional) or +1 Cooldown.
"""

from __future__ import annotations

from dataclasses import dataclass

from meeple.engine import Event, Rng

from .components import HEAT, STRESS, Corner, Track
from .features import chicane_pairs
from .state import Car, HeatState, Weather
from .track import space_of, track_of

NO_COOLDOWN = "no_cooldown"
NO_SLIPSTREAM = "no_slipstream"
SLIP_BOOST = "slip_boost"
"""+2 Slipstream (a weather sector)."""
COOLING = "cooling"
"""+1 Cooldown (a weather sector)."""
FREE_BOOST = "free_boost"
SLIP_UP = "slip_up"
"""+1 Slipstream (a token)."""


@dataclass(frozen=True)
class Tile:
    """A weather tile: its setup change to every driver's cards and what its Weather tokens' sectors do."""

    name: str
    stress: int = 0
    """Added to the Stress cards in the starting deck."""
    heat: int = 0
    """Added to the Heat cards in the Engine."""
    moved: str = ""
    """"deck" or "discard": where 3 Heat cards of the Engine go instead ("" for none)."""
    sector: str = NO_COOLDOWN


TILES: dict[str, Tile] = {
    "cloud": Tile("Clouds", stress=-1, sector=NO_COOLDOWN),
    "fog": Tile("Fog", heat=1, sector=NO_SLIPSTREAM),
    "storm": Tile("Storm", stress=1, sector=SLIP_BOOST),
    "snow": Tile("Snow", heat=-1, sector=COOLING),
    "rain": Tile("Rain", moved="deck", sector=COOLING),
    "sun": Tile("Sun", moved="discard", sector=SLIP_BOOST),
}
MOVED_HEAT = 3

LIMIT_UP = "limit_up"
LIMIT_DOWN = "limit_down"
OVERHEAT = "overheat"
WEATHER = "weather"
CORNER_TOKENS = (LIMIT_UP, LIMIT_DOWN, OVERHEAT)
"""Tokens acting on the corner line itself."""
SECTOR_TOKENS = (WEATHER, FREE_BOOST, SLIP_UP)
"""Tokens acting on the sector after the corner."""
TOKEN_BAG = tuple(t for t in (WEATHER, OVERHEAT, LIMIT_DOWN, LIMIT_UP, FREE_BOOST, SLIP_UP) for _ in range(2))
"""The twelve road condition tokens."""
TOKEN_NAMES = {
    LIMIT_UP: "+1 corner limit", LIMIT_DOWN: "-1 corner limit", OVERHEAT: "Overheat (+1 Heat when too fast)",
    WEATHER: "Weather sector", FREE_BOOST: "Free Boost sector", SLIP_UP: "Slipstream +1 sector",
}
EFFECT_NAMES = {
    NO_COOLDOWN: "no Cooldown", NO_SLIPSTREAM: "no Slipstream", SLIP_BOOST: "Slipstream +2",
    COOLING: "+1 Cooldown", FREE_BOOST: "free Boost", SLIP_UP: "Slipstream +1",
}


def tile_text(tile_id: str) -> str:
    """What a tile does, for the log and the board: its setup and its sector effect."""
    tile = TILES[tile_id]
    if tile.moved == "deck":
        setup = f"{MOVED_HEAT} Heat of the Engine shuffled into the deck"
    elif tile.moved:
        setup = f"{MOVED_HEAT} Heat of the Engine in the discard pile"
    elif tile.stress:
        setup = f"{abs(tile.stress)} Stress {'more' if tile.stress > 0 else 'fewer'} in the deck"
    else:
        setup = f"{abs(tile.heat)} Heat {'more' if tile.heat > 0 else 'fewer'} in the Engine"
    return f"every driver starts with {setup}; Weather sectors: {EFFECT_NAMES[tile.sector]}"


def draw_weather(rng: Rng, track: Track) -> Weather:
    """The tile and one shuffled token per corner (a chicane's pair shares its first line's draw)."""
    tile = rng.choice(sorted(TILES))
    bag = list(TOKEN_BAG)
    rng.shuffle(bag)
    tokens: list[str | None] = [None if c.chicane else bag.pop() for c in track.corners]
    for first, second in chicane_pairs(track):
        token = tokens[first]
        tokens[second] = token
        if token in SECTOR_TOKENS:
            tokens[first] = None  # the sector between the chicane's lines has no token
    return Weather(tile, tokens)


def setup_cards(weather: Weather, car: Car) -> None:
    """The tile's change to a driver's starting cards (deck not yet shuffled, Engine full)."""
    tile = TILES[weather.tile]
    if tile.stress > 0:
        car.deck += [STRESS] * tile.stress
    elif tile.stress < 0 and STRESS in car.deck:
        car.deck.remove(STRESS)
    car.engine = max(0, car.engine + tile.heat)
    if tile.moved:
        n = min(MOVED_HEAT, car.engine)
        car.engine -= n
        (car.deck if tile.moved == "deck" else car.discard).extend([HEAT] * n)
    car.deck.sort()


def corner_token(state: HeatState, corner: Corner) -> str | None:
    """The token on a corner line, if any (None without the module)."""
    weather = state.weather
    if weather is None:
        return None
    return weather.tokens[track_of(state).corners.index(corner)]


def limit_of(state: HeatState, corner: Corner) -> int:
    """A corner's speed limit with its road condition (+1 or -1)."""
    token = corner_token(state, corner) if state.weather is not None else None
    return corner.limit + (1 if token == LIMIT_UP else -1 if token == LIMIT_DOWN else 0)


def overheat(state: HeatState, corner: Corner) -> int:
    """The Heat an Overheat token adds to a corner taken too fast."""
    return 1 if state.weather is not None and corner_token(state, corner) == OVERHEAT else 0


def sector_index(track: Track, space: int) -> int:
    """The corner whose sector a physical space lies in: the last corner line behind it (wrapping round)."""
    found = len(track.corners) - 1
    for i, corner in enumerate(track.corners):
        if corner.after < space:
            found = i
    return found


def sector_effect(state: HeatState, car: Car) -> str | None:
    """The road condition of the sector the car stands in now: one of the effects, or None."""
    weather = state.weather
    if weather is None:
        return None
    track = track_of(state)
    token = weather.tokens[sector_index(track, space_of(track, car.pos))]
    if token == WEATHER:
        return TILES[weather.tile].sector
    return token if token in (FREE_BOOST, SLIP_UP) else None


def slip_bonus(state: HeatState, car: Car) -> int:
    """The road's optional extra Slipstream spaces where the car stands (0, 1 or 2)."""
    effect = sector_effect(state, car)
    return 2 if effect == SLIP_BOOST else 1 if effect == SLIP_UP else 0


def weather_events(state: HeatState) -> list[Event]:
    """The log's account of the module, before round 1's moves: the tile with its setup, the tokens."""
    weather = state.weather
    assert weather is not None
    track = track_of(state)
    placed = [f"after space {c.after}: {TOKEN_NAMES[t]}" for c, t in zip(track.corners, weather.tokens, strict=True)
              if t is not None]
    return [Event("weather", f"Weather: {TILES[weather.tile].name}: {tile_text(weather.tile)}"),
            Event("weather", f"Road conditions: {'; '.join(placed)}")]


TOKEN_MARKS = {LIMIT_UP: "+1", LIMIT_DOWN: "-1", OVERHEAT: "+H", WEATHER: "W", FREE_BOOST: "B", SLIP_UP: "S+1"}
"""The short mark the board draws on a token."""


def weather_view(state: HeatState) -> dict[str, object]:
    """The module in public: the tile and what it does, each corner line's token (None: none) with its
    mark and meaning, and each corner's limit with its road condition."""
    weather = state.weather
    assert weather is not None
    tile = TILES[weather.tile]
    track = track_of(state)
    tokens: list[dict[str, object] | None] = []
    for token in weather.tokens:
        if token is None:
            tokens.append(None)
            continue
        effect = tile.sector if token == WEATHER else token if token in SECTOR_TOKENS else None
        tokens.append({"token": token, "mark": TOKEN_MARKS[token], "name": TOKEN_NAMES[token],
                       "sector": token in SECTOR_TOKENS, "effect": EFFECT_NAMES[effect] if effect else None})
    return {"tile": weather.tile, "name": tile.name, "text": tile_text(weather.tile), "tokens": tokens,
            "limits": [limit_of(state, c) for c in track.corners]}
