"""Wakhan, the automa of the solo and 2-player game: her AI cards and the questions her rules ask.

Her deck of 24 AI cards (`wakhan.json`: mechanics only, our own short names) is face down; each turn
she reveals the top card. The revealed card's *front* lists her three actions, her pragmatic loyalty
order and a region order; the *back* of the card now on top of her deck gives, through the front's
two arrows, a market column and a row (the row also names the end of her court she plays to: top =
left). Nothing here changes the table except `reveal`; `automa` makes her choices.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from meeple.engine import Event

from .board import blocks_in_play, spies_on
from .components import CARDS, COALITIONS, POLITICAL, REGION_BORDERS
from .dominance import dominant
from .state import CARD_BASE, PaxState


@dataclass(frozen=True, slots=True)
class AiCard:
    """One AI card: its back (`columns`, `rows`) and its front (the rest)."""

    n: int
    columns: tuple[int, ...]
    rows: tuple[int, ...]
    """0 = the top market row, 1 = the bottom one."""
    actions: tuple[str, str, str]
    column_arrow: int
    row_arrow: int
    loyalty: tuple[int, int, int]
    regions: tuple[str, ...]


def _load() -> dict[int, AiCard]:
    data = json.loads((Path(__file__).parent / "wakhan.json").read_text())
    out: dict[int, AiCard] = {}
    for c in data["cards"]:
        back, front = c["back"], c["front"]
        out[c["n"]] = AiCard(
            c["n"], tuple(back["columns"]), tuple(0 if r == "top" else 1 for r in back["rows"]),
            tuple(front["actions"]), front["column_arrow"], front["row_arrow"],
            tuple(COALITIONS.index(x) for x in front["loyalty"]), tuple(front["regions"]),  # type: ignore[arg-type]
        )
    return out


AI_CARDS = _load()


def front(state: PaxState) -> AiCard:
    """The AI card she revealed this turn (the top of her discard)."""
    return AI_CARDS[state.ai_discard[-1]]


def back(state: PaxState) -> AiCard:
    """The card now on top of her deck, whose back everyone sees."""
    return AI_CARDS[state.ai_deck[-1]]


def reveal(state: PaxState) -> list[Event]:
    """Her turn begins: the top AI card is turned onto her discard; when that empties her deck, all 24
    are reshuffled and one is turned again (so a card back is always on top). Her counters restart."""
    events: list[Event] = []
    state.ai_discard.append(state.ai_deck.pop())
    if not state.ai_deck:
        state.ai_deck, state.ai_discard = state.ai_discard, []
        state.rng.shuffle(state.ai_deck)
        state.ai_discard.append(state.ai_deck.pop())
        events.append(Event("wakhan", "Wakhan's AI deck is reshuffled", reveals=True))
    state.wk = [0, 0]
    refresh_loyalty(state)
    card = front(state)
    acts = ", ".join(a.replace("_", " ") for a in card.actions)
    events.append(Event("wakhan", f"Wakhan reveals AI card {card.n}: {acts}; pragmatic loyalty "
                        f"{COALITIONS[state.loyalty[state.wakhan]].capitalize()}", reveals=True,
                        data={"ai_card": card.n}))
    return events


def refresh_loyalty(state: PaxState) -> None:
    """Her pragmatic loyalty: the first coalition of the revealed card's order that no other player is
    loyal to (kept in `state.loyalty` so that her blocks, moves and battles use it)."""
    w = state.wakhan
    if w < 0 or not state.ai_discard:
        return
    taken = {state.loyalty[s] for s in range(state.players) if s != w}
    order = front(state).loyalty
    state.loyalty[w] = next((c for c in order if c not in taken), order[0])


def region_order(state: PaxState) -> tuple[str, ...]:
    """The revealed card's region order (ties between regions and borders)."""
    return front(state).regions


def border_order(state: PaxState, region: str) -> list[str]:
    """The region's borders, ordered by the region order of the region across each."""
    own = REGION_BORDERS[region]
    out = []
    for other in region_order(state):
        for b in own:
            if other in b.split("-") and other != region and b not in out:
                out.append(b)
    return out


def red_row(state: PaxState) -> int:
    """The row the arrows name (0 top, 1 bottom): also her court's end (left, right) and her target."""
    return back(state).rows[front(state).row_arrow]


def red_column(state: PaxState) -> int:
    """The market column the arrows name."""
    return back(state).columns[front(state).column_arrow]


def target_player(state: PaxState) -> int:
    """The player the red arrow points at: the one before her (top) or after her (bottom)."""
    step = -1 if red_row(state) == 0 else 1
    return (state.wakhan + step) % state.players


def dominant_now(state: PaxState) -> int:
    """The coalition that would dominate a check now, or -1."""
    lead = 2 if "conflict_fatigue" in state.flags else 4
    return dominant([blocks_in_play(state, c) for c in range(3)], lead)


def owner(state: PaxState, card: int) -> int:
    """The seat whose court holds the card (-1 if none)."""
    for s in range(state.players):
        if card in state.courts[s]:
            return s
    return -1


def priority(state: PaxState, cards: list[int]) -> int:
    """The card she picks among court cards (-1 for none): each rule narrows the set when it can — an
    opponent's card, the favoured suit, a patriot of the dominant coalition, a prize of it, any patriot,
    leveraged, the highest rank, then the highest card number."""
    if not cards:
        return -1
    lead = dominant_now(state)
    mine = state.courts[state.wakhan]
    tests = (
        lambda c: c not in mine,
        lambda c: CARDS[c].suit == state.favoured,
        lambda c: lead >= 0 and CARDS[c].patriot == lead,
        lambda c: lead >= 0 and CARDS[c].prize == lead,
        lambda c: CARDS[c].patriot >= 0,
        lambda c: CARDS[c].leverage,
    )
    current = list(cards)
    for test in tests:
        narrowed = [c for c in current if test(c)]
        if narrowed:
            current = narrowed
    top = max(CARDS[c].rank for c in current)
    return max(c for c in current if CARDS[c].rank == top)


def by_priority(state: PaxState, cards: list[int]) -> list[int]:
    """The cards from her first choice to her last."""
    left, out = list(cards), []
    while left:
        pick = priority(state, left)
        out.append(pick)
        left.remove(pick)
    return out


def discard_choice(state: PaxState, cards: list[int]) -> int:
    """The court card she discards: each rule narrows the set when it can — not political, not a patriot,
    not leveraged, the most other spies beyond hers, the fewest spies, the lowest rank, not of the
    favoured suit, then the lowest card number."""
    w = state.wakhan
    current = list(cards)

    def spies(c: int) -> tuple[int, int]:
        total = state.cylinders.count(CARD_BASE + c)
        own = spies_on(state, w, c)
        return total - own, own

    def keep(pred: list[bool]) -> None:
        nonlocal current
        narrowed = [c for c, ok in zip(current, pred, strict=True) if ok]
        if narrowed:
            current = narrowed

    keep([CARDS[c].suit != POLITICAL for c in current])
    keep([CARDS[c].patriot < 0 for c in current])
    keep([not CARDS[c].leverage for c in current])
    most = max(spies(c)[0] - spies(c)[1] for c in current)
    keep([spies(c)[0] - spies(c)[1] == most for c in current])
    fewest = min(sum(spies(c)) for c in current)
    keep([sum(spies(c)) == fewest for c in current])
    low = min(CARDS[c].rank for c in current)
    keep([CARDS[c].rank == low for c in current])
    keep([CARDS[c].suit != state.favoured for c in current])
    return min(current)
