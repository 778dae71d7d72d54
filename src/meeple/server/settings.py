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
    bot_delay_s: float = 0.25  # MEEPLE_BOT_DELAY: the arena's bots wait this long before each move (0: none)
    late_check_s: float = 5.0  # how often late players whom only arena bots could skip are looked for (0: never)
    bot_workers: int = 0  # worker processes for bot moves; 0 means one per core but one (at least one)
    bot_inline: bool = False  # think on the event loop instead of in workers (tests, tiny deployments)
    bot_think_s: float = 10.0  # the cap of a bot without a time budget of its own (before the margin)
    bot_margin_s: float = 2.0  # added to every bot's cap: process hand-over, a loaded machine
    bot_start_s: float = 30.0  # how long the worker pool may take to start
    outbox_limit: int = 512
    stream_keepalive_s: float = 6.0  # an empty line this often on a quiet NDJSON event stream (/api/stream/event)
    challenge_ttl_s: float = 600.0  # how long a real-time challenge waits for its answer
    challenge_ttl_turnbased_s: float = 7 * 86_400.0  # and a turn-based one
    tune_gc: bool = True  # keep the cyclic collector's passes short (server/garbage.py)
    # Abuse limits, per client address (across processes when Redis is configured); 0 turns one off.
    login_attempts_per_minute: int = 10  # login attempts of one address, right or wrong
    login_failures_per_user: int = 5  # wrong passwords for one username from one address, then 429 there
    login_failure_window_s: float = 300.0
    login_slowdown_max_s: float = 2.0  # the longest a wrong password's answer waits once a username is guessed at
    guests_per_hour: int = 30
    registrations_per_hour: int = 10
    tables_per_hour: int = 60
    confirm_mails_per_hour: int = 5  # links confirming an e-mail address, per account
    invite_failures_per_hour: int = 20  # wrong invite codes, then 429 even for the right one
    chat_messages_per_window: int = 6  # chat messages of one account (tables and lobby), then 429 / rate_limited
    chat_window_s: float = 10.0
    admins: tuple[str, ...] = field(default_factory=tuple)  # MEEPLE_ADMINS: usernames that may read chat reports
    # Proxies (addresses or networks, "10.0.0.0/8") whose X-Forwarded-For and X-Forwarded-Proto are believed;
    # none by default: every client is the address that connected.
    trusted_proxies: tuple[str, ...] = field(default_factory=tuple)
    redis_prefix: str = "meeple"  # the names of this deployment's channel and keys in Redis
    # With Redis: how often live tables quiet that long are compared with the store, so that a version
    # another process stored but never announced (killed in between) still reaches this process's pages
    store_check_s: float = 2.0
    extra_games: tuple[str, ...] = field(default_factory=tuple)
    clock: Callable[[], float] = time.time  # unix seconds for the game clocks; tests pass fake time
    extra_speeds: tuple[SpeedProfile, ...] = field(default_factory=tuple)  # speeds beyond the standard ones
    # Turn mails and daily digests (meeple.server.notify) go out only when an SMTP host is set
    smtp_host: str | None = None  # MEEPLE_SMTP_HOST
    smtp_port: int = 587  # MEEPLE_SMTP_PORT
    smtp_user: str | None = None  # MEEPLE_SMTP_USER and MEEPLE_SMTP_PASSWORD: log in when both are set
    smtp_password: str | None = None
    smtp_from: str = "Meeple <meeple@localhost>"  # MEEPLE_SMTP_FROM
    smtp_tls: str = "starttls"  # MEEPLE_SMTP_TLS: "starttls", "ssl" (port 465) or "none" (a local relay)
    public_url: str = ""  # MEEPLE_PUBLIC_URL, "https://meeple.example": the links in mails
    digest_check_s: float = 900.0  # how often the daily digest looks for players whose day has passed

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
        for name, key in INT_SETTINGS.items():
            if env.get(name):
                setattr(s, key, int(env[name]))
        s.trusted_proxies = tuple(x.strip() for x in env.get("MEEPLE_TRUSTED_PROXIES", "").split(",") if x.strip())
        s.redis_prefix = env.get("MEEPLE_REDIS_PREFIX") or s.redis_prefix
        s.admins = tuple(x.strip() for x in env.get("MEEPLE_ADMINS", "").split(",") if x.strip())
        s.extra_games = tuple(x.strip() for x in env.get("MEEPLE_GAMES", "").split(",") if x.strip())
        s.extra_speeds = parse_speeds(env.get("MEEPLE_EXTRA_SPEEDS", ""))
        for name, key in TEXT_SETTINGS.items():
            if env.get(name):
                setattr(s, key, env[name])
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


INT_SETTINGS = {
    "MEEPLE_LOGIN_ATTEMPTS_PER_MINUTE": "login_attempts_per_minute",
    "MEEPLE_LOGIN_FAILURES_PER_USER": "login_failures_per_user",
    "MEEPLE_GUESTS_PER_HOUR": "guests_per_hour",
    "MEEPLE_REGISTRATIONS_PER_HOUR": "registrations_per_hour",
    "MEEPLE_TABLES_PER_HOUR": "tables_per_hour",
    "MEEPLE_CONFIRM_MAILS_PER_HOUR": "confirm_mails_per_hour",
    "MEEPLE_INVITE_FAILURES_PER_HOUR": "invite_failures_per_hour",
    "MEEPLE_CHAT_MESSAGES_PER_WINDOW": "chat_messages_per_window",
    "MEEPLE_SMTP_PORT": "smtp_port",
}
"""The integer settings read from the environment, by variable."""

TEXT_SETTINGS = {
    "MEEPLE_SMTP_HOST": "smtp_host",
    "MEEPLE_SMTP_USER": "smtp_user",
    "MEEPLE_SMTP_PASSWORD": "smtp_password",
    "MEEPLE_SMTP_FROM": "smtp_from",
    "MEEPLE_SMTP_TLS": "smtp_tls",
    "MEEPLE_PUBLIC_URL": "public_url",
}
"""The text settings read from the environment, by variable (unset or empty: the default)."""


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
