"""A tiny checker of JSON values against the schemas /openapi.json declares (the subset pydantic writes).

Stricter than JSON Schema on one point, on purpose: an object may hold only
the properties its schema declares, unless the schema allows others
(`additionalProperties`), so a field the server sends but the description
leaves out fails as surely as a missing required one or a wrong type.
"""

from __future__ import annotations

from typing import Any

TYPES: dict[str, tuple[type, ...]] = {
    "object": (dict,), "array": (list,), "string": (str,), "integer": (int,), "number": (int, float),
    "boolean": (bool,), "null": (type(None),),
}


class Described:
    """An OpenAPI description: each operation's answer schemas, and a check of values against them."""

    def __init__(self, spec: dict[str, Any]) -> None:
        self.spec = spec

    def json_operations(self) -> dict[tuple[str, str], dict[str, Any]]:
        """(method, path) -> {status: schema} of each operation's 2xx JSON answers (those with a body)."""
        out: dict[tuple[str, str], dict[str, Any]] = {}
        for path, operations in self.spec["paths"].items():
            for method, operation in operations.items():
                answers = {status: answer["content"]["application/json"].get("schema")
                           for status, answer in operation["responses"].items()
                           if status.startswith("2") and "application/json" in answer.get("content", {})}
                if answers:
                    out[(method, path)] = answers
        return out

    def answer_schema(self, method: str, path: str, status: int) -> dict[str, Any] | None:
        """The schema declared for that operation's answer with that status, if any."""
        return self.json_operations().get((method.lower(), path), {}).get(str(status))

    def resolve(self, schema: dict[str, Any]) -> dict[str, Any]:
        """The schema a `$ref` points to (followed until there is none)."""
        while "$ref" in schema:
            name = schema["$ref"].removeprefix("#/components/schemas/")
            schema = self.spec["components"]["schemas"][name]
        return schema

    def problems(self, value: Any, schema: dict[str, Any], where: str = "$") -> list[str]:
        """What in `value` does not fit `schema` (empty when it fits), each naming where."""
        schema = self.resolve(schema)
        for key in ("anyOf", "oneOf"):
            if key in schema:
                tries = [self.problems(value, branch, where) for branch in schema[key]]
                return [] if any(not t for t in tries) else [p for t in tries for p in t]
        found = [p for part in schema.get("allOf", ()) for p in self.problems(value, part, where)]
        if "const" in schema and value != schema["const"]:
            found.append(f"{where}: {value!r} is not {schema['const']!r}")
        if "enum" in schema and value not in schema["enum"]:
            found.append(f"{where}: {value!r} is not one of {schema['enum']}")
        kind = schema.get("type")
        if kind is not None and not _is(value, kind):
            return [*found, f"{where}: {type(value).__name__} {value!r:.60} is not {kind}"]
        if isinstance(value, dict) and (kind == "object" or "properties" in schema):
            found += self._object(value, schema, where)
        if isinstance(value, list) and "items" in schema:
            for i, item in enumerate(value):
                found += self.problems(item, schema["items"], f"{where}[{i}]")
        return found

    def _object(self, value: dict[str, Any], schema: dict[str, Any], where: str) -> list[str]:
        properties = schema.get("properties", {})
        found = [f"{where}: {name!r} is required but missing" for name in schema.get("required", ())
                 if name not in value]
        extra = schema.get("additionalProperties", "properties" not in schema)
        for name, item in value.items():
            if name in properties:
                found += self.problems(item, properties[name], f"{where}.{name}")
            elif extra is False:
                found.append(f"{where}: {name!r} is sent but not described")
            elif isinstance(extra, dict):
                found += self.problems(item, extra, f"{where}.{name}")
        return found


def _is(value: Any, kind: str) -> bool:
    if isinstance(value, bool):
        return kind == "boolean"
    return isinstance(value, TYPES[kind])
