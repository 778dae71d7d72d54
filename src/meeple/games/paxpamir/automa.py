"""Wakhan's choices: at every decision that is hers, one of the legal actions, picked by her rules.

The game plays her seat itself (`rules.PaxPamirGame.play` calls `run` after every action): she never
waits on a person or a bot. Choosing only among the legal actions keeps her inside the rules the
persons play by; where her rules name nothing that is legal she skips (`done`, `end`, `back`).

Her turn (`_main`): before each action her *ambition* (buy a Dominance Check that would give her the
most points of that check, or the win at the last one); otherwise the revealed card's three actions
in turn, each done or skipped, until two actions are spent or three are skipped in a row; then the
actions of her unused favoured-suit cards (free); then the turn ends. A card she buys by radicalizing
is played at once (one action for both).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from meeple.engine import Action, Event

from .actions import RESERVE, free_gifts, legal, play
from .board import cylinders_at, is_favoured, market_cost, ruler, spies_on, total_points
from .components import CARDS, COALITIONS, GIFT_COSTS, card_name, is_dominance
from .dominance import checks_left, resolve
from .flow import ruler_bribe, spy_bribe
from .radicalize import INSTRUCTIONS, Chooser
from .state import BORDER_LOC, CARD_BASE, OVER, REGION_LOC, PaxState
from .wakhan import border_order, discard_choice, front, priority, red_row, region_order, target_player

STRICT = False
"""Tests set this: a rule of hers that names an illegal action is then an error, not a quiet skip."""

MAX_CHOICES = 2_000
"""A bound on her decisions in a row: more means a bug (her turn is at most a few dozen)."""


def run(state: PaxState) -> list[Event]:
    """Play every decision that is Wakhan's, until a person must decide or the game is over."""
    w = state.wakhan
    events: list[Event] = []
    for _ in range(MAX_CHOICES):
        step = state.step
        if w < 0 or state.phase == OVER or step is None or step["seat"] != w:
            return events
        notes: list[str] = []
        if step["k"] == "main":
            events += _drop_unpayable(state)
            if state.hands[w]:
                state.actions += 1  # radicalize is one action for the purchase and the play
        action = choose(state, notes)
        events += [Event("wakhan", f"Wakhan {note}") for note in notes]
        events += play(state, w, action)
    raise RuntimeError("Wakhan made too many decisions in a row")


def _drop_unpayable(state: PaxState) -> list[Event]:
    """Cards in her hand whose ruler's bribe she cannot pay are discarded (she plays the others at once)."""
    w = state.wakhan
    events = []
    for card in list(state.hands[w]):
        who, full = ruler_bribe(state, w, card)
        if who >= 0 and full > state.coins[w] and "courtly_manners" not in state.pflags[w]:
            state.hands[w].remove(card)
            state.discards.append(card)
            events.append(Event("discard", f"Wakhan cannot pay {{p{who}}}'s bribe of {full}: "
                                f"{card_name(card)} is discarded", data={"card": card}))
    return events


def choose(state: PaxState, notes: list[str] | None = None) -> Action:
    """Her action at the pending decision (always one of the legal actions); `notes` gets what her turn
    skipped, for the log."""
    step = state.step
    assert step is not None
    options = legal(state, state.wakhan)
    if step["k"] == "main":
        pick = _main(state, step, options, notes if notes is not None else [])
    else:
        pick = _CHOOSERS.get(step["k"], _first)(state, step, options)
    if pick not in options:  # her rule named nothing legal: the safest legal way on
        if STRICT:
            raise AssertionError(f"Wakhan's rule chose {pick} at {step}, not among {options}")
        pick = _fallback(options)
    return pick


def _fallback(options: list[Action]) -> Action:
    for kind in ("done", "end", "back"):
        for a in options:
            if a["type"] == kind:
                return a
    return options[0]


def _first(state: PaxState, step: dict[str, Any], options: list[Action]) -> Action:
    return _fallback(options)


# -- her turn --------------------------------------------------------------------------------------


def _main(state: PaxState, step: dict[str, Any], options: list[Action], notes: list[str]) -> Action:
    w = state.wakhan
    if state.hands[w]:  # a card she radicalized (or got from Other Persuasive Methods) is played at once
        card = state.hands[w][0]
        side = "left" if red_row(state) == 0 or not state.courts[w] else "right"  # a first card is just played
        return {"type": "play", "card": card, "side": side}
    while state.actions > 0 and state.wk[1] < 3:
        ambition = _ambition(state, options)
        if ambition is not None:
            state.wk[1] = 0
            notes.append("follows her ambition: the Dominance Check would be hers")
            return ambition
        kind = front(state).actions[state.wk[0]]
        state.wk[0] = (state.wk[0] + 1) % 3
        found = _TRY[kind](state, options)
        if found is not None and found in options:
            state.wk[1] = 0
            return found
        state.wk[1] += 1
        notes.append(f"skips {kind.replace('_', ' ')}: nothing to do")
    pick = _bonus(state, options)
    if pick["type"] == "act":
        notes.append("takes a bonus action of a favoured-suit card")
    return pick


def _bonus(state: PaxState, options: list[Action]) -> Action:
    """Unused favoured-suit cards: each one's first action she can pay for and do; then she ends."""
    w = state.wakhan
    for card in state.courts[w]:
        if not is_favoured(state, w, card):
            continue
        for kind in CARDS[card].actions:
            act = {"type": "act", "card": card, "action": kind}
            if act in options and _affordable(state, card, kind) and _valid(state, kind):
                return act
    return {"type": "end"}


def _ambition(state: PaxState, options: list[Action]) -> Action | None:
    """Buy a Dominance Check when resolving it now gives her strictly the most points of that check,
    or (at the last check) first place."""
    w = state.wakhan
    for a in options:
        if a["type"] != "buy" or not is_dominance(state.market[a["row"]][a["col"]]):
            continue
        trial = state.copy()
        trial.coins[w] -= market_cost(trial, w, a["col"], trial.market[a["row"]][a["col"]])
        trial.market[a["row"]][a["col"]] = 0
        before = trial.vp[:]
        last = checks_left(trial) == 0
        resolve(trial)
        gained = [trial.vp[s] - before[s] for s in range(state.players)]
        if all(gained[w] > gained[s] for s in range(state.players) if s != w):
            return a
        if last:
            pts = total_points(trial)
            if all(pts[w] > pts[s] for s in range(state.players) if s != w):
                return a
    return None


def _affordable(state: PaxState, card: int, kind: str) -> bool:
    """She can pay the spy bribe (in full) and the action's least cost."""
    w = state.wakhan
    who, full = spy_bribe(state, w, card)
    bribe = full if who >= 0 and "courtly_manners" not in state.pflags[w] else 0
    cost = RESERVE.get(kind, 0)
    if kind == "gift":
        spaces = free_gifts(state, w)
        cost = GIFT_COSTS[spaces[0]] if spaces else 99
    return bribe + cost <= state.coins[w]


def _card_for(state: PaxState, kind: str, options: list[Action]) -> Action | None:
    """Her highest-priority unused court card with the action that she can pay for."""
    cards = [a["card"] for a in options if a["type"] == "act" and a["action"] == kind
             and _affordable(state, a["card"], kind)]
    if not cards or not _valid(state, kind):
        return None
    return {"type": "act", "card": priority(state, cards), "action": kind}


def _valid(state: PaxState, kind: str) -> bool:
    """Whether her own rules find something for the action to do."""
    if kind == "move":
        return _next_move(state) is not None
    if kind == "betray":
        return _betray_target(state, _betrayable(state)) >= 0
    if kind == "battle":
        return _battle_site(state, False) is not None
    return True


def _card_action(kind: str) -> Callable[[PaxState, list[Action]], Action | None]:
    return lambda state, options: _card_for(state, kind, options)


def _spied_battle(state: PaxState, options: list[Action]) -> Action | None:
    """Battle on the card with the most spies where she has one (the card then decides the battle)."""
    cards = [a["card"] for a in options if a["type"] == "act" and a["action"] == "battle"
             and _affordable(state, a["card"], "battle")]
    if not cards or _battle_site(state, True) is None:
        return None
    state.wk.append(1)  # remembered for the battle step: fight on a card
    return {"type": "act", "card": priority(state, cards), "action": "battle"}


_TRY: dict[str, Chooser] = {
    "tax": _card_action("tax"), "build": _card_action("build"), "move": _card_action("move"),
    "betray": _card_action("betray"), "battle": _card_action("battle"), "gift": _card_action("gift"),
    "battle_spied_card": _spied_battle, **INSTRUCTIONS,
}
"""What each action of her AI cards does: a legal action of her main decision, or None (a skip)."""


# -- the steps of her actions ----------------------------------------------------------------------


def _place(state: PaxState, step: dict[str, Any], options: list[Action]) -> Action:
    picks = [a for a in options if a["type"] == "pick"]
    if picks:
        return _pick(state, step["piece"], picks)
    targets = [a["to"] for a in options if a["type"] == "place"]
    if not targets:
        return _fallback(options)
    piece, region = step["piece"], step["region"]
    if piece == "road":
        return {"type": "place", "to": _road_border(state, region, targets)}
    if piece == "spy":
        return {"type": "place", "to": _spy_card(state, region, targets, step["why"] == "blackmail")}
    if piece == "block":  # Build (and Infrastructure): armies in the first region she rules, by the card
        for r in region_order(state):
            if r in targets:
                return {"type": "place", "to": r}
        return _fallback(options)
    return {"type": "place", "to": targets[0]}


def _road_border(state: PaxState, region: str, targets: list[Any]) -> str:
    """Roads go round the region's borders in the card's order: the first with the fewest of her roads
    placed this turn."""
    c = state.loyalty[state.wakhan]
    placed = {b: sum(1 for i in range(c * 12, c * 12 + 12)
                     if state.blocks[i] == BORDER_LOC[b] and i in state.used_pieces) for b in targets}
    order = [b for b in border_order(state, region) if b in targets] or list(targets)
    return min(order, key=lambda b: placed[b])


def _spy_card(state: PaxState, region: str, targets: list[Any], blackmail: bool) -> int:
    """A spy goes to a card of the region where she does not have strictly the most spies (by priority),
    else to the highest-priority card of the region."""
    cards = [int(t) for t in targets]
    if blackmail:
        return priority(state, cards)
    w = state.wakhan
    contested = [c for c in cards
                 if any(spies_on(state, o, c) >= spies_on(state, w, c) for o in range(state.players) if o != w)]
    return priority(state, contested or cards)


def _pick(state: PaxState, piece: str, picks: list[Action]) -> Action:
    """A piece taken from the board when the supply is empty: tribes (cylinders) or armies (blocks) by the
    region order, then spies by card priority or roads by the border order."""
    spots = [p["at"] for p in picks]
    for r in region_order(state):
        if r in spots:
            return {"type": "pick", "at": r}
    cards = [s for s in spots if type(s) is int]
    if cards:
        return {"type": "pick", "at": priority(state, cards)}
    for r in region_order(state):
        for b in border_order(state, r):
            if b in spots:
                return {"type": "pick", "at": b}
    return picks[0]


def _tax(state: PaxState, step: dict[str, Any], options: list[Action]) -> Action:
    """From the players she may tax, most rupees first (ties: the one the red arrow names), all she may
    take from one before the next; then the market's rupees column by column from the left, the red
    arrow's row first."""
    levies = [a["seat"] for a in options if a["type"] == "levy"]
    if levies:
        aim = target_player(state)
        seat = step.get("wk_from", -1)
        if seat not in levies:
            seat = step["wk_from"] = max(levies, key=lambda s: (state.coins[s], s == aim))
        return {"type": "levy", "seat": seat}
    row = red_row(state)
    for col in range(6):
        for r in (row, 1 - row):
            a = {"type": "collect", "row": r, "col": col}
            if a in options:
                return a
    return _fallback(options)


def _gift(state: PaxState, step: dict[str, Any], options: list[Action]) -> Action:
    picks = [a for a in options if a["type"] == "pick"]
    if picks:
        return _pick(state, "cylinder", picks)
    gifts = [a for a in options if a["type"] == "gift"]
    return min(gifts, key=lambda a: a["cost"]) if gifts else _fallback(options)


def _next_move(state: PaxState) -> Action | None:
    """Her next army move (tribes too under Nationalism): from the regions in the card's order, a piece
    whose leaving does not cost her a rule, to the first neighbour (card's order) where others have tribes
    and the tribes outnumber her coalition's armies; only along a road, as every army moves."""
    from .actions import army_moves

    w = state.wakhan
    c = state.loyalty[w]
    moves = army_moves(state, w)
    for frm in region_order(state):
        loc = REGION_LOC[frm]
        kinds = [k for k in ("army", "tribe") if any(m["frm"] == frm and m["piece"] == k for m in moves)]
        for kind in kinds:
            if ruler(state, loc) == w:
                trial = state.copy()
                pool = trial.blocks if kind == "army" else trial.cylinders
                idx = next(i for i in (range(c * 12, c * 12 + 12) if kind == "army" else range(w * 10, w * 10 + 10))
                           if pool[i] == loc)
                pool[idx] = 0
                if ruler(trial, loc) != w:
                    continue
            for to in region_order(state):
                move = {"type": "move", "piece": kind, "frm": frm, "to": to}
                if move not in moves:
                    continue
                to_loc = REGION_LOC[to]
                others = sum(cylinders_at(state, o, to_loc) for o in range(state.players) if o != w)
                tribes = others + cylinders_at(state, w, to_loc)
                if others and tribes > sum(1 for i in range(c * 12, c * 12 + 12) if state.blocks[i] == to_loc):
                    return move
    return None


def _move(state: PaxState, step: dict[str, Any], options: list[Action]) -> Action:
    move = _next_move(state)
    return move if move is not None else _fallback(options)


def _betrayable(state: PaxState) -> list[int]:
    from .actions import betray_targets

    return [c for c in betray_targets(state, state.wakhan) if CARDS[c].prize >= 0]


def _betray_target(state: PaxState, cards: list[int]) -> int:
    """A card with a prize where she has a spy (hers too), by card priority."""
    return priority(state, [c for c in cards if CARDS[c].prize >= 0])


def _betray(state: PaxState, step: dict[str, Any], options: list[Action]) -> Action:
    card = _betray_target(state, [a["card"] for a in options])
    return {"type": "betray", "card": card} if card >= 0 else options[0]


def _battle_site(state: PaxState, on_card: bool) -> Any:
    """Where she battles: the first region (card's order) with her coalition's armies and pieces of the
    other players; else the highest-priority card with her spy and others' spies (with `on_card`, only
    cards, the most spies first)."""
    from .actions import battle_sites

    w = state.wakhan
    sites = battle_sites(state, w)
    if not on_card:
        for r in region_order(state):
            if r in sites and _enemy_pieces(state, r):
                return r
    cards = [s for s in sites if type(s) is int]
    if not cards:
        return None
    if on_card:
        most = max(state.cylinders.count(CARD_BASE + c) for c in cards)
        cards = [c for c in cards if state.cylinders.count(CARD_BASE + c) == most]
    return priority(state, cards)


def _enemy_pieces(state: PaxState, region: str) -> list[Action]:
    """The removals of a battle in the region that hit another player: their tribes, and the armies and
    roads of their coalitions (the target player's first)."""
    from .actions import region_targets

    w = state.wakhan
    aim = target_player(state)
    theirs = {COALITIONS[state.loyalty[s]] for s in range(state.players) if s != w and state.loyalty[s] >= 0}
    found = [a for a in region_targets(state, w, region)
             if (type(a["owner"]) is int) or a["owner"] in theirs]
    aim_coalition = COALITIONS[state.loyalty[aim]] if state.loyalty[aim] >= 0 else ""

    def rank(a: Action) -> tuple[int, int]:
        at = a["at"]
        kind = 0 if type(a["owner"]) is int else (1 if at in REGION_LOC else 2)
        first = a["owner"] == aim or a["owner"] == aim_coalition
        return kind, 0 if first else 1

    return sorted(found, key=rank)


def _battle(state: PaxState, step: dict[str, Any], options: list[Action]) -> Action:
    if step["at"] is None:
        on_card = len(state.wk) > 2
        del state.wk[2:]
        site = _battle_site(state, on_card)
        return {"type": "battle", "at": site} if site is not None else _fallback(options)
    at = step["at"]
    if type(at) is int:
        aim = target_player(state)
        spies = [a for a in options if a["type"] == "remove"]
        return min(spies, key=lambda a: (a["owner"] != aim, a["owner"])) if spies else _fallback(options)
    for a in _enemy_pieces(state, at):
        if a in options:
            return a
    return _fallback(options)


def _bribe(state: PaxState, step: dict[str, Any], options: list[Action]) -> Action:
    """She always ignores a bribe with Courtly Manners, else pays it in full (or gives up)."""
    if {"type": "ignore"} in options:
        return {"type": "ignore"}
    top = [a for a in options if a["type"] == "offer"]
    return max(top, key=lambda a: a["amount"]) if top and top[-1]["amount"] >= step["full"] else {"type": "back"}


def _discard(state: PaxState, step: dict[str, Any], options: list[Action]) -> Action:
    w = state.wakhan
    cards = [a["card"] for a in options]
    hand = [c for c in cards if c in state.hands[w]]
    if hand:
        return {"type": "discard", "card": min(hand)}
    return {"type": "discard", "card": discard_choice(state, cards)}


def _choose_target(state: PaxState, step: dict[str, Any], options: list[Action]) -> Action:
    return {"type": "choose", "seat": target_player(state)}


def _safehouse(state: PaxState, step: dict[str, Any], options: list[Action]) -> Action:
    houses = [a["to"] for a in options if a["type"] == "place"]
    return {"type": "place", "to": priority(state, houses)} if houses else _fallback(options)


_CHOOSERS: dict[str, Callable[[PaxState, dict[str, Any], list[Action]], Action]] = {
    "place": _place, "tax": _tax, "gift": _gift, "move": _move, "betray": _betray,
    "prize": lambda state, step, options: {"type": "prize", "take": True},
    "battle": _battle, "bribe": _bribe,
    "answer": lambda state, step, options: {"type": "answer", "reply": "refuse"},
    "debt": _discard, "court": _discard, "hand": _discard, "confidence": _discard,
    "rumor": _choose_target, "persuade": _choose_target,
    "pashtunwali": lambda state, step, options: {"type": "suit", "suit": ("political", "intelligence", "economic",
                                                                          "military")[state.favoured]},
    "rebuke": lambda state, step, options: {"type": "rebuke", "region": region_order(state)[0]},
    "safehouse": _safehouse,
}

__all__ = ["choose", "run"]
