"""The bribe negotiation: a ruler's bribe to play a card, a spy holder's bribe to use one.

Small steps that always end: the player offers an amount (the full bribe is paid at once); the
holder accepts, waives it, refuses (the full bribe is due) or asks for an amount between the offer
and the bribe; after a refusal or a demand the player pays what is asked or gives up the action.
Courtly Manners lets its buyer ignore a bribe at any of the player's steps (or still pay it).
"""

from __future__ import annotations

from typing import Any

from meeple.engine import Action, Event

from .state import PaxState


def open_bribe(state: PaxState, seat: int, to: int, full: int, reserve: int, after: list[Any]) -> None:
    """The player's first bribe step: `after` is what the bribe is for, ["play", card, side] or
    ["act", card, action]; `reserve` the rupees the action itself will cost at least."""
    state.step = {"k": "bribe", "seat": seat, "to": to, "full": full, "reserve": reserve, "ask": 0,
                  "manners": "courtly_manners" in state.pflags[seat], "after": after}


def max_offer(state: PaxState, briber: int, step: dict[str, Any]) -> int:
    """The most the briber may pay: the bribe, within the rupees not kept for the action's cost."""
    return min(step["full"], state.coins[briber] - step["reserve"])


def bribe_list(state: PaxState, seat: int, step: dict[str, Any]) -> list[Action]:
    """Any amount up to the bribe, or (after an answer) the amount asked; ignoring it with Courtly
    Manners; giving up."""
    top = max_offer(state, seat, step)
    out: list[Action]
    if step["to"] == state.wakhan:  # Wakhan never negotiates: the full bribe or nothing
        out = [{"type": "offer", "amount": step["full"]}] if top >= step["full"] else []
    elif step["ask"]:
        out = [{"type": "offer", "amount": step["ask"]}] if top >= step["ask"] else []
    else:
        out = [{"type": "offer", "amount": k} for k in range(top + 1)]
    if step["manners"]:
        out.append({"type": "ignore"})
    out.append({"type": "back"})
    return out


def answer_list(state: PaxState, seat: int, step: dict[str, Any]) -> list[Action]:
    """Accept, waive (when something was offered), ask for an amount the player can pay between the
    offer and the bribe, or refuse."""
    out: list[Action] = [{"type": "answer", "reply": "accept"}]
    if step["offer"] > 0:
        out.append({"type": "answer", "reply": "waive"})
    top = min(step["full"] - 1, max_offer(state, step["briber"], step))
    out.extend({"type": "ask", "amount": k} for k in range(step["offer"] + 1, top + 1))
    out.append({"type": "answer", "reply": "refuse"})
    return out


def offer(state: PaxState, seat: int, step: dict[str, Any], action: Action) -> list[Event]:
    """Pay the full bribe or the amount asked, or put a smaller offer to the holder."""
    amount = action["amount"]
    if amount == step["full"] or step["ask"]:
        return _settle(state, seat, step, amount)
    state.step = dict(step, k="answer", seat=step["to"], offer=amount, briber=seat)
    return [Event("offer", f"{{p{seat}}} offers {{p{step['to']}}} a bribe of {amount} (of {step['full']})")]


def answer(state: PaxState, seat: int, step: dict[str, Any], action: Action) -> list[Event]:
    """The holder's reply: accepted or waived ends the negotiation; refused, the full bribe is asked."""
    reply = action["reply"]
    briber = step["briber"]
    if reply == "accept":
        return [Event("answer", f"{{p{seat}}} accepts"), *_settle(state, briber, step, step["offer"])]
    if reply == "waive":
        return [Event("answer", f"{{p{seat}}} waives the bribe"), *_settle(state, briber, step, 0)]
    _back_to_briber(state, step, step["full"])
    return [Event("answer", f"{{p{seat}}} refuses the offer")]


def ask(state: PaxState, seat: int, step: dict[str, Any], action: Action) -> list[Event]:
    """The holder asks for a different amount: the player pays it or gives up."""
    _back_to_briber(state, step, action["amount"])
    return [Event("answer", f"{{p{seat}}} asks for {action['amount']} instead")]


def ignore(state: PaxState, seat: int, step: dict[str, Any], action: Action) -> list[Event]:
    """Courtly Manners: no bribe is paid."""
    return [Event("bribe", f"{{p{seat}}} ignores the bribe (Courtly Manners)"), *_settle(state, seat, step, 0)]


def back(state: PaxState, seat: int, step: dict[str, Any], action: Action) -> list[Event]:
    """Give up the bribe and the play or action it was for."""
    state.step = None
    return [Event("back", f"{{p{seat}}} gives up the bribe and the action")]


def _back_to_briber(state: PaxState, step: dict[str, Any], ask: int) -> None:
    briber = step["briber"]
    state.step = {k: v for k, v in step.items() if k not in ("offer", "briber")}
    state.step.update(k="bribe", seat=briber, ask=ask)


def _settle(state: PaxState, briber: int, step: dict[str, Any], amount: int) -> list[Event]:
    """Pay `amount` to the holder, then the play or the card action goes ahead."""
    from .actions import begin_action, do_play

    state.coins[briber] -= amount
    state.coins[step["to"]] += amount
    events = [Event("bribe", f"{{p{briber}}} pays {{p{step['to']}}} a bribe of {amount}")] if amount else []
    state.step = None
    after = step["after"]
    if after[0] == "play":
        return events + do_play(state, briber, after[1], after[2])
    return events + begin_action(state, briber, after[1], after[2])
