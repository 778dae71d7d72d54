"""What each seat may see.

Hidden from a seat: the order of every deck (needs, pets, cages, add-ons, artifacts), exhibitions
and customers not yet face up, other shops' need cards (only how many of each colour: the backs
show it), another seat's groups until all are revealed (only "ready"), and another seat's cards
on its pets until everyone has assigned (only "ready"; its cards count as still in hand).
"""

from __future__ import annotations

from typing import Any

from .components import (
    ADDONS,
    ARRANGE,
    ARTIFACTS,
    ASSIGN,
    CAGES,
    CARD_COLOUR,
    CARDS,
    COLOURS,
    CUSTOMERS,
    EXHIBITIONS,
    NEEDS,
    PET_BARS,
    PET_DIET,
    PET_NAMES,
    POTION,
    SEND,
    SPACE_NAMES,
    SPACES,
)
from .setup import visible_customer, visible_exhibition
from .shopping import space_free
from .state import PetzState


def card_view(card: int) -> dict[str, Any]:
    """A need card face up."""
    colour, need, second = CARDS[card]
    return {"id": card, "colour": COLOURS[colour], "need": NEEDS[need],
            "second": NEEDS[second] if second >= 0 else None}


_BARS = tuple(tuple(tuple(COLOURS[c] for c in bars) for bars in pet) for pet in PET_BARS)


def pet_info(kind: int, size: int) -> dict[str, Any]:
    """A pet's printed data: name, diet, and the colour bars its dial shows at `size`."""
    return {"kind": kind, "name": PET_NAMES[kind], "diet": PET_DIET[kind], "bars": list(_BARS[kind][size - 2])}


def kit(table: tuple[tuple[str, int, int, str], ...], item: int) -> dict[str, Any] | None:
    """A cage or add-on."""
    if item < 0:
        return None
    name, strength, anti, special = table[item]
    return {"id": item, "name": name, "strength": strength, "antimagic": anti, "special": special}


def secret_assigning(s: PetzState, seat: int | None, other: int) -> bool:
    """Another seat's cards on its pets are still face down."""
    return s.phase == ASSIGN and seat != other


def shop_view(s: PetzState, seat: int | None, other: int) -> dict[str, Any]:
    """One shop as `seat` sees it."""
    mine = seat == other
    hidden = secret_assigning(s, seat, other)
    cages = []
    for slot in range(4):
        pet = None
        if s.kind[other][slot] >= 0:
            cards = s.assigned[other][slot]
            pet = {**pet_info(s.kind[other][slot], s.size[other][slot]), "size": s.size[other][slot],
                   "suffering": s.suffering[other][slot], "mutation": s.mutation[other][slot],
                   "needs": None if hidden else [
                       {"potion": True, "colour": COLOURS[col]} if c == POTION else {**card_view(c), "flip": bool(f)}
                       for c, f, col in cards]}
        cages.append({"cage": kit(CAGES, s.cage[other][slot]), "addon": kit(ADDONS, s.addon[other][slot]),
                      "manure": s.manure[other][slot], "pet": pet})
    hand_colours = [0, 0, 0, 0]
    for card in s.hand[other]:
        hand_colours[CARD_COLOUR[card]] += 1
    potions = s.held_potions[other]
    if hidden:
        for slot in range(4):
            for c, _f, col in s.assigned[other][slot]:
                if c == POTION:
                    potions += 1
                else:
                    hand_colours[col] += 1
    grouping = s.phase == "group"
    return {
        "seat": other, "gold": s.gold[other], "reputation": s.rep[other], "imps": s.imps[other],
        "busy": s.busy[other], "platform": s.platform[other], "booked": s.booked[other],
        "hospital": len(s.hospital[other]),
        "relatives": list(s.relatives[other]), "food": {"veg": s.food[other][0], "meat": s.food[other][1],
                                                        "old_veg": s.food[other][2], "old_meat": s.food[other][3]},
        "potions": potions, "artifacts": [{"id": a, "name": ARTIFACTS[a][0], "effect": ARTIFACTS[a][1]}
                                          for a in s.artifacts[other]],
        "cages": cages, "waiting": [{**pet_info(k, z), "size": z, "suffering": f, "mutation": m}
                                    for k, z, f, m in s.waiting[other]],
        "new_cages": [kit(CAGES, c) for c in s.new_cages[other]],
        "new_addons": [kit(ADDONS, a) for a in s.new_addons[other]],
        "judge": s.judge[other], "sold": s.sold[other], "lost": s.lost[other],
        "hand": [card_view(c) for c in s.hand[other]] if mine else None,
        "hand_colours": dict(zip(COLOURS, hand_colours, strict=True)),
        "ready": s.ready[other] if s.phase in ("group", ARRANGE, ASSIGN) else None,
        "groups": [list(g) for g in s.groups[other]] if mine or not grouping else None,
        "making": s.making[other] if mine else None,
    }


def build_view(s: PetzState, seat: int | None) -> dict[str, Any]:
    """The whole table as `seat` (None: a spectator) may see it."""
    current = s.current() if s.phase in ("care", "sell", "clean") and s.turn < s.players else None
    group = s.queue[s.qpos] if s.phase == SEND and s.qpos < len(s.queue) else None
    return {
        "round": s.round, "rounds": s.rounds, "phase": s.phase, "start": s.start, "stage": s.stage,
        "current": current, "double": s.double,
        "care": {"hunger": list(s.hunger_left), "play": list(s.play_left), "anger": list(s.anger_left),
                 "magic": list(s.magic_left), "tool": s.tool or None}
        if s.phase == "care" else None,
        "board": {
            "stands": {name: {"veg": v, "meat": m} for name, (v, m) in zip(("veg", "meat", "mixed"), s.stands,
                                                                           strict=True)},
            "cages": [kit(CAGES, c) for c in s.cage_market], "addons": [kit(ADDONS, a) for a in s.addon_market],
            "artifacts": [{"id": a, "name": ARTIFACTS[a][0], "effect": ARTIFACTS[a][1]} for a in s.artifact_market],
            "low": [pet_info(k, 2) for k in s.low], "high": [pet_info(k, 3) for k in s.high],
            "spaces": [{"id": sp, "name": SPACE_NAMES[sp], "taken": s.taken.get(sp), "neutral": sp in s.neutral,
                        "free": space_free(s, sp)} for sp in SPACES],
            "potions": s.potions, "decks": [len(d) for d in s.decks], "discards": [sorted(d) for d in s.discards],
            "pets_left": len(s.pet_deck),
        },
        "exhibitions": [{"round": r, "tile": tile_view(EXHIBITIONS[t]) if visible_exhibition(s, r) else None}
                        for r, t in enumerate(s.exhibitions) if t >= 0],
        "customers": [{"round": r, "tile": customer_view(t) if visible_customer(s, r) else None}
                      for r, t in enumerate(s.customers) if t >= 0],
        "queue": [list(g) for g in s.queue] if s.phase == SEND else [],
        "group": list(group) if group else None,
        "results": [list(r) for r in s.results],
        "shops": [shop_view(s, seat, other) for other in range(s.players)],
    }


def tile_view(tile: tuple[str, str, tuple[str, ...], tuple[str, ...]]) -> dict[str, Any]:
    """An exhibition tile."""
    name, scope, plus, minus = tile
    return {"name": name, "scope": scope, "plus": list(plus), "minus": list(minus)}


def customer_view(t: int) -> dict[str, Any]:
    """A customer tile."""
    name, plus, minus = CUSTOMERS[t]
    return {"name": name, "plus": list(plus), "minus": list(minus)}
