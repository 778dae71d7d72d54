"""The ASGI app: REST for accounts, lobby and replays, one WebSocket per table page.

`create_app(settings)` wires the services at startup (open and migrate the
database, start the group-commit writer, the hub) and stops them cleanly.
The OpenAPI description is /openapi.json, browsable at /docs (Swagger UI served from the package);
the WebSocket protocol is in docs/api.md.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import FastAPI
from fastapi_offline import FastAPIOffline
from starlette.types import Receive, Scope, Send
from starlette.websockets import WebSocket
from uvicorn.middleware.proxy_headers import ProxyHeadersMiddleware

import meeple

from . import errors
from .api import (
    account_life,
    accounts,
    arena,
    blocks,
    challenges,
    chat,
    event_stream,
    friends,
    invitations,
    notifications,
    openapi_doc,
    play_now,
    player_games,
    replays,
    tables,
    undo,
    web_pages,
)
from .api.body_limit import BodyLimit
from .api.bounds import BadInput
from .chat.lobby_socket import LOBBY_PATH, lobby_socket
from .garbage import GarbageSchedule
from .live import websocket
from .services import close_services, open_services
from .settings import Settings

REPLAY_BODY_LIMIT = 4 * 1024 * 1024


class MeepleApp:
    """The ASGI entry point: table WebSockets go straight to live/websocket.py, everything else to FastAPI.

    Forwarded headers are believed only from `trusted_proxies` (none by
    default): the server that runs the app must not apply its own (uvicorn's
    `proxy_headers=False`, as run.py does).
    """

    def __init__(self, api: FastAPI, trusted_proxies: tuple[str, ...] = ()) -> None:
        self.api = api
        self.state = api.state
        self._proxies = (ProxyHeadersMiddleware(self._route, list(trusted_proxies))  # type: ignore[arg-type]  # uvicorn's own ASGI types
                         if trusted_proxies else None)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if self._proxies is not None:  # the client a trusted proxy names (X-Forwarded-For) becomes scope["client"]
            await self._proxies(scope, receive, send)  # type: ignore[arg-type]  # uvicorn's ASGI types
            return
        await self._route(scope, receive, send)

    async def _route(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "websocket":
            table_id = websocket.table_id_of(scope["path"])
            if table_id is not None:
                await websocket.table_socket(self.state.services, WebSocket(scope, receive, send), table_id)
                return
            if scope["path"] == LOBBY_PATH:
                await lobby_socket(self.state.services, WebSocket(scope, receive, send))
                return
        await self.api(scope, receive, send)


def create_app(settings: Settings | None = None) -> MeepleApp:
    """The Meeple server app (its FastAPI part is `.api`)."""
    settings = settings or Settings.from_env()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        svc = await open_services(settings)
        app.state.services = svc
        await svc.hub.resume()
        garbage = GarbageSchedule() if settings.tune_gc else None
        if garbage is not None:
            garbage.start()
        try:
            yield
        finally:
            if garbage is not None:
                await garbage.stop()
            await close_services(svc)

    # FastAPIOffline: FastAPI with /docs and /redoc served from the package's own copy of Swagger UI and ReDoc
    # (FastAPI's pages load them from a CDN, and so render nothing on a host without internet)
    app = FastAPIOffline(
        title="Meeple",
        version=meeple.__version__ if hasattr(meeple, "__version__") else "0",
        description="An open, self-hostable board game arena. WebSocket protocol, limits and pace: docs/api.md. "
                    "Each game's action and view formats: GET /api/games/{game}/formats.",
        lifespan=lifespan,
    )
    errors.install(app)
    # friends before tables: its /api/tables/friends must not be read as the table "friends"
    modules = (accounts, account_life, notifications, friends, tables, replays, undo, arena, player_games, chat,
               blocks, challenges, event_stream, invitations, play_now)
    routers = [module.router for module in modules]
    for router in routers:
        app.include_router(router)
    openapi_doc.install(app, routers)
    web_pages.install(app)  # the browser UI (meeple/web): pages, /web/ files, game renderers and rules
    app.add_middleware(BodyLimit, default=settings.max_body_bytes, by_prefix={"/api/replays": REPLAY_BODY_LIMIT})
    app.add_middleware(BadInput)
    return MeepleApp(app, settings.trusted_proxies)
