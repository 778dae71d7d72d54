"""Romi Rami for 2-4 players: take number cards from a market, spend them on contracts.

This module ties the turn together behind the game contract; the rules live
in `turn` (taking, completing, refilling, discarding), `recipes` (what a hand
can meet) and `scoring`. Actions: `{"type": "pick", "card": N}` for each market card to take (the
third takes them at once), `{"type": "take"}` to take one or two,
`{"type": "complete", "contract": C}`, then `{"type": "use", "card": N}` or
`{"type": "star"}` for each card of the contract, `{"type": "done"}` to stop
completing contracts, and `{"type": "discard", "card": N}` above ten cards.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from meeple.engine import ONE_SEAT, Action, BaseGame, Event, Outcome, Rng, action_shapes

from . import scoring, turn
from .bot import POLICY
from .components import CONTRACTS, HAND, NUMBER_CARDS, ROUND_CAP, TARGET, TROPHIES, card_name, cards_text, contract_name
from .explain import explain
from .hidden import determinize
from .state import OVER, RomiState, dump, load
from .view import view

STEPS_PER_TURN = 3 + 2 * 7 + 14 + 1 + 3
"""A turn: at most three picks (or two and a take); at most 7 contracts (2 cards each) from at
most 13 cards and the Star, each one start and its cards; one done; at most three discards."""


class RomiRamiGame(BaseGame):
    """The game object registered as `romirami`."""

    id = "romirami"
    title = "Romi Rami"
    play_minutes = (20, 30)
    summary = "Collect number cards from the market and spend sets and runs on contracts."
    min_players = 2
    max_players = 4
    action_shapes = action_shapes({
        "pick": "card", "take": "", "complete": "contract", "use": "card", "star": "", "done": "", "discard": "card",
    })
    hidden_information = True
    chance = True
    simultaneous = False
    max_steps = ROUND_CAP * 4 * STEPS_PER_TURN
    policy = POLICY
    bot_levels: ClassVar[Mapping[str, str]] = {"ismcts:hard": "ismcts:hard:1500ms"}
    """Hard is capped at 1.5 s a move (3000 iterations take about 2.7 s on one core)."""

    def setup(self, players: int, options: Mapping[str, Any], seed: int) -> RomiState:
        """Shuffle; three cards and a Star each; six numbers and four contracts face up; each
        trophy on a random side; seat 0 is the first player."""
        self.check_players(players)
        self.resolve_options(options, players)
        rng = Rng(seed)
        deck = list(range(NUMBER_CARDS))
        rng.shuffle(deck)
        contracts = list(range(len(CONTRACTS)))
        rng.shuffle(contracts)
        state = RomiState(players, rng, deck=deck, contract_deck=contracts)
        state.hands = [sorted(deck.pop() for _ in range(HAND)) for _ in range(players)]
        state.known = [[] for _ in range(players)]
        state.star_used = [False] * players
        state.done = [[] for _ in range(players)]
        state.bonus = [[] for _ in range(players)]
        state.trophies = [rng.below(2) for _ in TROPHIES]
        turn.setup_market(state)
        return state

    def waiting_for(self, state: RomiState) -> frozenset[int]:
        """The seat on turn, until the game is over."""
        return frozenset() if state.phase == OVER else ONE_SEAT[state.turn]

    def legal_actions(self, state: RomiState, seat: int) -> list[Action]:
        """Take, then complete or stop, card by card, then discard (see `turn`)."""
        return turn.legal_actions(state, seat)

    def shared_legal_actions(self, state: RomiState, seat: int) -> Sequence[Action]:
        """As `legal_actions`, with prebuilt action objects (what the bots and `apply` read)."""
        return turn.shared_actions(state, seat)

    def play(self, state: RomiState, seat: int, action: Action) -> list[Event]:
        """Apply a legal action; the game ends at the end of the round that reaches the target."""
        kind = action["type"]
        if kind == "pick":
            events = turn.pick(state, seat, action["card"])
        elif kind == "take":
            events = turn.take(state, seat)
        elif kind == "complete":
            events = turn.start(state, seat, action["contract"])
        elif kind == "use":
            events = turn.place(state, seat, action["card"])
        elif kind == "star":
            events = turn.place(state, seat, -1)
        elif kind == "done":
            events = turn.end_turn(state, seat)
        else:
            events = turn.discard(state, seat, action["card"])
        if state.phase == OVER:
            events += scoring.final_events(state)
        return events

    def explain_illegal(self, state: RomiState, seat: int, action: Action) -> str:
        """A precise reason, e.g. "The cards you take must all have the same number or all the same suit"."""
        return explain(state, seat, action)

    def describe_action(self, state: RomiState, seat: int, action: Action) -> str:
        """ "take 3♥ 3♣", "complete heart 4 pts: 5 of a kind", "play 2♦", "play the Star"."""
        kind = action.get("type")
        if kind == "pick":
            return f"pick {card_name(action['card'])}"
        if kind == "take":
            return f"take {cards_text(sorted(state.chosen))}"
        if kind == "complete":
            return f"complete {contract_name(action['contract'])}"
        if kind == "use":
            return f"play {card_name(action['card'])}"
        if kind == "star":
            return "play the Star"
        if kind == "done":
            return "end turn"
        if kind == "discard":
            return f"discard {card_name(action['card'])}"
        return super().describe_action(state, seat, action)

    def view(self, state: RomiState, seat: int | None) -> dict[str, Any]:
        """Everything public plus the seat's own hand (see `view.py`)."""
        return view(state, seat)

    def outcome(self, state: RomiState) -> Outcome | None:
        """Points, then Suit Bonus cards (see `scoring.py`)."""
        return None if state.phase != OVER else scoring.outcome(state)

    def progress(self, state: RomiState) -> float:
        """The leader's share of the contracts that end the game (0.95 at most before the end)."""
        if state.phase == OVER:
            return 1.0
        best = max(len(d) for d in state.done)
        return min(0.95, best / TARGET[state.players])

    def determinize(self, state: RomiState, seat: int, rng: Rng) -> RomiState:
        """Resample the decks and others' unseen hand cards (see `hidden.py`)."""
        return determinize(state, seat, rng)

    def clone(self, state: RomiState) -> RomiState:
        """A fast hand-written copy."""
        return state.clone()

    def dump(self, state: RomiState) -> dict[str, Any]:
        """Plain JSON."""
        return dump(state)

    def load(self, data: dict[str, Any]) -> RomiState:
        """Inverse of `dump`."""
        return load(data)


GAME = RomiRamiGame()
