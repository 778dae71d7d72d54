"""The building's geometry: cells, neighbours through open doorways, and the guards' routes.

A cell is one number for the whole building: `floor * squares + row * size + col`
(floor 0 is the ground floor). A `Layout` is immutable and shared by every state
with the same job and walls; it memoizes distances and guard steps.
"""

from __future__ import annotations

from functools import lru_cache

from .components import JOBS, Job
from .walls import square_name


class Layout:
    """Cells and walls of one building; answers every geometric question."""

    def __init__(self, job: Job, walls: tuple[tuple[int, int], ...], beam: int | None) -> None:
        self.job = job
        self.beam = beam
        self.size = job.size
        self.squares = job.squares
        self.floors = job.floors
        self.cells = tuple(c for c in range(job.floors * job.squares) if not self.is_shaft(c))
        self.walls = frozenset(walls)
        self.grid = tuple(self._grid_nbrs(c) for c in range(job.floors * job.squares))
        self.open = tuple(tuple(n for n in self.grid[c] if not self.wall(c, n)) for c in range(len(self.grid)))
        # Fixed for the layout's life, so worked out once: `walled`, `above` and `below` are asked
        # for every legal-action list.
        self._walled = tuple(tuple(n for n in self.grid[c] if self.wall(c, n)) for c in range(len(self.grid)))
        top = (self.floors - 1) * self.squares
        self._above = tuple(c + self.squares if c < top else None for c in range(len(self.grid)))
        self._below = tuple(c - self.squares if c >= self.squares else None for c in range(len(self.grid)))
        self._floor_cells = tuple(
            tuple(c for c in range(f * self.squares, (f + 1) * self.squares) if not self.is_shaft(c))
            for f in range(self.floors))
        self._floor_squares = tuple(tuple(self.local(c) for c in cells) for cells in self._floor_cells)
        self._names = tuple(self._name(c) for c in range(len(self.grid)))
        self.watched = tuple(
            frozenset((c, *self.open[c], *(v for v in (self._above[c], self._below[c]) if v is not None)))
            for c in range(len(self.grid)))
        """The cells a guard arriving on a cell may see a thief in: the cell itself, its open
        neighbours (a Foyer) and the cells straight above and below (an Atrium)."""
        self._dist: dict[int, list[int]] = {}
        self._step: dict[tuple[int, int], int] = {}
        self._within: dict[tuple[int, int], tuple[int, ...]] = {}

    # -- cells ---------------------------------------------------------------------

    def floor(self, cell: int) -> int:
        """The floor (0 = ground) of a cell."""
        return cell // self.squares

    def local(self, cell: int) -> int:
        """The square of a cell on its floor."""
        return cell % self.squares

    def row(self, cell: int) -> int:
        return cell % self.squares // self.size

    def col(self, cell: int) -> int:
        return cell % self.size

    def is_shaft(self, cell: int) -> bool:
        """Whether a cell is Fort Knox's empty beam square."""
        return self.beam is not None and cell % self.squares == self.beam

    def name(self, cell: int) -> str:
        """"B3 on floor 2" style names for the log (worked out once per cell of the building)."""
        return self._names[cell] if 0 <= cell < len(self._names) else self._name(cell)

    def _name(self, cell: int) -> str:
        return f"{square_name(self.local(cell), self.size)} on floor {self.floor(cell) + 1}"

    def above(self, cell: int) -> int | None:
        """The cell straight above, or None on the top floor (off-board cells keep the old arithmetic)."""
        return self._above[cell] if cell >= 0 else cell + self.squares

    def below(self, cell: int) -> int | None:
        """The cell straight below, or None on the ground floor."""
        return self._below[cell] if cell >= 0 else None

    def floor_cells(self, floor: int) -> tuple[int, ...]:
        """The room cells of one floor."""
        return self._floor_cells[floor]

    def floor_squares(self, floor: int) -> tuple[int, ...]:
        """The floor-local squares of one floor's rooms (a patrol deck's cards)."""
        return self._floor_squares[floor]

    def line(self, cell: int) -> list[int]:
        """The other room cells in the same row or column of the same floor (a safe's combination)."""
        r, c, base = self.row(cell), self.col(cell), self.floor(cell) * self.squares
        row = [base + r * self.size + i for i in range(self.size)]
        same = row + [base + i * self.size + c for i in range(self.size)]
        return sorted({x for x in same if x != cell and not self.is_shaft(x)})

    def is_outer(self, cell: int) -> bool:
        """On the outside wall, or next to the beam (where a window may be climbed)."""
        r, c, n = self.row(cell), self.col(cell), self.size - 1
        return r in (0, n) or c in (0, n) or any(self.is_shaft(x) for x in self._raw_nbrs(cell))

    # -- walls and neighbours ----------------------------------------------------------

    def _raw_nbrs(self, cell: int) -> list[int]:
        r, c, out = self.row(cell), self.col(cell), []
        if r > 0:
            out.append(cell - self.size)
        if c > 0:
            out.append(cell - 1)
        if c < self.size - 1:
            out.append(cell + 1)
        if r < self.size - 1:
            out.append(cell + self.size)
        return out

    def _grid_nbrs(self, cell: int) -> tuple[int, ...]:
        if self.is_shaft(cell):
            return ()
        return tuple(n for n in self._raw_nbrs(cell) if not self.is_shaft(n))

    def wall(self, a: int, b: int) -> bool:
        """Whether a plan wall stands between two neighbouring cells."""
        return (min(a, b), max(a, b)) in self.walls

    def walled(self, cell: int) -> tuple[int, ...]:
        """Neighbouring room cells behind a plan wall."""
        return self._walled[cell]

    # -- guard routes ------------------------------------------------------------------

    def dist(self, target: int) -> list[int]:
        """Walking distance from every cell to `target` (-1 where unreachable)."""
        got = self._dist.get(target)
        if got is None:
            got = [-1] * len(self.grid)
            got[target] = 0
            queue = [target]
            for cur in queue:
                for n in self.open[cur]:
                    if got[n] < 0:
                        got[n] = got[cur] + 1
                        queue.append(n)
            self._dist[target] = got
        return got

    def within(self, cell: int, steps: int) -> tuple[int, ...]:
        """The cells of `cell`'s floor at most `steps` walking steps away, `cell` included (memoized)."""
        key = (cell, steps)
        got = self._within.get(key)
        if got is None:
            d = self.dist(cell)
            got = self._within[key] = tuple(c for c in self._floor_cells[self.floor(cell)] if 0 <= d[c] <= steps)
        return got

    def step(self, start: int, target: int) -> int:
        """The guard's next cell from `start` toward `target` on a shortest path.

        Where several shortest paths fork, the guard takes the most clockwise
        branch: the one that, walked out and back along the other branch to
        where they meet again, goes round clockwise (seen from above).
        """
        key = (start, target)
        got = self._step.get(key)
        if got is None:
            d = self.dist(target)
            downs = [n for n in self.open[start] if d[n] == d[start] - 1]
            got = downs[0]
            for other in downs[1:]:
                if self._clockwise(start, other, got, d):
                    got = other
            self._step[key] = got
        return got

    def _downhill(self, d: list[int], cell: int) -> set[int]:
        seen, stack = {cell}, [cell]
        while stack:
            cur = stack.pop()
            for n in self.open[cur]:
                if d[n] == d[cur] - 1 and n not in seen:
                    seen.add(n)
                    stack.append(n)
        return seen

    def _walk(self, start: int, end: int) -> list[int]:
        """Some shortest path from start to end, both included."""
        d, path = self.dist(end), [start]
        while path[-1] != end:
            path.append(next(n for n in self.open[path[-1]] if d[n] == d[path[-1]] - 1))
        return path

    def _clockwise(self, start: int, a: int, b: int, d: list[int]) -> bool:
        """Whether branch `a` is more clockwise than branch `b` at the fork `start`."""
        common = self._downhill(d, a) & self._downhill(d, b)
        meet = min(common, key=lambda c: (-d[c], c))
        loop = [start, *self._walk(a, meet), *reversed(self._walk(b, meet)[:-1])]
        pts = [(self.col(c), self.row(c)) for c in loop]
        area = sum(x1 * y2 - x2 * y1 for (x1, y1), (x2, y2) in zip(pts, pts[1:] + pts[:1], strict=True))
        return area > 0


@lru_cache(maxsize=512)
def layout(job_id: str, walls: tuple[tuple[int, int], ...], beam: int | None) -> Layout:
    """The shared Layout for a job, a set of walls and the beam square (Fort Knox; else None)."""
    return Layout(JOBS[job_id], walls, beam)
