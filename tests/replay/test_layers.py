"""`meeple.replay` imports only the engine (DESIGN.md, "Layers"), so the CLI, the arena and the server share it."""

from __future__ import annotations

from tests.layers import loaded_by, stray_imports, within


def test_replay_imports_only_the_engine() -> None:
    ours = ("meeple.engine", "meeple.replay")
    wrong = stray_imports("meeple.replay", lambda _, name: any(within(name, p) for p in ours))
    assert not wrong, "meeple.replay may import only meeple.engine:\n" + "\n".join(wrong)


def test_importing_replay_loads_no_terminal_and_no_web_framework() -> None:
    loaded = loaded_by("meeple.replay")
    heavy = ("rich", "typer", "fastapi", "sqlalchemy", "meeple.bots", "meeple.arena", "meeple.tools")
    assert sorted(n for n in loaded if any(within(n, bad) for bad in heavy)) == []
