"""The actions of each phase, and why anything else is refused.

    piece     {"type": "piece", "piece": "gipf" | "single"}      tournament GIPF phase only
    dot       {"type": "enter", "dot": "a2"}                     put the piece on an open dot
    push      {"type": "push", "toward": "b3"}                   when the dot has two open directions
    row       {"type": "take_row", "from": "b2", "to": "e5"}     among rows that cross each other
    gipf      {"type": "gipf", "at": "c3", "keep": true|false}   for each GIPF in a row being removed

`legal` is the one source of legality; `explain.py` only words the refusal.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from itertools import compress
from typing import Any

from .geometry import DOTS, ENTRIES, IS_SPOT, LABELS, parse
from .masks import has_four
from .pushes import ENTRY_LINES, dots_open, open_entries, open_mask
from .rows import pending_rows
from .state import GipfState, board_masks

Action = dict[str, Any]


def to_move(s: GipfState) -> int | None:
    """The one seat the game waits for, or None when it is over."""
    if s.phase == "over":
        return None
    return s.resolver if s.phase in ("row", "gipf") else s.turn


PHASE_ACTION = {"piece": "piece", "dot": "enter", "push": "push", "row": "take_row", "gipf": "gipf"}
"""The one action type each phase takes."""
PIECES = ("gipf", "single")
"""The answers of the tournament GIPF phase."""


_PIECE: tuple[Action, ...] = tuple({"type": "piece", "piece": p} for p in PIECES)
_ENTER: dict[int, Action] = {dot: {"type": "enter", "dot": LABELS[dot]} for dot in DOTS}
_PUSH: dict[tuple[int, int], Action] = {
    (dot, toward): {"type": "push", "toward": LABELS[toward]} for dot in DOTS for toward, _ in ENTRIES[dot]
}
"""The prebuilt actions `shared_legal` lists (read-only, see the engine's `legal_tuple`)."""


def legal(s: GipfState, seat: int) -> list[Action]:
    """Every action `seat` may take now, as fresh objects."""
    return [dict(a) for a in shared_legal(s, seat)]


_ENTERS = tuple(_ENTER[dot] for dot in DOTS)
"""The enter actions in the order of DOTS."""
_PUSHES: dict[int, tuple[tuple[int, Action], ...]] = {
    dot: tuple((line, _PUSH[dot, toward]) for toward, _, line in entries) for dot, entries in ENTRY_LINES.items()
}
"""_PUSHES[dot]: for each push from `dot`, the bit of its line in a `full` mask and its prebuilt action."""


@lru_cache(maxsize=4096)
def _enter_actions(full: int) -> tuple[Action, ...]:
    """The enter actions of the open dots, given the `full` lines (`dots_open`'s test, picking the actions)."""
    return tuple(compress(_ENTERS, open_mask(full)))


def shared_legal(s: GipfState, seat: int) -> Sequence[Action]:
    """Every action `seat` may take now, built from the predicates below (prebuilt where they can be).

    `is_your_turn` is read inline: this runs at every step.
    """
    phase = s.phase
    if phase == "over" or seat != (s.resolver if phase in ("row", "gipf") else s.turn):
        return ()
    if phase == "dot":
        return _enter_actions(board_masks(s).full)
    if phase == "push":
        dot = s.dot
        assert dot is not None
        full = board_masks(s).full  # `open_entries`' test, picking the prebuilt actions
        return [push for line, push in _PUSHES[dot] if not full & line]
    if phase == "piece":
        return _PIECE
    if phase == "row":
        return [{"type": "take_row", "from": LABELS[r[0]], "to": LABELS[r[-1]]} for r in pending(s)]
    at = LABELS[s.ask[0]]
    return [{"type": "gipf", "at": at, "keep": False}, {"type": "gipf", "at": at, "keep": True}]


# -- the predicates `legal` is made of, which `explain` reads to choose its sentence --------


def is_your_turn(s: GipfState, seat: int) -> bool:
    """Whether the game waits for `seat`."""
    return seat == to_move(s)


def is_action_now(s: GipfState, kind: str) -> bool:
    """Whether the phase under way takes actions of type `kind`."""
    return PHASE_ACTION.get(s.phase) == kind


def is_dot(point: int) -> bool:
    """Whether `point` is one of the entry dots around the play area."""
    return not IS_SPOT[point]


def can_enter_at(s: GipfState, dot: int) -> bool:
    """Whether a piece can enter at `dot`: some push from it keeps every piece on the board."""
    return dot in dots_open(board_masks(s).full)


def points_from_dot(s: GipfState, toward: int) -> bool:
    """Whether `toward` is a spot the chosen dot pushes toward."""
    assert s.dot is not None
    return any(t == toward for t, _ in ENTRIES[s.dot])


def can_push_toward(s: GipfState, toward: int) -> bool:
    """Whether the push from the chosen dot toward `toward` has room."""
    assert s.dot is not None
    return any(t == toward for t, _ in open_entries(board_masks(s).full, s.dot))


def is_pending_row(s: GipfState, start: int, end: int) -> bool:
    """Whether the resolving seat still has a row with these two ends to remove."""
    return any((r[0], r[-1]) == (start, end) for r in pending(s))


def is_gipf_in_question(s: GipfState, at: int | None) -> bool:
    """Whether `at` is the GIPF the resolving seat must decide about now."""
    return at == s.ask[0]


def pending(s: GipfState) -> list[tuple[int, ...]]:
    """The rows the seat resolving rows still has to deal with.

    Without four of the seat's pieces in a row anywhere (a few shifts of its
    mask) there is none, and the changed lines are not searched.
    """
    seat = s.resolver
    assert seat is not None
    if not has_four(board_masks(s).own[seat]):
        return []
    return pending_rows(s.board, seat, s.changed, s.handled)


def find_row(s: GipfState, start: int, end: int) -> list[int]:
    """The pending row with these two ends (callers checked it is legal)."""
    for r in pending(s):
        if (r[0], r[-1]) == (start, end):
            return list(r)
    raise KeyError(f"no pending row {LABELS[start]}-{LABELS[end]}")


def describe(s: GipfState, action: Action) -> str:
    """A short label for menus: "enter at a2", "push toward b3", "take row b2–e5", "keep GIPF at c3"."""
    kind = action.get("type")
    if kind == "enter":
        dot = parse(action.get("dot"))
        entries = open_entries(board_masks(s).full, dot) if dot is not None and not IS_SPOT[dot] else []
        if len(entries) == 1:
            return f"enter at {action['dot']} toward {LABELS[entries[0][0]]}"
        return f"enter at {action.get('dot')}"
    if kind == "push":
        return f"push toward {action.get('toward')}"
    if kind == "piece":
        return "enter a GIPF" if action.get("piece") == "gipf" else "enter a single piece"
    if kind == "take_row":
        return f"take row {action.get('from')}–{action.get('to')}"
    if kind == "gipf":
        return f"{'keep' if action.get('keep') else 'take'} GIPF at {action.get('at')}"
    return str(kind)
