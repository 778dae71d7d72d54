"""What any request may carry, so that bad input gets a 4xx and never reaches the store as a 500.

Both stores refuse some values outright: SQLite an integer beyond 64 bits
(OverflowError), PostgreSQL an INTEGER column beyond 32 bits and any text
with a NUL character. Integers from paths, queries and bodies are bounded
by the types below, and `Body` (the base of every request body) refuses
NUL characters and integers beyond 64 bits anywhere in what it is given,
nested options included; `BadInput` middleware does the same for the path.
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import Path, Query
from pydantic import BaseModel, ConfigDict, Field, model_validator
from starlette.types import ASGIApp, Receive, Scope, Send

from ..errors import error_response

INT32_MAX = 2**31 - 1
INT64_MAX = 2**63 - 1
MAX_SEATS = 64

RowId = Annotated[int, Path(ge=1, le=INT32_MAX, description="A row id (1 to 2^31-1).")]
PathSeat = Annotated[int, Path(ge=0, lt=MAX_SEATS, description="A seat number (0 to 63).")]
PathStep = Annotated[int, Path(ge=0, le=INT32_MAX, description="A number of moves.")]
QueryInvite = Annotated[str | None, Query(max_length=64, description="The invite code of an invite-only table.")]
QuerySeat = Annotated[int | None, Query(ge=0, lt=MAX_SEATS, description="A seat number (0 to 63).")]
Seat = Annotated[int, Field(ge=0, lt=MAX_SEATS, description="A seat number (0 to 63).")]
Version = Annotated[int, Field(ge=0, le=INT32_MAX, description="A table version.")]
Points = Annotated[int, Field(ge=0, le=INT32_MAX)]


def unstorable(value: Any, depth: int = 0) -> str | None:
    """Why `value` (decoded JSON) cannot be stored as it is, or None.

    >>> unstorable({"a": [1, "x\\x00"]}), unstorable({"n": 2**64}), unstorable({"ok": [1, "é"]})
    ('text with a NUL character', 'an integer beyond 64 bits', None)
    """
    if isinstance(value, str):
        return "text with a NUL character" if "\x00" in value else None
    if isinstance(value, bool) or value is None or isinstance(value, float):
        return None
    if isinstance(value, int):
        return "an integer beyond 64 bits" if not -INT64_MAX - 1 <= value <= INT64_MAX else None
    if depth > 64:
        return "nesting deeper than 64 levels"
    items: list[Any] = []
    if isinstance(value, dict):
        items = [*value.keys(), *value.values()]
    elif isinstance(value, list | tuple):
        items = list(value)
    for item in items:
        problem = unstorable(item, depth + 1)
        if problem is not None:
            return problem
    return None


class Body(BaseModel):
    """A request body: no fields but its own, no NUL characters, no integer beyond 64 bits."""

    model_config = ConfigDict(extra="forbid")

    @model_validator(mode="before")
    @classmethod
    def _storable(cls, data: Any) -> Any:
        problem = unstorable(data)
        if problem is not None:
            raise ValueError(f"the body holds {problem}")
        return data


class BadInput:
    """ASGI middleware: 400 `bad_request` for a path with a NUL or other control character."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and any(ord(c) < 32 or ord(c) == 127 for c in scope.get("path", "")):
            response = error_response(400, "bad_request", "The address holds a control character.")
            await response(scope, receive, send)
            return
        await self.app(scope, receive, send)
