"""Bots by name: `make_bot("ismcts:hard")`, the one place where the server and the CLI turn text into a bot.

Specs:

    random                 uniform random legal moves
    ismcts                 ISMCTS at the default level (medium)
    ismcts:easy|medium|hard  a named level
    ismcts:500             500 iterations a move (reproducible)
    ismcts:250ms           a quarter of a second a move
    ismcts:500:uniform     ...with uniform random rollouts instead of the game's policy
    ismcts:hard:single     ...one tree for all seats (single-observer) whatever the game's policy says
    ismcts:hard:observers  ...a tree per seat (multiple-observer) in any hidden-information game
    policy                 the game's own policy bot (`GAME.policy`)

Parts after `ismcts` combine: a level, then a number of iterations and/or a
time replace the level's own.
"""

from __future__ import annotations

from meeple.engine import Action, Game, Rng, State

from .base import BaseBot, Budget
from .ismcts import ISMCTS, LEVELS
from .random import RandomBot

SPECS = "random, ismcts, ismcts:easy|medium|hard, ismcts:<iterations>, ismcts:<n>ms, policy"
"""The forms a bot spec takes, for error messages and help texts."""

UNBOUNDED = 10**9
"""The iteration cap of a budget given only in time."""


class BotSpecError(ValueError):
    """A bot spec that names no bot; the message lists the forms that do."""


def spec_for_game(spec: str, game: Game) -> str:
    """The spec that plays `spec` at `game`: the game's stand-in where it names one, else `spec` itself.

    A game whose own rule-based bot beats the search at every level (measured in
    docs/bots.md) maps the level names to it in `GAME.bot_levels`, e.g.
    `{"ismcts:hard": "policy"}`, so a table's "Hard bot" is the strongest player
    the game has.
    """
    return game.bot_levels.get(spec, spec)


def make_bot(spec: str, *, game: Game | None = None, seed: int | None = None) -> BaseBot:
    """The bot a spec names (see the module docstring); BotSpecError for anything else.

    With `game`, a spec the game cannot serve (`policy` for a game without one)
    is refused now rather than at the first move. `seed` fixes an ISMCTS's
    search generator (otherwise it forks the generator each move is given).

    >>> make_bot("ismcts:hard").budget.iterations
    3000
    >>> make_bot("ismcts:200").name
    'ismcts:200'
    """
    text = spec.strip().lower() if isinstance(spec, str) else ""
    head, sep, rest = text.partition(":")
    if sep and not all(rest.split(":")):
        raise BotSpecError(f"bot {spec!r}: an empty part after ':'; bots are: {SPECS}")
    if head == "random" and not sep:
        return RandomBot()
    if head == "ismcts":
        search = _ismcts(spec, rest, seed)
        search.name = f"ismcts:{rest}" if rest else "ismcts:medium"
        return search
    if head == "policy" and not sep:
        policy = PolicyBot()
        if game is not None:
            policy.check(game)
        return policy
    raise BotSpecError(f"unknown bot {spec!r}; bots are: {SPECS}")


def _ismcts(spec: str, rest: str, seed: int | None) -> ISMCTS:
    """Read the parts after `ismcts:`."""
    level: str | None = None
    iterations: int | None = None
    ms: float | None = None
    uniform = False
    observers: bool | None = None
    for part in rest.split(":") if rest else ():
        if part in LEVELS and level is None and iterations is None and ms is None:
            level = part
        elif part.isdigit() and iterations is None:
            iterations = int(part)
        elif part.endswith("ms") and part[:-2].isdigit() and ms is None:
            ms = float(part[:-2])
        elif part == "uniform" and not uniform:
            uniform = True
        elif part in ("single", "observers") and observers is None:
            observers = part == "observers"
        else:
            raise BotSpecError(
                f"bot {spec!r}: cannot read {part!r}; after 'ismcts:' give a level ({', '.join(LEVELS)}), "
                f"a number of iterations (500), a time (250ms), 'uniform', 'single' or 'observers', "
                f"each at most once, level first"
            )
    try:
        if iterations is None and ms is None:
            return ISMCTS(level or "medium", seed=seed, use_policy=not uniform, observers=observers)
        base = LEVELS[level] if level else None
        budget = Budget(
            iterations=iterations if iterations is not None else (base.iterations if base else UNBOUNDED),
            ms=ms if ms is not None else (base.ms if base and iterations is None else None),
        )
    except ValueError as exc:
        raise BotSpecError(f"bot {spec!r}: {exc}") from None
    return ISMCTS(budget=budget, seed=seed, use_policy=not uniform, observers=observers)


class PolicyBot(BaseBot):
    """The game's own policy as a player: `GAME.policy.choose`.

    A policy that overrides only `rollout_action` plays it on a
    determinization for its seat (`Policy.choose`), so it sees no more than
    the seat may.
    """

    name = "policy"

    def check(self, game: Game) -> None:
        """Raise BotSpecError unless `game` has a policy with moves of its own."""
        if game.policy is None or not game.policy.can_play:
            raise BotSpecError(
                f"{game.id} has no policy bot (GAME.policy with choose() or rollout_action()); "
                f"use random or ismcts"
            )

    def choose(self, game: Game, state: State, seat: int, rng: Rng) -> Action:
        """The policy's move for `seat`."""
        self.check(game)
        assert game.policy is not None
        return game.policy.choose(game, state, seat, rng)

    def interject(self, game: Game, state: State, seat: int, rng: Rng) -> Action | None:
        """An out-of-turn move of a seat the game does not wait for (the policy's `interject`), or None."""
        return None if game.policy is None else game.policy.interject(game, state, seat, rng)

    def interjects(self, game: Game) -> bool:
        """Whether the game's policy has out-of-turn moves."""
        return game.policy is not None and game.policy.interjects

    def __repr__(self) -> str:
        return "PolicyBot()"
