"""Every game package has the same files with the same roles (docs/adding-a-game.md, section 1)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from meeple import games as registry
from meeple.engine import BaseGame

GAMES_DIR = Path(registry.__file__).parent
REQUIRED = (
    "__init__.py", "rules.py", "state.py", "components.py", "view.py", "explain.py", "bot.py",
    "ui.js", "ui.css", "art.svg", "README.md", "rules.md",
)
GAME_IDS = sorted(p.name for p in GAMES_DIR.iterdir() if (p / "__init__.py").exists())


def test_every_registered_game_is_a_package_here() -> None:
    assert sorted(g.id for g in registry.all()) == GAME_IDS


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_files(game_id: str) -> None:
    folder = GAMES_DIR / game_id
    missing = [name for name in REQUIRED if not (folder / name).is_file()]
    assert not missing, f"games/{game_id} lacks {missing}"
    assert not (folder / "views.py").exists(), "the views live in view.py"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_init_only_reexports_the_game(game_id: str) -> None:
    tree = ast.parse((GAMES_DIR / game_id / "__init__.py").read_text())
    body = [n for n in tree.body if not (isinstance(n, ast.Expr) and isinstance(n.value, ast.Constant))]
    imports = [n for n in body if isinstance(n, ast.ImportFrom)]
    assert [(i.module, i.level) for i in imports if i.module != "__future__"] == [("rules", 1)]
    names = sorted(a.name for i in imports if i.module == "rules" for a in i.names)
    game = registry.get(game_id)
    assert names == sorted(["GAME", type(game).__name__])
    others = [n for n in body if not isinstance(n, ast.ImportFrom)]
    assert all(isinstance(n, ast.Assign) and n.targets[0].id == "__all__" for n in others), "only __all__ besides"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_game_class_lives_in_rules_and_is_named_title_game(game_id: str) -> None:
    game = registry.get(game_id)
    cls = type(game)
    assert isinstance(game, BaseGame)
    assert cls.__module__ == f"meeple.games.{game_id}.rules"
    assert cls.__name__.endswith("Game") and cls.__name__ != "Game"
    tree = ast.parse((GAMES_DIR / game_id / "rules.py").read_text())
    assigned = [t.id for n in tree.body if isinstance(n, ast.Assign) for t in n.targets if isinstance(t, ast.Name)]
    assert "GAME" in assigned, "GAME = <Title>Game() is made in rules.py"
