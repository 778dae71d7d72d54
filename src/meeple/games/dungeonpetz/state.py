"""Dungeon Petz state: the central board, each shop, and where the round stands.

Everything is plain lists and numbers so that `dump` is JSON as it is. Per-seat lists are indexed
by seat; a shop's four cage places are indexed 0-3 ("slots", left to right: adjacent slots share a
playing imp). A pet lives in a slot as `kind[slot]`, `size[slot]`, `suffering[slot]`,
`mutation[slot]` (kind -1: no pet).
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

import orjson

from meeple.engine import Rng

from .components import GROUP


def _seats(value: Any, players: int) -> list[Any]:
    return [orjson.loads(orjson.dumps(value)) for _ in range(players)]


@dataclass(slots=True)
class PetzState:
    """One table of Dungeon Petz (see the module docstring for the layout)."""

    players: int
    rng: Rng
    rounds: int = 5
    round: int = 1
    phase: str = GROUP
    start: int = 0
    double: bool = False
    foresight: int = 1
    # central board
    decks: list[list[int]] = field(default_factory=list)
    discards: list[list[int]] = field(default_factory=list)
    potions: int = 5
    stands: list[list[int]] = field(default_factory=list)
    cage_deck: list[int] = field(default_factory=list)
    cage_market: list[int] = field(default_factory=list)
    addon_deck: list[int] = field(default_factory=list)
    addon_market: list[int] = field(default_factory=list)
    artifact_deck: list[int] = field(default_factory=list)
    artifact_market: list[int] = field(default_factory=list)
    pet_deck: list[int] = field(default_factory=list)
    low: list[int] = field(default_factory=list)
    high: list[int] = field(default_factory=list)
    exhibitions: list[int] = field(default_factory=list)
    customers: list[int] = field(default_factory=list)
    unused_tiles: list[list[int]] = field(default_factory=list)
    neutral: list[str] = field(default_factory=list)
    # shops
    gold: list[int] = field(default_factory=list)
    rep: list[int] = field(default_factory=list)
    imps: list[int] = field(default_factory=list)
    busy: list[int] = field(default_factory=list)
    platform: list[int] = field(default_factory=list)
    booked: list[int] = field(default_factory=list)
    hospital: list[list[int]] = field(default_factory=list)
    relatives: list[list[int]] = field(default_factory=list)
    food: list[list[int]] = field(default_factory=list)
    held_potions: list[int] = field(default_factory=list)
    artifacts: list[list[int]] = field(default_factory=list)
    hand: list[list[int]] = field(default_factory=list)
    cage: list[list[int]] = field(default_factory=list)
    addon: list[list[int]] = field(default_factory=list)
    manure: list[list[int]] = field(default_factory=list)
    kind: list[list[int]] = field(default_factory=list)
    size: list[list[int]] = field(default_factory=list)
    suffering: list[list[int]] = field(default_factory=list)
    mutation: list[list[int]] = field(default_factory=list)
    waiting: list[list[list[int]]] = field(default_factory=list)
    new_cages: list[list[int]] = field(default_factory=list)
    new_addons: list[list[int]] = field(default_factory=list)
    judge: list[bool] = field(default_factory=list)
    sold: list[int] = field(default_factory=list)
    lost: list[int] = field(default_factory=list)
    assigned: list[list[list[list[int]]]] = field(default_factory=list)
    # the round in progress
    groups: list[list[list[int]]] = field(default_factory=list)
    making: list[int] = field(default_factory=list)
    ready: list[bool] = field(default_factory=list)
    queue: list[list[int]] = field(default_factory=list)
    qpos: int = 0
    taken: dict[str, int] = field(default_factory=dict)
    order: list[int] = field(default_factory=list)
    turn: int = 0
    moved: list[int] = field(default_factory=list)
    """Pet moves each seat has made while arranging this round (at most MAX_MOVES)."""
    stage: str = ""
    play_left: list[int] = field(default_factory=list)
    anger_left: list[int] = field(default_factory=list)
    hunger_left: list[int] = field(default_factory=list)
    magic_left: list[int] = field(default_factory=list)
    tool: str = ""
    """The artifact effect (Snack bag, Rattle, Muzzle, Charm) waiting for the seat to choose its pet."""
    resume: str = ""
    """The care stage the artifact's choice interrupted."""
    platform_used: bool = False
    results: list[list[Any]] = field(default_factory=list)

    def init_seats(self) -> None:
        """Per-seat lists for a new game (empty shops)."""
        n = self.players
        self.gold, self.rep, self.imps, self.busy, self.platform = [0] * n, [0] * n, [0] * n, [0] * n, [0] * n
        self.booked = [0] * n
        self.hospital, self.relatives, self.food = _seats([], n), _seats([], n), _seats([0, 0, 0, 0], n)
        self.held_potions, self.artifacts, self.hand = [0] * n, _seats([], n), _seats([], n)
        self.cage, self.addon, self.manure = _seats([-1] * 4, n), _seats([-1] * 4, n), _seats([0] * 4, n)
        self.kind, self.size = _seats([-1] * 4, n), _seats([0] * 4, n)
        self.suffering, self.mutation = _seats([0] * 4, n), _seats([0] * 4, n)
        self.waiting, self.new_cages, self.new_addons = _seats([], n), _seats([], n), _seats([], n)
        self.judge, self.sold, self.lost = [False] * n, [0] * n, [0] * n
        self.assigned = _seats([[], [], [], []], n)
        self.groups, self.making, self.ready = _seats([], n), [0] * n, [False] * n

    def copy(self) -> PetzState:
        """An independent copy."""
        fresh = orjson.loads(orjson.dumps({name: getattr(self, name) for name in _NAMES}))
        out = PetzState(self.players, Rng(self.rng.state))
        for name in _NAMES:
            setattr(out, name, fresh[name])
        return out

    def pets(self, seat: int) -> list[int]:
        """The slots holding a pet."""
        kinds = self.kind[seat]
        return [i for i in (0, 1, 2, 3) if kinds[i] >= 0]

    def current(self) -> int:
        """The seat whose turn it is in a sequential phase."""
        return self.order[self.turn]


_NAMES = tuple(f.name for f in fields(PetzState) if f.name != "rng")


def dump_state(state: PetzState) -> dict[str, Any]:
    """Plain JSON (a copy: nothing shared with the state)."""
    out: dict[str, Any] = orjson.loads(orjson.dumps({name: getattr(state, name) for name in _NAMES}))
    out["rng"] = state.rng.state
    return out


def load_state(data: dict[str, Any]) -> PetzState:
    """Inverse of `dump_state` (a field missing from an older dump keeps its default)."""
    fresh = orjson.loads(orjson.dumps({name: data[name] for name in _NAMES if name in data}))
    state = PetzState(data["players"], Rng(data["rng"]))
    for name, value in fresh.items():
        setattr(state, name, value)
    return state
