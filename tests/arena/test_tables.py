"""The table life cycle's rules, from named records (no server, no store)."""

from __future__ import annotations

import pytest

from meeple import games
from meeple.arena.tables import (
    ArenaError,
    Seat,
    TableRecord,
    check_new_table,
    check_remove_bot,
    check_start,
    seat_for_bot,
    seat_for_join,
    seat_to_leave,
)
from tests.engine.toy import TOY

CREATOR, ANA, BOB = 1, 2, 3


def table(players: int = 3, *, seats: dict[int, Seat] | None = None, status: str = "open",
          invite: str | None = None) -> TableRecord:
    """A toy table created by CREATOR, sitting at seat 0 unless `seats` says otherwise."""
    return TableRecord(
        id="t1", game="toy", players=players, options={}, mode="realtime", ranked=False,
        invite_only=invite is not None, invite_code=invite, creator_id=CREATOR, status=status, created_at=0,
        seats=seats if seats is not None else {0: Seat(0, "creator", CREATOR)},
    )


def code(exc: pytest.ExceptionInfo[ArenaError]) -> str:
    return exc.value.code


def test_new_table_resolves_options_and_checks_counts() -> None:
    pickomino = games.get("pickomino")
    assert check_new_table(pickomino, 2, {}, "realtime") == pickomino.resolve_options({}, 2)
    with pytest.raises(ArenaError, match="is for 2-3 players, not 5") as exc:
        check_new_table(TOY, 5, {}, "realtime")
    assert code(exc) == "bad_request"
    with pytest.raises(ArenaError, match="mode must be one of") as exc:
        check_new_table(TOY, 2, {}, "blitz")
    with pytest.raises(ArenaError, match="unknown option") as exc:
        check_new_table(TOY, 2, {"turbo": True}, "turnbased")
    assert code(exc) == "bad_options"


def test_join_takes_the_lowest_free_seat_or_the_one_asked_for() -> None:
    t = table(seats={1: Seat(1, "x", 9)})
    assert seat_for_join(t, ANA, None, None) == 0
    assert seat_for_join(t, ANA, 2, None) == 2


@pytest.mark.parametrize(
    ("record", "user", "seat", "invite", "expected"),
    [
        (table(seats={0: Seat(0, "a", ANA)}), ANA, None, None, "already_seated"),
        (table(2, seats={0: Seat(0, "c", CREATOR), 1: Seat(1, "b", BOB)}), ANA, None, None, "table_full"),
        (table(), ANA, 0, None, "seat_taken"),
        (table(), ANA, 7, None, "bad_request"),
        (table(status="playing"), ANA, None, None, "not_open"),
        (table(invite="abc"), ANA, None, "wrong", "bad_invite"),
        (table(invite="abc"), ANA, None, None, "bad_invite"),
    ],
)
def test_join_refusals(record: TableRecord, user: int, seat: int | None, invite: str | None, expected: str) -> None:
    with pytest.raises(ArenaError) as exc:
        seat_for_join(record, user, seat, invite)
    assert code(exc) == expected
    assert exc.value.message  # a sentence for the player


def test_invite_code_lets_you_in() -> None:
    assert seat_for_join(table(invite="abc"), ANA, None, "abc") == 1


def test_leave_only_your_own_seat_and_only_before_the_start() -> None:
    t = table(seats={0: Seat(0, "c", CREATOR), 2: Seat(2, "a", ANA)})
    assert seat_to_leave(t, ANA) == 2
    with pytest.raises(ArenaError) as exc:
        seat_to_leave(t, BOB)
    assert code(exc) == "not_seated"
    t.status = "playing"
    with pytest.raises(ArenaError, match="before the game starts"):
        seat_to_leave(t, ANA)


def test_only_the_creator_seats_and_removes_bots() -> None:
    t = table()
    assert seat_for_bot(t, CREATOR, None) == 1
    with pytest.raises(ArenaError) as exc:
        seat_for_bot(t, ANA, None)
    assert code(exc) == "forbidden" and exc.value.status == 403
    t.seats[1] = Seat(1, "Random bot", None, "random")
    check_remove_bot(t, CREATOR, 1)
    with pytest.raises(ArenaError, match="Seat 0 has no bot"):
        check_remove_bot(t, CREATOR, 0)


def test_start_needs_the_creator_and_every_seat() -> None:
    t = table(2)
    with pytest.raises(ArenaError, match="Wait for 1 more player") as exc:
        check_start(t, CREATOR)
    assert code(exc) == "not_full"
    t.seats[1] = Seat(1, "b", BOB)
    with pytest.raises(ArenaError) as exc:
        check_start(t, BOB)
    assert code(exc) == "forbidden"
    check_start(t, CREATOR)
    t.status = "playing"
    with pytest.raises(ArenaError) as exc:
        check_start(t, CREATOR)
    assert code(exc) == "not_open"


def test_summary_shows_the_invite_code_only_to_those_at_the_table() -> None:
    t = table(seats={0: Seat(0, "c", CREATOR), 1: Seat(1, "a", ANA)}, invite="abc")
    assert t.summary(CREATOR)["invite_code"] == "abc"
    assert t.summary(ANA)["invite_code"] == "abc"
    assert t.summary(BOB)["invite_code"] is None
    assert t.summary(None)["invite_code"] is None
    assert t.summary(None)["seats"] == [
        {"seat": 0, "name": "c", "user_id": CREATOR, "bot": None, "bot_account": False},
        {"seat": 1, "name": "a", "user_id": ANA, "bot": None, "bot_account": False},
        None,
    ]
    assert t.names() == ["c", "a", "Seat 3"]


def test_speed_must_suit_the_mode_and_time_limits_for_ranked() -> None:
    from meeple.arena.clock import PROFILES
    from meeple.arena.tables import check_speed

    check_speed(PROFILES["fast"], "realtime", True)
    check_speed(PROFILES["tb2"], "turnbased", True)
    check_speed(PROFILES["unlimited"], "turnbased", False)
    for speed, mode, ranked in (("fast", "turnbased", False), ("tb1", "realtime", False),
                                ("unlimited", "realtime", True)):
        with pytest.raises(ArenaError) as exc:
            check_speed(PROFILES[speed], mode, ranked)
        assert code(exc) == "bad_request" and exc.value.status == 422


def test_a_table_may_ask_for_a_minimum_reputation_or_rank() -> None:
    from meeple.arena.ratings import START
    from meeple.arena.tables import check_requirements

    t = table()
    check_requirements(t, 0, START)
    t.min_reputation, t.min_rank = 70, 100
    check_requirements(t, 70, START + 100)
    with pytest.raises(ArenaError) as exc:
        check_requirements(t, 69, START + 500)
    assert code(exc) == "reputation_too_low" and exc.value.status == 403
    with pytest.raises(ArenaError) as exc:
        check_requirements(t, 90, START + 99)
    assert code(exc) == "rank_too_low"
