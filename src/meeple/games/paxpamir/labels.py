"""Button labels for every action type (`describe_action`), in a player's words."""

from __future__ import annotations

from typing import Any

from .components import GIFT_COSTS, card_name
from .state import PaxState


def _where(x: Any) -> str:
    if type(x) is int:
        return card_name(x) if 1 <= x <= 116 else str(x)
    return str(x).replace("-", "/").title() if isinstance(x, str) else str(x)


def describe(state: PaxState, action: dict[str, Any]) -> str:
    """A short label, or "" when the action's values are not this game's."""
    kind = action.get("type")
    try:
        if kind == "buy":
            return f"buy {card_name(state.market[action['row']][action['col']])}"
        if kind == "play":
            return f"play {card_name(action['card'])} to the {action['side']}"
        if kind == "act":
            return f"{action['action']} with {card_name(action['card'])}"
        if kind == "end":
            return "end the turn"
        if kind == "loyalty":
            return f"loyal to the {str(action['coalition']).capitalize()}s"
        if kind == "offer":
            step = state.step or {}
            if step.get("ask"):
                return f"pay the {action['amount']} asked"
            if action["amount"] == step.get("full"):
                return f"pay the full bribe of {action['amount']}"
            return f"offer {action['amount']} rupee{'s' if action['amount'] != 1 else ''}"
        if kind == "answer":
            if action["reply"] == "accept" and not (state.step or {}).get("offer"):
                return "let it pass for nothing"
            replies = {"accept": "accept the offer", "waive": "waive the bribe", "refuse": "refuse the offer"}
            return replies[action["reply"]]
        if kind == "ask":
            return f"ask for {action['amount']} rupee{'s' if action['amount'] != 1 else ''} instead"
        if kind == "ignore":
            return "ignore the bribe (Courtly Manners)"
        if kind == "back":
            return "give up this action"
        if kind == "done":
            return "done"
        if kind == "pick":
            return f"take a piece from {_where(action['at'])}"
        if kind == "place":
            return f"place on {_where(action['to'])}"
        if kind == "collect":
            return f"tax a rupee from {card_name(state.market[action['row']][action['col']])}"
        if kind == "levy":
            return f"tax a rupee from {{p{action['seat']}}}"
        if kind == "gift":
            return f"gift for {action['cost']} rupees" if action["cost"] in GIFT_COSTS else ""
        if kind == "move":
            return f"move {action['piece']} {_where(action['frm'])} → {_where(action['to'])}"
        if kind == "betray":
            return f"betray {card_name(action['card'])}"
        if kind == "prize":
            return "take it as a prize" if action["take"] else "refuse the prize"
        if kind == "battle":
            return f"battle at {_where(action['at'])}"
        if kind == "remove":
            owner = action["owner"]
            who = f"{{p{owner}}}'s" if type(owner) is int else str(owner).capitalize()
            return f"remove {who} piece at {_where(action['at'])}"
        if kind == "discard":
            return f"discard {card_name(action['card'])}"
        if kind == "choose":
            return f"choose {{p{action['seat']}}}"
        if kind == "suit":
            return f"favour {action['suit']}"
        if kind == "rebuke":
            return f"rebuke {_where(action['region'])}"
    except (KeyError, IndexError, TypeError):
        return ""
    return ""
