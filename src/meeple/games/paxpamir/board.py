"""Questions about the table that the rules ask again and again: rulers, stars, spies, influence, costs.

Nothing here changes the state.
"""

from __future__ import annotations

from .components import CARDS, COURT_LIMIT, ECONOMIC, HAND_LIMIT, INTELLIGENCE, MILITARY, POLITICAL, REGIONS
from .state import CARD_BASE, GIFT_BASE, REGION_LOC, RULEBOOK, PaxState, is_gift

REGION_LOCS = tuple(REGION_LOC[r] for r in REGIONS)


ABILITY_CARDS: dict[str, tuple[int, ...]] = {}
for _n, _card in CARDS.items():
    if _card.ability:
        ABILITY_CARDS[_card.ability] = (*ABILITY_CARDS.get(_card.ability, ()), _n)


def has_ability(state: PaxState, seat: int, ability: str) -> bool:
    """Whether a card with this special ability is in the seat's court."""
    court = state.courts[seat]
    return any(c in court for c in ABILITY_CARDS.get(ability, ()))


def stars(state: PaxState, seat: int, suit: int) -> int:
    """A suit's stars in a court: the ranks of its cards of that suit."""
    n = 0
    for c in state.courts[seat]:
        card = CARDS[c]
        if card.suit == suit:
            n += card.rank
    return n


def court_limit(state: PaxState, seat: int) -> int:
    """3 + political stars."""
    return COURT_LIMIT + stars(state, seat, POLITICAL)


def hand_limit(state: PaxState, seat: int) -> int:
    """2 + intelligence stars."""
    return HAND_LIMIT + stars(state, seat, INTELLIGENCE)


def shelter(state: PaxState, seat: int) -> int:
    """Rupees a player cannot be taxed below: their economic stars."""
    return stars(state, seat, ECONOMIC)


def military_stars(state: PaxState, seat: int) -> int:
    """The first tie-breaker."""
    return stars(state, seat, MILITARY)


def owner_of(state: PaxState, card: int) -> int:
    """The seat whose court holds the card, or -1."""
    for seat in range(state.players):
        if card in state.courts[seat]:
            return seat
    return -1


def cylinders_at(state: PaxState, seat: int, loc: int) -> int:
    """A player's cylinders at a location (tribes in a region, spies on a card)."""
    base = seat * 10
    return state.cylinders[base:base + 10].count(loc)


def blocks_at(state: PaxState, coalition: int, loc: int) -> int:
    """A coalition's blocks at a location (armies in a region, roads on a border)."""
    base = coalition * 12
    return state.blocks[base:base + 12].count(loc)


def ruler(state: PaxState, loc: int) -> int:
    """Who rules the region: at least one tribe and strictly more ruling pieces (tribes and the armies
    of one's coalition) than every other player; a tie rules nobody.

    That is the page's reading, where the armies of a coalition nobody is loyal to count for nobody.
    The published rulebook's (the `ruling: rulebook` option) adds that armies of enemy coalitions can
    prevent ruling even with no enemy tribes: each coalition's armies there are one more rival count,
    loyal player or not (a player's own coalition's armies never beat them, being part of their count).
    """
    best, who = -1, -1
    if state.ruling == RULEBOOK:
        best = max(blocks_at(state, 0, loc), blocks_at(state, 1, loc), blocks_at(state, 2, loc))
    for seat in range(state.players):
        tribes = cylinders_at(state, seat, loc)
        if seat == state.wakhan:  # Wakhan's errata: her tribes and the most numerous coalition's armies
            n = tribes + max(blocks_at(state, 0, loc), blocks_at(state, 1, loc), blocks_at(state, 2, loc))
        else:
            n = tribes + (blocks_at(state, state.loyalty[seat], loc) if state.loyalty[seat] >= 0 else 0)
        if n > best:
            best, who = n, seat if tribes else -1
        elif n == best:
            who = -1
    return who


def rulers(state: PaxState) -> list[int]:
    """The ruler of each region (in `REGIONS` order), -1 where nobody rules."""
    return [ruler(state, loc) for loc in REGION_LOCS]


def rules_any(state: PaxState, seat: int) -> bool:
    """Whether the seat rules at least one region."""
    cyl = state.cylinders[seat * 10: seat * 10 + 10]
    return any(loc in cyl and ruler(state, loc) == seat for loc in REGION_LOCS)


def spies_on(state: PaxState, seat: int, card: int) -> int:
    """A player's spies on a court card."""
    return cylinders_at(state, seat, CARD_BASE + card)


def has_spies(state: PaxState, card: int) -> bool:
    """Whether any spy is on the card."""
    return CARD_BASE + card in state.cylinders


def most_spies(state: PaxState, card: int) -> int:
    """The player with strictly the most spies on the card, or -1."""
    best, who = 0, -1
    for seat in range(state.players):
        n = spies_on(state, seat, card)
        if n > best:
            best, who = n, seat
        elif n == best:
            who = -1
    return who


def gifts(state: PaxState, seat: int) -> list[int]:
    """The gift spaces (0, 1, 2 for 2, 4, 6 rupees) a player's cylinders hold."""
    return [loc - GIFT_BASE for loc in state.cylinders[seat * 10: seat * 10 + 10] if is_gift(loc)]


def influence(state: PaxState, seat: int, coalition: int = -1) -> int:
    """1 + patriots + prizes + gifts, as the events of the moment count them. Wakhan has an influence
    in each coalition (`coalition`; her pragmatic loyalty's when not given): its patriots and prizes."""
    wakhan = seat == state.wakhan
    if wakhan and coalition < 0:
        coalition = state.loyalty[seat]
    n = 1 + ((state.wk_prizes[coalition] if coalition >= 0 else 0) if wakhan else state.prizes[seat])
    if "embarrassment" not in state.flags:
        n += len(gifts(state, seat)) * (2 if "koh_i_noor" in state.pflags[seat] else 1)
    if "rumor" not in state.pflags[seat]:
        for c in state.courts[seat]:
            if CARDS[c].patriot >= 0 and (not wakhan or CARDS[c].patriot == coalition):
                n += 1
    return n


def cylinders_in_play(state: PaxState, seat: int) -> int:
    """Cylinders not in the supply: tribes, spies and gifts."""
    return 10 - state.cylinders[seat * 10: seat * 10 + 10].count(0)


def blocks_in_play(state: PaxState, coalition: int) -> int:
    """A coalition's armies and roads on the map."""
    return 12 - state.blocks[coalition * 12: coalition * 12 + 12].count(0)


def is_favoured(state: PaxState, seat: int, card: int) -> bool:
    """Whether the card's actions are free this turn: its suit is favoured (or made so)."""
    info = CARDS[card]
    if info.suit == state.favoured or info.ability == "operator":
        return True
    return info.suit == MILITARY and "new_tactics" in state.pflags[seat]


def market_cost(state: PaxState, seat: int, col: int, card: int) -> int:
    """The purchase cost of a card in a column: 1 rupee (2 when military is favoured) per card to its left."""
    if col == 0:
        return 0
    if card in CARDS:
        info = CARDS[card]
        if info.patriot == 2 and has_ability(state, seat, "influence:russian"):
            return 0
        if info.region == "persia" and has_ability(state, seat, "influence:persia"):
            return 0
        if info.region == "herat" and has_ability(state, seat, "influence:herat"):
            return 0
    return col * (2 if state.favoured == MILITARY else 1)


def ring(state: PaxState) -> list[int]:
    """Every court card in play, court after court in seat order: the circle spies move around."""
    out: list[int] = []
    for seat in range(state.players):
        out.extend(state.courts[seat])
    return out


def free_cylinder(state: PaxState, seat: int) -> int:
    """Index of a cylinder of the seat in the supply, or -1."""
    base = seat * 10
    for i in range(base, base + 10):
        if state.cylinders[i] == 0:
            return i
    return -1


def free_block(state: PaxState, coalition: int) -> int:
    """Index of a block of the coalition in the supply, or -1."""
    base = coalition * 12
    for i in range(base, base + 12):
        if state.blocks[i] == 0:
            return i
    return -1


def total_points(state: PaxState) -> list[tuple[int, int, int]]:
    """Each seat's (points, military stars, rupees): the order of the final ranking."""
    return [(state.vp[s], military_stars(state, s), state.coins[s]) for s in range(state.players)]
