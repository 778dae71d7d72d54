"""Named positions for Room 25's scenario tests, built directly from the state.

A position is written as a map of rooms by board coordinate ("B2": "death") over a complex of
Empty Rooms, the characters' coordinates, and any state fields to override.
"""

from __future__ import annotations

from typing import Any

from meeple.games.roomtwentyfive.components import (
    CENTER,
    CENTRAL,
    COOPERATION,
    EMPTY,
    EXIT,
    GUARD,
    PRISONER,
    PROGRAM,
    SUSPICION,
)
from meeple.games.roomtwentyfive.setup import new_game
from meeple.games.roomtwentyfive.state import RoomState


def at(label: str) -> int:
    """"C3" -> 12: columns A-E, rows 1-5."""
    return (int(label[1]) - 1) * 5 + "ABCDE".index(label[0])


def position(
    players: int = 4, mode: str = COOPERATION, *, rooms: dict[str, str] | None = None,
    chars: dict[int, str] | None = None, roles: str = "", revealed: str = "all", **fields: Any,
) -> RoomState:
    """A complex of Empty Rooms with `rooms` placed, Room 25 at E5 unless placed; everyone in the
    Central Room unless `chars` says; `roles` like "PPGP"; every room revealed unless
    `revealed` lists the labels to keep face down ("B2 D4") or is "none"."""
    state = new_game(players, mode, 1)
    layout = {p: EMPTY for p in range(25)}
    layout[CENTER] = CENTRAL
    placed = {at(k): v for k, v in (rooms or {}).items()}
    if EXIT not in placed.values():
        placed[at("E5")] = EXIT
    layout.update(placed)
    state.kind = [layout[p] for p in range(25)]
    hidden = set() if revealed == "all" else (set(range(25)) - {CENTER} if revealed == "none"
                                               else {at(x) for x in revealed.split()})
    state.revealed = [p not in hidden for p in range(25)]
    state.peeked = [state.board[at("C2")]] * players
    for c, label in (chars or {}).items():
        state.where[c] = state.board[at(label)]
    if roles:
        state.role = [GUARD if r == "G" else PRISONER for r in roles]
    state.phase = PROGRAM
    for name, value in fields.items():
        setattr(state, name, value)
    return state


def acting(state: RoomState, programs: dict[int, list[str]], adrenaline: dict[int, bool] | None = None) -> RoomState:
    """Program the listed characters (everyone else Look then Push, which are lost in a revealed
    complex from the Central Room) and start the actions through the game itself."""
    from meeple.games.roomtwentyfive import GAME

    for c in range(state.characters):
        if not state.alive(c) or state.ready[c]:
            continue
        tokens = programs.get(c, ["look", "push"])
        GAME.apply(state, state.owner[c], {
            "type": "program", "character": c, "first": tokens[0], "second": tokens[1] if len(tokens) > 1 else "",
            "adrenaline": bool((adrenaline or {}).get(c, False)),
        })
    return state


def suspicion(players: int = 4, **kw: Any) -> RoomState:
    """A Suspicion position."""
    return position(players, SUSPICION, **kw)


def do(state: RoomState, action: dict[str, Any]) -> list[Any]:
    """Play `action` for whoever must decide now (the pending decision's player)."""
    from meeple.games.roomtwentyfive import GAME

    assert state.pending is not None, "nothing to decide"
    return GAME.apply(state, state.owner[state.pending[1]], action)


def texts(events: list[Any]) -> str:
    """The events' texts, one a line."""
    return "\n".join(e.text for e in events)
