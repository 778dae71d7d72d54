"""Options: the variants and table settings a game declares."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from .errors import InvalidOptions


@dataclass(frozen=True)
class Option:
    """One table option with a fixed set of allowed values and a default.

    `choices` lists `(value, label)` pairs; values are JSON scalars (str, int,
    bool). `players` restricts an option to some player counts (empty = all).
    `needed` names the player counts a table may only have with a non-default
    choice: a game whose automa makes up the table (Pax Pamir's Wakhan for one
    player) lists the counts the automa alone makes possible.
    """

    id: str
    label: str
    choices: tuple[tuple[Any, str], ...]
    default: Any
    help: str = ""
    players: tuple[int, ...] = field(default_factory=tuple)
    needed: tuple[int, ...] = field(default_factory=tuple)

    def __post_init__(self) -> None:
        if self.default not in self.values:
            raise ValueError(f"option {self.id}: default {self.default!r} is not a choice")

    @cached_property
    def values(self) -> tuple[Any, ...]:
        """The allowed values (worked out once: `resolve_options` asks at every game's setup)."""
        return tuple(v for v, _ in self.choices)

    @classmethod
    def flag(cls, id: str, label: str, default: bool = False, help: str = "") -> Option:
        """A yes/no option."""
        return cls(id, label, ((False, "No"), (True, "Yes")), default, help)

    def as_dict(self) -> dict[str, Any]:
        """A JSON-ready form for the lobby's form controls."""
        return {
            "id": self.id,
            "label": self.label,
            "choices": [{"value": v, "label": lab} for v, lab in self.choices],
            "default": self.default,
            "help": self.help,
            "players": list(self.players),
            "needed": list(self.needed),
        }


def resolve_options(
    declared: tuple[Option, ...], given: Mapping[str, Any] | None, players: int | None = None
) -> dict[str, Any]:
    """Fill in defaults and check every given value; raise InvalidOptions on anything unknown.

    >>> resolve_options((Option.flag("fast", "Fast"),), {})
    {'fast': False}
    """
    given = dict(given or {})
    known = {o.id: o for o in declared}
    unknown = sorted(set(given) - set(known))
    if unknown:
        raise InvalidOptions(f"unknown option(s): {', '.join(unknown)}")
    out: dict[str, Any] = {}
    for opt in declared:
        value = given.get(opt.id, opt.default)
        if not _same_kind(value, opt.default) or value not in opt.values:
            allowed = ", ".join(repr(v) for v in opt.values)
            raise InvalidOptions(f"option {opt.id}: {value!r} is not one of {allowed}")
        if opt.players and players is not None and opt.id in given and players not in opt.players \
                and value != opt.default:
            counts = ", ".join(map(str, opt.players))
            raise InvalidOptions(f"option {opt.id} is only for {counts} players")
        if players is not None and players in opt.needed and value == opt.default:
            who = "1 player needs" if players == 1 else f"{players} players need"
            raise InvalidOptions(f"{who} the option {opt.label!r}")
        out[opt.id] = value
    return out


def _same_kind(value: Any, default: Any) -> bool:
    """True when value has the option's JSON type (so True is not taken for 1)."""
    if isinstance(default, bool) or isinstance(value, bool):
        return isinstance(default, bool) and isinstance(value, bool)
    if isinstance(default, int):
        return isinstance(value, int)
    return type(value) is type(default)


def option_combinations(declared: tuple[Option, ...]) -> list[dict[str, Any]]:
    """The defaults, then each non-default choice of each option on its own.

    The conformance kit plays each of these so every declared choice is exercised
    without the product of all options exploding.
    """
    base = {o.id: o.default for o in declared}
    combos = [dict(base)]
    for opt in declared:
        for value in opt.values:
            if value != opt.default:
                combos.append({**base, opt.id: value})
    return combos
