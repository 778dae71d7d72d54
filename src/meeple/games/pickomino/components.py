"""Pickomino's components: eight dice with a worm face and sixteen worm tiles.

Faces are the ints 1..6 everywhere (actions, state, views); 6 is the worm,
which counts 5 points. Tiles are the ints 21..36.
"""

from __future__ import annotations

NUM_DICE = 8
WORM = 6
FACES = (1, 2, 3, 4, 5, 6)
TILES = tuple(range(21, 37))
LOWEST_TILE = TILES[0]

FACE_LEGEND = {"1": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": "worm (counts 5)"}
"""What each face int means, for views and renderers."""

_NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight")


def face_value(face: int) -> int:
    """Points a die showing `face` adds to the score (the worm counts 5)."""
    return 5 if face == WORM else face


def face_label(face: int) -> str:
    """A one-character label for a face: the digit, or W for the worm."""
    return "W" if face == WORM else str(face)


FACE_LABELS = ("", *(face_label(face) for face in FACES))
"""`FACE_LABELS[face]`: `face_label(face)`, looked up for the roll's log line."""


def worms_on(tile: int) -> int:
    """Worms printed on a tile: 1 for 21-24, 2 for 25-28, 3 for 29-32, 4 for 33-36."""
    return (tile - 17) // 4


WORMS = [0] * LOWEST_TILE + [worms_on(tile) for tile in TILES]
"""`WORMS[tile]`: worms per tile, precomputed for the views and scores that search reads often."""


def plural_worms(n: int) -> str:
    """`1 worm`, `2 worms`."""
    return f"{n} worm" if n == 1 else f"{n} worms"


def face_name(face: int, count: int = 1) -> str:
    """A face as a noun: `3`, `3s`, `worm`, `worms`."""
    noun = "worm" if face == WORM else str(face)
    return noun if count == 1 else f"{noun}s"


def dice_phrase(face: int, count: int) -> str:
    """Readable dice counts: `two 3s`, `one 5`, `three worms`, `one worm`."""
    word = _NUMBER_WORDS[count] if count < len(_NUMBER_WORDS) else str(count)
    return f"{word} {face_name(face, count)}"


DICE_PHRASES = tuple(tuple(dice_phrase(face, count) for count in range(NUM_DICE + 1)) for face in (0, *FACES))
"""`DICE_PHRASES[face][count]`: `dice_phrase(face, count)`, looked up for the keep's log line."""


def score_of(kept: list[int]) -> int:
    """The turn's score: the sum of the kept dice, worms counting 5 (6 - 1)."""
    return sum(kept) - kept.count(WORM)
