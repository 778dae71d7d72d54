"""Replay files: round trip, clear errors for malformed files, rebuilding and stepping through."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

import orjson
import pytest
from rich.console import Console
from typer.testing import CliRunner

from meeple.bots import RandomBot, play_game
from meeple.cli import app
from meeple.tools.replayer import print_log, step_through
from meeple.tools.replayfile import FORMAT, ReplayFile, ReplayFormatError, Seat, dump_replay, load_replay
from meeple.tools.timeline import ReplayMismatch, rebuild
from tests.bots.simul import SIMUL
from tests.engine.toy import TOY

SEATS = [Seat("Ana"), Seat("Bob", "random"), Seat("Cy", "random")]


def _replay(game: Any = TOY, seed: int = 4) -> ReplayFile:
    record = play_game(game, 3, None, seed, [RandomBot()] * 3, policy_seed=seed)
    return ReplayFile.from_record(record, SEATS)


def _console() -> tuple[Console, io.StringIO]:
    out = io.StringIO()
    return Console(file=out, width=100, color_system=None), out


def test_round_trip(tmp_path: Path) -> None:
    replay = _replay()
    path = tmp_path / "game.json"
    dump_replay(replay, path)
    data = orjson.loads(path.read_bytes())
    assert data["format"] == FORMAT and data["seats"][1] == {"name": "Bob", "bot": "random"}
    assert data["moves"][0].keys() == {"seat", "action"}
    assert load_replay(path) == replay


def _valid() -> dict[str, Any]:
    return _replay().as_dict()


MALFORMED = [
    (lambda d: [d], "a replay is a JSON object, not an array"),
    (lambda d: {**d, "format": "meeple-replay/9"}, "format is 'meeple-replay/9'; this version of meeple reads"),
    (lambda d: {k: v for k, v in d.items() if k != "game"}, "game is missing"),
    (lambda d: {**d, "players": True}, "players must be an integer, not a boolean"),
    (lambda d: {**d, "seed": "1"}, "seed must be an integer, not a string"),
    (lambda d: {**d, "options": []}, "options must be an object, not an array"),
    (lambda d: {**d, "seats": d["seats"][:2]}, "seats lists 2 seats for 3 players"),
    (lambda d: {**d, "seats": [{"name": 5}, *d["seats"][1:]]}, "seats[0].name must be a string, not an integer"),
    (lambda d: {**d, "seats": [{"name": "A", "bot": 1}, *d["seats"][1:]]}, "seats[0].bot must be a string or null"),
    (lambda d: {**d, "moves": [{"seat": 3, "action": {"type": "draw"}}]},
     "moves[0].seat is 3, but seats run from 0 to 2"),
    (lambda d: {**d, "moves": [{"seat": 0, "action": {"card": 1}}]}, 'moves[0].action needs a string "type"'),
    (lambda d: {**d, "moves": [{"seat": 0}]}, "moves[0].action is missing"),
    (lambda d: {**d, "moves": ["draw"]}, "moves[0] must be an object, not a string"),
    (lambda d: {**d, "outcome": 3}, "outcome must be an object or null, not an integer"),
]


@pytest.mark.parametrize(("spoil", "message"), MALFORMED)
def test_malformed_files_are_named_and_explained(tmp_path: Path, spoil: Any, message: str) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(orjson.dumps(spoil(_valid())))
    with pytest.raises(ReplayFormatError) as info:
        load_replay(path)
    assert str(info.value).startswith(f"{path}: ")
    assert message in str(info.value)


def test_unreadable_and_non_json_files(tmp_path: Path) -> None:
    with pytest.raises(ReplayFormatError, match="cannot read the file"):
        load_replay(tmp_path / "missing.json")
    (tmp_path / "x.json").write_text("{nope")
    with pytest.raises(ReplayFormatError, match="not JSON"):
        load_replay(tmp_path / "x.json")


def test_rebuild_gives_every_position_and_the_recorded_result() -> None:
    replay = _replay()
    timeline = rebuild(TOY, replay)
    assert len(timeline.frames) == len(replay.moves)
    assert timeline.outcome is not None and timeline.outcome_matches
    assert TOY.dump(timeline.state(0)) == TOY.dump(TOY.setup(3, {}, replay.seed))
    assert TOY.waiting_for(timeline.state(len(replay.moves))) == frozenset()


def test_rebuild_names_the_first_illegal_move() -> None:
    replay = _replay()
    replay.moves[2] = (replay.moves[2][0], {"type": "play", "card": 99})
    with pytest.raises(ReplayMismatch, match=r"move 3 \(.* by seat 2\) is not legal"):
        rebuild(TOY, replay)
    with pytest.raises(ReplayMismatch, match="this replay is of 'toy', not 'simul'"):
        rebuild(SIMUL, _replay())


def test_the_log_shows_what_the_viewer_may_see() -> None:
    console, out = _console()
    print_log(rebuild(SIMUL, _replay(SIMUL)), 1, console)
    text = out.getvalue()
    assert "Seen by Bob." in text and "Reveal: Ana" in text
    assert text.count("You pick") == 2  # only Bob's own private events, one per round
    assert "Result" in text


def test_stepping_forward_back_and_out() -> None:
    timeline = rebuild(TOY, _replay())
    console, out = _console()
    lines = iter(["", "", "b", "what", "q"])
    step_through(timeline, None, console, lambda: next(lines, None))
    text = out.getvalue()
    assert "Start of the game" in text and "Move 1/" in text and "Move 2/" in text
    assert text.count("Move 1/") == 2  # shown again after going back
    assert "'what': press Enter for the next move" in text


def test_replay_command(runner: CliRunner, test_registry: dict, tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    dump_replay(_replay(), path)
    result = runner.invoke(app, ["replay", str(path), "--all", "--seat", "0"])
    assert result.exit_code == 0, result.output
    assert "Seen by Ana." in result.stdout and "Result" in result.stdout
    result = runner.invoke(app, ["replay", str(path)], input="\n" * 200)
    assert result.exit_code == 0 and "Result" in result.stdout
    result = runner.invoke(app, ["replay", str(path), "--seat", "5"])
    assert result.exit_code == 1 and "--seat must be between 0 and 2" in result.stderr


def test_replay_command_explains_a_broken_file(runner: CliRunner, test_registry: dict, tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text('{"format": "meeple-replay/1"}')
    result = runner.invoke(app, ["replay", str(path)])
    assert result.exit_code == 1 and "game is missing" in result.stderr
