"""Named positions for Wizard's scenario tests, built directly rather than found by a lucky seed."""

from __future__ import annotations

from collections import Counter
from typing import Any

from meeple.engine import Event, Rng
from meeple.games.wizard import GAME
from meeple.games.wizard.components import DECK, SUIT_OF, sort_hand
from meeple.games.wizard.state import BID, PLAY, WizardState
from meeple.games.wizard.variants import hand_sizes


def position(
    hands: list[list[str]],
    *,
    phase: str = PLAY,
    round: int | None = None,
    dealer: int | None = None,
    trump_card: str | None = "B1",
    trump: str | None = "",
    bids: list[int | None] | None = None,
    trick: list[str] | None = None,
    leader: int | None = None,
    tricks: list[int] | None = None,
    scores: list[int] | None = None,
    options: dict[str, Any] | None = None,
) -> WizardState:
    """A table with the given hands; everything not given takes a plain default.

    `round` is 1-based and defaults to the round (of the standard schedule)
    dealing as many cards as the fullest hand. The dealer defaults to the seat right of the leader (or of
    seat 0); trump defaults to the suit of `trump_card`; the undealt deck is
    every card not in a hand, the trick or face up, in deck order.
    """
    players = len(hands)
    opts = GAME.resolve_options(options or {}, players)
    sizes = list(hand_sizes(players, opts))
    index = round - 1 if round is not None else min(max(len(h) for h in hands), len(sizes)) - 1
    trick = list(trick or [])
    lead = leader if leader is not None else 0
    dealt = Counter(c for h in hands for c in h) + Counter(trick) + Counter([trump_card] if trump_card else [])
    deck = list((Counter(DECK) - dealt).elements())
    assert sum(dealt.values()) + len(deck) == len(DECK), "a card appears more often than the deck holds"
    return WizardState(
        players=players, rng=Rng(99), options=opts, sizes=sizes, round=index,
        dealer=dealer if dealer is not None else (lead - 1) % players, phase=phase,
        hands=[sort_hand(h) for h in hands], deck=deck, trump_card=trump_card,
        trump=(SUIT_OF[trump_card] if trump_card else None) if trump == "" else trump,
        bids=list(bids) if bids is not None else ([1] * players if phase == PLAY else [None] * players),
        turn=(lead + len(trick)) % players if phase == PLAY else (lead if phase == BID else 0),
        leader=lead, trick=trick, tricks=list(tricks or [0] * players), scores=list(scores or [0] * players),
    )


def act(state: WizardState, *moves: tuple[int, dict[str, Any]]) -> list[str]:
    """Apply checked moves in order; return the public event texts they caused."""
    texts: list[str] = []
    for seat, action in moves:
        texts += [e.text for e in GAME.apply(state, seat, action) if e.to is None]
    return texts


def events_of(state: WizardState, seat: int, action: dict[str, Any]) -> list[Event]:
    """Apply one checked move and return all its events."""
    return GAME.apply(state, seat, action)


def play(card: str) -> dict[str, Any]:
    """A play action."""
    return {"type": "play", "card": card}


def bid(tricks: int) -> dict[str, Any]:
    """A bid action."""
    return {"type": "bid", "tricks": tricks}


def cards_of(state: WizardState, seat: int) -> list[str]:
    """The cards `seat` may play now, in hand order."""
    return [a["card"] for a in GAME.legal_actions(state, seat)]
