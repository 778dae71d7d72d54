"""A JSON response rendered with orjson (fast, and the same encoder as the WebSocket messages)."""

from __future__ import annotations

from typing import Any

import orjson
from starlette.responses import Response


class Json(Response):
    """`Json(content, status_code=...)`: content encoded by orjson."""

    media_type = "application/json"

    def render(self, content: Any) -> bytes:
        return orjson.dumps(content)
