"""A cap on HTTP request bodies: 413 with the usual error shape, before the body is all read.

WebSocket frames are capped twice: uvicorn closes the socket (1009) on frames
above its `ws_max_size`, and live/websocket.py answers a readable error to messages above
the app's own, smaller limit.
"""

from __future__ import annotations

from collections.abc import Mapping

from starlette.exceptions import HTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from ..errors import error_response


class _TooLarge(HTTPException):
    """Raised from `receive`; an HTTPException so that FastAPI's body reading passes it on as is."""

    def __init__(self, limit: int) -> None:
        super().__init__(413, f"The request body is larger than {limit} bytes.")


class BodyLimit:
    """ASGI middleware: at most `default` bytes per body, or more under some path prefixes."""

    def __init__(self, app: ASGIApp, default: int, by_prefix: Mapping[str, int] | None = None) -> None:
        self.app = app
        self.default = default
        self.by_prefix = dict(by_prefix or {})

    def limit_for(self, path: str) -> int:
        """The body limit for a path."""
        for prefix, limit in self.by_prefix.items():
            if path.startswith(prefix):
                return limit
        return self.default

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        limit = self.limit_for(scope["path"])
        declared = dict(scope.get("headers") or ()).get(b"content-length")
        if declared is not None and declared.isdigit() and int(declared) > limit:
            await self._refuse(scope, receive, send, limit)
            return
        seen = 0
        started = False

        async def limited_receive() -> Message:
            nonlocal seen
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > limit:
                    raise _TooLarge(limit)
            return message

        async def tracking_send(message: Message) -> None:
            nonlocal started
            started = started or message["type"] == "http.response.start"
            await send(message)

        try:
            await self.app(scope, limited_receive, tracking_send)
        except _TooLarge:
            if not started:
                await self._refuse(scope, receive, send, limit)

    @staticmethod
    async def _refuse(scope: Scope, receive: Receive, send: Send, limit: int) -> None:
        response = error_response(413, "too_large", f"The request body is larger than {limit} bytes.")
        await response(scope, receive, send)
