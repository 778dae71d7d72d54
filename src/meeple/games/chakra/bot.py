"""A rollout policy for Chakra: bring each colour to its own chakra, push black down, meditate when out of tokens.

Uniform random rollouts meditate half the time, put energies anywhere and
never harmonize a chakra, so a simulated game says nothing about a move.
This policy scores each legal action with a cheap look at the board (no
copies) and plays the best, with a little noise and one move in ten at
random:

* flows and energies: colours the board still needs (their chakra not
  harmonized, fewer than three on the board); black only as it must;
* placing: on the chakra of the energies' own colour, else the bubbles;
* moves: towards the energy's own chakra (landing on it counts most); black
  down, into the earth best;
* meditation: when no inspiration token is left in hand; the new meditation
  token of the chakra nearest to harmony.

Rollouts stop after ROLLOUT_DEPTH steps; `evaluate` turns each seat's points
so far (harmonized chakras at the values of the determinization, a share of
each chakra's value for the energies already on it, alleviated energy,
yin-yangs, objectives) into chances of being ahead.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from meeple.engine import Action, Policy, Rng
from meeple.engine.estimate import ahead_chances

from .board import harmonized_count, is_harmonized, landing, movable, on_board
from .components import (
    BLACK,
    BUBBLES,
    CHAKRAS,
    CHANNEL_PATTERNS,
    DISCARD_SPACE,
    EARTH,
    ORANGE,
    RED,
    SLOTS,
    WHITE,
    yin_yang_points,
)
from .objectives import bonus
from .receive import places, valid_takes
from .state import MOVE, TAKE, TURN, ChakraState, reserve

ROLLOUT_DEPTH = 24
NOISE = 0.5
RANDOM_SHARE = 0.1


def _need(state: ChakraState, seat: int, colour: int) -> float:
    """How much the seat's board wants one more energy of `colour` (on the bubbles, to move later)."""
    if colour == BLACK:
        return -1.5
    if colour == WHITE:
        return 0.2
    chakra = state.chakras[seat][colour]
    if is_harmonized(chakra, colour):
        return -2.0
    return 0.8 + 0.3 * chakra.count(colour)


def _energy_on(state: ChakraState, seat: int, colour: int, k: int) -> float:
    """The worth of an energy of `colour` put straight onto chakra k."""
    if colour == k:
        return 3.0
    if colour == BLACK:
        return -1.5 + 0.3 * k
    if colour == WHITE:
        return 0.0
    return -2.5 - 0.3 * abs(colour - k)


def _place_value(state: ChakraState, seat: int, take: Sequence[int], where: int) -> float:
    """The worth of putting the energies `take` on the bubbles or chakra `where`."""
    if where == BUBBLES:
        return sum(_need(state, seat, c) for c in take)
    chakra = state.chakras[seat][where]
    value = -1.5 + sum(_energy_on(state, seat, c, where) for c in take)
    if len(chakra) + len(take) == SLOTS and all(c == where for c in (*chakra, *take)):
        value += 5.0 + state.plenitude[where]  # harmonized, and the token comes back
    return value


def _best_receive(state: ChakraState, seat: int, flow: int,
                  chosen: Sequence[int]) -> tuple[float, tuple[int, ...], int]:
    """The best complete take from `flow` containing `chosen` and its place: (value, take, where).
    Only the bubbles, the chakras of the take's own colours and the two lowest are tried."""
    best, best_where = -99.0, BUBBLES
    best_take: tuple[int, ...] = ()
    have = set(chosen)
    for take in valid_takes(state, seat, flow):
        if not have.issubset(take):
            continue
        fits = places(state, seat, len(take))
        for where in (BUBBLES, *take, ORANGE, RED):
            if where not in fits:
                continue
            value = _place_value(state, seat, take, where)
            if value > best:
                best, best_take, best_where = value, take, where
    return best, best_take, best_where


def _move_value(colour: int, start: int, to: int) -> float:
    if colour == BLACK:
        return 0.6 * (to - start) + (3.0 if to == EARTH else 0.0)
    if colour == WHITE:
        return 0.2
    before, after = abs(start - colour), abs(to - colour)
    return 1.5 * (before - after) + (2.0 if to == colour else 0.0)


def _channel_value(state: ChakraState, seat: int, space: int) -> float:
    """A rough worth of a pattern: its best single moves added up, ignoring how they interact."""
    if space == DISCARD_SPACE:
        return -0.5
    chakras = state.chakras[seat]
    gains: list[float] = []
    for distances in CHANNEL_PATTERNS[space]:
        best = -9.0
        for pos, colour in movable(chakras, state.bubbles[seat], []):
            for d in distances:
                to = landing(chakras, pos, d, colour)
                if to is not None:
                    best = max(best, _move_value(colour, pos, to))
        gains.append(best)
    return sum(gains) - 1.0  # the token stays on the space until a meditation


def _meditate_value(state: ChakraState, seat: int) -> float:
    return 5.0 if reserve(state, seat) == 0 else 0.5 * sum(state.spaces[seat]) - 1.0


def turn_value(state: ChakraState, seat: int, action: Action) -> float:
    """A quick estimate of how good a turn's first step is for `seat` (higher is better)."""
    kind = action["type"]
    if kind == "flow":
        return _best_receive(state, seat, action["flow"], ())[0]
    if kind == "channel":
        return _channel_value(state, seat, action["space"])
    return _meditate_value(state, seat)


def _receive_step(state: ChakraState, seat: int, legal: Sequence[Action]) -> Action:
    """The next step of the best receive from the chosen flow: its next energy, or its place."""
    _, take, where = _best_receive(state, seat, state.flow, state.chosen)
    missing = [c for c in take if c not in state.chosen]
    if missing:
        wanted: Action = {"type": "take", "colour": missing[0]}
    else:
        wanted = {"type": "bubbles"} if where == BUBBLES else {"type": "place", "chakra": where}
    return next((a for a in legal if a == wanted), legal[0])


def _best(legal: Sequence[Action], value: Callable[[Action], float], rng: Rng) -> Action:
    best, best_value = legal[0], -1e9
    for action in legal:
        v = value(action) + NOISE * rng.random()
        if v > best_value:
            best, best_value = action, v
    return best


def standing(state: ChakraState, seat: int) -> float:
    """The seat's points so far, with a share of each chakra's value for the energies on it."""
    chakras, plenitude = state.chakras[seat], state.plenitude
    points = 0.0
    for k in range(CHAKRAS):
        chakra = chakras[k]
        if is_harmonized(chakra, k):
            points += plenitude[k] + 0.5
        else:
            points += 0.25 * chakra.count(k) * plenitude[k] - 0.2 * chakra.count(BLACK)
    points += state.earth[seat] + yin_yang_points(state.halves[seat]) + bonus(state, seat)
    points += 0.1 * sum(1 for c in state.bubbles[seat] if c < BLACK and on_board(chakras, [], c) < SLOTS)
    return points


class ChakraPolicy(Policy):
    """`GAME.policy`: `rollout_action` for ISMCTS rollouts and the `policy` bot, `evaluate` at the rollout's end."""

    rollout_depth = ROLLOUT_DEPTH

    def rollout_action(self, state: ChakraState, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
        """The best-looking action of `legal`, with noise; sometimes any at the start of a turn."""
        if len(legal) == 1:
            return legal[0]
        phase = state.phase
        if phase == TURN:
            if rng.random() < RANDOM_SHARE:
                return legal[rng.below(len(legal))]
            return _best(legal, lambda a: turn_value(state, seat, a), rng)
        if phase == TAKE:
            return _receive_step(state, seat, legal)
        if phase == MOVE:
            return _best(legal, lambda a: _move_value(a["colour"], a["from"], a["to"]), rng)
        chakras = state.chakras[seat]
        return _best(legal, lambda a: float(chakras[a["colour"]].count(a["colour"])), rng)

    def evaluate(self, state: ChakraState) -> list[float]:
        """Each seat's chance of finishing ahead, from its standing; surer as someone nears five harmonized."""
        standings = [standing(state, s) for s in range(state.players)]
        near = max(harmonized_count(c) for c in state.chakras) / 5
        return ahead_chances(standings, 2.0 + 6.0 * (1.0 - min(1.0, near)))


POLICY = ChakraPolicy()
