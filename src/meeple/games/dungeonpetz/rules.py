"""Dungeon Petz (Vlaada Chvátil, CGE 2011): imps raise monster pets, show them off and sell them to dungeon lords.

The game object wires the contract to the rule modules: `setup` (phase 1), `shopping` (phase 2's
secret groups and the market), `housing` and `needs` (phase 3), `care` and `scoring` (phase 4),
`business` (phases 5-6), `flow` (the order of it all), `choices` (legal actions), `view`,
`hidden` (determinize) and `explain` (refusals).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from meeple.engine import BaseGame, Event, Option, Outcome, Rng, action_shapes

from . import business, care, choices, flow, housing, needs, shopping
from .bot import POLICY
from .components import FORESIGHT, OVER
from .explain import explain
from .hidden import determinize
from .labels import describe
from .setup import new_game
from .state import PetzState, dump_state, load_state
from .view import build_view

Action = dict[str, Any]

DOUBLE = Option.flag("double", "Double-symbol needs",
                     help="A double-symbol need card may be played upside down, giving the pet both its needs.")
FORESIGHT_OPTION = Option(
    "foresight", "Foresight",
    (("regular", "Regular: the next exhibition and customer are shown"),
     ("more", "More: two exhibitions and two customers ahead"),
     ("full", "Full: every exhibition and customer from the start")),
    "regular",
)


class DungeonPetzGame(BaseGame):
    """2-4 imp families run pet shops for dungeon lords over five (4p) or six (2-3p) rounds."""

    id = "dungeonpetz"
    title = "Dungeon Petz"
    play_minutes = (60, 90)
    summary = ("Group your imps in secret, buy baby monsters, keep them fed, amused and caged, "
               "then show them off and sell them to dungeon lords.")
    min_players = 2
    max_players = 4
    options = (DOUBLE, FORESIGHT_OPTION)
    action_shapes = action_shapes({
        "group": "imps", "gold": "amount", "ready": "",
        "send": "space item", "home": "",
        "place": "slot", "move": "pet to", "arranged": "",
        "assign": "slot card flip", "potion": "slot colour",
        "feed": "slot food", "starve": "slot", "tool": "slot",
        "entertain": "slot", "rest": "", "calm": "", "release": "", "discard": "card",
        "sell": "slot venue", "keep": "", "clean": "slot", "finish": "",
    })
    hidden_information = True
    chance = True
    simultaneous = True
    max_steps = 4_000
    """Per seat and round at most 13 grouping steps, 6 sends, 11 arranging, 20 cards, ~12 care, 1 sale and 4
    cleanings: under 70; x 4 seats x 5 rounds (or 3 x 6) is under 1,500."""
    seconds_per_turn = 30
    policy = POLICY
    bot_levels: ClassVar[Mapping[str, str]] = {"ismcts:hard": "ismcts:hard:1500ms"}
    """Rollouts are long (170-odd steps): the hard level is capped at 1.5 s a move (docs/bots.md)."""

    def setup(self, players: int, options: Mapping[str, Any], seed: int) -> PetzState:
        """Decks shuffled, tiles dealt, round 1 set out and the secret grouping open."""
        self.check_players(players)
        opts = self.resolve_options(options, players)
        state, _ = new_game(players, bool(opts["double"]), FORESIGHT[opts["foresight"]], seed)
        return state

    def waiting_for(self, state: PetzState) -> frozenset[int]:
        """Every seat not ready in the secret phases, else the seat whose turn it is."""
        return flow.waiting_for(state)

    def legal_actions(self, state: PetzState, seat: int) -> list[Action]:
        """Every action the seat may take now."""
        return choices.legal_actions(state, seat)

    def shared_legal_actions(self, state: PetzState, seat: int) -> list[Action]:
        """The same actions; shopping's are prebuilt shared objects (they are most of the game's steps)."""
        return choices.shared_actions(state, seat)

    def play(self, state: PetzState, seat: int, action: Action) -> list[Event]:
        """Apply a legal action for `seat`."""
        events: list[Event] = []
        s = state
        kind = action["type"]
        if kind == "group":
            shopping.start_group(s, seat, action["imps"])
        elif kind == "gold":
            shopping.add_gold(s, seat, action["amount"], events)
        elif kind == "ready":
            shopping.finish(s, seat, events)
        elif kind == "send":
            shopping.send(s, action["space"], action["item"], events)
        elif kind == "home":
            shopping.stay_home(s, events)
        elif kind == "place":
            if s.new_cages[seat]:
                housing.place_cage(s, seat, action["slot"], events)
            else:
                housing.place_addon(s, seat, action["slot"], events)
        elif kind == "move":
            housing.move(s, seat, action["pet"], action["to"], events)
        elif kind == "arranged":
            flow.arranged(s, seat, events)
        elif kind in ("assign", "potion"):
            if kind == "assign":
                needs.assign(s, seat, action["slot"], action["card"], action["flip"], events)
            else:
                needs.use_potion(s, seat, action["slot"], action["colour"], events)
            flow.after_assign(s, events)
        elif kind in ("feed", "starve", "tool", "entertain", "rest", "calm", "release", "discard"):
            self._care(s, seat, action, events)
        elif kind in ("sell", "keep"):
            if kind == "sell":
                business.sell(s, seat, action["slot"], action["venue"], events)
            flow.next_seller(s, events)
        elif kind == "clean":
            business.clean(s, seat, action["slot"], events)
            if not business.cleanable(s, seat):
                flow.finish_cleaning(s, seat, events)
        else:  # finish
            flow.finish_cleaning(s, seat, events)
        flow.advance(s, events)
        return events

    @staticmethod
    def _care(s: PetzState, seat: int, action: Action, events: list[Event]) -> None:
        kind = action["type"]
        if kind == "feed":
            care.feed(s, seat, action["slot"], action["food"], events)
        elif kind == "starve":
            care.stop_feeding(s, seat, action["slot"], events)
        elif kind == "tool":
            care.use_tool(s, seat, action["slot"], events)
        elif kind == "entertain":
            care.entertain(s, seat, action["slot"], events)
        elif kind == "rest":
            care.end_play(s, seat, events)
        elif kind == "calm":
            care.calm(s, seat, events)
        elif kind == "release":
            care.release(s, seat, events)
        else:
            care.discard(s, seat, action["card"])
        flow.next_carer(s, events)

    def explain_illegal(self, state: PetzState, seat: int, action: Action) -> str:
        """A sentence saying why `action` is refused."""
        return explain(state, seat, action)

    def view(self, state: PetzState, seat: int | None) -> dict[str, Any]:
        """The board, every shop as the seat may see it, and the round's state."""
        return build_view(state, seat)

    def outcome(self, state: PetzState) -> Outcome | None:
        """Most reputation wins; tied players share the victory."""
        if state.phase != OVER:
            return None
        return Outcome.from_scores([float(r) for r in state.rep])

    def progress(self, state: PetzState) -> float:
        """Rounds played, with a share for the phase within the round."""
        if state.phase == OVER:
            return 1.0
        step = ("group", "send", "arrange", "assign", "care", "sell", "clean").index(state.phase) / 7
        return min(0.99, (state.round - 1 + step) / state.rounds)

    def describe_action(self, state: PetzState, seat: int, action: Action) -> str:
        """Labels such as `Group of 2 imps`, `Send to the Cage shop: Iron bars`."""
        return describe(state, seat, action)

    def determinize(self, state: PetzState, seat: int, rng: Rng) -> PetzState:
        """Decks, hidden tiles, other hands and other seats' secret choices redrawn."""
        return determinize(state, seat, rng)

    def clone(self, state: PetzState) -> PetzState:
        """An independent copy."""
        return state.copy()

    def dump(self, state: PetzState) -> dict[str, Any]:
        """Plain JSON."""
        return dump_state(state)

    def load(self, data: dict[str, Any]) -> PetzState:
        """Inverse of `dump`."""
        return load_state(data)


GAME = DungeonPetzGame()
