"""What a game may give the generic bots: `Policy`, one base class with every hook and its default.

A game exposes one as `GAME.policy` (usually a subclass defined in its
`bot.py`), or leaves `policy = None`. Every hook has a default, so a game
overrides only what it knows better, and the bots call the hooks directly:

* `rollout_action(state, seat, legal, rng)`: the move a search's play-out
  makes; default a uniformly random legal action;
* `search_actions(state, seat, legal)`: the actions the search tree
  considers; default all of `legal` (no narrowing);
* `evaluate(state)`: each seat's expected reward in [0, 1], or None; default
  None (no estimate, so rollouts run to the end);
* `rollout_depth`: how many rollout steps to play before `evaluate` stands
  in for the rest; default None (no limit);
* `observers`: whether a search of this hidden-information game keeps a
  tree per seat, each from what that seat observes (multiple-observer
  ISMCTS), instead of one tree whose opponents read the searcher's secrets;
  default False (measured to help where bluffing is the game, Skull, and to
  cost the searcher half its iterations elsewhere; docs/bots.md);
* `secret_key(state, seat)`: a small summary of the seat's own secrets, on
  which a hidden-information search keys that seat's tree when it is not the
  searcher's, so the seat's choices there depend on them; default None (one
  tree for all the secrets the searcher draws for it);
* `choose(game, state, seat, rng)`: the policy as a player (the `policy`
  bot); default `rollout_action` on a determinization for the seat;
* `interject(game, state, seat, rng)`: the policy player's move out of turn,
  for a seat the game does not wait for (an event card); default None.

>>> from meeple.engine import Rng
>>> Policy().rollout_action(None, 0, [{"type": "a"}, {"type": "b"}], Rng(1))["type"] in "ab"
True
>>> p = Policy()
>>> p.can_play, p.interjects, p.evaluate(None), p.rollout_depth, p.secret_key(None, 0)
(False, False, None, None, None)
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING, ClassVar, Protocol, runtime_checkable

from .rng import Rng

if TYPE_CHECKING:
    from .game import Action, Game, State


class Policy:
    """A game's hints for the generic bots; subclass it and override the hooks you have.

    Every hook must be fast and use no hidden information: the state a rollout
    or an estimate sees is already a determinization for the searching seat,
    so looking at it is fair, and every hook returns only actions of `legal`.
    """

    rollout_depth: ClassVar[int | None] = None
    """Rollout steps before `evaluate` stands in for the rest (0: at once); None plays to the end."""
    observers: ClassVar[bool] = False
    """Search this hidden-information game with a tree per seat (multiple-observer ISMCTS)."""

    def rollout_action(self, state: State, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
        """One of `legal` for a search's play-out (default: uniformly random)."""
        return legal[rng.below(len(legal))]

    def search_actions(self, state: State, seat: int, legal: Sequence[Action]) -> Sequence[Action]:
        """The subset of `legal` the search tree considers (default: all of it)."""
        return legal

    def evaluate(self, state: State) -> Sequence[float] | None:
        """Each seat's expected reward in [0, 1] for a position cut off at `rollout_depth`, or None."""
        return None

    def secret_key(self, state: State, seat: int) -> Hashable | None:
        """A summary of `seat`'s own secrets in `state` to key its search tree on, or None (one tree).

        Worth giving when the secrets take few values that change how the seat
        plays (a skull under its top disc, or not); with many (a hand of 13
        cards) each tree would learn too little. Read by `bots/observers.py`."""
        return None

    def choose(self, game: Game, state: State, seat: int, rng: Rng) -> Action:
        """The policy as a player: `rollout_action` on a determinization for `seat`."""
        legal = game.legal_actions(state, seat)
        if len(legal) == 1:
            return legal[0]
        return self.rollout_action(game.determinize(state, seat, rng), seat, legal, rng)

    def interject(self, game: Game, state: State, seat: int, rng: Rng) -> Action | None:
        """A move for `seat` while the game does not wait for it (an event card played out of turn), from
        what `seat` may know; None (the default) to wait for its turn."""
        return None

    @property
    def interjects(self) -> bool:
        """Whether the policy has out-of-turn moves of its own (it overrides `interject`)."""
        return type(self).interject is not Policy.interject

    @property
    def can_play(self) -> bool:
        """Whether the policy has moves of its own (its own `choose` or `rollout_action`), so it can play a seat."""
        kind = type(self)
        return kind.choose is not Policy.choose or kind.rollout_action is not Policy.rollout_action


UNIFORM = Policy()
"""The default hooks, for a game without a policy or a search told to ignore it."""


@runtime_checkable
class RolloutPolicy(Protocol):
    """Anything with a `rollout_action` (every `Policy` is one)."""

    def rollout_action(self, state: State, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
        """One of `legal`."""
        ...


def uniform_rollout(state: State, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
    """A uniformly random legal action (the default `Policy.rollout_action`)."""
    return legal[rng.below(len(legal))]


__all__ = ["UNIFORM", "Policy", "RolloutPolicy", "uniform_rollout"]
