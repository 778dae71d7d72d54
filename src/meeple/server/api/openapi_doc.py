"""The OpenAPI description as the server really behaves: bearer auth, the common error body, the refusals.

FastAPI's generated description knows neither how a caller authenticates nor
that every refusal is `{"error": {"code", "message"}}` (errors.py), and it
documents a 422 body the server never sends. `install` replaces `app.openapi`
with the generated description amended from each route's own dependencies:
an operation that needs a logged-in caller declares the bearer scheme and
401/403; one that accepts a caller optionally says so; every operation lists
the error answers it can give, each with the common error schema.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from fastapi import APIRouter, FastAPI
from fastapi.dependencies.models import Dependant
from fastapi.openapi.utils import get_openapi
from fastapi.routing import APIRoute
from pydantic import TypeAdapter

from ..auth.identity import optional_auth, require_auth
from .account_schemas import StreamEvent

ERROR_SCHEMA: dict[str, Any] = {
    "type": "object", "title": "Error", "required": ["error"],
    "properties": {"error": {
        "type": "object", "required": ["code", "message"],
        "properties": {"code": {"type": "string", "description": "Stable, for programs (docs/api.md lists them)."},
                       "message": {"type": "string", "description": "A sentence for people."}},
    }},
}
ERROR_REF = {"$ref": "#/components/schemas/Error"}
BEARER = "bearer"
WRITES = ("post", "put", "patch", "delete")
REFUSALS = {
    "401": "Not logged in (`not_logged_in`), or the token is unknown or revoked.",
    "403": "Logged in but not allowed (`forbidden`, `not_seated`, a token without the scope).",
    "404": "No such resource (`not_found`, `unknown_game`, …).",
    "409": "The request conflicts with the current state (a seat taken, a table no longer open, …).",
    "422": "The request is not valid (`bad_request`, or the rule it breaks).",
    "429": "Too many requests (`rate_limited`): wait the seconds in `Retry-After` (limits in docs/api.md).",
}


def auth_need(dependant: Dependant) -> str | None:
    """"required", "optional" or None: whether the route's dependencies ask for a caller."""
    calls = set()
    stack = [dependant]
    while stack:
        dep = stack.pop()
        calls.add(dep.call)
        stack.extend(dep.dependencies)
    if require_auth in calls:
        return "required"
    return "optional" if optional_auth in calls else None


def refusals(method: str, path: str, need: str | None) -> list[str]:
    """The error statuses an operation lists."""
    codes = ["422"]
    if need == "required":
        codes += ["401", "403"]
    if "{" in path:
        codes.append("404")
    if method in WRITES:
        codes += ["409", "429"]
    return sorted(codes)


def error_answer(status: str) -> dict[str, Any]:
    """One error response of the description."""
    answer: dict[str, Any] = {"description": REFUSALS[status], "content": {"application/json": {"schema": ERROR_REF}}}
    if status == "429":
        answer["headers"] = {"Retry-After": {"description": "Whole seconds to wait.", "schema": {"type": "integer"}}}
    return answer


def named_schemas(named: dict[str, Any]) -> dict[str, Any]:
    """Component schemas of types no route's answer names for FastAPI (the event stream's lines): each under
    its name, with the models it uses (the same as FastAPI's, pydantic writes both)."""
    out: dict[str, Any] = {}
    for name, kind in named.items():
        schema = TypeAdapter(kind).json_schema(ref_template="#/components/schemas/{model}", mode="serialization")
        out.update(schema.pop("$defs", {}))
        out[name] = schema
    return out


def amend(spec: dict[str, Any], routes: list[APIRoute]) -> dict[str, Any]:
    """The generated description with auth, the error schema, the stream's events and every operation's refusals."""
    components = spec.setdefault("components", {})
    schemas = components.setdefault("schemas", {})
    for unused in ("HTTPValidationError", "ValidationError"):
        schemas.pop(unused, None)
    schemas["Error"] = ERROR_SCHEMA
    for name, schema in named_schemas({"StreamEvent": StreamEvent}).items():
        schemas.setdefault(name, schema)
    components["securitySchemes"] = {BEARER: {
        "type": "http", "scheme": "bearer",
        "description": "An API token (POST /api/accounts/tokens) or a login's token, as `Authorization: Bearer …`. "
                       "The browser's session cookie works too, with the CSRF header on writes.",
    }}
    needs = {(m.lower(), r.path): auth_need(r.dependant) for r in routes for m in r.methods or ()}
    for path, operations in spec.get("paths", {}).items():
        for method, operation in operations.items():
            need = needs.get((method, path))
            if need == "required":
                operation["security"] = [{BEARER: []}]
            elif need == "optional":
                operation["security"] = [{}, {BEARER: []}]
            answers = operation.setdefault("responses", {})
            for status in refusals(method, path, need):
                answers[status] = error_answer(status)
    return spec


def install(app: FastAPI, routers: Sequence[APIRouter]) -> None:
    """Serve the amended description at /openapi.json (built once, on first request).

    `routers` are those the app includes: their routes carry the dependencies read here.
    """
    routes = [r for router in routers for r in router.routes if isinstance(r, APIRoute)]

    def openapi() -> dict[str, Any]:
        if app.openapi_schema is None:
            spec = get_openapi(title=app.title, version=app.version, description=app.description, routes=app.routes)
            app.openapi_schema = amend(spec, routes)
        return app.openapi_schema

    app.openapi = openapi  # type: ignore[method-assign]  # FastAPI's documented way to customize the description
