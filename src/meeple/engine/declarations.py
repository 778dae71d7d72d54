"""What a game declares about itself, checked once per game by the conformance kit.

The bots, the server and the lobby read these attributes directly (no
`getattr` with a fallback), so a wrong type or an empty value is a bug of
the game, reported here with every problem at once:

>>> from meeple.engine import BaseGame
>>> class Bare(BaseGame):
...     id, title, min_players, max_players = "bare", "Bare", 2, 2
>>> for problem in problems(Bare()): print(problem)
summary must be a non-empty sentence for the lobby, not ''
action_shapes must name at least one action type (use engine.action_shapes)
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeGuard

from .game import Game
from .options import Option
from .policy import Policy

FLAGS = ("hidden_information", "chance", "simultaneous", "cooperative")
"""The yes/no capabilities; each must be a real bool."""

TABLE_LEVELS = ("random", "ismcts:easy", "ismcts:medium", "ismcts:hard")
"""The bot levels a table offers; `bot_levels` may map only these."""

JSON_SCALARS = (str, int, bool)
"""The types an option's values may have."""


def problems(game: Game) -> list[str]:
    """Every declaration of `game` that is missing or of the wrong type (empty when all is well)."""
    out: list[str] = []
    out += _identity(game)
    out += [f"{name} must be True or False, not {getattr(game, name, None)!r}" for name in FLAGS
            if type(getattr(game, name, None)) is not bool]
    summary = getattr(game, "summary", None)
    if not isinstance(summary, str) or not summary.strip():
        out.append(f"summary must be a non-empty sentence for the lobby, not {summary!r}")
    minutes = getattr(game, "play_minutes", None)
    if not (isinstance(minutes, tuple) and len(minutes) == 2 and all(_positive_int(m) for m in minutes)
            and minutes[0] <= minutes[1]):
        out.append(f"play_minutes must be (shortest, longest) whole minutes, shortest first, not {minutes!r}")
    out += _shapes(getattr(game, "action_shapes", None))
    seconds = getattr(game, "seconds_per_turn", None)
    if seconds is not None and not _positive_int(seconds):
        out.append(f"seconds_per_turn must be None or a positive whole number of seconds, not {seconds!r}")
    out += _policy(getattr(game, "policy", None), getattr(game, "bot_levels", None))
    out += _options(game)
    return out


def _positive_int(value: Any) -> TypeGuard[int]:
    return type(value) is int and value > 0


def _identity(game: Game) -> list[str]:
    out = [f"{name} must be a non-empty string, not {getattr(game, name, None)!r}" for name in ("id", "title")
           if not isinstance(getattr(game, name, None), str) or not getattr(game, name)]
    low, high = getattr(game, "min_players", None), getattr(game, "max_players", None)
    if not (_positive_int(low) and _positive_int(high) and low <= high):
        out.append(f"min_players and max_players must be positive whole numbers, min <= max, not {low!r}, {high!r}")
    steps = getattr(game, "max_steps", None)
    if not _positive_int(steps):
        out.append(f"max_steps must be a positive whole number, not {steps!r}")
    return out


def _shapes(shapes: Any) -> list[str]:
    if not isinstance(shapes, Mapping) or not shapes:
        return ["action_shapes must name at least one action type (use engine.action_shapes)"]
    out = []
    for kind, forms in shapes.items():
        if not isinstance(kind, str) or not kind:
            out.append(f"action_shapes has a type {kind!r} that is not a non-empty string")
        elif not isinstance(forms, tuple) or not forms or not all(
            isinstance(f, frozenset) and all(isinstance(n, str) and n != "type" for n in f) for f in forms
        ):
            out.append(f"action_shapes[{kind!r}] must be a non-empty tuple of frozensets of field names, not {forms!r}")
    return out


def _policy(policy: Any, levels: Any) -> list[str]:
    out = []
    if policy is not None and not isinstance(policy, Policy):
        out.append(f"policy must be None or a meeple.engine.Policy, not {type(policy).__name__}")
    elif policy is not None:
        depth = policy.rollout_depth
        if depth is not None and (type(depth) is not int or depth < 0):
            out.append(f"policy.rollout_depth must be None or a whole number >= 0, not {depth!r}")
    if not isinstance(levels, Mapping):
        return [*out, f"bot_levels must map table levels to bot specs, not {levels!r}"]
    for level, spec in levels.items():
        if level not in TABLE_LEVELS:
            out.append(f"bot_levels maps {level!r}, which is no table level ({', '.join(TABLE_LEVELS)})")
        if not isinstance(spec, str) or not spec.strip():
            out.append(f"bot_levels[{level!r}] must be a bot spec, not {spec!r}")
        elif spec == "policy" and not (isinstance(policy, Policy) and policy.can_play):
            out.append(f"bot_levels[{level!r}] is 'policy' but the game's policy has no moves of its own")
    return out


def _options(game: Game) -> list[str]:
    options = getattr(game, "options", None)
    if not isinstance(options, tuple) or not all(isinstance(o, Option) for o in options):
        return [f"options must be a tuple of Option, not {options!r}"]
    out = []
    ids = [o.id for o in options]
    out += [f"option id {i!r} is declared twice" for i in sorted({i for i in ids if ids.count(i) > 1})]
    for o in options:
        if not o.id or not o.label:
            out.append(f"option {o.id!r} needs an id and a label")
        if not o.choices or not all(
            type(v) in JSON_SCALARS and isinstance(label, str) and label for v, label in o.choices
        ):
            out.append(f"option {o.id!r}: every choice must be (a str, int or bool value, a label)")
        values = [v for v, _ in o.choices]
        if any(values.count(v) > 1 for v in values):
            out.append(f"option {o.id!r} lists a value twice")
        low, high = getattr(game, "min_players", 0), getattr(game, "max_players", 0)
        if any(not isinstance(p, int) or not low <= p <= high for p in o.players):
            out.append(f"option {o.id!r} names player counts {o.players} outside {low}-{high}")
        if any(o.players and p not in o.players for p in o.needed):
            out.append(f"option {o.id!r} is needed at counts {o.needed} it does not allow")
    return out
