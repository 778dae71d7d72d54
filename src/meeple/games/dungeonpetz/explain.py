"""Refusal sentences, asked of the same predicates the legal actions are built from."""

from __future__ import annotations

from typing import Any

from . import business, care, housing, shopping
from .components import ARRANGE, ASSIGN, CARE, CLEAN, OVER, SELL, SEND, SPACES
from .flow import waiting_for
from .state import PetzState

PHASE_WORDS = {
    "group": "it is time to make your secret groups", SEND: "groups are being sent to the market",
    ARRANGE: "shops are arranging cages and pets", ASSIGN: "need cards are being assigned",
    CARE: "needs are being evaluated", SELL: "pets are being sold", CLEAN: "spare imps are at work",
}
PHASE_OF = {"group": "group", "gold": "group", "ready": "group", "send": SEND, "home": SEND,
            "place": ARRANGE, "move": ARRANGE, "arranged": ARRANGE, "assign": ASSIGN, "potion": ASSIGN,
            "feed": CARE, "starve": CARE, "tool": CARE, "entertain": CARE, "rest": CARE, "calm": CARE,
            "release": CARE, "discard": CARE,
            "sell": SELL, "keep": SELL, "clean": CLEAN, "finish": CLEAN}


def explain(s: PetzState, seat: int, a: dict[str, Any]) -> str:
    """Why `a` is not legal for `seat` now."""
    kind = a.get("type")
    if s.phase == OVER:
        return "The game is over."
    if PHASE_OF.get(str(kind)) != s.phase:
        return f"You cannot do that now: {PHASE_WORDS[s.phase]}."
    if seat not in waiting_for(s):
        if s.phase == ARRANGE:
            return "You are done arranging: the others are still at it."
        return "It is not your turn." if s.phase not in ("group", ASSIGN) else "You are already ready."
    return _in_phase(s, seat, str(kind), a)


def _int(a: dict[str, Any], key: str) -> int | None:
    value = a.get(key)
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _in_phase(s: PetzState, seat: int, kind: str, a: dict[str, Any]) -> str:
    if kind in ("group", "gold", "ready"):
        return _grouping(s, seat, kind, a)
    if kind == "send":
        space = a.get("space")
        if space not in SPACES:
            return "There is no such space on the board."
        if not shopping.space_free(s, str(space)):
            return "That space is taken (or blocked by a neutral imp) this round."
        _, imps, gold = s.queue[s.qpos]
        if str(space).startswith("cage") and imps < 2:
            return "Carrying a cage takes a group of at least 2 imps."
        if str(space).startswith("pet") and gold < 1:
            return "Buying a pet takes a group with gold."
        return "There is nothing there to take, or not that item."
    if kind in ("place", "move", "arranged"):
        if kind == "place" and not (housing.placing_cage(s, seat) or housing.placing_addon(s, seat)):
            return "You have no new cage or add-on to place."
        if kind in ("move", "arranged") and not housing.moving(s, seat):
            return "Place your new cage or add-on first."
        if kind == "move" and s.moved[seat] >= 6:
            return "You have moved pets six times this round already."
        return "A pet moves into another built cage; an add-on goes on a built cage."
    if kind in ("assign", "potion"):
        if kind == "potion" and s.held_potions[seat] <= 0:
            return "You have no potion."
        card = _int(a, "card")
        if kind == "assign" and card not in s.hand[seat]:
            return "That card is not in your hand."
        if kind == "assign" and a.get("flip") is True and not s.double:
            return "Cards are played upside down only with the Double-symbol option."
        if kind == "assign" and a.get("flip") is True:
            return "Only a double-symbol card can be played upside down."
        return "That pet has no open bar of that colour."
    return _later(s, seat, kind, a)


def _grouping(s: PetzState, seat: int, kind: str, a: dict[str, Any]) -> str:
    if kind == "gold":
        if not s.making[seat]:
            return "Start a group with its imps first."
        return f"You have {shopping.gold_left(s, seat)} gold left to give."
    if s.making[seat]:
        return "Give the group you started its gold first (0 is fine)."
    if kind == "group" and len(s.groups[seat]) >= 6:
        return "You may make at most six groups."
    return f"A group needs 1 to {shopping.imps_left(s, seat)} of your imps at home."


def _later(s: PetzState, seat: int, kind: str, a: dict[str, Any]) -> str:
    if s.phase == CARE and s.stage == care.TOOL_STAGE and kind != "tool":
        return "Choose the pet your artifact helps first."
    if kind in ("feed", "starve"):
        if s.stage != care.FEED_STAGE:
            return "Feeding is over."
        slot = _int(a, "slot")
        if slot is None or not care.may_starve(s, seat, slot):
            return "That pet is not hungry (any more)."
        return "That pet does not eat that, or you have none of it."
    if kind == "tool":
        if s.stage != care.TOOL_STAGE:
            return "No artifact waits for you to choose a pet."
        return "Your artifact only helps a pet that has that need left."
    if kind == "entertain":
        if s.stage != care.PLAY_STAGE:
            return "Playing with pets is over."
        return "That pet wants no (more) play." if s.imps[seat] else "You have no free imp."
    if kind in ("rest",):
        return "Playing with pets is over."
    if kind in ("calm", "release"):
        return "No angry pet waits for your decision."
    if kind == "discard":
        return "You may only discard cards of a colour you hold too many of."
    if kind in ("sell", "keep"):
        if kind == "keep":
            return "It is not your turn to sell."
        if a.get("venue") == business.PLATFORM and s.platform_used:
            return "Only one pet is sold on the platform each round."
        if a.get("venue") == business.PLATFORM and s.platform[seat] <= 0:
            return "You need an imp booked on the platform."
        return "The customer buys only pets of size 4 or more that it likes (a match above 0)."
    if kind == "clean":
        return "A spare imp cleans only an empty cage with manure." if s.imps[seat] else "You have no spare imp."
    return "It is not your turn."
