"""Wall plans: the printed standard layouts and random layouts that enclose no area.

A wall is written "A1-B1" between two squares of one floor (columns A-E from
the left, rows 1-5 from the top). Fort Knox's beam square C3 is walled on all
sides by the layout itself and never appears in a plan.
"""

from __future__ import annotations

from functools import cache

from meeple.engine import Rng

from .components import Job

STANDARD: dict[str, tuple[tuple[str, ...], ...]] = {
    "bank": (
        ("A1-B1", "C1-C2", "C2-D2", "A2-A3", "B2-B3", "D3-D4", "A4-B4", "B4-C4"),
        ("A1-B1", "B1-C1", "C1-D1", "B2-B3", "C2-C3", "A4-B4", "B4-C4", "C4-D4"),
        ("C1-C2", "A2-B2", "C2-D2", "A2-A3", "C2-C3", "A3-B3", "B3-C3", "C4-D4"),
    ),
    "office": (
        ("A1-B1", "B1-C1", "D1-D2", "A2-B2", "C2-D2", "B3-C3", "B3-B4", "D3-D4"),
        ("D1-D2", "A2-B2", "B2-C2", "C2-D2", "A2-A3", "A3-B3", "B3-C3", "D3-D4"),
    ),
    "fortknox": (
        ("C1-D1", "D1-E1", "C1-C2", "A2-B2", "D2-E2", "A2-A3", "B3-B4", "E3-E4", "A4-A5", "C4-C5",
         "D4-D5", "C5-D5"),
        ("B1-C1", "C1-D1", "A1-A2", "D2-E2", "E2-E3", "A3-B3", "B3-B4", "E3-E4", "C4-D4", "D4-D5",
         "A5-B5", "B5-C5"),
    ),
}


def square(name: str, size: int) -> int:
    """The floor-local index of a square name: "B3" -> row 2, column 1."""
    col, row = "ABCDE".index(name[0]), int(name[1:]) - 1
    if not (0 <= col < size and 0 <= row < size):
        raise ValueError(f"no square {name} on a {size}x{size} floor")
    return row * size + col


def square_name(index: int, size: int) -> str:
    """Inverse of `square`."""
    return f"{'ABCDE'[index % size]}{index // size + 1}"


def standard_walls(job: Job) -> list[list[int]]:
    """The printed plan as [low cell, high cell] pairs over the whole building (a fresh list)."""
    return [list(w) for w in _standard_walls(job.id, job.squares, job.size)]


@cache
def _standard_walls(job_id: str, squares: int, size: int) -> tuple[tuple[int, ...], ...]:
    """The printed plan, worked out once per job: every game of that job starts from it."""
    out = []
    for floor, plan in enumerate(STANDARD[job_id]):
        base = floor * squares
        for wall in plan:
            a, b = (square(part, size) + base for part in wall.split("-"))
            out.append(sorted((a, b)))
    return tuple(tuple(w) for w in sorted(out))


def _edges(job: Job, beam: int | None) -> list[tuple[int, int]]:
    """Every pair of neighbouring squares of one floor, the beam left out."""
    n, out = job.size, []
    for i in range(job.squares):
        for j in (i + 1, i + n):
            if (j == i + 1 and i % n == n - 1) or j >= job.squares:
                continue
            if beam not in (i, j):
                out.append((i, j))
    return out


def _connected(job: Job, blocked: set[tuple[int, int]], beam: int | None) -> bool:
    """Whether every room square of a floor can still reach every other."""
    open_edges = [e for e in _edges(job, beam) if e not in blocked]
    rooms = [i for i in range(job.squares) if i != beam]
    seen, stack = {rooms[0]}, [rooms[0]]
    while stack:
        cur = stack.pop()
        for a, b in open_edges:
            other = b if a == cur else a if b == cur else None
            if other is not None and other not in seen:
                seen.add(other)
                stack.append(other)
    return len(seen) == len(rooms)


def random_walls(job: Job, rng: Rng, beam: int | None = None) -> list[list[int]]:
    """`job.inner_walls` walls per floor at random, never cutting a floor in two (around the beam
    square, by default the job's)."""
    beam = job.shaft if beam is None else beam
    out: list[list[int]] = []
    for floor in range(job.floors):
        edges = _edges(job, beam)
        rng.shuffle(edges)
        chosen: set[tuple[int, int]] = set()
        for edge in edges:
            if len(chosen) == job.inner_walls:
                break
            if _connected(job, chosen | {edge}, beam):
                chosen.add(edge)
        base = floor * job.squares
        out.extend([a + base, b + base] for a, b in chosen)
    return sorted(out)
