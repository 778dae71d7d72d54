"""The course of a turn: choose a piece (tournament), a dot, a direction; then rows are removed.

After a push the mover deals with all of their rows, then the opponent with
theirs. Rows that cross no other row are removed at once; among crossing rows
the remover chooses. For every GIPF in a row being removed the remover decides
to keep it or take it. The game ends the moment a removal leaves a player
without GIPF (standard and tournament), or when the next player must move with
an empty reserve.
"""

from __future__ import annotations

from meeple.engine import Event

from . import narration
from .actions import pending
from .components import QUIET_LIMIT, piece
from .masks import note_cleared, note_push
from .pushes import open_entries, push, ray_toward
from .rows import free_rows, gipf_count, gipfs_in, removal
from .state import GipfState, board_masks, masks_to_update


def start_turn(s: GipfState) -> None:
    """Set the phase for the seat to move: a piece choice in the tournament GIPF phase, else a dot."""
    seat = s.turn
    s.dot = None
    s.entering_gipf = False
    s.phase = "dot"
    if s.may_enter_gipf[seat]:
        if s.moves[seat] == 0:
            s.entering_gipf = True
        elif s.reserve[seat] >= 2:
            s.phase = "piece"


def choose_piece(s: GipfState, gipf: bool) -> list[Event]:
    """Tournament rules: enter a GIPF or a single piece this turn."""
    s.entering_gipf = gipf
    s.phase = "dot"
    return [narration.piece_chosen(s.turn, gipf)]


def choose_dot(s: GipfState, dot: int) -> list[Event]:
    """Put the piece on a dot; with only one open direction the push follows at once."""
    entries = open_entries(board_masks(s).full, dot)
    if len(entries) == 1:
        return enter(s, dot, entries[0][0])
    s.dot = dot
    s.phase = "push"
    return [narration.dot_chosen(s.turn, dot)]


def enter(s: GipfState, dot: int, toward: int) -> list[Event]:
    """Push the new piece in from `dot` toward `toward`, then resolve the rows."""
    seat, gipf = s.turn, s.entering_gipf
    ray = ray_toward(dot, toward)
    assert ray is not None
    masks = masks_to_update(s)
    moved = push(s.board, ray, piece(seat, gipf))
    note_push(masks, moved)
    s.reserve[seat] -= 2 if gipf else 1
    if gipf:
        s.had_gipf[seat] = True
    else:
        s.may_enter_gipf[seat] = False
    event = narration.entered(seat, dot, toward, gipf, moved)
    s.last = {"seat": seat, "dot": event.data["dot"], "toward": event.data["toward"],
              "moved": event.data["moved"][:]}
    s.dot = None
    s.resolver = seat
    s.changed = moved
    s.handled = []
    s.captured_this_turn = False
    events = [event]
    advance(s, events)
    return events


def choose_row(s: GipfState, row: list[int]) -> list[Event]:
    """Among crossing rows, start removing the chosen one."""
    assert s.resolver is not None
    events = [narration.row_chosen(s.resolver, row)]
    _begin_row(s, row)
    advance(s, events)
    return events


def decide_gipf(s: GipfState, keep: bool) -> list[Event]:
    """Keep or take the GIPF asked about, then carry on with the removal."""
    assert s.resolver is not None
    at = s.ask.pop(0)
    if keep:
        s.keep.append(at)
    events = [narration.gipf_decided(s.resolver, at, keep)]
    advance(s, events)
    return events


def advance(s: GipfState, events: list[Event]) -> None:
    """Carry the turn forward until a seat must decide something or the turn is over."""
    while s.phase != "over":
        seat = s.resolver
        assert seat is not None
        if s.row is not None:
            if s.ask:
                s.phase = "gipf"
                return
            _finish_row(s, events)
            continue
        rows = pending(s)
        if rows:
            free = free_rows(rows)
            if not free:
                s.phase = "row"
                return
            _begin_row(s, list(free[0]))
            continue
        if seat == s.turn:
            s.resolver = 1 - seat
            s.handled = []
            continue
        _end_turn(s, events)
        return


def _begin_row(s: GipfState, row: list[int]) -> None:
    s.row = list(row)
    s.ask = gipfs_in(s.board, row)
    s.keep = []


def _finish_row(s: GipfState, events: list[Event]) -> None:
    """Clear the row being removed (but the kept GIPFs), settle the pieces, check for a lost last GIPF."""
    seat = s.resolver
    assert seat is not None and s.row is not None
    masks = masks_to_update(s)
    back, taken = removal(s.board, s.row, s.keep, seat)
    note_cleared(masks, s.row)
    s.reserve[seat] += back
    s.captured[seat] += taken
    if taken:
        s.captured_this_turn = True
    events.append(narration.row_removed(seat, s.row, back, taken, s.keep))
    s.handled.append(s.row)
    s.row, s.ask, s.keep = None, [], []
    _check_gipfs(s, seat, events)


def _check_gipfs(s: GipfState, remover: int, events: list[Event]) -> None:
    """A player who has had GIPFs and has none left on the board loses.

    The remover's opponent is checked first: when one removal takes both last GIPFs,
    the remover made the situation and wins.
    """
    for loser in (1 - remover, remover):
        if s.had_gipf[loser] and gipf_count(s.board, loser) == 0:
            _finish(s, 1 - loser, "gipf", events)
            return


def _end_turn(s: GipfState, events: list[Event]) -> None:
    """Count the turn, apply the draw bound, and hand the move over (or end on an empty reserve)."""
    s.moves[s.turn] += 1
    s.resolver = None
    s.changed, s.handled = [], []
    s.quiet = 0 if s.captured_this_turn else s.quiet + 1
    if s.quiet >= QUIET_LIMIT:
        s.phase, s.result = "over", "quiet"
        events.append(narration.drawn())
        return
    nxt = 1 - s.turn
    if s.reserve[nxt] == 0:
        _finish(s, s.turn, "reserve", events)
        return
    s.turn = nxt
    start_turn(s)


def _finish(s: GipfState, winner: int, reason: str, events: list[Event]) -> None:
    s.phase, s.winner, s.result = "over", winner, reason
    s.resolver = None
    s.changed, s.handled = [], []
    s.row, s.ask, s.keep, s.dot = None, [], [], None
    events.append(narration.won(winner, reason))
