"""Readable refusals, chosen from the predicates that build the legal actions (`actions`).

Called only for a well-formed action that is not listed: it asks the same
predicates in order and returns the sentence of the first that fails; its own
checks are only of values (a space name that is not one, a number out of range).
"""

from __future__ import annotations

from typing import Any

from .actions import (
    ALCH_DONE,
    COMMITTED,
    SEAL_DONE,
    SPACE_INDEX,
    artifact_cost,
    can_mix,
    can_place,
    can_play_declare_favour,
    can_take_order_space,
    must_pay_student,
    pairs,
    sellable,
    usable_favours,
    uses,
    waiting_for,
)
from .components import (
    ARTIFACTS,
    COLUMNS,
    DECLARE_FAVOURS,
    FAVOURS,
    INGREDIENTS,
    ORDER_TRACK,
    POTIONS,
    SEALS,
    open_spaces,
)
from .flow import cube_cost
from .state import DECLARE, ORDER, OVER, AlchemistsState
from .theories import can_endorse, can_publish, has_seal_on, in_conflict, only_seal

Action = dict[str, Any]

NOW = {
    "gather": "take an ingredient from the market or the deck, or decline",
    "transmute": "transmute an ingredient from your hand into gold, or decline",
    "refund": "offer a refund (level 0 to 3) for your place in the selling order, or decline",
    "sell": "offer the adventurer a potion with a guarantee, or decline",
    "artifact": "buy an artifact from the market, or decline",
    "debunk": "debunk a theory, or decline",
    "publish": "publish a new theory or endorse one, or decline",
    "student": "mix two ingredients for the student, or decline",
    "drink": "mix two ingredients and drink the potion, or decline",
    "custodian": "mix two ingredients and drink the potion (Custodian), or decline",
    "exhibit": "name a potion to exhibit, or decline",
    "mix": "choose the two ingredients to mix",
    "alchemical": "choose the alchemical of your theory",
    "seal": "choose the seal to put on the theory",
    "discard": "discard an ingredient (Herbalist)",
    "revise": "choose one of your theories to revise (Publisher)",
    "rework": "exchange your seal for an unused one, or the alchemical if your seal is alone there, or say done",
}
"""What the actor must do, by stage."""

TYPES = {
    "gather": ("gather",), "transmute": ("transmute",), "refund": ("refund",), "sell": ("offer",),
    "artifact": ("buy",), "debunk": ("debunk", "demonstrate"), "publish": ("theory", "endorse"),
    "student": ("mix",), "drink": ("mix",), "custodian": ("mix",), "exhibit": ("exhibit",), "mix": ("mix",),
    "alchemical": ("alchemical",), "seal": ("seal",), "discard": ("discard",), "revise": ("revise",),
    "rework": ("seal", "alchemical", "done"),
}


def _int(a: Action, key: str, low: int, high: int) -> int | None:
    v = a.get(key)
    return v if isinstance(v, int) and not isinstance(v, bool) and low <= v <= high else None


def explain(s: AlchemistsState, seat: int, a: Action) -> str:
    """Why `a` is not legal for `seat` now."""
    if s.phase == OVER:
        return "The game is over."
    owner = min(waiting_for(s))
    if seat != owner:
        return f"It is {{p{owner}}}'s turn."
    kind = a["type"]
    if s.phase == ORDER:
        return _order(s, seat, a)
    if s.phase == DECLARE and not s.herbal:
        return _declare(s, seat, a)
    stage = s.stage
    now = f"Now {NOW.get(stage, 'wait')}."
    if kind == "decline":
        return "You have chosen this action already; finish it." if stage in COMMITTED else now
    if kind == "favour":
        card = a["card"]
        if card not in FAVOURS:
            return f"There is no favour called {card!r}." if isinstance(card, str) else "Name a favour card."
        if card not in s.favours[seat]:
            return f"You hold no {card}."
        if card in DECLARE_FAVOURS:
            return f"The {card} is played while declaring actions. {now}"
        if card == "publisher" and stage == "debunk":
            return "The Publisher needs a theory with your seal where the seal or the alchemical can be exchanged."
        if card not in usable_favours(s, seat):
            return f"The {card} does not help with this action. {now}"
        return now
    if kind not in TYPES.get(stage, ()):
        return now
    return _detail(s, seat, a) or now


def _order(s: AlchemistsState, seat: int, a: Action) -> str:
    if a["type"] != "order":
        return "Choose an order space first."
    k = _int(a, "space", 0, len(ORDER_TRACK) - 1)
    if k is None:
        return f"Order spaces are numbered 0 to {len(ORDER_TRACK) - 1}."
    if k in s.order_pos:
        return "That order space is taken."
    if not can_take_order_space(s, seat, k):
        return "The top order space costs 1 gold and you have none."
    return "Choose an order space first."


def _declare(s: AlchemistsState, seat: int, a: Action) -> str:
    kind = a["type"]
    now = "Now declare your actions: place cubes on action spaces, play a favour, or say you are done."
    if kind == "place":
        space = a["space"]
        if space not in SPACE_INDEX or space == "custodian":
            return "That is not an action space."
        if space not in open_spaces(s.round):
            return f"The {space} space is not open in round {s.round}."
        if s.decl[seat][SPACE_INDEX[space]] >= COLUMNS[space]:
            return f"You already declared {COLUMNS[space]} {space} action{'s' if COLUMNS[space] > 1 else ''}."
        if not can_place(s, seat, space):
            return f"A {space} action needs {cube_cost(SPACE_INDEX[space])} cubes and you have {s.cubes[seat]}."
        return now
    if kind == "favour":
        card, space = a["card"], a.get("space")
        if card not in FAVOURS:
            return f"There is no favour called {card!r}." if isinstance(card, str) else "Name a favour card."
        if card not in s.favours[seat]:
            return f"You hold no {card}."
        if card not in DECLARE_FAVOURS:
            return f"The {card} is played later, on its own action."
        if card == "associate" and space is None:
            return "Say which space the Associate puts you on top of."
        if card == "associate" and space not in open_spaces(s.round):
            return "The Associate needs an action space open this round."
        if card != "associate" and space is not None:
            return f"The {card} names no space."
        if not can_play_declare_favour(s, seat, card, space):
            if card == "custodian":
                return "The Custodian needs a cube of yours, once a round."
            if card == "herbalist":
                return "There are no ingredients left to draw."
            return f"You already played an Associate on {space}."
        return now
    return now


def _detail(s: AlchemistsState, seat: int, a: Action) -> str | None:
    kind = a["type"]
    hand = s.hands[seat]
    if kind == "gather":
        k = _int(a, "slot", -1, len(s.market) - 1)
        if k is None:
            return "Name a market slot (0 to 4) or -1 for the deck."
        return "That market slot is empty." if k >= 0 else "The ingredient deck is empty."
    if kind in ("transmute", "discard"):
        i = _int(a, "ingredient", 0, 7)
        if i is None:
            return "Name an ingredient 0 to 7."
        return f"You hold no {INGREDIENTS[i]}." if not hand[i] else None
    if kind == "refund":
        if not pairs(hand):
            return "You need two different ingredients to sell a potion."
        return "A refund is of level 0 to 3."
    if kind == "offer":
        if not pairs(hand):
            return "You need two different ingredients to sell a potion."
        p, g = _int(a, "potion", 0, 6), _int(a, "guarantee", 1, 4)
        if p is None or g is None:
            return "Offer a potion (0 to 5) with a guarantee of 1 to 4."
        if p not in sellable(s, seat):
            return f"The adventurer does not want {POTIONS[p]} (or it was already sold)."
        return None
    if kind == "buy":
        art = _int(a, "artifact", 0, len(ARTIFACTS) - 1)
        if art is None or art not in s.art_market:
            return "That artifact is not in the market."
        return f"The {ARTIFACTS[art][0]} costs {artifact_cost(s, art)} gold and you have {s.gold[seat]}."
    if kind == "debunk":
        if s.master:
            return "Master debunking is a public demonstration of two ingredients."
        i, c = _int(a, "ingredient", 0, 7), _int(a, "colour", 0, 2)
        if i is None or c is None:
            return "Name an ingredient (0 to 7) and a colour (0 red, 1 green, 2 blue)."
        return f"There is no theory on {INGREDIENTS[i]} to debunk."
    if kind == "demonstrate":
        if not s.master:
            return "Apprentice debunking names one aspect of one ingredient."
        x, y = _int(a, "a", 0, 7), _int(a, "b", 0, 7)
        if x is None or y is None or x >= y:
            return "Name two different ingredients, the smaller number first."
        return "At least one of the two ingredients needs a theory on the board."
    if kind in ("theory", "endorse"):
        i = _int(a, "ingredient", 0, 7)
        if i is None:
            return "Name an ingredient 0 to 7."
        if kind == "theory":
            if s.theory[i] >= 0:
                return f"{INGREDIENTS[i]} already has a theory: endorse it instead."
            return None if can_publish(s, seat, i) else "Publishing needs a free alchemical, a seal and 1 gold."
        if s.theory[i] < 0:
            return f"There is no theory on {INGREDIENTS[i]} to endorse."
        if in_conflict(s, i):
            return "A theory with a conflict token cannot be endorsed."
        if has_seal_on(s, seat, i):
            return "Your seal is already on that theory."
        return None if can_endorse(s, seat, i) else "You lack the gold (1 to the bank, 1 to each seal) or a seal."
    if s.stage == "rework":
        return _rework(s, seat, a)
    if kind == "revise":
        i = _int(a, "ingredient", 0, 7)
        if i is None:
            return "Name an ingredient 0 to 7."
        if not has_seal_on(s, seat, i):
            return f"Your seal is not on a theory of {INGREDIENTS[i]}."
        return "Nothing there can be exchanged: no other unused seal, and other seals share the theory."
    if kind == "alchemical":
        x = _int(a, "alchemical", 0, 7)
        return "Name an alchemical 0 to 7." if x is None else "That alchemical is already on the theory board."
    if kind == "seal":
        k = a["seal"]
        if k not in SEALS:
            return "Seals are gold, silver, red, green or blue."
        return f"You have no {k} seal left."
    if kind == "exhibit":
        p = _int(a, "potion", 0, 5)
        if p is None:
            return "Name a coloured potion, 0 to 5."
        if not pairs(hand):
            return "You need two different ingredients."
        return f"You have exhibited {POTIONS[p]} already."
    if kind == "mix":
        x, y = _int(a, "a", 0, 7), _int(a, "b", 0, 7)
        if x is None or y is None or x >= y:
            return "Mix two different ingredients, the smaller number first."
        if not can_mix(s, seat) and s.stage == "student" and must_pay_student(s, seat):
            return "The student drank a negative potion this round: you must pay 1 gold and have none."
        if not hand[x] or not hand[y]:
            return "You must hold both ingredients."
    if not uses(s, seat):
        return "You cannot use this action."
    return None


def _rework(s: AlchemistsState, seat: int, a: Action) -> str | None:
    """Refusals while the Publisher revises a theory."""
    i, done = s.pending
    kind = a["type"]
    if kind == "done":
        return "Exchange the seal or the alchemical first: the Publisher is already played."
    if kind == "seal":
        k = a["seal"]
        if k not in SEALS:
            return "Seals are gold, silver, red, green or blue."
        if done & SEAL_DONE:
            return "You have exchanged your seal already."
        if not s.seals_left[seat][SEALS.index(k)]:
            return f"You have no {k} seal left."
        return f"Your seal there is a {k} seal already."
    x = _int(a, "alchemical", 0, 7)
    if x is None:
        return "Name an alchemical 0 to 7."
    if done & ALCH_DONE:
        return "You have exchanged the alchemical already."
    if not only_seal(s, seat, i):
        return "Other seals are on that theory: only your seal may be exchanged."
    return "That alchemical is already on the theory board."
