"""Replays: the `meeple-replay/1` file format, and every position of a game rebuilt from its seed and moves.

Pure: this package imports only `meeple.engine` (and orjson for the file
format), so the CLI, the arena and the server all build on it.

    file.py      the format: `ReplayFile`, `parse_replay`, `load_replay`, `dump_replay`
    timeline.py  `rebuild(game, replay)`: a `Timeline` of every position, each move's
                 label and events, and what a given seat may read of them

Turning a table into a replay file and back is the arena's (`meeple.arena.exports`);
stepping through one in the terminal is `meeple replay` (`meeple.tools.replayer`).
"""

from __future__ import annotations

from .file import FORMAT, ReplayFile, ReplayFormatError, Seat, dump_replay, load_replay, parse_replay
from .timeline import Frame, ReplayMismatch, Timeline, action_is_public, rebuild

__all__ = [
    "FORMAT", "Frame", "ReplayFile", "ReplayFormatError", "ReplayMismatch", "Seat", "Timeline",
    "action_is_public", "dump_replay", "load_replay", "parse_replay", "rebuild",
]
