"""The changes that follow from the rules wherever they happen: discards, overthrow, loyalty, payments.

Each returns the log lines (events) it caused.
"""

from __future__ import annotations

from meeple.engine import Event

from .board import cylinders_at, has_ability
from .components import CARDS, COALITIONS, POLITICAL, card_name
from .state import CARD_BASE, LOC_NAME, REGION_LOC, PaxState, is_gift


def discard_court_card(state: PaxState, card: int) -> list[Event]:
    """A court card leaves play: its spies go home, leverage is paid back, the overthrow rule is checked."""
    seat = -1
    for s in range(state.players):
        if card in state.courts[s]:
            state.courts[s].remove(card)
            seat = s
            break
    state.discards.append(card)
    events = [Event("discard", f"{{p{seat}}} discards {card_name(card)} from court", data={"card": card})]
    loc = CARD_BASE + card
    for i, at in enumerate(state.cylinders):
        if at == loc:
            state.cylinders[i] = 0
    info = CARDS[card]
    if info.leverage:
        state.coins[seat] -= 2
        events.append(Event("leverage", f"{{p{seat}}} pays back 2 rupees of leverage"))
    if info.suit == POLITICAL:
        events += check_court_overthrow(state, seat, info.region)
    return events


def _political_in(state: PaxState, seat: int, region: str) -> list[int]:
    return [c for c in state.courts[seat] if CARDS[c].suit == POLITICAL and CARDS[c].region == region]


def check_court_overthrow(state: PaxState, seat: int, region: str) -> list[Event]:
    """The last political card of a region gone: the player's tribes there are removed."""
    loc = REGION_LOC[region]
    if _political_in(state, seat, region) or not cylinders_at(state, seat, loc):
        return []
    base = seat * 10
    for i in range(base, base + 10):
        if state.cylinders[i] == loc:
            state.cylinders[i] = 0
    return [Event("overthrow", f"{{p{seat}}} loses the last political card of {region}: their tribes there go")]


def check_region_overthrow(state: PaxState, seat: int, region: str) -> list[Event]:
    """The last tribe in a region gone: the player's political cards of that region are discarded."""
    loc = REGION_LOC[region]
    if cylinders_at(state, seat, loc):
        return []
    cards = _political_in(state, seat, region)
    if not cards:
        return []
    events = [Event("overthrow", f"{{p{seat}}} loses the last tribe in {region}: its political cards go")]
    for c in cards:
        if c in state.courts[seat]:
            events += discard_court_card(state, c)
    return events


def lift_cylinder(state: PaxState, index: int) -> list[Event]:
    """A cylinder leaves its place for the supply (a tribe leaving triggers the overthrow rule)."""
    loc = state.cylinders[index]
    state.cylinders[index] = 0
    if 1 <= loc <= 6:
        return check_region_overthrow(state, index // 10, LOC_NAME[loc])
    return []


def remove_spy(state: PaxState, index: int) -> list[Event]:
    """A spy removed in battle goes home; its owner may then put it on their Safe House (a task
    resolved once the battle is over)."""
    state.cylinders[index] = 0
    if has_ability(state, index // 10, "safehouse"):
        state.todo.insert(0, ["safehouse", index])
    return []


def change_loyalty(state: PaxState, seat: int, coalition: int) -> list[Event]:
    """New loyalty: patriots of the old one are discarded, gifts and prizes lost."""
    state.loyalty[seat] = coalition
    events = [Event("loyalty", f"{{p{seat}}} changes loyalty to {COALITIONS[coalition].capitalize()}")]
    for c in list(state.courts[seat]):
        patriot = CARDS[c].patriot
        if patriot >= 0 and patriot != coalition and c in state.courts[seat]:
            events += discard_court_card(state, c)
    base = seat * 10
    for i in range(base, base + 10):
        if is_gift(state.cylinders[i]):
            state.cylinders[i] = 0
    state.prizes[seat] = 0
    from .wakhan import refresh_loyalty

    refresh_loyalty(state)  # Wakhan's pragmatic loyalty avoids the coalitions of the others
    return events


def remove_tribes_and_armies(state: PaxState, region: str) -> list[Event]:
    """Riots or Rebuke: every tribe and army in the region goes (then the overthrow rule)."""
    loc = REGION_LOC[region]
    for i, at in enumerate(state.blocks):
        if at == loc:
            state.blocks[i] = 0
    hit = []
    for i, at in enumerate(state.cylinders):
        if at == loc:
            state.cylinders[i] = 0
            hit.append(i // 10)
    events = [Event("riot", f"All tribes and armies in {region} are removed")]
    for seat in sorted(set(hit)):
        events += check_region_overthrow(state, seat, region)
    return events


def _rightmost(row: list[int], start: int) -> int:
    i = start
    while i >= 0 and row[i] == 0:
        i -= 1
    return i


def pay_to_market(state: PaxState, seat: int, amount: int, pairs_before: int) -> None:
    """An action's cost: per 2 rupees, one on the rightmost card of each row still unpaid this action."""
    state.coins[seat] -= amount
    cols = []
    for row in range(2):
        i = _rightmost(state.market[row], 5)
        for _ in range(pairs_before):
            i = _rightmost(state.market[row], i - 1)
        cols.append(i)
    for _ in range(0, amount, 2):
        for row in range(2):
            i = cols[row]
            if i >= 0:
                state.mcoins[row][i] += 1
                card = state.market[row][i]
                if card not in state.used_cards:
                    state.used_cards.append(card)
                cols[row] = _rightmost(state.market[row], i - 1)
    public_withdrawal(state)


def public_withdrawal(state: PaxState) -> None:
    """Rupees on the Public Withdrawal event leave the game."""
    for row in range(2):
        cards = state.market[row]
        if 111 in cards:
            state.mcoins[row][cards.index(111)] = 0
