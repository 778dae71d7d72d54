"""Every action a seat may take now, built from the rule predicates (`explain` asks the same ones)."""

from __future__ import annotations

from typing import Any

from . import business, care, housing, needs, shopping
from .components import ARRANGE, ASSIGN, CAGE_SLOTS, CARD_COLOUR, CARDS, CARE, CLEAN, MAX_GROUPS, SELL, SEND
from .state import PetzState

Action = dict[str, Any]
READY: Action = {"type": "ready"}
HOME: Action = {"type": "home"}
GROUPS = tuple({"type": "group", "imps": k} for k in range(16))
GOLDS = tuple({"type": "gold", "amount": g} for g in range(256))
ASSIGNS = tuple(tuple(({"type": "assign", "slot": slot, "card": card, "flip": False},
                        {"type": "assign", "slot": slot, "card": card, "flip": True}) for card in range(len(CARDS)))
                for slot in range(CAGE_SLOTS))
"""ASSIGNS[slot][card][flip]: the prebuilt shared assign actions."""
_SENDS: dict[tuple[str, int], Action] = {}
"""Prebuilt shared actions of the shopping phase (never changed; `legal_actions` hands out copies)."""


def send_action(space: str, item: int) -> Action:
    """The shared send action."""
    found = _SENDS.get((space, item))
    if found is None:
        found = _SENDS[space, item] = {"type": "send", "space": space, "item": item}
    return found


def _send_list(s: PetzState, seat: int) -> list[Action]:
    sends = _SENDS
    out = []
    for key in shopping.sends(s, seat):
        found = sends.get(key)
        out.append(found if found is not None else send_action(*key))
    return out


def shared_actions(s: PetzState, seat: int) -> list[Action]:
    """The same as `legal_actions`; shopping's and assignment's actions are the prebuilt shared objects."""
    phase = s.phase
    if phase == "group":
        return grouping_actions(s, seat)
    if phase == SEND:
        found = _send_list(s, seat)
        return [*found, HOME] if found else []
    if phase == ASSIGN:
        return assigning_actions(s, seat)
    return legal_actions(s, seat)


def legal_actions(s: PetzState, seat: int) -> list[Action]:
    """What the seat may do now, as fresh objects."""
    phase = s.phase
    if phase in ("group", SEND, ASSIGN):
        return [dict(a) for a in shared_actions(s, seat)]
    if phase == ARRANGE:
        return arranging_actions(s, seat)
    if phase == CARE:
        return caring_actions(s, seat)
    if phase == SELL and business.selling(s, seat):
        return [*({"type": "sell", "slot": slot, "venue": venue} for slot, venue in business.sales(s, seat)),
                {"type": "keep"}]
    if phase == CLEAN and s.current() == seat:
        return [*({"type": "clean", "slot": slot} for slot in business.cleanable(s, seat)), {"type": "finish"}]
    return []


def grouping_actions(s: PetzState, seat: int) -> list[Action]:
    """A group's imps, then its gold, or the groups are final."""
    if not shopping.grouping(s, seat):
        return []
    if s.making[seat]:
        return list(GOLDS[:shopping.gold_left(s, seat) + 1])
    out: list[Action] = []
    if len(s.groups[seat]) < MAX_GROUPS:
        out = list(GROUPS[1:shopping.imps_left(s, seat) + 1])
    out.append(READY)
    return out


def arranging_actions(s: PetzState, seat: int) -> list[Action]:
    """Place a new cage or add-on, move pets, or finish."""
    if housing.placing_cage(s, seat):
        return [{"type": "place", "slot": slot} for slot in (*range(CAGE_SLOTS), -1)]
    if housing.placing_addon(s, seat):
        return [{"type": "place", "slot": slot} for slot in (*range(CAGE_SLOTS), -1)
                if slot < 0 or s.cage[seat][slot] >= 0]
    if housing.moving(s, seat):
        return [*({"type": "move", "pet": p, "to": t} for p, t in housing.move_targets(s, seat)),
                {"type": "arranged"}]
    return []


def assigning_actions(s: PetzState, seat: int) -> list[Action]:
    """A card (upside down too, for a double with the option) or a potion onto an open bar."""
    if not needs.assigning(s, seat):
        return []
    out: list[Action] = []
    seen: set[int] = set()
    double = s.double
    for slot in s.pets(seat):
        open_bars = needs.open_bars(s, seat, slot)
        if not open_bars:
            continue
        wanted = set(open_bars)
        for card in s.hand[seat]:
            if CARD_COLOUR[card] in wanted:
                out.append(ASSIGNS[slot][card][0])
                if double and CARDS[card][2] >= 0:
                    out.append(ASSIGNS[slot][card][1])
        if s.held_potions[seat]:
            seen.clear()
            for colour in open_bars:
                if colour not in seen:
                    seen.add(colour)
                    out.append({"type": "potion", "slot": slot, "colour": colour})
    return out


def caring_actions(s: PetzState, seat: int) -> list[Action]:
    """Entertain a pet, hold or free an angry one, discard a surplus card."""
    if s.current() != seat:
        return []
    if s.stage == care.FEED_STAGE:
        hungry = care.hungry_slots(s)
        return [*({"type": "feed", "slot": slot, "food": f} for slot in hungry for f in ("veg", "meat")
                  if care.may_feed(s, seat, slot, f)),
                *({"type": "starve", "slot": slot} for slot in hungry if care.may_starve(s, seat, slot))]
    if s.stage == care.TOOL_STAGE:
        return [{"type": "tool", "slot": slot} for slot in range(CAGE_SLOTS) if care.may_use_tool(s, seat, slot)]
    if s.stage == care.PLAY_STAGE:
        return [*({"type": "entertain", "slot": slot} for slot in range(CAGE_SLOTS)
                  if care.may_entertain(s, seat, slot)), {"type": "rest"}]
    if s.stage == care.ANGER_STAGE:
        return [{"type": "calm"}, {"type": "release"}]
    return [{"type": "discard", "card": card} for card in care.over_limit(s, seat)]
