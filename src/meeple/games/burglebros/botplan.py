"""The bot's turn plan: where to work, how much work, and where to end the turn, as one choice.

A plan is a room to work in (reached through known rooms), a number of actions
of work there (peeks first, then dice, then rolls, the best mix for that many
actions), and the room to end the turn in with the actions left. Work is
measured in units of one action of progress: a roll is one unit, a die the
rolls it is expected to save (`safeplan.expected_rolls`), a peek at a room the
crew needs to see about one. The room the turn ends in is measured by the
caller (the guards' forecast, nearness to the goal, our own dangers), a step
nearer the goal being worth one unit. The first action of the best plan is
played, and the plan is made afresh after every action (a peek or a roll may
change everything).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from meeple.engine import Action

from .actions import peeks_from
from .botroute import reach
from .components import MAX_SAFE_DICE
from .safeplan import expected_rolls, faces_missing
from .safes import is_combination_revealed
from .state import BurgleState

UNIT = 1.5
"""Worth of one action of progress, on the scale of the end room's measure (where a step nearer
the goal is worth 1.5)."""
LINE_PEEK = 1.2
"""Units for a look at a face-down room of a known safe's row or column (it must be seen before
anyone may roll)."""
SEARCH_PEEK = 0.7
"""Units for a look at a face-down room of a floor whose safe (or stairs) is not known yet."""
IDLE_PEEK = 0.1
"""Units for any other look (a room known is a way known)."""
FIRST_DIE = 8.0
"""Units for the first die on a safe (without one nobody can roll at all)."""
ESCAPE = 100.0
"""Units for escaping to the roof once every safe is open (the turn ends there)."""
UNREADY = 0.7
"""Share of a die's worth while the safe's row and column are not all seen (no roll yet)."""


def peek_value(s: BurgleState, seat: int, cell: int) -> float:
    """Units for revealing `cell` (by a peek or by walking in)."""
    lay = s.layout
    floor = lay.floor(cell)
    safes = [c for c in lay.floor_cells(floor) if s.is_room(c, "safe")]
    if any(cell in lay.line(c) for c in safes if not s.safe_open[c]):
        return LINE_PEEK
    stairs = any(s.is_room(c, "stairs") for c in lay.floor_cells(floor))
    if not safes or not stairs:
        here = lay.floor(s.thieves[seat].pos)
        return SEARCH_PEEK if floor >= here else IDLE_PEEK
    return IDLE_PEEK


def _die_gain(missing: int, dice: int) -> float:
    """Units one more die saves (rolls expected before, less after)."""
    if dice <= 0:
        return FIRST_DIE
    return expected_rolls(missing, dice) - expected_rolls(missing, dice + 1)


def work_options(s: BurgleState, seat: int, cell: int, budget: int,
                 leave: bool = False) -> list[tuple[float, Action | None]]:
    """For 0..budget actions of work in `cell`: the best units of progress and the first action
    of that work (peeks, dice and rolls at a safe standing there; with `leave`, the escape from
    the top floor's stairs, worth more than anything)."""
    if leave and budget and s.is_room(cell, "stairs") and s.layout.above(cell) is None:
        return [(0.0, None), (ESCAPE, {"type": "escape"})]
    peeks = sorted(((peek_value(s, seat, c), -c) for c in peeks_from(s, cell)), reverse=True)
    safe = cell if s.is_room(cell, "safe") and not s.safe_open[cell] else None
    out: list[tuple[float, Action | None]] = [(0.0, None)]
    for k in range(1, budget + 1):
        best: tuple[float, Action | None] = out[-1]
        for a in range(min(k, len(peeks)) + 1):
            value = sum(v for v, _ in peeks[:a])
            first: Action | None = {"type": "peek", "cell": -peeks[0][1]} if a else None
            rest = k - a
            if safe is not None and rest:
                gain, act = _safe_work(s, seat, safe, rest)
                value += gain
                first = first or act
            if first is not None and value > best[0] + 1e-9:
                best = (value, first)
        out.append(best)
    return out


def _safe_work(s: BurgleState, seat: int, safe: int, actions: int) -> tuple[float, Action | None]:
    """The best units from dice and rolls with `actions` at this safe, and the first action."""
    bonus = 1 if s.thieves[seat].has("peterman", "basic") else 0
    dice, missing = s.safe_dice[safe], faces_missing(s, safe)
    ready = is_combination_revealed(s, safe) and _keycard_ok(s, seat, safe)
    best: tuple[float, Action | None] = (0.0, None)
    for d in range(min(actions // 2, MAX_SAFE_DICE - dice) + 1):
        gain = sum(_die_gain(missing, dice + bonus + i) for i in range(d))
        rolls = actions - 2 * d if ready and dice + d > 0 else 0
        value = (gain if ready else UNREADY * gain) + rolls
        act: Action | None = {"type": "add_die", "safe": safe} if d else None
        if act is None and rolls:
            act = {"type": "roll", "safe": safe}
        if act is not None and value > best[0]:
            best = (value, act)
    return best


def _keycard_ok(s: BurgleState, seat: int, safe: int) -> bool:
    holder = s.holder("keycard")
    return holder is None or holder == seat or s.thieves[holder].pos == safe


def best_plan(s: BurgleState, seat: int, end_value: Callable[[int, int], float],
              leave: bool = False) -> tuple[int, Action | None]:
    """The best plan's first step: (the room to move to, or the thief's own room; the work action
    to play there, or None). With `leave`, the thief may escape from the roof's stairs.
    `end_value(cell, actions)` measures where it ends after that many
    more actions that count against the event card (moves back into rooms stood in since the
    last other action do not, rule 24)."""
    return plan_value(s, seat, end_value, leave)[1]


def plan_value(s: BurgleState, seat: int, end_value: Callable[[int, int], float],
               leave: bool = False) -> tuple[float, tuple[int, Action | None]]:
    """`best_plan` with the plan's worth: units of work times UNIT plus `end_value` of its end."""
    p = s.thieves[seat].pos
    path = set(s.flags.get("path", ())) | {p}
    best_value = float("-inf")
    best_step: tuple[int, Action | None] = (p, None)
    for w, (cw, first) in reach(s, seat).items():
        left = s.actions_left - cw
        work = work_options(s, seat, w, left, leave)
        ends = reach(s, seat, blind=True, start=w, budget=left)
        for k, (units, act) in enumerate(work):
            if k and act is None:
                continue
            for e, (ce, first_e) in ends.items():
                if cw + k + ce > s.actions_left:
                    continue
                units_e = units if s.revealed[e] else units + peek_value(s, seat, e)
                counted = _counted(cw, w in path, k, ce, e in path)
                value = UNIT * units_e + end_value(e, counted)
                if value > best_value + 1e-9:
                    best_value = value
                    best_step = (first, None) if w != p else ((p, act) if k else (first_e, None))
    return best_value, best_step


def _counted(cw: int, w_stood: bool, k: int, ce: int, e_stood: bool) -> int:
    """Actions of a plan that spare the event card (rule 24): a move back into a room stood in
    since the last action that was not a move spares nothing; work starts the path afresh. Rooms
    along a route are taken as new; the last step into `w` (or, with no work, into `e`) is not."""
    into_w = cw - (1 if cw and w_stood else 0)
    back_e = 1 if ce and not k and e_stood else 0
    return into_w + k + ce - back_e


def move_to(moves: Sequence[Action], cell: int) -> Action | None:
    """The cheapest way into `cell` among the legal moves (pay, hack, walk, sound)."""
    steps = [a for a in moves if a["to"] == cell]
    return min(steps, key=lambda a: {"pay": 0, "hack": 1, "alarm": 3}.get(a.get("how") or "", 2)) if steps else None
