"""The `meeple-replay/1` file format: round trip, and clear errors for malformed files."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import orjson
import pytest

from meeple.replay import FORMAT, ReplayFormatError, dump_replay, load_replay
from tests.replay.samples import sample_replay


def test_round_trip(tmp_path: Path) -> None:
    replay = sample_replay()
    path = tmp_path / "game.json"
    dump_replay(replay, path)
    data = orjson.loads(path.read_bytes())
    assert data["format"] == FORMAT and data["seats"][1] == {"name": "Bob", "bot": "random"}
    assert data["moves"][0].keys() == {"seat", "action"}
    assert load_replay(path) == replay


def _valid() -> dict[str, Any]:
    return sample_replay().as_dict()


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
