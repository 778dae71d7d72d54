"""Chakra's components: energy colours, the player board, the channel patterns, plenitude tokens, objectives.

Energies are small ints. 0..6 are the seven chakra colours, top to bottom of
a player board (purple, dark blue, light blue, green, yellow, orange, red),
so a chakra's index is also its colour. 7 is black (negative energy) and 8 is
white (positive energy, Module A only).

Positions on a board: BUBBLES (-1, the three Bhagya bubbles above purple),
the chakras 0..6, and EARTH (7, under red). "Down" is towards the earth.
"""

from __future__ import annotations

CHAKRAS = 7
PURPLE, DARK_BLUE, LIGHT_BLUE, GREEN, YELLOW, ORANGE, RED = range(CHAKRAS)
BLACK = 7
WHITE = 8
COLOURS = 9
COLOUR_NAMES = ("purple", "dark blue", "light blue", "green", "yellow", "orange", "red", "black", "white")
COLOUR_KEYS = ("purple", "darkblue", "lightblue", "green", "yellow", "orange", "red", "black", "white")
"""Short names for the renderer's CSS classes."""

BUBBLES = -1
EARTH = 7
SLOTS = 3
"""Energies a chakra holds; also the number of Bhagya bubbles and the most of one colour a board may hold."""

INSPIRATION = 5
"""Inspiration tokens per player."""

MAX_PLAYERS = 4

ENERGY_PER_PLAYER = 3
"""Energies of each colour (black included; white with Module A) put in the bag per player."""

FLOWS = 3
FLOW_SPACES = 3
"""Three maya flows of three spaces each on the lotus board."""

PLENITUDE_TOKENS = (1, 1, 2, 2, 3, 3, 4, 4)
"""Eight plenitude tokens, two of each value; seven lie face down on the karma spaces, one stays in the box."""

HARMONIZED_TO_END = 5
"""The game ends with the round in which someone has this many harmonized chakras."""

CHAIN_BONUS = 2
"""For the player(s) with the longest unbroken harmonized chain from red upwards."""

ROUND_CAP = 60
"""A safeguard so that `max_steps` is a real bound; real games end long before (see README)."""

DISCARD_SPACE = 7
"""The channel space whose action discards an alleviated black energy and draws a new one."""

CHANNEL_PATTERNS: tuple[tuple[tuple[int, ...], ...], ...] = (
    ((1,), (1,), (1,)),   # three energies down by one
    ((2,), (1,)),          # one energy down by two, another down by one
    ((3,),),               # one energy down by three
    ((-2,),),              # one energy up by two
    ((-1,), (-1,)),        # two energies up by one
    ((1,), (-1,)),         # one energy down by one, another up by one
    ((1, -1),),            # one energy up or down by one
    (),                    # discard an alleviated energy, draw one onto a bubble
)
"""The eight inspiration spaces of a player board: each move lists the signed distances it allows
(positive is down). Each move of a pattern moves a different energy, in the order the player likes."""

CHANNEL_TEXTS = (
    "3 energies down 1",
    "1 energy down 2 and another down 1",
    "1 energy down 3",
    "1 energy up 2",
    "2 energies up 1",
    "1 energy down 1 and another up 1",
    "1 energy up or down 1",
    "discard an alleviated energy, draw one onto a bubble",
)

OBJECTIVES: tuple[tuple[str, str, str, tuple[int, ...]], ...] = (
    ("Deep Blue", "pair", "harmonize dark blue and orange", (DARK_BLUE, ORANGE)),
    ("Sky and Sun", "pair", "harmonize light blue and yellow", (LIGHT_BLUE, YELLOW)),
    ("Crown and Root", "pair", "harmonize purple and red", (PURPLE, RED)),
    ("Full Body", "every", "have at least one energy on each chakra", ()),
    ("Three in a Row", "row", "harmonize 3 chakras one above the other", ()),
    ("Twin Pairs", "pairs", "harmonize 2 separate pairs of touching chakras", ()),
    ("All Visions", "visions", "hold a meditation token of every colour", ()),
    ("Grounded", "grounded", "have 3 alleviated black energies", ()),
)
"""Module D's objective cards (our own names): (name, kind, text, chakras it names)."""

OBJECTIVE_BONUSES = (2, 1)
"""The first player to meet an objective takes 2 points, the second 1."""


def objectives_in_play(players: int) -> int:
    """Module D reveals 3 objectives with 3 or more players, else 2."""
    return 3 if players >= 3 else 2


def _position_name(pos: int) -> str:
    if pos == BUBBLES:
        return "the bubbles"
    if pos == EARTH:
        return "the earth"
    return f"the {COLOUR_NAMES[pos]} chakra"


POSITION_NAMES = tuple(_position_name(pos) for pos in range(BUBBLES, EARTH + 1))
"""POSITION_NAMES[pos + 1]: each position's name, written once (the log names two at every move)."""


def position_name(pos: int) -> str:
    """'the bubbles', 'the earth' or 'the green chakra'."""
    return POSITION_NAMES[pos + 1] if BUBBLES <= pos <= EARTH else _position_name(pos)


def yin_yang_points(halves: int) -> int:
    """Module A: a complete yin-yang (two halves) is worth 3, a lone half 1."""
    return 3 * (halves // 2) + halves % 2
