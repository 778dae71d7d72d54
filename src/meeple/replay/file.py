"""The replay file format `meeple-replay/1`: written by the server's export, read by `meeple replay` and the import.

One JSON object::

    {"format": "meeple-replay/1", "game": "pickomino", "players": 3, "options": {...},
     "seed": 12, "seats": [{"name": "Ana", "bot": null}, ...],
     "moves": [{"seat": 0, "action": {"type": "roll"}}, ...], "outcome": {...} | null}

`load_replay` checks the shape and says exactly what is wrong; whether the
moves are legal is checked when the game is rebuilt (`meeple.replay.timeline`).
A replay has no undo: the server's export leaves out moves taken back by an
undo and the undo rows themselves (`meeple.arena.exports.to_replay`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

import orjson

from meeple.engine import Action, Outcome

FORMAT = "meeple-replay/1"


class ReplayFormatError(ValueError):
    """A replay file that cannot be read; the message names the file and the faulty field."""


class PlayedGame(Protocol):
    """What `ReplayFile.from_record` reads, e.g. the `GameRecord` of `meeple.bots.play_game`."""

    @property
    def game(self) -> str: ...
    @property
    def players(self) -> int: ...
    @property
    def options(self) -> Mapping[str, Any]: ...
    @property
    def seed(self) -> int: ...
    @property
    def moves(self) -> Sequence[tuple[int, Action]]: ...
    @property
    def outcome(self) -> Outcome | None: ...


@dataclass(frozen=True)
class Seat:
    """Who sat in a seat: a player's name, and the bot's name if a bot played it."""

    name: str
    bot: str | None = None


@dataclass
class ReplayFile:
    """A finished (or abandoned) game: enough to rebuild every position."""

    game: str
    players: int
    options: dict[str, Any]
    seed: int
    seats: list[Seat]
    moves: list[tuple[int, dict[str, Any]]] = field(default_factory=list)
    outcome: dict[str, Any] | None = None

    @property
    def names(self) -> list[str]:
        """The seats' names, in seat order."""
        return [s.name for s in self.seats]

    def as_dict(self) -> dict[str, Any]:
        """The JSON form of the format."""
        return {
            "format": FORMAT, "game": self.game, "players": self.players, "options": self.options,
            "seed": self.seed, "seats": [{"name": s.name, "bot": s.bot} for s in self.seats],
            "moves": [{"seat": seat, "action": action} for seat, action in self.moves],
            "outcome": self.outcome,
        }

    @classmethod
    def from_record(cls, record: PlayedGame, seats: list[Seat]) -> ReplayFile:
        """The replay of a game played by `meeple.bots.play_game`."""
        return cls(record.game, record.players, dict(record.options), record.seed, list(seats),
                   list(record.moves), record.outcome.as_dict() if record.outcome else None)


def dump_replay(replay: ReplayFile, path: str | Path) -> None:
    """Write a replay file (compact JSON, one trailing newline)."""
    Path(path).write_bytes(orjson.dumps(replay.as_dict()) + b"\n")


def load_replay(path: str | Path) -> ReplayFile:
    """Read and check a replay file; raise ReplayFormatError naming the file and the problem."""
    path = Path(path)
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise ReplayFormatError(f"{path}: cannot read the file ({exc.strerror or exc})") from None
    try:
        data = orjson.loads(raw)
    except orjson.JSONDecodeError as exc:
        raise ReplayFormatError(f"{path}: not JSON ({exc})") from None
    try:
        return parse_replay(data)
    except ReplayFormatError as exc:
        raise ReplayFormatError(f"{path}: {exc}") from None


def parse_replay(data: Any) -> ReplayFile:
    """Check the shape of decoded replay data and build a ReplayFile."""
    if not isinstance(data, dict):
        raise ReplayFormatError(f"a replay is a JSON object, not {_kind(data)}")
    fmt = data.get("format")
    if fmt != FORMAT:
        raise ReplayFormatError(f"format is {fmt!r}; this version of meeple reads {FORMAT!r}")
    game = _field(data, "game", str)
    if not game:
        raise ReplayFormatError("game must name a game, e.g. \"pickomino\"")
    players = _field(data, "players", int)
    if players < 1:
        raise ReplayFormatError(f"players must be at least 1, got {players}")
    options = _field(data, "options", dict)
    seed = _field(data, "seed", int)
    seats = _seats(_field(data, "seats", list), players)
    moves = [_move(m, i, players) for i, m in enumerate(_field(data, "moves", list))]
    outcome = data.get("outcome")
    if outcome is not None and not isinstance(outcome, dict):
        raise ReplayFormatError(f"outcome must be an object or null, not {_kind(outcome)}")
    return ReplayFile(game, players, options, seed, seats, moves, outcome)


_TYPE_NAMES: dict[type, str] = {
    dict: "an object", list: "an array", str: "a string", int: "an integer", float: "a number",
    bool: "a boolean", type(None): "null",
}


def _kind(value: Any) -> str:
    """The JSON name of a value's type, for messages."""
    return _TYPE_NAMES.get(type(value), type(value).__name__)


def _field(obj: dict[str, Any], key: str, kind: type, where: str = "") -> Any:
    """`obj[key]`, which must exist and be of `kind` (a bool is not an int here)."""
    name = f"{where}{key}"
    if key not in obj:
        raise ReplayFormatError(f"{name} is missing")
    value = obj[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise ReplayFormatError(f"{name} must be {_TYPE_NAMES[kind]}, not {_kind(value)}")
    return value


def _seats(raw: list[Any], players: int) -> list[Seat]:
    if len(raw) != players:
        raise ReplayFormatError(f"seats lists {len(raw)} seats for {players} players")
    seats = []
    for i, seat in enumerate(raw):
        if not isinstance(seat, dict):
            raise ReplayFormatError(f"seats[{i}] must be an object, not {_kind(seat)}")
        name = _field(seat, "name", str, f"seats[{i}].")
        bot = seat.get("bot")
        if bot is not None and not isinstance(bot, str):
            raise ReplayFormatError(f"seats[{i}].bot must be a string or null, not {_kind(bot)}")
        seats.append(Seat(name, bot))
    return seats


def _move(raw: Any, i: int, players: int) -> tuple[int, dict[str, Any]]:
    if not isinstance(raw, dict):
        raise ReplayFormatError(f"moves[{i}] must be an object, not {_kind(raw)}")
    seat = _field(raw, "seat", int, f"moves[{i}].")
    if not 0 <= seat < players:
        raise ReplayFormatError(f"moves[{i}].seat is {seat}, but seats run from 0 to {players - 1}")
    action = _field(raw, "action", dict, f"moves[{i}].")
    if not isinstance(action.get("type"), str):
        raise ReplayFormatError(f"moves[{i}].action needs a string \"type\"")
    return seat, action
