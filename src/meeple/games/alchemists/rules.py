"""Alchemists for 2-4 players: deduce a hidden world of ingredients, sell potions, publish theories.

The game object wires the contract to the modules that hold the rules:
`flow` (setup, order track, declaring, the resolution queue, round end and
final score), `actions` (legal actions and what they do), `theories`
(publishing, grants, debunking), `goods` (decks and reputation zones),
`worlds` (the hidden world and deductions), `view`, `hidden` (determinize)
and `explain` (refusals). Our own designs are in `components` (README).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from meeple.engine import Action, BaseGame, Event, Option, Outcome, Rng, action_shapes

from .actions import legal, play, waiting_for
from .bot import POLICY
from .components import ALCH_NAMES, ARTIFACTS, COLOURS, INGREDIENTS, ORDER_TRACK, POTIONS, ROUNDS
from .explain import explain
from .flow import new_game
from .hidden import determinize
from .state import DECLARE, ORDER, OVER, AlchemistsState, dump_state, load_state
from .view import build_view


class AlchemistsGame(BaseGame):
    """The game object registered as `alchemists`."""

    id = "alchemists"
    title = "Alchemists"
    play_minutes = (90, 120)
    summary = "Mix ingredients to deduce their hidden alchemicals, sell potions, and publish theories that will hold."
    min_players = 2
    max_players = 4
    options = (Option("variant", "Variant", (("apprentice", "Apprentice (3 ingredients, easier conferences, "
                                                            "debunk by naming an aspect)"),
                                             ("master", "Master (2 ingredients, harder conferences, debunk by a "
                                                        "public demonstration)")), "apprentice"),)
    action_shapes = action_shapes({
        "order": "space", "place": "space", "favour": "card space?", "done": "", "discard": "ingredient",
        "decline": "", "gather": "slot", "transmute": "ingredient", "refund": "level", "offer": "potion guarantee",
        "mix": "a b", "buy": "artifact", "debunk": "ingredient colour", "demonstrate": "a b",
        "theory": "ingredient", "endorse": "ingredient", "alchemical": "alchemical", "seal": "seal",
        "exhibit": "potion", "revise": "ingredient",
    })
    hidden_information = True
    chance = True
    max_steps = 6_000
    """Six rounds; a player's round is one order choice, at most about 14 declarations and favours, and at most
    16 actions of up to 4 steps each (with favours): under 90, so 6 x 4 x 90 = 2,160 plus room."""
    seconds_per_turn = 45
    policy = POLICY
    bot_levels: ClassVar[Mapping[str, str]] = {"ismcts:hard": "ismcts:hard:1500ms"}

    def setup(self, players: int, options: Mapping[str, Any], seed: int) -> AlchemistsState:
        """The hidden world, goods dealt, the first order track open."""
        self.check_players(players)
        opts = self.resolve_options(options, players)
        return new_game(players, opts["variant"] == "master", seed)

    def waiting_for(self, state: AlchemistsState) -> frozenset[int]:
        """The one seat that owes an action."""
        return waiting_for(state)

    def legal_actions(self, state: AlchemistsState, seat: int) -> list[Action]:
        """Fresh copies of `shared_legal_actions`."""
        return [dict(a) for a in legal(state, seat)]

    def shared_legal_actions(self, state: AlchemistsState, seat: int) -> Sequence[Action]:
        """Everything the seat may do now, as prebuilt action objects (see `actions`)."""
        return legal(state, seat)

    def play(self, state: AlchemistsState, seat: int, action: Action) -> list[Event]:
        """Apply a legal action; the table moves on by itself."""
        return play(state, seat, action)

    def explain_illegal(self, state: AlchemistsState, seat: int, action: Action) -> str:
        """A sentence from the rule predicates (see `explain`)."""
        return explain(state, seat, action)

    def describe_action(self, state: AlchemistsState, seat: int, action: Action) -> str:
        """Labels such as "take order space 3", "mix fern and toad", "publish on claw"."""
        kind = action.get("type")
        i = action.get("ingredient")
        ing = INGREDIENTS[i] if isinstance(i, int) and 0 <= i < 8 else "?"
        if kind == "order":
            k = action["space"]
            gold, ingredients, favours = ORDER_TRACK[k]
            goods = [text for n, text in ((gold, f"pay {-gold} gold"), (ingredients, f"{ingredients} ingredient(s)"),
                                          (favours, f"{favours} favour(s)")) if n]
            return f"order space {k + 1}" + (f" ({', '.join(goods)})" if goods else "")
        if kind == "place":
            return f"declare {action['space']}"
        if kind == "favour":
            return f"play the {action['card']}" + (f" on {action['space']}" if "space" in action else "")
        if kind == "done":
            return "done revising" if state.stage == "rework" else "done declaring"
        if kind == "decline":
            return "decline this action"
        if kind == "gather":
            k = action["slot"]
            return "top of the deck" if k < 0 else f"take {INGREDIENTS[state.market[k]]}"
        if kind in ("transmute", "discard"):
            return f"{kind} {ing}"
        if kind == "refund":
            return f"refund level {action['level']}"
        if kind == "offer":
            return f"offer {POTIONS[action['potion']]}, guarantee {action['guarantee']}"
        if kind in ("mix", "demonstrate"):
            return f"{kind} {INGREDIENTS[action['a']]} + {INGREDIENTS[action['b']]}"
        if kind == "buy":
            return f"buy the {ARTIFACTS[action['artifact']][0]}"
        if kind == "debunk":
            return f"debunk {ing} on {COLOURS[action['colour']]}"
        if kind == "theory":
            return f"publish a theory on {ing}"
        if kind == "endorse":
            return f"endorse the theory on {ing}"
        if kind == "revise":
            return f"revise your theory on {ing}"
        if kind == "alchemical":
            return f"{'change to ' if state.stage == 'rework' else ''}alchemical {ALCH_NAMES[action['alchemical']]}"
        if kind == "seal":
            return f"{'exchange for a ' if state.stage == 'rework' else ''}{action['seal']} seal"
        if kind == "exhibit":
            return f"exhibit {POTIONS[action['potion']]}"
        return super().describe_action(state, seat, action)

    def view(self, state: AlchemistsState, seat: int | None) -> dict[str, Any]:
        """The public table plus the seat's hand, seals, notes and deduction grid (see `view`)."""
        return build_view(state, seat)

    def outcome(self, state: AlchemistsState) -> Outcome | None:
        """Most points after the sixth round; ties are shared (the page names no tie-breaker)."""
        if state.phase != OVER:
            return None
        return Outcome.from_scores([float(v) for v in state.scores])

    def progress(self, state: AlchemistsState) -> float:
        """Rounds done, and within the round its phase."""
        if state.phase == OVER:
            return 1.0
        within = 0.0 if state.phase == ORDER else 0.1 if state.phase == DECLARE else 0.2 + 0.07 * max(0, state.space)
        return min(0.999, (state.round - 1 + min(within, 0.95)) / ROUNDS)

    def determinize(self, state: AlchemistsState, seat: int, rng: Rng) -> AlchemistsState:
        """The world, others' hands, favours, seals and mixed pairs redrawn (see `hidden`)."""
        return determinize(state, seat, rng)

    def clone(self, state: AlchemistsState) -> AlchemistsState:
        """A fast hand-written copy."""
        return state.copy()

    def dump(self, state: AlchemistsState) -> dict[str, Any]:
        """Plain JSON."""
        return dump_state(state)

    def load(self, data: dict[str, Any]) -> AlchemistsState:
        """Inverse of `dump`."""
        return load_state(data)


GAME = AlchemistsGame()
