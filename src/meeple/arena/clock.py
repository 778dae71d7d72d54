"""The game clock: a time bank per player, pure functions of the records and a time passed in.

Follows the platform's clock page: each player starts with a bank, gets time
added at the start of each of their turns, and the bank never grows beyond its
starting size. A negative bank is a clock penalty, and lets a less-late
opponent skip that player. Nothing here reads a real clock: every function
takes `now` (seconds, any epoch), so tests use fake time.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Any

DAY = 86_400.0
INFINITY = float("inf")


@dataclass(frozen=True)
class SpeedProfile:
    """A starting bank and the time added per turn, in seconds."""

    id: str
    label: str
    realtime: bool
    initial: float
    per_turn: float

    @property
    def unlimited(self) -> bool:
        """True for the no-time-limit profile (casual tables only)."""
        return self.initial == INFINITY


def _turn_based(moves_per_day: int) -> SpeedProfile:
    period = DAY / moves_per_day
    return SpeedProfile(
        f"tb{moves_per_day}", f"Turn based: {moves_per_day} move{'s' if moves_per_day > 1 else ''} per day",
        realtime=False, initial=period + DAY, per_turn=period,
    )


PROFILES: dict[str, SpeedProfile] = {
    p.id: p
    for p in (
        SpeedProfile("fast", "Real time: fast", True, 180.0, 30.0),
        SpeedProfile("normal", "Real time: normal", True, 300.0, 40.0),
        SpeedProfile("slow", "Real time: slow", True, 480.0, 50.0),
        *(_turn_based(n) for n in (1, 2, 3, 4, 8, 12, 24)),
        SpeedProfile("unlimited", "No time limit", False, INFINITY, 0.0),
    )
}


def profile(profile_id: str) -> SpeedProfile:
    """The speed profile with this id (ValueError naming the known ones otherwise)."""
    try:
        return PROFILES[profile_id]
    except KeyError:
        raise ValueError(f"unknown speed {profile_id!r}; choose one of {', '.join(PROFILES)}") from None


def with_extras(extra: Iterable[SpeedProfile] = ()) -> dict[str, SpeedProfile]:
    """The standard profiles plus a server's own (a 3-second profile for tests, say)."""
    return {**PROFILES, **{p.id: p for p in extra}}


def scaled(base: SpeedProfile, per_turn: float | None) -> SpeedProfile:
    """A real-time profile with a game's own per-turn time (a long Euro needs more than Skull)."""
    if per_turn is None or not base.realtime:
        return base
    return replace(base, per_turn=per_turn)


@dataclass(frozen=True)
class Clock:
    """The banks of every seat as of `since`, and which seats' clocks are running."""

    profile: SpeedProfile
    banks: tuple[float, ...]
    caps: tuple[float, ...]
    running: frozenset[int]
    since: float

    @classmethod
    def start(
        cls, speed: SpeedProfile, players: int, now: float, *, first_game: Iterable[int] = ()
    ) -> Clock:
        """A fresh clock; seats playing this game for the first time get double time."""
        firsts = set(first_game)
        caps = tuple(speed.initial * (2 if s in firsts else 1) for s in range(players))
        return cls(speed, caps, caps, frozenset(), now)

    def remaining(self, seat: int, now: float) -> float:
        """Seconds left for `seat` at `now` (negative when late)."""
        bank = self.banks[seat]
        if seat in self.running:
            bank -= max(0.0, now - self.since)
        return bank

    def remaining_all(self, now: float) -> list[float]:
        """Every seat's remaining time at `now` (as `remaining`, in one pass: it runs with every move)."""
        elapsed = max(0.0, now - self.since)
        running = self.running
        return [bank - elapsed if s in running else bank for s, bank in enumerate(self.banks)]

    def waiting(self, seats: Iterable[int], now: float) -> Clock:
        """The game now waits on `seats`: stop the others, and start (with the per-turn bonus) the new ones.

        During simultaneous phases every waited seat's clock runs.
        """
        seats = frozenset(seats)
        banks = self.remaining_all(now)
        caps, per_turn = self.caps, self.profile.per_turn
        for s in seats - self.running:
            banks[s] = min(caps[s], banks[s] + per_turn)
        return Clock(self.profile, tuple(banks), caps, seats, now)

    def is_late(self, seat: int, now: float) -> bool:
        """Out of time: the clock is negative (a clock penalty)."""
        return not self.profile.unlimited and self.remaining(seat, now) < 0

    def skip_refusal(self, skipper: int, target: int, now: float) -> str | None:
        """Why `skipper` may not skip `target` now, or None when allowed."""
        if self.profile.unlimited:
            return "There is no time limit at this table, so nobody can be skipped."
        if skipper == target:
            return "You cannot skip yourself."
        if not self.is_late(target, now):
            return "That player still has time left."
        if self.remaining(skipper, now) < self.remaining(target, now):
            return "Your own clock is more negative than theirs."
        return None

    def as_dict(self) -> dict[str, Any]:
        """The stored form (no profile: the table's speed names it). Unlimited clocks store no banks."""
        finite = not self.profile.unlimited
        return {
            "banks": list(self.banks) if finite else None,
            "caps": list(self.caps) if finite else None,
            "running": sorted(self.running),
            "since": self.since,
        }

    @classmethod
    def from_dict(cls, speed: SpeedProfile, data: Mapping[str, Any], players: int) -> Clock:
        """The clock `as_dict` stored, for a table of `players` at `speed`."""
        unlimited = (speed.initial,) * players
        banks = tuple(float(b) for b in data["banks"]) if data.get("banks") is not None else unlimited
        caps = tuple(float(c) for c in data["caps"]) if data.get("caps") is not None else unlimited
        return cls(speed, banks, caps, frozenset(int(s) for s in data.get("running", ())), float(data["since"]))

    def shown(self, now: float) -> dict[str, Any]:
        """What players see: remaining seconds per seat at `now` (None without a time limit), and who runs.

        Clients tick the running clocks down themselves from `at`, without polling.
        """
        remaining: list[float | None] = (
            [None] * len(self.banks) if self.profile.unlimited else list(self.remaining_all(now)))
        return {"at": now, "remaining": remaining, "running": sorted(self.running)}
