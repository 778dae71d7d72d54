"""Alchemists' data: the eight alchemicals and the mixing rule, and the pieces around them.

The alchemicals and the mixing rule are exact (COMPONENTS.md). The favour
counts are the published ones; the order track, the action spaces' columns,
the artifacts, the adventurers and the grants are our own design within the
published counts (README.md says why). Names are our own; no card text.
"""

from __future__ import annotations

COLOURS = ("red", "green", "blue")

ALCHEMICALS: tuple[tuple[tuple[int, int], ...], ...] = (
    ((-1, 0), (1, 0), (-1, 1)),
    ((1, 0), (-1, 0), (1, 1)),
    ((1, 0), (-1, 1), (-1, 0)),
    ((-1, 0), (1, 1), (1, 0)),
    ((-1, 1), (-1, 0), (1, 0)),
    ((1, 1), (1, 0), (-1, 0)),
    ((-1, 1), (-1, 1), (-1, 1)),
    ((1, 1), (1, 1), (1, 1)),
)
"""Each alchemical's (sign, big) per colour red, green, blue. Opposites are 2k and 2k+1."""

ALCH_NAMES = tuple("".join(("+" if s > 0 else "-") + ("R", "G", "B")[c] + ("" if big else "s")
                           for c, (s, big) in enumerate(a)) for a in ALCHEMICALS)
"""Short names such as "-Rs+Gs-B" (a capital without "s" is a big aspect)."""

POTIONS = ("red+", "red-", "green+", "green-", "blue+", "blue-", "neutral")
"""Potion 2c is colour c positive, 2c+1 colour c negative; 6 is the neutral potion."""
NEUTRAL = 6


def _mix(a: int, b: int) -> int:
    for c in range(3):
        (sa, ba), (sb, bb) = ALCHEMICALS[a][c], ALCHEMICALS[b][c]
        if sa == sb and ba != bb:
            return 2 * c + (0 if sa > 0 else 1)
    return NEUTRAL


MIX: tuple[int, ...] = tuple(_mix(a, b) for a in range(8) for b in range(8))
"""MIX[8a+b]: the potion alchemicals a and b make."""

SIGN: tuple[tuple[int, ...], ...] = tuple(tuple(s for s, _ in a) for a in ALCHEMICALS)
"""SIGN[alchemical][colour]: +1 or -1."""


def quality(potion: int, wanted: int) -> int:
    """How a brewed potion meets a request: 4 exact, 3 right sign, 2 neutral, 1 wrong sign."""
    if potion == wanted:
        return 4
    if potion == NEUTRAL:
        return 2
    return 3 if potion % 2 == wanted % 2 else 1


QUALITY_WORDS = {4: "exactly the potion asked for", 3: "the right sign", 2: "a neutral potion", 1: "the wrong sign"}

INGREDIENTS = ("mushroom", "fern", "toad", "claw", "flower", "root", "scorpion", "feather")
COPIES = 5
"""Forty ingredient cards: five of each of the eight ingredients."""
MARKET_SIZE = 5

FAVOURS = {"assistant": 4, "herbalist": 4, "associate": 3, "custodian": 3,
           "shopkeeper": 2, "barmaid": 2, "merchant": 2, "sage": 2, "publisher": 2}
"""The 22 published favour cards and the 2 promo Publishers (played instead of a debunk: see `theories.revise`)."""
FAVOUR_NAMES = tuple(sorted(FAVOURS))
DECLARE_FAVOURS = ("assistant", "associate", "custodian", "herbalist")
"""Favours played while declaring actions."""

ORDER_TRACK: tuple[tuple[int, int, int], ...] = (
    (-1, 0, 0), (0, 0, 0), (0, 1, 0), (0, 0, 1), (0, 2, 0), (0, 1, 1), (0, 0, 2),
)
"""Order spaces top to bottom: (gold, ingredients, favours) taken on the space; the top one costs 1 gold."""

SPACES = ("gather", "transmute", "custodian", "sell", "artifact", "debunk", "publish", "student", "drink",
          "exhibit")
"""Action spaces in the order they resolve (custodian holds the Custodian favour's drink)."""
COLUMNS = {"gather": 3, "transmute": 2, "custodian": 1, "sell": 1, "artifact": 1, "debunk": 1, "publish": 2,
           "student": 2, "drink": 2, "exhibit": 3}
"""How many actions one player may declare on a space in a round (our design)."""
CUBES = {"sell": 2}
"""Cubes one action costs where it is not 1."""
DECLARABLE = ("gather", "transmute", "sell", "artifact", "debunk", "publish", "student", "drink", "exhibit")


def _open(round_no: int) -> tuple[str, ...]:
    out = []
    for space in DECLARABLE:
        if round_no == 1 and space in ("sell", "debunk", "publish"):
            continue
        if round_no == 6 and space in ("student", "drink"):
            continue
        if round_no != 6 and space == "exhibit":
            continue
        out.append(space)
    return tuple(out)


_OPEN = {r: _open(r) for r in range(1, 7)}


def open_spaces(round_no: int) -> tuple[str, ...]:
    """The spaces a player may declare on in this round (sell, debunk and publish from round 2; the exhibition
    replaces the student and drinking in round 6)."""
    return _OPEN.get(round_no, ())


def cubes_for(players: int, round_no: int) -> int:
    """Action cubes a player has at the start of a round (before the hospital and artifacts)."""
    return 3 if round_no == 1 else {2: 6, 3: 5, 4: 4}[players]


SEALS = ("gold", "silver", "red", "green", "blue")
SEAL_COUNTS = (2, 2, 2, 2, 2)
SEAL_VP = {"gold": 5, "silver": 3}
WRONG_SEAL = -4
DEBUNKED_SEAL = -5

ARTIFACTS: tuple[tuple[str, int, int, int, str], ...] = (
    ("copper still", 1, 3, 0, "sell+1"),
    ("ledger of debts", 1, 2, 1, "transmute+1"),
    ("iron stomach charm", 1, 3, 1, "drink_safe"),
    ("student stipend", 1, 2, 1, "student_free"),
    ("lucky horseshoe", 1, 2, 2, ""),
    ("spare bench", 1, 4, 0, "cube+1"),
    ("printing press", 2, 3, 2, "publish_free"),
    ("critic's quill", 2, 3, 2, "debunk+1"),
    ("patron's letter", 2, 4, 1, "rep+2"),
    ("gilded scale", 2, 4, 3, ""),
    ("herb garden", 2, 3, 1, "herbs+3"),
    ("mentor's ring", 2, 4, 0, "theory_vp"),
    ("crystal retort", 3, 5, 4, ""),
    ("royal warrant", 3, 4, 2, "rep+3"),
    ("grand cabinet", 3, 5, 0, "collector"),
    ("golden alembic", 3, 5, 3, "sell+1"),
    ("hall bust", 3, 3, 1, "exhibit+1"),
    ("treasury bond", 3, 4, 0, "gold2"),
)
"""(name, level, cost, VP, effect): 18 artifacts, six a level; three of each level come out per game."""
ARTIFACT_EFFECTS = {
    "": "no ability", "sell+1": "+1 gold for every paid sale", "transmute+1": "+1 gold for every transmutation",
    "drink_safe": "drinking has no side effects", "student_free": "never pay the student",
    "cube+1": "one more action cube every later round", "publish_free": "publishing and endorsing cost no gold "
    "to the bank", "debunk+1": "+1 reputation for every successful debunk", "rep+2": "+2 reputation at once",
    "herbs+3": "draw 3 ingredients at once", "theory_vp": "1 VP at the end for each theory with your seal",
    "rep+3": "+3 reputation at once", "collector": "2 VP at the end for each other artifact you own",
    "exhibit+1": "+1 reputation for every successful exhibit", "gold2": "your gold scores 1 VP per 2 at the end",
}
ON_SHOW = 3

ADVENTURERS: tuple[tuple[str, tuple[int, int, int]], ...] = (
    ("knight", (0, 2, 4)),
    ("bard", (1, 2, 5)),
    ("ranger", (2, 3, 1)),
    ("thief", (1, 3, 5)),
    ("sorceress", (4, 5, 0)),
    ("dwarf", (0, 3, 4)),
)
"""(name, the three potions wanted): six adventurers, one put away unseen; one arrives each round from round 2."""

GRANTS: tuple[tuple[tuple[int, ...], int], ...] = (
    ((0, 1, 2), 2), ((3, 4, 5), 2), ((6, 7, 0), 2), ((1, 3, 5, 7), 1), ((0, 2, 4, 6), 1),
)
"""(ingredients shown, VP): five grants; each gives 2 gold too."""
GRANT_GOLD = 2

CONFERENCES = {
    (False, 3): ((1, 1), (0, -1)),
    (False, 5): ((2, 1), (1, -1), (0, -2)),
    (True, 3): ((2, 1), (1, -1), (0, -2)),
    (True, 5): ((3, 1), (2, -1), (1, -2), (0, -3)),
}
"""(master, after round): (at least this many of your seals on the board, reputation change), best first."""

START_GOLD = 2
START_REP = 10
START_FAVOURS = 2
ROUNDS = 6
