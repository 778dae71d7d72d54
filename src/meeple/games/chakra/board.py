"""One player's board: harmonized chakras, free slots, colour counts and where a move lands.

These predicates read a board as plain lists (`chakras`: seven sorted lists
of colours, `bubbles`: a list), so that the channel look-ahead can ask them
of boards it is only trying out.
"""

from __future__ import annotations

from functools import lru_cache
from operator import eq
from typing import Any

from meeple.engine import Event

from .components import BLACK, BUBBLES, CHAKRAS, COLOUR_NAMES, EARTH, SLOTS, WHITE
from .state import ChakraState

HARMONIES: tuple[list[int], ...] = tuple([k] * SLOTS for k in range(CHAKRAS))
"""Each chakra's harmonized content, three energies of its own colour (never changed: only compared)."""


def is_harmonized(chakra: list[int], k: int) -> bool:
    """Chakra k holds three energies of its own colour."""
    return chakra == HARMONIES[k]


def is_passable(chakra: list[int], k: int) -> bool:
    """Moves skip chakra k without counting it: harmonized, or (Module A) full with a white energy."""
    return len(chakra) == SLOTS and ((chakra[0] == k and chakra[2] == k) or chakra[2] == WHITE)


def harmonized_count(chakras: list[list[int]]) -> int:
    """How many of the seven chakras are harmonized."""
    return sum(map(eq, chakras, HARMONIES))


def on_board(chakras: list[list[int]], bubbles: list[int], colour: int) -> int:
    """Energies of `colour` on the chakras and bubbles (the earth is not on the board)."""
    return bubbles.count(colour) + sum(c.count(colour) for c in chakras)


def crowded(chakras: list[list[int]], bubbles: list[int]) -> int:
    """The colours the board holds SLOTS of (on the chakras and bubbles), as bits: no more of them may come."""
    energies = bubbles + [c for chakra in chakras for c in chakra]
    mask = 0
    for colour in set(energies):
        if energies.count(colour) >= SLOTS:
            mask |= 1 << colour
    return mask


Cells = tuple[tuple[int, ...], ...]
Landings = tuple[tuple[tuple[int | None, ...], ...], ...]
Lane = tuple[Cells, Cells, Landings]
"""For each start (the bubbles first, then the chakras): the cells a move down counts, in order (ending
with EARTH when nothing blocks the way), and the cells a move up counts; then, for an energy that is not
black or white and for one that is, each start's landing (or None) by signed distance, an index: 1, 2, 3
down, -1, -2 up (what `land` says, looked up)."""

OPEN, SKIPPED, BLOCKED = range(3)
"""What a chakra is to a move: a step (a free slot), skipped (passable) or the end of the way (full)."""


def lane(chakras: list[list[int]]) -> Lane:
    """Where moves may step on this board, from what each chakra is to a move (`_lane`, cached): only the
    full chakras are looked at, the others are open."""
    sizes = list(map(len, chakras))
    full = sizes.count(SLOTS)
    if not full:
        return OPEN_LANE
    kinds = [OPEN] * CHAKRAS
    k = -1
    for _ in range(full):
        k = sizes.index(SLOTS, k + 1)
        chakra = chakras[k]  # `is_passable` written out
        kinds[k] = SKIPPED if (chakra[0] == k and chakra[2] == k) or chakra[2] == WHITE else BLOCKED
    return _lane(tuple(kinds))


@lru_cache(maxsize=3 ** CHAKRAS)
def _lane(kinds: tuple[int, ...]) -> Lane:
    down: list[tuple[int, ...]] = [(EARTH,)]
    for k in range(CHAKRAS - 1, -1, -1):
        below = down[0]
        down.insert(0, (k, *below) if kinds[k] == OPEN else below if kinds[k] == SKIPPED else ())
    up: list[tuple[int, ...]] = [(), ()]
    for k in range(CHAKRAS - 1):
        above = up[-1]
        up.append((k, *above) if kinds[k] == OPEN else above if kinds[k] == SKIPPED else ())
    ways = (tuple(down), tuple(up), ())
    lands = tuple(tuple(tuple(land(ways, pos, d, colour) if d else None for d in (0, 1, 2, 3, -2, -1))
                        for pos in range(BUBBLES, CHAKRAS)) for colour in (0, BLACK))
    return ways[0], ways[1], lands


def steps(ways: Lane, start: int, colour: int, down: bool) -> tuple[int, ...]:
    """Where an energy of `colour` at `start` may land moving down (or up): the i-th cell for a move of
    i + 1 chakras.

    Each chakra crossed or reached needs a free slot, except passable ones, which are skipped
    without counting. Moving up stops at purple (the bubbles are not a chakra); only black and
    white energies go down into the earth, and only as the move's last step.
    """
    if not down:
        return ways[1][start + 1]
    cells = ways[0][start + 1]
    return cells[:-1] if colour < BLACK and cells and cells[-1] == EARTH else cells


def land(ways: Lane, start: int, distance: int, colour: int) -> int | None:
    """Where an energy of `colour` at `start` lands when moved `distance` chakras (positive: down),
    or None when the move is not allowed (`steps`)."""
    cells = steps(ways, start, colour, distance > 0)
    return cells[abs(distance) - 1] if abs(distance) <= len(cells) else None


OPEN_LANE = _lane((OPEN,) * CHAKRAS)
"""The lane of a board with no full chakra."""


def landing(chakras: list[list[int]], start: int, distance: int, colour: int) -> int | None:
    """`land` on this board."""
    return land(lane(chakras), start, distance, colour)


BoardKey = tuple[int, ...]


KEY_SEPARATOR = -2
"""Between the cells of a board key: no colour, so the key reads back into one board only."""


def board_key(chakras: list[list[int]], bubbles: list[int]) -> BoardKey:
    """The board as a hashable value, for the look-up caches of the legal actions: one flat tuple, the
    bubbles first and each chakra after a separator (cheaper to build and hash than a tuple of tuples)."""
    a, b, c, d, e, f, g = chakras
    s = KEY_SEPARATOR
    return (*bubbles, s, *a, s, *b, s, *c, s, *d, s, *e, s, *f, s, *g)


class Memo(dict[Any, Any]):
    """A dict that empties itself when it grows past `limit` entries: a cache of pure functions of a board."""

    def __init__(self, limit: int) -> None:
        super().__init__()
        self.limit = limit

    def keep(self, key: Any, value: Any) -> Any:
        """Store and return `value`."""
        if len(self) >= self.limit:
            self.clear()
        self[key] = value
        return value


BOARDS = Memo(4096)
"""Board key -> [its `crowded` colours, which move patterns can be made on it (None until asked)]: one
key and one look-up serve a start-of-turn list's takes and channel spaces. Its hits are recent boards
(the same turn, a seat's board unchanged since its last turn: random games repeat no board across
games), so it stays small: 100,000 entries of lists kept for nothing made the collector's full passes
cost about 5% of a random playout against 2% now."""


def facts(chakras: list[list[int]], bubbles: list[int]) -> list[Any]:
    """This board's entry of `BOARDS` (made on first sight)."""
    key = board_key(chakras, bubbles)
    found = BOARDS.get(key)
    if found is None:
        found = BOARDS.keep(key, [crowded(chakras, bubbles), None])
    return found


def movable(chakras: list[list[int]], bubbles: list[int], moved: list[list[int]]) -> list[tuple[int, int]]:
    """The (position, colour) of each energy that may still move: on the bubbles or on a chakra that is
    not harmonized, and not already moved by this pattern; one entry per colour and position."""
    out: list[tuple[int, int]] = []
    last = -1
    for colour in bubbles:
        if colour != last:
            out.append((BUBBLES, colour))
            last = colour
    for pos in range(CHAKRAS):
        here = chakras[pos]
        if not here or here == HARMONIES[pos]:
            continue
        last = -1
        for colour in here:
            if colour != last:
                out.append((pos, colour))
                last = colour
    for p, c in moved:
        if (p, c) in out and (bubbles if p == BUBBLES else chakras[p]).count(c) <= moved.count([p, c]):
            out.remove((p, c))
    return out


def add(chakras: list[list[int]], bubbles: list[int], pos: int, colour: int) -> None:
    """Put an energy on a chakra or the bubbles, keeping the list sorted (not for the earth)."""
    here = bubbles if pos == BUBBLES else chakras[pos]
    here.append(colour)
    here.sort()


def remove(chakras: list[list[int]], bubbles: list[int], pos: int, colour: int) -> None:
    """Take an energy off a chakra or the bubbles."""
    (bubbles if pos == BUBBLES else chakras[pos]).remove(colour)


def harmonize(state: ChakraState, seat: int, k: int) -> list[Event]:
    """If chakra k has just been harmonized: its notch token returns to the player at once."""
    if k == BUBBLES or not is_harmonized(state.chakras[seat][k], k):
        return []
    text = f"{{p{seat}}} harmonizes the {COLOUR_NAMES[k]} chakra"
    if state.notches[seat][k]:
        state.notches[seat][k] = False
        text += " and takes back the inspiration token beside it"
    return [Event("harmonize", text, data={"seat": seat, "chakra": k})]
