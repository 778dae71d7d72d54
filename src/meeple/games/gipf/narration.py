"""The game log: one function per kind of event, so the wording lives in one place."""

from __future__ import annotations

from meeple.engine import Event, seat_name

from .components import COLOUR, QUIET_LIMIT
from .geometry import DOTS, LABELS, span

_NAME = (seat_name(0), seat_name(1))
"""How events name each seat, written once (these events come at every step)."""


def _pieces(n: int) -> str:
    return f"{n} piece{'s' if n != 1 else ''}"


def piece_chosen(seat: int, gipf: bool) -> Event:
    """Tournament rules: the seat says what it is about to enter."""
    what = "a GIPF" if gipf else "a single piece"
    return Event("piece", f"{_NAME[seat]} will enter {what}", data={"seat": seat, "gipf": gipf})


def _dot_chosen(seat: int, dot: int) -> Event:
    data = {"seat": seat, "dot": LABELS[dot]}
    return Event("dot", f"{_NAME[seat]} puts a piece on {LABELS[dot]}", data=data)


_DOT_CHOSEN = tuple({dot: _dot_chosen(seat, dot) for dot in DOTS} for seat in range(2))
"""_DOT_CHOSEN[seat][dot]: the event of a piece put on a dot, built once (events are never changed)."""


def dot_chosen(seat: int, dot: int) -> Event:
    """The piece is on a dot with two open directions; the push follows."""
    return _DOT_CHOSEN[seat][dot]


def entered(seat: int, dot: int, toward: int, gipf: bool, moved: list[int]) -> Event:
    """The push: "{p0} enters at a1 and pushes toward b2"."""
    what = " a GIPF" if gipf else ""
    text = f"{_NAME[seat]} enters{what} at {LABELS[dot]} and pushes toward {LABELS[toward]}"
    if len(moved) > 1:
        text += f", shoving {_pieces(len(moved) - 1)}"
    data = {"seat": seat, "dot": LABELS[dot], "toward": LABELS[toward], "gipf": gipf,
            "moved": [LABELS[p] for p in moved]}
    return Event("enter", text, data=data)


def row_chosen(seat: int, row: list[int]) -> Event:
    """Among intersecting rows, the seat picks one."""
    data = {"seat": seat, "row": [LABELS[p] for p in row]}
    return Event("row", f"{_NAME[seat]} chooses the row {span(row)}", data=data)


def gipf_decided(seat: int, at: int, keep: bool) -> Event:
    """A keep-or-take decision on a GIPF in a row being removed."""
    verb = "keeps" if keep else "takes"
    data = {"seat": seat, "at": LABELS[at], "keep": keep}
    return Event("gipf", f"{_NAME[seat]} {verb} the GIPF at {LABELS[at]}", data=data)


def row_removed(seat: int, row: list[int], back: int, taken: int, kept: list[int]) -> Event:
    """"{p1} removes the row b2–e5: 3 pieces back to reserve, 2 captured"."""
    parts = []
    if back:
        parts.append(f"{_pieces(back)} back to reserve")
    if taken:
        parts.append(f"{taken} captured" if parts else f"{_pieces(taken)} captured")
    if kept:
        parts.append(f"GIPF{'s' if len(kept) > 1 else ''} kept at " + ", ".join(LABELS[p] for p in kept))
    text = f"{_NAME[seat]} removes the row {span(row)}: " + (", ".join(parts) or "nothing removed")
    data = {"seat": seat, "row": [LABELS[p] for p in row], "back": back, "captured": taken,
            "kept": [LABELS[p] for p in kept]}
    return Event("remove", text, data=data)


def won(winner: int, reason: str) -> Event:
    """The end of the game."""
    loser = 1 - winner
    why = {
        "reserve": f"{_NAME[loser]} must move with no piece left in reserve",
        "gipf": f"{_NAME[loser]} has no GIPF left on the board",
    }[reason]
    data = {"winner": winner, "reason": reason}
    return Event("end", f"{why}: {_NAME[winner]} ({COLOUR[winner]}) wins", data=data)


def drawn() -> Event:
    """Our safety bound ended the game."""
    data = {"winner": None, "reason": "quiet"}
    return Event("end", f"{QUIET_LIMIT} turns without a capture: the game is drawn", data=data)
