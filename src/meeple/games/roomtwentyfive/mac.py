"""The M.A.C. cards option ("Move Alone Complex", Cooperation and Solo only): the complex acts on its own.

The page names the two levels (Barrier: complex movements, punishments and others; Madness:
harder and more varied) and says the discards are public. The cards themselves and when they
are drawn are designed (README "M.A.C. cards"): one card at the end of every turn, and one at
once whenever a character enters the M.A.C. Room.
"""

from __future__ import annotations

from meeple.engine import Event, Rng

from .board import SLIDING_LINES, line_key, slide
from .components import BLUE, CENTER, COLOUR, DOWN, LEFT, NAME, RIGHT, UP
from .looking import recover_reminders
from .naming import where
from .state import RoomState

BARRIER, MADNESS = "barrier", "madness"
LEVELS = (BARRIER, MADNESS)

SLIDES = {"slide:r0:left": ("r", 0, LEFT), "slide:r4:right": ("r", 4, RIGHT),
          "slide:c0:down": ("c", 0, DOWN), "slide:c4:up": ("c", 4, UP)}
"""The complex-movement cards: an outer line slides by one room (characters ride along)."""

CARD_TEXT = {
    "slide:r0:left": "Row 1 slides left.", "slide:r4:right": "Row 5 slides right.",
    "slide:c0:down": "Column A slides down.", "slide:c4:up": "Column E slides up.",
    "countdown": "Punishment: the countdown loses a turn (never the current one).",
    "drain": "Punishment: every character loses its Adrenaline token.",
    "reshuffle": "Two face-down rooms chosen at random swap places.",
    "calm": "Nothing happens this time.",
    "collapse": "Madness: a face-down room nobody stands in (never a blue one) is revealed and sealed for good.",
    "quake": "Madness: a random row or column that may slide slides twice.",
}
CARD_NAME = {
    "slide:r0:left": "Slide", "slide:r4:right": "Slide", "slide:c0:down": "Slide", "slide:c4:up": "Slide",
    "countdown": "Countdown", "drain": "Drain", "reshuffle": "Reshuffle", "calm": "Calm",
    "collapse": "Collapse", "quake": "Quake",
}
BARRIER_DECK = (*SLIDES, "countdown", "countdown", "drain", "drain", "reshuffle", "reshuffle", "calm", "calm")
MADNESS_DECK = (*BARRIER_DECK, "collapse", "collapse", "quake", "quake")


def new_deck(level: str, rng: Rng) -> list[str]:
    """The level's cards, shuffled (the last one is drawn first)."""
    deck = list(MADNESS_DECK if level == MADNESS else BARRIER_DECK)
    rng.shuffle(deck)
    return deck


def draw(state: RoomState, events: list[Event]) -> None:
    """The complex draws its next card and plays it; an empty pile is the discards reshuffled."""
    if not state.deck:
        state.deck, state.discard = state.discard, []
        state.rng.shuffle(state.deck)
    card = state.deck.pop()
    state.discard.append(card)
    events.append(Event("mac", f"M.A.C. card: {CARD_NAME[card]}. {CARD_TEXT[card]}", data={"card": card}))
    if card in SLIDES:
        _slide(state, *SLIDES[card], events)
    elif card == "countdown":
        if state.last_turn > state.turn:
            state.last_turn -= 1
        events.append(Event("timer", f"Turn {state.last_turn} is the last."))
    elif card == "drain":
        state.adrenaline = [False] * state.characters
    elif card == "reshuffle":
        _reshuffle(state, events)
    elif card == "collapse":
        _collapse(state, events)
    elif card == "quake":
        lines = [(k, i, d) for k, ds in (("r", (LEFT, RIGHT)), ("c", (UP, DOWN))) for i in SLIDING_LINES for d in ds]
        kind, index, direction = lines[state.rng.below(len(lines))]
        _slide(state, kind, index, direction, events)
        _slide(state, kind, index, direction, events)


def _slide(state: RoomState, kind: str, index: int, direction: str, events: list[Event]) -> None:
    """The complex slides a line; its own moves place no Control token and never free anyone."""
    slide(state.board, state.tile_pos, kind, index, direction)
    name = f"Row {index + 1}" if kind == "r" else f"Column {'ABCDE'[index]}"
    events.append(Event("slide", f"{name} slides {direction}.", data={
        "line": kind, "index": index, "dir": direction, "key": line_key(kind, index), "complex": True}))


def _hidden_positions(state: RoomState, empty: bool) -> list[int]:
    occupied = {t for t in state.where if t >= 0}
    return [p for p in range(25) if p != CENTER and not state.revealed[state.board[p]]
            and not state.sealed[state.board[p]] and (not empty or state.board[p] not in occupied)]


def _reshuffle(state: RoomState, events: list[Event]) -> None:
    rooms = _hidden_positions(state, empty=False)
    if len(rooms) < 2:
        return
    a = rooms.pop(state.rng.below(len(rooms)))
    b = rooms[state.rng.below(len(rooms))]
    ta, tb = state.board[a], state.board[b]
    state.board[a], state.board[b] = tb, ta
    state.tile_pos[ta], state.tile_pos[tb] = b, a
    events.append(Event("swap", f"{where(a)} and {where(b)} swap places.", data={"rooms": [a, b]}))


def _collapse(state: RoomState, events: list[Event]) -> None:
    """Revealed as it collapses, so nobody wonders whether Room 25 was lost in it."""
    rooms = [p for p in _hidden_positions(state, empty=True) if COLOUR[state.room_at(p)] != BLUE]
    if not rooms:
        return
    pos = rooms[state.rng.below(len(rooms))]
    tile = state.board[pos]
    state.revealed[tile] = state.sealed[tile] = True
    if state.reminding:
        recover_reminders(state, tile, events)
    kind = state.kind[tile]
    events.append(Event("reveal", f"{where(pos)} is the {NAME[kind]}.", reveals=True,
                        data={"room": pos, "kind": kind, "colour": COLOUR[kind]}))
    events.append(Event("sealed", f"{where(pos)} collapses: it is sealed for good.", data={"room": pos}))
