"""The life of a round: shuffle and deal, turn up trump, score, pass the deal on."""

from __future__ import annotations

from meeple.engine import ONE_SEAT, Action, Event, seat_name

from .bidding import simultaneous, start_bidding
from .components import DECK, JESTER, SUIT_OF, SUITS, WIZARD, card_name, cards_text, sort_hand
from .hidden import in_foresight
from .scoring import score_round
from .state import BID, OVER, TRUMP, WizardState
from .variants import SECRET


def start_round(state: WizardState) -> list[Event]:
    """Shuffle all 60 cards, deal this round's hands, turn up the next card for trump."""
    p, n = state.players, state.hand_size
    cards = list(DECK)
    state.rng.shuffle(cards)
    state.hands = [sort_hand(cards[s * n:(s + 1) * n]) for s in range(p)]
    rest = cards[p * n:]
    state.trump_card = rest[0] if rest else None
    state.deck = rest[1:]
    state.bids = [None] * p
    state.tricks = [0] * p
    state.trick = []
    state.history = []
    state.leader = (state.dealer + 1) % p
    head = (
        f"Round {state.round + 1} of {len(state.sizes)}: {seat_name(state.dealer)} deals "
        f"{n} card{'s' if n > 1 else ''} to each player"
    )
    events = [Event("round", head, data={"round": state.round + 1, "cards": n, "dealer": state.dealer})]
    events += _deal_events(state)
    return events + turn_up_trump(state)


def _deal_events(state: WizardState) -> list[Event]:
    """Private notes of what each seat now sees (its hand, or with foresight the others' cards)."""
    if in_foresight(state):
        out = []
        for s in range(state.players):
            seen = ", ".join(
                f"{seat_name(o)} holds {card_name(h[0])}" for o, h in enumerate(state.hands) if o != s
            )
            out.append(Event("foresight", f"Foresight: you cannot see your own card; {seen}",
                             to=(s,), reveals=True))
        return out
    return [
        Event("deal", f"You are dealt: {cards_text(hand)}", to=(s,), reveals=True, data={"cards": list(hand)})
        for s, hand in enumerate(state.hands)
    ]


def turn_up_trump(state: WizardState) -> list[Event]:
    """Set trump from the turned-up card; a Wizard hands the choice to the dealer."""
    card, dealer = state.trump_card, seat_name(state.dealer)
    state.trump = SUIT_OF[card] if card is not None else None
    data = {"card": card}
    if card is None:
        text = "No card is left to turn up: no trump this round"
    elif card == JESTER:
        text = f"{dealer} turns up a Jester: no trump this round"
    elif card == WIZARD:
        state.phase, state.turn = TRUMP, state.dealer
        return [Event("trump_card", f"{dealer} turns up a Wizard and will choose the trump suit",
                      reveals=True, data=data)]
    else:
        text = f"{dealer} turns up {card_name(card)}: {state.trump} is trump"
    start_bidding(state)
    return [Event("trump_card", text, reveals=card is not None, data={**data, "trump": state.trump})]


def is_choosing_trump(state: WizardState) -> bool:
    """Whether the round waits for the dealer to name trump (a Wizard was turned up)."""
    return state.phase == TRUMP


def may_choose_trump(state: WizardState, seat: int) -> bool:
    """Whether `seat` names trump now: the dealer, after a Wizard was turned up."""
    return state.phase == TRUMP and seat == state.dealer


def is_suit(suit: object) -> bool:
    """Whether `suit` names one of the four suits."""
    return suit in SUITS


def can_choose_trump(state: WizardState, seat: int, suit: str) -> bool:
    """Whether `seat` may name `suit` as trump now."""
    return may_choose_trump(state, seat) and is_suit(suit)


def trump_choices(state: WizardState, seat: int) -> list[Action]:
    """Each suit for the dealer naming trump; nothing for anyone else or at other times."""
    if not may_choose_trump(state, seat):
        return []
    return [{"type": "trump", "suit": s} for s in SUITS]


def choose_trump(state: WizardState, seat: int, suit: str) -> list[Event]:
    """The dealer names trump after a Wizard was turned up."""
    state.trump = suit
    start_bidding(state)
    return [Event("trump", f"{seat_name(seat)} chooses {suit} as trump", data={"seat": seat, "trump": suit})]


def end_round(state: WizardState) -> list[Event]:
    """Score the round, then deal the next one or end the game."""
    events = score_round(state, reveal_bids=state.options["bidding"] == SECRET)
    if state.round + 1 == len(state.sizes):
        state.phase = OVER
        return [*events, _final_event(state)]
    state.round += 1
    state.dealer = (state.dealer + 1) % state.players
    return events + start_round(state)


def _final_event(state: WizardState) -> Event:
    best = max(state.scores)
    winners = [seat_name(s) for s, v in enumerate(state.scores) if v == best]
    names = " and ".join(winners)
    verb = "wins" if len(winners) == 1 else "share the win"
    return Event("game_over", f"{names} {verb} with {best} points", data={"scores": list(state.scores)})


def waiting_seats(state: WizardState) -> frozenset[int]:
    """Who must act: the dealer naming trump, the bidder(s), the player to play; nobody at the end."""
    if state.phase == OVER:
        return frozenset()
    if state.phase == BID and simultaneous(state):
        return frozenset(s for s, b in enumerate(state.bids) if b is None)
    return ONE_SEAT[state.turn]


def cards_played(state: WizardState) -> tuple[int, int]:
    """Cards played so far in the game and in the whole game."""
    total = sum(state.sizes) * state.players
    if state.phase == OVER:
        return total, total
    before = sum(state.sizes[:state.round]) * state.players
    return before + len(state.history) * state.players + len(state.trick), total
