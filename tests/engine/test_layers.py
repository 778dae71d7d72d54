"""The engine imports nothing of ours, and games import only the engine (DESIGN.md, "Layers").

A game reaches what it shares through `meeple.engine` (the contract, the
policy protocol, the estimate helpers); within its own package it imports
what it likes. The check reads the source, so an import inside a function
counts too.
"""

from __future__ import annotations

from pathlib import Path

from tests.layers import meeple_imports, stray_imports, within


def test_the_engine_imports_nothing_else_of_ours() -> None:
    wrong = stray_imports("meeple.engine", lambda _, name: within(name, "meeple.engine"))
    assert not wrong, "meeple.engine may import nothing else of Meeple's:\n" + "\n".join(wrong)


def _own_game(module: str) -> str:
    """meeple.games.<id> for a game's module, meeple.games for the registry."""
    return ".".join(module.split(".")[:3])


def test_games_import_only_the_engine() -> None:
    wrong = stray_imports(
        "meeple.games", lambda module, name: within(name, "meeple.engine") or within(name, _own_game(module)))
    assert not wrong, "a game may import only meeple.engine:\n" + "\n".join(wrong)


def test_the_check_sees_what_it_must(tmp_path: Path) -> None:
    """Absolute, `from meeple import x`, relative and in-function imports are all resolved."""
    source = tmp_path / "bot.py"
    source.write_text(
        "import meeple.bots\nfrom meeple import arena\nfrom . import rules\nfrom ..wizard import GAME\n"
        "def f():\n    from meeple.engine.estimate import ahead_chances\n", encoding="utf-8")
    assert meeple_imports("meeple.games.skull.bot", source) == {
        "meeple.bots", "meeple.arena", "meeple.games.skull", "meeple.games.wizard", "meeple.engine.estimate",
    }
