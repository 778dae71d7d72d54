"""Helpers for the tests that keep the layers of DESIGN.md apart (tests/*/test_layers.py).

Two ways to look: `meeple_imports` reads a package's source with `ast` (every
import a module could make, even one inside a function), and
`loaded_by` imports a module in a fresh interpreter and lists what came with it.
"""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import meeple

SRC = Path(meeple.__file__).parent.parent


def modules_of(package: str) -> Iterator[tuple[str, Path]]:
    """Every module of `package` (a dotted name under src/), with its file, in a stable order."""
    root = SRC.joinpath(*package.split("."))
    for path in sorted(root.rglob("*.py")):
        parts = path.relative_to(SRC).with_suffix("").parts
        yield ".".join(parts[:-1] if parts[-1] == "__init__" else parts), path


def meeple_imports(module: str, path: Path) -> set[str]:
    """The `meeple.*` modules that `module` imports, relative imports resolved to absolute names."""
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            # `from meeple import engine` imports the module meeple.engine
            names = [f"{base}.{alias.name}" if base == "meeple" else base for alias in node.names]
        else:
            continue
        found.update(n for n in names if n == "meeple" or n.startswith("meeple."))
    return found


def within(name: str, package: str) -> bool:
    """Whether the dotted `name` is `package` or lies below it."""
    return name == package or name.startswith(package + ".")


def stray_imports(package: str, allowed: Callable[[str, str], bool]) -> list[str]:
    """"<module> imports <name>" for each `meeple.*` import in `package` that `allowed(module, name)` refuses."""
    return [
        f"{module} imports {name}"
        for module, path in modules_of(package)
        for name in sorted(meeple_imports(module, path))
        if not allowed(module, name)
    ]


def loaded_by(module: str) -> set[str]:
    """The modules in `sys.modules` after a fresh interpreter runs `import <module>` (from the same src/)."""
    code = f"import sys, {module}; print('\\n'.join(sorted(sys.modules)))"
    path = os.pathsep.join(p for p in (str(SRC), os.environ.get("PYTHONPATH", "")) if p)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False,
                          env={**os.environ, "PYTHONPATH": path})
    assert done.returncode == 0, f"import {module} failed:\n{done.stderr}"
    return set(done.stdout.split())
