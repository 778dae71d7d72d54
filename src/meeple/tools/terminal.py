"""`meeple play`: one human seat against random bots, in the terminal.

Input and output are passed in (a `read_line` callable and a rich Console), so
tests script a whole game. The human sees only their seat's view and the events
addressed to them; bots' moves are announced as `move_headline` allows.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from rich.columns import Columns
from rich.console import Console
from rich.text import Text

from meeple.bots import RandomBot
from meeple.bots.driver import seat_rngs
from meeple.engine import Action, ActionError, Game, Outcome, State, resolve_options
from meeple.engine.events import fill_names

from .render import move_headline, move_report, render_outcome, render_view, seat_names

ReadLine = Callable[[], "str | None"]
"""Returns the next line the player typed, or None at the end of input."""

QUIT = ("q", "quit", "exit")
_ONE_COLUMN = 10
"""Longer menus are laid out in columns so they fit on one screen."""


def ask_action(
    game: Game, state: State, seat: int, console: Console, read_line: ReadLine, names: Sequence[str] = ()
) -> Action | None:
    """Show the numbered legal actions (seats in labels by `names`) and read a choice; None when the player quits."""
    actions = game.legal_actions(state, seat)
    items = [Text.assemble((f"{i:>3}", "bold"), f". {fill_names(game.describe_action(state, seat, a), names)}")
             for i, a in enumerate(actions, 1)]
    if len(items) > _ONE_COLUMN:
        console.print(Columns(items, column_first=True, padding=(0, 3)))
    else:
        for item in items:
            console.print(item)
    while True:
        console.print(f"Your move ({_choices(len(actions))}, q to quit): ", end="", highlight=False)
        line = read_line()
        if line is None:
            console.print()
            return None
        text = line.strip().lower()
        if text in QUIT:
            return None
        problem = _choice_problem(text, len(actions))
        if problem is None:
            return actions[int(text) - 1]
        console.print(Text(problem, style="red"))


def _choices(count: int) -> str:
    return "1" if count == 1 else f"1-{count}"


def _choice_problem(text: str, count: int) -> str | None:
    """Why `text` is not a valid menu choice (None when it is one)."""
    hint = f"type {'1' if count == 1 else f'a number from 1 to {count}'}, or q to quit."
    if not text:
        return f"Please {hint}"
    if not text.isdigit():
        return f"{text!r} is not a number: {hint}"
    if not 1 <= int(text) <= count:
        return f"There is no move {int(text)}: {hint}"
    return None


def play_terminal(
    game: Game,
    players: int,
    *,
    seat: int = 0,
    seed: int = 0,
    options: Mapping[str, Any] | None = None,
    console: Console,
    read_line: ReadLine,
) -> Outcome | None:
    """Play one game with a human at `seat`; return the outcome, or None if the human quit."""
    opts = resolve_options(game.options, options, players)
    state = game.setup(players, opts, seed)
    names = seat_names(players, seat)
    bot, rngs = RandomBot(), seat_rngs(seed, players)
    console.print(Text.assemble((game.title, "bold"), f", {players} players, seed {seed}. You are seat {seat}."))
    while waiting := game.waiting_for(state):
        actor = min(waiting)
        if actor == seat:
            console.print(render_view(game.view(state, seat), names=names))
            action = ask_action(game, state, seat, console, read_line, names)
            if action is None:
                console.print("You left the game.")
                return None
        else:
            action = bot.choose(game, state, actor, rngs[actor])
        _announce(game, state, actor, action, seat, names, console)
    return _finish(game, state, seat, names, console)


def _announce(
    game: Game, state: State, actor: int, action: Action, seat: int, names: Sequence[str], console: Console
) -> None:
    """Apply the move and print it with the events the human may see."""
    headline = move_headline(game, state, actor, action, seat, names)
    try:
        events = game.apply(state, actor, action)
    except ActionError as exc:  # a contract bug: the action came from legal_actions
        raise RuntimeError(f"{game.id} refused its own legal action {action!r}: {exc.reason}") from exc
    for line in move_report(headline, actor, events, seat, names, style="bold" if actor == seat else "dim"):
        console.print(line)


def _finish(game: Game, state: State, seat: int, names: Sequence[str], console: Console) -> Outcome | None:
    """Print the final view and result."""
    console.print(render_view(game.view(state, seat), title="Final position", names=names))
    outcome = game.outcome(state)
    if outcome is not None:
        console.print(render_outcome(outcome, names))
        won = seat in outcome.winners
        console.print("[green]You win![/green]" if won else "You did not win this time.")
    return outcome
