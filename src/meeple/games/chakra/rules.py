"""Chakra for 2-4 players: receive energies from the maya flows, channel them to their chakras, meditate.

This module ties the turn together behind the game contract; the rules live
in `receive`, `channel`, `turn` (meditate, the end of a turn), `objectives`
and `scoring`. Actions (chakras 0 purple to 6 red; -1 the bubbles, 7 the earth;
colours 0-6 as the chakras, 7 black, 8 white):

* `{"type": "flow", "flow": F}`, then `{"type": "take", "colour": C}` for each energy,
  then `{"type": "bubbles"}` or `{"type": "place", "chakra": K}`: receive;
* `{"type": "channel", "space": S}`, then `{"type": "move", "from": P, "colour": C, "to": Q}`
  for each move of the space's pattern: channel;
* `{"type": "meditate"}`, then `{"type": "look", "colour": C}` (unless all seven are held): meditate.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from meeple.engine import Action, BaseGame, Option, Outcome, Rng, action_shapes

from . import scoring, turn
from .actions import fresh
from .board import harmonized_count
from .bot import POLICY
from .components import (
    CHAKRAS,
    CHANNEL_PATTERNS,
    CHANNEL_TEXTS,
    COLOUR_NAMES,
    HARMONIZED_TO_END,
    MAX_PLAYERS,
    OBJECTIVES,
    ROUND_CAP,
    SLOTS,
    objectives_in_play,
    position_name,
)
from .explain import explain
from .hidden import determinize
from .lotus import deal_plenitude, fill_bag, setup_flows
from .state import OVER, ChakraState, dump, load
from .view import view

STEPS_PER_TURN = 1 + SLOTS + 1
"""The longest turn: a flow, three energies and where they go."""


class ChakraGame(BaseGame):
    """The game object registered as `chakra`."""

    id = "chakra"
    title = "Chakra"
    play_minutes = (30, 45)
    summary = "Draw energies from the maya flows and channel them until your chakras are in harmony."
    min_players = 2
    max_players = MAX_PLAYERS
    options = (
        Option.flag("yinyang", "Module A: Yin-Yang",
                    help="White positive energies join the bag; white and black on one chakra make a yin-yang."),
        Option.flag("objectives", "Module D: Objectives",
                    help="2 or 3 objective cards give 2 points to the first player to meet them, 1 to the second."),
    )
    action_shapes = action_shapes({
        "flow": "flow", "take": "colour", "bubbles": "", "place": "chakra",
        "channel": "space", "move": "from colour to", "meditate": "", "look": "colour",
    })
    hidden_information = True
    chance = True
    simultaneous = False
    max_steps = ROUND_CAP * 4 * STEPS_PER_TURN
    policy = POLICY
    bot_levels: ClassVar[Mapping[str, str]] = {"ismcts:hard": "ismcts:hard:1500ms"}
    """Hard is capped at 1.5 s a move (3000 iterations take about 5 s on one core)."""

    def setup(self, players: int, options: Mapping[str, Any], seed: int) -> ChakraState:
        """Fill the bag, deal the plenitude tokens face down, fill the flows; each player draws a random
        meditation token (and may look at that plenitude token); seat 0 is the first player."""
        self.check_players(players)
        chosen = self.resolve_options(options, players)
        rng = Rng(seed)
        state = ChakraState(players, rng, yinyang=chosen["yinyang"], objectives=chosen["objectives"])
        state.plenitude, state.box = deal_plenitude(rng)
        meditation = [c for c in range(CHAKRAS) for _ in range(4)]
        state.meditation = [[meditation.pop(rng.below(len(meditation)))] for _ in range(players)]
        if state.objectives:
            state.goals = sorted(rng.sample(range(len(OBJECTIVES)), objectives_in_play(players)))
            state.claims = [[] for _ in state.goals]
        state.bag = fill_bag(players, state.yinyang)
        state.chakras = [[[] for _ in range(CHAKRAS)] for _ in range(players)]
        state.bubbles = [[] for _ in range(players)]
        state.earth = [0] * players
        state.earth_white = [0] * players
        state.notches = [[False] * CHAKRAS for _ in range(players)]
        state.spaces = [[False] * len(CHANNEL_PATTERNS) for _ in range(players)]
        state.halves = [0] * players
        setup_flows(state)
        return state

    waiting_for = staticmethod(turn.waiting_for)
    """The seat on turn, until the game is over (the rules' own function: no wrapper call per step)."""

    def legal_actions(self, state: ChakraState, seat: int) -> list[Action]:
        """Receive, channel or meditate, then the steps of a receive or a pattern (see `turn`): fresh copies."""
        return fresh(turn.legal_actions(state, seat))

    shared_legal_actions = staticmethod(turn.legal_actions)
    """The same list of the prebuilt, never changed action objects of `actions`."""
    play = staticmethod(turn.play)
    """Apply a legal action; the game ends with the round in which someone harmonizes a fifth chakra (the
    final score's events come last)."""

    def explain_illegal(self, state: ChakraState, seat: int, action: Action) -> str:
        """A precise reason, e.g. "Your board already holds 3 red energies"."""
        return explain(state, seat, action)

    def describe_action(self, state: ChakraState, seat: int, action: Action) -> str:
        """ "receive from flow 2", "take black", "place on the green chakra", "move red from ... to ..."."""
        kind = action.get("type")
        try:
            if kind == "flow":
                return f"receive from flow {action['flow'] + 1}"
            if kind == "take":
                return f"take {COLOUR_NAMES[action['colour']]}"
            if kind == "bubbles":
                return "place on the bubbles"
            if kind == "place":
                return f"place on {position_name(action['chakra'])} (an inspiration token in its notch)"
            if kind == "channel":
                return f"channel: {CHANNEL_TEXTS[action['space']]}"
            if kind == "move":
                return (f"move {COLOUR_NAMES[action['colour']]} from {position_name(action['from'])} "
                        f"to {position_name(action['to'])}")
            if kind == "meditate":
                return "meditate: take back your inspiration tokens"
            if kind == "look":
                return f"take the {COLOUR_NAMES[action['colour']]} meditation token and look at its plenitude"
        except (IndexError, KeyError, TypeError):
            pass
        return super().describe_action(state, seat, action)

    def view(self, state: ChakraState, seat: int | None) -> dict[str, Any]:
        """Everything public plus the plenitude tokens the seat has looked at (see `view.py`)."""
        return view(state, seat)

    def outcome(self, state: ChakraState) -> Outcome | None:
        """Plenitude points (see `scoring.py`)."""
        return None if state.phase != OVER else scoring.outcome(state)

    def progress(self, state: ChakraState) -> float:
        """The leader's share of the five harmonized chakras that end the game (0.95 at most before the end)."""
        if state.phase == OVER:
            return 1.0
        best = max(harmonized_count(c) for c in state.chakras)
        return min(0.95, max(best / HARMONIZED_TO_END, state.round / ROUND_CAP))

    def determinize(self, state: ChakraState, seat: int, rng: Rng) -> ChakraState:
        """Resample the plenitude tokens the seat has not seen (see `hidden.py`)."""
        return determinize(state, seat, rng)

    def clone(self, state: ChakraState) -> ChakraState:
        """A fast hand-written copy."""
        return state.clone()

    def dump(self, state: ChakraState) -> dict[str, Any]:
        """Plain JSON."""
        return dump(state)

    def load(self, data: dict[str, Any]) -> ChakraState:
        """Inverse of `dump`."""
        return load(data)


GAME = ChakraGame()
