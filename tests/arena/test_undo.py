"""Undo within a turn: which moves are barriers, back to which version a seat may go, and replays of undo rows."""

from __future__ import annotations

import random
from typing import Any

import pytest

from meeple import games
from meeple.arena.exports import to_replay
from meeple.arena.restore import CorruptLog, LoggedMove, restore, restore_table
from meeple.arena.tables import Seat, TableRecord
from meeple.arena.undo import (
    CHANCE,
    REVEAL,
    SHARED,
    TURN,
    UNDONE,
    Step,
    UndoRefused,
    barrier_of,
    kept_moves,
    undo_event,
    undo_target,
    undone_versions,
    window_after,
)
from meeple.engine import Event
from meeple.replay import rebuild
from tests.engine.toy import TOY

PICKOMINO = games.get("pickomino")
PONTE = games.get("pontedeldiavolo")


def _log(actions: list[tuple[int, dict[str, Any] | int]]) -> list[LoggedMove]:
    """Logged moves for `actions`, an int being an undo back to that version (restoring checks legality)."""
    return [LoggedMove.undo(i, seat, act) if isinstance(act, int) else LoggedMove(i, seat, act)
            for i, (seat, act) in enumerate(actions, 1)]


def _restored(game: Any, moves: list[LoggedMove], seed: int = 3) -> Any:
    return restore_table(game, 2, {}, seed, None, 0, moves)


def _refusal(fn: Any) -> str:
    with pytest.raises(UndoRefused) as caught:
        fn()
    return caught.value.message


# -- classifying a move -------------------------------------------------------


def test_a_move_that_keeps_the_turn_and_draws_and_shows_nothing_is_undoable() -> None:
    assert barrier_of(0, {0}, {0}, 5, 5, [Event("place", "x")]) is None


def test_randomness_revealing_simultaneous_and_turn_passing_moves_are_barriers() -> None:
    assert barrier_of(0, {0}, {0}, 5, 6, []) == CHANCE
    assert barrier_of(0, {0}, {0}, 5, 5, [Event("peek", "x", to=(0,), reveals=True)]) == REVEAL
    assert barrier_of(0, {0, 1}, {1}, 5, 5, []) == SHARED  # a simultaneous phase
    assert barrier_of(1, {0}, {0}, 5, 5, []) == SHARED  # out of turn
    assert barrier_of(0, {0}, {1}, 5, 5, []) == TURN


# -- the window ----------------------------------------------------------------


def test_a_seat_goes_back_to_the_start_of_its_own_turn() -> None:
    steps = [Step(1, 0, TURN), Step(2, 1, None), Step(3, 1, None)]
    assert undo_target(1, {1}, steps) == 1
    assert window_after(steps, 0).moves == 2


def test_undo_stops_at_the_last_barrier_inside_the_turn() -> None:
    steps = [Step(1, 0, TURN), Step(2, 1, CHANCE), Step(3, 1, None)]
    assert undo_target(1, {1}, steps) == 2


def test_refusals_say_why() -> None:
    assert "not your turn" in _refusal(lambda: undo_target(0, {1}, [Step(1, 0, TURN)]))
    assert "chance" in _refusal(lambda: undo_target(0, {0}, [Step(1, 0, CHANCE)]))
    assert "revealed" in _refusal(lambda: undo_target(0, {0}, [Step(1, 0, REVEAL)]))
    assert "simultaneous" in _refusal(lambda: undo_target(0, {0}, [Step(1, 0, SHARED)]))
    assert "already taken back" in _refusal(lambda: undo_target(0, {0}, [Step(1, 0, None), Step(2, 0, UNDONE)]))
    assert "Nothing to undo" in _refusal(lambda: undo_target(1, {1}, [Step(1, 0, TURN)]))
    assert "Nothing to undo" in _refusal(lambda: undo_target(0, {0}, []))


def test_the_window_starts_at_a_snapshot() -> None:
    assert undo_target(0, {0}, [Step(8, 0, None)], start=7) == 7


# -- the undo row ----------------------------------------------------------------


def test_undo_rows_are_recognised_and_checked() -> None:
    with pytest.raises(CorruptLog, match="earlier version to return to"):
        restore(PONTE, 2, {}, 3, None, 0, [LoggedMove(1, 0, None, "four")])  # type: ignore[arg-type]
    with pytest.raises(CorruptLog, match="neither a game action nor an undo"):
        restore(PONTE, 2, {}, 3, None, 0, [LoggedMove(1, 0, None)])
    assert undone_versions([(5, 2), (9, 7)]) == {3, 4, 8}
    event = undo_event(1, 2, 5)
    assert event.to is None and not event.reveals and event.data == {"back_to": 2, "undone": [3, 4]}
    assert event.render(["Ana", "Bo"]) == "Bo takes back their last 2 moves"


def test_kept_moves_leave_out_undone_moves_and_the_undo_rows() -> None:
    moves = [LoggedMove(1, 0, {"type": "a"}), LoggedMove(2, 0, {"type": "b"}), LoggedMove.undo(3, 0, 1),
             LoggedMove(4, 0, {"type": "c"})]
    assert [m.seq for m in kept_moves(moves)] == [1, 4]


# -- with games ---------------------------------------------------------------------


def test_toy_every_move_passes_the_turn_so_there_is_never_anything_to_undo() -> None:
    state = TOY.setup(2, {}, 1)
    actions = []
    for _ in range(4):
        seat = next(iter(TOY.waiting_for(state)))
        action = TOY.legal_actions(state, seat)[0]
        TOY.apply(state, seat, action)
        actions.append((seat, action))
    back = _restored(TOY, [LoggedMove(i, s, a) for i, (s, a) in enumerate(actions, 1)], seed=1)
    assert back.undo.base == 4 and back.undo.undo_seat() is None
    assert back.undo.reason == REVEAL  # playing a card shows it
    assert "not your turn" in _refusal(lambda: back.undo.target(1, TOY.waiting_for(back.state)))


def test_undo_refused_after_a_die_roll() -> None:
    back = _restored(PICKOMINO, _log([(0, {"type": "roll"})]))
    assert back.undo.reason == CHANCE
    message = _refusal(lambda: back.undo.target(0, PICKOMINO.waiting_for(back.state)))
    assert "die roll" in message


def test_pickomino_keeping_a_face_can_be_taken_back_to_the_roll() -> None:
    state = PICKOMINO.setup(2, {}, 3)
    PICKOMINO.apply(state, 0, {"type": "roll"})
    first, second = PICKOMINO.legal_actions(state, 0)[:2]
    moves = _log([(0, {"type": "roll"}), (0, first)])
    back = _restored(PICKOMINO, moves)
    assert back.undo.target(0, {0}) == 1
    assert PICKOMINO.dump(back.undo_base) == PICKOMINO.dump(state)
    undone = _restored(PICKOMINO, [*moves, LoggedMove.undo(3, 0, 1), LoggedMove(4, 0, second)])
    PICKOMINO.apply(state, 0, second)
    assert undone.version == 4 and PICKOMINO.dump(undone.state) == PICKOMINO.dump(state)


def test_ponte_first_tile_of_a_turn_is_undoable_and_the_second_ends_the_turn() -> None:
    one = [(0, {"type": "place", "cell": "a1"})]
    back = _restored(PONTE, _log(one))
    assert back.undo.undo_seat() == 0 and back.undo.target(0, {0}) == 0
    two = _restored(PONTE, _log([*one, (0, {"type": "place", "cell": "c1"})]))
    assert two.undo.undo_seat() is None and two.undo.reason == TURN
    assert "not your turn" in _refusal(lambda: two.undo.target(0, PONTE.waiting_for(two.state)))


def test_ponte_undo_row_returns_to_the_turn_start_and_cannot_be_repeated() -> None:
    moves = _log([(0, {"type": "place", "cell": "a1"}), (0, 0)])
    back = _restored(PONTE, moves)
    assert back.version == 2
    assert PONTE.dump(back.state) == PONTE.dump(PONTE.setup(2, {}, 3))
    assert "already taken back" in _refusal(lambda: back.undo.target(0, {0}))
    again = _restored(PONTE, [*moves, LoggedMove(3, 0, {"type": "place", "cell": "e5"})])
    assert again.undo.target(0, {0}) == 2  # back to the undo row, whose state is the turn's start


def test_an_undo_row_aiming_before_the_snapshot_is_a_corrupt_log() -> None:
    state = PONTE.setup(2, {}, 3)
    PONTE.apply(state, 0, {"type": "place", "cell": "a1"})
    with pytest.raises(CorruptLog, match="cannot reach"):
        restore(PONTE, 2, {}, 3, PONTE.dump(state), 1, [LoggedMove.undo(2, 0, 0)])


def test_restoring_from_a_snapshot_rebuilds_the_undo_base() -> None:
    state = PONTE.setup(2, {}, 3)
    PONTE.apply(state, 0, {"type": "place", "cell": "a1"})
    PONTE.apply(state, 0, {"type": "place", "cell": "c1"})
    snap = PONTE.dump(state)
    moves = [LoggedMove(3, 1, {"type": "swap"}), LoggedMove(4, 0, {"type": "place", "cell": "e5"})]
    back = restore_table(PONTE, 2, {}, 3, snap, 2, moves)
    assert back.undo.target(0, {0}) == 3  # swapping hands the turn to the dark tiles, now seat 0's
    PONTE.apply(state, 1, {"type": "swap"})
    assert PONTE.dump(back.undo_base) == PONTE.dump(state)
    assert PONTE.dump(back.state) != PONTE.dump(state)


def test_an_exported_replay_omits_undone_moves_and_still_rebuilds() -> None:
    moves = _log([(0, {"type": "place", "cell": "a1"}), (0, 0),
                         (0, {"type": "place", "cell": "b2"}), (0, {"type": "place", "cell": "d2"})])
    record = TableRecord(id="t1", game=PONTE.id, players=2, options={}, mode="realtime", ranked=False,
                         invite_only=False, invite_code=None, creator_id=None, status="finished", created_at=0,
                         seats={0: Seat(0, "Ana", 1), 1: Seat(1, "Bo", 2)})
    replay = to_replay(record, 3, moves)
    assert replay.moves == [(0, {"type": "place", "cell": "b2"}), (0, {"type": "place", "cell": "d2"})]
    timeline = rebuild(PONTE, replay)
    assert PONTE.dump(timeline.state(len(timeline.frames))) == PONTE.dump(_restored(PONTE, moves).state)


def _playout(game: Any, seed: int, moves: int) -> tuple[list[LoggedMove], list[Any]]:
    """Random legal moves of the seat to play, with the dumped state after each version (index = version)."""
    chooser, state = random.Random(seed), game.setup(2, {}, seed)
    log, dumps = [], [game.dump(state)]
    for version in range(1, moves + 1):
        if not game.waiting_for(state):
            break
        seat = min(game.waiting_for(state))
        action = chooser.choice(game.legal_actions(state, seat))
        game.apply(state, seat, action)
        log.append(LoggedMove(version, seat, action))
        dumps.append(game.dump(state))
    return log, dumps


@pytest.mark.parametrize("game_id", ["burglebros", "gipf", "pandemic"])
def test_moves_within_a_turn_that_show_nothing_are_taken_back_exactly(game_id: str) -> None:
    game = games.get(game_id)
    log, dumps = _playout(game, 4, 60)
    steps: list[Step] = []
    restore(game, 2, {}, 4, None, 0, log, steps)
    first = next(s for s in steps if s.barrier is None)  # the move before it is a barrier (or the start)
    back = _restored(game, log[:first.version], seed=4)
    assert back.undo.target(first.seat, game.waiting_for(back.state)) == first.version - 1
    undo = LoggedMove.undo(first.version + 1, first.seat, first.version - 1)
    undone = _restored(game, [*log[:first.version], undo], seed=4)
    assert game.dump(undone.state) == dumps[first.version - 1]
    assert undone.undo.undo_seat() is None
