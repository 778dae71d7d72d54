"""The turn after the actions: drawing, epidemics, infections, the hand limit, the role choice.

Each part is its own step of the current player (`draw`, `epidemic`,
`intensify`, `infect`, once per infection card), so that between any two of
them every player may play an event card, as the rules allow.
"""

from __future__ import annotations

from meeple.engine import Event

from .components import ACTIONS_PER_TURN, CARD_NAMES, EPIDEMIC, INFECTION_RATES, ROLE_NAMES
from .decks import draw_infection_bottom, draw_infection_top, draw_player_card, intensify
from .disease import infect_card, lose
from .map import CITY_COUNT
from .state import ACTIONS, DRAW, INFECT, INTENSIFY, PandemicState
from .state import EPIDEMIC as EPIDEMIC_STEP
from .text import card, city, per_seat_and_role, who


def _pass_event(name: str, left: int) -> Event:
    return Event("pass", f"{name} passes ({left} action{'s' * (left > 1)} unused).")


_PASS = per_seat_and_role(lambda seat, name: tuple(_pass_event(name, left) for left in range(ACTIONS_PER_TURN + 1)))
"""_PASS[seat][role][actions left]: the event of a pass, built once."""


def pass_actions(state: PandemicState, seat: int) -> list[Event]:
    """Give up the actions left this turn."""
    left = state.actions_left
    state.actions_left = 0
    state.phase = DRAW
    role = state.roles[seat]
    if role is None or not 0 <= left <= ACTIONS_PER_TURN:
        return [_pass_event(who(state, seat), left)]
    return [_PASS[seat][role][left]]


def draw(state: PandemicState, seat: int) -> list[Event]:
    """Draw two player cards; epidemics wait for their own steps. Fewer than two cards left loses."""
    events: list[Event] = []
    if len(state.player_deck) < 2:
        lose(state, "the player deck ran out", events)
        return events
    a, b = draw_player_card(state), draw_player_card(state)
    hand = state.hands[seat]
    for c in (a, b):
        if c == EPIDEMIC:
            state.epidemics_pending += 1
            state.epidemics_drawn += 1
        else:
            hand.append(c)
    hand.sort()
    first, second = CARD_NAMES[a], CARD_NAMES[b]
    events.append(Event("draw", f"{who(state, seat)} draws {first} and {second}.", reveals=True,  # as `listing`
                        data={"cards": [first, second]}))
    if state.epidemics_pending:
        state.phase = EPIDEMIC_STEP
    else:
        start_infections(state)
    return events


def epidemic(state: PandemicState) -> list[Event]:
    """Increase the infection rate and infect the bottom card of the infection deck with 3 cubes."""
    events: list[Event] = []
    state.rate_index = min(state.rate_index + 1, len(INFECTION_RATES) - 1)
    events.append(Event("epidemic", f"Epidemic! The infection rate is now {state.rate()}.",
                        data={"rate": state.rate()}))
    c = draw_infection_bottom(state)
    state.infection_discard.append(c)
    events.append(Event("epidemic_city", f"The epidemic strikes {city(c)}.", reveals=True,
                        data={"city": city(c)}))
    infect_card(state, c, 3, events)
    if state.result is None:
        state.phase = INTENSIFY
    return events


def intensify_step(state: PandemicState) -> list[Event]:
    """Shuffle the infection discard pile back on top of the deck; then the next epidemic or the infections."""
    cards = intensify(state)
    state.epidemics_pending -= 1
    events = [Event("intensify", f"The infection discard pile ({len(cards)} cards) is shuffled back on top "
                    "of the infection deck.", reveals=True, data={"cards": [city(c) for c in cards]})]
    if state.epidemics_pending:
        state.phase = EPIDEMIC_STEP
    else:
        start_infections(state)
    return events


def start_infections(state: PandemicState) -> None:
    """The infect-cities step: as many infection cards as the infection rate."""
    state.phase = INFECT
    state.infections_left = state.rate()


def _drawn_event(seat: int, name: str, c: int) -> Event:
    city_name = city(c)
    return Event("infection_card", f"{name} draws the infection card {city_name}.", reveals=True,
                 data={"city": city_name})


_DRAWN = per_seat_and_role(lambda seat, name: tuple(_drawn_event(seat, name, c) for c in range(CITY_COUNT)))
"""_DRAWN[seat][role][city]: the event of an infection card drawn, built once (events are never changed)."""


def infect(state: PandemicState, seat: int) -> list[Event]:
    """Draw one infection card and infect that city (or skip the whole step after One Quiet Night)."""
    events: list[Event] = []
    if state.quiet_night and state.infections_left == state.rate():
        state.quiet_night = False
        events.append(Event("quiet", "One quiet night: no city is infected this turn."))
        state.infections_left = 0
    elif not state.infection_deck:  # cannot happen with 48 cards; kept so a turn always ends
        state.infections_left = 0
    else:
        c = draw_infection_top(state)
        state.infection_discard.append(c)
        state.infections_left -= 1
        role = state.roles[seat]
        events.append(_DRAWN[seat][role][c] if role is not None else _drawn_event(seat, who(state, seat), c))
        infect_card(state, c, 1, events)
    if state.result is None and state.infections_left == 0:
        events.append(end_turn(state))
    return events


def _turn_event(seat: int, name: str) -> Event:
    return Event("turn", f"{name} begins a turn.", data={"seat": seat})


_TURN = per_seat_and_role(_turn_event)
"""_TURN[seat][role]: the event of a turn begun, built once."""


def end_turn(state: PandemicState) -> Event:
    """Hand the turn to the next seat; its event."""
    state.current = seat = (state.current + 1) % state.players
    state.phase = ACTIONS
    state.actions_left = ACTIONS_PER_TURN
    state.ops_moved = False
    state.refused = []
    role = state.roles[seat]
    return _TURN[seat][role] if role is not None else _turn_event(seat, who(state, seat))


def discard_over_limit(state: PandemicState, seat: int, c: int) -> list[Event]:
    """Discard one card to get back to the hand limit."""
    state.discard(seat, c)
    return [Event("discard", f"{who(state, seat)} discards {card(c)} (hand limit).", data={"card": card(c)})]


def choose_role(state: PandemicState, seat: int, role: int) -> list[Event]:
    """Take a role in the setup step; after the last seat chooses, seat 0 begins."""
    state.roles[seat] = role
    events = [Event("role", f"{who(state, seat)} takes the {ROLE_NAMES[role]} role.",
                    data={"seat": seat, "role": ROLE_NAMES[role]})]
    if seat + 1 < state.players:
        state.current = seat + 1
    else:
        state.current = 0
        state.phase = ACTIONS
    return events
