"""The state of one game of Ponte del Diavolo, and its plain-JSON form.

Phases: OPENING (the first player places two light tiles), CHOOSE (the second
player keeps dark or swaps to light: the pie rule), PLAY (turns of two tiles or
one bridge, dark first) and OVER. `placed` holds the tiles of the turn under
way, so a turn of two tiles is two steps. `final_turn` is set when light has
ended the game: dark then takes one last turn, so both have had as many turns.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from meeple.engine import Rng

from . import bans, bridges
from .board import Board, cell_name, parse_cell
from .components import COLOUR_NAMES, DARK, LIGHT
from .scoring import Score, score

OPENING, CHOOSE, PLAY, OVER = "opening", "choose", "play", "over"
_COLOURS = {name: c for c, name in COLOUR_NAMES.items()}


@dataclass
class PonteState:
    """Everything about a table.

    `cache` holds values derived from the position (legal actions, scores,
    progress); `play` replaces it, clones share it, and it is never dumped.
    """

    players: int
    rng: Rng
    board: Board = field(default_factory=Board)
    phase: str = OPENING
    turn: int = 0
    light_seat: int = 0
    placed: list[int] = field(default_factory=list)
    final_turn: bool = False
    ended_by: int | None = None
    turns: list[int] = field(default_factory=lambda: [0, 0])
    cache: dict[Any, Any] = field(default_factory=dict, compare=False, repr=False)

    def colour_of(self, seat: int) -> int:
        """LIGHT or DARK: the colour `seat` plays (seat 0 is light until the pie choice)."""
        return LIGHT if seat == self.light_seat else DARK

    def seat_of(self, colour: int) -> int:
        """The seat playing `colour`."""
        return self.light_seat if colour == LIGHT else 1 - self.light_seat

    def score(self, seat: int) -> Score:
        """`seat`'s score as the board stands (cached until the next action)."""
        key = ("score", seat)
        found = self.cache.get(key)
        if found is None:
            found = self.cache[key] = score(self.board, self.colour_of(seat))
        return found

    def clone(self) -> PonteState:
        """An independent copy; the cache is shared, as it only describes this very position."""
        return PonteState(
            self.players, self.rng.copy(), self.board.clone(), self.phase, self.turn, self.light_seat,
            self.placed[:], self.final_turn, self.ended_by, self.turns[:], self.cache,
        )


def dump(s: PonteState) -> dict[str, Any]:
    """Plain JSON: tiles by colour, bridges in the order built, and the turn bookkeeping."""
    board = s.board
    return {
        "players": s.players,
        "rng": s.rng.state,
        "tiles": {name: board.tile_names(c) for c, name in COLOUR_NAMES.items()},
        "bridges": [[cell_name(bridges.SPANS[i].a), cell_name(bridges.SPANS[i].b)] for i in board.bridges],
        "phase": s.phase,
        "turn": s.turn,
        "light_seat": s.light_seat,
        "placed": [cell_name(x) for x in s.placed],
        "final_turn": s.final_turn,
        "ended_by": s.ended_by,
        "turns": list(s.turns),
    }


def load(d: dict[str, Any]) -> PonteState:
    """Inverse of `dump`; groups and island zones are rebuilt by placing the tiles again."""
    board = Board()
    for name, cells in d["tiles"].items():
        for x in cells:
            bans.place(board, _cell(x), _COLOURS[name])
    for a, b in d["bridges"]:
        bridges.build(board, bridges.SPAN_BETWEEN[_cell(a), _cell(b)])
    return PonteState(
        players=d["players"], rng=Rng(d["rng"]), board=board, phase=d["phase"], turn=d["turn"],
        light_seat=d["light_seat"], placed=[_cell(x) for x in d["placed"]], final_turn=d["final_turn"],
        ended_by=d["ended_by"], turns=list(d["turns"]),
    )


def _cell(name: str) -> int:
    cell = parse_cell(name)
    if cell is None:
        raise ValueError(f"not a square: {name!r}")
    return cell
