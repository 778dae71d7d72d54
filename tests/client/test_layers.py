"""`meeple.client` stands alone: a bot writer's program imports no server, store or game code with it."""

from __future__ import annotations

from tests.layers import loaded_by, meeple_imports, modules_of


def test_the_client_imports_only_itself_of_meeple() -> None:
    for module, path in modules_of("meeple.client"):
        outside = {m for m in meeple_imports(module, path) if not m.startswith("meeple.client")} - {"meeple"}
        assert outside == set(), (module, outside)


def test_importing_the_client_loads_no_server_framework() -> None:
    loaded = loaded_by("meeple.client")
    assert {"fastapi", "starlette", "sqlalchemy", "uvicorn", "httpx"} & loaded == set()
