"""Short labels for actions, for buttons and the terminal."""

from __future__ import annotations

from typing import Any

from .components import ADDONS, ARTIFACTS, CAGES, CARDS, COLOURS, NEEDS, PET_NAMES, SPACE_NAMES
from .housing import WAITING_BASE
from .state import PetzState


def item_name(s: PetzState, space: str, item: int) -> str:
    """What a send takes at its space."""
    if item < 0:
        return ""
    if space.startswith("cage"):
        return f": {CAGES[s.cage_market[item]][0]}"
    if space == "addon":
        return f": {ADDONS[s.addon_market[item]][0]}"
    corral = s.low if space.startswith("pet_low") else s.high
    return f": {PET_NAMES[corral[item]]}"


def card_name(card: int) -> str:
    """`red anger` or `green hunger (+poop)`."""
    colour, need, second = CARDS[card]
    extra = f" (+{NEEDS[second]})" if second >= 0 else ""
    return f"{COLOURS[colour]} {NEEDS[need]}{extra}"


def pet_at(s: PetzState, seat: int, slot: int) -> str:
    """The pet's name in a cage slot (or waiting)."""
    if slot >= WAITING_BASE:
        return PET_NAMES[s.waiting[seat][slot - WAITING_BASE][0]]
    kind = s.kind[seat][slot]
    return PET_NAMES[kind] if kind >= 0 else f"cage {slot + 1}"


def describe(s: PetzState, seat: int, a: dict[str, Any]) -> str:
    """A short label."""
    kind = a["type"]
    simple = {"ready": "My groups are ready", "home": "Stay home", "arranged": "Done arranging",
              "rest": "No more playing",
              "calm": "Hold it with imps (they get hurt)", "release": "Let it escape",
              "keep": "Sell nothing", "finish": "Done: idle imps earn gold"}
    if kind in simple:
        return simple[kind]
    if kind == "group":
        return f"Group of {a['imps']} imp(s)"
    if kind == "gold":
        return f"Add {a['amount']} gold"
    if kind == "send":
        return f"Send to the {SPACE_NAMES[a['space']]}{item_name(s, a['space'], a['item'])}"
    if kind == "place":
        return "Discard it" if a["slot"] < 0 else f"Put it on cage {a['slot'] + 1}"
    if kind == "move":
        return f"Move the {pet_at(s, seat, a['pet'])} to cage {a['to'] + 1}"
    if kind == "assign":
        flip = " upside down" if a["flip"] else ""
        return f"Give {card_name(a['card'])}{flip} to the {pet_at(s, seat, a['slot'])}"
    if kind == "potion":
        return f"Give a potion for a {COLOURS[a['colour']]} bar to the {pet_at(s, seat, a['slot'])}"
    if kind == "feed":
        food = "vegetables" if a["food"] == "veg" else "meat"
        return f"Feed the {pet_at(s, seat, a['slot'])} {food}"
    if kind == "starve":
        return f"The {pet_at(s, seat, a['slot'])} eats no more (suffering)"
    if kind == "tool":
        name = next((ARTIFACTS[x][0] for x in s.artifacts[seat] if ARTIFACTS[x][1] == s.tool), "artifact")
        return f"The {name} for the {pet_at(s, seat, a['slot'])}"
    if kind == "entertain":
        return f"An imp plays with the {pet_at(s, seat, a['slot'])}"
    if kind == "discard":
        return f"Discard {card_name(a['card'])}"
    if kind == "sell":
        venue = "platform" if a["venue"] == "platform" else "black market"
        return f"Sell the {pet_at(s, seat, a['slot'])} on the {venue}"
    return f"Clean cage {a['slot'] + 1}"
