"""Optional extras: what a feature needs beyond a plain install, and a clear error when it is missing.

A SQLite-only host installs `meeple` alone. PostgreSQL needs `meeple[postgres]`
(asyncpg), several processes
sharing tables through Redis need `meeple[redis]`. The code imports those
modules only when the configuration asks for them, after `require` has checked
they are there.
"""

from __future__ import annotations

import importlib.util

EXTRAS: dict[str, tuple[str, ...]] = {
    "postgres": ("asyncpg",),
    "redis": ("redis",),
}
"""The importable modules each extra brings."""


class MissingExtra(RuntimeError):
    """A configured feature needs an extra that is not installed."""


def missing(extra: str) -> list[str]:
    """The modules of `extra` that cannot be imported here."""
    return [m for m in EXTRAS[extra] if importlib.util.find_spec(m) is None]


def require(extra: str, why: str) -> None:
    """Raise MissingExtra naming the pip command when `extra` is not installed."""
    absent = missing(extra)
    if absent:
        raise MissingExtra(
            f"{why}, which needs the '{extra}' extra (missing: {', '.join(absent)}): "
            f"pip install 'meeple[{extra}]'"
        )
