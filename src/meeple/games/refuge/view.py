"""What each seat (and a spectator) sees.

Public: the weather track and what is left of the weather deck, the market,
every path, steps, points, what each walker is doing (a stage name), the
contents of every bag counted together with the tiles its owner holds (that
much is public knowledge: every tile enters and leaves a bag in the open) and
how many tiles each holds. Private to a seat: which drawn tiles it holds,
its secret decision until it is revealed, and the two sides of a "/" effect
it is choosing between. Nobody sees a bag's order: there is none.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from .components import COST, NAMES, SLOTS_PER_TIER, TILES, WALKS, WEATHER_DECK
from .effects import describe, symbols
from .playing import forest_tiles, path_animals
from .state import RefugeState
from .walk import warning_at

CATALOGUE: dict[str, dict[str, Any]] = {
    t.name: {"back": t.back, "animals": t.animals, "bang": t.bang, "effect": symbols(t.effect),
             "text": describe(t.effect) if t.effect else "", "cost": t.cost}
    for t in TILES
}
"""Every tile's printed facts, for the board. The renderer reads them from `tiles.js`, which
`python -m meeple.games.refuge.view` writes from this (a test checks the two agree), so that views
do not carry them at every step."""


def catalogue_module() -> str:
    """The text of `tiles.js`."""
    body = json.dumps(CATALOGUE, indent=1, sort_keys=True)
    return ("// Written by `python -m meeple.games.refuge.view` from components.py: do not edit.\n"
            f"export const TILES = {body};\n")


def counts(tiles: list[int]) -> dict[str, int]:
    """A multiset of tiles as {name: copies} in tile order."""
    out: dict[str, int] = {}
    for t in sorted(tiles):
        out[NAMES[t]] = out.get(NAMES[t], 0) + 1
    return out


def build_view(state: RefugeState, seat: int | None) -> dict[str, Any]:
    """The view for `seat` (None = spectator)."""
    left = list(WEATHER_DECK)
    for tile, owner in state.track:
        if owner == -1:
            left.remove(tile)
    return {
        "walk": state.walk,
        "walks": WALKS,
        "turn": state.turn,
        "phase": state.phase,
        "first": state.first,
        "storms": state.storms(),
        "warning_at": warning_at(state),
        "track": [{"tile": NAMES[t], "owner": o if o >= 0 else None} for t, o in state.track],
        "weather_deck": counts(left),
        "reserve": state.reserve,
        "market": [NAMES[t] if t >= 0 else None for t in state.market],
        "slots_per_tier": SLOTS_PER_TIER,
        "stacks": [len(s) for s in state.stacks],
        "buyers": state.buyers[:],
        "players": [_public(state, s) for s in range(state.players)],
        "you": None if seat is None else _private(state, seat),
    }


def _public(state: RefugeState, s: int) -> dict[str, Any]:
    return {
        "seat": s,
        "stage": state.stage[s],
        "path": [NAMES[t] for t in state.paths[s]],
        "steps": state.steps[s],
        "vp": state.vp[s],
        "animals": path_animals(state, s),
        "forest": forest_tiles(state, s),
        "bag": counts(state.bags[s] + state.hands[s]),
        "bag_size": len(state.bags[s]) + len(state.hands[s]),
        "held": len(state.hands[s]),
        "removed": [NAMES[t] for t in state.removed[s]],
        "results": state.results[s][:],
    }


def _private(state: RefugeState, s: int) -> dict[str, Any]:
    return {
        "seat": s,
        "hand": [NAMES[t] for t in state.hands[s]],
        "decision": state.pending[s],
        "offer": [describe(o.partition(":")[2]) for o in state.offer[s]],
        "affordable": [NAMES[t] for t in state.market if t >= 0 and COST[t] <= state.steps[s]],
    }


if __name__ == "__main__":
    (Path(__file__).parent / "tiles.js").write_text(catalogue_module())
