"""Phase 3, second half: need cards drawn by the pets' colour bars and assigned in secret.

Every pet draws one card of each colour bar its dial shows (its size). Then all seats assign at
once, in secret: one card of the bar's colour per bar, or a potion instead (it needs nothing).
With the Double-symbol option a double card may be played upside down for both its needs. Views
show another seat only "ready"; the cards are revealed when everyone is done.
"""

from __future__ import annotations

from meeple.engine import Event

from .components import CARD_COLOUR, CARDS, POTION, bars
from .setup import draw
from .state import PetzState


def open_bars(s: PetzState, seat: int, slot: int) -> list[int]:
    """The colours of the pet's bars still without a card (a bar per colour counted, in dial order)."""
    kind = s.kind[seat][slot]
    if kind < 0:
        return []
    left = list(bars(kind, s.size[seat][slot]))
    for _card, _flip, colour in s.assigned[seat][slot]:
        left.remove(colour)
    return left


def assigning(s: PetzState, seat: int) -> bool:
    """The seat still owes cards to its pets."""
    return s.phase == "assign" and not s.ready[seat]


def may_assign(s: PetzState, seat: int, slot: int, card: int, flip: bool) -> bool:
    """A card from hand onto a pet with an open bar of its colour (upside down only if double, with the option)."""
    if not assigning(s, seat) or not 0 <= slot < 4 or card not in s.hand[seat]:
        return False
    if flip and not (s.double and CARDS[card][2] >= 0):
        return False
    return CARD_COLOUR[card] in open_bars(s, seat, slot)


def may_potion(s: PetzState, seat: int, slot: int, colour: int) -> bool:
    """A potion from hand instead of a card for one of the pet's open bars."""
    return assigning(s, seat) and s.held_potions[seat] > 0 and 0 <= slot < 4 and colour in open_bars(s, seat, slot)


def draw_needs(s: PetzState, events: list[Event]) -> None:
    """Each pet draws a card per colour bar into its owner's hand."""
    for seat in range(s.players):
        drawn = 0
        for slot in s.pets(seat):
            for colour in bars(s.kind[seat][slot], s.size[seat][slot]):
                s.hand[seat].append(draw(s, colour))
                drawn += 1
        s.hand[seat].sort()
        s.ready[seat] = drawn == 0
        if drawn:
            events.append(Event("draw", f"{{p{seat}}} draws {drawn} need card(s)."))


def assign(s: PetzState, seat: int, slot: int, card: int, flip: bool, events: list[Event]) -> None:
    """The card goes face down onto the pet."""
    s.hand[seat].remove(card)
    s.assigned[seat][slot].append([card, int(flip), CARD_COLOUR[card]])
    check_done(s, seat, events)


def use_potion(s: PetzState, seat: int, slot: int, colour: int, events: list[Event]) -> None:
    """A potion fills a bar."""
    s.held_potions[seat] -= 1
    s.assigned[seat][slot].append([POTION, 0, colour])
    check_done(s, seat, events)


def check_done(s: PetzState, seat: int, events: list[Event]) -> None:
    """A seat with every bar filled is ready."""
    if sum(len(bars(s.kind[seat][slot], s.size[seat][slot])) for slot in s.pets(seat)) > sum(
            len(cards) for cards in s.assigned[seat]):
        return
    s.ready[seat] = True
    events.append(Event("ready", f"{{p{seat}}} has assigned their need cards."))


def need_counts(s: PetzState, seat: int, slot: int) -> list[int]:
    """How many of each need the pet has this round (a flipped double gives both its needs)."""
    counts = [0] * 6
    for card, flip, _colour in s.assigned[seat][slot]:
        if card == POTION:
            continue
        _, need, second = CARDS[card]
        counts[need] += 1
        if flip and second >= 0:
            counts[second] += 1
    return counts
