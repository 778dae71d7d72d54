"""Rule-based Refuge players: when to go home, which tile to play, what to buy.

A `Strategy` has a *risk* (how much expected loss it accepts before going
home) and a *taste* (how it values tiles: animals, hearts, steps and play
again, or a balance). Going home weighs the chance of a storm warning at the
end of this turn (from the storms still in the weather deck and in the bags
of the walkers) against what the storm would cost: the animals on the path
and the forest tiles not covered by steps.

`POLICY` plays the balanced strategy in ISMCTS rollouts (uniform rollouts
walk on or go home at random, which says little about a decision) and as the
`policy` bot; `balance.py` plays the strategies against each other.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from meeple.engine import Action, Policy, Rng
from meeple.engine.estimate import ahead_chances

from .components import BY_NAME, COST, IS_FOREST, STORM, TILES
from .effects import parse
from .playing import forest_tiles, path_animals
from .state import AGAIN, BUYING, CHOOSE, DECIDE, DISCARD, HOME, PICK, REMOVE, RefugeState
from .walk import warning_at

GUESS = {"sun": 1.5, "rain": 1.2, "storm": 2.0, "forest": 1.5, "meadow": 1.5, "berries": 0.8}
"""A rough count that a product ("×") multiplies, by what it counts."""


@dataclass(frozen=True, slots=True)
class Strategy:
    """How a rule-based player values things; `risk` is the expected loss it accepts per turn."""

    name: str
    risk: float = 1.4
    animal: float = 1.0
    heart: float = 1.0
    boot: float = 0.5
    again: float = 1.0
    buys: bool = True
    patience: float = 1.0
    """Saves its steps while the best tile it can pay for is worth this much less than the market's best."""


BALANCED = Strategy("balanced")
STRATEGIES: dict[str, Strategy] = {s.name: s for s in (
    BALANCED,
    Strategy("cautious", risk=0.4),
    Strategy("reckless", risk=4.0),
    Strategy("animals", animal=1.4, heart=0.7, boot=0.3, again=0.6),
    Strategy("hearts", animal=0.6, heart=1.4, boot=0.4, again=0.8),
    Strategy("engine", animal=0.8, heart=0.8, boot=0.9, again=1.6),
    Strategy("frugal", buys=False),
)}
"""The fixed strategies of the balance study (README, "Balance")."""


def effect_value(code: str, s: Strategy) -> float:
    """What an effect is worth to the strategy (a "/" is worth its better side)."""
    if not code:
        return 0.0
    node = parse(code)
    head = node[0]
    if head == "or":
        return max(effect_value(node[1], s), effect_value(node[2], s))
    if head == "and":
        return effect_value(node[1], s) + effect_value(node[2], s)
    if head == "again":
        return s.again
    if head == "remove":
        return 0.4
    if head == "times":
        weight = s.boot if node[1] == "boots" else s.heart
        return weight * int(node[2]) * GUESS[node[3]]
    return (s.boot if head == "boots" else s.heart) * int(node[1])


def tile_value(tile: int, s: Strategy) -> float:
    """A tile's worth when played: effect, animals, less a little for a forest back."""
    t = TILES[tile]
    return effect_value(t.effect, s) + s.animal * t.animals - (0.3 if IS_FOREST[tile] else 0.0)


def storm_chance(state: RefugeState) -> float:
    """The chance that the storms on the track reach the warning at the end of this turn if all walk on."""
    need = warning_at(state) - state.storms()
    weather = state.weather
    sources = [weather.count(STORM) / len(weather) if weather else 1.0]
    for seat in state.walkers():
        bag = state.bags[seat]
        if bag:
            p = bag.count(STORM) / len(bag)
            sources += [p, p] if len(bag) > 1 else [p]
    if need <= 0:
        return 1.0
    # chance of at least `need` storms from independent sources
    at_least = [1.0] + [0.0] * need
    for p in sources:
        for k in range(need, 0, -1):
            at_least[k] = at_least[k] * (1 - p) + at_least[k - 1] * p
    return at_least[need]


def at_stake(state: RefugeState, seat: int) -> float:
    """What a storm warning would cost seat now: the animals on its path and the uncovered forest."""
    return path_animals(state, seat) + max(0, forest_tiles(state, seat) - state.steps[seat])


def should_return(state: RefugeState, seat: int, s: Strategy) -> bool:
    """Go home when the expected loss this turn is above what the strategy accepts."""
    return storm_chance(state) * at_stake(state, seat) > s.risk


def choose(state: RefugeState, seat: int, legal: Sequence[Action], s: Strategy) -> Action:
    """The strategy's move among `legal`."""
    if state.phase == BUYING:
        return _buy(state, seat, legal, s)
    stage = state.stage[seat]
    if stage == DECIDE:
        return legal[1] if should_return(state, seat, s) else legal[0]
    if stage == CHOOSE:
        return max(legal, key=lambda a: tile_value(BY_NAME[a["tile"]], s))
    if stage == PICK:
        sides = [o.partition(":")[2] for o in state.offer[seat]]
        return legal[0] if effect_value(sides[0], s) >= effect_value(sides[1], s) else legal[1]
    if stage == AGAIN:
        held = state.hands[seat][0]
        return legal[0] if tile_value(held, s) >= 1.0 else legal[1]
    if stage == REMOVE:
        return legal[0] if tile_value(state.hands[seat][0], s) < 0.5 else legal[1]
    if stage == DISCARD:
        worst = min(legal[:-1], key=lambda a: tile_value(BY_NAME[a["tile"]], s))
        return worst if tile_value(BY_NAME[worst["tile"]], s) < 0.5 else legal[-1]
    return legal[0]


def _buy(state: RefugeState, seat: int, legal: Sequence[Action], s: Strategy) -> Action:
    """The affordable tile worth most, dearer first on ties; nothing for a frugal player."""
    if not s.buys or len(legal) == 1:
        return legal[-1]
    best = max(legal[:-1], key=lambda a: (tile_value(BY_NAME[a["tile"]], s), COST[BY_NAME[a["tile"]]]))
    value = tile_value(BY_NAME[best["tile"]], s)
    wanted = max((tile_value(t, s) for t in state.market if t >= 0), default=0.0)
    return best if value > 0.5 and value >= wanted - s.patience else legal[-1]


def standing(state: RefugeState, seat: int) -> float:
    """Points so far, plus part of the animals on a walker's path and of its steps (a rough worth)."""
    out = state.vp[seat] + 0.3 * state.steps[seat]
    if state.stage[seat] not in (HOME, DISCARD):
        out += 0.6 * path_animals(state, seat)
    return out


class RefugePolicy(Policy):
    """`GAME.policy`: the balanced strategy, with one move in ten uniform, for rollouts and the `policy` bot;
    rollouts stop after `rollout_depth` steps, where `evaluate` turns standings into chances."""

    rollout_depth = 60

    def __init__(self, strategy: Strategy = BALANCED, noise: float = 0.1) -> None:
        self.strategy = strategy
        self.noise = noise

    def rollout_action(self, state: RefugeState, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
        """The strategy's move, or now and then a random one."""
        if self.noise and rng.random() < self.noise:
            return legal[rng.below(len(legal))]
        return choose(state, seat, legal, self.strategy)

    def evaluate(self, state: RefugeState) -> Sequence[float] | None:
        """Each seat's chance of finishing ahead, from its standing."""
        return ahead_chances([standing(state, s) for s in range(state.players)], 4.0)


POLICY = RefugePolicy()
