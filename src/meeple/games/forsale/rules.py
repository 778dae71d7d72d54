"""For Sale (Stefan Dorra) for 3-6 players: buy properties at auction, then sell them for cheques.

This module ties the phases together behind the game contract; the rules
themselves live in `bidding` (phase one), `selling` (phase two) and `scoring`.
Actions: `{"type": "bid", "amount": N}` (a total bid of N $1,000 coins),
`{"type": "pass"}`, and `{"type": "sell", "property": P}`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from meeple.engine import ONE_SEAT, Action, BaseGame, Event, Outcome, Rng, action_shapes

from . import bidding, scoring, selling
from .bot import POLICY
from .components import MOST_PLAYERS, SETUPS, dollars
from .deal import new_game
from .explain import explain
from .hidden import determinize
from .state import BIDDING, OVER, SELLING, ForSaleState, dump, load
from .view import view


def _longest_game() -> int:
    """Bids strictly rise and no seat holds more than its starting coins, so a round
    has at most `coins` bids and `players - 1` passes; selling takes one pick per seat."""
    return max(s.rounds * (s.coins + n - 1) + s.rounds * n for n, s in SETUPS.items())


class ForSaleGame(BaseGame):
    """The game object registered as `forsale`."""

    id = "forsale"
    title = "For Sale"
    play_minutes = (20, 30)
    summary = "Bid for properties with coins, then sell them all at once for cheques."
    min_players = 3
    max_players = MOST_PLAYERS
    action_shapes = action_shapes({"pass": "", "bid": "amount", "sell": "property"})
    hidden_information = True
    chance = True
    simultaneous = True
    max_steps = _longest_game()
    policy = POLICY

    def setup(self, players: int, options: Mapping[str, Any], seed: int) -> ForSaleState:
        """A shuffled table for 3-6 players; seat 0 opens the first auction."""
        self.check_players(players)
        self.resolve_options(options, players)
        return new_game(players, seed)

    def waiting_for(self, state: ForSaleState) -> frozenset[int]:
        """The bidder on turn; in a selling round every seat that has not chosen yet."""
        phase = state.phase  # `is_bidding` and `is_selling` written out: asked at every step
        if phase == BIDDING:
            return ONE_SEAT[state.turn]
        if phase == SELLING:
            return selling.waiting(state)
        return frozenset()

    def legal_actions(self, state: ForSaleState, seat: int) -> list[Action]:
        """Bid or pass on your turn in phase one; pick a property to sell in phase two."""
        if bidding.is_bidding(state):
            return bidding.legal_actions(state, seat)
        return selling.legal_actions(state, seat)

    def shared_legal_actions(self, state: ForSaleState, seat: int) -> Sequence[Action]:
        """As `legal_actions`, with prebuilt action objects (what the bots and `apply` read)."""
        if state.phase == BIDDING:
            return bidding.shared_actions(state, seat)
        return selling.shared_actions(state, seat)

    def play(self, state: ForSaleState, seat: int, action: Action) -> list[Event]:
        """Apply a legal action; the game ends after the last selling round."""
        kind = action["type"]
        if kind == "bid":
            events = bidding.place_bid(state, seat, action["amount"])
        elif kind == "pass":
            events = bidding.pass_bid(state, seat)
        else:
            events = selling.choose(state, seat, action["property"])
        if state.phase == OVER:
            events += scoring.final_events(state)
        return events

    def explain_illegal(self, state: ForSaleState, seat: int, action: Action) -> str:
        """A precise reason, e.g. "Your bid must be higher than the current bid of $4,000"."""
        return explain(state, seat, action)

    def describe_action(self, state: ForSaleState, seat: int, action: Action) -> str:
        """ "bid $3,000", "pass and take property 4", "sell property 17"."""
        kind = action.get("type")
        if kind == "bid":
            return f"bid {dollars(action['amount'])}"
        if kind == "pass" and state.table:
            return f"pass and take property {state.table[0]}"
        if kind == "sell":
            return f"sell property {action['property']}"
        return super().describe_action(state, seat, action)

    def view(self, state: ForSaleState, seat: int | None) -> dict[str, Any]:
        """Everything public plus the seat's own face-down choice (see `view.py`)."""
        return view(state, seat)

    def outcome(self, state: ForSaleState) -> Outcome | None:
        """Money, then coins left, then highest property bought (see `scoring.py`)."""
        return None if state.phase != OVER else scoring.outcome(state)

    def progress(self, state: ForSaleState) -> float:
        """Share of the cards handed out: each property counts once when bought, once when sold."""
        if state.phase == OVER:
            return 1.0
        sold = sum(len(c) for c in state.cheques)
        held = sum(len(h) for h in state.hands)
        total = state.players * state.rounds
        return (held + 2 * sold) / (2 * total)

    def determinize(self, state: ForSaleState, seat: int, rng: Rng) -> ForSaleState:
        """Resample decks, left-out cards and others' face-down choices (see `hidden.py`)."""
        return determinize(state, seat, rng)

    def clone(self, state: ForSaleState) -> ForSaleState:
        """A fast hand-written copy."""
        return state.clone()

    def dump(self, state: ForSaleState) -> dict[str, Any]:
        """Plain JSON."""
        return dump(state)

    def load(self, data: dict[str, Any]) -> ForSaleState:
        """Inverse of `dump`."""
        return load(data)


GAME = ForSaleGame()
