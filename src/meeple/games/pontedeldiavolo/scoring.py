"""Scoring: islands joined by bridges (also through sandbanks) score triangular numbers.

A network is a set of one colour's groups (islands and sandbanks) joined by
bridges, directly or through other groups. A network of n islands scores
n(n+1)/2: 1, 3, 6, 10, 15, ... (1 island 1 point, 2 islands 3 points, ...);
a network with sandbanks only scores nothing. Ties are broken by the number of
islands, then by the number of bridges.
"""

from __future__ import annotations

from dataclasses import dataclass

from .board import Board
from .components import ISLAND


def triangular(n: int) -> int:
    """The points of a network of `n` islands: `triangular(4) == 10`."""
    return n * (n + 1) // 2


@dataclass(frozen=True)
class Network:
    """Groups of one colour joined by bridges: how many islands, the points, and its tiles."""

    islands: int
    points: int
    tiles: tuple[int, ...]


@dataclass(frozen=True)
class Score:
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
    """`colour`'s networks that hold at least one island, largest first."""
    root: dict[int, int] = {}

    def find(g: int) -> int:
        while root[g] != g:
            root[g] = root[root[g]]
            g = root[g]
        return g

    for gid, tiles in board.members.items():
        if board.cells[tiles[0]] == colour:
            root[gid] = gid
    for gid in list(root):
        for tile in board.members[gid]:
            other = board.partner[tile]
            if other >= 0:
                root[find(gid)] = find(board.group[other])
    parts: dict[int, list[int]] = {}
    for gid in root:
        parts.setdefault(find(gid), []).append(gid)
    out = []
    for gids in parts.values():
        n = sum(1 for g in gids if len(board.members[g]) == ISLAND)
        if n:
            tiles = tuple(sorted(t for g in gids for t in board.members[g]))
            out.append(Network(n, triangular(n), tiles))
    out.sort(key=lambda net: (-net.islands, net.tiles))
    return out


def score(board: Board, colour: int) -> Score:
    """`colour`'s points, islands and bridges as they stand now."""
    nets = networks(board, colour)
    islands = sum(1 for tiles in board.members.values() if len(tiles) == ISLAND and board.cells[tiles[0]] == colour)
    bridges = sum(1 for a, b in enumerate(board.partner) if b > a and board.cells[a] == colour)
    return Score(sum(n.points for n in nets), islands, bridges, tuple(nets))
