"""Wizard (Ken Fisher): predict exactly how many tricks you will take.

The game object wires the contract to the round flow: `rounds.py` deals and
scores, `bidding.py` takes predictions, `playing.py` plays tricks (with the
trick rules in `tricks.py`), `hidden.py` decides who sees what, `view.py`
builds views and `explain.py` words refusals.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from meeple.engine import ONE_SEAT, Action, BaseGame, Event, Outcome, Rng, action_shapes

from . import hidden
from .bidding import is_bidding, legal_bids, place_bid
from .bot import POLICY
from .components import DECK, FOLLOWERS, JESTER, MOST_PLAYERS, SUIT_CARDS, SUIT_OF, WIZARD, card_name
from .explain import explain
from .playing import is_playing, legal_cards, play_card
from .rounds import cards_played, choose_trump, start_round, trump_choices, waiting_seats
from .scoring import final_outcome
from .state import OVER, PLAY, WizardState, dump_state, load_state
from .variants import OPTIONS, check_combination, hand_sizes, max_actions
from .view import build_view

_PLAYS: dict[str, Action] = {c: {"type": "play", "card": c} for c in DECK}
"""The play action of each card, copied out for each list (faster than building each)."""
_BIDS: tuple[Action, ...] = tuple({"type": "bid", "tricks": b} for b in range(len(DECK) + 1))
"""The bid action of each prediction, listed as they are by `shared_legal_actions` (never changed)."""
_FOLLOWING_PLAYS: dict[str, Callable[[str], Action | None]] = {
    suit: {c: _PLAYS[c] for c in followers}.get for suit, followers in FOLLOWERS.items()}
"""For each suit led, a card's play action if the card `follows` it, else None."""


class WizardGame(BaseGame):
    """3-6 players, rounds of growing hands; exact predictions score 20 plus 10 a trick."""

    id = "wizard"
    title = "Wizard"
    play_minutes = (45, 60)
    summary = "Predict exactly how many tricks you will take, round after round of growing hands."
    min_players = 3
    max_players = MOST_PLAYERS
    action_shapes = action_shapes({"bid": "tricks", "play": "card", "trump": "suit"})
    options = OPTIONS
    hidden_information = True
    chance = True
    simultaneous = True
    max_steps = max(max_actions(n, {"amigo": False, "five_rounds": False}) for n in range(3, 7))
    """The longest game: 3 players, 20 rounds: 630 cards, 60 predictions, at most 20 trump choices (710)."""
    policy = POLICY

    def setup(self, players: int, options: Mapping[str, Any], seed: int) -> WizardState:
        """Seat 0 is dealt to first by the last seat, the first dealer; round 1 starts at once."""
        self.check_players(players)
        opts = self.resolve_options(options, players)
        check_combination(opts)
        state = WizardState(
            players=players, rng=Rng(seed), options=opts, sizes=list(hand_sizes(players, opts)),
            dealer=players - 1, scores=[0] * players,
        )
        start_round(state)
        return state

    def waiting_for(self, state: WizardState) -> frozenset[int]:
        """The dealer choosing trump, the bidder(s) (all at once with hidden or secret
        prediction), or the player to play (that one answered here, the most frequent)."""
        if state.phase == PLAY:
            return ONE_SEAT[state.turn]
        return waiting_seats(state)

    def legal_actions(self, state: WizardState, seat: int) -> list[Action]:
        """Trump suits for the dealer, predictions, or the cards that may be played."""
        if is_playing(state):  # the most frequent phase first: this runs at every step of every playout
            return list(map(dict.copy, map(_PLAYS.__getitem__, legal_cards(state, seat))))
        return self._bids_or_trumps(state, seat)

    def shared_legal_actions(self, state: WizardState, seat: int) -> Sequence[Action]:
        """As `legal_actions`, with the prebuilt play and bid actions themselves (what bots and `apply` read).

        The play phase is `legal_cards` (`is_your_turn_to_play`, `playable`, `must_follow`,
        `lead_suit`) written out in one function: this runs at every step of every playout."""
        if state.phase == PLAY:
            if seat != state.turn:
                return ()
            hand = state.hands[seat]
            if hand.count(WIZARD) > 1 or hand.count(JESTER) > 1:  # the only codes a hand holds twice
                hand = list(dict.fromkeys(hand))
            for card in state.trick:
                if card != JESTER:
                    suit = SUIT_OF[card]
                    if suit is not None and not SUIT_CARDS[suit].isdisjoint(hand):
                        return [*filter(None, map(_FOLLOWING_PLAYS[suit], hand))]
                    break
            return [*map(_PLAYS.__getitem__, hand)]
        if is_bidding(state):
            bids = legal_bids(state, seat)  # rising from 0; a slice of `_BIDS` unless one bid is barred
            return _BIDS[:len(bids)] if not bids or bids[-1] < len(bids) else [*map(_BIDS.__getitem__, bids)]
        return trump_choices(state, seat)

    def _bids_or_trumps(self, state: WizardState, seat: int) -> list[Action]:
        """The predictions `seat` may make, or the trump suits the dealer may name."""
        if is_bidding(state):
            return [{"type": "bid", "tricks": b} for b in legal_bids(state, seat)]
        return trump_choices(state, seat)

    def play(self, state: WizardState, seat: int, action: Action) -> list[Event]:
        """Apply a legal action for `seat`."""
        kind = action["type"]
        if kind == "play":
            return play_card(state, seat, action["card"])
        if kind == "trump":
            return choose_trump(state, seat, action["suit"])
        return place_bid(state, seat, action["tricks"])

    def explain_illegal(self, state: WizardState, seat: int, action: Action) -> str:
        """A sentence saying why `action` is refused."""
        return explain(state, seat, action)

    def view(self, state: WizardState, seat: int | None) -> dict[str, Any]:
        """Your hand, the trick, trump, the predictions you may see, tricks won and the score sheet."""
        return build_view(state, seat)

    def outcome(self, state: WizardState) -> Outcome | None:
        """Final ranks by score once the last round is scored."""
        return final_outcome(state) if state.phase == OVER else None

    def progress(self, state: WizardState) -> float:
        """Cards played out of all the cards the game's rounds deal."""
        played, total = cards_played(state)
        return played / total

    def determinize(self, state: WizardState, seat: int, rng: Rng) -> WizardState:
        """Unseen cards and predictions drawn anew (see `hidden.py` for what is ignored)."""
        return hidden.determinize(state, seat, rng)

    def clone(self, state: WizardState) -> WizardState:
        """A fast hand-written copy."""
        return state.copy()

    def dump(self, state: WizardState) -> dict[str, Any]:
        """Plain JSON."""
        return dump_state(state)

    def load(self, data: dict[str, Any]) -> WizardState:
        """Inverse of `dump`."""
        return load_state(data)

    def describe_action(self, state: WizardState, seat: int, action: Action) -> str:
        """Labels such as `choose red as trump`, `bid 2`, `play the 12 of red`."""
        kind = action.get("type")
        if kind == "trump":
            return f"choose {action.get('suit')} as trump"
        if kind == "bid":
            return f"bid {action.get('tricks')}"
        if kind == "play" and isinstance(action.get("card"), str) and action["card"] in state.hands[seat]:
            return f"play {card_name(action['card'])}"
        return super().describe_action(state, seat, action)


GAME = WizardGame()
