"""Named positions for the scenario tests, built directly (never from a lucky seed)."""

from __future__ import annotations

from typing import Any

from meeple.engine import Event
from meeple.games.gipf import GAME
from meeple.games.gipf.state import GipfState, board_from_dict, new_state
from meeple.games.gipf.turns import start_turn
from meeple.games.gipf.view import board_from_diagram


def position(
    pieces: dict[str, str] | str,
    *,
    variant: str = "basic",
    reserve: tuple[int, int] = (12, 12),
    turn: int = 0,
    captured: tuple[int, int] = (0, 0),
) -> GipfState:
    """A game of `variant` with exactly these pieces, as a {"e2": "w"} dict or a board diagram."""
    s = new_state(variant, seed=0)
    s.board = board_from_diagram(pieces) if isinstance(pieces, str) else board_from_dict(pieces)
    s.reserve = list(reserve)
    s.captured = list(captured)
    s.turn = turn
    if variant == "tournament":
        s.moves = [1, 1]
        s.had_gipf = [True, True]
    start_turn(s)
    return s


def play(s: GipfState, seat: int, *actions: dict[str, Any]) -> list[Event]:
    """Apply the actions through the checked entry point; return all their events."""
    events: list[Event] = []
    for action in actions:
        events += GAME.apply(s, seat, action)
    return events


def enter(s: GipfState, seat: int, dot: str, toward: str | None = None) -> list[Event]:
    """A whole entry: the dot, then the direction when the dot has two open ones."""
    events = play(s, seat, {"type": "enter", "dot": dot})
    if toward is not None:
        events += play(s, seat, {"type": "push", "toward": toward})
    return events


def texts(events: list[Event]) -> list[str]:
    """The log lines of some events."""
    return [e.text for e in events]


def occupied(s: GipfState) -> dict[str, str]:
    """The pieces on the board as {"e2": "w"}."""
    return GAME.view(s, None)["board"]
