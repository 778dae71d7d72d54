"""`meeple golden`: check or re-record the golden playthroughs kept in tests/games/<id>/golden/.

The files themselves (format, recording, diffing) are `meeple.engine.golden`;
this module finds them, checks them all, and records them again from the
players, options and seed their header line names.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import orjson

import meeple
from meeple.engine import Game, golden

from .options import typical_players


@dataclass(frozen=True)
class GoldenCheck:
    """The result of checking one golden file: empty `problems` means it matches."""

    path: Path
    problems: list[str]

    @property
    def ok(self) -> bool:
        return not self.problems


def project_root(start: Path | None = None) -> Path:
    """The Meeple checkout: the nearest folder above `start` (default: cwd) with pyproject.toml and tests/.

    Falls back to the checkout this package was installed from (editable installs).
    """
    here = (start or Path.cwd()).resolve()
    for folder in (here, *here.parents):
        if (folder / "pyproject.toml").is_file() and (folder / "tests").is_dir():
            return folder
    return Path(meeple.__file__).resolve().parents[2]


def golden_dir(game_id: str, root: Path | None = None) -> Path:
    """Where a game's golden files live."""
    return (root or project_root()) / "tests" / "games" / game_id / "golden"


def golden_files(directory: Path) -> list[Path]:
    """The golden files in a folder, sorted by name."""
    return sorted(directory.glob("*.jsonl")) if directory.is_dir() else []


def check_file(game: Game, path: Path) -> GoldenCheck:
    """Replay one golden file with today's rules; the problems are readable diffs."""
    try:
        head = _header(path)
        if head.get("game") != game.id:
            return GoldenCheck(path, [f"the header names game {head.get('game')!r}, not {game.id!r}"])
        return GoldenCheck(path, golden.diff(game, path))
    except (OSError, ValueError, KeyError, TypeError) as exc:
        return GoldenCheck(path, [f"cannot be read as a golden file: {type(exc).__name__}: {exc}"])


def rewrite_file(game: Game, path: Path) -> bool:
    """Record a golden file again from its header's players, options and seed; True if it changed."""
    head = _header(path)
    lines = golden.record(
        game, players=head["players"], options=head["options"], seed=head["seed"],
        policy_seed=head.get("policy_seed", 1),
    )
    return _write(path, lines)


def record_new(
    game: Game, directory: Path, players: int | None = None, seed: int = 1, options: Mapping[str, Any] | None = None
) -> Path:
    """Record a new golden file `<players>p-seed<seed>[-<option>-<value>…].jsonl`; return its path."""
    n = players if players is not None else typical_players(game)
    lines = golden.record(game, players=n, options=options, seed=seed)
    path = directory / golden_name(game, n, seed, lines[0]["options"])
    _write(path, lines)
    return path


def golden_name(game: Game, players: int, seed: int, options: Mapping[str, Any]) -> str:
    """The file name for a recording; non-default options are spelled out so names stay unique.

    >>> from meeple.engine import Option
    >>> class G: options = (Option.flag("variant", "Variant"),)
    >>> golden_name(G(), 3, 1, {"variant": True})
    '3p-seed1-variant-true.jsonl'
    """
    parts = [f"{players}p-seed{seed}"]
    for opt in game.options:
        value = options.get(opt.id, opt.default)
        if value != opt.default:
            parts.append(f"{opt.id}-{orjson.dumps(value).decode().strip(chr(34))}")
    return "-".join(parts) + ".jsonl"


def _header(path: Path) -> dict[str, Any]:
    """The first line of a golden file (players, options, seed)."""
    with path.open("rb") as fh:
        first = fh.readline()
    head = orjson.loads(first) if first.strip() else None
    if not isinstance(head, dict) or not {"players", "options", "seed"} <= set(head):
        raise ValueError(f"{path.name}: the first line must hold players, options and seed")
    return head


def _write(path: Path, lines: list[dict[str, Any]]) -> bool:
    """Write the lines; True when the file is new or its content changed."""
    before = path.read_bytes() if path.exists() else None
    golden.write(path, lines)
    return before != path.read_bytes()
