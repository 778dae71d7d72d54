"""Play whole games with bots: the loop behind `meeple simulate`, the benchmark and soak tests.

Each step the lowest waited seat acts, so in a simultaneous phase every waited
seat acts in turn, in seat order (each one's choice is hidden from the next by
the game's own views). Every action goes through the checked `game.apply`: a
bot that picks an illegal action is a bug, reported with the position.
Before each step, a bot with an `interject(game, state, seat, rng)` hook may
act out of turn for a seat the game does not wait for (Pandemic's event
cards): the first such seat whose hook returns an action plays it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from meeple.engine import Action, ActionError, Event, Game, Outcome, Policy, Rng, resolve_options

from .base import BaseBot

if TYPE_CHECKING:
    from .base import Bot

_POLICY_SALT = 0x5EED_B075_D1CE_0001
"""Mixed into the policy seed so that `policy_seed == seed` does not replay the game's own chance."""


class BotError(RuntimeError):
    """A bot or a game broke the contract during `play_game` (illegal choice, endless game)."""


@dataclass
class GameRecord:
    """A finished (or cut-off) game: enough to replay it and to compute statistics."""

    game: str
    players: int
    options: dict[str, Any]
    seed: int
    policy_seed: int
    moves: list[tuple[int, Action]] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)
    outcome: Outcome | None = None

    @property
    def steps(self) -> int:
        """The number of actions played."""
        return len(self.moves)


def seat_rngs(policy_seed: int, players: int) -> list[Rng]:
    """One independent generator per seat, so one bot's appetite for randomness never shifts another's."""
    base = Rng(policy_seed ^ _POLICY_SALT)
    return [base.fork() for _ in range(players)]


def play_game(
    game: Game,
    players: int,
    options: Mapping[str, Any] | None,
    seed: int,
    bots: Sequence[Bot],
    *,
    policy_seed: int,
) -> GameRecord:
    """Play one game from `setup(players, options, seed)` to its end, seat `s` played by `bots[s]`.

    The same arguments always give the same record. Raises BotError if a bot
    picks an illegal action or the game outlives its `max_steps`.
    """
    if len(bots) != players:
        raise ValueError(f"{players} players need {players} bots, got {len(bots)}")
    opts = resolve_options(game.options, options, players)
    state = game.setup(players, opts, seed)
    record = GameRecord(game.id, players, opts, seed, policy_seed)
    rngs = seat_rngs(policy_seed, players)
    moves, events = record.moves, record.events
    waiting_for, apply, limit = game.waiting_for, game.apply, game.max_steps
    hooks = [bot.interject if isinstance(bot, (BaseBot, Policy)) else None for bot in bots]  # both declare it
    while waiting := waiting_for(state):
        if len(moves) >= limit:
            raise BotError(f"{game.id}: no end after max_steps={limit} (seed {seed}, policy seed {policy_seed})")
        seat, action = _interjection(game, state, waiting, hooks, rngs)
        if action is None:
            seat = min(waiting)
            action = bots[seat].choose(game, state, seat, rngs[seat])
        try:
            events += apply(state, seat, action)
        except ActionError as exc:
            raise BotError(
                f"{game.id}: seat {seat}'s bot {bots[seat]!r} chose {action!r} at step {len(moves)}, "
                f"which is illegal: {exc.reason} (seed {seed}, policy seed {policy_seed})"
            ) from exc
        moves.append((seat, action))
    record.outcome = game.outcome(state)
    return record


def _interjection(
    game: Game, state: Any, waiting: Any, hooks: Sequence[Any], rngs: Sequence[Rng],
) -> tuple[int, Action | None]:
    """The first seat not waited for whose bot wants to act out of turn now (an event card), with its
    action; (-1, None) when none does. Bots say so through `BaseBot.interject` (a policy seated as a bot,
    through `Policy.interject`)."""
    for seat, hook in enumerate(hooks):
        if hook is not None and seat not in waiting:
            action = hook(game, state, seat, rngs[seat])
            if action is not None:
                return seat, action
    return -1, None
