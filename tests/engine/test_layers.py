"""Games import only the engine (DESIGN.md, "Layers"): never the bots, the arena, the CLI or the server.

A game reaches what it shares through `meeple.engine` (the contract, the
policy protocol, the estimate helpers); within its own package it imports
what it likes. The check reads the source, so an import inside a function
counts too.
"""

from __future__ import annotations

from tests.layers import meeple_imports, modules_of, within


def test_games_import_only_the_engine() -> None:
    wrong = []
    for module, path in modules_of("meeple.games"):
        game = ".".join(module.split(".")[:3])  # meeple.games.<id>, or meeple.games for the registry
        for name in sorted(meeple_imports(module, path)):
            if not (within(name, "meeple.engine") or within(name, game)):
                wrong.append(f"{module} imports {name}")
    assert not wrong, "a game may import only meeple.engine:\n" + "\n".join(wrong)


def test_the_check_sees_what_it_must(tmp_path) -> None:
    """Absolute, `from meeple import x`, relative and in-function imports are all resolved."""
    source = tmp_path / "bot.py"
    source.write_text(
        "import meeple.bots\nfrom meeple import arena\nfrom . import rules\nfrom ..wizard import GAME\n"
        "def f():\n    from meeple.engine.estimate import ahead_chances\n", encoding="utf-8")
    assert meeple_imports("meeple.games.skull.bot", source) == {
        "meeple.bots", "meeple.arena", "meeple.games.skull", "meeple.games.wizard", "meeple.engine.estimate",
    }
