"""The clock page's rules with fake time."""

from __future__ import annotations

import pytest

from meeple.arena.clock import DAY, PROFILES, Clock, profile, scaled


def test_realtime_defaults() -> None:
    assert (PROFILES["fast"].initial, PROFILES["fast"].per_turn) == (180, 30)
    assert (PROFILES["normal"].initial, PROFILES["normal"].per_turn) == (300, 40)
    assert (PROFILES["slow"].initial, PROFILES["slow"].per_turn) == (480, 50)


@pytest.mark.parametrize("n", [1, 2, 3, 4, 8, 12, 24])
def test_turn_based_bank_is_one_period_plus_a_day(n: int) -> None:
    p = profile(f"tb{n}")
    assert p.per_turn == DAY / n and p.initial == DAY / n + DAY and not p.realtime


def test_unknown_profile_is_a_clear_error() -> None:
    with pytest.raises(ValueError, match="unknown speed 'warp'"):
        profile("warp")


def test_running_clock_counts_down_only_for_waited_seats() -> None:
    c = Clock.start(PROFILES["normal"], 2, now=0).waiting({0}, now=0)
    assert c.remaining(0, 100) == 300 - 100  # the per-turn bonus cannot exceed the starting bank
    assert c.remaining(1, 100) == 300


def test_bank_never_grows_beyond_its_start() -> None:
    c = Clock.start(PROFILES["fast"], 2, now=0).waiting({0}, now=0)
    c = c.waiting({1}, now=10)       # seat 0 used 10 s
    c = c.waiting({0}, now=20)       # seat 0 gets +30 but is capped at 180
    assert c.remaining(0, 20) == 180
    c = c.waiting({1}, now=120)      # seat 0 used 100 s
    c = c.waiting({0}, now=121)
    assert c.remaining(0, 121) == 80 + 30


def test_simultaneous_phase_runs_every_waited_clock() -> None:
    c = Clock.start(PROFILES["normal"], 3, now=0).waiting({0, 1, 2}, now=0)
    assert c.remaining_all(50) == [250, 250, 250]
    c = c.waiting({1, 2}, now=50)    # seat 0 submitted
    assert c.remaining_all(80) == [250, 220, 220]


def test_first_game_gets_double_time() -> None:
    c = Clock.start(PROFILES["normal"], 2, now=0, first_game=[1])
    assert c.remaining_all(0) == [300, 600]


def test_game_may_declare_its_own_per_turn_time() -> None:
    assert scaled(PROFILES["normal"], 90).per_turn == 90
    assert scaled(PROFILES["tb1"], 90).per_turn == DAY


def test_skip_only_a_late_player_by_a_less_late_one() -> None:
    # Briar at -3:45, Aspen at -0:05: Aspen can skip Briar, Briar cannot skip Aspen.
    c = Clock(PROFILES["fast"], banks=(-5.0, -225.0), caps=(180.0, 180.0), running=frozenset(), since=0)
    aspen, briar = 0, 1
    assert c.skip_refusal(aspen, briar, now=0) is None
    assert c.skip_refusal(briar, aspen, now=0) == "Your own clock is more negative than theirs."
    ok = Clock(PROFILES["fast"], banks=(10.0, 20.0), caps=(180.0, 180.0), running=frozenset(), since=0)
    assert ok.skip_refusal(0, 1, now=0) == "That player still has time left."


def test_no_time_limit_never_runs_out() -> None:
    c = Clock.start(PROFILES["unlimited"], 2, now=0).waiting({0}, now=0)
    assert not c.is_late(0, 10 * DAY)
    assert c.skip_refusal(1, 0, now=10 * DAY) is not None


def test_a_stored_clock_comes_back_equal() -> None:
    c = Clock.start(PROFILES["tb4"], 3, now=5, first_game=[2]).waiting({1, 2}, now=7)
    assert Clock.from_dict(PROFILES["tb4"], c.as_dict(), 3) == c
    free = Clock.start(PROFILES["unlimited"], 2, now=0).waiting({0}, now=0)
    assert Clock.from_dict(PROFILES["unlimited"], free.as_dict(), 2) == free


def test_players_see_remaining_time_and_who_runs() -> None:
    c = Clock.start(PROFILES["fast"], 2, now=0).waiting({1}, now=0)
    assert c.shown(20) == {"at": 20, "remaining": [180, 160], "running": [1]}
    free = Clock.start(PROFILES["unlimited"], 2, now=0).waiting({1}, now=0)
    assert free.shown(20)["remaining"] == [None, None]
