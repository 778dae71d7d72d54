"""Skip, expel, concede and abandon: the checks, from named records and fake time."""

from __future__ import annotations

import pytest

from meeple.arena.clock import PROFILES, Clock
from meeple.arena.leaving import (
    abandon_votes,
    actor_seat,
    check_concede,
    check_skip,
    conceded_outcome,
    everyone_agreed,
    voters,
)
from meeple.arena.tables import ArenaError
from meeple.arena.zombie import zombified

from .records import playing

AT = 1_000.0


def clock(*banks: float, speed: str = "fast") -> Clock:
    caps = (PROFILES[speed].initial,) * len(banks)
    return Clock(PROFILES[speed], tuple(banks), caps, frozenset(), since=AT)


def refusal(**kw: object) -> str:
    with pytest.raises(ArenaError) as exc:
        check_skip(**kw)  # type: ignore[arg-type]
    assert exc.value.message
    return exc.value.code


def test_a_less_late_player_skips_a_late_one() -> None:
    # Briar at -3:45, Aspen at -0:05: Aspen can skip Briar, Briar cannot skip Aspen.
    t, c = playing(), clock(-5.0, -225.0)
    assert check_skip(t, c, 0, 1, AT) == 1
    assert refusal(table=t, clock=c, skipper=1, target=0, now=AT) == "more_late"


@pytest.mark.parametrize(
    ("banks", "target", "code"),
    [((10.0, 20.0), 1, "not_late"), ((10.0, -1.0), 0, "bad_request"), ((10.0, -1.0), 5, "bad_request"),
     ((10.0, -1.0), True, "bad_request")],
)
def test_skip_refusals(banks: tuple[float, float], target: object, code: str) -> None:
    assert refusal(table=playing(), clock=clock(*banks), skipper=0, target=target, now=AT) == code


def test_the_clock_keeps_running_until_someone_is_late() -> None:
    c = Clock.start(PROFILES["fast"], 2, now=0).waiting({1}, now=0)
    assert refusal(table=playing(), clock=c, skipper=0, target=1, now=179) == "not_late"
    assert check_skip(playing(), c, 0, 1, 181) == 1


def test_nobody_is_skipped_without_a_time_limit() -> None:
    c = Clock.start(PROFILES["unlimited"], 2, now=0).waiting({1}, now=0)
    assert refusal(table=playing(ranked=False), clock=c, skipper=0, target=1, now=10**9) == "no_clock"


def test_bots_and_zombies_are_not_skipped() -> None:
    assert refusal(table=playing(bots=(1,)), clock=clock(0, -9), skipper=0, target=1, now=AT) == "bad_request"
    gone = zombified(playing(), 1, 0.3, expelled=False)
    assert refusal(table=gone, clock=clock(0, -9), skipper=0, target=1, now=AT) == "already_zombie"


def test_expel_only_an_absent_player() -> None:
    t, c = playing(), clock(0, -9)
    assert check_skip(t, c, 0, 1, AT, expel=True, target_present=False) == 1
    assert refusal(table=t, clock=c, skipper=0, target=1, now=AT, expel=True, target_present=True) == "present"


def test_skip_needs_a_game_in_play() -> None:
    assert refusal(table=playing(status="finished"), clock=clock(0, -9), skipper=0, target=1, now=AT) == "finished"


def test_the_zombie_seat_cannot_act_for_its_old_player() -> None:
    t = zombified(playing(), 1, 0.5, expelled=False)
    assert actor_seat(t, 100) == 0
    with pytest.raises(ArenaError) as exc:
        actor_seat(t, 101)
    assert exc.value.code == "not_seated"
    with pytest.raises(ArenaError):
        actor_seat(t, None)


@pytest.mark.parametrize(("players", "progress", "code"), [(2, 0.49, "too_early"), (3, 0.9, "not_two_players")])
def test_concede_refusals(players: int, progress: float, code: str) -> None:
    with pytest.raises(ArenaError) as exc:
        check_concede(playing(players), progress)
    assert exc.value.code == code


def test_a_cooperative_game_cannot_be_conceded() -> None:
    with pytest.raises(ArenaError) as exc:
        check_concede(playing(), 0.9, cooperative=True)  # two players, past half way: still no opponent
    assert exc.value.code == "cooperative"


def test_concede_from_half_the_game_ranks_the_conceder_last() -> None:
    check_concede(playing(), 0.5)
    assert conceded_outcome(playing(), 0)["ranks"] == [2, 1]


def test_abandon_needs_every_player_still_in_the_game() -> None:
    t = playing(3, bots=(2,))
    assert voters(t) == [0, 1]
    t.abandon_votes = abandon_votes(t, 0)
    assert t.abandon_votes == [0] and not everyone_agreed(t, t.abandon_votes)
    assert abandon_votes(t, 0, cancel=True) == []
    assert everyone_agreed(t, abandon_votes(t, 1))
    gone = zombified(playing(3), 2, 0.4, expelled=True)
    assert voters(gone) == [0, 1] and everyone_agreed(gone, [0, 1])


def test_first_skip_sets_the_progress_of_the_neutralized_result() -> None:
    t = zombified(playing(3), 2, 0.4, expelled=True)
    t = zombified(t, 1, 0.7, expelled=False)
    assert (t.zombies, t.expelled, t.left_at) == ([1, 2], [2], 0.4)
