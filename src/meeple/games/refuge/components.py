"""Refuge's tiles, designed for Meeple: no tile list of the published game is public.

Every tile is one row of `TILES`, addressed by its index (small ints copy
fast); `BY_NAME` maps our short names to indexes. A tile has a back (meadow
or forest: forest tiles cost a step each when the storm catches you), animals
(points when you get home), maybe the "!" mark (it must be played when drawn
beside a tile without one) and an effect written in the page's grammar
(`effects.py`): boots `b2`, hearts `h1`, play again `again`, remove `remove`,
a choice `b1/h1`, both `h1+again`, and a product `h1*sun` (one heart per sun
on the weather track) or `b1*forest` (one boot per forest tile in your path).

Three sets use the table: each player's starting bag, the market (three tiers
of twelve, two of each tier face up) and the weather deck. The README gives
the reasons for the numbers and the self-play figures that tested them.
"""

from __future__ import annotations

from dataclasses import dataclass

MEADOW, FOREST = "meadow", "forest"
WEATHER = "weather"
"""The back of a weather tile (sun, rain, storm); storms also travel in the players' bags."""


@dataclass(frozen=True, slots=True)
class Tile:
    """One kind of tile."""

    name: str
    back: str
    animals: int = 0
    bang: bool = False
    """The "!" mark."""
    effect: str = ""
    """The effect in the grammar of `effects.py`; "" for none."""
    cost: int = 0
    """Steps to buy it (market tiles only)."""


TILES: tuple[Tile, ...] = (
    # the weather: storms, and the harmless weather that "×" tiles count
    Tile("storm", WEATHER),
    Tile("sun", WEATHER),
    Tile("rain", WEATHER),
    # the starting bag
    Tile("trail", MEADOW, effect="b1"),
    Tile("lookout", MEADOW, effect="h1"),
    Tile("hedge", MEADOW, animals=1),
    Tile("copse", FOREST, animals=2),
    Tile("bramble", FOREST, bang=True),
    # market, tier 1 (2-3 steps)
    Tile("stile", MEADOW, effect="b2", cost=2),
    Tile("fork", MEADOW, effect="b1/h1", cost=2),
    Tile("pond", MEADOW, animals=2, cost=2),
    Tile("shortcut", MEADOW, effect="again", cost=2),
    # market, tier 2 (4-5 steps)
    Tile("berries", MEADOW, animals=1, effect="h1*berries", cost=3),
    Tile("sunbank", MEADOW, effect="h1*sun", cost=3),
    Tile("puddle", MEADOW, effect="b1*rain", cost=3),
    Tile("ridge", FOREST, bang=True, effect="b3", cost=3),
    Tile("woodcut", FOREST, animals=1, effect="remove+b1", cost=4),
    # market, tier 3 (6-8 steps)
    Tile("glade", FOREST, animals=4, cost=5),
    Tile("burrow", FOREST, animals=2, effect="again", cost=5),
    Tile("oak", FOREST, animals=1, effect="h1*forest", cost=5),
    Tile("foxden", FOREST, animals=2, effect="h1*storm", cost=6),
    Tile("spring", MEADOW, animals=1, effect="h1+again", cost=5),
    Tile("summit", MEADOW, bang=True, effect="h3", cost=6),
)

BY_NAME: dict[str, int] = {t.name: i for i, t in enumerate(TILES)}
NAMES: tuple[str, ...] = tuple(t.name for t in TILES)
STORM, SUN, RAIN = BY_NAME["storm"], BY_NAME["sun"], BY_NAME["rain"]
ANIMALS: tuple[int, ...] = tuple(t.animals for t in TILES)
BANG: tuple[bool, ...] = tuple(t.bang for t in TILES)
IS_FOREST: tuple[bool, ...] = tuple(t.back == FOREST for t in TILES)
COST: tuple[int, ...] = tuple(t.cost for t in TILES)


def _counted(pairs: tuple[tuple[str, int], ...]) -> tuple[int, ...]:
    """A sorted multiset of tile indexes from (name, copies) pairs."""
    return tuple(sorted(BY_NAME[name] for name, copies in pairs for _ in range(copies)))


STARTING_BAG = _counted((
    ("trail", 3), ("lookout", 1), ("hedge", 2), ("copse", 1), ("bramble", 1), ("storm", 2),
))
"""Each player's bag at the start: ten tiles, two of them storms."""

MARKET_TIERS: tuple[tuple[int, ...], ...] = (
    _counted((("stile", 3), ("fork", 3), ("pond", 3), ("shortcut", 3))),
    _counted((("berries", 3), ("sunbank", 3), ("puddle", 2), ("ridge", 2), ("woodcut", 2))),
    _counted((("glade", 3), ("burrow", 2), ("oak", 2), ("foxden", 2), ("spring", 2), ("summit", 1))),
)
"""The three market stacks (cheap, middle, dear), twelve tiles each."""

SLOTS_PER_TIER = 2
"""Face-up market tiles of each tier; a bought tile is replaced from its own stack."""

WEATHER_DECK = _counted((("sun", 5), ("rain", 4), ("storm", 3)))
"""Twelve weather tiles, shuffled afresh for each walk."""

STORM_RESERVE = 9
"""Storms beside the board, added once the weather deck is empty (enough to reach any warning)."""

STORM_WARNING = {2: 6, 3: 7, 4: 9}
"""Storms on the weather track that trigger the storm warning, by player count (the page)."""

WALKS = 5

SEAT = tuple(f"{{p{seat}}}" for seat in range(4))
"""How events name each seat (`meeple.engine.seat_name`, looked up rather than formatted)."""

DECK_STORM, RESERVE_STORM = -1, -2
"""Owners of weather-track tiles that are nobody's: from the weather deck, from the reserve."""

PATH_BY_BACK = {MEADOW: False, FOREST: True}
"""`×` kinds that count path tiles by their back (forest or meadow)."""

WEATHER_KINDS = {"storm": STORM, "sun": SUN, "rain": RAIN}
"""`×` kinds that count tiles on the weather track."""
