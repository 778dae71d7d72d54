"""The bot's look at its next turn: from a room a turn could end in, will the thief still have a
calm room within reach once the guard has walked?

A one-turn plan ends in a room the guard will not walk into now, and often finds
next turn that every way out crosses his new path (a dead end, a safe in a
corner). Here the guard's walks until the thief acts again are followed to where
he may stand then (`foresight.guard_posts`, public facts only: his destination,
the alarms, the undiscarded patrol cards), and for each such post the thief's
best room a few actions away is measured by his forecast from there. `trap(e)`
is the chance, averaged over his posts, that even that best room is walked into:
the price of ending the turn in `e`, counted a turn ahead.
"""

from __future__ import annotations

from typing import TypeVar

from .board import Layout
from .botroute import links
from .foresight import VISIT, Post, guard_posts, visits_from
from .state import BurgleState

NEXT_BUDGET = 3
"""Actions the thief is expected to spend getting out of the way next turn (one is left for work)."""
MIN_SHARE = 0.02
"""Posts of the guard less likely than this are not followed (they count as LOST)."""
LOST = 0.15
"""Chance of a trap assumed where the forecast has lost track of the guard (a second patrol draw)."""
_CACHE_SIZE = 512
V = TypeVar("V")

_posts: dict[tuple[object, ...], tuple[Layout, list[tuple[Post, float]], float]] = {}
_visits: dict[tuple[object, ...], tuple[Layout, dict[int, float]]] = {}


def _walks(s: BurgleState, seat: int, floor: int) -> int:
    """The guard's walks on `floor` before this thief acts again, if its turn ends there."""
    return 1 + sum(1 for i, t in enumerate(s.thieves) if i != seat and t.inside and s.layout.floor(t.pos) == floor)


def _key(s: BurgleState, floor: int, walks: int) -> tuple[object, ...]:
    g, deck = s.guards[floor], s.patrol[floor]
    return (id(s.layout), floor, g.pos, g.dest, g.die, walks, tuple(deck.discard), tuple(deck.known_top()),
            s.alarm_pick[floor], tuple(sorted(c for c in s.layout.floor_cells(floor) if s.alarm[c])),
            s.options["after_alarm"])


def _remember(cache: dict[tuple[object, ...], V], key: tuple[object, ...], value: V) -> None:
    if len(cache) >= _CACHE_SIZE:
        cache.clear()
    cache[key] = value


def posts(s: BurgleState, floor: int, walks: int) -> tuple[list[tuple[Post, float]], float]:
    """The guard's likely posts after `walks` walks with their chances, and the chance left
    unfollowed (lost track of, or too unlikely)."""
    key = _key(s, floor, walks)
    hit = _posts.get(key)
    if hit is not None and hit[0] is s.layout:
        return hit[1], hit[2]
    ends = guard_posts(s, floor, walks)
    kept = sorted(((p, c) for p, c in ends.items() if p[0] is not None and c >= MIN_SHARE),
                  key=lambda pc: -pc[1])
    lost = max(0.0, 1.0 - sum(c for _, c in kept))
    _remember(_posts, key, (s.layout, kept, lost))
    return kept, lost


def _visits_at(s: BurgleState, floor: int, post: Post, walks: int) -> dict[int, float]:
    key = (*_key(s, floor, walks), post)
    hit = _visits.get(key)
    if hit is not None and hit[0] is s.layout:
        return hit[1]
    out = visits_from(s, floor, post, walks)
    _remember(_visits, key, (s.layout, out))
    return out


def _step(s: BurgleState, cell: int) -> int:
    """Actions to walk into a revealed room next turn (a plain guess: locks and lasers cost more)."""
    room = s.rooms[cell] if not s.disabled[cell] else None
    if room == "deadbolt":
        return 3
    if room == "laser" or (room == "keypad" and not s.keypad_open[cell]):
        return 2
    return 1


def _near(s: BurgleState, start: int, avoid: int) -> list[int]:
    """Revealed rooms within NEXT_BUDGET actions of `start`, not through the guard's room."""
    best = {start: 0}
    frontier = [start]
    while frontier:
        nxt = []
        for c in frontier:
            for n in links(s, c):
                if n == avoid or not s.revealed[n]:
                    continue
                cost = best[c] + _step(s, n)
                if cost <= NEXT_BUDGET and cost < best.get(n, NEXT_BUDGET + 1):
                    best[n] = cost
                    nxt.append(n)
        frontier = nxt
    return list(best)


class NextTurn:
    """`trap(cell)`: the chance that the guard walks into the best room this thief can reach in
    its next turn, if its turn ends in `cell` (0 to 1; cached per room)."""

    def __init__(self, s: BurgleState, seat: int, hot: dict[int, float]) -> None:
        self.s, self.seat, self.hot = s, seat, hot
        self.memo: dict[int, float] = {}

    def trap(self, cell: int) -> float:
        if cell not in self.memo:
            self.memo[cell] = self._trap(cell)
        return self.memo[cell]

    def _trap(self, cell: int) -> float:
        s = self.s
        if not s.revealed[cell]:
            return 0.0
        floor = s.layout.floor(cell)
        if not s.guards[floor].active or s.guards[floor].pos is None:
            return 0.0
        walks = _walks(s, self.seat, floor)
        kept, lost = posts(s, floor, walks)
        total = lost * LOST
        for post, chance in kept:
            visits = _visits_at(s, floor, post, walks)
            best = 1.0
            guard = post[0] if post[0] is not None else -1
            for r in _near(s, cell, guard if guard != cell else -1):
                if s.layout.floor(r) == floor:
                    v = 1.0 if r == guard else visits.get(r, 0.0)
                else:
                    v = self.hot.get(r, 0.0) / VISIT
                best = min(best, v)
                if best <= 0.0:
                    break
            total += chance * min(1.0, best)
        return total
