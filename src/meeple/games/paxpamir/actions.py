"""The legal actions of the decision the game waits for, and what each does.

Each decision (`state.step["k"]`) has a list builder and a handler. The rule predicates
(`can_buy`, `can_tax`, `battle_sites`, ...) are shared with `explain`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from meeple.engine import Event

from .board import (
    blocks_at,
    cylinders_at,
    free_cylinder,
    gifts,
    has_ability,
    is_favoured,
    market_cost,
    owner_of,
    ring,
    ruler,
    rules_any,
    shelter,
    spies_on,
)
from .bribes import answer, answer_list, ask, back, bribe_list, ignore, offer, open_bribe
from .components import (
    CARDS,
    COALITIONS,
    EVENT_WORDS,
    EVENTS,
    GIFT_COSTS,
    MILITARY,
    NEIGHBOURS,
    POLITICAL,
    REGION_BORDERS,
    REGIONS,
    SUITS,
    card_name,
    is_dominance,
)
from .effects import (
    change_loyalty,
    check_region_overthrow,
    discard_court_card,
    lift_cylinder,
    pay_to_market,
    public_withdrawal,
    remove_spy,
    remove_tribes_and_armies,
)
from .flow import (
    armies_of,
    blackmail_targets,
    can_take_piece,
    piece_sources,
    push,
    ruler_bribe,
    run,
    set_suit,
    spy_bribe,
    start_turn,
    supply_index,
)
from .state import (
    BORDER_LOC,
    CARD_BASE,
    GIFT_BASE,
    LOC_NAME,
    LOYALTY,
    OVER,
    PLAYING,
    REGION_LOC,
    PaxState,
    is_card,
    is_gift,
    is_region,
)
from .wakhan import refresh_loyalty

Action = dict[str, Any]
Where = str | int


def key(loc: int) -> Where:
    """How an action names a location: a region or border name, a card number, "gift2"/"gift4"/"gift6"."""
    if is_card(loc):
        return loc - CARD_BASE
    if is_gift(loc):
        return f"gift{GIFT_COSTS[loc - GIFT_BASE]}"
    return LOC_NAME[loc]


def loc_of(where: Any) -> int:
    """Inverse of `key` (-1 for a name that is no location)."""
    if type(where) is int:
        return CARD_BASE + where if 1 <= where <= 100 else -1
    if isinstance(where, str):
        if where in REGION_LOC:
            return REGION_LOC[where]
        if where in BORDER_LOC:
            return BORDER_LOC[where]
        for i, cost in enumerate(GIFT_COSTS):
            if where == f"gift{cost}":
                return GIFT_BASE + i
    return -1


# -- predicates --------------------------------------------------------------------------------


def can_buy(state: PaxState, seat: int, row: int, col: int) -> bool:
    """An action left, a card there that is not Public Withdrawal nor took rupees this turn, and the cost."""
    card = state.market[row][col]
    return (state.actions > 0 and card != 0 and card != 111 and card not in state.used_cards
            and market_cost(state, seat, col, card) <= state.coins[seat])


def taxable(state: PaxState, seat: int, other: int) -> bool:
    """Another player with a court card of a region you rule (any card with Claim of Ancient Lineage),
    and more rupees than their economic stars."""
    if other == seat or not state.courts[other] or state.coins[other] <= shelter(state, other):
        return False
    if has_ability(state, seat, "lineage"):
        return True
    ruled = ruled_regions(state, seat)
    return any(CARDS[c].region in ruled for c in state.courts[other])


def ruled_regions(state: PaxState, seat: int) -> list[str]:
    """The regions the seat rules (it must have a tribe there)."""
    cyl = state.cylinders[seat * 10: seat * 10 + 10]
    return [r for r in REGIONS if REGION_LOC[r] in cyl and ruler(state, REGION_LOC[r]) == seat]


def can_tax(state: PaxState, seat: int) -> bool:
    """Rupees on a market card, or a player you may tax."""
    if any(any(row) for row in state.mcoins):
        return True
    if not has_ability(state, seat, "lineage") and not ruled_regions(state, seat):
        return False
    return any(taxable(state, seat, o) for o in range(state.players))


def free_gifts(state: PaxState, seat: int) -> list[int]:
    """Gift spaces (0-2) the player has no cylinder on."""
    held = gifts(state, seat)
    return [i for i in range(3) if i not in held]


def can_gift(state: PaxState, seat: int) -> bool:
    """A free gift space you can pay for, and a cylinder to put there."""
    spaces = free_gifts(state, seat)
    return bool(spaces) and GIFT_COSTS[spaces[0]] <= state.coins[seat] and can_take_piece(state, seat, "cylinder")


def can_build(state: PaxState, seat: int) -> bool:
    """2 rupees, a region you rule, and a block to place."""
    return state.coins[seat] >= 2 and rules_any(state, seat) and can_take_piece(state, seat, "block")


def army_moves(state: PaxState, seat: int) -> list[Action]:
    """Army (and, under Nationalism, tribe) moves across borders with a road of your coalition."""
    out: list[Action] = []
    coalition = state.loyalty[seat]
    supplies = has_ability(state, seat, "supplies")
    kinds = ["army"] + (["tribe"] if "nationalism" in state.pflags[seat] else [])
    for region in REGIONS:
        loc = REGION_LOC[region]
        for kind in kinds:
            here = blocks_at(state, coalition, loc) if kind == "army" else cylinders_at(state, seat, loc)
            if not here:
                continue
            for other, border in NEIGHBOURS[region]:
                if supplies or blocks_at(state, coalition, BORDER_LOC[border]):
                    out.append({"type": "move", "piece": kind, "frm": region, "to": other})
    return out


def spy_moves(state: PaxState, seat: int) -> list[Action]:
    """Spy moves to a neighbouring card of the circle of courts (two away when Well Connected,
    any card of the same region with Strange Bedfellows)."""
    circle = ring(state)
    n = len(circle)
    if n < 2:
        return []
    out: list[Action] = []
    reach = 2 if has_ability(state, seat, "connected") else 1
    bedfellows = has_ability(state, seat, "bedfellows")
    seen: set[int] = set()
    for loc in state.cylinders[seat * 10: seat * 10 + 10]:
        if not is_card(loc) or loc in seen:
            continue
        seen.add(loc)
        card = loc - CARD_BASE
        i = circle.index(card)
        targets: list[int] = []
        for d in range(1, reach + 1):
            for j in (i - d, i + d):
                t = circle[j % n]
                if t != card and t not in targets:
                    targets.append(t)
        if bedfellows:
            for t in circle:
                if t != card and t not in targets and CARDS[t].region == CARDS[card].region:
                    targets.append(t)
        for t in sorted(targets):
            out.append({"type": "move", "piece": "spy", "frm": card, "to": t})
    return out


def can_move(state: PaxState, seat: int) -> bool:
    """An army, tribe (Nationalism) or spy with somewhere to go."""
    cyl = state.cylinders[seat * 10: seat * 10 + 10]
    if sum(len(c) for c in state.courts) >= 2 and any(is_card(x) for x in cyl):
        return True
    coalition = state.loyalty[seat]
    base = coalition * 12
    mine = state.blocks[base:base + 12]
    if not any(is_region(x) for x in mine) and "nationalism" not in state.pflags[seat]:
        return False
    return bool(army_moves(state, seat))


def betray_targets(state: PaxState, seat: int) -> list[int]:
    """Court cards with your spy, except political cards of a court with Bodyguards."""
    out: list[int] = []
    for loc in state.cylinders[seat * 10: seat * 10 + 10]:
        if is_card(loc):
            card = loc - CARD_BASE
            if card in out:
                continue
            if CARDS[card].suit == POLITICAL and has_ability(state, owner_of(state, card), "bodyguards"):
                continue
            out.append(card)
    return sorted(out)


def can_betray(state: PaxState, seat: int) -> bool:
    """2 rupees and a card you may betray."""
    return state.coins[seat] >= 2 and bool(betray_targets(state, seat))


def _enemy_spies(state: PaxState, seat: int, card: int) -> int:
    return sum(spies_on(state, o, card) for o in range(state.players)
               if o != seat and not has_ability(state, o, "advisors"))


def region_targets(state: PaxState, seat: int, region: str) -> list[Action]:
    """Pieces a battle in the region may remove: other coalitions' armies there and roads on its borders,
    tribes of players of another loyalty (not those behind a Citadel there)."""
    out: list[Action] = []
    own = state.loyalty[seat]
    locs = [REGION_LOC[region]] + [BORDER_LOC[b] for b in REGION_BORDERS[region]]
    for c in range(3):
        if c == own:
            continue
        for loc in locs:
            if blocks_at(state, c, loc):
                out.append({"type": "remove", "owner": COALITIONS[c], "at": LOC_NAME[loc]})
    for o in range(state.players):
        if (o != seat and state.loyalty[o] != own and not has_ability(state, o, f"citadel:{region}")
                and cylinders_at(state, o, REGION_LOC[region])):
                out.append({"type": "remove", "owner": o, "at": region})
    return out


def _has_region_target(state: PaxState, seat: int, region: str) -> bool:
    """Whether `region_targets` would list anything (the same rule, without building the list)."""
    own = state.loyalty[seat]
    locs = _REGION_AND_BORDERS[region]
    for c in range(3):
        if c != own:
            blocks = state.blocks[c * 12: c * 12 + 12]
            if any(loc in blocks for loc in locs):
                return True
    loc = REGION_LOC[region]
    return any(o != seat and state.loyalty[o] != own and cylinders_at(state, o, loc)
               and not has_ability(state, o, f"citadel:{region}") for o in range(state.players))


_REGION_AND_BORDERS = {r: (REGION_LOC[r], *(BORDER_LOC[b] for b in REGION_BORDERS[r])) for r in REGIONS}


def card_targets(state: PaxState, seat: int, card: int) -> list[Action]:
    """Spies a battle on the card may remove (not those of a player with Indispensable Advisors)."""
    return [{"type": "remove", "owner": o, "at": card} for o in range(state.players)
            if o != seat and not has_ability(state, o, "advisors") and spies_on(state, o, card)]


def battle_sites(state: PaxState, seat: int) -> list[Where]:
    """Regions with your army and an enemy piece, cards with your spy and an enemy spy."""
    out: list[Where] = [region for region in REGIONS if _is_region_site(state, seat, region)]
    spied = _spied_cards(state, seat)
    out += [card for card in ring(state) if card in spied and _enemy_spies(state, seat, card)]
    return out


def _is_region_site(state: PaxState, seat: int, region: str) -> bool:
    return bool(armies_of(state, seat, REGION_LOC[region])) and _has_region_target(state, seat, region)


def _spied_cards(state: PaxState, seat: int) -> set[int]:
    """The court cards the seat has a spy on."""
    return {loc - CARD_BASE for loc in state.cylinders[seat * 10: seat * 10 + 10] if is_card(loc)}


def can_battle(state: PaxState, seat: int) -> bool:
    """Whether `battle_sites` would list anything, stopping at the first site found
    (a quick look first: no army and no spy of yours anywhere, no battle)."""
    own = state.loyalty[seat]
    mine = state.blocks[own * 12: own * 12 + 12]
    cyl = state.cylinders[seat * 10: seat * 10 + 10]
    if not any(is_region(x) for x in mine) and not any(is_card(x) for x in cyl) and (
            "nationalism" not in state.pflags[seat]):
        return False
    if any(_is_region_site(state, seat, region) for region in REGIONS):
        return True
    spied = _spied_cards(state, seat)
    if not spied:
        return False
    circle = ring(state)
    return any(card in circle and _enemy_spies(state, seat, card) for card in spied)


CAN = {"tax": can_tax, "gift": can_gift, "build": can_build, "move": can_move, "betray": can_betray,
       "battle": can_battle}
"""Whether each card action can start now."""

RESERVE = {"gift": 2, "build": 2, "betray": 2}
"""The smallest cost of an action, kept back when offering a bribe."""


def can_act(state: PaxState, seat: int, card: int, action: str) -> bool:
    """Your court card, not used this turn, with that action, an action left (or the card favoured),
    and the action possible."""
    return (card in state.courts[seat] and card not in state.used_cards and action in CARDS[card].actions
            and (state.actions > 0 or is_favoured(state, seat, card)) and CAN[action](state, seat))


def place_targets(state: PaxState, step: dict[str, Any]) -> list[Where]:
    """Where the piece being placed may go."""
    piece, region, seat = step["piece"], step["region"], step["seat"]
    if piece in ("tribe", "army", "afghan"):
        return [region]
    if piece == "road":
        return list(REGION_BORDERS[region])
    if piece == "spy":
        if step["why"] == "blackmail":
            return sorted(blackmail_targets(state, region))
        return sorted(c for s in range(state.players) for c in state.courts[s] if CARDS[c].region == region)
    out: list[Where] = []
    out.extend(ruled_regions(state, seat))
    for r in list(out):
        for b in REGION_BORDERS[str(r)]:
            if b not in out:
                out.append(b)
    return out


def _build_pays(state: PaxState, step: dict[str, Any]) -> bool:
    return step["why"] == "build" and ("nation_building" not in state.pflags[step["seat"]] or step["n"] % 2 == 0)


# -- the lists ---------------------------------------------------------------------------------


def legal(state: PaxState, seat: int) -> list[Action]:
    """Every action the seat may take now."""
    step = state.step
    if step is None or step["seat"] != seat or state.phase == OVER:
        return []
    return _LISTS[step["k"]](state, seat, step)


def _loyalty_list(state: PaxState, seat: int, step: dict[str, Any]) -> list[Action]:
    return [{"type": "loyalty", "coalition": c} for c in COALITIONS]


_BUY = {(r, c): {"type": "buy", "row": r, "col": c} for r in range(2) for c in range(6)}
_PLAY = {(n, side): {"type": "play", "card": n, "side": side} for n in CARDS for side in ("left", "right")}
_ACT = {(n, a): {"type": "act", "card": n, "action": a} for n in CARDS for a in CARDS[n].actions}
_END = {"type": "end"}
"""The main decision's actions, built once and shared (never changed): see `rules.shared_legal_actions`."""


def _main_list(state: PaxState, seat: int, step: dict[str, Any]) -> list[Action]:
    out: list[Action] = []
    if state.actions > 0:
        coins = state.coins[seat]
        used = state.used_cards
        court = state.courts[seat]
        plain = 66 not in court and 68 not in court and 70 not in court  # no influence card: no free buys
        mult = 2 if state.favoured == MILITARY else 1
        for row in range(2):
            cards = state.market[row]
            for col in range(6):
                card = cards[col]
                if card and card != 111 and card not in used and (
                        col * mult <= coins if plain else market_cost(state, seat, col, card) <= coins):
                    out.append(_BUY[row, col])
        sides = ("left", "right") if state.courts[seat] else ("left",)
        for card in state.hands[seat]:
            for side in sides:
                out.append(_PLAY[card, side])
    possible: dict[str, bool] = {}
    for card in state.courts[seat]:
        if card in state.used_cards or (state.actions <= 0 and not is_favoured(state, seat, card)):
            continue
        for action in CARDS[card].actions:
            ok = possible.get(action)
            if ok is None:
                ok = possible[action] = CAN[action](state, seat)
            if ok:
                out.append(_ACT[card, action])
    out.append(_END)
    return out


def _place_list(state: PaxState, seat: int, step: dict[str, Any]) -> list[Action]:
    out: list[Action] = []
    if supply_index(state, seat, step["piece"]) < 0:
        pool = state.cylinders if step["piece"] in ("tribe", "spy") else state.blocks
        seen: list[Where] = []
        for i in piece_sources(state, seat, step["piece"]):
            k = key(pool[i])
            if k not in seen:
                seen.append(k)
        out = [{"type": "pick", "at": k} for k in seen]
    elif not (_build_pays(state, step) and state.coins[seat] < 2):
        out = [{"type": "place", "to": t} for t in place_targets(state, step)]
    if step["optional"] or not out:
        out.append({"type": "done"})  # nowhere left to place (a piece taken from the board cost the target)
    return out


def tax_sources(state: PaxState, seat: int) -> list[Action]:
    """Market cards with rupees and players you may tax."""
    out: list[Action] = []
    for row in range(2):
        for col in range(6):
            if state.mcoins[row][col]:
                out.append({"type": "collect", "row": row, "col": col})
    for o in range(state.players):
        if taxable(state, seat, o):
            out.append({"type": "levy", "seat": o})
    return out


def _tax_list(state: PaxState, seat: int, step: dict[str, Any]) -> list[Action]:
    return [*tax_sources(state, seat), {"type": "done"}]


def _gift_list(state: PaxState, seat: int, step: dict[str, Any]) -> list[Action]:
    if free_cylinder(state, seat) < 0:
        seen: list[Where] = []
        for i in piece_sources(state, seat, "cylinder"):
            k = key(state.cylinders[i])
            if k not in seen:
                seen.append(k)
        return [{"type": "pick", "at": k} for k in seen]
    return [{"type": "gift", "cost": GIFT_COSTS[i]} for i in free_gifts(state, seat)
            if GIFT_COSTS[i] <= state.coins[seat]]


def _move_list(state: PaxState, seat: int, step: dict[str, Any]) -> list[Action]:
    return army_moves(state, seat) + spy_moves(state, seat) + [{"type": "done"}]


def _betray_list(state: PaxState, seat: int, step: dict[str, Any]) -> list[Action]:
    return [{"type": "betray", "card": c} for c in betray_targets(state, seat)]


def _prize_list(state: PaxState, seat: int, step: dict[str, Any]) -> list[Action]:
    return [{"type": "prize", "take": True}, {"type": "prize", "take": False}]


def _battle_list(state: PaxState, seat: int, step: dict[str, Any]) -> list[Action]:
    if step["at"] is None:
        return [{"type": "battle", "at": w} for w in battle_sites(state, seat)]
    return [*battle_removals(state, seat, step["at"]), {"type": "done"}]


def battle_removals(state: PaxState, seat: int, at: Where) -> list[Action]:
    """The pieces the battle at `at` may still remove."""
    return card_targets(state, seat, at) if type(at) is int else region_targets(state, seat, str(at))


def _debt_list(state: PaxState, seat: int, step: dict[str, Any]) -> list[Action]:
    return [{"type": "discard", "card": c} for c in state.hands[seat] + state.courts[seat]]


def _court_list(state: PaxState, seat: int, step: dict[str, Any]) -> list[Action]:
    return [{"type": "discard", "card": c} for c in state.courts[seat]]


def _hand_list(state: PaxState, seat: int, step: dict[str, Any]) -> list[Action]:
    return [{"type": "discard", "card": c} for c in state.hands[seat]]


def _choose_list(state: PaxState, seat: int, step: dict[str, Any]) -> list[Action]:
    return [{"type": "choose", "seat": o} for o in range(state.players) if o != seat]


def _suit_list(state: PaxState, seat: int, step: dict[str, Any]) -> list[Action]:
    return [{"type": "suit", "suit": s} for s in SUITS]


def _rebuke_list(state: PaxState, seat: int, step: dict[str, Any]) -> list[Action]:
    return [{"type": "rebuke", "region": r} for r in REGIONS]


def _safehouse_list(state: PaxState, seat: int, step: dict[str, Any]) -> list[Action]:
    houses = sorted(c for c in state.courts[seat] if CARDS[c].ability == "safehouse")
    return [*({"type": "place", "to": c} for c in houses), {"type": "done"}]


_LISTS = {
    "loyalty": _loyalty_list, "main": _main_list, "bribe": bribe_list, "answer": answer_list,
    "place": _place_list, "tax": _tax_list, "gift": _gift_list, "move": _move_list, "betray": _betray_list,
    "prize": _prize_list, "battle": _battle_list, "debt": _debt_list, "court": _court_list,
    "hand": _hand_list, "confidence": _hand_list, "rumor": _choose_list, "persuade": _choose_list,
    "pashtunwali": _suit_list, "rebuke": _rebuke_list, "safehouse": _safehouse_list,
}


# -- what they do ------------------------------------------------------------------------------


def play(state: PaxState, seat: int, action: Action) -> list[Event]:
    """Apply a legal action, then let the game run on to the next decision."""
    step = state.step
    assert step is not None
    events = _HANDLERS[action["type"]](state, seat, step, action)
    return events + run(state)


def _done(state: PaxState) -> None:
    state.step = None


def _loyalty(state: PaxState, seat: int, step: dict[str, Any], action: Action) -> list[Event]:
    coalition = COALITIONS.index(action["coalition"])
    state.loyalty[seat] = coalition
    events = [Event("loyalty", f"{{p{seat}}} is loyal to the {action['coalition'].capitalize()} coalition")]
    nxt = (seat + 1) % state.players
    if nxt == state.wakhan:  # she sits after the last to choose and takes the first turn
        refresh_loyalty(state)
        state.phase = PLAYING
        state.active = nxt
        _done(state)
        events += start_turn(state)
    elif state.loyalty[nxt] >= 0:
        state.phase = PLAYING
        state.active = seat
        _done(state)
        events += start_turn(state)
    else:
        state.step = {"k": "loyalty", "seat": nxt}
        state.active = nxt
    return events


def _end(state: PaxState, seat: int, step: dict[str, Any], action: Action) -> list[Event]:
    _done(state)
    push(state, ["cleanup"])
    return [Event("end", f"{{p{seat}}} ends the turn")]


def _buy(state: PaxState, seat: int, step: dict[str, Any], action: Action) -> list[Event]:
    row, col = action["row"], action["col"]
    card = state.market[row][col]
    cost = market_cost(state, seat, col, card)
    state.actions -= 1
    state.coins[seat] -= cost
    if cost:
        each = cost // col
        for i in range(col):
            r = row if state.market[row][i] else 1 - row
            if state.market[r][i]:
                state.mcoins[r][i] += each
                if state.market[r][i] not in state.used_cards:
                    state.used_cards.append(state.market[r][i])
        public_withdrawal(state)
    took = state.mcoins[row][col]
    state.coins[seat] += took
    state.mcoins[row][col] = 0
    state.market[row][col] = 0
    events = [Event("buy", f"{{p{seat}}} buys {card_name(card)} for {cost}" + (f" and takes {took}" if took else ""),
                    data={"card": card, "cost": cost, "took": took})]
    _done(state)
    if is_dominance(card):
        state.discards.append(card)
        push(state, ["dc"])
    elif card in EVENTS:
        state.discards.append(card)
        effect = EVENTS[card][1]
        events.append(Event("event", f"{card_name(card)}: {EVENT_WORDS[effect]}"))
        events += _bought(state, seat, effect)
        push(state, ["debts"])
    else:
        state.hands[seat].append(card)
    return events


def _bought(state: PaxState, seat: int, effect: str) -> list[Event]:
    if effect in ("new_tactics", "koh_i_noor", "courtly_manners", "nationalism", "nation_building"):
        state.pflags[seat].append(effect)
    elif effect == "conflict_fatigue":
        state.flags.append(effect)
    elif effect == "persian_backing":
        state.coins[seat] += 3
    elif effect == "rumor":
        state.step = {"k": "rumor", "seat": seat}
    elif effect == "persuasion":
        state.step = {"k": "persuade", "seat": seat}
    elif effect == "pashtunwali":
        state.step = {"k": "pashtunwali", "seat": seat}
    elif effect == "rebuke":
        state.step = {"k": "rebuke", "seat": seat}
    return []


def _choose(state: PaxState, seat: int, step: dict[str, Any], action: Action) -> list[Event]:
    other = action["seat"]
    _done(state)
    if step["k"] == "rumor":
        state.pflags[other].append("rumor")
        return [Event("rumor", f"{{p{seat}}} spreads a rumour: {{p{other}}}'s patriots give no influence")]
    state.hands[seat], state.hands[other] = state.hands[other], state.hands[seat]
    return [Event("persuade", f"{{p{seat}}} swaps hands with {{p{other}}}", reveals=True)]


def _suit(state: PaxState, seat: int, step: dict[str, Any], action: Action) -> list[Event]:
    _done(state)
    events = set_suit(state, SUITS.index(action["suit"]))
    state.flags.append("pashtunwali")
    return events


def _rebuke(state: PaxState, seat: int, step: dict[str, Any], action: Action) -> list[Event]:
    _done(state)
    return remove_tribes_and_armies(state, action["region"])


def _play(state: PaxState, seat: int, step: dict[str, Any], action: Action) -> list[Event]:
    card = action["card"]
    who, full = ruler_bribe(state, seat, card)
    if who >= 0 and full > 0:
        open_bribe(state, seat, who, full, 0, ["play", card, action["side"]])
        return []
    _done(state)
    return do_play(state, seat, card, action["side"])


def do_play(state: PaxState, seat: int, card: int, side: str) -> list[Event]:
    """The card goes to one end of the court; a foreign patriot changes loyalty; then its impact icons."""
    state.actions -= 1
    state.hands[seat].remove(card)
    if side == "left":
        state.courts[seat].insert(0, card)
    else:
        state.courts[seat].append(card)
    events = [Event("play", f"{{p{seat}}} plays {card_name(card)} to the {side} of their court", data={"card": card})]
    info = CARDS[card]
    if info.patriot >= 0 and info.patriot != state.loyalty[seat] and seat != state.wakhan:
        events += change_loyalty(state, seat, info.patriot)
    tasks: list[list[Any]] = []
    for piece, n in (("tribe", info.tribes), ("road", info.roads), ("army", info.armies), ("spy", info.spies)):
        if n:
            tasks.append(["place", piece, info.region, n, "impact", False])
    if info.leverage:
        tasks.append(["gain", seat, 2])
    if info.climate >= 0:
        tasks.append(["suit", info.climate])
    tasks.append(["debts"])
    push(state, *tasks)
    return events


def _act(state: PaxState, seat: int, step: dict[str, Any], action: Action) -> list[Event]:
    card, kind = action["card"], action["action"]
    who, full = spy_bribe(state, seat, card)
    if who >= 0 and full > 0:
        reserve = RESERVE.get(kind, 0)
        if kind == "gift":
            reserve = GIFT_COSTS[free_gifts(state, seat)[0]]
        open_bribe(state, seat, who, full, reserve, ["act", card, kind])
        return []
    _done(state)
    return begin_action(state, seat, card, kind)


def begin_action(state: PaxState, seat: int, card: int, kind: str) -> list[Event]:
    """A card action starts: the card is used this turn, an action spent unless the card is favoured."""
    state.used_cards.append(card)
    favoured = is_favoured(state, seat, card)
    if not favoured:
        state.actions -= 1
    rank = CARDS[card].rank
    events = [Event("act", f"{{p{seat}}} uses {card_name(card)} to {kind}" + (" (favoured, free)" if favoured else ""),
                    data={"card": card, "action": kind})]
    push(state, ["debts"])
    if kind == "tax":
        state.step = {"k": "tax", "seat": seat, "n": rank}
    elif kind == "gift":
        state.step = {"k": "gift", "seat": seat}
    elif kind == "build":
        n = min(3, state.coins[seat] // 2) * (2 if "nation_building" in state.pflags[seat] else 1)
        state.step = {"k": "place", "seat": seat, "piece": "block", "region": "", "n": n, "why": "build",
                      "optional": True, "picked": -1, "pairs": 0}
    elif kind == "move":
        state.step = {"k": "move", "seat": seat, "n": rank}
    elif kind == "betray":
        pay_to_market(state, seat, 2, 0)
        state.step = {"k": "betray", "seat": seat}
    else:
        state.step = {"k": "battle", "seat": seat, "n": rank, "at": None}
    return events


def _pick(state: PaxState, seat: int, step: dict[str, Any], action: Action) -> list[Event]:
    loc = loc_of(action["at"])
    piece = "cylinder" if step["k"] == "gift" else step["piece"]
    cyl = piece in ("tribe", "spy", "cylinder")
    pool = state.cylinders if cyl else state.blocks
    index = next(i for i in piece_sources(state, seat, piece) if pool[i] == loc)
    if cyl:
        return lift_cylinder(state, index)
    state.blocks[index] = 0
    return []


def _place(state: PaxState, seat: int, step: dict[str, Any], action: Action) -> list[Event]:
    to = loc_of(action["to"])
    if step["k"] == "safehouse":
        state.cylinders[step["index"]] = to
        _done(state)
        return [Event("safehouse", f"{{p{seat}}}'s spy escapes to {card_name(action['to'])}")]
    piece = step["piece"]
    if piece == "block":
        piece = "army" if is_region(to) else "road"
    if _build_pays(state, step):
        pay_to_market(state, seat, 2, step["pairs"])
        step["pairs"] += 1
    if piece in ("tribe", "spy"):
        index = free_cylinder(state, seat)
        state.cylinders[index] = to
        state.used_pieces.append(100 + index)
    else:
        index = supply_index(state, seat, piece if piece == "afghan" else "army")
        state.blocks[index] = to
        state.used_pieces.append(index)
    who = "" if piece in ("tribe", "spy") else "Afghan " if piece == "afghan" else (
        COALITIONS[state.loyalty[seat]].capitalize() + " ")
    where = action["to"] if type(action["to"]) is str else card_name(action["to"])
    events = [Event("place", f"{{p{seat}}} places a {who}{piece} in {where}",
                    data={"piece": piece, "to": action["to"]})]
    step["n"] -= 1
    if step["n"] <= 0 or not can_take_piece(state, seat, step["piece"]) or (
            _build_pays(state, step) and state.coins[seat] < 2) or (
            step["why"] == "blackmail" and not blackmail_targets(state, step["region"])):
        _finish_place(state, step)
    return events


def _finish_place(state: PaxState, step: dict[str, Any]) -> None:
    _done(state)
    if step["why"] == "build" and has_ability(state, step["seat"], "infrastructure"):
        push(state, ["place", "block", "", 1, "infra", True, step["seat"]])


def _done_action(state: PaxState, seat: int, step: dict[str, Any], action: Action) -> list[Event]:
    if step["k"] == "place":
        _finish_place(state, step)
    else:
        _done(state)
    return []


def _collect(state: PaxState, seat: int, step: dict[str, Any], action: Action) -> list[Event]:
    state.mcoins[action["row"]][action["col"]] -= 1
    state.coins[seat] += 1
    return _taxed(state, seat, step, [Event("tax", f"{{p{seat}}} taxes a rupee from the market")])


def _levy(state: PaxState, seat: int, step: dict[str, Any], action: Action) -> list[Event]:
    other = action["seat"]
    state.coins[other] -= 1
    state.coins[seat] += 1
    return _taxed(state, seat, step, [Event("tax", f"{{p{seat}}} taxes a rupee from {{p{other}}}")])


def _taxed(state: PaxState, seat: int, step: dict[str, Any], events: list[Event]) -> list[Event]:
    _count_down(state, step, lambda: bool(tax_sources(state, seat)))
    return events


def _count_down(state: PaxState, step: dict[str, Any], more: Callable[[], bool]) -> None:
    """One of the step's n done: it ends at 0, or when nothing more can be done."""
    step["n"] -= 1
    if step["n"] <= 0 or not more():
        _done(state)


def _gift(state: PaxState, seat: int, step: dict[str, Any], action: Action) -> list[Event]:
    cost = action["cost"]
    pay_to_market(state, seat, cost, 0)
    index = free_cylinder(state, seat)
    state.cylinders[index] = GIFT_BASE + GIFT_COSTS.index(cost)
    state.used_pieces.append(100 + index)
    _done(state)
    return [Event("gift", f"{{p{seat}}} gives a gift of {cost} rupees")]


def _move(state: PaxState, seat: int, step: dict[str, Any], action: Action) -> list[Event]:
    kind = action["piece"]
    events: list[Event] = []
    if kind == "army":
        frm, to = REGION_LOC[action["frm"]], REGION_LOC[action["to"]]
        base = state.loyalty[seat] * 12
        state.blocks[state.blocks.index(frm, base, base + 12)] = to
    else:
        frm, to = (CARD_BASE + action["frm"], CARD_BASE + action["to"]) if kind == "spy" else (
            REGION_LOC[action["frm"]], REGION_LOC[action["to"]])
        state.cylinders[state.cylinders.index(frm, seat * 10, seat * 10 + 10)] = to
        if kind == "tribe":
            events += check_region_overthrow(state, seat, action["frm"])
    frm_name = action["frm"] if kind != "spy" else card_name(action["frm"])
    to_name = action["to"] if kind != "spy" else card_name(action["to"])
    events.insert(0, Event("move", f"{{p{seat}}} moves a {kind} from {frm_name} to {to_name}"))
    _count_down(state, step, lambda: can_move(state, seat))
    return events


def _betray(state: PaxState, seat: int, step: dict[str, Any], action: Action) -> list[Event]:
    card = action["card"]
    events = [Event("betray", f"{{p{seat}}} betrays {card_name(card)}"), *discard_court_card(state, card)]
    if CARDS[card].prize >= 0:
        state.step = {"k": "prize", "seat": seat, "card": card}
    else:
        _done(state)
    return events


def _prize(state: PaxState, seat: int, step: dict[str, Any], action: Action) -> list[Event]:
    _done(state)
    if not action["take"]:
        return [Event("prize", f"{{p{seat}}} refuses the prize")]
    coalition = CARDS[step["card"]].prize
    state.discards.remove(step["card"])
    events: list[Event] = []
    if seat == state.wakhan:  # she keeps prizes of every coalition
        state.wk_prizes[coalition] += 1
    elif coalition != state.loyalty[seat]:
        events += change_loyalty(state, seat, coalition)
    state.prizes[seat] += 1
    side = COALITIONS[coalition].capitalize()
    return [*events, Event("prize", f"{{p{seat}}} takes {card_name(step['card'])} as a {side} prize")]


def _battle(state: PaxState, seat: int, step: dict[str, Any], action: Action) -> list[Event]:
    at = action["at"]
    own = spies_on(state, seat, at) if type(at) is int else armies_of(state, seat, REGION_LOC[at])
    step["at"] = at
    step["n"] = min(step["n"], own)
    where = card_name(at) if type(at) is int else at
    return [Event("battle", f"{{p{seat}}} battles {'on' if type(at) is int else 'in'} {where}")]


def _remove(state: PaxState, seat: int, step: dict[str, Any], action: Action) -> list[Event]:
    owner, at = action["owner"], action["at"]
    loc = loc_of(at)
    events: list[Event]
    if isinstance(owner, str):
        c = COALITIONS.index(owner)
        index = next(i for i in range(c * 12, c * 12 + 12) if state.blocks[i] == loc)
        state.blocks[index] = 0
        what = "army" if is_region(loc) else "road"
        events = [Event("remove", f"{{p{seat}}} removes a {owner.capitalize()} {what} from {at}")]
    else:
        index = next(i for i in range(owner * 10, owner * 10 + 10) if state.cylinders[i] == loc)
        if is_card(loc):
            events = [Event("remove", f"{{p{seat}}} removes {{p{owner}}}'s spy from {card_name(at)}")]
            events += remove_spy(state, index)
        else:
            state.cylinders[index] = 0
            events = [Event("remove", f"{{p{seat}}} removes {{p{owner}}}'s tribe from {at}")]
            events += check_region_overthrow(state, owner, at)
    _count_down(state, step, lambda: bool(battle_removals(state, seat, step["at"])))
    return events


def _discard(state: PaxState, seat: int, step: dict[str, Any], action: Action) -> list[Event]:
    card = action["card"]
    kind = step["k"]
    if card in state.hands[seat]:
        state.hands[seat].remove(card)
        state.discards.append(card)
        events = [Event("discard", f"{{p{seat}}} discards {card_name(card)} from hand", data={"card": card})]
    else:
        events = discard_court_card(state, card)
    if kind == "debt":
        state.coins[seat] += 1
        if not state.hands[seat] and not state.courts[seat]:
            state.coins[seat] = max(0, state.coins[seat])
        if state.coins[seat] >= 0:
            _done(state)
            push(state, ["debts"])
    elif kind == "court":
        if len(state.courts[seat]) <= _limit(state, seat, "court"):
            _done(state)
    elif kind == "hand":
        if len(state.hands[seat]) <= _limit(state, seat, "hand"):
            _done(state)
    else:
        _done(state)
    return events


def _limit(state: PaxState, seat: int, which: str) -> int:
    from .board import court_limit, hand_limit

    return court_limit(state, seat) if which == "court" else hand_limit(state, seat)


_HANDLERS = {
    "loyalty": _loyalty, "end": _end, "buy": _buy, "play": _play, "act": _act, "offer": offer,
    "answer": answer, "ask": ask, "ignore": ignore, "back": back, "pick": _pick, "place": _place, "done": _done_action,
    "collect": _collect, "levy": _levy, "gift": _gift, "move": _move, "betray": _betray, "prize": _prize,
    "battle": _battle, "remove": _remove, "discard": _discard, "choose": _choose, "suit": _suit,
    "rebuke": _rebuke,
}

__all__ = ["LOYALTY", "key", "legal", "loc_of", "play"]
