"""A turn: take from the Number market, complete contracts card by card, refill or discard.

The predicates here (`can_take`, `can_start`, `can_use`, `can_star`, ...) build
`legal_actions` and are what `explain` asks, so reasons never drift from rules.
"""

from __future__ import annotations

from meeple.engine import Action, Event

from .components import (
    CONTRACT_MARKET,
    CONTRACTS,
    HAND,
    HAND_LIMIT,
    MARKET,
    NUMBER_CARDS,
    ROUND_CAP,
    SUIT,
    TARGET,
    VALUE,
    card_name,
    cards_text,
    contract_name,
)
from .recipes import can_meet, hand_code, next_values
from .state import BUILD, DISCARD, OVER, TAKE, RomiState
from .state import CONTRACTS as CONTRACT_PHASE

# --- predicates -------------------------------------------------------------------------------

def is_your_turn(state: RomiState, seat: int) -> bool:
    """Whether `seat` is the player on turn in a running game."""
    return state.phase != OVER and state.turn == seat


def is_matching_set(cards: list[int]) -> bool:
    """1 to 3 cards all of one number or all of one suit."""
    return 1 <= len(cards) <= 3 and (len({VALUE[c] for c in cards}) == 1 or len({SUIT[c] for c in cards}) == 1)


def is_taking(state: RomiState, seat: int) -> bool:
    """The seat on turn is at the take step."""
    return is_your_turn(state, seat) and state.phase == TAKE


def can_pick(state: RomiState, seat: int, card: int) -> bool:
    """Pick a market card to take: not picked yet, and with those picked all of one number or one suit."""
    return (is_taking(state, seat) and card in state.market and card not in state.chosen
            and is_matching_set([*state.chosen, card]))


def can_take(state: RomiState, seat: int) -> bool:
    """Take the picked cards (at least one)."""
    return is_taking(state, seat) and bool(state.chosen)


def star_free(state: RomiState, seat: int) -> bool:
    """The seat's Star is unused and not already placed on the contract being built."""
    if state.star_used[seat]:
        return False
    for p in state.picks:  # noqa: SIM110 (a loop: any() over a generator costs more on this hot path)
        if -1 in p:
            return False
    return True


def can_complete(state: RomiState, seat: int, contract: int) -> bool:
    """Whether the seat's hand (and unused Star) meets every recipe of `contract` with disjoint cards."""
    return can_meet(hand_code(state.hands[seat]), not state.star_used[seat], contract)


def can_start(state: RomiState, seat: int, contract: int) -> bool:
    """Start completing a contract of the market that the hand can meet."""
    return (is_your_turn(state, seat) and state.phase == CONTRACT_PHASE and contract in state.contracts
            and can_complete(state, seat, contract))


def _free_hand(state: RomiState, seat: int) -> int:
    """The packed counts (see `recipes`) of the seat's cards not yet on the contract being built."""
    on_contract = [card for p in state.picks for card in p if card >= 0]  # the Star (-1) is no hand card
    return hand_code(state.hands[seat]) - hand_code(on_contract)


def usable_values(state: RomiState, seat: int) -> tuple[bool, ...]:
    """For the values 1..5 (index 0 is the Star): whether playing one next keeps the contract
    being built completable. A card's suit never matters here, only its number."""
    current = state.picks[-1]
    return next_values(_free_hand(state, seat), star_free(state, seat), state.building, len(state.picks) - 1,
                       tuple(sorted([VALUE[c] for c in current if c >= 0])), -1 in current)


def is_building(state: RomiState, seat: int) -> bool:
    """The seat on turn is completing a contract."""
    return is_your_turn(state, seat) and state.phase == BUILD


def can_use(state: RomiState, seat: int, card: int) -> bool:
    """Play a hand card not yet played on this contract, keeping the contract completable."""
    if not is_building(state, seat) or card not in state.hands[seat] or any(card in p for p in state.picks):
        return False
    return usable_values(state, seat)[VALUE[card]]


def can_star(state: RomiState, seat: int) -> bool:
    """Play the Star (once a game) on this contract, keeping it completable."""
    return is_building(state, seat) and usable_values(state, seat)[0]


def can_stop(state: RomiState, seat: int) -> bool:
    """End the contract step (completing none or no more)."""
    return is_your_turn(state, seat) and state.phase == CONTRACT_PHASE


def must_discard(state: RomiState, seat: int) -> bool:
    """The seat on turn holds more than ten cards at the end of its turn."""
    return is_your_turn(state, seat) and state.phase == DISCARD


def can_discard(state: RomiState, seat: int, card: int) -> bool:
    """Discard a card of the hand while over the limit."""
    return must_discard(state, seat) and card in state.hands[seat]


# --- legal actions ----------------------------------------------------------------------------

def picks(market: list[int], chosen: list[int]) -> list[int]:
    """The market cards that may be picked next, lowest first (see `can_pick`)."""
    if not chosen:
        return sorted(market)
    if len(chosen) >= 3:
        return []
    first = chosen[0]
    value, suit = VALUE[first], SUIT[first]
    same_v = all(VALUE[c] == value for c in chosen)
    same_s = all(SUIT[c] == suit for c in chosen)
    return sorted(c for c in market
                  if c not in chosen and ((same_v and VALUE[c] == value) or (same_s and SUIT[c] == suit)))


PICK = tuple({"type": "pick", "card": c} for c in range(NUMBER_CARDS))
USE = tuple({"type": "use", "card": c} for c in range(NUMBER_CARDS))
DISCARD_CARD = tuple({"type": "discard", "card": c} for c in range(NUMBER_CARDS))
COMPLETE = tuple({"type": "complete", "contract": c} for c in range(len(CONTRACTS)))
TAKE_PICKED: Action = {"type": "take"}
STAR: Action = {"type": "star"}
DONE: Action = {"type": "done"}
"""Prebuilt actions for `shared_actions` (never changed)."""


def shared_actions(state: RomiState, seat: int) -> list[Action]:
    """The seat's legal actions now as prebuilt objects (empty when it is not its turn)."""
    if state.turn != seat:
        return []
    phase = state.phase
    if phase == TAKE:
        acts = [PICK[c] for c in picks(state.market, state.chosen)]
        if state.chosen:
            acts.append(TAKE_PICKED)
        return acts
    if phase == CONTRACT_PHASE:
        hand = hand_code(state.hands[seat])
        star = not state.star_used[seat]
        acts = [COMPLETE[c] for c in state.contracts if can_meet(hand, star, c)]
        acts.append(DONE)
        return acts
    if phase == BUILD:
        usable = usable_values(state, seat)
        used = [x for p in state.picks for x in p]
        acts = [USE[c] for c in state.hands[seat] if usable[VALUE[c]] and c not in used]
        if usable[0]:
            acts.append(STAR)
        return acts
    if phase == DISCARD:
        return [DISCARD_CARD[c] for c in state.hands[seat]]
    return []


def legal_actions(state: RomiState, seat: int) -> list[Action]:
    """The seat's legal actions now, as fresh objects."""
    return [dict(a) for a in shared_actions(state, seat)]


# --- play -------------------------------------------------------------------------------------

def _draw(state: RomiState) -> int | None:
    """The top card of the deck, shuffling the discard pile into a new deck when it is empty."""
    if not state.deck and state.discard:
        state.deck = sorted(state.discard)
        state.discard = []
        state.rng.shuffle(state.deck)
    return state.deck.pop() if state.deck else None


def pick(state: RomiState, seat: int, card: int) -> list[Event]:
    """Pick a market card; the third one takes them at once."""
    state.chosen.append(card)
    if len(state.chosen) == 3:
        return take(state, seat)
    return []


def take(state: RomiState, seat: int) -> list[Event]:
    """Take the picked cards into hand, refill the market to six, go on to contracts."""
    cards = sorted(state.chosen)
    state.chosen = []
    for c in cards:
        state.market.remove(c)
        state.hands[seat].append(c)
        state.known[seat].append(c)
    state.hands[seat].sort()
    state.known[seat].sort()
    events = [Event("take", f"{{p{seat}}} takes {cards_text(cards)}", data={"seat": seat, "cards": cards[:]})]
    reshuffled = not state.deck
    added: list[int] = []
    while len(state.market) < MARKET:
        card = _draw(state)
        if card is None:
            break
        state.market.append(card)
        added.append(card)
    if added:
        events.append(Event("market", f"The market gets {cards_text(added)}", reveals=True,
                            data={"cards": added}))
    if reshuffled and added:
        events.append(Event("reshuffle", "The discard pile is shuffled into a new deck", reveals=True))
    return events + _to_contracts(state, seat)


def _to_contracts(state: RomiState, seat: int) -> list[Event]:
    """The contract step; skipped when no contract of the market can be met."""
    state.phase = CONTRACT_PHASE
    hand = hand_code(state.hands[seat])
    star = not state.star_used[seat]
    for c in state.contracts:  # a loop: any() over a generator costs more on this hot path
        if can_meet(hand, star, c):
            return []
    return end_turn(state, seat)


def start(state: RomiState, seat: int, contract: int) -> list[Event]:
    """Begin completing `contract`: its recipes are filled card by card."""
    state.phase = BUILD
    state.building = contract
    state.picks = [[]]
    return []


def place(state: RomiState, seat: int, card: int) -> list[Event]:
    """Play a hand card (or the Star, -1) on the next slot; a full contract is completed."""
    recipes = CONTRACTS[state.building][2]
    state.picks[-1].append(card)
    if len(state.picks[-1]) == recipes[len(state.picks) - 1][1]:
        if len(state.picks) == len(recipes):
            return _complete(state, seat)
        state.picks.append([])
    return []


def _complete(state: RomiState, seat: int) -> list[Event]:
    contract = state.building
    suit = CONTRACTS[contract][1]
    used = [c for p in state.picks for c in p if c >= 0]
    star = any(-1 in p for p in state.picks)
    for c in used:
        state.hands[seat].remove(c)
        if c in state.known[seat]:
            state.known[seat].remove(c)
    bonus = sorted(c for c in used if SUIT[c] == suit)
    state.bonus[seat].extend(bonus)
    state.bonus[seat].sort()
    state.discard.extend(c for c in used if SUIT[c] != suit)
    if star:
        state.star_used[seat] = True
    state.contracts.remove(contract)
    state.done[seat].append(contract)
    state.building = -1
    state.picks = []
    text = f"{{p{seat}}} completes {contract_name(contract)} with {cards_text(used)}"
    if star:
        text += " and the Star"
    text += f"; {len(bonus)} suit bonus card{'s' if len(bonus) != 1 else ''}"
    events = [Event("complete", text, reveals=True,
                    data={"seat": seat, "contract": contract, "cards": used, "star": star, "bonus": bonus})]
    if state.contract_deck:
        new = state.contract_deck.pop()
        state.contracts.append(new)
        events.append(Event("contract", f"New contract: {contract_name(new)}", reveals=True, data={"contract": new}))
    return events + _to_contracts(state, seat)


def end_turn(state: RomiState, seat: int) -> list[Event]:
    """Refill the hand to three, or ask for discards down to ten; then the next seat."""
    events: list[Event] = []
    hand = state.hands[seat]
    drawn: list[int] = []
    while len(hand) < HAND:
        card = _draw(state)
        if card is None:
            break
        hand.append(card)
        drawn.append(card)
    hand.sort()
    if drawn:
        events.append(Event("draw", f"{{p{seat}}} draws {len(drawn)} card{'s' if len(drawn) > 1 else ''}",
                            reveals=True))
        events.append(Event("drew", f"You draw {cards_text(drawn)}", to=(seat,), data={"cards": drawn}))
    if len(hand) > HAND_LIMIT:
        state.phase = DISCARD
        return events
    return events + _next_turn(state)


def discard(state: RomiState, seat: int, card: int) -> list[Event]:
    """Discard one card; the turn ends once the hand is down to ten."""
    state.hands[seat].remove(card)
    if card in state.known[seat]:
        state.known[seat].remove(card)
    state.discard.append(card)
    events = [Event("discard", f"{{p{seat}}} discards {card_name(card)}", reveals=True,
                    data={"seat": seat, "card": card})]
    if len(state.hands[seat]) <= HAND_LIMIT:
        events += _next_turn(state)
    return events


def end_triggered(state: RomiState) -> bool:
    """Some player has completed enough contracts for the game to end with this round."""
    return any(len(d) >= TARGET[state.players] for d in state.done)


def _next_turn(state: RomiState) -> list[Event]:
    state.turn = (state.turn + 1) % state.players
    state.phase = TAKE
    events: list[Event] = []
    if state.turn == state.first:
        state.round += 1
        if end_triggered(state) or state.round >= ROUND_CAP:
            state.phase = OVER
            return events
    if not state.market:
        events.append(Event("skip", f"The market is empty: {{p{state.turn}}} takes nothing"))
        return events + _to_contracts(state, state.turn)
    return events


def setup_market(state: RomiState) -> None:
    """Fill both markets at setup."""
    while len(state.market) < MARKET and state.deck:
        state.market.append(state.deck.pop())
    while len(state.contracts) < CONTRACT_MARKET and state.contract_deck:
        state.contracts.append(state.contract_deck.pop())
