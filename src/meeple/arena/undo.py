"""Undo within a turn: which moves a seat may take back, as pure functions of the move log.

A seat may take back its own moves since it became the one to play, until a
move used chance or revealed hidden information. Each logged move is
classified once, when it is applied (or replayed), by `barrier_of`: a
*barrier* is a move no undo may cross. The `UndoWindow` folded over those
steps says back to which version the seat to play may go.

The log stays append-only: an undo is a row of its own kind (a logged move
with `undo_to=target` and no game action). Replaying that row returns the
state to version `target`; the version number keeps growing.
The undo row is itself a barrier (a new start of the same turn), so a second
undo later in the turn goes back to the undo row, whose state is the same.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from meeple.engine import Event, Rng

CHANCE = "chance"
REVEAL = "reveal"
TURN = "turn"
SHARED = "shared"
UNDONE = "undone"
START = "start"
"""Why a move is a barrier: it used the state's Rng; an event revealed hidden information; the
turn passed to another seat; the move was made in a simultaneous phase or out of turn; the move
was itself an undo; the log starts there (setup or a snapshot, which is always taken at a barrier)."""

_NOTHING = "Nothing to undo: you have not moved since your turn started."
_REFUSALS = {
    CHANCE: "You cannot undo: your last action used chance (a die roll, a shuffle or a draw).",
    REVEAL: "You cannot undo: your last action revealed hidden information (a card or a tile was shown).",
    SHARED: "You cannot undo moves made during a simultaneous phase or out of turn.",
    UNDONE: "Nothing to undo: you have already taken back your moves of this turn.",
}


class UndoRefused(Exception):
    """An undo that the rules do not allow; the message says why, for the player."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


@dataclass(frozen=True)
class Step:
    """One logged move as undo sees it: its version, its seat, and why it is a barrier (None: it is not)."""

    version: int
    seat: int
    barrier: str | None


def barrier_of(
    seat: int, waiting_before: Iterable[int], waiting_after: Iterable[int],
    rng_before: Any, rng_after: Any, events: Sequence[Event],
) -> str | None:
    """Why the move of `seat` that produced `events` may not be undone, or None if it may.

    `rng_*` are the state's generator before and after the move (any comparable
    value; a change means randomness was used). The move is undoable only when
    `seat` alone was waited for before and after it, it drew nothing from the
    Rng, and no event revealed hidden information.

    >>> barrier_of(0, {0}, {0}, 7, 7, [])
    >>> barrier_of(0, {0}, {1}, 7, 7, [])
    'turn'
    """
    if rng_before != rng_after:
        return CHANCE
    if any(e.reveals for e in events):
        return REVEAL
    if set(waiting_before) != {seat}:
        return SHARED
    if set(waiting_after) != {seat}:
        return TURN
    return None


def rng_state(state: Any) -> int | None:
    """The state's generator position (games keep their Rng in `state.rng`), to compare across a move."""
    rng = getattr(state, "rng", None)
    return rng.state if isinstance(rng, Rng) else None


@dataclass(frozen=True)
class UndoWindow:
    """The moves the seat to play may take back: those after version `base`.

    `seat` made the `moves` undoable moves (None when there are none);
    `reason` and `reason_seat` say why the window starts at `base`.
    """

    base: int
    seat: int | None = None
    moves: int = 0
    reason: str = START
    reason_seat: int | None = None

    def after(self, step: Step) -> UndoWindow:
        """The window once `step` is played."""
        if step.barrier is not None:
            return UndoWindow(step.version, None, 0, step.barrier, step.seat)
        if self.moves and self.seat != step.seat:  # cannot happen (the seat alone is waited for); be safe
            return UndoWindow(step.version, None, 0, TURN, step.seat)
        return UndoWindow(self.base, step.seat, self.moves + 1, self.reason, self.reason_seat)

    def undo_seat(self) -> int | None:
        """The seat that may undo now, if any."""
        return self.seat if self.moves else None

    def target(self, seat: int, waiting: Iterable[int]) -> int:
        """The version an undo by `seat` goes back to; raise UndoRefused saying why not."""
        if seat not in set(waiting):
            raise UndoRefused("It is not your turn: you can only take back your own moves during your turn.")
        if self.moves and self.seat == seat:
            return self.base
        if self.reason_seat == seat and self.reason in _REFUSALS:
            raise UndoRefused(_REFUSALS[self.reason])
        raise UndoRefused(_NOTHING)


def window_after(steps: Iterable[Step], start: int) -> UndoWindow:
    """The window after `steps`, when the log before them starts at version `start` (a barrier)."""
    window = UndoWindow(start)
    for step in steps:
        window = window.after(step)
    return window


def undo_target(seat: int, waiting: Iterable[int], steps: Iterable[Step], start: int = 0) -> int:
    """The version `seat` may undo back to after `steps`; raise UndoRefused when it may not.

    >>> undo_target(0, {0}, [Step(1, 1, TURN), Step(2, 0, None), Step(3, 0, None)])
    1
    """
    return window_after(steps, start).target(seat, waiting)


# -- the undo row in the log ---------------------------------------------------


def undo_event(seat: int, target: int, version: int) -> Event:
    """The public log line of an undo; `data.undone` lists the versions taken back, for clients' logs."""
    undone = list(range(target + 1, version))
    moves = "move" if len(undone) == 1 else f"{len(undone)} moves"
    return Event("undo", f"{{p{seat}}} takes back their last {moves}",
                 data={"back_to": target, "undone": undone})


def undone_versions(markers: Iterable[tuple[int, int]]) -> set[int]:
    """Every version taken back by the undo rows `(version, target)`."""
    return {v for version, target in markers for v in range(target + 1, version)}


class _Logged(Protocol):
    @property
    def seq(self) -> int: ...

    @property
    def undo_to(self) -> int | None: ...


Logged = TypeVar("Logged", bound=_Logged)


def kept_moves(moves: Sequence[Logged]) -> list[Logged]:
    """The moves that still count: undo rows and the moves they took back left out (for exports)."""
    markers = [(m.seq, m.undo_to) for m in moves if m.undo_to is not None]
    gone = undone_versions(markers) | {seq for seq, _ in markers}
    return [m for m in moves if m.seq not in gone]
