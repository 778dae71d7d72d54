"""Server settings: one dataclass, filled from arguments or the environment."""

from __future__ import annotations

import importlib
import os
from collections.abc import Mapping
from dataclasses import dataclass, field

from meeple.engine import Game


@dataclass
class Settings:
    """Everything the app needs to know that is not code.

    `games` maps ids to games; None means the registry's games plus the
    `MEEPLE_GAMES` extras ("package.module:OBJECT,..."), which lets a game
    author serve a game that is not installed as an entry point yet.
    """

    database_url: str | None = None
    games: Mapping[str, Game] | None = None
    cookie_secure: bool = False
    session_days: int = 30
    argon2_time_cost: int = 3
    argon2_memory_kib: int = 65536
    max_body_bytes: int = 256 * 1024
    max_message_bytes: int = 16 * 1024
    snapshot_every: int = 50
    bot_delay_s: float = 0.25
    outbox_limit: int = 512
    tune_gc: bool = True  # freeze startup objects out of the collector (see app.settle_garbage_collector)
    login_attempts_per_minute: int = 10
    login_failures_per_user: int = 5
    login_failure_window_s: float = 300.0
    extra_games: tuple[str, ...] = field(default_factory=tuple)

    @classmethod
    def from_env(cls, **overrides: object) -> Settings:
        """Defaults, then MEEPLE_* environment variables, then `overrides`."""
        env = os.environ
        s = cls()
        s.database_url = env.get("MEEPLE_DATABASE_URL") or None
        s.cookie_secure = env.get("MEEPLE_COOKIE_SECURE", "") in ("1", "true", "yes")
        if "MEEPLE_BOT_DELAY" in env:
            s.bot_delay_s = float(env["MEEPLE_BOT_DELAY"])
        s.extra_games = tuple(x.strip() for x in env.get("MEEPLE_GAMES", "").split(",") if x.strip())
        for key, value in overrides.items():
            if value is not None:
                setattr(s, key, value)
        return s

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
