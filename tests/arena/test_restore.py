"""Restoring tables from a snapshot and the log after it (`meeple.arena.restore`)."""

from __future__ import annotations

import pytest

from meeple.arena.restore import CorruptLog, LoggedMove, restore
from meeple.engine import canonical
from tests.arena.records import played
from tests.engine.toy import TOY


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
