"""The effect grammar of the page, as short codes, parsed once and described in words.

Atoms: `b2` (two boots: steps), `h1` (one heart: a victory point), `again`
(play a second tile), `remove` (you may remove the other drawn tile from the
game). A product `h1*sun` or `b1*forest` multiplies the atom by the matching
tiles on the weather track (storm, sun, rain) or in your own path (forest,
meadow, or a tile's own name such as `berries`). One combinator joins two
parts: `b1/h1` (choose one) or `h1+again` (both, left first).
"""

from __future__ import annotations

from functools import cache

from .components import BY_NAME, PATH_BY_BACK, WEATHER_KINDS

Node = tuple[str, ...]
"""A parsed effect: ("or", left, right), ("and", left, right) with codes as parts;
("boots", n) / ("heart", n); ("times", "boots"|"heart", n, kind); ("again",); ("remove",)."""

_ATOMS = {"b": "boots", "h": "heart"}
_WORD = {"boots": "boot", "heart": "heart"}


@cache
def parse(code: str) -> Node:
    """The node of an effect code; raises ValueError on a code outside the grammar."""
    for sign, kind in (("/", "or"), ("+", "and")):
        if sign in code:
            left, right = code.split(sign, 1)
            parse(left), parse(right)
            return (kind, left, right)
    if code in ("again", "remove"):
        return (code,)
    atom, _, kind = code.partition("*")
    if atom[:1] not in _ATOMS or not atom[1:].isdigit():
        raise ValueError(f"not an effect: {code!r}")
    if not kind:
        return (_ATOMS[atom[0]], atom[1:])
    if kind not in WEATHER_KINDS and kind not in PATH_BY_BACK and kind not in BY_NAME:
        raise ValueError(f"nothing to count in {code!r}")
    return ("times", _ATOMS[atom[0]], atom[1:], kind)


def amount(node: Node) -> int:
    """The number of an atom or product."""
    return int(node[1] if node[0] in _ATOMS.values() else node[2])


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def where_counted(kind: str) -> str:
    """What a product counts, in words."""
    if kind in WEATHER_KINDS:
        return f"{kind} on the weather track"
    if kind in PATH_BY_BACK:
        return f"{kind} tile in your path"
    return f"{kind} tile already in your path"


@cache
def describe(code: str) -> str:
    """The effect in words: "2 boots", "1 heart or 1 boot", "1 heart per sun on the weather track"."""
    if not code:
        return "no effect"
    node = parse(code)
    head = node[0]
    if head == "or":
        return f"{describe(node[1])} or {describe(node[2])}"
    if head == "and":
        return f"{describe(node[1])}, then {describe(node[2])}"
    if head == "again":
        return "play another tile"
    if head == "remove":
        return "you may remove the other drawn tile from the game"
    word = "boot" if node[1] == "boots" or head == "boots" else "heart"
    if head == "times":
        return f"{_plural(int(node[2]), word)} per {where_counted(node[3])}"
    return _plural(int(node[1]), word)


def symbols(code: str) -> str:
    """The effect in the page's symbols, for the board: "2 boots", "1 boot / 1 heart", "1 heart × sun"."""
    if not code:
        return ""
    node = parse(code)
    head = node[0]
    if head in ("or", "and"):
        return f"{symbols(node[1])} {'/' if head == 'or' else '+'} {symbols(node[2])}"
    if head in ("again", "remove"):
        return head
    if head == "times":
        return f"{_plural(int(node[2]), _WORD[node[1]])} × {node[3]}"
    return _plural(int(node[1]), _WORD[head])
