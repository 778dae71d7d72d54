"""One player's board: harmonized chakras, free slots, colour counts and where a move lands.

These predicates read a board as plain lists (`chakras`: seven sorted lists
of colours, `bubbles`: a list), so that the channel look-ahead can ask them
of boards it is only trying out.
"""

from __future__ import annotations

from typing import Any

from meeple.engine import Event

from .components import BLACK, BUBBLES, CHAKRAS, COLOUR_NAMES, EARTH, SLOTS, WHITE
from .state import ChakraState


def is_harmonized(chakra: list[int], k: int) -> bool:
    """Chakra k holds three energies of its own colour."""
    return len(chakra) == SLOTS and chakra[0] == k and chakra[2] == k


def is_passable(chakra: list[int], k: int) -> bool:
    """Moves skip chakra k without counting it: harmonized, or (Module A) full with a white energy."""
    return len(chakra) == SLOTS and ((chakra[0] == k and chakra[2] == k) or chakra[2] == WHITE)


def harmonized_count(chakras: list[list[int]]) -> int:
    """How many of the seven chakras are harmonized."""
    return sum(1 for k in range(CHAKRAS) if is_harmonized(chakras[k], k))


def on_board(chakras: list[list[int]], bubbles: list[int], colour: int) -> int:
    """Energies of `colour` on the chakras and bubbles (the earth is not on the board)."""
    return bubbles.count(colour) + sum(c.count(colour) for c in chakras)


def landing(chakras: list[list[int]], start: int, distance: int, colour: int) -> int | None:
    """Where an energy of `colour` at `start` lands when moved `distance` chakras (positive: down),
    or None when the move is not allowed.

    Each chakra crossed or reached needs a free slot, except passable ones, which are skipped
    without counting. Moving up stops at purple (the bubbles are not a chakra); only black and
    white energies go down into the earth, and only as the move's last step.
    """
    step = 1 if distance > 0 else -1
    left = distance * step
    pos = start
    while True:
        pos += step
        if pos == EARTH:
            return EARTH if left == 1 and colour >= BLACK else None
        if pos <= BUBBLES:
            return None
        chakra = chakras[pos]
        if len(chakra) == SLOTS:
            if is_passable(chakra, pos):
                continue
            return None
        left -= 1
        if left == 0:
            return pos


BoardKey = tuple[tuple[int, ...], ...]


def board_key(chakras: list[list[int]], bubbles: list[int]) -> BoardKey:
    """The board as a hashable value (the bubbles first), for the look-up caches of the legal actions."""
    return (tuple(bubbles), *map(tuple, chakras))


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
        if not here or (len(here) == SLOTS and here[0] == pos and here[2] == pos):
            continue
        last = -1
        for colour in here:
            if colour != last:
                out.append((pos, colour))
                last = colour
    if moved:
        return [(p, c) for p, c in out if (bubbles if p == BUBBLES else chakras[p]).count(c) > moved.count([p, c])]
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
