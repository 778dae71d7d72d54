"""The arena stays pure (DESIGN.md, "Layers"): importing any of it brings no terminal, CLI, search, server or store."""

from __future__ import annotations

import pytest

from tests.layers import loaded_by, modules_of, within

IMPURE = ("rich", "typer", "meeple.tools", "meeple.cli", "meeple.bots.ismcts", "meeple.server", "meeple.store")


@pytest.mark.parametrize("module", [name for name, _ in modules_of("meeple.arena")])
def test_importing_the_arena_loads_nothing_impure(module: str) -> None:
    loaded = loaded_by(module)
    assert module in loaded
    assert sorted(n for n in loaded if any(within(n, bad) for bad in IMPURE)) == []
