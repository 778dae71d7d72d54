"""Restoring games from snapshot + log, and replay files in and out."""

from __future__ import annotations

import pytest

from meeple.arena.replay import CorruptLog, LoggedMove, from_replay, restore, to_replay
from meeple.arena.tables import Seat, TableRecord
from meeple.engine import Rng, canonical
from meeple.tools.replayer import ReplayMismatch
from tests.engine.toy import TOY


def played(seed: int, steps: int | None = None) -> list[LoggedMove]:
    """A toy game (3 seats) played with random legal moves."""
    state, rng, log = TOY.setup(3, {}, seed), Rng(seed + 1), []
    while TOY.waiting_for(state) and (steps is None or len(log) < steps):
        seat = min(TOY.waiting_for(state))
        action = rng.choice(TOY.legal_actions(state, seat))
        TOY.apply(state, seat, action)
        log.append(LoggedMove(len(log) + 1, seat, action))
    return log


def test_snapshot_plus_the_rest_of_the_log_gives_the_same_state_as_the_whole_log() -> None:
    log = played(7)
    whole, version, _ = restore(TOY, 3, {}, 7, None, 0, log)
    partial, at, _ = restore(TOY, 3, {}, 7, None, 0, log[:5])
    resumed, version2, _ = restore(TOY, 3, {}, 7, TOY.dump(partial), at, log[5:])
    assert version == version2 == len(log)
    assert canonical(TOY.dump(whole)) == canonical(TOY.dump(resumed))


def test_a_gap_or_a_refused_move_is_a_corrupt_log() -> None:
    log = played(3, steps=4)
    with pytest.raises(CorruptLog, match="move 3 follows version 1"):
        restore(TOY, 3, {}, 3, None, 0, [log[0], log[2]])
    bad = LoggedMove(1, 1, {"type": "draw"})  # seat 1 does not start
    with pytest.raises(CorruptLog, match="move 1 does not apply"):
        restore(TOY, 3, {}, 3, None, 0, [bad])


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
