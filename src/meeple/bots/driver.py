"""Play whole games with bots: the loop behind `meeple simulate`, the benchmark and soak tests.

Each step the lowest waited seat acts, so in a simultaneous phase every waited
seat acts in turn, in seat order (each one's choice is hidden from the next by
the game's own views). Every action goes through the checked `game.apply`: a
bot that picks an illegal action is a bug, reported with the position.
Before each step, a bot that declares out-of-turn moves (`interjects`; the
others' `interject` hooks always answer None and are not asked) may act out
of turn for a seat the game does not wait for (Pandemic's event cards): the
first such seat whose hook returns an action plays it (`interjection`, which
the server's tables use too).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from meeple.engine import Action, ActionError, Event, Game, Outcome, Policy, Rng, State, resolve_options

from .base import BaseBot

if TYPE_CHECKING:
    from .base import Bot

Interject = Callable[[Game, State, int, Rng], Action | None]
"""A bot's out-of-turn hook: `BaseBot.interject` or `Policy.interject`."""

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
    hooks = {s: bot.interject for s, bot in enumerate(bots)
             if isinstance(bot, (BaseBot, Policy)) and may_interject(bot, game)}  # both declare it
    while waiting := waiting_for(state):
        if len(moves) >= limit:
            raise BotError(f"{game.id}: no end after max_steps={limit} (seed {seed}, policy seed {policy_seed})")
        found = interjection(game, state, waiting, hooks, rngs) if hooks else None
        if found is None:
            seat = min(waiting)
            action = bots[seat].choose(game, state, seat, rngs[seat])
        else:
            seat, action = found
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


def may_interject(bot: BaseBot | Policy, game: Game) -> bool:
    """Whether `bot` declares out-of-turn moves at `game` (`BaseBot.interjects`, `Policy.interjects`): the
    others' hooks always answer None, so asking them at every step would be wasted work."""
    return bot.interjects(game) if isinstance(bot, BaseBot) else bot.interjects


def interjection(
    game: Game, state: State, waiting: Collection[int], hooks: Mapping[int, Interject],
    rngs: Mapping[int, Rng] | Sequence[Rng],
) -> tuple[int, Action] | None:
    """The first seat not in `waiting` whose hook wants to act out of turn now (an event card), with its
    action; None when none does. `hooks` maps the seats that may interject, in seat order, to their bot's
    `BaseBot.interject` (a policy seated as a bot: `Policy.interject`). The one rule of out-of-turn moves,
    shared by `play_game` and the server's tables (`BotPool.interject`)."""
    for seat, hook in hooks.items():
        if seat not in waiting:
            action = hook(game, state, seat, rngs[seat])
            if action is not None:
                return seat, action
    return None
