"""Phase one: the auctions for property cards.

In turn, each seat still in the round raises the bid or passes. A seat that
passes takes the lowest property left on the table and gets back half its bid
rounded down (so it pays half rounded up). When one seat is left it takes the
last (highest) card, pays its whole bid, and opens the next round.
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Sequence

from meeple.engine import Action, Event

from .components import MOST_PLAYERS, PROPERTIES, SETUPS, dollars
from .deal import reveal_cheques, reveal_properties
from .state import BIDDING, ForSaleState


def is_bidding(state: ForSaleState) -> bool:
    """Whether the auctions (phase one) are on."""
    return state.phase == BIDDING


def is_your_turn(state: ForSaleState, seat: int) -> bool:
    """Whether `seat` is the one to bid or pass now."""
    return state.phase == BIDDING and seat == state.turn


def has_passed(state: ForSaleState, seat: int) -> bool:
    """Whether `seat` has dropped out of this round's auction."""
    return state.passed[seat]


def lowest_bid(state: ForSaleState) -> int:
    """The smallest total bid that beats the table: one coin over the current high bid."""
    return max(state.bids) + 1


def purse(state: ForSaleState, seat: int) -> int:
    """The highest total bid `seat` can make: coins in hand plus its bid on the table."""
    return state.coins[seat] + state.bids[seat]


def bid_limits(state: ForSaleState, seat: int) -> tuple[int, int]:
    """The lowest and highest total bid `seat` may make now (empty when low > high)."""
    return lowest_bid(state), purse(state, seat)


def can_bid(state: ForSaleState, seat: int, amount: int) -> bool:
    """Whether `seat` may raise the bid to a total of `amount` now."""
    return is_your_turn(state, seat) and lowest_bid(state) <= amount <= purse(state, seat)


def can_pass(state: ForSaleState, seat: int) -> bool:
    """Whether `seat` may pass now (whenever it is its turn to bid)."""
    return is_your_turn(state, seat)


_BIDS: list[Action] = [{"type": "bid", "amount": a} for a in range(max(s.coins for s in SETUPS.values()) + 1)]
"""Every bid a seat can afford (a purse never exceeds the starting coins), copied out for each list."""


_PASS: Action = {"type": "pass"}
_PASS_ONLY: tuple[Action, ...] = (_PASS,)
_OFFERS: list[list[tuple[Action, ...]]] = [
    [(_PASS, *_BIDS[low:high + 1]) for high in range(len(_BIDS))] for low in range(len(_BIDS))]
"""`_OFFERS[low][high]`: pass, or bid any total from `low` to `high`, built once for every purse."""


def shared_actions(state: ForSaleState, seat: int) -> Sequence[Action]:
    """As `legal_actions`, with the prebuilt pass and bid actions themselves (read-only, see `legal_tuple`).

    Asked at every bidding step of every playout, so `can_pass`, `lowest_bid`
    and `purse` are written out here rather than called."""
    if state.phase != BIDDING or seat != state.turn:
        return ()
    bids = state.bids
    low, high = max(bids) + 1, state.coins[seat] + bids[seat]
    if high < len(_BIDS):
        return _OFFERS[low][high] if low <= high else _PASS_ONLY
    return legal_actions(state, seat)


def legal_actions(state: ForSaleState, seat: int) -> list[Action]:
    """Pass, or raise to any total `can_bid` allows; only on your turn."""
    if not can_pass(state, seat):
        return []
    low, high = lowest_bid(state), purse(state, seat)
    actions: list[Action] = [{"type": "pass"}]
    if high < len(_BIDS):
        actions += map(dict.copy, _BIDS[low:high + 1])  # fresh dicts, faster than building each
    else:
        actions += [{"type": "bid", "amount": a} for a in range(low, high + 1)]
    return actions


def place_bid(state: ForSaleState, seat: int, amount: int) -> list[Event]:
    """Move coins from hand to the table so the seat's bid totals `amount`."""
    state.coins[seat] -= amount - state.bids[seat]
    state.bids[seat] = amount
    state.turn = next_bidder(state, seat)
    return [Event("bid", _BID_TEXT[seat][amount], None, False, {"seat": seat, "amount": amount})]


_BID_TEXT: tuple[tuple[str, ...], ...] = tuple(
    tuple(f"{{p{seat}}} bids {dollars(a)}." for a in range(len(_BIDS))) for seat in range(MOST_PLAYERS))
"""`_BID_TEXT[seat][amount]`: the bid event's text, written once (a bid never exceeds the starting coins)."""


def pass_bid(state: ForSaleState, seat: int) -> list[Event]:
    """Drop out: take the lowest card, recover half the bid; maybe close the round."""
    bid = state.bids[seat]
    refund = bid // 2
    card = state.table.pop(0)
    state.coins[seat] += refund
    state.bids[seat] = 0
    passed = state.passed
    passed[seat] = True
    _take(state, seat, card)
    events = [_pass_event(seat, card, bid, refund)]
    if passed.count(False) == 1:  # one seat left in: `state.active()` is that seat alone
        events += _close_round(state, passed.index(False))
    else:
        state.turn = next_bidder(state, seat)
    return events


def _pass_event(seat: int, card: int, bid: int, refund: int) -> Event:
    if bid:
        text = (f"{{p{seat}}} passes and takes property {card}, getting back {dollars(refund)} "
                f"of a {dollars(bid)} bid (pays {dollars(bid - refund)}).")
    else:
        text = _FREE_PASS_TEXT[seat][card]
    return Event("pass", text, None, False, {"seat": seat, "property": card, "bid": bid, "paid": bid - refund})


_FREE_PASS_TEXT: tuple[tuple[str, ...], ...] = tuple(
    tuple(f"{{p{seat}}} passes and takes property {card} for free." for card in range(max(PROPERTIES) + 1))
    for seat in range(MOST_PLAYERS))
"""`_FREE_PASS_TEXT[seat][card]`: the text of a pass with no bid on the table, written once."""


def _close_round(state: ForSaleState, last: int) -> list[Event]:
    """The last seat in takes the highest card for its full bid and starts the next round."""
    bid = state.bids[last]
    card = state.table.pop()
    state.bids[last] = 0
    state.passed[last] = True
    _take(state, last, card)
    price = dollars(bid) if bid else "free"
    events = [Event(
        "win", f"{{p{last}}} is the last bidder and takes property {card} for {price}.",
        data={"seat": last, "property": card, "paid": bid},
    )]
    state.round += 1
    state.start_player = last
    if state.round < state.rounds:
        events.append(reveal_properties(state))
    else:
        state.round = 0
        events.append(Event("selling", "Every property is bought: the selling phase begins."))
        events.append(reveal_cheques(state))
    return events


def _take(state: ForSaleState, seat: int, card: int) -> None:
    insort(state.hands[seat], card)
    state.highest[seat] = max(state.highest[seat], card)


def next_bidder(state: ForSaleState, seat: int) -> int:
    """The next seat clockwise after `seat` that has not passed this round."""
    n = state.players
    for step in range(1, n + 1):
        other = (seat + step) % n
        if not state.passed[other]:
            return other
    raise AssertionError("no seat left in the auction")
