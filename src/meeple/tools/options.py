"""Reading `--players` and `--option key=value` from the command line, checked against the game."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import orjson

from meeple.engine import Game, InvalidOptions, resolve_options


class UsageError(ValueError):
    """Command-line input that cannot be used; the message says what to type instead."""


def parse_value(text: str) -> Any:
    """A JSON value when the text is one (`true`, `3`, `"x"`), else the text itself.

    >>> parse_value("true"), parse_value("3"), parse_value("expert")
    (True, 3, 'expert')
    """
    try:
        return orjson.loads(text)
    except orjson.JSONDecodeError:
        return text


def parse_pairs(pairs: Iterable[str] | None) -> dict[str, Any]:
    """`["a=1", "b=x"]` -> `{"a": 1, "b": "x"}`; raise UsageError on anything else."""
    out: dict[str, Any] = {}
    for pair in pairs or ():
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise UsageError(f"--option expects key=value, got {pair!r}")
        out[key.strip()] = parse_value(value.strip())
    return out


def describe_options(game: Game) -> str:
    """The declared options in one line, e.g. `variant (false*, true)`; `*` marks the default."""
    if not game.options:
        return f"{game.title} has no options"
    parts = []
    for opt in game.options:
        values = ", ".join(orjson.dumps(v).decode() + ("*" if v == opt.default else "") for v in opt.values)
        parts.append(f"{opt.id} ({values})")
    return f"{game.title} options: " + "; ".join(parts)


def read_pairs(game: Game, pairs: Iterable[str] | None) -> dict[str, Any]:
    """`parse_pairs` for `game`: a value that is not one of its option's values, but whose text is, is
    read as that text (a season named `1961` is typed bare, yet the option's values are strings)."""
    chosen = parse_pairs(pairs)
    values = {opt.id: opt.values for opt in game.options}
    out = dict(chosen)
    for key, value in chosen.items():
        allowed = values.get(key, ())
        if value not in allowed and not isinstance(value, str):
            text = orjson.dumps(value).decode()
            if text in allowed:
                out[key] = text
    return out


def game_options(game: Game, pairs: Iterable[str] | None, players: int) -> dict[str, Any]:
    """The full option set for a table: defaults plus the checked `--option` pairs."""
    try:
        return resolve_options(game.options, read_pairs(game, pairs), players)
    except InvalidOptions as exc:
        raise UsageError(f"{exc}. {describe_options(game)}") from None


def check_players(game: Game, players: int) -> int:
    """`players` when the game supports that many seats, else UsageError."""
    if not game.min_players <= players <= game.max_players:
        raise UsageError(f"{game.title} is for {game.min_players}-{game.max_players} players, not {players}")
    return players


def typical_players(game: Game) -> int:
    """The seat count benchmarks use: four when allowed, else the nearest supported count."""
    return max(game.min_players, min(4, game.max_players))
