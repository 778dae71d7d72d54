"""The round's phases in order, and who is waited for.

Phase 2's grouping and phase 3's card assignment wait for every seat at once (secret choices), and
so does phase 3's arranging (at once but in the open: `housing` says why); everything else goes one
seat at a time in turn order, skipping seats with nothing to decide.
"""

from __future__ import annotations

from collections.abc import Callable

from meeple.engine import ONE_SEAT, Event

from . import business, care, housing
from .components import ARRANGE, ASSIGN, BROOM, CARE, CLEAN, EXHIBITIONS, OVER, SELL, SEND
from .needs import draw_needs
from .scoring import award, business_acumen, exhibition_score, pet_display
from .setup import begin_round, turn_order
from .state import PetzState

EMPTY: frozenset[int] = frozenset()
_UNREADY: dict[tuple[bool, ...], frozenset[int]] = {}
"""The seats not ready, by the ready flags (built once each)."""


def waiting_for(s: PetzState) -> frozenset[int]:
    """Every seat not ready in the secret phases; otherwise the seat whose turn it is."""
    phase = s.phase
    if phase == OVER:
        return EMPTY
    if phase in ("group", ARRANGE, ASSIGN):
        key = tuple(s.ready)
        found = _UNREADY.get(key)
        if found is None:
            found = _UNREADY[key] = frozenset(seat for seat, ready in enumerate(key) if not ready)
        return found
    if phase == SEND:
        return ONE_SEAT[s.queue[s.qpos][0]]
    return ONE_SEAT[s.current()]


def advance(s: PetzState, events: list[Event]) -> None:
    """Move on from finished steps until a decision is owed (or the game ends)."""
    if s.phase == SEND and s.qpos >= len(s.queue):
        start_arranging(s, events)


def next_turn(s: PetzState, events: list[Event], stops: Callable[[PetzState, int, list[Event]], bool],
              then: Callable[[PetzState, list[Event]], None]) -> None:
    """Pass the turn on in a one-seat-at-a-time phase until a seat `stops` (owes a decision); after the last
    seat, `then` starts what follows."""
    while True:
        s.turn += 1
        if s.turn >= s.players:
            then(s, events)
            return
        if stops(s, s.current(), events):
            return


def start_arranging(s: PetzState, events: list[Event]) -> None:
    """Every shop arranges at once: new cages and waiting pets go in by themselves, and the seats with something
    to decide are waited for (all of them together); the need cards follow once all are done."""
    s.phase, s.order, s.turn = ARRANGE, turn_order(s), -1
    s.moved = [0] * s.players
    for seat in s.order:
        housing.begin(s, seat, events)
        s.ready[seat] = not housing.needs_decision(s, seat)
        if s.ready[seat]:
            housing.done(s, seat, events)
    if all(s.ready):
        start_assign(s, events)


def arranged(s: PetzState, seat: int, events: list[Event]) -> None:
    """The seat is done arranging; the need cards are drawn once everyone is."""
    housing.done(s, seat, events)
    s.ready[seat] = True
    if all(s.ready):
        start_assign(s, events)


def start_assign(s: PetzState, events: list[Event]) -> None:
    """Cards drawn; the secret assignment opens (or is skipped if nobody has a pet)."""
    s.phase = ASSIGN
    draw_needs(s, events)
    after_assign(s, events)


def after_assign(s: PetzState, events: list[Event]) -> None:
    """Once every seat is ready, the cards are revealed and the needs evaluated."""
    if not all(s.ready):
        return
    if any(s.pets(seat) for seat in range(s.players)):
        events.append(Event("needs", "The need cards are revealed.", reveals=True))
    s.phase, s.order, s.turn = CARE, turn_order(s), -1
    next_carer(s, events)


def next_carer(s: PetzState, events: list[Event]) -> None:
    """The next shop's evaluation, or the exhibition once all are done."""
    while True:
        if s.turn >= 0 and not care_done(s, s.current()):
            return
        s.turn += 1
        if s.turn >= s.players:
            exhibition(s, events)
            return
        care.begin(s, s.current(), events)


def care_done(s: PetzState, seat: int) -> bool:
    """The seat's evaluation is over (its surplus cards discarded)."""
    return s.stage == care.DISCARD_STAGE and not care.over_limit(s, seat)


def exhibition(s: PetzState, events: list[Event]) -> None:
    """The round's exhibition (from round 2), then business."""
    tile = s.exhibitions[s.round] if s.round < len(s.exhibitions) else -1
    if tile >= 0:
        scores = [exhibition_score(s, seat, tile) for seat in range(s.players)]
        award(s, EXHIBITIONS[tile][0], scores, events)
    if s.round >= 3:
        s.phase, s.order, s.turn = SELL, turn_order(s), -1
        s.platform_used = False
        next_seller(s, events)
    else:
        start_clean(s, events)


def next_seller(s: PetzState, events: list[Event]) -> None:
    """The next shop that can sell something, or the spare imps once none can."""
    next_turn(s, events, lambda st, seat, _ev: bool(business.sales(st, seat)), start_clean)


def start_clean(s: PetzState, events: list[Event]) -> None:
    """Cards leave the pets; brooms sweep; spare imps clean or earn."""
    business.discard_all_needs(s)
    for seat in range(s.players):
        if care.has_artifact(s, seat, BROOM):
            dirty = max(range(4), key=lambda i: (s.manure[seat][i], -i))
            if s.manure[seat][dirty]:
                s.manure[seat][dirty] -= 1
                events.append(Event("broom", f"{{p{seat}}}'s broom sweeps cage {dirty + 1}."))
    s.phase, s.order, s.turn = CLEAN, turn_order(s), -1
    next_cleaner(s, events)


def _cleans(s: PetzState, seat: int, events: list[Event]) -> bool:
    if business.cleanable(s, seat):
        return True
    business.wages(s, seat, events)
    return False


def next_cleaner(s: PetzState, events: list[Event]) -> None:
    """The next shop with a cage to clean; shops without one have their idle imps earn gold at once."""
    next_turn(s, events, _cleans, end_round)


def finish_cleaning(s: PetzState, seat: int, events: list[Event]) -> None:
    """The seat stops cleaning (or has nothing left to clean); its idle imps earn gold."""
    business.wages(s, seat, events)
    next_cleaner(s, events)


def end_round(s: PetzState, events: list[Event]) -> None:
    """Aging and the next round, or the final exhibitions."""
    if s.round >= s.rounds:
        award(s, "Business Acumen", [business_acumen(s, seat) for seat in range(s.players)], events, final=True)
        award(s, "Pet Display", [pet_display(s, seat) for seat in range(s.players)], events, final=True)
        s.phase = OVER
        best = max(s.rep)
        winners = [seat for seat in range(s.players) if s.rep[seat] == best]
        events.append(Event("end", "Game over: " + " and ".join(f"{{p{w}}}" for w in winners)
                            + f" win with {best} reputation."))
        return
    business.age(s, events)
    s.round += 1
    begin_round(s, events)
