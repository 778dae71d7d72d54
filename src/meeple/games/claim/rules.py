"""Claim (Scott Almes) for 2 players: win followers in phase one, then win factions with them.

This module ties the phases together behind the game contract; the rules
live in `tricks` (both phases) and `scoring`. The one action is
`{"type": "play", "card": "K7"}`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from meeple.engine import ONE_SEAT, Action, BaseGame, Event, Outcome, Rng, action_shapes

from . import scoring, tricks
from .bot import POLICY
from .components import TRICKS, card_name
from .explain import explain
from .hidden import determinize
from .state import OVER, ClaimState, dump, load
from .view import view


class ClaimGame(BaseGame):
    """The game object registered as `claim`."""

    id = "claim"
    title = "Claim"
    play_minutes = (20, 30)
    summary = "Two rounds of tricks: win followers first, then lead them to claim three of five factions."
    min_players = 2
    max_players = 2
    action_shapes = action_shapes({"play": "card"})
    hidden_information = True
    chance = True
    simultaneous = False
    max_steps = 2 * TRICKS
    policy = POLICY
    bot_levels: ClassVar[Mapping[str, str]] = {"ismcts:hard": "ismcts:hard:1900ms"}
    """Hard averages about 1.1 s a move on a busy box (docs/bots.md); the cap keeps every move under 2 s."""

    def setup(self, players: int, options: Mapping[str, Any], seed: int) -> ClaimState:
        """A shuffled deck, 13 cards each, a random first leader, the first prize turned up."""
        self.check_players(players)
        self.resolve_options(options, players)
        return tricks.new_game(seed)

    def waiting_for(self, state: ClaimState) -> frozenset[int]:
        """The seat to play, until the last trick is played."""
        return frozenset() if state.phase == OVER else ONE_SEAT[state.turn]

    def legal_actions(self, state: ClaimState, seat: int) -> list[Action]:
        """Each distinct card the seat may play now."""
        return tricks.legal_actions(state, seat)

    def shared_legal_actions(self, state: ClaimState, seat: int) -> Sequence[Action]:
        """As `legal_actions`, with prebuilt action objects."""
        return tricks.shared_actions(state, seat)

    def play(self, state: ClaimState, seat: int, action: Action) -> list[Event]:
        """Play a card; after the 26th trick, score the factions."""
        events = tricks.play(state, seat, action["card"])
        if state.phase == OVER:
            events += scoring.final_events(state)
        return events

    def explain_illegal(self, state: ClaimState, seat: int, action: Action) -> str:
        """A precise reason, e.g. "You hold Knights, so you must play one of them or a Doppelgänger"."""
        return explain(state, seat, action)

    def describe_action(self, state: ClaimState, seat: int, action: Action) -> str:
        """ "play Knight 7"."""
        card = action.get("card")
        if isinstance(card, str) and len(card) == 2 and card[1].isdigit():
            return f"play {card_name(card)}"
        return super().describe_action(state, seat, action)

    def view(self, state: ClaimState, seat: int | None) -> dict[str, Any]:
        """Everything public plus the seat's own hand and followers (see `view.py`)."""
        return view(state, seat)

    def outcome(self, state: ClaimState) -> Outcome | None:
        """Factions won (see `scoring.py`)."""
        return None if state.phase != OVER else scoring.outcome(state)

    def progress(self, state: ClaimState) -> float:
        """Cards played out of 52."""
        if state.phase == OVER:
            return 1.0
        return (2 * state.tricks + (state.lead is not None)) / (2 * TRICKS)

    def determinize(self, state: ClaimState, seat: int, rng: Rng) -> ClaimState:
        """Resample the other hand, its blind followers and the deck (see `hidden.py`)."""
        return determinize(state, seat, rng)

    def clone(self, state: ClaimState) -> ClaimState:
        """A fast hand-written copy."""
        return state.clone()

    def dump(self, state: ClaimState) -> dict[str, Any]:
        """Plain JSON."""
        return dump(state)

    def load(self, data: dict[str, Any]) -> ClaimState:
        """Inverse of `dump`."""
        return load(data)


GAME = ClaimGame()
