"""Gangsta! for 2-5 players: mobilize, then recruit, heist or pass, through Genesis, Gang Wars and Domination.

The game object wires the contract to the modules that hold the rules: `gang`
(skills and the rule predicates), `flow` (turns, rivers, snitches, chapters,
the end), `heists` (crews and rewards), `actions` (legal actions and their
dispatch), `scoring`, `view`, `hidden` (determinize) and `explain`
(refusals). The cards' numbers follow the published game; their names are our
own (`components`, README).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from meeple.engine import Action, BaseGame, Event, Option, Outcome, Rng, action_shapes, seat_name

from .actions import SHAPES, describe, play_action, shared_actions, waiting_for
from .bot import POLICY
from .components import DOMINATION, END_AT, LAST_SNITCH
from .explain import explain
from .flow import biggest_gang, new_game
from .hidden import determinize
from .scoring import breakdown
from .state import OVER, GangstaState, dump_state, load_state
from .view import build_view


class GangstaGame(BaseGame):
    """The game object registered as `gangsta`."""

    id = "gangsta"
    title = "Gangsta!"
    play_minutes = (30, 45)
    summary = "Recruit gangsters, pull off heists alone or together, and outlast the snitches to rule the city."
    min_players = 2
    max_players = 5
    options = (
        Option.flag("pass_minimum", "At least $2 when passing", False,
                    "A player who passes takes at least $2, even with a single Leader."),
        Option.flag("catch_up", "Cash for not playing first", False,
                    "Each seat starts with $1 more than the seat before it."),
        Option.flag("clans", "Clans", False,
                    "Recruiting from your Boss's clan costs $1 less; at the end each clan's majority scores 2 "
                    "(1 each if tied) instead of the most gangsters."),
    )
    action_shapes = action_shapes(SHAPES)
    hidden_information = True
    chance = True
    simultaneous = True
    max_steps = 20_000
    """No rule bounds the turns (passing forever is legal); random games measured at 2-5 players end well inside
    this (README, "Figures"), and it leaves room for the longest."""
    seconds_per_turn = 30
    policy = POLICY
    bot_levels: ClassVar[Mapping[str, str]] = {"ismcts:hard": "ismcts:hard:1500ms"}
    """The hard level capped at 1.5 s a move (it must answer within 2 s)."""

    def setup(self, players: int, options: Mapping[str, Any], seed: int) -> GangstaState:
        """A Boss and its money per seat, both rivers dealt; seat 0 mobilizes first."""
        self.check_players(players)
        resolved = self.resolve_options(options, players)
        return new_game(players, resolved, seed)

    waiting_for = staticmethod(waiting_for)

    def legal_actions(self, state: GangstaState, seat: int) -> list[Action]:
        """Fresh copies of `shared_legal_actions`."""
        return [dict(a) for a in shared_actions(state, seat)]

    def shared_legal_actions(self, state: GangstaState, seat: int) -> Sequence[Action]:
        """The seat's actions as prebuilt objects (see `actions`)."""
        return shared_actions(state, seat)

    def play(self, state: GangstaState, seat: int, action: Action) -> list[Event]:
        """Apply a legal action; the table moves on by itself when nobody owes one."""
        events = play_action(state, seat, action)
        if state.stage == OVER:
            parts = breakdown(state)
            scores = ", ".join(f"{seat_name(s)} {p['total']}" for s, p in enumerate(parts))
            events.append(Event("score", f"Final influence: {scores}.", data={"scores": parts}))
        return events

    def explain_illegal(self, state: GangstaState, seat: int, action: Action) -> str:
        """A sentence from the rule predicates (see `explain`)."""
        return explain(state, seat, action)

    def describe_action(self, state: GangstaState, seat: int, action: Action) -> str:
        """Labels such as "recruit Knuckles", "go for Pawnshop", "Slim joins the crew"."""
        return describe(state, seat, action)

    def view(self, state: GangstaState, seat: int | None) -> dict[str, Any]:
        """The whole table but the decks' order and others' secret discards (see `view`)."""
        return build_view(state, seat)

    def outcome(self, state: GangstaState) -> Outcome | None:
        """Most influence wins; a tie goes to the bigger gang, then is shared."""
        if state.stage != OVER:
            return None
        return Outcome.from_scores([float(p["total"]) for p in breakdown(state)],
                                   [[float(len(g))] for g in state.gangs], tiebreak_names=("gangsters",))

    def progress(self, state: GangstaState) -> float:
        """The biggest gang towards nine, or the Domination snitches towards three, whichever is further."""
        if state.stage == OVER:
            return 1.0
        done = (biggest_gang(state) - 1) / (END_AT - 1)
        if state.chapter == DOMINATION:
            done = max(done, len(state.snitches) / LAST_SNITCH)
        return min(0.99, done)

    def determinize(self, state: GangstaState, seat: int, rng: Rng) -> GangstaState:
        """Others' unrevealed discards redrawn, and the Rng (see `hidden`)."""
        return determinize(state, seat, rng)

    def clone(self, state: GangstaState) -> GangstaState:
        """A fast hand-written copy."""
        return state.copy()

    def dump(self, state: GangstaState) -> dict[str, Any]:
        """Plain JSON."""
        return dump_state(state)

    def load(self, data: dict[str, Any]) -> GangstaState:
        """Inverse of `dump`."""
        return load_state(data)


GAME = GangstaGame()
