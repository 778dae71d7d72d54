"""Playing the tricks of a round."""

from __future__ import annotations

from meeple.engine import Event, seat_name

from .components import card_name
from .rounds import end_round
from .state import PLAY, WizardState
from .tricks import playable, trick_winner


def legal_cards(state: WizardState, seat: int) -> list[str]:
    """The distinct cards `seat` may play now (empty when it is not their turn to play)."""
    if state.phase != PLAY or seat != state.turn:
        return []
    return playable(state.hands[seat], state.trick)


def play_card(state: WizardState, seat: int, card: str) -> list[Event]:
    """Play a legal card; settle the trick when everyone has played, the round when hands are empty."""
    state.hands[seat].remove(card)
    state.trick.append(card)
    events = [Event("play", f"{seat_name(seat)} plays {card_name(card)}", reveals=True,
                    data={"seat": seat, "card": card})]
    if len(state.trick) < state.players:
        state.turn = (seat + 1) % state.players
        return events
    winner = trick_winner(state.leader, state.trick, state.trump, state.players)
    won_with = state.trick[(winner - state.leader) % state.players]
    state.tricks[winner] += 1
    state.history.append((state.leader, winner, tuple(state.trick)))
    state.trick = []
    state.leader = state.turn = winner
    events.append(Event("trick", f"{seat_name(winner)} wins the trick with {card_name(won_with)}",
                        data={"seat": winner, "card": won_with, "tricks": state.tricks[winner]}))
    if not state.hands[winner]:
        events += end_round(state)
    return events
