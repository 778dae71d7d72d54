"""The game contract every Meeple game implements, and a base class that helps.

A game is one object (not one per table); all per-table data lives in its
`State`. The server, the bots and the conformance kit only ever talk to games
through the methods of `Game`, so a game never knows about them.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from itertools import repeat
from operator import is_
from typing import Any, ClassVar, NoReturn, Protocol, runtime_checkable

import orjson

from .canonical import contains_action
from .errors import IllegalAction, MalformedAction
from .events import Event
from .options import Option, resolve_options
from .outcome import Outcome
from .policy import Policy
from .rng import Rng
from .shapes import ActionShapes, check_shape

Action = dict[str, Any]
"""A small JSON object such as `{"type": "take", "tile": 27}`."""

State = Any
"""A game's own state object. It keeps its generator in `state.rng`."""

ONE_SEAT: tuple[frozenset[int], ...] = tuple(frozenset((seat,)) for seat in range(16))
"""`ONE_SEAT[s]` is `frozenset({s})`, built once: what `waiting_for` returns while one seat is to play,
without a new set at every call (it is asked at every step of every playout)."""

_NO_MEMO: tuple[Any, dict[int, tuple[Action, ...]]] = (object(), {})
"""`BaseGame`'s legal-action memo when it holds no position (its key is no state)."""


@runtime_checkable
class Game(Protocol):
    """What every game provides. See docs/adding-a-game.md for a walk-through."""

    id: str
    title: str
    min_players: int
    max_players: int
    options: tuple[Option, ...]
    hidden_information: bool
    chance: bool
    simultaneous: bool
    max_steps: int
    cooperative: bool
    """The players win or lose together against the game (so nobody can concede to an opponent)."""
    summary: str
    """One sentence for the lobby."""
    play_minutes: tuple[int, int]
    """How long a game usually takes, shortest to longest, in minutes (the box's figure; the lobby filters by it)."""
    action_shapes: ActionShapes
    """Every action type and its fields; anything else is refused as MalformedAction."""
    seconds_per_turn: int | None
    """The clock's time added per turn when the game needs other than the speed's default."""
    bot_levels: Mapping[str, str]
    """Bot specs the table's bot levels stand for in this game (e.g. all levels -> "policy")."""
    policy: Policy | None
    """The game's hints for the generic bots (a `meeple.engine.Policy`), or None."""

    def setup(self, players: int, options: Mapping[str, Any], seed: int) -> State:
        """A new game for `players` seats; all chance flows from `seed`."""

    def waiting_for(self, state: State) -> frozenset[int]:
        """Seats whose move the game needs now; empty exactly when the game is over."""

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        """Every action `seat` may take now (also out of turn, e.g. event cards),
        as a new list the caller may change."""

    def legal_tuple(self, state: State, seat: int) -> tuple[Action, ...]:
        """`legal_actions` computed once per position and shared: read-only, for trusted callers (bots, kit, driver)."""

    def apply(self, state: State, seat: int, action: Action, *, legal: Sequence[Action] | None = None) -> list[Event]:
        """Play `action` for `seat`, mutating `state`;
        raise MalformedAction or IllegalAction and change nothing otherwise.

        `legal`: the seat's legal actions at this very position, when the
        caller already holds them (the server keeps them per version), so that
        the check does not compute them again."""

    def apply_trusted(self, state: State, seat: int, action: Action) -> list[Event]:
        """`apply` without the checks, for search code replaying actions taken from `legal_actions`."""

    def num_players(self, state: State) -> int:
        """Seats in this game."""

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        """All that `seat` may know (None = spectator) and nothing more, as JSON."""

    def outcome(self, state: State) -> Outcome | None:
        """The result once the game is over, else None."""

    def progress(self, state: State) -> float:
        """The share of the game played, 0.0 to 1.0."""

    def determinize(self, state: State, seat: int, rng: Rng) -> State:
        """A copy in which all that `seat` cannot see is resampled from `rng`."""

    def clone(self, state: State) -> State:
        """An independent copy."""

    def dump(self, state: State) -> dict[str, Any]:
        """Plain JSON data; `load(dump(s))` equals `s`."""

    def load(self, data: dict[str, Any]) -> State:
        """Inverse of `dump`."""

    def describe_action(self, state: State, seat: int, action: Action) -> str:
        """A short label for an action, for menus and the terminal."""


class BaseGame:
    """Defaults for the contract, so a game writes only its rules.

    A subclass implements `setup`, `waiting_for`, `legal_actions`, `play`
    (the mutation, called only with legal actions), `view`, `outcome`,
    `dump` and `load`; it overrides `explain_illegal` for precise reasons,
    `progress`, and `determinize` when it has hidden information.

    `apply` is the checked entry point: it refuses anything not in
    `legal_actions` before `play` touches the state, so the state is unchanged
    on every refusal. `apply_trusted` skips the check, for search code
    that only replays actions it took from `legal_actions`.

    Legal actions are computed once per position: `legal_tuple` keeps the
    lists of the last state asked about (held by identity, one state per game
    object, so a clone, a determinization or a loaded state is never mistaken
    for it), and `apply`/`apply_trusted` forget them before `play` mutates
    the state. So the bot's question and `apply`'s check share one
    computation. A game therefore never mutates a state except in `play`
    (reached through `apply`/`apply_trusted`), and nobody keeps or changes
    what `legal_tuple` returns: it is shared.
    """

    id: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    options: ClassVar[tuple[Option, ...]] = ()
    hidden_information: ClassVar[bool] = False
    chance: ClassVar[bool] = False
    simultaneous: ClassVar[bool] = False
    cooperative: ClassVar[bool] = False
    max_steps: ClassVar[int] = 10_000
    summary: ClassVar[str] = ""
    play_minutes: ClassVar[tuple[int, int]] = (15, 30)
    action_shapes: ClassVar[ActionShapes] = {}
    seconds_per_turn: ClassVar[int | None] = None
    bot_levels: ClassVar[Mapping[str, str]] = {}
    policy: ClassVar[Policy | None] = None
    _memo: tuple[Any, dict[int, tuple[Action, ...]]] = _NO_MEMO
    """(the last state asked about, its seats' legal tuples); see `legal_tuple`."""

    def __repr__(self) -> str:
        return f"<game {self.id}>"

    def __getstate__(self) -> dict[str, Any]:
        """Pickled (to a worker process) without the legal-action memo and the state it holds."""
        return {k: v for k, v in self.__dict__.items() if k != "_memo"}

    # -- what a subclass writes -------------------------------------------------

    def play(self, state: State, seat: int, action: Action) -> list[Event]:
        """Mutate `state` by a legal `action`; return the events it caused."""
        raise NotImplementedError(f"{type(self).__name__} must implement play()")

    def waiting_for(self, state: State) -> frozenset[int]:
        """The seats that may act now (empty once the game is over)."""
        raise NotImplementedError(f"{type(self).__name__} must implement waiting_for()")

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        """Every action `seat` may take now, as a new list the caller may change."""
        raise NotImplementedError(f"{type(self).__name__} must implement legal_actions()")

    def outcome(self, state: State) -> Outcome | None:
        """None while the game goes on, then its result."""
        raise NotImplementedError(f"{type(self).__name__} must implement outcome()")

    def shared_legal_actions(self, state: State, seat: int) -> Sequence[Action]:
        """The same actions as `legal_actions`, as objects that may be shared (prebuilt, never changed).

        What `legal_tuple` hands the bots and `apply`'s check. Override it when
        the game can list prebuilt action objects more cheaply than fresh ones
        (a hand of cards, a range of bids); the default is `legal_actions`.
        The kit checks at every step that both list the same actions.
        """
        return self.legal_actions(state, seat)

    def explain_illegal(self, state: State, seat: int, action: Action) -> str:
        """Why `action` is not legal for `seat` now (override for better reasons)."""
        legal = self.legal_tuple(state, seat)
        if seat not in self.waiting_for(state) and not legal:
            return "It is not your turn."
        kind = action.get("type")
        if not any(a.get("type") == kind for a in legal):
            return f"You cannot {kind} now." if isinstance(kind, str) else "That is not an action."
        return f"That {kind} is not allowed now."

    # -- the contract, implemented once ------------------------------------------

    def check_players(self, players: int) -> None:
        """Raise ValueError unless the game supports `players` seats."""
        if not self.min_players <= players <= self.max_players:
            raise ValueError(
                f"{self.title} is for {self.min_players}-{self.max_players} players, not {players}"
            )

    def resolve_options(self, options: Mapping[str, Any] | None, players: int | None = None) -> dict[str, Any]:
        """Defaults filled in, every value checked (raises InvalidOptions)."""
        return resolve_options(self.options, options, players)

    def legal_tuple(self, state: State, seat: int) -> tuple[Action, ...]:
        """`legal_actions(state, seat)` as a shared tuple, computed once until the state is next played.

        Read-only: neither the tuple nor its actions may be changed or kept
        past the next move; a caller that wants its own copy asks
        `legal_actions`.
        """
        held, lists = self._memo
        if held is state:
            found = lists.get(seat)
            if found is None:
                found = lists[seat] = tuple(self.shared_legal_actions(state, seat))
            return found
        found = tuple(self.shared_legal_actions(state, seat))
        self._memo = (state, {seat: found})
        return found

    def apply(self, state: State, seat: int, action: Action, *, legal: Sequence[Action] | None = None) -> list[Event]:
        """Checked `play`, leaving `state` untouched unless the action is legal.

        Raises MalformedAction for a seat the table does not have or an action
        not of a declared shape, IllegalAction for a well-formed action the
        rules do not allow now. A listed action is accepted at once (every
        listed action has a declared shape: the kit checks it); only a refusal
        pays for finding out why. A caller that already holds the seat's legal
        actions at this position (of this state or of a clone of it) passes
        them as `legal`, and the check uses them instead of computing them.
        """
        if type(seat) is not int and (not isinstance(seat, int) or isinstance(seat, bool)):
            raise MalformedAction(f"There is no seat {seat!r} at this table.")
        if not 0 <= seat < self.num_players(state):
            raise MalformedAction(f"There is no seat {seat!r} at this table.")
        if legal is None:
            held, lists = self._memo
            if held is state:
                legal = lists.get(seat)
            if legal is None:
                legal = self.legal_tuple(state, seat)
        # The common case first, at C speed: a bot's pick is the very object listed, found by
        # identity alone (`tuple.index` would compare every dict before it, key by key).
        if not any(map(is_, legal, repeat(action))) and not contains_action(legal, action):
            self.refuse(state, seat, action)
        self._memo = _NO_MEMO
        return self.play(state, seat, action)

    def refuse(self, state: State, seat: int, action: Any) -> NoReturn:
        """Raise the refusal for an action not listed: MalformedAction, else IllegalAction with the reason."""
        check_shape(self.title, self.action_shapes, action)
        if self.outcome(state) is not None:
            raise IllegalAction("The game is over.")
        raise IllegalAction(self.explain_illegal(state, seat, action))

    def apply_trusted(self, state: State, seat: int, action: Action) -> list[Event]:
        """`play` without the legality check: only for actions taken from `legal_actions`."""
        self._memo = _NO_MEMO
        return self.play(state, seat, action)

    def num_players(self, state: State) -> int:
        """Seats in this game (reads `state.players` by default)."""
        return int(state.players)

    def progress(self, state: State) -> float:
        """0 before the end, 1 at it; games override with a real measure."""
        return 1.0 if self.outcome(state) is not None else 0.0

    def determinize(self, state: State, seat: int, rng: Rng) -> State:
        """For perfect-information games: a clone whose future chance is resampled."""
        out = self.clone(state)
        out.rng = Rng(rng.next64())
        return out

    def clone(self, state: State) -> State:
        """A deep copy (override with something faster for search)."""
        return copy.deepcopy(state)

    def describe_action(self, state: State, seat: int, action: Action) -> str:
        """Compact JSON without the braces' noise, e.g. `take tile=27`."""
        rest = " ".join(f"{k}={orjson.dumps(v).decode()}" for k, v in action.items() if k != "type")
        return f"{action.get('type')} {rest}".strip()

    def seat_label(self, seat: int) -> str:
        """How events name a seat."""
        return f"{{p{seat}}}"
