"""The legal actions of each phase and stage, and what each action does.

Predicates (`can_*`, `pairs`) are shared with `explain`, so a refusal names
the rule that built the list.
"""

from __future__ import annotations

from typing import Any

from meeple.engine import Event

from .components import (
    ADVENTURERS,
    ARTIFACTS,
    COLUMNS,
    DECLARE_FAVOURS,
    INGREDIENTS,
    MIX,
    NEUTRAL,
    ORDER_TRACK,
    POTIONS,
    QUALITY_WORDS,
    SEALS,
    SPACES,
    open_spaces,
    quality,
)
from .flow import REFUND, SELL, cube_cost, done_declaring, next_task, take_order_space
from .goods import add_rep, deck_left, discard, give_ingredients, has_effect, zone
from .state import DECLARE, ORDER, RESOLVE, AlchemistsState
from .theories import (
    alchemical_swaps,
    can_endorse,
    can_publish,
    debunk_aspect,
    demonstrate,
    free_alchemicals,
    place_seal,
    revisable,
    seal_swaps,
    swap_alchemical,
    swap_seal,
)

Action = dict[str, Any]
SPACE_INDEX = {name: k for k, name in enumerate(SPACES)}
_SHARED: dict[tuple[Any, ...], Action] = {}


def act(kind: str, *values: Any) -> Action:
    """The shared, never-changed action object of this type and field values (fields in shape order)."""
    key = (kind, *values)
    got = _SHARED.get(key)
    if got is None:
        names = _FIELDS[kind]
        got = {"type": kind, **dict(zip(names, values, strict=True))}
        _SHARED[key] = got
    return got


_FIELDS = {
    "order": ("space",), "place": ("space",), "favour": ("card", "space"), "done": (), "discard": ("ingredient",),
    "decline": (), "gather": ("slot",), "transmute": ("ingredient",), "refund": ("level",),
    "offer": ("potion", "guarantee"), "mix": ("a", "b"), "buy": ("artifact",), "debunk": ("ingredient", "colour"),
    "demonstrate": ("a", "b"), "theory": ("ingredient",), "endorse": ("ingredient",),
    "alchemical": ("alchemical",), "seal": ("seal",), "exhibit": ("potion",), "revise": ("ingredient",),
}
PLACE = {sp: act("place", sp) for sp in SPACES}
ORDER_ACTS = [act("order", k) for k in range(len(ORDER_TRACK))]
MIX_ACTS = [[act("mix", a, b) for b in range(8)] for a in range(8)]
GATHER_ACTS = [act("gather", k) for k in range(-1, 5)]
DONE, DECLINE = act("done"), act("decline")
_DECLARABLE = {r: tuple((PLACE[sp], SPACE_INDEX[sp], COLUMNS[sp], cube_cost(SPACE_INDEX[sp])) for sp in open_spaces(r))
               for r in range(1, 7)}
"""Per round: each open space's place action, index, columns and cube cost (what `can_place` checks)."""
FAVOUR = {card: {"type": "favour", "card": card} for card in ("assistant", "custodian", "herbalist", "sage",
                                                              "shopkeeper", "barmaid", "merchant", "publisher")}
TESTS = ("student", "drink", "custodian")


def waiting_for(s: AlchemistsState) -> frozenset[int]:
    """The one seat that owes an action (none at the end)."""
    if s.phase == ORDER:
        return frozenset((s.picking[0],))
    if s.phase == DECLARE:
        return frozenset((s.actor if s.herbal else s.declaring[0],))
    if s.phase == RESOLVE:
        return frozenset((s.actor,))
    return frozenset()


# --- predicates -------------------------------------------------------------------------------------------

def can_take_order_space(s: AlchemistsState, seat: int, k: int) -> bool:
    """A free order space; the top one needs a gold to pay."""
    return k not in s.order_pos and s.gold[seat] >= -ORDER_TRACK[k][0]


def can_place(s: AlchemistsState, seat: int, space: str) -> bool:
    """An open space this round, a free column for the seat, and the cubes to pay."""
    if space not in open_spaces(s.round):
        return False
    k = SPACE_INDEX[space]
    return s.decl[seat][k] < COLUMNS[space] and s.cubes[seat] >= cube_cost(k)


def can_play_declare_favour(s: AlchemistsState, seat: int, card: str, space: str | None) -> bool:
    """Assistant, Custodian (a cube and one per round), Herbalist (cards to draw), Associate (an open space)."""
    if card not in s.favours[seat] or card not in DECLARE_FAVOURS:
        return False
    if card == "associate":
        return space in open_spaces(s.round) and SPACE_INDEX[space] not in s.assoc[seat]
    if space is not None:
        return False
    if card == "custodian":
        return s.cubes[seat] >= 1 and s.decl[seat][SPACE_INDEX["custodian"]] == 0
    if card == "herbalist":
        return deck_left(s) > 0
    return True


def pairs(hand: list[int]) -> list[tuple[int, int]]:
    """Two different ingredients from a hand."""
    held = [i for i in range(8) if hand[i]]
    return [(a, b) for n, a in enumerate(held) for b in held[n + 1:]]


def can_mix(s: AlchemistsState, seat: int) -> bool:
    """Two different ingredients in hand (and a gold for the student after a negative potion this round)."""
    if s.stage == "student" and must_pay_student(s, seat) and s.gold[seat] < 1:
        return False
    return sum(1 for i in range(8) if s.hands[seat][i]) >= 2


def must_pay_student(s: AlchemistsState, seat: int) -> bool:
    """The student drank a negative potion this round and the seat has no stipend."""
    return s.student_sick and not has_effect(s, seat, "student_free")


def artifact_cost(s: AlchemistsState, a: int) -> int:
    """An artifact's cost, 1 less with the Shopkeeper played."""
    return max(0, ARTIFACTS[a][2] - (1 if "shopkeeper" in s.armed else 0))


def sellable(s: AlchemistsState, seat: int) -> list[int]:
    """The adventurer's potions still to sell (all three with the Merchant played by a later seller)."""
    wanted = ADVENTURERS[s.adventurer][1]
    if "merchant" in s.armed and s.sellers[0] != seat:
        return list(wanted)
    return [p for p in wanted if p not in s.sold]


def refund_cost(s: AlchemistsState, seat: int, level: int) -> int:
    """Gold a refund level takes off the price (one less in the green and blue zones)."""
    return max(0, level - (1 if zone(s.rep[seat]) in ("green", "blue") else 0))


def debunk_targets(s: AlchemistsState) -> list[int]:
    """Ingredients with a theory on the board."""
    return [i for i in range(8) if s.theory[i] >= 0]


def usable_favours(s: AlchemistsState, seat: int) -> list[str]:
    """Favours the actor may play on the action in hand."""
    stage, held = s.stage, s.favours[seat]
    out = []
    if stage == "transmute" and "sage" in held and "sage" not in s.armed:
        out.append("sage")
    if stage == "artifact" and "shopkeeper" in held and "shopkeeper" not in s.armed:
        out.append("shopkeeper")
    if stage == "sell":
        for card in ("barmaid", "merchant"):
            if card in held and card not in s.armed:
                out.append(card)
    if stage == "debunk" and "publisher" in held and revisable(s, seat):
        out.append("publisher")
    return out


SEAL_DONE, ALCH_DONE = 1, 2
"""Bits of `pending[1]` while revising: what the Publisher has exchanged so far."""


def rework_actions(s: AlchemistsState, seat: int) -> list[Action]:
    """After choosing the theory: exchange the seal, the alchemical (a lone seal), each once; done after one."""
    i, done = s.pending
    out = []
    if not done & SEAL_DONE:
        out += [act("seal", SEALS[k]) for k in seal_swaps(s, seat, i)]
    if not done & ALCH_DONE:
        out += [act("alchemical", x) for x in alchemical_swaps(s, seat, i)]
    if done:
        out.append(DONE)
    return out


# --- legal actions ----------------------------------------------------------------------------------------

def uses(s: AlchemistsState, seat: int) -> list[Action]:
    """The ways to use the action in hand (without declining or favours)."""
    stage = s.stage
    hand = s.hands[seat]
    if stage == "gather":
        out = [GATHER_ACTS[k + 1] for k, i in enumerate(s.market) if i >= 0]
        if deck_left(s):
            out.append(GATHER_ACTS[0])
        return out
    if stage == "transmute":
        return [act("transmute", i) for i in range(8) if hand[i]]
    if stage == "refund":
        return [act("refund", k) for k in range(4)] if pairs(hand) else []
    if stage == "sell":
        if not pairs(hand):
            return []
        return [act("offer", p, g) for p in sellable(s, seat) for g in (4, 3, 2, 1)]
    if stage == "artifact":
        return [act("buy", a) for a in s.art_market if artifact_cost(s, a) <= s.gold[seat]]
    if stage == "debunk":
        if s.master:
            have = set(debunk_targets(s))
            return [act("demonstrate", a, b) for a in range(8) for b in range(a + 1, 8)
                    if a in have or b in have]
        return [act("debunk", i, c) for i in debunk_targets(s) for c in range(3)]
    if stage == "publish":
        return ([act("theory", i) for i in range(8) if can_publish(s, seat, i)]
                + [act("endorse", i) for i in range(8) if can_endorse(s, seat, i)])
    if stage in TESTS or stage == "mix":
        return [MIX_ACTS[a][b] for a, b in pairs(hand)] if can_mix(s, seat) else []
    if stage == "exhibit":
        if not pairs(hand):
            return []
        return [act("exhibit", p) for p in range(6) if seat not in s.exhibits[p]]
    if stage == "alchemical":
        return [act("alchemical", x) for x in free_alchemicals(s)]
    if stage == "seal":
        return [act("seal", SEALS[k]) for k in range(5) if s.seals_left[seat][k]]
    if stage == "discard":
        return [act("discard", i) for i in range(8) if hand[i]]
    if stage == "revise":
        return [act("revise", i) for i in revisable(s, seat)]
    if stage == "rework":
        return rework_actions(s, seat)
    return []


COMMITTED = ("mix", "alchemical", "seal", "discard", "revise", "rework")
"""Stages inside an action already chosen: no declining there."""


def legal(s: AlchemistsState, seat: int) -> list[Action]:
    """Everything `seat` may do now."""
    if s.phase == ORDER:
        if s.picking[0] != seat:
            return []
        return [ORDER_ACTS[k] for k in range(len(ORDER_TRACK)) if can_take_order_space(s, seat, k)]
    if s.phase == DECLARE:
        if s.herbal:
            return uses(s, seat) if seat == s.actor else []
        if s.declaring[0] != seat:
            return []
        cubes, decl = s.cubes[seat], s.decl[seat]
        out: list[Action] = [action for action, k, most, cost in _DECLARABLE.get(s.round, ())
                             if decl[k] < most and cubes >= cost]
        for card in sorted(set(s.favours[seat])) if s.favours[seat] else ():
            if card == "associate":
                out += [act("favour", card, sp) for sp in open_spaces(s.round)
                        if can_play_declare_favour(s, seat, card, sp)]
            elif can_play_declare_favour(s, seat, card, None):
                out.append(FAVOUR[card])
        out.append(DONE)
        return out
    if s.phase != RESOLVE or seat != s.actor:
        return []
    out = uses(s, seat)
    if s.stage not in COMMITTED:
        out += [FAVOUR[c] for c in usable_favours(s, seat)]
        out.append(DECLINE)
    return out


# --- playing ----------------------------------------------------------------------------------------------

def begin_task(s: AlchemistsState, kind: int, seat: int, events: list[Event]) -> bool:
    """Give the seat its declared action; decline it at once (cubes to the unused box) if it cannot be used."""
    s.actor, s.armed, s.pending = seat, [], []
    s.stage = "refund" if kind == REFUND else SPACES[kind]
    if uses(s, seat):
        return True
    _decline(s, seat, events, forced=True)
    return False


def _decline(s: AlchemistsState, seat: int, events: list[Event], forced: bool = False) -> None:
    cost = cube_cost(s.space)
    s.unused[seat] += cost
    name = SPACES[s.space]
    events.append(Event("decline", f"{{p{seat}}} {'cannot use' if forced else 'declines'} a {name} action: "
                                   f"{cost} cube{'s' if cost > 1 else ''} to the unused box."))
    s.actor, s.stage, s.armed, s.pending = -1, "", [], []


def play(s: AlchemistsState, seat: int, a: Action) -> list[Event]:
    """Apply a legal action."""
    kind = a["type"]
    if kind == "order":
        return take_order_space(s, seat, a["space"])
    if s.phase == DECLARE:
        return _declare(s, seat, a)
    events: list[Event] = []
    if kind == "decline":
        _decline(s, seat, events)
        return events + next_task(s)
    if kind == "favour":
        return _favour(s, seat, a["card"])
    handler = _HANDLERS[kind]
    finished = handler(s, seat, a, events)
    if finished:
        s.actor, s.stage, s.armed, s.pending = -1, "", [], []
        events += next_task(s)
    return events


def _declare(s: AlchemistsState, seat: int, a: Action) -> list[Event]:
    kind = a["type"]
    if kind == "place":
        k = SPACE_INDEX[a["space"]]
        s.decl[seat][k] += 1
        s.cubes[seat] -= cube_cost(k)
        return [Event("place", f"{{p{seat}}} declares a {a['space']} action.")]
    if kind == "done":
        return [Event("declared", f"{{p{seat}}} has declared."), *done_declaring(s, seat)]
    if kind == "discard":
        discard(s, seat, a["ingredient"])
        s.herbal -= 1
        if s.herbal == 0 or not any(s.hands[seat]):
            s.herbal, s.actor, s.stage = 0, -1, ""
        return [Event("discard", f"{{p{seat}}} discards an ingredient.")]
    card = a["card"]
    s.favours[seat].remove(card)
    events = [Event("favour", f"{{p{seat}}} plays the {card}" + (f" on {a['space']}" if card == "associate" else "")
                    + ".")]
    if card == "assistant":
        s.cubes[seat] += 1
    elif card == "associate":
        s.assoc[seat].append(SPACE_INDEX[a["space"]])
    elif card == "custodian":
        s.cubes[seat] -= 1
        s.decl[seat][SPACE_INDEX["custodian"]] = 1
    elif card == "herbalist":
        got = give_ingredients(s, seat, 3)
        events.append(Event("draw", "You draw " + ", ".join(INGREDIENTS[i] for i in got) + ".", to=(seat,)))
        s.herbal, s.actor, s.stage = min(2, sum(s.hands[seat])), seat, "discard"
        if not s.herbal:
            s.actor, s.stage = -1, ""
    return events


def _favour(s: AlchemistsState, seat: int, card: str) -> list[Event]:
    s.favours[seat].remove(card)
    s.armed.append(card)
    events = [Event("favour", f"{{p{seat}}} plays the {card}.")]
    if card == "merchant" and s.sellers[0] == seat:
        s.gold[seat] += 1
        events.append(Event("merchant", f"{{p{seat}}} sells first: +1 gold."))
    if card == "publisher":
        s.stage = "revise"
        events.append(Event("publisher", f"{{p{seat}}} revises a theory instead of debunking."))
    return events


def _gather(s: AlchemistsState, seat: int, a: Action, events: list[Event]) -> bool:
    k = a["slot"]
    if k < 0:
        got = give_ingredients(s, seat, 1)
        events.append(Event("gather", f"{{p{seat}}} takes the top ingredient of the deck."))
        events.append(Event("draw", f"You draw {INGREDIENTS[got[0]]}.", to=(seat,)))
    else:
        i = s.market[k]
        s.market[k] = -1
        s.hands[seat][i] += 1
        events.append(Event("gather", f"{{p{seat}}} takes {INGREDIENTS[i]} from the market."))
    return True


def _transmute(s: AlchemistsState, seat: int, a: Action, events: list[Event]) -> bool:
    discard(s, seat, a["ingredient"])
    gain = 1 + (1 if "sage" in s.armed else 0) + has_effect(s, seat, "transmute+1")
    s.gold[seat] += gain
    events.append(Event("transmute", f"{{p{seat}}} transmutes an ingredient into {gain} gold."))
    return True


def _refund(s: AlchemistsState, seat: int, a: Action, events: list[Event]) -> bool:
    s.refunds[seat] = a["level"]
    s.sellers.append(seat)
    events.append(Event("refund", f"{{p{seat}}} offers a refund of level {a['level']}."))
    return True


def _offer(s: AlchemistsState, seat: int, a: Action, events: list[Event]) -> bool:
    p, g = a["potion"], a["guarantee"]
    if p not in s.sold:
        s.sold.append(p)
    s.pending = [p, g]
    s.stage = "mix"
    events.append(Event("offer", f"{{p{seat}}} offers {POTIONS[p]} with a guarantee of {g}."))
    return False


def _buy(s: AlchemistsState, seat: int, a: Action, events: list[Event]) -> bool:
    art = a["artifact"]
    cost = artifact_cost(s, art)
    s.gold[seat] -= cost
    s.art_market.remove(art)
    s.artifacts[seat].append(art)
    name, _, _, _, effect = ARTIFACTS[art]
    events.append(Event("buy", f"{{p{seat}}} buys the {name} for {cost} gold."))
    if effect.startswith("rep+"):
        add_rep(s, seat, int(effect[4:]))
    elif effect == "herbs+3":
        got = give_ingredients(s, seat, 3)
        if got:
            events.append(Event("draw", "You draw " + ", ".join(INGREDIENTS[i] for i in got) + ".", to=(seat,)))
    return True


def _debunk(s: AlchemistsState, seat: int, a: Action, events: list[Event]) -> bool:
    events += debunk_aspect(s, seat, a["ingredient"], a["colour"])
    return True


def _demonstrate(s: AlchemistsState, seat: int, a: Action, events: list[Event]) -> bool:
    events += demonstrate(s, seat, a["a"], a["b"])
    return True


def _theory(s: AlchemistsState, seat: int, a: Action, events: list[Event]) -> bool:
    s.pending = [a["ingredient"], -1]
    s.stage = "alchemical" if a["type"] == "theory" else "seal"
    return False


def _alchemical(s: AlchemistsState, seat: int, a: Action, events: list[Event]) -> bool:
    if s.stage == "rework":
        events += swap_alchemical(s, seat, s.pending[0], a["alchemical"])
        return _reworked(s, seat, ALCH_DONE)
    s.pending[1] = a["alchemical"]
    s.stage = "seal"
    return False


def _revise(s: AlchemistsState, seat: int, a: Action, events: list[Event]) -> bool:
    s.pending = [a["ingredient"], 0]
    s.stage = "rework"
    return False


def _reworked(s: AlchemistsState, seat: int, bit: int) -> bool:
    """Record one exchange; the Publisher is finished when nothing more can change."""
    s.pending[1] |= bit
    return rework_actions(s, seat) == [DONE]


def _rework_done(s: AlchemistsState, seat: int, a: Action, events: list[Event]) -> bool:
    return True


def _seal(s: AlchemistsState, seat: int, a: Action, events: list[Event]) -> bool:
    if s.stage == "rework":
        events += swap_seal(s, seat, s.pending[0], SEALS.index(a["seal"]))
        return _reworked(s, seat, SEAL_DONE)
    i, x = s.pending
    events += place_seal(s, seat, i, x, SEALS.index(a["seal"]))
    return True


def _exhibit(s: AlchemistsState, seat: int, a: Action, events: list[Event]) -> bool:
    s.pending = [a["potion"]]
    s.stage = "mix"
    events.append(Event("exhibit", f"{{p{seat}}} will exhibit {POTIONS[a['potion']]}."))
    return False


def _mix(s: AlchemistsState, seat: int, a: Action, events: list[Event]) -> bool:
    x, y = a["a"], a["b"]
    space = SPACES[s.space]
    p = MIX[8 * s.world[x] + s.world[y]]
    for i in (x, y):
        discard(s, seat, i)
    names = f"{INGREDIENTS[x]} and {INGREDIENTS[y]}"
    if space == "sell":
        _sell_result(s, seat, x, y, p, events)
    elif space == "exhibit":
        _exhibit_result(s, seat, x, y, p, events)
    else:
        kind = "student" if space == "student" else "drink"
        s.notes[seat].append([kind, x, y, f"p{p}"])
        if kind == "student":
            if must_pay_student(s, seat):
                s.gold[seat] -= 1
                events.append(Event("student", f"{{p{seat}}} pays the student 1 gold."))
            if p % 2 == 1 and p != NEUTRAL:
                s.student_sick = True
            events.append(Event("test", f"{{p{seat}}} tests a potion on the student: {POTIONS[p]}."))
        else:
            events.append(Event("test", f"{{p{seat}}} drinks a potion: {POTIONS[p]}."))
            if not has_effect(s, seat, "drink_safe"):
                _side_effect(s, seat, p, events)
        events.append(Event("result", f"Your {names} made {POTIONS[p]}.", to=(seat,)))
    return True


def _side_effect(s: AlchemistsState, seat: int, p: int, events: list[Event]) -> None:
    if p == 1:
        s.hospital[seat] += 1
        events.append(Event("hospital", f"{{p{seat}}} goes to hospital: one cube fewer next round."))
    elif p == 3:
        s.paralysed[seat] = True
        events.append(Event("paralysed", f"{{p{seat}}} is paralysed: last on the order track next round."))
    elif p == 5:
        add_rep(s, seat, -1)
        events.append(Event("insane", f"{{p{seat}}} behaves strangely in public: reputation lost."))


def _sell_result(s: AlchemistsState, seat: int, x: int, y: int, p: int, events: list[Event]) -> None:
    wanted, g = s.pending
    q = quality(p, wanted)
    s.notes[seat].append(["sell", x, y, f"q{wanted}{q}"])
    events.append(Event("sold", f"{{p{seat}}}'s potion is {QUALITY_WORDS[q]}."))
    events.append(Event("result", f"Your {INGREDIENTS[x]} and {INGREDIENTS[y]} made {QUALITY_WORDS[q]} for "
                                  f"{POTIONS[wanted]}.", to=(seat,)))
    delta = 0
    counted = q
    if "barmaid" in s.armed:
        if q == 4:
            delta += 1
        else:
            counted = min(4, q + 1)
    if q <= 2:
        delta -= 1
    if counted >= g:
        z = zone(s.rep[seat])
        price = g - refund_cost(s, seat, s.refunds[seat]) + (-1 if z == "red" else 1 if z == "blue" else 0)
        price = max(0, price) + has_effect(s, seat, "sell+1")
        s.gold[seat] += price
        events.append(Event("paid", f"{{p{seat}}} meets the guarantee and is paid {price} gold."))
    else:
        events.append(Event("unpaid", f"{{p{seat}}} misses the guarantee and is paid nothing."))
    if delta:
        add_rep(s, seat, delta)


def _exhibit_result(s: AlchemistsState, seat: int, x: int, y: int, p: int, events: list[Event]) -> None:
    wanted = s.pending[0]
    if p == wanted:
        s.notes[seat].append(["exhibit", x, y, f"p{p}"])
        delta = 1 + has_effect(s, seat, "exhibit+1") if not s.exhibits[p] else has_effect(s, seat, "exhibit+1")
        s.exhibits[p].append(seat)
        if seat in s.exhibits[p ^ 1]:
            delta += 2
        events.append(Event("exhibited", f"{{p{seat}}} exhibits {POTIONS[p]}."))
        if delta:
            add_rep(s, seat, delta)
    else:
        s.notes[seat].append(["exhibit", x, y, f"n{wanted}"])
        events.append(Event("exhibit_failed", f"{{p{seat}}} fails to exhibit {POTIONS[wanted]}: -1 reputation."))
        events.append(Event("result", f"Your {INGREDIENTS[x]} and {INGREDIENTS[y]} did not make {POTIONS[wanted]}.",
                            to=(seat,)))
        add_rep(s, seat, -1)


_HANDLERS = {
    "gather": _gather, "transmute": _transmute, "refund": _refund, "offer": _offer, "buy": _buy,
    "debunk": _debunk, "demonstrate": _demonstrate, "theory": _theory, "endorse": _theory,
    "alchemical": _alchemical, "seal": _seal, "exhibit": _exhibit, "mix": _mix, "revise": _revise,
    "done": _rework_done,
}

__all__ = ["COMMITTED", "SELL", "SPACE_INDEX", "legal", "play", "uses", "waiting_for"]
