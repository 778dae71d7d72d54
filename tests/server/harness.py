"""A real server on a loopback port in the test's event loop, and small clients for it.

Every wait has a timeout, so a bug fails a test instead of hanging it.
"""

from __future__ import annotations

import asyncio
import itertools
import secrets
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import Any

import httpx
import orjson
import uvicorn
from websockets.asyncio.client import ClientConnection, connect

from meeple.server.app import create_app
from meeple.server.live.http_protocol import UpgradeReleasingHttpProtocol
from meeple.server.live.ws_protocol import CoalescingWebSocketProtocol
from meeple.server.settings import Settings

TIMEOUT = 10.0
PASSWORD = "correct horse battery"
_names = itertools.count()


@dataclass
class Running:
    """A server under test."""

    base: str
    app: Any

    @property
    def ws_base(self) -> str:
        return self.base.replace("http://", "ws://")

    @property
    def services(self) -> Any:
        return self.app.state.services


def fast_settings(database_url: str, **overrides: Any) -> Settings:
    """Fast settings: cheap argon2, bots without delay, the toy, simul (simultaneous) and pickomino games."""
    from meeple import games
    from tests.bots.simul import SIMUL
    from tests.engine.toy import TOY

    s = Settings(database_url=database_url, games={"toy": TOY, "simul": SIMUL, "pickomino": games.get("pickomino")},
                 argon2_time_cost=1, argon2_memory_kib=1024, bot_delay_s=0.0, tune_gc=False,
                 guests_per_hour=0, registrations_per_hour=0, tables_per_hour=0)
    for key, value in overrides.items():
        setattr(s, key, value)
    return s


def every_game_settings(database_url: str, **overrides: Any) -> Settings:
    """The fast settings, offering every installed game as a real server does."""
    settings = fast_settings(database_url, **overrides)
    settings.games = None
    return settings


@asynccontextmanager
async def running_server(settings: Settings, ws_max_size: int = 1024 * 1024) -> AsyncIterator[Running]:
    """Start uvicorn on 127.0.0.1 with a free port; stop it afterwards."""
    app = create_app(settings)
    config = uvicorn.Config(app, host="127.0.0.1", port=0, http=UpgradeReleasingHttpProtocol,
                            ws=CoalescingWebSocketProtocol, ws_max_size=ws_max_size,
                            log_level="warning", lifespan="on", ws_per_message_deflate=False,
                            proxy_headers=False)
    server = uvicorn.Server(config)
    task = asyncio.get_running_loop().create_task(server.serve())
    for _ in range(500):
        if server.started or task.done():
            break
        await asyncio.sleep(0.01)
    if not server.started:
        await task
        raise RuntimeError("server did not start")
    port = server.servers[0].sockets[0].getsockname()[1]
    try:
        yield Running(f"http://127.0.0.1:{port}", app)
    finally:
        server.should_exit = True
        await asyncio.wait_for(task, TIMEOUT)


def unique_name(prefix: str = "user") -> str:
    """A fresh valid username."""
    return f"{prefix}{next(_names)}x{secrets.token_hex(3)}"


class Client:
    """One browser-like user: cookies, CSRF header, WebSockets to table pages."""

    def __init__(self, server: Running) -> None:
        self.server = server
        self.http = httpx.AsyncClient(base_url=server.base, timeout=TIMEOUT)
        self.csrf: str | None = None
        self.user: dict[str, Any] | None = None
        self.token: str | None = None

    async def close(self) -> None:
        await self.http.aclose()

    def _headers(self) -> dict[str, str]:
        headers = {}
        if self.csrf:
            headers["X-CSRF-Token"] = self.csrf
        if self.token:
            headers["Authorization"] = f"Bearer {self.token}"
        return headers

    async def request(self, method: str, path: str, **kw: Any) -> httpx.Response:
        return await self.http.request(method, path, headers={**self._headers(), **kw.pop("headers", {})}, **kw)

    async def post(self, path: str, body: Any = None, expect: int | None = None) -> Any:
        resp = await self.request("POST", path, json=body if body is not None else {})
        return _check(resp, expect)

    async def get(self, path: str, expect: int | None = 200) -> Any:
        return _check(await self.request("GET", path), expect)

    async def register(self, name: str | None = None, password: str = PASSWORD) -> Client:
        data = await self.post("/api/accounts/register", {"username": name or unique_name(), "password": password},
                               expect=201)
        self.csrf, self.user = data["csrf_token"], data["user"]
        return self

    async def upgrade(self) -> Client:
        """The guest takes a name and password, keeping its seats (a guest holds no API token)."""
        data = await self.post("/api/accounts/upgrade", {"username": unique_name(), "password": PASSWORD}, expect=200)
        self.csrf, self.user = data["csrf_token"], data["user"]
        return self

    async def guest(self) -> Client:
        data = await self.post("/api/accounts/guest", expect=201)
        self.csrf, self.user = data["csrf_token"], data["user"]
        return self

    async def new_table(self, game: str = "pickomino", players: int = 2, **kw: Any) -> dict[str, Any]:
        data = await self.post("/api/tables", {"game": game, "players": players, **kw}, expect=201)
        return data["table"]

    async def socket(self, table_id: str, **headers: str) -> Socket:
        cookie = "; ".join(f"{k}={v}" for k, v in self.http.cookies.items())
        extra = {"Cookie": cookie} if cookie else {}
        if self.token:
            extra["Authorization"] = f"Bearer {self.token}"
        extra.update(headers)
        ws = await connect(f"{self.server.ws_base}/ws/tables/{table_id}", additional_headers=extra,
                           open_timeout=TIMEOUT, max_size=4 * 1024 * 1024)
        sock = Socket(ws)
        sock.hello = await sock.expect("hello")
        return sock


async def refused(url: str, **headers: str) -> tuple[dict[str, Any], int | None, str | None]:
    """A WebSocket the server refuses: its one error frame, then the close code and reason."""
    ws = await connect(url, additional_headers=headers, open_timeout=TIMEOUT)
    error = orjson.loads(await asyncio.wait_for(ws.recv(), TIMEOUT))
    await asyncio.wait_for(ws.wait_closed(), TIMEOUT)
    return error, ws.close_code, ws.close_reason


def _check(resp: httpx.Response, expect: int | None) -> Any:
    if expect is not None and resp.status_code != expect:
        raise AssertionError(f"{resp.request.method} {resp.request.url.path}: {resp.status_code} {resp.text}")
    return resp.json() if resp.content else None


class Socket:
    """A table page's WebSocket: remembers the last state, answers with timeouts."""

    def __init__(self, ws: ClientConnection) -> None:
        self.ws = ws
        self.hello: dict[str, Any] = {}
        self.state: dict[str, Any] | None = None
        self.seen: list[dict[str, Any]] = []
        self._ids = itertools.count()

    async def close(self) -> None:
        await self.ws.close()

    async def send(self, message: Any) -> None:
        await self.ws.send(message if isinstance(message, (str, bytes)) else orjson.dumps(message).decode())

    async def recv(self, timeout: float = TIMEOUT) -> dict[str, Any]:
        raw = await asyncio.wait_for(self.ws.recv(), timeout)
        msg = orjson.loads(raw)
        self.seen.append(msg)
        if msg.get("t") == "state" and (self.state is None or msg["v"] >= self.state["v"]):
            self.state = msg
        return msg

    async def expect(self, kind: str, timeout: float = TIMEOUT) -> dict[str, Any]:
        """The next message of that type (others are recorded and skipped)."""
        deadline = asyncio.get_running_loop().time() + timeout
        while True:
            left = deadline - asyncio.get_running_loop().time()
            if left <= 0:
                raise AssertionError(f"no {kind!r} message within {timeout}s")
            msg = await self.recv(left)
            if msg.get("t") == kind:
                return msg

    async def state_at(self, version: int, timeout: float = TIMEOUT) -> dict[str, Any]:
        """Wait until the state of `version` (or later) has arrived."""
        deadline = asyncio.get_running_loop().time() + timeout
        while self.state is None or self.state["v"] < version:
            left = deadline - asyncio.get_running_loop().time()
            if left <= 0:
                raise AssertionError(f"state {version} did not arrive (at {self.state and self.state['v']})")
            await self.recv(left)
        return self.state

    async def act(self, action: dict[str, Any], v: int | None = None, action_id: str | None = None,
                  **extra: Any) -> dict[str, Any]:
        """Send an act and return its answer (ack or error)."""
        aid = action_id or f"a{next(self._ids)}-{secrets.token_hex(4)}"
        version = v if v is not None else (self.state["v"] if self.state else 0)
        await self.send({"t": "act", "v": version, "id": aid, "action": action, **extra})
        while True:
            msg = await self.recv()
            if msg.get("t") in ("ack", "error") and msg.get("id") == aid:
                return msg
            if msg.get("t") == "error" and msg.get("id") is None:
                return msg


async def seated_pair(server: Running, game: str = "pickomino", **table: Any) -> tuple[Client, Client, dict]:
    """Two guests at a started two-player table."""
    a, b = await Client(server).guest(), await Client(server).guest()
    t = await a.new_table(game, 2, **table)
    await b.post(f"/api/tables/{t['id']}/join", {"invite": t.get("invite_code")}, expect=200)
    started = await a.post(f"/api/tables/{t['id']}/start", expect=200)
    return a, b, started["table"]


async def play_out(sockets: dict[int, Socket], rng: Any, max_moves: int = 2000) -> list[dict]:
    """Play random legal moves from each seat's own state until the game ends; return the acks."""
    acks: list[dict] = []
    target = 0
    for _ in range(max_moves):
        for s in sockets.values():
            await s.state_at(target)
        if any(s.state["status"] == "finished" for s in sockets.values()):
            return acks
        mover = next(s for seat, s in sockets.items() if seat in s.state["waiting"])
        answer = await mover.act(rng.choice(mover.state["legal"]))
        assert answer["t"] == "ack", answer
        acks.append(answer)
        target = answer["v"]
    raise AssertionError("game did not end")
