"""What the server's modules share, built once at startup: settings, store, writer, hub, games, notifier, ...

`open_services` opens and migrates the database and starts the group-commit
writer and the hub; `close_services` stops them. Request handlers reach the
running app's services with `services(request)`.
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from dataclasses import dataclass, field

from starlette.requests import HTTPConnection

from meeple.engine import Game
from meeple.store.db import Database
from meeple.store.writer import Writer

from .auth.credentials import Passwords
from .auth.limits import AbuseRules, Limits
from .auth.sessions import SessionCache
from .late_watch import LateWatch
from .live.hub import Hub
from .notify import Notifier
from .settings import Settings


@dataclass
class Services:
    """What the request handlers share, built at startup."""

    settings: Settings
    db: Database
    writer: Writer
    hub: Hub
    games: Mapping[str, Game]
    passwords: Passwords
    limits: Limits
    rules: AbuseRules
    sessions: SessionCache
    notifier: Notifier
    late_watch: LateWatch
    matchmaking: dict[tuple[str, str], asyncio.Lock] = field(default_factory=dict)  # Play now, per game and mode


async def open_services(settings: Settings) -> Services:
    """Open the database (migrating it), start the writer and the hub."""
    db = await Database.open(settings.database_url)
    writer = Writer(db)
    writer.start()
    games = settings.load_games()
    hub = Hub(db, writer, games, settings)
    notifier = Notifier(db, hub, games, settings)
    notifier.start()
    late_watch = LateWatch(hub, settings.late_check_s)
    late_watch.start()
    return Services(
        settings=settings, db=db, writer=writer, hub=hub, games=games,
        passwords=Passwords(settings.argon2_time_cost, settings.argon2_memory_kib),
        limits=Limits(settings.redis_url, settings.redis_prefix), rules=AbuseRules.of(settings),
        sessions=SessionCache(), notifier=notifier, late_watch=late_watch,
    )


async def close_services(svc: Services) -> None:
    """Close connections, commit what is pending, release the database."""
    await svc.late_watch.close()
    await svc.hub.close()
    await svc.notifier.close()
    await svc.writer.close()
    await svc.db.close()
    await svc.limits.close()


def services(request: HTTPConnection) -> Services:
    """The running app's services (database, hub, settings...)."""
    return request.app.state.services
