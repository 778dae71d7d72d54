"""Pandemic (Matt Leacock, base game) for 2-4 players: the game object behind the contract.

The rules live in small modules: `moves` and `actions` (the four actions a
turn), `turn` (drawing, epidemics, infections, the hand limit, roles),
`disease` (cubes, outbreaks, eradication), `eventcards`, `decks`; `legal` is
the one source of legality; `view`, `hidden` and `explain` face the players.
"""

from __future__ import annotations

from collections.abc import Mapping
from operator import attrgetter
from typing import Any, ClassVar

from meeple.engine import Action, BaseGame, Option, Outcome, Rng, action_shapes

from . import legal
from .bot import POLICY
from .components import (
    ACTIONS_PER_TURN,
    DIFFICULTIES,
    EVENTS,
    FORECAST_CARDS,
    HAND_LIMIT,
    INFECTION_RATES,
    STARTING_HAND,
)
from .deal import new_game
from .explain import explain
from .hidden import determinize
from .map import CITY_COUNT
from .play import play
from .state import OVER, PandemicState, dump, load
from .view import view


def _longest_game() -> int:
    """A bound on the steps of any game, from the rules' own limits (see the README)."""
    deck = CITY_COUNT + len(EVENTS) + max(DIFFICULTIES) - 2 * min(STARTING_HAND.values())
    turns = deck // 2 + 1
    per_action = 1 + 3  # a cure and three cards to keep (the most steps one action can take)
    cards = HAND_LIMIT + ACTIONS_PER_TURN  # the most cards a hand can see in one turn
    refusals = 2 * (2 * cards * 3)  # proposal + refusal of each give and take, with three others, once a turn
    per_turn = ACTIONS_PER_TURN * per_action + refusals + 1 + 2 * 2 + max(INFECTION_RATES)
    events = 2 * len(EVENTS) * (1 + FORECAST_CARDS)  # each event played twice at most (the planner)
    return turns * per_turn + deck + events + 4


class PandemicGame(BaseGame):
    """The game object registered as `pandemic`."""

    id = "pandemic"
    title = "Pandemic"
    play_minutes = (45, 60)
    summary = "Cooperate to cure four diseases before outbreaks, cubes or the player deck run out."
    min_players = 2
    max_players = 4
    action_shapes = action_shapes({
        "role": "role", "drive": "city", "direct": "city", "charter": "", "shuttle": "city", "fly": "city",
        "join": "city", "ops_move": "card", "dispatch": "seat", "build": "", "build_at": "city",
        "remove_station": "city", "treat": "colour", "cure": "colour", "keep": "card",
        "give": "card seat", "take": "card seat", "accept": "", "refuse": "", "pass": "", "draw": "",
        "epidemic": "", "intensify": "", "infect": "", "discard": "card", "event": "card",
        "forecast": "card", "pawn": "seat", "remove_card": "card", "plan": "card",
    })
    options = (
        Option("epidemics", "Difficulty",
               ((4, "Introductory (4 epidemics)"), (5, "Standard (5 epidemics)"), (6, "Heroic (6 epidemics)")),
               5, help="How many epidemic cards are shuffled into the player deck."),
        Option("roles", "Roles", (("random", "Dealt at random"), ("chosen", "Chosen by the players")),
               "random", help="Chosen: before the first turn each player in seat order picks a role."),
    )
    hidden_information = True
    cooperative = True
    chance = True
    max_steps = _longest_game()
    policy = POLICY
    bot_levels: ClassVar[Mapping[str, str]] = dict.fromkeys(("ismcts:easy", "ismcts:medium", "ismcts:hard"), "policy")
    """The rule-based team bot plays every level at tables: it wins 15% of 2-player games where
    ISMCTS won none (docs/bots.md), and a cooperative teammate should be the best there is."""

    def setup(self, players: int, options: Mapping[str, Any], seed: int) -> PandemicState:
        """Atlanta's station, nine infected cities, hands, epidemic piles, roles; seat 0 begins."""
        self.check_players(players)
        opts = self.resolve_options(options, players)
        return new_game(players, opts["epidemics"], opts["roles"] == "chosen", seed)

    waiting_for = staticmethod(legal.waiting_for)
    """The seat whose step or decision the game needs (the rules' own function: no wrapper call per step)."""

    def legal_actions(self, state: PandemicState, seat: int) -> list[Action]:
        """Every action the seat may take now, event cards out of turn included."""
        return legal.legal_actions(state, seat)

    num_players = staticmethod(attrgetter("players"))  # type: ignore[assignment]  # (state) -> int, as the base's
    """Seats in this game: `state.players`, read in C (`apply` asks it at every step)."""
    shared_legal_actions = staticmethod(legal.shared_actions)
    """As `legal_actions`, with the prebuilt action objects themselves (what the bots and `apply` read)."""
    play = staticmethod(play)
    """Apply a legal action."""

    def explain_illegal(self, state: PandemicState, seat: int, action: Action) -> str:
        """A precise reason, e.g. "Paris is not connected to Atlanta."."""
        return explain(state, seat, action)

    def describe_action(self, state: PandemicState, seat: int, action: Action) -> str:
        """A short label: "drive to Chicago", "give Paris to {p1}", "play Airlift"."""
        return describe(action)

    def view(self, state: PandemicState, seat: int | None) -> dict[str, Any]:
        """Everything but the order of the decks (see `view.py`)."""
        return view(state, seat)

    def outcome(self, state: PandemicState) -> Outcome | None:
        """A team result once the game is over: won with four cures, else lost."""
        if state.phase != OVER:
            return None
        return Outcome.team(state.won, state.players, notes=state.result or "")

    def progress(self, state: PandemicState) -> float:
        """The share of the player deck drawn (the game's clock); 1.0 at the end."""
        if state.phase == OVER:
            return 1.0
        start = CITY_COUNT + len(EVENTS) + state.epidemics - state.players * STARTING_HAND[state.players]
        return min(0.99, 1.0 - len(state.player_deck) / start)

    def determinize(self, state: PandemicState, seat: int, rng: Rng) -> PandemicState:
        """Both decks reshuffled within what the table knows, and a fresh Rng (see `hidden.py`)."""
        return determinize(state, seat, rng)

    def clone(self, state: PandemicState) -> PandemicState:
        """A fast hand-written copy."""
        return state.clone()

    def dump(self, state: PandemicState) -> dict[str, Any]:
        """Plain JSON."""
        return dump(state)

    def load(self, data: dict[str, Any]) -> PandemicState:
        """Inverse of `dump`."""
        return load(data)


_LABELS = {
    "drive": "drive to {city}", "direct": "direct flight to {city}", "shuttle": "shuttle flight to {city}",
    "join": "join the pawn in {city}", "charter": "charter flight", "fly": "fly to {city}",
    "ops_move": "fly from the station, discarding {card}", "dispatch": "move the pawn of {{p{seat}}}",
    "build": "build a research station", "remove_station": "move the station from {city}",
    "treat": "treat {colour}", "give": "give {card} to {{p{seat}}}", "take": "take {card} from {{p{seat}}}",
    "accept": "accept the share", "refuse": "refuse the share", "cure": "cure {colour}",
    "keep": "keep {card}", "plan": "keep {card} on the role card", "pass": "pass", "draw": "draw two cards",
    "epidemic": "resolve the epidemic", "intensify": "intensify", "infect": "infect a city",
    "discard": "discard {card}", "event": "play {card}", "pawn": "airlift the pawn of {{p{seat}}}",
    "build_at": "build a station in {city}", "forecast": "put {card} next", "remove_card": "remove {card}",
    "role": "take the {role} role",
}


def describe(action: Action) -> str:
    """A short human label for a legal action."""
    label = _LABELS.get(action.get("type", ""))
    try:
        return label.format(**action) if label else str(action.get("type"))
    except (KeyError, IndexError):
        return str(action.get("type"))


GAME = PandemicGame()
