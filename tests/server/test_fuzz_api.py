"""Fuzz every operation of /openapi.json: whatever is sent, the answer is never a 5xx.

Requests are drawn by hypothesis from each operation's own description
(path and query parameters, the body's schema) and mutated out of it: huge
and negative integers, text with NUL and control characters, wrong types,
extra fields, random JSON. They are sent by a guest with an API token (a
fuzzed logout must not log it out) who has a table in play, so that they reach the handlers and the store, on SQLite
and on PostgreSQL. Derandomized: the same requests every run.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from .harness import Client, Running, seated_pair

pytestmark = pytest.mark.asyncio(loop_scope="module")

EXAMPLES = 20
LAST = ("/api/accounts/delete",)
"""Fuzzed last: the first valid request deletes the fuzzing guest, and every later one would be a 401."""
EDGE_INTS = [2**31, 2**63, 10**23, -(2**63) - 1, -1, 0]
EDGE_TEXT = ["\x00", "a\x00b", "\u2028", "%00", "..", "../../etc/passwd", "\ud7ff", " ", "x" * 300]
HUGE = st.sampled_from(EDGE_INTS)
NASTY_TEXT = st.sampled_from(EDGE_TEXT)
JSON_LEAF = st.one_of(st.none(), st.booleans(), st.integers(), HUGE, st.floats(allow_nan=False), st.text(max_size=20),
                      NASTY_TEXT)
JSON = st.recursive(JSON_LEAF, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                       st.dictionaries(st.text(max_size=8), inner, max_size=4)),
                    max_leaves=12)


def _resolve(spec: dict[str, Any], schema: dict[str, Any]) -> dict[str, Any]:
    while "$ref" in schema:
        schema = spec["components"]["schemas"][schema["$ref"].rsplit("/", 1)[1]]
    return schema


def from_schema(spec: dict[str, Any], schema: dict[str, Any], depth: int = 0) -> st.SearchStrategy[Any]:
    """Values that mostly fit `schema`, and sometimes do not."""
    schema = _resolve(spec, schema)
    if depth > 3:
        return JSON_LEAF
    if "anyOf" in schema:
        return st.one_of([from_schema(spec, s, depth + 1) for s in schema["anyOf"]])
    if "enum" in schema:
        return st.sampled_from(schema["enum"])
    kind = schema.get("type")
    if kind == "integer":
        low, high = schema.get("minimum"), schema.get("maximum")
        return st.one_of(st.integers(min_value=low, max_value=high), HUGE)
    if kind == "number":
        return st.one_of(st.floats(allow_nan=False), HUGE)
    if kind == "string":
        return st.one_of(st.text(max_size=schema.get("maxLength", 30) or 30), NASTY_TEXT)
    if kind == "boolean":
        return st.booleans()
    if kind == "array":
        return st.lists(from_schema(spec, schema.get("items", {}), depth + 1), max_size=4)
    if kind == "object" or "properties" in schema:
        props = schema.get("properties", {})
        fields = {k: from_schema(spec, v, depth + 1) for k, v in props.items()}
        required = set(schema.get("required", ()))
        fixed = st.fixed_dictionaries({k: v for k, v in fields.items() if k in required},
                                      optional={k: v for k, v in fields.items() if k not in required})
        return st.one_of(fixed, st.builds(lambda d, extra: {**d, **extra}, fixed,
                                          st.dictionaries(st.text(max_size=8), JSON_LEAF, max_size=2)))
    return JSON


def requests_for(spec: dict[str, Any], path: str, method: str, op: dict[str, Any],
                 known: dict[str, list[Any]]) -> list[tuple[str, str, dict[str, Any], Any]]:
    """EXAMPLES requests (method, path, query, body) for one operation, the same ones every run."""
    params = op.get("parameters", [])
    path_params = {p["name"]: st.one_of(st.sampled_from(known.get(p["name"], ["x"])),
                                        from_schema(spec, p.get("schema", {})), HUGE, NASTY_TEXT)
                   for p in params if p["in"] == "path"}
    query = {p["name"]: st.one_of(from_schema(spec, p.get("schema", {})), NASTY_TEXT)
             for p in params if p["in"] == "query"}
    body_schema = op.get("requestBody", {}).get("content", {}).get("application/json", {}).get("schema")
    body = st.one_of(from_schema(spec, body_schema), JSON) if body_schema else st.none()
    drawn: list[tuple[str, str, dict[str, Any], Any]] = []

    @settings(max_examples=EXAMPLES, derandomize=True, database=None, deadline=None,
              suppress_health_check=list(HealthCheck))
    @given(st.fixed_dictionaries(path_params), st.fixed_dictionaries({}, optional=query), body)
    def draw(values: dict[str, Any], q: dict[str, Any], b: Any) -> None:
        filled = path
        for name, value in values.items():
            filled = filled.replace("{" + name + "}", _quote(str(value)))
        drawn.append((method.upper(), filled, {k: str(v) for k, v in q.items()}, b))

    draw()
    for name in [p["name"] for p in params if p["in"] == "path"]:  # every edge in every parameter, for sure
        for edge in [*EDGE_INTS, *EDGE_TEXT]:
            filled = path.replace("{" + name + "}", _quote(str(edge)))
            for other, values in known.items():
                filled = filled.replace("{" + other + "}", _quote(str(values[0])))
            drawn.append((method.upper(), filled, {}, None))
    return drawn


def _quote(text: str) -> str:
    from urllib.parse import quote

    return quote(text, safe="") or "%20"


async def test_no_request_gets_a_server_error(server: Running) -> None:
    a, b, table = await seated_pair(server, "toy")
    await a.upgrade()  # a guest holds no token
    token = await a.post("/api/accounts/tokens", {"name": "fuzz"}, expect=201)  # revoked by a fuzzed DELETE
    a.token = (await a.post("/api/accounts/tokens", {"name": "fuzzer"}, expect=201))["token"]  # logout ends no token
    spec = await Client(server).get("/openapi.json")
    known = {"table_id": [table["id"]], "token_id": [token["id"]], "seat": [0, 1], "step": [0, 1],
             "name": [a.user["username"]], "username": [b.user["username"]], "game_id": ["toy", "pickomino"],
             "path": ["index.html"]}
    failures = []
    sent = 0
    for path, methods in sorted(spec["paths"].items(), key=lambda item: item[0] in LAST):
        for method, op in methods.items():
            streamed = "application/x-ndjson" in op.get("responses", {}).get("200", {}).get("content", {})
            for verb, url, query, body in requests_for(spec, path, method, op, known):
                kw: dict[str, Any] = {"params": query}
                if body is not None:
                    kw["json"] = body
                if streamed:  # an event stream never ends: its status is the answer
                    resp = await a.http.send(a.http.build_request(verb, url, headers=a._headers(), **kw), stream=True)
                    await resp.aclose()
                else:
                    resp = await a.request(verb, url, **kw)
                sent += 1
                if resp.status_code >= 500:
                    failures.append(f"{verb} {url} {query} {body!r} -> {resp.status_code} {resp.text[:200]}")
    assert sent > 300
    assert not failures, "\n".join(failures[:20])
    await a.close()
    await b.close()
