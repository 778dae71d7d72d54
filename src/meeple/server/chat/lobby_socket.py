"""The lobby page's WebSocket, `/ws/lobby`: its chat, live.

Anyone may connect and read; registered accounts write (`chat` frames, as
on a table page, see table_ws). The connection subscribes to the lobby's
topic on the tables' fan-out, so a message written through any server
process reaches every lobby page.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import orjson
from starlette.websockets import WebSocket

from ..auth.identity import websocket_auth
from ..errors import ApiError
from ..live import messages
from ..live.connection import Connection
from ..live.websocket import REFUSED, read_frame, readable_id, serve
from . import table_ws
from .rules import LOBBY_TOPIC, MAX_CHARS

if TYPE_CHECKING:
    from ..services import Services

LOBBY_PATH = "/ws/lobby"
CLOSE_UNAUTHORIZED = 4401
CLOSE_FORBIDDEN = 4403


async def lobby_socket(svc: Services, ws: WebSocket) -> None:
    """One lobby page: hello, the chat's history, then its messages as they come and answers to its frames."""
    try:
        auth = await websocket_auth(svc, ws)
    except ApiError as exc:
        await ws.close(CLOSE_FORBIDDEN if exc.status == 403 else CLOSE_UNAUTHORIZED, exc.message)
        return
    await ws.accept()
    account = auth.account if auth else None
    conn = Connection(ws, LOBBY_TOPIC, account, svc.settings.outbox_limit)
    await table_ws.learn_blocks(svc, conn)
    conn.start()
    conn.send(orjson.dumps({"t": "hello", "user": account.as_dict() if account else None,
                            "limits": {"max_message_bytes": svc.settings.max_message_bytes,
                                       "max_chars": MAX_CHARS}}).decode())
    await serve(svc, conn, ws, lambda: table_ws.joined(svc, conn), _frame)


async def _frame(svc: Services, conn: Connection, message: Mapping[str, Any]) -> None:
    data = read_frame(svc, conn, message)
    if data is REFUSED:
        return
    kind = data.get("t") if isinstance(data, dict) else None
    if kind == "chat":
        await table_ws.handle(svc, conn, data)
    elif kind == "ping":
        conn.send(messages.pong())
    else:
        conn.send(messages.error("bad_request", 'On the lobby\'s socket, send "chat" or "ping".',
                                 action_id=readable_id(data)))
