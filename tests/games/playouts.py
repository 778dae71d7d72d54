"""Random playouts that check every position, for the differential tests of a game's memos and kept state."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

from meeple.engine import Game, Rng


def checked_playout(game: Game, players: int, options: Mapping[str, Any], seed: int,
                    check: Callable[[Any, int], None], *, every: int = 7) -> int:
    """Play one seeded random game, calling `check(state, seat)` at every position, and on a clone and
    on a state reloaded from JSON every `every` steps; the number of steps played."""
    s, rng = game.setup(players, options, seed), Rng(seed + 11)
    steps = 0
    while waiting := game.waiting_for(s):
        seat = min(waiting)
        check(s, seat)
        if steps % every == every // 2:
            check(game.clone(s), seat)
            check(game.load(game.dump(s)), seat)
        acts = game.legal_actions(s, seat)
        game.apply(s, seat, acts[rng.below(len(acts))])
        steps += 1
    return steps


_RAW = re.compile(r"None|True|False|\[|\]|\{'|_|\{(?!p\d\})")
"""What a sentence of the log should never show: Python values, lists, internal keywords, other placeholders."""


def unreadable_events(game: Game, players: int, options: Mapping[str, Any], seed: int) -> list[str]:
    """Play one seeded random game and return every event whose text is empty, names a seat other than
    `{p0}`..`{pN-1}`, or shows a raw value (`None`, a list, a dict, a snake_case keyword)."""
    s, rng = game.setup(players, options, seed), Rng(seed + 11)
    seats = {f"{{p{i}}}" for i in range(players)}
    found = []
    while waiting := game.waiting_for(s):
        seat = min(waiting)
        acts = game.legal_actions(s, seat)
        for e in game.apply(s, seat, acts[rng.below(len(acts))]):
            if not e.text.strip() or _RAW.search(e.text) or set(re.findall(r"\{p\d\}", e.text)) - seats:
                found.append(f"{e.type}: {e.text!r}")
    return found


def terminal_game(game: Game, players: int, options: Mapping[str, Any], seed: int) -> tuple[Any, str]:
    """`meeple play` to the end: the human at seat 0 always types 1 (the first move listed); the outcome
    (None if the game did not end) and the text shown."""
    import io
    import itertools

    from rich.console import Console

    from meeple.tools.terminal import play_terminal

    out, lines = io.StringIO(), itertools.repeat("1", 20_000)
    outcome = play_terminal(game, players, console=Console(file=out, width=100, color_system=None),
                            read_line=lambda: next(lines, None), seed=seed, options=options)
    return outcome, out.getvalue()


def simulate_args(game: Game, players: int, options: Mapping[str, Any], games: int = 2) -> list[str]:
    """The `meeple simulate` command line for a few random games at this count with these options."""
    args = ["simulate", game.id, "--players", str(players), "--games", str(games)]
    for key, value in options.items():
        args += ["--option", f"{key}={str(value).lower() if isinstance(value, bool) else value}"]
    return args


def progress_curve(game: Game, players: int, options: Mapping[str, Any], seed: int) -> list[float]:
    """`game.progress` at every position of one seeded random game, the final position included."""
    s, rng = game.setup(players, options, seed), Rng(seed + 11)
    out = [game.progress(s)]
    while waiting := game.waiting_for(s):
        seat = min(waiting)
        acts = game.legal_actions(s, seat)
        game.apply(s, seat, acts[rng.below(len(acts))])
        out.append(game.progress(s))
    return out
