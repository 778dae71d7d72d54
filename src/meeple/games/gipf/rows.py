"""Rows: four or more pieces of one colour in a line, and the stretch of pieces they take with them.

A row is removed together with every piece that extends it along its line
without a gap, of either colour. So what a row removes is the whole maximal
run of occupied spots on that line around the four-or-more; `rows_of`
returns exactly those runs, as tuples of spots in line order.

A line of the board has at most seven spots, so it can hold only one row:
two runs of four would need nine spots. That keeps a row identified by its
two ends.
"""

from __future__ import annotations

from collections.abc import Iterable
from operator import itemgetter

from .components import EMPTY, OWNER, WEIGHT, is_gipf
from .geometry import LINES, LINES_THROUGH

Row = tuple[int, ...]


def _rows_on_line(board: list[int], line: tuple[int, ...], seat: int) -> Row | None:
    """The run on `line` holding four or more of `seat`'s pieces in a row, if any."""
    start = 0
    streak = best = 0
    found = None
    for i, p in enumerate(line):
        v = board[p]
        if v == EMPTY:
            if best >= 4:
                found = line[start:i]
                break
            start, streak, best = i + 1, 0, 0
            continue
        streak = streak + 1 if OWNER[v] == seat else 0
        best = max(best, streak)
    else:
        if best >= 4:
            found = line[start:]
    return found


_READERS = tuple(itemgetter(*line) for line in LINES)


def rows_of(board: list[int], seat: int, lines: Iterable[int] = range(len(LINES))) -> list[Row]:
    """Every run that is a row of `seat` on the given lines (all by default), in line order.

    Lines with fewer than four of the seat's pieces are skipped after one C-speed count.
    """
    single, gipf = seat + 1, seat + 3
    out = []
    for i in lines:
        cells = _READERS[i](board)
        if cells.count(single) + cells.count(gipf) >= 4:
            row = _rows_on_line(board, LINES[i], seat)
            if row is not None:
                out.append(row)
    return out


def changed_lines(changed: list[int]) -> list[int]:
    """The lines through the spots a push changed: the only places a new row can appear.

    Every turn ends with no row left to take, so a row can only be new on a line
    the push touched; removals only clear spots and never make a row. Looking
    there alone makes row detection incremental (a push touches at most 15 of
    the 21 lines, usually 4 to 7), and a row of GIPFs that were all kept is not
    asked about again on later turns unless a push changes its line.
    """
    return sorted({i for p in changed for i in LINES_THROUGH[p]})


def pending_rows(board: list[int], seat: int, changed: list[int], handled: list[list[int]]) -> list[Row]:
    """The rows of `seat` that the last push made and that are not yet dealt with this turn.

    A row whose spots all lie in a run already removed this turn is what is left
    of it after GIPF pieces were kept on purpose; it is not taken a second time.
    """
    done = [set(h) for h in handled]
    rows = rows_of(board, seat, changed_lines(changed))
    return [r for r in rows if not any(set(r) <= h for h in done)]


def free_rows(rows: list[Row]) -> list[Row]:
    """The rows that share no spot with another row: their order of removal cannot matter."""
    sets = [set(r) for r in rows]
    return [r for i, r in enumerate(rows) if not any(sets[i] & s for j, s in enumerate(sets) if j != i)]


def gipfs_in(board: list[int], row: Row | list[int]) -> list[int]:
    """The spots of `row` holding a GIPF, in line order: each needs a keep-or-take decision."""
    return [p for p in row if is_gipf(board[p])]


def removal(board: list[int], row: list[int], keep: list[int], seat: int) -> tuple[int, int]:
    """Clear `row` except the GIPFs in `keep`; return (pieces back to `seat`'s reserve, pieces captured)."""
    back = taken = 0
    for p in row:
        v = board[p]
        if v == EMPTY or p in keep:
            continue
        if OWNER[v] == seat:
            back += WEIGHT[v]
        else:
            taken += WEIGHT[v]
        board[p] = EMPTY
    return back, taken


def gipf_count(board: list[int], seat: int) -> int:
    """How many GIPFs `seat` has on the board."""
    return board.count(seat + 3)
