"""Scoring: islands joined by bridges (also through sandbanks) score triangular numbers.

A network is a set of one colour's groups (islands and sandbanks) joined by
bridges, directly or through other groups. A network of n islands scores
n(n+1)/2: 1, 3, 6, 10, 15, ... (1 island 1 point, 2 islands 3 points, ...);
a network with sandbanks only scores nothing. Ties are broken by the number of
islands, then by the number of bridges.
"""

from __future__ import annotations

from typing import NamedTuple

from .board import Board
from .bridges import SPANS
from .components import ISLAND


def triangular(n: int) -> int:
    """The points of a network of `n` islands: `triangular(4) == 10`."""
    return n * (n + 1) // 2


class Network(NamedTuple):
    """Groups of one colour joined by bridges: how many islands, the points, and its tiles (a cheap named tuple)."""

    islands: int
    points: int
    tiles: tuple[int, ...]


class Score(NamedTuple):
    """A colour's total and the tie-breakers the rules name."""

    points: int
    islands: int
    bridges: int
    networks: tuple[Network, ...]

    @property
    def tiebreaks(self) -> tuple[int, int]:
        """Compared after the points: most islands, then most bridges."""
        return self.islands, self.bridges


def networks(board: Board, colour: int) -> list[Network]:
    """`colour`'s networks that hold at least one island, largest first.

    The bridges join groups (union-find over the few bridges, not the tiles),
    then each of the colour's groups is counted into its network.
    """
    cells, group = board.cells, board.group
    parent: dict[int, int] = {}

    def find(g: int) -> int:
        while g in parent:
            g = parent[g]
        return g

    for span_id in board.bridges:
        span = SPANS[span_id]
        if cells[span.a] == colour:
            ga, gb = find(group[span.a]), find(group[span.b])
            if ga != gb:
                parent[ga] = gb
    islands: dict[int, int] = {}
    tiles: dict[int, list[int]] = {}
    for gid, members in board.members.items():
        if cells[gid] == colour:  # a group's id is one of its squares
            root = find(gid) if parent else gid
            islands[root] = islands.get(root, 0) + (len(members) == ISLAND)
            tiles.setdefault(root, []).extend(members)
    out = [Network(n, triangular(n), tuple(sorted(tiles[root]))) for root, n in islands.items() if n]
    out.sort(key=lambda net: (-net.islands, net.tiles))
    return out


def score(board: Board, colour: int) -> Score:
    """`colour`'s points, islands and bridges as they stand now."""
    nets = networks(board, colour)
    cells = board.cells
    bridges = sum(1 for span_id in board.bridges if cells[SPANS[span_id].a] == colour)
    return Score(sum(n.points for n in nets), sum(n.islands for n in nets), bridges, tuple(nets))
