"""Trading tools and loot between thieves in the same room: the player on turn proposes to hand
over or to take one card, and the other player accepts or declines (a free action)."""

from __future__ import annotations

from meeple.engine import Action, Event

from .components import title
from .log import say, who
from .state import BurgleState
from .turns import count_free, free_left


def _cards(s: BurgleState, seat: int) -> list[str]:
    t = s.thieves[seat]
    return sorted(set(t.tools) | set(t.loot))


def _may_get(s: BurgleState, seat: int, card: str) -> bool:
    return not (card == "gold_bar" and "gold_bar" in s.thieves[seat].loot)


def offer_actions(s: BurgleState, seat: int) -> list[Action]:
    """One-card proposals to every thief sharing the room."""
    if not free_left(s):
        return []
    out: list[Action] = []
    for other in s.thieves_at(s.thieves[seat].pos):
        if other == seat:
            continue
        out += [{"type": "offer", "seat": other, "give": c} for c in _cards(s, seat) if _may_get(s, other, c)]
        out += [{"type": "offer", "seat": other, "take": c} for c in _cards(s, other) if _may_get(s, seat, c)]
    return out


def offer(s: BurgleState, seat: int, action: Action, events: list[Event]) -> None:
    """Put the proposal to the other player."""
    count_free(s)
    other = action["seat"]
    if "give" in action:
        text = f"{who(seat)} offers the {title(action['give'])} to {who(other)}."
    else:
        text = f"{who(seat)} asks {who(other)} for the {title(action['take'])}."
    say(events, "offer", text, seat=seat, to=other)
    s.prompt = {"kind": "trade", "seat": other, "from": seat, "offer": dict(action),
                "options": [{"type": "accept"}, {"type": "decline"}]}


def answer(s: BurgleState, action: Action, events: list[Event]) -> None:
    """The other player accepts (the card changes hands) or declines."""
    prompt = s.prompt
    assert prompt is not None
    s.prompt = None
    me, other, deal = prompt["from"], prompt["seat"], prompt["offer"]
    if action["type"] == "decline":
        say(events, "declined", f"{who(other)} declines.", seat=other)
        return
    giver, taker, card = (me, other, deal["give"]) if "give" in deal else (other, me, deal["take"])
    src, dst = s.thieves[giver], s.thieves[taker]
    pile = "tools" if card in src.tools else "loot"
    getattr(src, pile).remove(card)
    getattr(dst, pile).append(card)
    say(events, "traded", f"{who(taker)} now holds the {title(card)}.", seat=taker, card=card)
