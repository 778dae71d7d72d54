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

    The bridges join groups (union-find over the few bridges, not the
    tiles); a group at no bridge end is a network alone, which counts only
    when it is an island (its squares are kept in order already).
    """
    cells, group, members = board.cells, board.group, board.members
    parent: dict[int, int] = {}
    ends: list[int] = []
    for span_id in board.bridges:
        span = SPANS[span_id]
        if cells[span.a] == colour:
            ga, gb = group[span.a], group[span.b]
            ends += ga, gb
            while ga in parent:
                ga = parent[ga]
            while gb in parent:
                gb = parent[gb]
            if ga != gb:
                parent[ga] = gb
    linked = set(ends)
    joined: dict[int, list[int]] = {}
    for gid in linked:
        root = gid
        while root in parent:
            root = parent[root]
        joined.setdefault(root, []).append(gid)
    out = [Network(1, 1, m) for gid, m in members.items()
           if len(m) == ISLAND and cells[gid] == colour and gid not in linked]
    for gids in joined.values():
        n = sum(len(members[g]) == ISLAND for g in gids)
        if n:
            out.append(Network(n, triangular(n), tuple(sorted(x for g in gids for x in members[g]))))
    out.sort(key=lambda net: (-net.islands, net.tiles))
    return out


def score(board: Board, colour: int) -> Score:
    """`colour`'s points, islands and bridges as they stand now."""
    nets = networks(board, colour)
    cells = board.cells
    bridges = sum(1 for span_id in board.bridges if cells[SPANS[span_id].a] == colour)
    return Score(sum(n.points for n in nets), sum(n.islands for n in nets), bridges, tuple(nets))
