"""Rebuilding every position of a replay file, and what each seat may read of its moves."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from meeple.replay import ReplayMismatch, action_is_public, rebuild
from tests.bots.simul import SIMUL
from tests.engine.toy import TOY
from tests.replay.samples import sample_replay


def test_rebuild_gives_every_position_and_the_recorded_result() -> None:
    replay = sample_replay()
    timeline = rebuild(TOY, replay)
    assert len(timeline.frames) == len(replay.moves)
    assert timeline.outcome is not None and timeline.outcome_matches
    assert TOY.dump(timeline.state(0)) == TOY.dump(TOY.setup(3, {}, replay.seed))
    assert TOY.waiting_for(timeline.state(len(replay.moves))) == frozenset()


def test_rebuild_names_the_first_illegal_move() -> None:
    replay = sample_replay()
    replay.moves[2] = (replay.moves[2][0], {"type": "play", "card": 99})
    with pytest.raises(ReplayMismatch, match=r"move 3 \(.* by seat 2\) is not legal"):
        rebuild(TOY, replay)
    with pytest.raises(ReplayMismatch, match="this replay is of 'toy', not 'simul'"):
        rebuild(SIMUL, sample_replay())


def test_a_label_is_read_by_others_only_when_it_cannot_name_a_secret() -> None:
    timeline = rebuild(SIMUL, sample_replay(SIMUL))  # simultaneous picks: the label is the pick
    mover = timeline.frames[0].seat
    assert timeline.label_seen_by(1, mover) == timeline.frames[0].label
    assert timeline.label_seen_by(1, (mover + 1) % 3) is None and timeline.label_seen_by(1, None) is None
    open_game = SimpleNamespace(hidden_information=False, simultaneous=False)
    assert action_is_public(open_game, 0, 1) and action_is_public(open_game, 0, None)  # type: ignore[arg-type]
