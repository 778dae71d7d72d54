"""A turn: receive, channel or meditate; then the end of the turn (yin-yangs, objectives, the end trigger).

The predicates of `receive`, `channel` and this module build `legal_actions`
and are what `explain` asks, so reasons never drift from rules.
"""

from __future__ import annotations

from collections.abc import Sequence

from meeple.engine import ONE_SEAT, Action, Event

from . import channel, objectives, receive, scoring
from .actions import LOOK_ACTIONS, MEDITATE_ACTION
from .board import facts, harmonized_count
from .components import (
    BLACK,
    BUBBLES,
    CHAKRAS,
    CHANNEL_PATTERNS,
    COLOUR_NAMES,
    HARMONIZED_TO_END,
    MAX_PLAYERS,
    PLENITUDE_TOKENS,
    ROUND_CAP,
    SLOTS,
    WHITE,
)
from .state import LOOK, MOVE, OVER, TAKE, TURN, ChakraState, reserve

# --- predicates -------------------------------------------------------------------------------

def is_your_turn(state: ChakraState, seat: int) -> bool:
    """Whether `seat` is the player on turn in a running game."""
    return state.phase != OVER and state.turn == seat


def is_choosing(state: ChakraState, seat: int) -> bool:
    """The seat on turn has not chosen its action yet."""
    return state.phase == TURN and state.turn == seat


def can_meditate(state: ChakraState, seat: int) -> bool:
    """Meditating is always possible as the turn's action (even with no token to take back)."""
    return is_choosing(state, seat)


def is_looking(state: ChakraState, seat: int) -> bool:
    """The seat has meditated and now chooses its new meditation token."""
    return state.phase == LOOK and state.turn == seat


def can_look(state: ChakraState, seat: int, colour: int) -> bool:
    """Take the meditation token of a colour the seat does not have yet, and look at that plenitude token."""
    return is_looking(state, seat) and 0 <= colour < CHAKRAS and colour not in state.meditation[seat]


# --- legal actions ----------------------------------------------------------------------------

MEDITATE_ONLY: tuple[Action, ...] = (MEDITATE_ACTION,)
"""The legal list of a turn with no token in hand and the bubbles full (one tuple, never changed)."""


def waiting_for(state: ChakraState) -> frozenset[int]:
    """The seat on turn, until the game is over."""
    return NOBODY if state.phase == OVER else ONE_SEAT[state.turn]


NOBODY: frozenset[int] = frozenset()


def legal_actions(state: ChakraState, seat: int) -> Sequence[Action]:
    """The seat's legal actions now (empty when it is not its turn), as the shared objects of `actions`."""
    if state.turn != seat:
        return []
    phase = state.phase
    if phase == TURN:
        if reserve(state, seat) == 0:  # no token in hand: no channel space, and only the bubbles take energies
            if len(state.bubbles[seat]) == SLOTS:  # nothing but meditation: most turns of random games
                return MEDITATE_ONLY
            acts = receive.flow_actions(state, seat)
        else:
            known = facts(state.chakras[seat], state.bubbles[seat])
            acts = receive.flow_actions(state, seat, known) + channel.channel_actions(state, seat, known)
        acts.append(MEDITATE_ACTION)
        return acts
    if phase == LOOK:
        held = state.meditation[seat]
        return [LOOK_ACTIONS[c] for c in range(CHAKRAS) if c not in held]
    if phase == TAKE:
        return receive.take_actions(state, seat)
    if phase == MOVE:
        return channel.move_actions(state, seat)
    return []


# --- play -------------------------------------------------------------------------------------

MEDITATE_EVENTS = tuple(tuple(
    Event("meditate", f"{{p{seat}}} meditates and takes back {back} inspiration token{'s' if back != 1 else ''}",
          data={"seat": seat, "back": back})
    for back in range(len(CHANNEL_PATTERNS) + 1)) for seat in range(MAX_PLAYERS))
"""MEDITATE_EVENTS[seat][back]: the event of a meditation, built once (the commonest event of a game; events
are never changed, so one object serves every time: see the engine's `Event`)."""


def meditate(state: ChakraState, seat: int) -> list[Event]:
    """Take back the tokens on the inspiration spaces, then choose a new meditation token (if one is left)."""
    spaces = state.spaces[seat]
    back = spaces.count(True)
    state.spaces[seat] = [False] * len(spaces)
    if len(state.meditation[seat]) == CHAKRAS:
        events = end_turn(state, seat)
        events.insert(0, MEDITATE_EVENTS[seat][back])
        return events
    state.phase = LOOK
    return [MEDITATE_EVENTS[seat][back]]


LOOK_EVENTS = tuple(tuple(
    Event("look", f"{{p{seat}}} takes the {name} meditation token and looks at that plenitude token",
          data={"seat": seat, "colour": colour})
    for colour, name in enumerate(COLOUR_NAMES[:CHAKRAS])) for seat in range(MAX_PLAYERS))
"""LOOK_EVENTS[seat][colour]: the public event of a look, built once."""

SEEN_EVENTS = tuple(tuple({
    value: Event("seen", f"The {name} plenitude token is worth {value}", to=(seat,), reveals=True,
                 data={"colour": colour, "value": value})
    for value in set(PLENITUDE_TOKENS)} for colour, name in enumerate(COLOUR_NAMES[:CHAKRAS]))
    for seat in range(MAX_PLAYERS))
"""SEEN_EVENTS[seat][colour][value]: the private event of a look, built once."""


def look(state: ChakraState, seat: int, colour: int) -> list[Event]:
    """Take the meditation token of `colour` and secretly look at that plenitude token."""
    state.meditation[seat].append(colour)
    state.meditation[seat].sort()
    events = [LOOK_EVENTS[seat][colour], SEEN_EVENTS[seat][colour][state.plenitude[colour]]]
    return events + end_turn(state, seat)


def yin_yangs(state: ChakraState, seat: int) -> list[Event]:
    """Module A: each black and white energy sharing a chakra leave the game for a half yin-yang."""
    events: list[Event] = []
    for k, chakra in enumerate(state.chakras[seat]):
        pairs = min(chakra.count(BLACK), chakra.count(WHITE))
        for _ in range(pairs):
            chakra.remove(BLACK)
            chakra.remove(WHITE)
        if pairs:
            state.halves[seat] += pairs
            events.append(Event("yinyang", f"{{p{seat}}} gets {pairs} half yin-yang{'s' if pairs > 1 else ''} "
                                f"on the {COLOUR_NAMES[k]} chakra", data={"seat": seat, "chakra": k}))
    return events


def end_turn(state: ChakraState, seat: int) -> list[Event]:
    """Yin-yangs, objectives and the end trigger for the seat; then the next seat, or the end of the game
    and its final score."""
    state.phase = TURN
    events = yin_yangs(state, seat) if state.yinyang else []
    if state.objectives:
        events += objectives.claim(state, seat)
    if not state.ending and harmonized_count(state.chakras[seat]) >= HARMONIZED_TO_END:
        state.ending = True
        events.append(Event("ending", f"{{p{seat}}} has {HARMONIZED_TO_END} harmonized chakras: "
                            "the game ends with this round", data={"seat": seat}))
    state.turn = (seat + 1) % state.players
    if state.turn == state.first:
        state.round += 1
        if state.ending or state.round >= ROUND_CAP:
            state.phase = OVER
            events += scoring.final_events(state)
    return events


def play(state: ChakraState, seat: int, action: Action) -> list[Event]:
    """Apply a legal action; the turn ends with the receive's placing, the pattern's last move or a meditation."""
    kind = action["type"]
    if kind == "meditate":  # the commonest action of random playouts first
        return meditate(state, seat)
    if kind == "move":
        events = channel.move(state, seat, action["from"], action["colour"], action["to"])
        return events if state.moves_left else events + end_turn(state, seat)
    if kind == "take":
        return receive.take(state, seat, action["colour"])
    if kind == "flow":
        return receive.choose_flow(state, seat, action["flow"])
    if kind == "channel":
        events = channel.channel(state, seat, action["space"])
        return events if state.phase == MOVE else events + end_turn(state, seat)
    if kind == "look":
        return look(state, seat, action["colour"])
    if kind == "place":
        return receive.place(state, seat, action["chakra"]) + end_turn(state, seat)
    return receive.place(state, seat, BUBBLES) + end_turn(state, seat)
