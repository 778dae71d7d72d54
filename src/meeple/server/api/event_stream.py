"""An account's event stream, `/api/stream/event`: NDJSON over HTTP, or the same events over a WebSocket.

On connecting, a stream first tells the games the account plays now (`gameStart` each) and the challenges
that still stand (`challenge` each), then every new event as it happens (live/account_events.py), in any
server process. Over HTTP an empty line every `stream_keepalive_s` seconds keeps proxies from closing a
quiet stream; over the WebSocket the client may send `{"t": "ping"}`.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator

import orjson
from fastapi import APIRouter, Depends, Request
from starlette.responses import StreamingResponse
from starlette.websockets import WebSocket, WebSocketDisconnect

from meeple.arena.tables import PLAYING
from meeple.store.repo_accounts import now_ms
from meeple.store.repo_challenges import pending_for
from meeple.store.repo_tables import list_for_user

from ..auth.identity import Auth, require_auth, websocket_auth
from ..errors import ApiError
from ..live import account_events
from ..live.account_events import AccountStream
from ..live.websocket import refuse
from ..services import Services, services

log = logging.getLogger(__name__)
router = APIRouter(prefix="/api", tags=["bots"])


async def _open(svc: Services, user_id: int) -> AccountStream:
    """Subscribe a new stream, then queue what is going on now (subscribed first: nothing falls in between)."""
    stream = AccountStream(user_id, svc.settings.outbox_limit)
    svc.hub.pubsub.subscribe(account_events.key(user_id), stream)
    try:
        for record in await list_for_user(svc.db, user_id, (PLAYING,)):
            body = {"type": "gameStart", "game": account_events.game_body(record, user_id)}
            stream.push(orjson.dumps(body).decode())
        now = now_ms()
        for challenge in await pending_for(svc.db, user_id):
            stream.push(orjson.dumps({"type": "challenge", "challenge": challenge.as_dict(now)}).decode())
    except BaseException:
        svc.hub.pubsub.unsubscribe(account_events.key(user_id), stream)
        raise
    return stream


@router.get(
    "/stream/event", summary="Stream my events (NDJSON)", response_class=StreamingResponse,
    responses={200: {"content": {"application/x-ndjson": {"schema": {"$ref": "#/components/schemas/StreamEvent"}}},
                     "description": "One JSON event per line (`StreamEvent`); empty lines keep the connection "
                                    "alive."}},
)
async def stream_events(request: Request, auth: Auth = Depends(require_auth)) -> StreamingResponse:
    """`gameStart`, `gameFinish`, `challenge`, `challengeCanceled`, `challengeDeclined`, `invitation`,
    `invitationDeclined`: one JSON object per line, first the games in play and the standing challenges, then
    each event as it happens. The same events come over a WebSocket at the same path."""
    return StreamingResponse(_lines(services(request), auth.account.id), media_type="application/x-ndjson")


async def _lines(svc: Services, user_id: int) -> AsyncIterator[bytes]:
    """Subscribed only once the body is being sent, so a client gone before that leaves nothing behind."""
    stream = await _open(svc, user_id)
    try:
        while True:
            batch = await stream.next_batch(svc.settings.stream_keepalive_s)
            yield "".join(f"{text}\n" for text in batch).encode() if batch else b"\n"
            if stream.closed:
                return
    finally:
        svc.hub.pubsub.unsubscribe(account_events.key(stream.user_id), stream)


@router.websocket("/stream/event")
async def stream_events_ws(ws: WebSocket) -> None:
    """The same events as the NDJSON stream, one JSON text frame each."""
    svc: Services = ws.app.state.services
    try:
        auth = await websocket_auth(svc, ws)
        if auth is None:
            raise ApiError(401, "not_logged_in", "Send 'Authorization: Bearer <token>' (or log in) to stream events.")
    except ApiError as exc:
        await refuse(ws, exc.status, exc.code, exc.message)
        return
    await ws.accept()
    stream = await _open(svc, auth.account.id)
    sender = asyncio.get_running_loop().create_task(_send(ws, stream))
    try:
        while True:
            message = await ws.receive()
            if message["type"] == "websocket.disconnect":
                break
            try:
                kind = orjson.loads(message.get("text") or "").get("t")
            except (orjson.JSONDecodeError, AttributeError):
                kind = None
            if kind == "ping":
                stream.push('{"t":"pong"}')
            else:
                stream.push(orjson.dumps({"t": "error", "code": "bad_request", "id": None, "v": None,
                                          "message": 'This stream only reads {"t": "ping"}.'}).decode())
    except (WebSocketDisconnect, RuntimeError):  # closed by the client, or by the server at shutdown
        pass
    finally:
        svc.hub.pubsub.unsubscribe(account_events.key(stream.user_id), stream)
        await stream.close()
        sender.cancel()
        await asyncio.gather(sender, return_exceptions=True)


async def _send(ws: WebSocket, stream: AccountStream) -> None:
    try:
        while not stream.closed:
            for text in await stream.next_batch(60.0):
                await ws.send_text(text)
        await ws.close(4008 if stream.reason.startswith("too slow") else 1012, stream.reason)
    except Exception:  # the client went away; the receive loop ends the stream
        return
