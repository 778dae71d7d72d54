"""Finished tables exported as replay files and imported back (`meeple.arena.exports`)."""

from __future__ import annotations

import pytest

from meeple.arena.exports import from_replay, to_replay
from meeple.arena.restore import LoggedMove, restore
from meeple.arena.tables import Seat, TableRecord
from meeple.replay import ReplayMismatch
from tests.arena.records import played
from tests.engine.toy import TOY


def test_a_finished_table_round_trips_through_a_replay_file() -> None:
    log = played(11)
    final, _, _ = restore(TOY, 3, {}, 11, None, 0, log)
    outcome = TOY.outcome(final)
    assert outcome is not None
    record = TableRecord(
        id="t", game="toy", players=3, options={}, mode="realtime", ranked=False, invite_only=False,
        invite_code=None, creator_id=1, status="finished", created_at=0,
        seats={0: Seat(0, "ana", 1), 1: Seat(1, "bob", 2), 2: Seat(2, "Random bot 3", None, "random")},
        outcome=outcome.as_dict(),
    )
    replay = to_replay(record, 11, log)
    data = replay.as_dict()
    assert data["format"] == "meeple-replay/1" and data["seed"] == 11
    assert data["seats"][2] == {"name": "Random bot 3", "bot": "random"}
    imported = from_replay(TOY, replay, "t2", 5, 0)
    assert imported.record.status == "finished" and imported.record.outcome == outcome.as_dict()
    assert [(seat, action) for seat, action, _ in imported.moves] == [(m.seat, m.action) for m in log]
    again = to_replay(imported.record, imported.seed, [LoggedMove(i + 1, s, a) for i, (s, a, _) in
                                                       enumerate(imported.moves)])
    assert again.as_dict() == data


def test_a_replay_whose_outcome_does_not_follow_from_its_moves_is_refused() -> None:
    log = played(2)
    record = TableRecord(id="t", game="toy", players=3, options={}, mode="realtime", ranked=False,
                         invite_only=False, invite_code=None, creator_id=1, status="finished", created_at=0,
                         seats={i: Seat(i, f"p{i}") for i in range(3)}, outcome={"scores": [1, 2, 3]})
    with pytest.raises(ReplayMismatch, match="outcome"):
        from_replay(TOY, to_replay(record, 2, log), "t2", 5, 0)
