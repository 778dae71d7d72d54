"""The tricks of both phases: who may play what, who wins, where the cards go.

Two players. The leader plays any card; the follower must play a card of the
lead faction or a Doppelgänger, and may play anything when holding no card
of the lead faction. A led Doppelgänger makes Doppelgängers the lead faction.
A follower's card of the lead faction (or a Doppelgänger, which counts as
the lead faction with no power) beats the lead only by a strictly higher
value: equal values go to the leader. A Knight beats a led Goblin whatever
the values. Any other card loses.
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Sequence

from meeple.engine import Action, Event, Rng

from .components import (
    CARDS,
    DECK,
    DOPPELGANGERS,
    DWARVES,
    FACTION_NAMES,
    GOBLINS,
    HAND_SIZE,
    KNIGHTS,
    TRICKS,
    UNDEAD,
    card_name,
    faction,
    remove_one,
    value,
)
from .state import ONE, OVER, TWO, ClaimState


def new_game(seed: int) -> ClaimState:
    """Shuffle, deal 13 each, pick the first leader at random and turn up the first prize."""
    rng = Rng(seed)
    deck = list(DECK)
    rng.shuffle(deck)
    first = rng.below(2)
    state = ClaimState(rng=rng, deck=deck, leader=first, turn=first)
    state.hands = [sorted(deck.pop() for _ in range(HAND_SIZE)) for _ in range(2)]
    state.prize = state.deck.pop()
    return state


# --- predicates (explain.py asks the same ones) -------------------------------------------------


def is_over(state: ClaimState) -> bool:
    """Whether all 26 tricks are played."""
    return state.phase == OVER


def is_your_turn(state: ClaimState, seat: int) -> bool:
    """Whether `seat` is to play a card now."""
    return state.phase != OVER and state.turn == seat


def holds(state: ClaimState, seat: int, card: str) -> bool:
    """Whether `card` is in `seat`'s hand."""
    return card in state.hands[seat]


def lead_faction(state: ClaimState) -> str | None:
    """The faction the follower must follow (the led card's own faction), or None before the lead."""
    return None if state.lead is None else faction(state.lead)


def can_follow(state: ClaimState, seat: int) -> bool:
    """Whether `seat` holds a card of the lead faction (and so must play one or a Doppelgänger)."""
    lead = lead_faction(state)
    return lead is not None and any(c[0] == lead for c in state.hands[seat])


def follows(state: ClaimState, seat: int, card: str) -> bool:
    """Whether playing `card` obeys the following rule: any card leads; a follower plays the lead
    faction or a Doppelgänger, or anything when void of the lead faction."""
    lead = lead_faction(state)
    if lead is None or card[0] == lead or card[0] == DOPPELGANGERS:
        return True
    return not can_follow(state, seat)


def can_play(state: ClaimState, seat: int, card: str) -> bool:
    """Whether `seat` may play `card` now."""
    return is_your_turn(state, seat) and holds(state, seat, card) and follows(state, seat, card)


def follower_wins(lead: str, follow: str) -> bool:
    """Whether the follower's card beats the led card."""
    if follow[0] == lead[0] or follow[0] == DOPPELGANGERS:
        return value(follow) > value(lead)
    return lead[0] == GOBLINS and follow[0] == KNIGHTS


# --- legal actions ------------------------------------------------------------------------------


def playable(state: ClaimState, seat: int) -> list[str]:
    """The distinct cards `seat` may play now (each `can_play`), sorted."""
    if not is_your_turn(state, seat):
        return []
    hand = state.hands[seat]  # sorted, so the distinct cards come out sorted too
    lead = state.lead
    if lead is not None:
        f = lead[0]
        follow = [c for c in hand if c[0] == f]
        if follow:
            if f != DOPPELGANGERS:  # one pass over the sorted hand keeps them sorted
                follow = [c for c in hand if c[0] == f or c[0] == DOPPELGANGERS]
            hand = follow
    return list(dict.fromkeys(hand))


def legal_actions(state: ClaimState, seat: int) -> list[Action]:
    """One `play` per distinct playable card."""
    return [{"type": "play", "card": c} for c in playable(state, seat)]


_PLAYS: dict[str, Action] = {c: {"type": "play", "card": c} for c in CARDS}


def shared_actions(state: ClaimState, seat: int) -> Sequence[Action]:
    """As `legal_actions`, with prebuilt action objects (read-only, see `legal_tuple`)."""
    return tuple(map(_PLAYS.__getitem__, playable(state, seat)))


# --- playing ------------------------------------------------------------------------------------


def play(state: ClaimState, seat: int, card: str) -> list[Event]:
    """Play a legal card: lead the trick, or follow and settle it."""
    state.hands[seat].remove(card)
    if state.phase == TWO:
        remove_one(state.known[seat], card)
    if state.lead is None:
        state.lead = card
        state.turn = 1 - seat
        return [Event("lead", f"{{p{seat}}} leads {card_name(card)}.", data={"seat": seat, "card": card})]
    lead, leader = state.lead, state.leader
    winner = seat if follower_wins(lead, card) else leader
    events = [Event("follow", f"{{p{seat}}} plays {card_name(card)}; {{p{winner}}} wins the trick.",
                    data={"seat": seat, "card": card, "winner": winner})]
    if state.phase == ONE:
        if card[0] != lead[0] and card[0] != DOPPELGANGERS and lead[0] not in state.void[seat]:
            state.void[seat] = sorted([*state.void[seat], lead[0]])
        events += _settle_one(state, winner, lead, card)
    else:
        events += _settle_two(state, winner, lead, card)
    state.last = [leader, lead, card, winner]
    state.lead = None
    state.tricks += 1
    state.leader = state.turn = winner
    if state.tricks == HAND_SIZE:
        events.append(_start_phase_two(state))
    elif state.tricks == TRICKS:
        state.phase = OVER
    elif state.phase == ONE:
        state.prize = state.deck.pop()
        events.append(_prize_event(state))
    return events


def _settle_one(state: ClaimState, winner: int, lead: str, follow: str) -> list[Event]:
    """Phase one: the winner takes the prize, the loser the top card blind; played Undead score
    for the winner, the other played cards are discarded."""
    loser = 1 - winner
    prize = state.prize
    assert prize is not None
    blind = state.deck.pop()
    insort(state.followers[winner], prize)
    insort(state.known[winner], prize)
    insort(state.followers[loser], blind)
    state.prize = None
    events = [
        Event("prize", f"{{p{winner}}} takes {card_name(prize)} into their followers.",
              data={"seat": winner, "card": prize}),
        Event("blind", f"{{p{loser}}} takes the top card of the deck blind into their followers.",
              data={"seat": loser}),
        Event("blind_private", f"Your blind card is {card_name(blind)}.", to=(loser,), reveals=True,
              data={"seat": loser, "card": blind}),
    ]
    for c in (lead, follow):
        if c[0] == UNDEAD:
            insort(state.scores[winner], c)
            events.append(Event("score", f"{card_name(c)} goes to {{p{winner}}}'s score pile.",
                                data={"seat": winner, "card": c}))
        else:
            insort(state.discard, c)
    return events


def _settle_two(state: ClaimState, winner: int, lead: str, follow: str) -> list[Event]:
    """Phase two: the winner scores both cards, but Dwarves go to the loser's score pile."""
    events = []
    for c in (lead, follow):
        to = 1 - winner if c[0] == DWARVES else winner
        insort(state.scores[to], c)
        events.append(Event("score", f"{card_name(c)} goes to {{p{to}}}'s score pile.",
                            data={"seat": to, "card": c}))
    return events


def _start_phase_two(state: ClaimState) -> Event:
    """The followers become the hands; the winner of the last trick leads."""
    state.phase = TWO
    state.hands = [state.followers[0], state.followers[1]]
    state.followers = [[], []]
    state.void = [[], []]
    return Event("phase_two", f"Phase two: each player takes up their 13 followers; {{p{state.leader}}} leads.",
                 data={"leader": state.leader})


def _prize_event(state: ClaimState) -> Event:
    prize = state.prize
    assert prize is not None
    return Event("flip", f"Trick {state.tricks + 1}: {card_name(prize)} is turned up; {{p{state.leader}}} leads.",
                 reveals=True, data={"card": prize, "trick": state.tricks + 1, "faction": FACTION_NAMES[prize[0]]})
