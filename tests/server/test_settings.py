"""Settings from the environment, and the sliding-window rate limiter."""

from __future__ import annotations

import pytest

from meeple.server.auth.rate_limit import RateLimiter
from meeple.server.settings import Settings


def test_settings_read_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MEEPLE_DATABASE_URL", "sqlite:///x.sqlite3")
    monkeypatch.setenv("MEEPLE_BOT_DELAY", "0.5")
    monkeypatch.setenv("MEEPLE_GAMES", "tests.engine.toy:TOY")
    s = Settings.from_env(database_url="postgresql://a@b/c")
    assert s.database_url == "postgresql://a@b/c"  # an argument beats the environment
    assert s.bot_delay_s == 0.5
    games = s.load_games()
    assert "toy" in games and "pickomino" in games  # the registry plus the extras


def test_rate_limiter_uses_the_time_it_is_given() -> None:
    limiter = RateLimiter(limit=2, window=60)
    assert limiter.hit("ip", now=0) and limiter.hit("ip", now=1)
    assert not limiter.hit("ip", now=2) and not limiter.allowed("ip", now=59)
    assert limiter.retry_after("ip", now=2) == 58.0
    assert limiter.hit("other", now=2)  # keys are independent
    assert limiter.hit("ip", now=61)  # the first hit left the window
    limiter.reset("ip")
    assert limiter.retry_after("ip", now=61) == 0.0


def test_rate_limiter_keeps_at_most_max_keys() -> None:
    limiter = RateLimiter(limit=2, window=60, max_keys=10)
    for i in range(100):
        limiter.hit(f"ip{i}", now=1)
    assert len(limiter._hits) <= 10 and limiter.count("ip99", now=2) == 1  # the newest stay


def test_rate_limiter_forgets_the_keys_of_past_windows() -> None:
    # A soak of fresh guests grew the server's memory by a key per guest ever seen (until max_keys);
    # keys whose hits have all left the window are dropped once a window, and reads store nothing.
    limiter = RateLimiter(limit=2, window=60)
    for minute in range(10):
        for i in range(100):
            limiter.hit(f"guest{minute}-{i}", now=minute * 60.0 + i * 0.1)
    assert limiter.keys() <= 200  # this window's keys and at most the last one's
    assert not limiter.count("never-seen", now=600) and limiter.allowed("never-seen", now=600)
    assert limiter.retry_after("never-seen", now=600) == 0.0 and limiter.keys() <= 200
    assert limiter.count("guest9-99", now=600) == 1  # the recent ones are all kept


def test_smtp_settings_read_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    for name, value in {"MEEPLE_SMTP_HOST": "mail.example.org", "MEEPLE_SMTP_PORT": "465", "MEEPLE_SMTP_USER": "ana",
                        "MEEPLE_SMTP_PASSWORD": "secret", "MEEPLE_SMTP_FROM": "Meeple <m@example.org>",
                        "MEEPLE_SMTP_TLS": "ssl", "MEEPLE_PUBLIC_URL": "https://meeple.example.org"}.items():
        monkeypatch.setenv(name, value)
    s = Settings.from_env()
    assert (s.smtp_host, s.smtp_port, s.smtp_user, s.smtp_password, s.smtp_from, s.smtp_tls, s.public_url) == (
        "mail.example.org", 465, "ana", "secret", "Meeple <m@example.org>", "ssl", "https://meeple.example.org")
    assert Settings().smtp_host is None  # nothing configured: no mail
