"""Named positions for Ponte del Diavolo scenario tests, built from ASCII diagrams.

A diagram is the board with rank 10 on top, one rank per line, each line
starting with its rank number; `L` is a light tile, `D` a dark tile, `.` (or
`+`, to mark water under a bridge for the reader) is water. A header line of
file letters is allowed and ignored:

        a b c d e f g h i j
    10  . . . . . . . . . .
     ...
     1  . . . . . . . . . .

Bridges are given separately as (from, to) pairs of square names.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from meeple.engine import Event, Rng
from meeple.games.pontedeldiavolo import GAME, bans, bridges
from meeple.games.pontedeldiavolo.board import Board, parse_cell
from meeple.games.pontedeldiavolo.components import DARK, LIGHT, SIZE
from meeple.games.pontedeldiavolo.state import PLAY, PonteState

__all__ = [
    "DARK", "GAME", "LIGHT", "bridges_listed", "kinds", "parse_diagram", "places", "position", "squares", "texts",
]

_MARKS = {"L": LIGHT, "D": DARK, ".": None, "+": None}


def parse_diagram(diagram: str) -> dict[int, int]:
    """The tiles a diagram shows: square -> colour."""
    tiles: dict[int, int] = {}
    ranks = [ln.split() for ln in diagram.strip("\n").splitlines() if ln.split() and ln.split()[0].isdigit()]
    assert len(ranks) == SIZE, f"a diagram has {SIZE} ranks, got {len(ranks)}"
    for words in ranks:
        rank, marks = int(words[0]), "".join(words[1:])
        assert len(marks) == SIZE, f"rank {rank} has {len(marks)} squares"
        for col, mark in enumerate(marks):
            if _MARKS[mark] is not None:
                tiles[(rank - 1) * SIZE + col] = _MARKS[mark]
    return tiles


def position(
    diagram: str = "",
    *,
    light: Iterable[str] = (),
    dark: Iterable[str] = (),
    bridges_: Sequence[tuple[str, str]] = (),
    to_move: int = LIGHT,
    light_seat: int = 0,
    placed: Sequence[str] = (),
    final_turn: bool = False,
) -> PonteState:
    """A position in the PLAY phase with `to_move` to act (seat 0 light unless `light_seat=1`)."""
    tiles = parse_diagram(diagram) if diagram else {}
    tiles.update({_cell(x): LIGHT for x in light})
    tiles.update({_cell(x): DARK for x in dark})
    board = Board()
    for cell in sorted(tiles):
        bans.place(board, cell, tiles[cell])
    for a, b in bridges_:
        bridges.build(board, bridges.SPAN_BETWEEN[_cell(a), _cell(b)])
    s = PonteState(players=2, rng=Rng(0), board=board, phase=PLAY, light_seat=light_seat)
    s.turn = s.seat_of(to_move)
    s.placed = [_cell(x) for x in placed]
    s.final_turn = final_turn
    if final_turn:
        s.ended_by = s.seat_of(LIGHT)
    s.turns = [5, 5] if to_move == LIGHT else [6, 5] if light_seat == 0 else [5, 6]
    return s


def _cell(name: str) -> int:
    cell = parse_cell(name)
    assert cell is not None, name
    return cell


def places(s: PonteState) -> list[str]:
    """The squares the player to move may place a tile on, in square order."""
    return [a["cell"] for a in GAME.legal_actions(s, s.turn) if a["type"] == "place"]


def squares(text: str) -> list[str]:
    """Square names in square order (rank 1 first, then by file): squares("c5 a1") == ["a1", "c5"]."""
    return sorted(text.split(), key=_cell)


def bridges_listed(s: PonteState) -> list[tuple[str, str]]:
    """The bridges the player to move may build, as (from, to)."""
    return [(a["from"], a["to"]) for a in GAME.legal_actions(s, s.turn) if a["type"] == "bridge"]


def texts(events: Iterable[Event]) -> list[str]:
    """The log lines of some events."""
    return [e.text for e in events]


def kinds(actions: Iterable[dict[str, Any]]) -> set[str]:
    """The action types in a list of actions."""
    return {a["type"] for a in actions}
