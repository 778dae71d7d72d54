"""The table page's WebSocket: `/ws/tables/{id}`.

Clients send `act`, `sync` and `ping`; every `act` gets exactly one answer,
an `ack` or a typed `error`, and every bad frame gets a `bad_request` error:
nothing is dropped silently. States are pushed by the table (see live/table.py);
docs/api.md describes the protocol for client and bot writers.

The app hands these sockets straight to `table_socket`, past FastAPI's
router and middleware: each layer is a coroutine kept alive for the whole
connection and a wrapper around every frame sent, and with thousands of open
table pages their objects made the garbage collector's full passes last
about a second.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Awaitable, Callable, Mapping
from typing import TYPE_CHECKING, Any

import orjson
from starlette.websockets import WebSocket

from meeple.arena.tables import may_watch
from meeple.store import repo_tables
from meeple.store.repo_moves import load_events

from ..auth.identity import websocket_auth
from ..chat import table_ws as chat_ws
from ..errors import ApiError
from . import messages, table_rules_ws, undo_ws
from .connection import Connection

if TYPE_CHECKING:
    from ..services import Services

log = logging.getLogger(__name__)
_PATH = re.compile(r"^/ws/tables/([A-Za-z0-9_-]{1,32})$")

CLOSE_UNAUTHORIZED = 4401
CLOSE_FORBIDDEN = 4403
CLOSE_NOT_FOUND = 4404
CLOSE_CODES = {401: CLOSE_UNAUTHORIZED, 403: CLOSE_FORBIDDEN, 404: CLOSE_NOT_FOUND}


def table_id_of(path: str) -> str | None:
    """The table id of a table page's WebSocket path, or None for any other path."""
    found = _PATH.match(path)
    return found.group(1) if found else None


async def table_socket(svc: Services, ws: WebSocket, table_id: str) -> None:
    """One connection of a table page: hello, the full state, then pushes and answers."""
    try:
        auth = await websocket_auth(svc, ws, "read")
    except ApiError as exc:
        await refuse(ws, exc.status, exc.code, exc.message)
        return
    live = svc.hub.live.get(table_id)
    record = live.record if live is not None else await repo_tables.get_table(svc.db, table_id)
    account = auth.account if auth else None
    if record is None or not may_watch(record, account.id if account else None, ws.query_params.get("invite")):
        # an invite-only table without its invite is as if it did not exist
        await refuse(ws, 404, "not_found", f"There is no table {table_id!r} (or it needs ?invite=CODE).")
        return
    await ws.accept()
    conn = Connection(ws, table_id, account, svc.settings.outbox_limit)
    await chat_ws.learn_blocks(svc, conn)
    held = record.seats_of(conn.user_id) if auth is None or auth.may("play") else []
    conn.seat = held[0] if held else None
    conn.start()
    conn.send(messages.hello(record, account, conn.seat, {"max_message_bytes": svc.settings.max_message_bytes},
                             may_play=auth is None or auth.may("play")))
    async def first() -> None:
        await sync(svc, conn, None)
        await chat_ws.joined(svc, conn)

    await serve(svc, conn, ws, first, handle)


async def serve(svc: Services, conn: Connection, ws: WebSocket, first: Callable[[], Awaitable[None]],
                on_frame: Callable[[Services, Connection, Mapping[str, Any]], Awaitable[None]]) -> None:
    """A started connection's life, for table and lobby pages alike: attached to the hub, `first` sent, each
    frame given to `on_frame` until the page goes, then detached and its outbox finished."""
    svc.hub.attach(conn)
    try:
        await first()
        while True:
            message = await ws.receive()
            if message["type"] == "websocket.disconnect":
                break
            await on_frame(svc, conn, message)
    finally:
        svc.hub.detach(conn)
        await conn.finish()


async def refuse(ws: WebSocket, status: int, code: str, message: str) -> None:
    """Refuse a connection so that any client can read why: accepted, one `error` frame, then closed with
    4400 + the HTTP status (4401 bad or unknown token, 4403 forbidden, 4404 no such table) and the sentence
    as the close reason (a browser cannot read the body of a refused handshake)."""
    await ws.accept()
    await ws.send_text(orjson.dumps({"t": "error", "code": code, "message": message, "id": None, "v": None}).decode())
    await ws.close(CLOSE_CODES.get(status, CLOSE_UNAUTHORIZED), _close_reason(message))


def _close_reason(message: str) -> str:
    """The sentence cut to the 123 bytes a close frame may carry."""
    data = message.encode()
    return message if len(data) <= 123 else data[:120].decode(errors="ignore") + "..."


MESSAGE_TYPES = ("act", "undo", "sync", "ping", "chat", *table_rules_ws.KINDS)
"""Every message type a table's WebSocket reads, as the refusal of an unknown one lists them."""
ACT_FIELDS = frozenset({"t", "v", "id", "action", "seat"})
UNDO_FIELDS = frozenset({"t", "v", "id"})
"""The fields of the messages that play; any other is refused (docs/api.md), so a typo never goes unnoticed."""


def readable_id(data: Any) -> Any:
    """The `id` a frame names, to echo in its error: a string or an integer, else None."""
    found = data.get("id") if isinstance(data, dict) else None
    if isinstance(found, str) and len(found) <= 256:
        return found
    return found if isinstance(found, int) and not isinstance(found, bool) and abs(found) < 2**63 else None


REFUSED = object()
"""What `read_frame` returns for a frame it refused (JSON itself may be null)."""


def read_frame(svc: Services, conn: Connection, message: Mapping[str, Any]) -> Any:
    """A text frame's JSON, or REFUSED once a `bad_request` was sent (binary, over the limit, not JSON)."""
    text = message.get("text")
    if text is None:
        conn.send(messages.error("bad_request", "Send JSON text frames, not binary ones."))
        return REFUSED
    if len(text) > svc.settings.max_message_bytes:
        limit = svc.settings.max_message_bytes
        conn.send(messages.error("bad_request", f"That message has {len(text)} characters; the limit is {limit}.",
                                 action_id=_id_of_oversized(text)))
        return REFUSED
    try:
        return orjson.loads(text)
    except orjson.JSONDecodeError as exc:
        conn.send(messages.error("bad_request", f"That message is not JSON ({exc})."))
        return REFUSED


async def handle(svc: Services, conn: Connection, message: Mapping[str, Any]) -> None:
    """Answer one frame; every refusal names the frame's `id` when one can be read."""
    data = read_frame(svc, conn, message)
    if data is REFUSED:
        return
    kind = data.get("t") if isinstance(data, dict) else None
    if kind in ("act", "undo"):
        extra = sorted(set(data) - (ACT_FIELDS if kind == "act" else UNDO_FIELDS))
        if extra:
            names = ", ".join(repr(k) for k in extra)
            conn.send(messages.error("bad_request", f"An {kind} has no field {names}; see docs/api.md.",
                                     action_id=readable_id(data)))
            return
    if kind == "act":
        await act(svc, conn, data)
    elif kind == "sync":
        since = data.get("since")
        if since is not None and (not isinstance(since, int) or isinstance(since, bool)):
            conn.send(messages.error("bad_request", 'A sync\'s "since" is a version number (or left out).',
                                     action_id=readable_id(data)))
            return
        await sync(svc, conn, since)
    elif kind == "ping":
        conn.send(messages.pong())
    elif kind == "undo":
        await undo_ws.undo(svc, conn, data)
    elif kind in table_rules_ws.KINDS:
        await table_rules_ws.handle(svc, conn, data)
    elif kind == "chat":
        await chat_ws.handle(svc, conn, data)
    else:
        shown = repr(kind) if kind is not None else "missing"
        accepted = ", ".join(f'"{k}"' for k in MESSAGE_TYPES)
        conn.send(messages.error(
            "bad_request", f'Message type ("t") is {shown}; the types a table reads are {accepted} (docs/api.md).',
            action_id=readable_id(data)))


def _id_of_oversized(text: str) -> Any:
    """The id of a message over the limit (it is at most one frame, which uvicorn bounds), if it is JSON."""
    try:
        return readable_id(orjson.loads(text))
    except orjson.JSONDecodeError:
        return None


async def act(svc: Services, conn: Connection, data: dict[str, Any]) -> None:
    """A move: checked, applied once, acknowledged after it is stored; or refused with the reason."""
    action_id, version, action = data.get("id"), data.get("v"), data.get("action")
    if not isinstance(action_id, str) or not 1 <= len(action_id) <= 64:
        conn.send(messages.error("bad_request", 'An act needs an "id": a string of 1 to 64 characters.',
                                 action_id=readable_id(data)))
        return
    problem = _act_problem(conn, data, version, action)
    if problem is not None:
        code, text = problem
        conn.send(messages.error(code, text, action_id=action_id))
        return
    table = svc.hub.live.get(conn.table_id) or await svc.hub.table(conn.table_id)  # no coroutine when live
    if table is None:
        conn.send(messages.error("not_started", "The game has not started yet.", action_id=action_id))
        return
    seat = conn.seat
    assert seat is not None and isinstance(version, int) and isinstance(action, dict)  # _act_problem checked them
    refusal = await table.act(seat, version, action_id, action, lambda v: conn.send(messages.ack(action_id, v)))
    if refusal is not None:
        conn.send(messages.error(refusal.code, refusal.message, action_id=action_id, version=table.version))


def _act_problem(conn: Connection, data: dict[str, Any], version: Any, action: Any) -> tuple[str, str] | None:
    if not isinstance(version, int) or isinstance(version, bool):
        return "bad_request", 'An act needs "v": the version of the state you acted on.'
    if not isinstance(action, dict) or not isinstance(action.get("type"), str):
        return "bad_action", 'An act needs "action": a JSON object with a "type", one of your "legal" actions.'
    if conn.seat is None:
        return "not_seated", "You have no seat at this table; spectators cannot play."
    seat = data.get("seat", conn.seat)
    if seat != conn.seat:
        return "not_seated", f"You sit in seat {conn.seat}; you cannot play for seat {seat!r}."
    return None


async def sync(svc: Services, conn: Connection, since: int | None) -> None:
    """The full current state and the log this connection may see (after `since` if given)."""
    conn.hold()
    try:
        table = await svc.hub.table(conn.table_id)
        if table is None:
            conn.release()
            return
        cur = table.current
        start = since if since is not None else 0
        log_rows = []
        if cur.version > start:  # at version 0 (a game just started) there is no log to read
            log_rows = [row for row in await load_events(svc.db, conn.table_id, cur.version) if row[0] > start]
        conn.release(cur.full_message(conn.seat, log_rows), cur.version)
    except Exception:  # the client is told, and may ask again
        log.exception("sync of table %s failed", conn.table_id)
        conn.release()
        conn.send(messages.error("unavailable", "The table could not be loaded right now; send sync to retry."))
