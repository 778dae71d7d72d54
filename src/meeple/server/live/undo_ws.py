"""The `undo` message of the table page's WebSocket: take back this seat's moves of the current turn.

`{"t": "undo", "v": N, "id": "..."}` is answered like an `act`: an `ack` with
the new version (whose state is the one at the start of the turn), or an
`error` with code `undo_refused` (and a sentence saying why), `stale`,
`not_seated`, `not_started`, `finished` or `bad_request`. The same id twice
is applied once. The rules are `meeple.arena.undo`; the rollback itself is
`LiveTable.undo`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import messages
from .connection import Connection

if TYPE_CHECKING:
    from ..services import Services


def _problem(conn: Connection, data: dict[str, Any]) -> tuple[str, str] | None:
    action_id, version = data.get("id"), data.get("v")
    if not isinstance(action_id, str) or not 1 <= len(action_id) <= 64:
        return "bad_request", 'An undo needs an "id": a string of 1 to 64 characters.'
    if not isinstance(version, int) or isinstance(version, bool):
        return "bad_request", 'An undo needs "v": the version of the state you are looking at.'
    if conn.seat is None:
        return "not_seated", "You have no seat at this table; spectators cannot undo."
    return None


async def undo(svc: Services, conn: Connection, data: dict[str, Any]) -> None:
    """Answer one `undo` frame with an ack or a typed error."""
    action_id = data.get("id")
    problem = _problem(conn, data)
    table = await svc.hub.table(conn.table_id) if problem is None else None
    if problem is None and table is None:
        problem = "not_started", "The game has not started yet."
    if problem is not None:
        conn.send(messages.error(*problem, action_id=action_id if isinstance(action_id, str) else None))
        return
    assert table is not None and conn.seat is not None and isinstance(action_id, str)  # checked just above
    refusal = await table.undo(conn.seat, data["v"], action_id, lambda v: conn.send(messages.ack(action_id, v)))
    if refusal is not None:
        conn.send(messages.error(refusal.code, refusal.message, action_id=action_id, version=table.version))
