"""Playing the tricks of a round."""

from __future__ import annotations

from meeple.engine import Event

from .components import CARD_NAME
from .rounds import end_round
from .state import PLAY, WizardState
from .tricks import follows, must_follow, playable, trick_winner


def is_playing(state: WizardState) -> bool:
    """Whether the tricks of the round are being played."""
    return state.phase == PLAY


def is_your_turn_to_play(state: WizardState, seat: int) -> bool:
    """Whether `seat` is the one to play a card now."""
    return state.phase == PLAY and seat == state.turn


def holds(state: WizardState, seat: int, card: str) -> bool:
    """Whether `card` is in `seat`'s hand."""
    return card in state.hands[seat]


def can_play(state: WizardState, seat: int, card: str) -> bool:
    """Whether `seat` may play `card` now."""
    hand = state.hands[seat]
    return is_your_turn_to_play(state, seat) and card in hand and follows(card, must_follow(hand, state.trick))


def legal_cards(state: WizardState, seat: int) -> list[str]:
    """The distinct cards `seat` may play now (empty when it is not their turn to play)."""
    if not is_your_turn_to_play(state, seat):
        return []
    return playable(state.hands[seat], state.trick)


def play_card(state: WizardState, seat: int, card: str) -> list[Event]:
    """Play a legal card; settle the trick when everyone has played, the round when hands are empty."""
    state.hands[seat].remove(card)
    state.trick.append(card)
    events = [Event("play", f"{{p{seat}}} plays {CARD_NAME[card]}", reveals=True, data={"seat": seat, "card": card})]
    if len(state.trick) < state.players:
        state.turn = (seat + 1) % state.players
        return events
    winner = trick_winner(state.leader, state.trick, state.trump, state.players)
    won_with = state.trick[(winner - state.leader) % state.players]
    state.tricks[winner] += 1
    state.history.append((state.leader, winner, tuple(state.trick)))
    state.trick = []
    state.leader = state.turn = winner
    events.append(Event("trick", f"{{p{winner}}} wins the trick with {CARD_NAME[won_with]}",
                        data={"seat": winner, "card": won_with, "tricks": state.tricks[winner]}))
    if not state.hands[winner]:
        events += end_round(state)
    return events
