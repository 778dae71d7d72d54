"""Server settings: one dataclass, filled from arguments or the environment."""

from __future__ import annotations

import importlib
import os
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from meeple.arena.clock import SpeedProfile, with_extras
from meeple.engine import Game


@dataclass
class Settings:
    """Everything the app needs to know that is not code.

    `games` maps ids to games; None means the registry's games plus the
    `MEEPLE_GAMES` extras ("package.module:OBJECT,..."), which lets a game
    author serve a game that is not installed as an entry point yet.
    """

    database_url: str | None = None
    redis_url: str | None = None  # MEEPLE_REDIS_URL: fan-out and presence through Redis, for several processes
    games: Mapping[str, Game] | None = None
    cookie_secure: bool = False
    session_days: int = 30
    argon2_time_cost: int = 3
    argon2_memory_kib: int = 65536
    max_body_bytes: int = 256 * 1024
    max_message_bytes: int = 16 * 1024
    snapshot_every: int = 50
    bot_delay_s: float = 0.25
    bot_workers: int = 0  # worker processes for bot moves; 0 means one per core but one (at least one)
    bot_inline: bool = False  # think on the event loop instead of in workers (tests, tiny deployments)
    bot_think_s: float = 10.0  # the cap of a bot without a time budget of its own (before the margin)
    bot_margin_s: float = 2.0  # added to every bot's cap: process hand-over, a loaded machine
    bot_start_s: float = 30.0  # how long the worker pool may take to start
    outbox_limit: int = 512
    tune_gc: bool = True  # freeze startup objects out of the collector (see app.settle_garbage_collector)
    login_attempts_per_minute: int = 10
    login_failures_per_user: int = 5
    login_failure_window_s: float = 300.0
    extra_games: tuple[str, ...] = field(default_factory=tuple)
    clock: Callable[[], float] = time.time  # unix seconds for the game clocks; tests pass fake time
    extra_speeds: tuple[SpeedProfile, ...] = field(default_factory=tuple)  # speeds beyond the standard ones

    @classmethod
    def from_env(cls, **overrides: object) -> Settings:
        """Defaults, then MEEPLE_* environment variables, then `overrides`."""
        env = os.environ
        s = cls()
        s.database_url = env.get("MEEPLE_DATABASE_URL") or None
        s.redis_url = env.get("MEEPLE_REDIS_URL") or None
        s.cookie_secure = env.get("MEEPLE_COOKIE_SECURE", "") in ("1", "true", "yes")
        if "MEEPLE_BOT_DELAY" in env:
            s.bot_delay_s = float(env["MEEPLE_BOT_DELAY"])
        if "MEEPLE_BOT_WORKERS" in env:
            s.bot_workers = int(env["MEEPLE_BOT_WORKERS"])
        s.bot_inline = env.get("MEEPLE_BOT_INLINE", "") in ("1", "true", "yes")
        s.extra_games = tuple(x.strip() for x in env.get("MEEPLE_GAMES", "").split(",") if x.strip())
        s.extra_speeds = parse_speeds(env.get("MEEPLE_EXTRA_SPEEDS", ""))
        for key, value in overrides.items():
            if value is not None:
                setattr(s, key, value)
        return s

    def speeds(self) -> dict[str, SpeedProfile]:
        """Every speed a table may be created with, by id."""
        return with_extras(self.extra_speeds)

    def load_games(self) -> dict[str, Game]:
        """The games this server offers, by id."""
        if self.games is not None:
            return dict(self.games)
        from meeple import games as registry

        found = {g.id: g for g in registry.all()}
        for spec in self.extra_games:
            module, _, attr = spec.partition(":")
            game = getattr(importlib.import_module(module), attr or "GAME")
            found[game.id] = game
        return found


def parse_speeds(spec: str) -> tuple[SpeedProfile, ...]:
    """Real-time speeds from "id:initial:per_turn,..." in seconds (MEEPLE_EXTRA_SPEEDS, for browser tests).

    >>> parse_speeds("blitz:3:1")
    (SpeedProfile(id='blitz', label='Real time: 3 s + 1 s per turn', realtime=True, initial=3.0, per_turn=1.0),)
    """
    out = []
    for item in filter(None, (x.strip() for x in spec.split(","))):
        try:
            speed_id, initial, per_turn = item.split(":")
            profile = SpeedProfile(speed_id, f"Real time: {float(initial):g} s + {float(per_turn):g} s per turn",
                                   True, float(initial), float(per_turn))
        except ValueError:
            raise ValueError(f"a speed is id:initial:per_turn in seconds, not {item!r}") from None
        out.append(profile)
    return tuple(out)
