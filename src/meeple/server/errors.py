"""HTTP errors as `{"error": {"code": ..., "message": ...}}`, the same shape everywhere.

`code` is stable, for programs; `message` is a sentence for people. FastAPI's
own validation errors and arena rule refusals are turned into this shape too.
"""

from __future__ import annotations

from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from starlette.exceptions import HTTPException

from meeple.arena.tables import ArenaError

from .api.responses import Json


class ApiError(Exception):
    """A refused request: HTTP status, stable code, readable message."""

    def __init__(self, status: int, code: str, message: str, headers: dict[str, str] | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.headers = headers


def error_response(status: int, code: str, message: str, headers: dict[str, str] | None = None) -> Json:
    """The JSON response for an error."""
    return Json({"error": {"code": code, "message": message}}, status_code=status, headers=headers)


def _validation_message(exc: RequestValidationError) -> str:
    parts = []
    for err in exc.errors()[:5]:
        where = ".".join(str(p) for p in err.get("loc", ()) if p != "body")
        parts.append(f"{where}: {err.get('msg')}" if where else str(err.get("msg")))
    return "; ".join(parts) or "The request is not valid."


def install(app: FastAPI) -> None:
    """Register the handlers that give every error the common shape."""

    @app.exception_handler(ApiError)
    async def _api(_: Request, exc: ApiError) -> Json:
        return error_response(exc.status, exc.code, exc.message, exc.headers)

    @app.exception_handler(ArenaError)
    async def _arena(_: Request, exc: ArenaError) -> Json:
        return error_response(exc.status, exc.code, exc.message)

    @app.exception_handler(RequestValidationError)
    async def _invalid(_: Request, exc: RequestValidationError) -> Json:
        return error_response(422, "bad_request", _validation_message(exc))

    @app.exception_handler(HTTPException)
    async def _http(_: Request, exc: HTTPException) -> Json:
        code = {404: "not_found", 405: "method_not_allowed", 413: "too_large"}.get(exc.status_code, "http_error")
        detail: Any = exc.detail
        return error_response(exc.status_code, code, str(detail), getattr(exc, "headers", None))
