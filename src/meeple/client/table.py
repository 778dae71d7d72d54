"""Playing one table over its WebSocket: every state push carries the seat's legal actions; pick one.

The loop acts only on the newest state that waits for the seat, names each act with a fresh id, and on a
`stale` (another seat moved first, or a simultaneous phase moved on) simply waits for the next state,
so a bot never needs to know a game's rules to play it legally.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field, replace
from typing import Any

from websockets.asyncio.client import connect

Action = dict[str, Any]


@dataclass(frozen=True)
class TableState:
    """One `state` push as a seat sees it (docs/api.md, "Server to client")."""

    table: str
    v: int
    seat: int | None
    status: str
    view: Any
    legal: list[Action]
    waiting: list[int]
    outcome: dict[str, Any] | None
    names: list[str] = field(default_factory=list)

    @property
    def my_turn(self) -> bool:
        """The game waits for this seat and it has something to play."""
        return self.seat is not None and self.seat in self.waiting and bool(self.legal)

    @classmethod
    def of(cls, message: dict[str, Any], names: list[str]) -> TableState:
        """From a `state` message."""
        return cls(message["table"], message["v"], message["seat"], message["status"], message["view"],
                   message["legal"], message["waiting"], message.get("outcome"), names)


Chooser = Callable[[TableState], Action | Awaitable[Action]]
"""Picks one of `state.legal` (a plain function or a coroutine)."""


class TableRefused(Exception):
    """The server would not let this connection play: its reason (a bad token, no such table, no seat)."""


async def play_table(url: str, headers: dict[str, str], choose: Chooser, timeout: float) -> TableState:
    """Connect to a table and play its seat to the end of the game; the final state.

    One act at a time: while an act waits for its `ack` or `error`, newer states are only remembered."""
    async with connect(url, additional_headers=headers, open_timeout=timeout, max_size=8 * 1024 * 1024) as ws:
        names: list[str] = []
        latest: TableState | None = None
        acted_on, pending = -1, None
        async for raw in ws:
            message = json.loads(raw)
            kind = message.get("t")
            if kind == "hello":
                names = message["names"]
                if message.get("seat") is None:
                    raise TableRefused(message.get("spectator") or "This connection has no seat here.")
            elif kind in ("ack", "error") and message.get("id") is not None and message["id"] == pending:
                pending = None
                if kind == "error" and message["code"] not in ("stale", "not_your_turn"):
                    raise TableRefused(f"{message['code']}: {message['message']}")
            elif kind == "error":
                raise TableRefused(f"{message['code']}: {message['message']}")
            elif kind == "table" and message["table"]["status"] in ("finished", "abandoned"):
                if latest is None:
                    raise TableRefused(f"The table is {message['table']['status']}.")
                return replace(latest, status=message["table"]["status"], outcome=message["table"]["outcome"])
            elif kind == "state":
                latest = TableState.of(message, names)
                if latest.status == "finished":
                    return latest
            if latest is not None and pending is None and latest.my_turn and latest.v > acted_on:
                acted_on, pending = latest.v, uuid.uuid4().hex
                picked = choose(latest)
                action = picked if isinstance(picked, dict) else await picked
                await ws.send(json.dumps({"t": "act", "v": latest.v, "id": pending, "action": action}))
        raise TableRefused(f"The server closed the table ({ws.close_code} {ws.close_reason}).")
