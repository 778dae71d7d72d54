"""A turn of Up or Down?: the rule predicates, the legal actions built from them, and the moves.

A turn is four actions, in order:

1. `{"type": "place", "card": N}`: a card of your hand goes into the ring at
   its numeric place (lower than the lowest or higher than the highest: into
   the gap between the highest and the lowest, which are neighbours).
2. `{"type": "take", "card": N}`: one of the two ring cards next to it.
3. `{"type": "column", "column": K}` (K = 0, 1, 2): lay the taken card on
   column K, if it fits there; or `{"type": "discard", "column": K}`: discard
   the whole column K (never one card) and start it again with the taken card.
4. `{"type": "draw", "pile": "up" | "down"}`: a card from a pile that has
   any; skipped once both are empty.

`explain` asks the same predicates, so a refusal always names the rule that
`legal_actions` applied.
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Sequence

from meeple.engine import Action, Event

from .components import COLUMNS, HIGHEST
from .state import COLUMN, DRAW, OVER, PLACE, TAKE, UpOrDownState

PILES = ("up", "down")
PILE_NAMES = {"up": "face-up", "down": "face-down"}


# --- predicates -------------------------------------------------------------------------------

def is_over(state: UpOrDownState) -> bool:
    """Whether every hand is empty and the game has been scored."""
    return state.step == OVER


def is_your_turn(state: UpOrDownState, seat: int) -> bool:
    """Whether `seat` is the player on turn."""
    return state.step != OVER and state.turn == seat


def at_step(state: UpOrDownState, step: str) -> bool:
    """Whether the turn has reached `step` (PLACE, TAKE, COLUMN or DRAW)."""
    return state.step == step


def holds(state: UpOrDownState, seat: int, card: int) -> bool:
    """Whether `card` is in the hand of `seat`."""
    return card in state.hands[seat]


def neighbours(state: UpOrDownState) -> tuple[int, int]:
    """The two ring cards next to the card placed this turn (the ring wraps from highest to lowest)."""
    ring = state.display
    assert state.placed is not None
    i = ring.index(state.placed)
    return ring[i - 1], ring[(i + 1) % len(ring)]


def is_next_to_placed(state: UpOrDownState, card: int) -> bool:
    """Whether `card` lies next to the card placed this turn."""
    return state.placed is not None and card in neighbours(state)


def is_column(k: int) -> bool:
    """Whether `k` names one of the three columns (0, 1, 2)."""
    return 0 <= k < COLUMNS


def direction(cards: list[int]) -> str | None:
    """"up" or "down", fixed by a column's second card; None while it has fewer than two."""
    if len(cards) < 2:
        return None
    return "up" if cards[1] > cards[0] else "down"


def fits(cards: list[int], card: int) -> bool:
    """Whether `card` may go on a column holding `cards`: any card on fewer than two, else one that continues."""
    way = direction(cards)
    if way is None:
        return True
    return card > cards[-1] if way == "up" else card < cards[-1]


def can_place(state: UpOrDownState, seat: int, card: int) -> bool:
    """Step 1: place a card of your hand into the ring."""
    return is_your_turn(state, seat) and at_step(state, PLACE) and holds(state, seat, card)


def can_take(state: UpOrDownState, seat: int, card: int) -> bool:
    """Step 2: take a ring card next to the one you placed."""
    return is_your_turn(state, seat) and at_step(state, TAKE) and is_next_to_placed(state, card)


def can_lay(state: UpOrDownState, seat: int, k: int) -> bool:
    """Step 3: lay the taken card on column k, where it fits."""
    return (is_your_turn(state, seat) and at_step(state, COLUMN) and is_column(k)
            and state.taken is not None and fits(state.columns[seat][k], state.taken))


def can_discard(state: UpOrDownState, seat: int, k: int) -> bool:
    """Step 3 instead: discard the whole column k (it must hold cards) and start it again."""
    return is_your_turn(state, seat) and at_step(state, COLUMN) and is_column(k) and bool(state.columns[seat][k])


def pile_has_cards(state: UpOrDownState, pile: str) -> bool:
    """Whether the face-up ("up") or face-down ("down") pile still holds a card."""
    return bool(state.up if pile == "up" else state.down)


def can_draw(state: UpOrDownState, seat: int, pile: str) -> bool:
    """Step 4: draw from a pile that has cards."""
    return is_your_turn(state, seat) and at_step(state, DRAW) and pile in PILES and pile_has_cards(state, pile)


# --- legal actions ------------------------------------------------------------------------------

_PLACE: dict[int, Action] = {c: {"type": "place", "card": c} for c in range(1, HIGHEST + 1)}
_TAKE: dict[int, Action] = {c: {"type": "take", "card": c} for c in range(1, HIGHEST + 1)}
_LAY: tuple[Action, ...] = tuple({"type": "column", "column": k} for k in range(COLUMNS))
_DISCARD: tuple[Action, ...] = tuple({"type": "discard", "column": k} for k in range(COLUMNS))
_DRAW: dict[str, Action] = {p: {"type": "draw", "pile": p} for p in PILES}


def shared_actions(state: UpOrDownState, seat: int) -> Sequence[Action]:
    """The legal actions as prebuilt objects (read-only, see `legal_tuple`); see `legal_actions`."""
    if state.turn != seat:
        return ()
    step = state.step
    if step == PLACE:
        return tuple(map(_PLACE.__getitem__, state.hands[seat]))
    if step == TAKE:
        left, right = neighbours(state)
        return (_TAKE[left], _TAKE[right]) if left < right else (_TAKE[right], _TAKE[left])
    if step == COLUMN:
        cols = state.columns[seat]
        taken = state.taken
        assert taken is not None
        lay = [_LAY[k] for k in range(COLUMNS) if fits(cols[k], taken)]
        return (*lay, *[_DISCARD[k] for k in range(COLUMNS) if cols[k]])
    if step == DRAW:
        return tuple(_DRAW[p] for p in PILES if pile_has_cards(state, p))
    return ()


def legal_actions(state: UpOrDownState, seat: int) -> list[Action]:
    """Fresh copies of what `can_place`, `can_take`, `can_lay`, `can_discard` and `can_draw` allow."""
    return [dict(a) for a in shared_actions(state, seat)]


# --- moves --------------------------------------------------------------------------------------

def place(state: UpOrDownState, seat: int, card: int) -> list[Event]:
    """Move a hand card into the ring at its numeric place."""
    state.hands[seat].remove(card)
    if card in state.known[seat]:
        state.known[seat].remove(card)
    insort(state.display, card)
    state.placed = card
    state.step = TAKE
    left, right = neighbours(state)
    return [Event("place", f"{{p{seat}}} places {card} into the ring, between {left} and {right}.",
                  data={"seat": seat, "card": card, "between": [left, right]})]


def take(state: UpOrDownState, seat: int, card: int) -> list[Event]:
    """Take a ring card next to the placed one; it must now go to a column."""
    state.display.remove(card)
    state.taken = card
    state.placed = None
    state.step = COLUMN
    return [Event("take", f"{{p{seat}}} takes {card} from the ring.", data={"seat": seat, "card": card})]


def lay(state: UpOrDownState, seat: int, k: int) -> list[Event]:
    """Lay the taken card on column k."""
    card = state.taken
    assert card is not None
    column = state.columns[seat][k]
    column.append(card)
    way = direction(column)
    if len(column) == 1:
        text = f"{{p{seat}}} starts column {k + 1} with {card}."
    elif len(column) == 2:
        text = f"{{p{seat}}} lays {card} on column {k + 1}, which now goes {way}."
    else:
        text = f"{{p{seat}}} lays {card} on column {k + 1} ({way}, {len(column)} cards)."
    events = [Event("column", text, data={"seat": seat, "column": k, "card": card, "direction": way})]
    return events + _after_column(state, seat)


def discard(state: UpOrDownState, seat: int, k: int) -> list[Event]:
    """Discard the whole column k face down and start it again with the taken card."""
    card = state.taken
    assert card is not None
    old = state.columns[seat][k]
    state.discards[seat].extend(old)
    state.columns[seat][k] = [card]
    events = [Event(
        "discard", f"{{p{seat}}} discards column {k + 1} ({len(old)} card{'s' if len(old) != 1 else ''}) "
        f"and starts it again with {card}.",
        data={"seat": seat, "column": k, "cards": old[:], "card": card},
    )]
    return events + _after_column(state, seat)


def draw(state: UpOrDownState, seat: int, pile: str) -> list[Event]:
    """Draw the top card of a pile into the hand; a face-up card is seen by everyone."""
    if pile == "up":
        card = state.up.pop()
        insort(state.known[seat], card)
        after = f"; {state.up[-1]} is now on top" if state.up else "; that pile is now empty"
        events = [Event("draw", f"{{p{seat}}} draws {card} from the face-up pile{after}.", reveals=True,
                        data={"seat": seat, "pile": pile, "card": card,
                              "next": state.up[-1] if state.up else None})]
    else:
        card = state.down.pop()
        events = [
            Event("draw", f"{{p{seat}}} draws from the face-down pile.", data={"seat": seat, "pile": pile}),
            Event("draw_private", f"You draw {card}.", to=(seat,), reveals=True,
                  data={"seat": seat, "pile": pile, "card": card}),
        ]
    insort(state.hands[seat], card)
    return events + _end_turn(state)


def _after_column(state: UpOrDownState, seat: int) -> list[Event]:
    state.taken = None
    if state.up or state.down:
        state.step = DRAW
        return []
    return _end_turn(state)


def _end_turn(state: UpOrDownState) -> list[Event]:
    """Pass the turn to the next seat holding cards; when no hand holds any, the game is over."""
    n = state.players
    for i in range(1, n + 1):
        nxt = (state.turn + i) % n
        if state.hands[nxt]:
            state.turn = nxt
            state.step = PLACE
            return []
    state.step = OVER
    return []
