"""What each seat may see: revealed rooms and the rooms it looked at, who looked where, the
characters, the roles it may know, and the tokens turned face up so far.

Hidden from a seat: rooms still face down that it has not looked at, other characters' roles
until they are unmasked (a guard does not know the other guard either), other players'
programming (only "ready" until every token is down, then how many tokens and the Adrenaline,
faces shown one by one as they resolve; all of it from the Paranoia Room) and, during the
pre-game look, which room the others chose.
"""

from __future__ import annotations

from typing import Any

from .components import (
    ACT,
    CHARACTER_NAMES,
    COLOUR,
    EFFECT,
    NAME,
    PEEK,
    PROGRAM,
    SUSPICION,
    TALENT_NAME,
    TALENT_TEXT,
    TALENTS,
    countdown,
    guards_for,
)
from .mac import CARD_NAME, CARD_TEXT
from .state import RoomState
from .targets import vanished


def sees_program(state: RoomState, seat: int | None, c: int) -> bool:
    """The seat may see all of c's tokens: its own character, or one in the Paranoia Room."""
    return state.public[c] or state.owner[c] == seat or state.phase not in (PROGRAM, ACT)


def knows_role(state: RoomState, seat: int | None, c: int) -> bool:
    """Unmasked, or the seat's own character."""
    return state.unmasked[c] or state.owner[c] == seat


def looked_by(state: RoomState, seat: int | None, tile: int) -> list[int]:
    """Seats that looked at the tile (others' first looks stay secret until all have looked)."""
    return [s for s in range(state.players)
            if state.seen[s] >> tile & 1 and (state.phase != PEEK or s == seat)]


def room_view(state: RoomState, seat: int | None, pos: int) -> dict[str, Any]:
    """One position of the complex."""
    tile = state.board[pos]
    known = state.revealed[tile] or (seat is not None and bool(state.seen[seat] >> tile & 1))
    kind = state.kind[tile] if known else None
    return {
        "tile": tile, "kind": kind, "name": NAME[kind] if kind else None, "colour": COLOUR[kind] if kind else None,
        "effect": EFFECT[kind] if kind else None,
        "revealed": state.revealed[tile], "sealed": state.sealed[tile], "doom": state.doom[tile],
        "corner": state.outer[tile], "looked": looked_by(state, seat, tile),
        "claims": [{"character": c, "colour": col} for t, c, col in state.claims if t == tile],
        **({"locked": tile in state.locks} if state.talents else {}),
        **({"reminders": [s for s, t in enumerate(state.reminders) if t == tile]} if state.reminding else {}),
    }


def character_view(state: RoomState, seat: int | None, c: int) -> dict[str, Any]:
    """One character as the seat sees it."""
    alive = state.alive(c)
    tokens = state.program[c]
    full = sees_program(state, seat, c)
    in_programming = state.phase == PROGRAM and not full
    adrenaline = state.adrenaline[c] or (in_programming and state.planned[c])
    return {
        "name": CHARACTER_NAMES[c], "seat": state.owner[c], "alive": alive,
        "room": state.pos_of(c) if alive else None,
        "role": state.role[c] if knows_role(state, seat, c) else None, "unmasked": state.unmasked[c],
        "adrenaline": adrenaline, "imprisoned": state.imprisoned[c], "trapped": state.trapped[c] >= 0,
        "ready": state.ready[c] if state.phase == PROGRAM else None,
        "tokens": tokens if full else (None if in_programming else tokens[:state.shown[c]]),
        "count": len(tokens) if not in_programming else None,
        "planned": state.planned[c] if not in_programming else None,
        "shown": state.shown[c], "done": state.done[c], "public": state.public[c],
        **(talent_view(state, c) if state.talents else {}),
    }


def mac_view(state: RoomState) -> dict[str, Any]:
    """The M.A.C. pile (how many cards, never their order) and the public discards, newest first."""
    return {"level": state.mac, "deck": len(state.deck), "discard": [
        {"id": card, "name": CARD_NAME[card], "text": CARD_TEXT[card]} for card in reversed(state.discard)]}


def talent_view(state: RoomState, c: int) -> dict[str, Any]:
    """The character's talent (public, like its character sheet), whether it hides, its Empty Rooms left."""
    talent = TALENTS[c]
    return {"talent": {"id": talent, "name": TALENT_NAME[talent], "text": TALENT_TEXT[talent]},
            "hiding": vanished(state, c), "spares": state.spares[c]}


def build_view(state: RoomState, seat: int | None) -> dict[str, Any]:
    """The seat's view (None: a spectator's)."""
    pending = state.pending
    pending_view = None
    if state.phase == ACT and pending is not None:
        kind, c, detail = pending
        shown = state.tile_pos[detail] if kind == "announce" else detail
        pending_view = {"kind": kind, "character": c, "seat": state.owner[c], "detail": shown}
    return {
        "mode": state.mode, "phase": state.phase, "turn": state.turn, "last_turn": state.last_turn,
        "countdown": countdown(state.mode, state.characters), "round": state.round,
        "guards": guards_for(state.characters) if state.mode == SUSPICION else 0,
        "rooms": [room_view(state, seat, p) for p in range(25)],
        "characters": [character_view(state, seat, c) for c in range(state.characters)],
        "order": list(state.order), "acting": state.order[state.cursor] if state.phase == ACT
        and state.cursor < len(state.order) else None,
        "tokens": dict(sorted(state.tokens.items())), "key": state.key_active,
        "pending": pending_view, "dead": list(state.dead),
        "peeked": [state.tile_pos[t] if t >= 0 and (s == seat or state.phase != PEEK) else None
                   for s, t in enumerate(state.peeked)],
        "peek_done": [t >= 0 for t in state.peeked],
        "you": state.seats_characters(seat) if seat is not None else [],
        "winner": state.winner, "reason": state.reason,
        **({"talents": True} if state.talents else {}),
        **({"reminders": True} if state.reminding else {}),
        **({"mac": mac_view(state)} if state.mac else {}),
    }
