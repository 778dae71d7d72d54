"""The turn as a queue of tasks: what happens at once, and the one decision the game waits for.

`run` works through `state.todo` until a task needs a decision (it then sets `state.step`) or the
game ends. Tasks are small lists: `["main"]` (the active player's next action), `["place", piece,
region, count, why, optional]`, `["gain", seat, n]`, `["suit", s]`, `["debts"]` (leverage paid
back), the cleanup tasks `["court"]`, `["hand"]`, `["events"]`, `["refill"]`, `["next"]`, and
`["dc"]` (a Dominance Check), `["insurrection"]`, `["confidence", seat]`.
"""

from __future__ import annotations

from typing import Any

from meeple.engine import Event

from .board import (
    blocks_at,
    court_limit,
    cylinders_at,
    free_block,
    free_cylinder,
    hand_limit,
    has_ability,
    has_spies,
    owner_of,
    ruler,
)
from .components import CARDS, COALITIONS, EVENT_WORDS, EVENTS, SUITS, card_name, is_dominance, is_event
from .dominance import resolve
from .effects import public_withdrawal, remove_tribes_and_armies
from .state import CARD_BASE, OVER, REGION_LOC, PaxState

Step = dict[str, Any]


def push(state: PaxState, *tasks: list[Any]) -> None:
    """Put tasks at the front of the queue, in the given order."""
    state.todo[:0] = [list(t) for t in tasks]


def run(state: PaxState) -> list[Event]:
    """Work through the queue until a decision is due or the game is over."""
    events: list[Event] = []
    while state.step is None and state.phase != OVER:
        if not state.todo:
            state.todo.append(["main"])
        task = state.todo.pop(0)
        events += _TASKS[task[0]](state, task)
    return events


def _main(state: PaxState, task: list[Any]) -> list[Event]:
    state.step = {"k": "main", "seat": state.active}
    return []


def can_take_piece(state: PaxState, seat: int, piece: str) -> bool:
    """Whether a piece of this kind is in the supply or may be taken from the board this turn."""
    return supply_index(state, seat, piece) >= 0 or bool(piece_sources(state, seat, piece))


def supply_index(state: PaxState, seat: int, piece: str) -> int:
    """A piece of this kind in the supply, or -1 (tribes and spies are cylinders; roads, armies blocks)."""
    if piece in ("tribe", "spy", "cylinder"):
        return free_cylinder(state, seat)
    coalition = 0 if piece == "afghan" else state.loyalty[seat]
    return free_block(state, coalition)


def piece_sources(state: PaxState, seat: int, piece: str) -> list[int]:
    """Indexes of pieces on the board that may be taken when the supply has none (not placed this turn)."""
    if piece in ("tribe", "spy", "cylinder"):
        base, size, offset = seat * 10, 10, 100
        pool = state.cylinders
    else:
        coalition = 0 if piece == "afghan" else state.loyalty[seat]
        base, size, offset = coalition * 12, 12, 0
        pool = state.blocks
    return [i for i in range(base, base + size) if pool[i] and offset + i not in state.used_pieces]


def _place(state: PaxState, task: list[Any]) -> list[Event]:
    _, piece, region, count, why, optional = task[:6]
    seat = task[6] if len(task) > 6 else state.active
    if count <= 0 or not can_take_piece(state, seat, piece):
        return []
    if why == "blackmail" and not blackmail_targets(state, region):
        return []
    state.step = {"k": "place", "seat": seat, "piece": piece, "region": region, "n": count, "why": why,
                  "optional": optional, "picked": -1, "pairs": 0}
    return []


def blackmail_targets(state: PaxState, region: str) -> list[int]:
    """Court cards of the region with no spy on them."""
    return [c for s in range(state.players) for c in state.courts[s]
            if CARDS[c].region == region and not has_spies(state, c)]


def _gain(state: PaxState, task: list[Any]) -> list[Event]:
    state.coins[task[1]] += task[2]
    return [Event("leverage", f"{{p{task[1]}}} takes {task[2]} rupees (leveraged)")]


def set_suit(state: PaxState, suit: int) -> list[Event]:
    """Change the favoured suit unless Pashtunwali Values holds it."""
    if "pashtunwali" in state.flags or state.favoured == suit:
        return []
    state.favoured = suit
    return [Event("suit", f"The favoured suit is now {SUITS[suit]}", data={"suit": SUITS[suit]})]


def _suit(state: PaxState, task: list[Any]) -> list[Event]:
    return set_suit(state, task[1])


def _debts(state: PaxState, task: list[Any]) -> list[Event]:
    for k in range(state.players):
        seat = (state.active + k) % state.players
        if state.coins[seat] < 0:
            if not state.hands[seat] and not state.courts[seat]:
                state.coins[seat] = 0
                continue
            state.step = {"k": "debt", "seat": seat}
            return []
    return []


def _cleanup(state: PaxState, task: list[Any]) -> list[Event]:
    state.actions = 0
    push(state, ["court"], ["debts"], ["hand"], ["events"], ["refill"], ["next"])
    return []


def _court(state: PaxState, task: list[Any]) -> list[Event]:
    if len(state.courts[state.active]) > court_limit(state, state.active):
        state.step = {"k": "court", "seat": state.active}
    return []


def _hand(state: PaxState, task: list[Any]) -> list[Event]:
    if len(state.hands[state.active]) > hand_limit(state, state.active):
        state.step = {"k": "hand", "seat": state.active}
    return []


def _events(state: PaxState, task: list[Any]) -> list[Event]:
    for row in range(2):
        card = state.market[row][0]
        if is_event(card):
            state.market[row][0] = 0
            state.discards.append(card)
            push(state, ["events"])
            if is_dominance(card):
                push(state, ["dc"])
                return [Event("event", "A Dominance Check leaves the market")]
            effect = EVENTS[card][0]
            text = f"{card_name(card)} leaves the market: {EVENT_WORDS[effect]}"
            return [Event("event", text, data={"card": card}), *discard_effect(state, effect)]
    return []


def discard_effect(state: PaxState, effect: str) -> list[Event]:
    """What an event card does to everyone when it leaves the market's left column."""
    if effect in SUITS:
        return set_suit(state, SUITS.index(effect))
    if effect.startswith("riots:"):
        push(state, ["debts"])
        return remove_tribes_and_armies(state, effect.split(":")[1])
    if effect == "failure_to_impress":
        for s in range(state.players):
            state.prizes[s] = 0
        state.wk_prizes = [0] * len(state.wk_prizes)
        return []
    if effect in ("embarrassment", "disregard"):
        state.flags.append(effect)
        return []
    if effect == "confidence_failure":
        push(state, *[["confidence", (state.active + k) % state.players] for k in range(state.players)])
        return []
    return []


def _confidence(state: PaxState, task: list[Any]) -> list[Event]:
    if state.hands[task[1]]:
        state.step = {"k": "confidence", "seat": task[1]}
    return []


def _refill(state: PaxState, task: list[Any]) -> list[Event]:
    for row in range(2):
        cards, coins = state.market[row], state.mcoins[row]
        for to in range(6):
            if cards[to] == 0:
                for frm in range(to + 1, 6):
                    if cards[frm]:
                        cards[to], cards[frm] = cards[frm], 0
                        coins[to] += coins[frm]
                        coins[frm] = 0
                        break
    public_withdrawal(state)
    checks = sum(1 for row in state.market for c in row if is_dominance(c))
    for col in range(6):
        for row in range(2):
            if state.market[row][col] == 0 and state.deck:
                card = state.deck.pop()
                state.market[row][col] = card
                if is_dominance(card):
                    checks += 1
                    if checks > 1:
                        for r in range(2):
                            for c in range(6):
                                if is_dominance(state.market[r][c]):
                                    state.discards.append(state.market[r][c])
                                    state.market[r][c] = 0
                        push(state, ["dc"], ["refill"])
                        return [Event("instability", "Instability: a second Dominance Check comes to the market")]
    public_withdrawal(state)
    return []


def _dc(state: PaxState, task: list[Any]) -> list[Event]:
    events, over = resolve(state)
    if over:
        state.phase = OVER
        state.step = None
        state.todo = []
        return events
    state.flags = []
    state.pflags = [[] for _ in range(state.players)]
    push(state, ["insurrection"])
    return events


def _insurrection(state: PaxState, task: list[Any]) -> list[Event]:
    owner = owner_of(state, 3)
    if owner < 0:
        return []
    push(state, ["place", "afghan", "kabul", 2, "insurrection", False, owner])
    return [Event("insurrection", f"Insurrection: {{p{owner}}} places two Afghan armies in Kabul")]


def _safehouse(state: PaxState, task: list[Any]) -> list[Event]:
    index = task[1]
    seat = index // 10
    houses = [c for c in state.courts[seat] if CARDS[c].ability == "safehouse"]
    if state.cylinders[index] == 0 and houses:
        state.step = {"k": "safehouse", "seat": seat, "index": index}
    return []


def start_turn(state: PaxState) -> list[Event]:
    """The active player's turn begins: two actions, and the Blackmail abilities first."""
    state.actions = 2
    state.turn += 1
    state.used_cards = []
    state.used_pieces = []
    seat = state.active
    events = [Event("turn", f"{{p{seat}}}'s turn", data={"seat": seat})]
    if seat == state.wakhan:
        from .wakhan import reveal

        events += reveal(state)
    for region in ("herat", "kandahar"):
        if has_ability(state, seat, f"blackmail:{region}"):
            push(state, ["place", "spy", region, 1, "blackmail", True])
    return events


def _next(state: PaxState, task: list[Any]) -> list[Event]:
    state.active = (state.active + 1) % state.players
    return start_turn(state)


_TASKS = {
    "main": _main, "place": _place, "gain": _gain, "suit": _suit, "debts": _debts, "cleanup": _cleanup,
    "court": _court, "hand": _hand, "events": _events, "refill": _refill, "dc": _dc,
    "insurrection": _insurrection, "confidence": _confidence, "next": _next, "safehouse": _safehouse,
}


def ruler_bribe(state: PaxState, seat: int, card: int) -> tuple[int, int]:
    """(ruler, rupees) owed to play a card: the region's ruler's tribes there, unless something waives it
    (Courtly Manners does not: its buyer may ignore the bribe, see `bribes`)."""
    if "disregard" in state.flags or has_ability(state, seat, "courtiers"):
        return -1, 0
    region = CARDS[card].region
    who = ruler(state, REGION_LOC[region])
    if who < 0 or who == seat:
        return -1, 0
    return who, cylinders_at(state, who, REGION_LOC[region])


def spy_bribe(state: PaxState, seat: int, card: int) -> tuple[int, int]:
    """(player, rupees) owed to use a card's action: whoever has strictly the most spies on it, that many."""
    if "disregard" in state.flags or has_ability(state, seat, "reforms"):
        return -1, 0
    from .board import most_spies, spies_on

    who = most_spies(state, card)
    if who < 0 or who == seat:
        return -1, 0
    return who, spies_on(state, who, card)


def loyalty_word(coalition: int) -> str:
    """The coalition's name, capitalised."""
    return COALITIONS[coalition].capitalize()


def armies_of(state: PaxState, seat: int, loc: int) -> int:
    """A player's armies in a region (tribes too under Nationalism)."""
    n = blocks_at(state, state.loyalty[seat], loc)
    if "nationalism" in state.pflags[seat]:
        n += cylinders_at(state, seat, loc)
    return n


def card_loc(card: int) -> int:
    """The location of a spy on the card."""
    return CARD_BASE + card
