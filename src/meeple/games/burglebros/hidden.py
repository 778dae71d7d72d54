"""Determinization: a state consistent with what the crew knows, everything unseen resampled.

Unseen: the face-down rooms, the order of every deck (but the cards a Spotter
or the Crystal Ball has shown), and the patrol cards set aside. Each pool is
built in sorted order before it is shuffled, so two states that look the same
give the same result for the same Rng. Every seat knows the same things.
"""

from __future__ import annotations

from collections import Counter

from meeple.engine import Rng

from .components import JOBS
from .state import BurgleState, Deck


def determinize(state: BurgleState, rng: Rng) -> BurgleState:
    """A copy with hidden rooms, deck orders, set-aside cards and the Rng resampled."""
    out = state.clone()
    _rooms(out, rng)
    for deck in [*out.patrol, out.tools, out.loot, out.events]:
        _deck(deck, rng)
    out.rng = Rng(rng.next64())
    return out


def _rooms(s: BurgleState, rng: Rng) -> None:
    """Deal the unseen room tiles anew, each floor keeping at least one safe and one stairs (and a
    Deadbolt when they are dealt one per floor)."""
    job = JOBS[s.options["job"]]
    seen = Counter((s.rooms[c], s.numbers[c]) for c in s.layout.cells if s.revealed[c])
    pool = []
    for tile in _TILES[job.id]:
        if seen[tile]:
            seen[tile] -= 1
        else:
            pool.append(tile)
    hidden, required = [], []
    for f in range(job.floors):
        cells = s.layout.floor_cells(f)
        hidden.append([c for c in cells if not s.revealed[c]])
        shown = {s.rooms[c] for c in cells if s.revealed[c]}
        mine = []
        for kind in ("safe", "stairs", "deadbolt"):
            if kind not in shown and (kind != "deadbolt" or s.options.get("deadbolts") == "per_floor"):
                choices = [t for t in pool if t[0] == kind]
                pick = choices[rng.below(len(choices))]
                pool.remove(pick)
                mine.append(pick)
        required.append(mine)
    rng.shuffle(pool)
    for f, unseen in enumerate(hidden):
        tiles = required[f] + [pool.pop() for _ in range(len(unseen) - len(required[f]))]
        rng.shuffle(tiles)
        for c, (kind, n) in zip(unseen, tiles, strict=True):
            s.rooms[c], s.numbers[c] = kind, n


_TILES = {job.id: tuple(sorted((kind, n) for kind, numbers in job.tiles.items() for n in numbers))
          for job in JOBS.values()}
"""Every job's room tiles in canonical (sorted) order."""


def _deck(d: Deck, rng: Rng) -> None:
    """Shuffle the unknown middle of a deck together with its set-aside cards."""
    top = len(d.cards) - d.top_known
    middle = d.cards[d.bottom_known:top]
    pool = sorted(middle + d.removed)
    rng.shuffle(pool)
    k = len(d.removed)
    d.removed = pool[:k]
    d.cards = d.cards[: d.bottom_known] + pool[k:] + d.cards[top:]
