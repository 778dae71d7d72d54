"""The server's modules import one another without a cycle.

A cycle makes the import order matter (a module half-initialised when the
other one reads it) and hides which module a concern lives in. Imports under
`if TYPE_CHECKING:` do not run, so they do not count; imports inside
functions are not module-level and do not count either.
"""

from __future__ import annotations

import ast
from pathlib import Path

import meeple.server

ROOT = Path(meeple.server.__file__).parent
PACKAGE = "meeple.server"


def module_names() -> dict[str, Path]:
    """Every module of the server package, by dotted name."""
    found = {}
    for path in sorted(ROOT.rglob("*.py")):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join([PACKAGE, *parts])] = path
    return found


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _module_level(body: list[ast.stmt], typing: bool) -> list[ast.Import | ast.ImportFrom]:
    """The import statements that run when the module is imported (not those in functions or classes).

    With `typing`, those under `if TYPE_CHECKING:` too.
    """
    found: list[ast.Import | ast.ImportFrom] = []
    for node in body:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            found.append(node)
        elif isinstance(node, ast.If):
            if typing or not _is_type_checking(node.test):
                found += _module_level(node.body, typing)
            found += _module_level(node.orelse, typing)
        elif isinstance(node, ast.Try):
            found += _module_level(node.body, typing) + _module_level(node.orelse, typing)
            found += _module_level(node.finalbody, typing)
            for handler in node.handlers:
                found += _module_level(handler.body, typing)
        elif isinstance(node, ast.With):
            found += _module_level(node.body, typing)
    return found


def _base(name: str, is_package: bool, node: ast.ImportFrom) -> str:
    if node.level == 0:
        return node.module or ""
    package = name if is_package else name.rpartition(".")[0]
    for _ in range(node.level - 1):
        package = package.rpartition(".")[0]
    return f"{package}.{node.module}" if node.module else package


def import_graph(*, typing: bool = False) -> dict[str, set[str]]:
    """For each server module, the server modules it imports at module level (`typing`: for type checks too)."""
    modules = module_names()
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        targets: set[str] = set()
        for node in _module_level(ast.parse(path.read_text(encoding="utf-8")).body, typing):
            if isinstance(node, ast.Import):
                targets |= {alias.name for alias in node.names}
                continue
            base = _base(name, path.name == "__init__.py", node)
            for alias in node.names:
                sub = f"{base}.{alias.name}"
                targets.add(sub if sub in modules else base)
        graph[name] = {t for t in targets if t in modules and t != name}
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One cycle of `graph` as a path that ends where it starts, or None."""
    done: set[str] = set()
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        if node in path:
            return [*path[path.index(node):], node]
        if node in done:
            return None
        path.append(node)
        for nxt in sorted(graph[node]):
            cycle = visit(nxt)
            if cycle:
                return cycle
        path.pop()
        done.add(node)
        return None

    for start in sorted(graph):
        cycle = visit(start)
        if cycle:
            return cycle
    return None


def test_the_cycle_finder_finds_a_cycle() -> None:
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": set()}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None


def test_relative_and_type_checking_imports_are_read() -> None:
    graph, typed = import_graph(), import_graph(typing=True)
    assert graph, "no server modules found"
    assert any(graph.values()), "no imports found between server modules"
    assert any(typed[m] - graph[m] for m in graph), "no import under TYPE_CHECKING found"


def test_only_the_entry_points_import_the_app() -> None:
    # the shared services have their own module: handlers never reach back up to the app, not even for types
    importers = {m for m, targets in import_graph(typing=True).items() if f"{PACKAGE}.app" in targets}
    assert importers <= {f"{PACKAGE}.run"}


def test_the_server_modules_import_without_a_cycle() -> None:
    cycle = find_cycle(import_graph())
    assert cycle is None, "import cycle in meeple.server: " + " -> ".join(cycle or [])
