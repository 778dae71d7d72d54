"""Trading tools and loot between thieves in the same room: the player on turn proposes to hand
over or to take one card, and the other player accepts or declines (a free action)."""

from __future__ import annotations

from meeple.engine import Action, Event

from .budget import count_free, free_left
from .components import title
from .log import say, who
from .lootfx import may_carry
from .state import BurgleState


def _cards(s: BurgleState, seat: int) -> list[str]:
    t = s.thieves[seat]
    return sorted(set(t.tools) | set(t.loot))


def shares_room(s: BurgleState, seat: int, other: object) -> bool:
    """Whether `other` is another thief standing in `seat`'s room."""
    return other != seat and other in s.thieves_at(s.thieves[seat].pos)


def holds(s: BurgleState, seat: int, card: object) -> bool:
    """Whether `seat` holds `card` (a tool or a loot card)."""
    return card in _cards(s, seat)


def can_offer(s: BurgleState, seat: int, other: int, *, give: object = None, take: object = None) -> bool:
    """Whether `seat` may propose to hand `give` to `other`, or to take `take` from them, now."""
    giver, taker, card = (seat, other, give) if take is None else (other, seat, take)
    return (free_left(s) and shares_room(s, seat, other) and holds(s, giver, card)
            and may_carry(s, taker, card))


def offer_actions(s: BurgleState, seat: int) -> list[Action]:
    """One-card proposals to every thief sharing the room."""
    out: list[Action] = []
    thieves = s.thieves
    me = thieves[seat]
    pos = me.pos
    # The usual case first, with no call: nobody in the room holds a card (or nobody else is there).
    for t in thieves:
        if t.pos == pos and (t.tools or t.loot):
            break
    else:
        return out
    if not free_left(s):
        return out
    # `can_offer` for each card, with what it asks of the room and the hands settled once.
    mine = _cards(s, seat) if me.tools or me.loot else ()
    for other, t in enumerate(thieves):
        if other == seat or t.pos != pos:
            continue
        if mine:
            out += [{"type": "offer", "seat": other, "give": c} for c in mine if may_carry(s, other, c)]
        if t.tools or t.loot:
            out += [{"type": "offer", "seat": other, "take": c} for c in _cards(s, other) if may_carry(s, seat, c)]
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
