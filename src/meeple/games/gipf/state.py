"""The GIPF state, the starting positions of the variants, and dump/load (the pieces are in components)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from meeple.engine import Rng

from .components import EMPTY, START_POINTS, SYMBOLS, piece
from .geometry import INDEX, LABELS, SPOTS
from .masks import BoardMasks, masks_of


@dataclass
class GipfState:
    """Everything about one game of GIPF; phases: piece, dot, push, row, gipf, over."""

    players: int
    rng: Rng
    variant: str
    board: list[int]
    reserve: list[int]
    captured: list[int] = field(default_factory=lambda: [0, 0])
    turn: int = 0
    phase: str = "dot"
    dot: int | None = None
    entering_gipf: bool = False
    may_enter_gipf: list[bool] = field(default_factory=lambda: [False, False])
    had_gipf: list[bool] = field(default_factory=lambda: [False, False])
    moves: list[int] = field(default_factory=lambda: [0, 0])
    quiet: int = 0
    captured_this_turn: bool = False
    resolver: int | None = None
    changed: list[int] = field(default_factory=list)
    handled: list[list[int]] = field(default_factory=list)
    row: list[int] | None = None
    ask: list[int] = field(default_factory=list)
    keep: list[int] = field(default_factory=list)
    winner: int | None = None
    result: str | None = None
    last: dict[str, Any] | None = None
    masks: BoardMasks | None = field(default=None, compare=False, repr=False)
    """Derived from `board` (see `board_masks`): never dumped, rebuilt by `load`, copied by `clone`."""


def board_masks(s: GipfState) -> BoardMasks:
    """The masks of `s.board`: the ones kept in the state, or measured afresh if the board was replaced."""
    m = s.masks
    return m if m is not None and m.board is s.board else masks_of(s.board)


def masks_to_update(s: GipfState) -> BoardMasks:
    """`board_masks(s)`, kept in `s`: for `play`, about to change the board and note what it did."""
    m = s.masks = board_masks(s)
    return m


def new_state(variant: str, seed: int) -> GipfState:
    """The starting position of a variant: basic and standard pre-place three per side, tournament none."""
    board = [EMPTY] * len(LABELS)
    if variant != "tournament":
        for seat, points in enumerate(START_POINTS):
            for label in points:
                board[INDEX[label]] = piece(seat, variant == "standard")
    reserve = 18 if variant == "tournament" else 12
    s = GipfState(players=2, rng=Rng(seed), variant=variant, board=board, reserve=[reserve, reserve])
    s.had_gipf = [variant == "standard"] * 2
    s.may_enter_gipf = [variant == "tournament"] * 2
    s.masks = masks_of(board)
    return s


def clone(s: GipfState) -> GipfState:
    """A fast independent copy (bots clone a lot), its masks copied rather than measured again."""
    board = s.board[:]
    return GipfState(
        s.players, Rng(s.rng.state), s.variant, board, s.reserve[:], s.captured[:], s.turn,
        s.phase, s.dot, s.entering_gipf, s.may_enter_gipf[:], s.had_gipf[:], s.moves[:], s.quiet,
        s.captured_this_turn, s.resolver, s.changed[:], [h[:] for h in s.handled],
        s.row[:] if s.row is not None else None, s.ask[:], s.keep[:], s.winner, s.result,
        _copy_last(s.last), board_masks(s).copy_for(board),
    )


def board_dict(board: list[int]) -> dict[str, str]:
    """The occupied points as {"b2": "b", "e2": "W", ...}."""
    return {LABELS[p]: SYMBOLS[board[p]] for p in SPOTS if board[p]}


def board_from_dict(pieces: dict[str, str]) -> list[int]:
    """Inverse of `board_dict`."""
    board = [EMPTY] * len(LABELS)
    for label, symbol in pieces.items():
        board[INDEX[label]] = SYMBOLS.index(symbol)
    return board


def _labels(points: list[int] | None) -> list[str] | None:
    return None if points is None else [LABELS[p] for p in points]


def _points(labels: list[str] | None) -> list[int] | None:
    return None if labels is None else [INDEX[x] for x in labels]


def _copy_last(last: dict[str, Any] | None) -> dict[str, Any] | None:
    """A copy of the last-move record (its list of moved spots included)."""
    return None if last is None else {**last, "moved": list(last["moved"])}


_PLAIN = ("players", "variant", "turn", "phase", "entering_gipf", "quiet", "captured_this_turn", "resolver",
          "winner", "result")
_LISTS = ("reserve", "captured", "may_enter_gipf", "had_gipf", "moves")
_POINT_LISTS = ("changed", "ask", "keep")


def dump(s: GipfState) -> dict[str, Any]:
    """Plain JSON, points written by name."""
    out: dict[str, Any] = {k: getattr(s, k) for k in _PLAIN}
    out.update({k: list(getattr(s, k)) for k in _LISTS})
    out.update({k: _labels(getattr(s, k)) for k in _POINT_LISTS})
    out.update(
        rng=s.rng.state, board=board_dict(s.board), dot=LABELS[s.dot] if s.dot is not None else None,
        row=_labels(s.row), handled=[_labels(h) for h in s.handled], last=_copy_last(s.last),
    )
    return out


def load(d: dict[str, Any]) -> GipfState:
    """Inverse of `dump` (the masks are measured from the board)."""
    fields: dict[str, Any] = {k: d[k] for k in _PLAIN}
    fields.update({k: list(d[k]) for k in _LISTS})
    fields.update({k: _points(d[k]) for k in _POINT_LISTS})
    board = board_from_dict(d["board"])
    return GipfState(
        **fields, rng=Rng(d["rng"]), board=board, masks=masks_of(board),
        dot=INDEX[d["dot"]] if d["dot"] is not None else None, row=_points(d["row"]),
        handled=[_points(h) or [] for h in d["handled"]], last=_copy_last(d["last"]),
    )
