"""Determinize: redraw everything a seat cannot see, consistently with its view.

* Rooms: the face-down tiles the seat has not looked at swap their rooms at random among
  themselves, corner tiles with corner tiles and inner tiles with inner tiles (so Room 25,
  Vision and Robot stay among the tiles that started in the corners).
* Roles (Suspicion): the masked characters of other players share out their roles again, with at
  most one dead prisoner (two would have ended the game).
* Tokens: other players' programming while it is secret (drawn from what they could program),
  and, once the actions run, the faces of their tokens not yet revealed.
* The pre-game look of the others while it is still secret.
"""

from __future__ import annotations

from meeple.engine import Rng

from .choices import adrenaline_choices, token_choices, tokens_of
from .components import ACT, CENTRE_NEIGHBOURS, PEEK, PRISONER, PROGRAM, SUSPICION
from .state import RoomState
from .view import sees_program


def determinize(state: RoomState, seat: int, rng: Rng) -> RoomState:
    """A copy of `state` with all that `seat` cannot see redrawn from `rng`."""
    out = state.copy()
    if out.phase == PEEK:
        _redraw_peeks(out, seat, rng)
    _redraw_rooms(out, seat, rng)
    if out.mode == SUSPICION:
        _redraw_roles(out, seat, rng)
    if out.phase in (PROGRAM, ACT):
        _redraw_tokens(out, seat, rng)
    rng.shuffle(out.deck)  # the M.A.C. pile's order is nobody's to know
    out.rng = Rng(rng.next64())
    return out


def _redraw_peeks(state: RoomState, seat: int, rng: Rng) -> None:
    tiles = [state.board[p] for p in CENTRE_NEIGHBOURS]
    for s in range(state.players):
        if s != seat and state.peeked[s] >= 0:
            tile = tiles[rng.below(4)]
            state.peeked[s] = tile
            state.seen[s] = 1 << tile


def _redraw_rooms(state: RoomState, seat: int, rng: Rng) -> None:
    for corner in (False, True):
        tiles = [t for t in range(25) if state.outer[t] == corner and not state.knows(seat, t)]
        rooms = sorted(state.kind[t] for t in tiles)
        rng.shuffle(rooms)
        for t, room in zip(tiles, rooms, strict=True):
            state.kind[t] = room


def _redraw_roles(state: RoomState, seat: int, rng: Rng) -> None:
    unknown = [c for c in range(state.characters) if not state.unmasked[c] and state.owner[c] != seat]
    roles = sorted(state.role[c] for c in unknown)
    known_dead_prisoners = sum(1 for d in state.dead if d not in unknown and state.role[d] == PRISONER)
    for _ in range(12):
        rng.shuffle(roles)
        dead_prisoners = known_dead_prisoners + sum(
            1 for c, r in zip(unknown, roles, strict=True) if r == PRISONER and state.where[c] < 0)
        if dead_prisoners <= 1:
            break
    else:
        # The true assignment always satisfies the rule: keep it when the draws keep failing.
        roles = [state.role[c] for c in unknown]
    for c, r in zip(unknown, roles, strict=True):
        state.role[c] = r


def _redraw_tokens(state: RoomState, seat: int, rng: Rng) -> None:
    for c in range(state.characters):
        if sees_program(state, seat, c) or not state.program[c]:
            continue
        if state.phase == PROGRAM:
            had_adrenaline = state.adrenaline[c] or state.planned[c]
            state.adrenaline[c] = had_adrenaline
            pairs = token_choices(state, c)
            first, second = pairs[rng.below(len(pairs))]
            adrenaline = adrenaline_choices(state, c)
            planned = adrenaline[rng.below(len(adrenaline))]
            state.program[c] = [first, second] if second else [first]
            state.planned[c] = planned
            state.adrenaline[c] = had_adrenaline and not planned
        else:
            shown = state.shown[c]
            tokens = state.program[c]
            rest = [t for t in tokens_of(state) if t not in tokens[:shown]]
            rng.shuffle(rest)
            state.program[c] = tokens[:shown] + rest[:len(tokens) - shown]
