"""What encoding one lobby answer costs (50 tables, about 40 KB), three ways, for the API's success schemas.

    valgrind --tool=callgrind --callgrind-out-file=/dev/null python bench/answers.py MODE 50

MODE: `none` (the baseline: imports and the body only), `dict` (FastAPI's path for a route returning a dict
annotated `dict[str, Any]`: validated by the field, serialized, `JSONResponse`), `model` (`response_model=
TableList` with a dict returned: validated against the model and dumped by pydantic), `json` (the route
returns `Json`, orjson, and FastAPI sends it as it is). Instructions per answer: (MODE's count - none's) / 50.
Measured (session 8): dict 9.7 M, model 12.9 M, json 0.69 M; so the routes return `Json` and the models
only describe (tests/server/test_response_schemas.py checks the real answers against them).
"""

from __future__ import annotations

import asyncio
import sys
from typing import Any

from fastapi.responses import JSONResponse
from fastapi.routing import serialize_response
from fastapi.utils import create_model_field

from meeple.arena.tables import Seat, TableRecord
from meeple.server.api.responses import Json
from meeple.server.api.schemas import TableList

TABLES = 50


def lobby_body() -> dict[str, Any]:
    """`GET /api/tables` with 50 open tables of three seated people each (their standing included)."""
    tables = []
    for i in range(TABLES):
        record = TableRecord(id=f"t{i}", game="toy", players=4, options={"a": 1, "b": True}, mode="realtime",
                             ranked=True, invite_only=False, invite_code=None, creator_id=1, status="open",
                             created_at=1)
        for s in range(3):
            record.seats[s] = Seat(s, f"n{s}", s + 1)
        summary = {**record.summary(1), "version": None}
        for seat in summary["seats"]:
            if seat is not None:
                seat["standing"] = {"rating": 3, "rank": "Beginner", "first_game": False}
        tables.append(summary)
    return {"tables": tables}


async def answer(mode: str, body: dict[str, Any], times: int) -> None:
    """Encode `body` `times` times the way `mode` says."""
    field = create_model_field(name="answer", type_=dict[str, Any] if mode == "dict" else TableList,
                               mode="serialization")
    for _ in range(times):
        if mode in ("dict", "model"):
            JSONResponse(await serialize_response(field=field, response_content=body, is_coroutine=True))
        elif mode == "json":
            Json(body)


if __name__ == "__main__":
    asyncio.run(answer(sys.argv[1], lobby_body(), int(sys.argv[2])))
