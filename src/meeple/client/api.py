"""`MeepleClient`: the server's HTTP API (challenges, tables, accounts) and its account event stream.

HTTP goes through the standard library (`urllib`, in a worker thread so the event loop never waits on
it): a bot makes a handful of calls per game, not worth a dependency. The event stream and the tables
are WebSockets (`websockets`, which the server installs anyway).
"""

from __future__ import annotations

import asyncio
import json
import urllib.error
import urllib.request
from collections.abc import AsyncIterator
from types import TracebackType
from typing import Any
from urllib.parse import urlencode, urlsplit

from websockets.asyncio.client import connect

from .table import Chooser, TableState, play_table

Json = dict[str, Any]


class ApiError(Exception):
    """A refusal from the server: HTTP status, the stable `code` and the readable `message`."""

    def __init__(self, status: int, code: str, message: str) -> None:
        super().__init__(f"{status} {code}: {message}")
        self.status, self.code, self.message = status, code, message


class MeepleClient:
    """One account on one server, authenticated by a personal API token (POST /api/accounts/tokens)."""

    def __init__(self, server: str, token: str, *, timeout: float = 30.0) -> None:
        parts = urlsplit(server.rstrip("/"))
        if parts.scheme not in ("http", "https") or not parts.netloc:
            raise ValueError(f"the server is an http(s) address, not {server!r}")
        self.base = f"{parts.scheme}://{parts.netloc}{parts.path}"
        self.ws_base = self.base.replace("http", "ws", 1)
        self.token = token
        self.timeout = timeout
        self.me: Json = {}

    async def __aenter__(self) -> MeepleClient:
        found = (await self.request("GET", "/api/accounts/me"))["user"]
        if found is None:
            raise ApiError(401, "bad_token", "The server does not know this token.")
        self.me = found
        return self

    async def __aexit__(self, *exc: type[BaseException] | BaseException | TracebackType | None) -> None:
        return None

    @property
    def headers(self) -> dict[str, str]:
        """What authenticates every request and WebSocket."""
        return {"Authorization": f"Bearer {self.token}"}

    # -- HTTP ---------------------------------------------------------------------

    async def request(self, method: str, path: str, body: Json | None = None) -> Json:
        """One API call; the answer's JSON ({} for 204), or ApiError with the server's code and message."""
        return await asyncio.to_thread(self._request, method, path, body)

    def _request(self, method: str, path: str, body: Json | None) -> Json:
        data = json.dumps(body).encode() if body is not None else None
        headers = {**self.headers, "Accept": "application/json"}
        if data is not None:
            headers["Content-Type"] = "application/json"
        req = urllib.request.Request(self.base + path, data=data, method=method, headers=headers)
        try:
            with urllib.request.urlopen(req, timeout=self.timeout) as resp:
                raw = resp.read()
        except urllib.error.HTTPError as exc:
            try:
                error = json.loads(exc.read())["error"]
            except (ValueError, KeyError, TypeError):
                error = {"code": "http_error", "message": exc.reason}
            raise ApiError(exc.code, str(error.get("code")), str(error.get("message"))) from None
        return json.loads(raw) if raw else {}

    async def challenge(self, username: str, game: str, **table: Any) -> Json:
        """Challenge `username` to `game` (players, options, mode, ranked, speed, seat, bots); the challenge."""
        return (await self.request("POST", f"/api/challenge/{username}", {"game": game, **table}))["challenge"]

    async def accept(self, challenge_id: str) -> Json:
        """Accept a challenge to me: `{"challenge", "table"}`."""
        return await self.request("POST", f"/api/challenge/{challenge_id}/accept")

    async def decline(self, challenge_id: str, reason: str | None = None) -> Json:
        """Decline a challenge to me, with one of the reasons of docs/api.md."""
        body = {"reason": reason} if reason else {}
        return (await self.request("POST", f"/api/challenge/{challenge_id}/decline", body))["challenge"]

    async def cancel(self, challenge_id: str) -> Json:
        """Withdraw a challenge I sent."""
        return (await self.request("POST", f"/api/challenge/{challenge_id}/cancel"))["challenge"]

    async def invite(self, table_id: str, username: str) -> Json:
        """Invite `username` to an open table I created or sit at: `{"invited", "table"}`."""
        return await self.request("POST", f"/api/tables/{table_id}/invite", {"username": username})

    async def decline_invitation(self, table_id: str, reason: str | None = None) -> Json:
        """Decline the invitations to a table (accept one by joining it): `{"declined", "table"}`."""
        body = {"reason": reason} if reason else {}
        return await self.request("POST", f"/api/tables/{table_id}/invitation/decline", body)

    async def games(self) -> list[Json]:
        """The games this server offers."""
        return list((await self.request("GET", "/api/games"))["games"])

    async def open_tables(self, game: str | None = None, mode: str | None = None,
                          open_seats: int | None = None) -> list[Json]:
        """The lobby's open tables, filtered."""
        query = {k: v for k, v in (("game", game), ("mode", mode), ("open_seats", open_seats)) if v is not None}
        path = "/api/tables" + (f"?{urlencode(query)}" if query else "")
        return list((await self.request("GET", path))["tables"])

    # -- WebSockets ------------------------------------------------------------------

    async def events(self) -> AsyncIterator[Json]:
        """My event stream: the games in play and standing challenges first, then each event as it comes.

        Ends when the server closes the stream (a restart: connect again)."""
        async with connect(f"{self.ws_base}/api/stream/event", additional_headers=self.headers,
                           open_timeout=self.timeout) as ws:
            async for raw in ws:
                message = json.loads(raw)
                if message.get("t") == "error":
                    raise ApiError(401, str(message.get("code")), str(message.get("message")))
                if "type" in message:
                    yield message

    async def play(self, table_id: str, choose: Chooser) -> TableState:
        """Play my seat at a table until the game ends, `choose` picking one of the legal actions of each state
        that waits for me; the final state."""
        return await play_table(f"{self.ws_base}/ws/tables/{table_id}", self.headers, choose, self.timeout)
