"""Playing the tricks of a round."""

from __future__ import annotations

from meeple.engine import Event

from .components import CARD_NAME, MOST_PLAYERS
from .rounds import end_round
from .state import PLAY, WizardState
from .tricks import follows, must_follow, playable, winning_index


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
    trick = state.trick
    trick.append(card)
    events = [_PLAYED[seat][card]]
    if len(trick) < state.players:
        state.turn = (seat + 1) % state.players
        return events
    won = winning_index(trick, state.trump)  # the seats play clockwise from the leader
    winner, won_with = (state.leader + won) % state.players, trick[won]
    state.tricks[winner] += 1
    state.history.append((state.leader, winner, tuple(trick)))
    state.trick = []
    state.leader = state.turn = winner
    events.append(Event("trick", _WINS_TEXT[winner][won_with], None, False,
                        {"seat": winner, "card": won_with, "tricks": state.tricks[winner]}))
    if not state.hands[winner]:
        events += end_round(state)
    return events


_PLAYED: tuple[dict[str, Event], ...] = tuple(
    {card: Event("play", f"{{p{seat}}} plays {name}", reveals=True, data={"seat": seat, "card": card})
     for card, name in CARD_NAME.items()}
    for seat in range(MOST_PLAYERS))
"""`_PLAYED[seat][card]`: the event of a card played, built once and shared (events are never
changed once made; see `meeple.engine.Event`): one is made at nearly every step of a game."""
_WINS_TEXT: tuple[dict[str, str], ...] = tuple(
    {card: f"{{p{seat}}} wins the trick with {name}" for card, name in CARD_NAME.items()}
    for seat in range(MOST_PLAYERS))
"""`_WINS_TEXT[seat][card]`: the text of a trick won, written once."""
