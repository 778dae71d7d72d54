"""What every seat and spectator sees (GIPF hides nothing), and a text diagram of the board."""

from __future__ import annotations

import textwrap
from typing import Any

from .actions import pending, to_move
from .components import COLOUR, EMPTY, QUIET_LIMIT, SYMBOLS
from .geometry import COLUMNS, COORDS, IS_SPOT, LABELS
from .rows import gipf_count
from .state import GipfState, board_dict


def view(s: GipfState) -> dict[str, Any]:
    """The whole public position: board, reserves, captures, GIPFs, phase and any pending choice.

    `board` maps occupied spots to "w"/"b" (white/black piece) or "W"/"B" (GIPF).
    `captured[s]` counts the opponent's pieces seat `s` has taken (a GIPF counts two).
    """
    return {
        "variant": s.variant,
        "colours": list(COLOUR),
        "board": board_dict(s.board),
        "reserve": s.reserve[:],
        "captured": s.captured[:],
        "gipfs": [gipf_count(s.board, 0), gipf_count(s.board, 1)],
        "may_enter_gipf": s.may_enter_gipf[:],
        "turn": s.turn,
        "to_move": to_move(s),
        "phase": s.phase,
        "entering": None if s.phase in ("piece", "over") or s.resolver is not None else (
            "gipf" if s.entering_gipf else "single"),
        "dot": LABELS[s.dot] if s.dot is not None else None,
        "rows": [[LABELS[p] for p in r] for r in pending(s)] if s.phase == "row" else [],
        "removing": _removing(s),
        "last_move": dict(s.last) if s.last is not None else None,
        "turns_without_capture": s.quiet,
        "quiet_limit": QUIET_LIMIT,
        "winner": s.winner,
        "result": s.result,
    }


def _removing(s: GipfState) -> dict[str, Any] | None:
    """The row whose GIPFs are being decided on, with the decisions made so far."""
    if s.phase != "gipf" or s.row is None:
        return None
    return {
        "row": [LABELS[p] for p in s.row],
        "ask": LABELS[s.ask[0]],
        "keep": [LABELS[p] for p in s.keep],
    }


def _layout() -> dict[int, tuple[int, int]]:
    """Where each point sits in the text diagram: (line, column); three characters per board column."""
    height = {p: 2 * r - x for p, (x, r) in enumerate(COORDS)}
    top = max(height.values())
    return {p: (top - h, 3 * COORDS[p][0]) for p, h in height.items()}


_LAYOUT = _layout()
_FOOTER = "  ".join(COLUMNS)


def diagram(board: list[int]) -> str:
    """The board as text, white's side at the bottom: pieces w b W B, empty spots '.', dots 'o'.

    Columns a..i run left to right (named on the last line); numbers grow upward in each column.
    """
    lines = [[" "] * (3 * len(COLUMNS)) for _ in range(1 + max(line for line, _ in _LAYOUT.values()))]
    for p, (line, col) in _LAYOUT.items():
        v = board[p]
        lines[line][col] = SYMBOLS[v] if v else ("." if IS_SPOT[p] else "o")
    return "\n".join(["".join(chars).rstrip() for chars in lines] + [_FOOTER])


def board_from_diagram(text: str) -> list[int]:
    """Inverse of `diagram`: read a board drawn the same way (the footer line is optional).

    Leading blank lines and a common indentation are ignored, so a diagram can sit in a test.
    """
    lines = textwrap.dedent(text.strip("\n")).splitlines()
    board = [EMPTY] * len(COORDS)
    for p, (line, col) in _LAYOUT.items():
        char = lines[line][col] if line < len(lines) and col < len(lines[line]) else " "
        if char in "wbWB":
            board[p] = SYMBOLS.index(char)
        elif char != ("." if IS_SPOT[p] else "o"):
            raise ValueError(f"diagram: {LABELS[p]} should show {'.' if IS_SPOT[p] else 'o'} or a piece, not {char!r}")
    return board
