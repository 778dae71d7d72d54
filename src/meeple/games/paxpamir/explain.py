"""Readable refusals, chosen from the predicates that build the legal actions (`actions`)."""

from __future__ import annotations

from typing import Any

from .actions import can_act, can_buy, legal
from .components import CARDS
from .state import OVER, PaxState

NOW = {
    "loyalty": "Now choose your starting loyalty: afghan, british or russian.",
    "main": "Now buy, play or use a card, or end your turn.",
    "bribe": "Now offer a bribe, pay the amount asked (or give up the action).",
    "answer": "Now accept, waive or refuse the bribe offered to you, or ask for a different amount.",
    "place": "Now place the piece (or pick one from the board when the supply is empty).",
    "tax": "Now take a rupee from the market or a player you may tax, or stop.",
    "gift": "Now choose a gift space to pay for.",
    "move": "Now move an army or a spy, or stop.",
    "betray": "Now choose the card to betray.",
    "prize": "Now take the betrayed card as a prize or refuse it.",
    "battle": "Now choose where to battle, then which pieces to remove.",
    "debt": "Now discard cards to pay back leverage, one card per rupee owed.",
    "court": "Now discard court cards down to your court limit.",
    "hand": "Now discard cards from your hand down to your hand limit.",
    "confidence": "Now discard a card from your hand (Confidence Failure).",
    "rumor": "Now choose the player the rumour is about.",
    "persuade": "Now choose the player to swap hands with.",
    "pashtunwali": "Now choose the favoured suit.",
    "rebuke": "Now choose the region to rebuke.",
    "safehouse": "Now put your removed spy on your Safe House, or leave it in your supply.",
}


def explain(state: PaxState, seat: int, action: dict[str, Any]) -> str:
    """Why `action` is not legal for `seat` now."""
    if state.phase == OVER:
        return "The game is over."
    step = state.step
    if step is None or step["seat"] != seat:
        who = step["seat"] if step else state.active
        return f"It is not your decision: the game waits for seat {who + 1}."
    now = NOW[step["k"]]
    kind = action["type"]
    if step["k"] == "main" and kind in ("buy", "play", "act") and state.actions <= 0 and kind != "act":
        return f"You have no action left this turn: use a favoured card or end your turn. {now}"
    if step["k"] == "main" and kind in ("buy", "play", "act"):
        reason = _main(state, seat, action)
        if reason:
            return reason
    if step["k"] == "bribe" and kind == "offer" and step["to"] == state.wakhan:
        return f"Wakhan does not negotiate: pay the full bribe of {step['full']} or give up the action."
    if not any(a["type"] == kind for a in legal(state, seat)):
        return f"You cannot {kind} now. {now}"
    return f"That is not one of your choices. {now}"


def _main(state: PaxState, seat: int, action: dict[str, Any]) -> str:
    """The reason a purchase, play or card action is refused, or "" to let the general sentence speak."""
    kind = action["type"]
    if kind == "buy":
        row, col = action["row"], action["col"]
        if type(row) is not int or type(col) is not int or not (0 <= row < 2 and 0 <= col < 6):
            return "A purchase names a market row (0-1) and column (0-5)."
        if not can_buy(state, seat, row, col):
            if not state.market[row][col]:
                return "That market space is empty."
            if state.market[row][col] == 111:
                return "Public Withdrawal cannot be bought."
            if state.market[row][col] in state.used_cards:
                return "You put rupees on that card this turn: it cannot be bought this turn."
            return "You cannot pay for that card (or you have no action left)."
    if kind == "play":
        card = action["card"]
        if card not in state.hands[seat]:
            return "That card is not in your hand."
        return 'Play a card to the "left" or "right" of your court.'
    if kind == "act":
        card, what = action["card"], action["action"]
        if type(card) is not int or card not in state.courts[seat]:
            return "That card is not in your court."
        if what not in CARDS[card].actions:
            return "That card has no such action."
        if card in state.used_cards:
            return "You already used that card this turn."
        if not can_act(state, seat, card, what):
            if state.actions <= 0:
                return "You have no action left, and that card is not of the favoured suit."
            return f"You cannot {what} now: nothing to {what}, or too few rupees."
    return ""
