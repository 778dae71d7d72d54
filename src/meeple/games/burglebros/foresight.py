"""The bot's forecast of a guard: how likely he is to walk into each room before a thief acts again.

Only public facts are used: the guard, his destination, the alarms (and the
players' pick among equally near ones), his die, and the patrol discard pile
(plus any top card a Spotter has shown). Where he will draw a new destination,
every card not yet discarded is taken as equally likely. The first such draw
is followed card by card; after that his remaining steps are spread thinly
over the rooms within reach. `danger` turns the forecast into the bot's
measure of a room, and `threat` into that of a floor's thieves.
"""

from __future__ import annotations

from collections import defaultdict

from .alarms import alarms_on
from .state import BurgleState

VISIT = 60.0
"""The danger of a room the guard surely walks into; a chance of it is that share of VISIT."""
SPREAD = 0.15
"""Weight of a room within reach after the forecast stops following draws."""
UNSEEN = 12.0
"""Danger anywhere on a floor whose guard has not come out yet (he appears at random)."""
CARE = (3.0, 1.5, 1.0, 0.8)
"""How much a thief's danger weighs, by stealth tokens left (0, 1, 2, 3 or more)."""


def danger(s: BurgleState, floor: int, newcomer: bool = False) -> dict[int, float]:
    """How bad it is to stand on each cell of a floor when the turn ends: 60 times the chance
    that the guard walks in before this thief acts again (he walks once after each turn of a
    thief on his floor, `newcomer` counting one more; see `foresight`), and 40 on the guard's
    own cell. A floor whose guard has not come out yet is UNSEEN everywhere. A Foyer is as bad
    as its worst open neighbour, an Atrium as the rooms straight above and below it are under
    their own floors' guards."""
    g = s.guards[floor]
    if not g.active:
        return dict.fromkeys(s.layout.floor_cells(floor), UNSEEN)
    if g.pos is None:
        return {}
    out = {c: VISIT * p for c, p in guard_visits(s, floor, max(1, _walkers(s, floor) + newcomer)).items()}
    out[g.pos] = max(out.get(g.pos, 0.0), 40.0)
    for c in s.layout.floor_cells(floor):
        if s.active_room(c, "foyer"):
            out[c] = max([out.get(c, 0.0)] + [out.get(n, 0.0) for n in s.layout.open[c]])
        elif s.active_room(c, "atrium"):
            out[c] = max([out.get(c, 0.0)] + [VISIT * p for p in _seen_through(s, c)])
    return out


def _walkers(s: BurgleState, floor: int) -> int:
    """Thieves on a floor: its guard walks once after each of their turns."""
    return sum(1 for t in s.thieves if t.inside and s.layout.floor(t.pos) == floor)


def _seen_through(s: BurgleState, atrium: int) -> list[float]:
    """Chances that the guards of the floors above and below walk onto the rooms straight above
    and below an Atrium (they walk only after turns of thieves on their own floors)."""
    out = []
    for n in (s.layout.above(atrium), s.layout.below(atrium)):
        if n is not None and _walkers(s, s.layout.floor(n)):
            out.append(guard_visits(s, s.layout.floor(n), _walkers(s, s.layout.floor(n))).get(n, 0.0))
    return out


def threat(s: BurgleState, floor: int) -> float:
    """The worst `danger` a thief on this floor stands in, weighed by the tokens it has left."""
    hot = danger(s, floor)
    return max((hot.get(t.pos, 0.0) * CARE[min(t.stealth, len(CARE) - 1)]
                for t in s.thieves if t.inside and s.layout.floor(t.pos) == floor), default=0.0)


def guard_visits(s: BurgleState, floor: int, walks: int = 1) -> dict[int, float]:
    """Chance (capped at 1) that the floor's guard enters each cell in his next `walks` walks."""
    g = s.guards[floor]
    if not g.active or g.pos is None:
        return {}
    acc: dict[int, float] = defaultdict(float)
    pick = s.alarm_pick[floor]
    alarms = frozenset(alarms_on(s, floor))
    _Forecast(s, floor, acc, pick).go(g.pos, g.dest, alarms, g.die + len(alarms), walks, 1.0, 1)
    return {c: min(1.0, p) for c, p in acc.items()}


Post = tuple[int | None, int | None, frozenset[int]]
"""A guard after his walks: his room, his destination, the alarms left on his floor (the room
None: lost track of, after a second patrol draw)."""


def guard_posts(s: BurgleState, floor: int, walks: int) -> dict[Post, float]:
    """Where the floor's guard may stand after his next `walks` walks, with the chances (the
    same public forecast as `guard_visits`; a second draw loses track of him)."""
    g = s.guards[floor]
    if not g.active or g.pos is None:
        return {}
    ends: dict[Post, float] = {}
    alarms = frozenset(alarms_on(s, floor))
    _Forecast(s, floor, defaultdict(float), s.alarm_pick[floor], ends).go(
        g.pos, g.dest, alarms, g.die + len(alarms), walks, 1.0, 1)
    return ends


def visits_from(s: BurgleState, floor: int, post: Post, walks: int) -> dict[int, float]:
    """`guard_visits` for a guard standing at `post` instead of where he is now."""
    pos, dest, alarms = post
    acc: dict[int, float] = defaultdict(float)
    if pos is not None:
        _Forecast(s, floor, acc, None).go(pos, dest, alarms, s.guards[floor].die + len(alarms), walks, 1.0, 1)
    return acc


class _Forecast:
    """One forecast: follows the guard's walk, branching on patrol draws."""

    def __init__(self, s: BurgleState, floor: int, acc: dict[int, float], pick: int | None,
                 ends: dict[Post, float] | None = None) -> None:
        self.s, self.floor, self.acc, self.pick, self.ends = s, floor, acc, pick, ends
        self.lay = s.layout
        self.die = s.guards[floor].die
        self.new_card = s.options["after_alarm"] == "new_card"
        deck = s.patrol[floor]
        base = floor * self.lay.squares
        top = [c for c in deck.known_top() if c >= 0]
        if top:
            self.pool = [top[0] + base]
        else:
            used = {c + base for c in deck.discard if c >= 0}
            self.pool = [c for c in self.lay.floor_cells(floor) if c not in used] or list(self.lay.floor_cells(floor))

    def _goal(self, pos: int, dest: int | None, alarms: frozenset[int]) -> int | None:
        if not alarms:
            return dest
        d = [(self.lay.dist(a)[pos], a) for a in alarms]
        best = min(d)[0]
        near = [a for x, a in d if x == best]
        return self.pick if self.pick in near else min(near)

    def go(self, pos: int, dest: int | None, alarms: frozenset[int], moves: int, walks: int, p: float,
           branches: int) -> None:
        """Walk on from `pos` with `moves` left in this walk and `walks` walks in all."""
        while True:
            while moves > 0:
                goal = self._goal(pos, dest, alarms)
                if goal is None:
                    self._end(pos, dest, alarms, p)
                    return
                if goal == pos:
                    self._branch(pos, alarms, moves, walks, p, branches)
                    return
                pos = self.lay.step(pos, goal)
                moves -= 1
                self.acc[pos] += p
                if pos in alarms:
                    alarms = alarms - {pos}
                    if not alarms and self.new_card:
                        self._branch(pos, alarms, moves, walks, p, branches)
                        return
                elif not alarms and pos == dest:
                    self._branch(pos, alarms, moves, walks, p, branches)
                    return
            walks -= 1
            if walks <= 0:
                self._end(pos, dest, alarms, p)
                return
            moves = self.die + len(alarms)

    def _end(self, pos: int | None, dest: int | None, alarms: frozenset[int], p: float) -> None:
        """Where the guard stands, and heads for, once his walks are done (kept when asked)."""
        if self.ends is not None:
            key = (pos, dest, alarms)
            self.ends[key] = self.ends.get(key, 0.0) + p

    def _branch(self, pos: int, alarms: frozenset[int], moves: int, walks: int, p: float, branches: int) -> None:
        """A new patrol card: follow each possible destination, or spread thinly once too deep."""
        pool = [c for c in self.pool if c != pos]
        if branches <= 0 or not pool:
            reach = moves + (walks - 1) * (self.die + len(alarms))
            d = self.lay.dist(pos)
            for c in self.lay.floor_cells(self.floor):
                if 0 < d[c] <= reach:
                    self.acc[c] += p * SPREAD
            self._end(None, None, alarms, p)
            return
        share = p / len(pool)
        for c in pool:
            self.go(pos, c, alarms, moves, walks, share, branches - 1)
