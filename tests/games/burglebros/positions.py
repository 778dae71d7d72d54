"""Named positions for the Burgle Bros scenario tests, built field by field (no lucky seeds).

Cells are written "2B3": floor 2, square B3. Rooms not named in a position are
"plain", a featureless test-only room, so that only the rooms a test names
can act.
"""

from __future__ import annotations

from typing import Any

from meeple.engine import Event
from meeple.games.burglebros import GAME
from meeple.games.burglebros.components import JOBS
from meeple.games.burglebros.state import PLAY, BurgleState, Deck
from meeple.games.burglebros.turns import new_flags
from meeple.games.burglebros.walls import square


def cell(name: str, size: int = 4) -> int:
    """"2B3" -> the cell number of square B3 on floor 2."""
    return (int(name[0]) - 1) * size * size + square(name[1:], size)


def heist(
    players: int = 1,
    *,
    job: str = "bank",
    rooms: dict[str, str] | None = None,
    hidden: tuple[str, ...] = (),
    at: tuple[str, ...] = ("1A1",),
    guards: dict[int, tuple[str | None, str | None]] | None = None,
    characters: tuple[tuple[str, str], ...] = (),
    actions: int = 4,
    walls: list[tuple[str, str]] | None = None,
    options: dict[str, Any] | None = None,
) -> BurgleState:
    """A heist in full swing: seat 0 to act with `actions` actions.

    `rooms` maps cells to "kind" or "kind:number"; every named room is revealed
    unless listed in `hidden`, and all other rooms are hidden "plain" rooms.
    `at` gives each seat's cell; `guards` maps floors to (position, destination);
    floors not named have no guard out yet. `walls` replaces the plan's walls.
    """
    size = JOBS[job].size
    s = GAME.setup(players, {"job": job, **(options or {})}, 0)
    for c in s.layout.cells:
        s.rooms[c], s.numbers[c], s.revealed[c] = "plain", 0, False
    for name, spec in (rooms or {}).items():
        kind, _, number = spec.partition(":")
        c = cell(name, size)
        s.rooms[c], s.numbers[c] = kind, int(number or 0)
        s.revealed[c] = name not in hidden
    if walls is not None:
        from meeple.games.burglebros.state import set_walls
        set_walls(s, [sorted((cell(a, size), cell(b, size))) for a, b in walls])
    for f, g in enumerate(s.guards):
        pos, dest = (guards or {}).get(f, (None, None))
        g.active = f in (guards or {})
        g.pos = cell(pos, size) if pos else None
        g.dest = cell(dest, size) if dest else None
    for seat, t in enumerate(s.thieves):
        t.pos = cell(at[seat] if seat < len(at) else at[0], size)
        s.revealed[t.pos] = True
        t.character, t.side = characters[seat] if seat < len(characters) else (None, None)
        t.tools = []
    s.stage, s.prompt, s.turn, s.turns = PLAY, None, 0, 1
    s.flags = new_flags()
    s.actions_left, s.actions_used = actions, 0
    return s


def patrol(s: BurgleState, floor: int, *cards: str, size: int = 4) -> None:
    """Stack a floor's patrol deck: the first card named is drawn first."""
    base = floor * size * size
    s.patrol[floor] = Deck([cell(c, size) - base for c in reversed(cards)])


def play(s: BurgleState, seat: int, *actions: dict[str, Any]) -> list[Event]:
    """Apply actions through the checked entry point; return all their events."""
    events: list[Event] = []
    for action in actions:
        events += GAME.apply(s, seat, action)
    return events


def texts(events: list[Event]) -> list[str]:
    """The log lines of some events."""
    return [e.text for e in events]


def kinds(events: list[Event]) -> list[str]:
    """The types of some events."""
    return [e.type for e in events]


def moves(s: BurgleState, seat: int = 0) -> list[dict[str, Any]]:
    """The legal move and escape actions of a seat."""
    return [a for a in GAME.legal_actions(s, seat) if a["type"] in ("move", "escape")]


def of_type(s: BurgleState, kind: str, seat: int = 0) -> list[dict[str, Any]]:
    """The legal actions of one type."""
    return [a for a in GAME.legal_actions(s, seat) if a["type"] == kind]


def end_turn(s: BurgleState, seat: int = 0) -> list[Event]:
    """End the turn as if all four actions were used (so no event card is drawn)."""
    s.actions_used = 4
    return play(s, seat, {"type": "end_turn"})
