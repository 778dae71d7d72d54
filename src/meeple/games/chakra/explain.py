"""Why an action is refused, in a sentence a player can read.

Only called for a well-formed action that `legal_actions` refused. Legality
lives in the predicates of `turn`, `receive` and `channel`; this module asks
them in order and returns the sentence of the first that fails. Its own
checks are of values only (a colour that is not a colour, a flow that does
not exist).
"""

from __future__ import annotations

from typing import Any

from meeple.engine import Action

from .board import is_harmonized, landing, movable, on_board
from .channel import can_channel, can_discard_alleviated, can_move, pattern_possible, space_free
from .components import (
    BLACK,
    BUBBLES,
    CHAKRAS,
    CHANNEL_PATTERNS,
    CHANNEL_TEXTS,
    COLOUR_NAMES,
    DISCARD_SPACE,
    EARTH,
    SLOTS,
    WHITE,
    position_name,
)
from .lotus import flow_colours
from .receive import can_choose_flow, can_place, can_take, is_complete_take, places, room
from .state import LOOK, MOVE, OVER, TAKE, TURN, ChakraState, reserve
from .turn import can_look, is_choosing, is_your_turn


def explain(state: ChakraState, seat: int, action: Action) -> str:
    """The reason `action` is not legal for `seat` now."""
    if state.phase == OVER:
        return "The game is over."
    if not is_your_turn(state, seat):
        return "It is not your turn."
    kind = action["type"]
    if kind in ("flow", "channel", "meditate") and not is_choosing(state, seat):
        return _wrong_step(state)
    if kind in ("take", "bubbles", "place") and state.phase != TAKE:
        return _wrong_step(state)
    if kind == "move" and state.phase != MOVE:
        return _wrong_step(state)
    if kind == "look" and state.phase != LOOK:
        return _wrong_step(state)
    if kind == "flow":
        return _why_not_flow(state, seat, action["flow"])
    if kind == "take":
        return _why_not_take(state, seat, action["colour"])
    if kind == "bubbles":
        return _why_not_place(state, seat, BUBBLES)
    if kind == "place":
        chakra = action["chakra"]
        if not _is_int(chakra, 0, CHAKRAS - 1):
            return 'A place is written {"type": "place", "chakra": 3}: chakras 0 (purple) to 6 (red).'
        return _why_not_place(state, seat, chakra)
    if kind == "channel":
        return _why_not_channel(state, seat, action["space"])
    if kind == "move":
        return _why_not_move(state, seat, action["from"], action["colour"], action["to"])
    return _why_not_look(state, seat, action["colour"])


def _is_int(value: Any, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def _colour_count(state: ChakraState) -> int:
    return WHITE + 1 if state.yinyang else BLACK + 1


def _wrong_step(state: ChakraState) -> str:
    if state.phase == TURN:
        return "Now choose your action: receive energies from a flow, channel energy or meditate."
    if state.phase == LOOK:
        return "Now choose the colour of your new meditation token."
    if state.phase == TAKE:
        return f"Now take energies from flow {state.flow + 1}, or place those you have taken."
    left = " and ".join(_move_text(m) for m in state.moves_left)
    return f"Now make the rest of your channel pattern: {left}."


def _move_text(distances: list[int]) -> str:
    words = [f"{'down' if d > 0 else 'up'} {abs(d)}" for d in distances]
    return "one energy " + " or ".join(words)


def _why_not_flow(state: ChakraState, seat: int, flow: Any) -> str:
    if not _is_int(flow, 0, len(state.flows) - 1):
        return 'A flow is written {"type": "flow", "flow": 0}: flows 0, 1 and 2.'
    assert not can_choose_flow(state, seat, flow)
    colours = flow_colours(state, flow)
    if not colours:
        return f"Flow {flow + 1} is empty."
    if room(state, seat) == 0:
        if reserve(state, seat) == 0:
            return "Your bubbles are full and you have no inspiration token to place energies on a chakra."
        return "Your bubbles are full and no chakra with a free notch has room."
    chakras, bubbles = state.chakras[seat], state.bubbles[seat]
    if BLACK in colours and on_board(chakras, bubbles, BLACK) >= SLOTS:
        return (f"Flow {flow + 1} shows black, which you would have to take, but your board already holds "
                "3 black energies.")
    return f"No take from flow {flow + 1} fits on your board (at most 3 energies of one colour on a board)."


def _why_not_take(state: ChakraState, seat: int, colour: Any) -> str:
    if not _is_int(colour, 0, _colour_count(state) - 1):
        return 'An energy is written {"type": "take", "colour": 7}: its colour, 0 (purple) to 6 (red), 7 black.'
    assert not can_take(state, seat, colour)
    name = COLOUR_NAMES[colour]
    if colour in state.chosen:
        return f"You have already taken {name}: the energies you take must all be of different colours."
    if colour not in flow_colours(state, state.flow):
        return f"Flow {state.flow + 1} shows no {name} energy."
    if on_board(state.chakras[seat], state.bubbles[seat], colour) >= SLOTS:
        return f"Your board already holds 3 {name} energies."
    colours = flow_colours(state, state.flow)
    if colour == WHITE and BLACK in colours:
        return "White energy can never be taken with black energy."
    if len(state.chosen) + 1 > room(state, seat):
        return f"No place on your board has room for {len(state.chosen) + 1} energies."
    return f"With {name}, the energies you have taken could not all be placed together."


def _why_not_place(state: ChakraState, seat: int, where: int) -> str:
    assert not can_place(state, seat, where)
    if not is_complete_take(state, seat):
        if not state.chosen:
            return "Take at least one energy first."
        colours = flow_colours(state, state.flow)
        if BLACK in colours and BLACK not in state.chosen:
            return f"Flow {state.flow + 1} shows black: you must take its black energy too."
        if WHITE in state.chosen:
            return "A white energy must be taken together with another energy."
        return f"Flow {state.flow + 1} shows white: you must take its white energy too."
    count = len(state.chosen)
    if where == BUBBLES:
        free = SLOTS - len(state.bubbles[seat])
        return f"The bubbles have room for {free} more energ{'y' if free == 1 else 'ies'}, not {count}."
    name = COLOUR_NAMES[where]
    if state.notches[seat][where]:
        return f"There is already an inspiration token beside the {name} chakra: no more energies go there directly."
    if reserve(state, seat) == 0:
        return "You have no inspiration token in hand to put beside a chakra."
    assert where not in places(state, seat, count)
    free = SLOTS - len(state.chakras[seat][where])
    return f"The {name} chakra has room for {free} more energ{'y' if free == 1 else 'ies'}, not {count}."


def _why_not_channel(state: ChakraState, seat: int, space: Any) -> str:
    if not _is_int(space, 0, len(CHANNEL_PATTERNS) - 1):
        return 'A channel is written {"type": "channel", "space": 0}: spaces 0 to 7.'
    assert not can_channel(state, seat, space)
    if reserve(state, seat) == 0:
        return "You have no inspiration token in hand: meditate to take back those on your spaces."
    if not space_free(state, seat, space):
        return f"Your inspiration token is already on the space \"{CHANNEL_TEXTS[space]}\"."
    assert not pattern_possible(state, seat, space)
    if space == DISCARD_SPACE:
        assert not can_discard_alleviated(state, seat)
        if state.earth[seat] == 0:
            return "You have no alleviated black energy in your earth to discard."
        if len(state.bubbles[seat]) == SLOTS:
            return "Your bubbles are full: the energy drawn would have nowhere to go."
        return "The bag is empty."
    return f"You cannot make every move of \"{CHANNEL_TEXTS[space]}\" on your board now."


def _why_not_move(state: ChakraState, seat: int, pos: Any, colour: Any, to: Any) -> str:
    if not (_is_int(pos, BUBBLES, CHAKRAS - 1) and _is_int(colour, 0, _colour_count(state) - 1)
            and _is_int(to, 0, EARTH)):
        return ('A move is written {"type": "move", "from": -1, "colour": 3, "to": 0}: from -1 (the bubbles) or '
                'a chakra 0 to 6, to a chakra or 7 (the earth).')
    assert not can_move(state, seat, pos, colour, to)
    chakras, bubbles = state.chakras[seat], state.bubbles[seat]
    name = COLOUR_NAMES[colour]
    here = bubbles if pos == BUBBLES else chakras[pos]
    if colour not in here:
        return f"There is no {name} energy on {position_name(pos)}."
    if pos != BUBBLES and is_harmonized(here, pos):
        return f"The {COLOUR_NAMES[pos]} chakra is harmonized: its energies no longer move."
    if (pos, colour) not in movable(chakras, bubbles, state.moved):
        return f"That {name} energy has already moved in this pattern: each move is made by another energy."
    reach = [t for m in state.moves_left for d in m if (t := landing(chakras, pos, d, colour)) is not None]
    if to not in reach:
        if not reach:
            return f"The {name} energy on {position_name(pos)} cannot make any of the moves left."
        where = " or ".join(position_name(t) for t in sorted(set(reach)))
        return f"The {name} energy on {position_name(pos)} can only go to {where} now."
    return "After that move the rest of your channel pattern could not be made."


def _why_not_look(state: ChakraState, seat: int, colour: Any) -> str:
    if not _is_int(colour, 0, CHAKRAS - 1):
        return 'A look is written {"type": "look", "colour": 3}: colours 0 (purple) to 6 (red).'
    assert not can_look(state, seat, colour)
    return f"You already have the {COLOUR_NAMES[colour]} meditation token."
