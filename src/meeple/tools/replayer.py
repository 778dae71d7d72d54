"""`meeple replay`: step through a replay file in the terminal, or print its whole log.

Positions come from `meeple.replay.rebuild`; each move is told as the
chosen seat (or a spectator) saw it, as in `meeple play`.
"""

from __future__ import annotations

from rich.console import Console
from rich.text import Text

from meeple.replay import ReplayFile, ReplayMismatch, Timeline

from .render import move_report, render_outcome, render_view
from .terminal import QUIT, ReadLine


def frame_lines(timeline: Timeline, k: int, viewer: int | None) -> list[Text]:
    """What `viewer` learns from move `k` (1-based), as in `meeple play`."""
    frame, names = timeline.frames[k - 1], timeline.replay.names
    label = timeline.label_seen_by(k, viewer)
    headline = f"{names[frame.seat]}: {label}" if label is not None else None
    return move_report(headline, frame.seat, frame.events, viewer, names)


def print_log(timeline: Timeline, viewer: int | None, console: Console) -> None:
    """The whole game non-interactively: every move as `viewer` sees it, then the result."""
    _header(timeline, viewer, console)
    for k in range(1, len(timeline.frames) + 1):
        for i, line in enumerate(frame_lines(timeline, k, viewer)):
            console.print(Text(f"{k:>4}. " if i == 0 else "   ") + line)
    _result(timeline, console)


def show_position(timeline: Timeline, k: int, viewer: int | None, console: Console) -> None:
    """Move `k` (0 = the start) with its events and the position after it."""
    total = len(timeline.frames)
    console.rule(f"Start of the game (0/{total})" if k == 0 else f"Move {k}/{total}")
    if k:
        for line in frame_lines(timeline, k, viewer):
            console.print(line)
    title = "Spectator view" if viewer is None else f"View of {timeline.replay.names[viewer]}"
    console.print(render_view(timeline.game.view(timeline.state(k), viewer), title=title,
                              names=timeline.replay.names))
    if k == total:
        _result(timeline, console)


def step_through(timeline: Timeline, viewer: int | None, console: Console, read_line: ReadLine) -> None:
    """Enter = next move, b = back, q = quit; Enter after the last move ends the replay."""
    _header(timeline, viewer, console)
    k, total = 0, len(timeline.frames)
    show_position(timeline, k, viewer, console)
    while True:
        console.print("[Enter] next, b back, q quit: ", end="", markup=False, highlight=False)
        line = read_line()
        text = "q" if line is None else line.strip().lower()
        if text in QUIT:
            return
        if text in ("", "n", "next"):
            if k == total:
                return
            k += 1
        elif text in ("b", "back"):
            if k == 0:
                console.print("This is the start of the game.")
                continue
            k -= 1
        else:
            console.print(Text(f"{text!r}: press Enter for the next move, b to go back, q to quit.", style="red"))
            continue
        show_position(timeline, k, viewer, console)


def _header(timeline: Timeline, viewer: int | None, console: Console) -> None:
    r = timeline.replay
    who = ", ".join(s.name + (f" ({s.bot} bot)" if s.bot else "") for s in r.seats)
    console.print(Text(f"{timeline.game.title}, seed {r.seed}, {len(r.moves)} moves. Players: {who}."))
    console.print(Text("Seen as a spectator." if viewer is None else f"Seen by {r.names[viewer]}."))


def _result(timeline: Timeline, console: Console) -> None:
    if timeline.outcome is None:
        console.print("The game did not finish.")
        return
    console.print(render_outcome(timeline.outcome, timeline.replay.names))
    if not timeline.outcome_matches:
        console.print(Text("Note: the file recorded a different result; the rules may have changed since.",
                           style="yellow"))


def check_viewer(replay: ReplayFile, seat: int | None) -> int | None:
    """`seat` when it is a seat of the replay (None = spectator), else ReplayMismatch."""
    if seat is not None and not 0 <= seat < replay.players:
        raise ReplayMismatch(f"--seat must be between 0 and {replay.players - 1}")
    return seat

