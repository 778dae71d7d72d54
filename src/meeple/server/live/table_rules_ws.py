"""The platform's messages on the table page's WebSocket: skip, expel, concede, abandon, think.

Each carries an `"id"` and is answered like an `act`: `{"t": "ack", "id", "v"}`
or `{"t": "error", "code", "message", "id"}` with the codes of
`meeple.arena.leaving` (`not_late`, `more_late`, `no_clock`, `present`,
`already_zombie`, `not_two_players`, `too_early`, `not_seated`, `finished`,
`bad_request`). The same id twice is applied once. The rules themselves
are applied by live/table_rules.py, shared with the REST mirrors.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from meeple.arena.tables import ArenaError

from . import messages, table_rules
from .connection import Connection

if TYPE_CHECKING:
    from ..services import Services

KINDS = table_rules.KINDS


async def handle(svc: Services, conn: Connection, data: dict[str, Any]) -> None:
    """Answer one skip / expel / concede / abandon / think frame with an ack or a typed error."""
    kind, request_id = data.get("t"), data.get("id")
    if not isinstance(request_id, str) or not 1 <= len(request_id) <= 64:
        conn.send(messages.error("bad_request", f'A {kind} needs an "id": a string of 1 to 64 characters.'))
        return
    if conn.seat is None:
        conn.send(messages.error("not_seated", "You have no seat at this table; spectators cannot do that.",
                                 action_id=request_id))
        return
    table = await svc.hub.table(conn.table_id)
    if table is None:
        conn.send(messages.error("not_started", "The game has not started yet.", action_id=request_id))
        return
    try:
        version = await table_rules.run(str(kind), svc.hub, table, conn.user_id, request_id,
                                        seat=data.get("seat"), cancel=data.get("cancel") is True)
    except ArenaError as exc:
        code = exc.code if exc.code in messages.ERROR_CODES else "bad_request"
        conn.send(messages.error(code, exc.message, action_id=request_id, version=table.version))
        return
    conn.send(messages.ack(request_id, version))
