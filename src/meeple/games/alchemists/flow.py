"""The round: setup, the order track, declaring, the resolution queue, the round's end and the final score."""

from __future__ import annotations

from meeple.engine import Event, Rng

from .components import (
    ADVENTURERS,
    ARTIFACTS,
    COLUMNS,
    CONFERENCES,
    COPIES,
    CUBES,
    FAVOUR_NAMES,
    FAVOURS,
    GRANTS,
    MARKET_SIZE,
    ON_SHOW,
    ORDER_TRACK,
    ROUNDS,
    SEAL_COUNTS,
    SEAL_VP,
    SEALS,
    SPACES,
    START_FAVOURS,
    START_GOLD,
    START_REP,
    WRONG_SEAL,
    cubes_for,
)
from .goods import add_rep, give_favours, give_ingredients, has_effect, refill_market
from .state import DECLARE, ORDER, OVER, RESOLVE, SICK, AlchemistsState

SELL = SPACES.index("sell")
REFUND = -1
"""The task kind of a seller's refund offer (before the sell order is known)."""


def new_game(players: int, master: bool, seed: int) -> AlchemistsState:
    """The hidden world drawn, goods dealt, level-1 artifacts on show, the first round's order track open."""
    rng = Rng(seed)
    s = AlchemistsState(players, rng, master=master)
    s.world = list(range(8))
    rng.shuffle(s.world)
    n = players
    s.gold = [START_GOLD] * n
    s.rep = [START_REP] * n
    s.hands = [[0] * 8 for _ in range(n)]
    s.favours = [[] for _ in range(n)]
    s.artifacts = [[] for _ in range(n)]
    s.grants = [[] for _ in range(n)]
    s.hospital = [0] * n
    s.paralysed = [False] * n
    s.order_pos = [-1] * n
    s.cubes = [0] * n
    s.decl = [[0] * len(SPACES) for _ in range(n)]
    s.assoc = [[] for _ in range(n)]
    s.unused = [0] * n
    s.market = [-1] * MARKET_SIZE
    s.deck = [COPIES] * 8
    s.discard = [0] * 8
    s.outs = [[0] * 8 for _ in range(n)]
    s.favour_deck = [FAVOURS[f] for f in FAVOUR_NAMES]
    s.adv_left = list(range(len(ADVENTURERS)))
    s.adv_out = s.adv_left.pop(rng.below(len(s.adv_left)))
    s.refunds = [-1] * n
    s.art_left = list(range(len(ARTIFACTS)))
    s.theory = [-1] * 8
    s.seals = [[] for _ in range(8)]
    s.seals_left = [list(SEAL_COUNTS) for _ in range(n)]
    s.grants_left = list(range(len(GRANTS)))
    s.exhibits = [[] for _ in range(6)]
    s.notes = [[] for _ in range(n)]
    s.start = rng.below(n)
    for seat in range(n):
        give_ingredients(s, seat, 2 if master else 3)
        give_favours(s, seat, START_FAVOURS)
    show_artifacts(s, 1)
    start_round(s)
    return s


def show_artifacts(s: AlchemistsState, level: int) -> None:
    """Three artifacts of `level` drawn into the market, replacing those left."""
    pool = [a for a in s.art_left if ARTIFACTS[a][1] == level]
    s.art_market = sorted(s.rng.sample(pool, ON_SHOW))
    s.art_left = [a for a in s.art_left if a not in s.art_market and ARTIFACTS[a][1] != level]


def start_round(s: AlchemistsState) -> list[Event]:
    """Refill the market, bring the adventurer, open the order track from the start player."""
    refill_market(s)
    events = [Event("round", f"Round {s.round} begins; {{p{s.start}}} chooses an order space first.")]
    s.sold = []
    if s.round >= 2 and s.adv_left:
        s.adventurer = s.adv_left.pop(s.rng.below(len(s.adv_left)))
        events.append(Event("adventurer", f"The {ADVENTURERS[s.adventurer][0]} arrives to buy potions.",
                            reveals=True))
    s.order_pos = [-1] * s.players
    s.picking = []
    sick = []
    for k in range(s.players):
        seat = (s.start + k) % s.players
        if s.paralysed[seat]:
            sick.append(seat)
            s.order_pos[seat] = SICK
        else:
            s.picking.append(seat)
    s.paralysed = [False] * s.players
    s.order = sick[:]
    s.phase = ORDER
    if not s.picking:
        events += begin_declaring(s)
    return events


_TRACK = tuple(range(len(ORDER_TRACK)))


def free_order_spaces(s: AlchemistsState) -> list[int]:
    """Order spaces nobody has taken this round."""
    taken = s.order_pos
    return [k for k in _TRACK if k not in taken]


def take_order_space(s: AlchemistsState, seat: int, k: int) -> list[Event]:
    """Place the flask, take the space's goods (or pay), and move on when everyone has chosen."""
    s.order_pos[seat] = k
    s.picking.pop(0)
    gold, ingredients, favours = ORDER_TRACK[k]
    s.gold[seat] += gold
    got = give_ingredients(s, seat, ingredients)
    fav = give_favours(s, seat, favours)
    words = [f"pays {-gold} gold"] if gold < 0 else []
    if got:
        words.append(f"draws {len(got)} ingredient{'s' if len(got) > 1 else ''}")
    if fav:
        words.append(f"draws {len(fav)} favour{'s' if len(fav) > 1 else ''}")
    events = [Event("order", f"{{p{seat}}} takes order space {k + 1}" + (": " + ", ".join(words) if words else "")
                    + ".")]
    if got or fav:
        from .components import INGREDIENTS

        events.append(Event("draw", "You draw " + ", ".join([INGREDIENTS[i] for i in got] + fav) + ".", to=(seat,)))
    if not s.picking:
        events += begin_declaring(s)
    return events


def begin_declaring(s: AlchemistsState) -> list[Event]:
    """Order the track top to bottom; the bottom player declares first."""
    sick = [seat for seat in s.order if s.order_pos[seat] == SICK]
    s.order = sorted((x for x in range(s.players) if s.order_pos[x] != SICK), key=lambda x: s.order_pos[x]) + sick
    s.declaring = s.order[::-1]
    for seat in range(s.players):
        extra = has_effect(s, seat, "cube+1") if s.round > 1 else 0
        s.cubes[seat] = max(0, cubes_for(s.players, s.round) - s.hospital[seat] + extra)
        s.unused[seat] = s.hospital[seat]  # cubes back from the hospital wait in the unused box this round
        s.hospital[seat] = 0
        s.decl[seat] = [0] * len(SPACES)
        s.assoc[seat] = []
    s.phase = DECLARE
    return [Event("declare", f"Declaring actions: {{p{s.declaring[0]}}} first (bottom of the order track).")]


def done_declaring(s: AlchemistsState, seat: int) -> list[Event]:
    """Unplaced cubes go to the unused box; the next player up declares, or resolution begins."""
    s.unused[seat] += s.cubes[seat]
    s.cubes[seat] = 0
    s.declaring.pop(0)
    if s.declaring:
        return []
    s.phase = RESOLVE
    s.space = -1
    s.student_sick = False
    return next_task(s)


_COST = tuple(CUBES.get(name, 1) for name in SPACES)


def cube_cost(space: int) -> int:
    """Cubes one action on this space takes."""
    return _COST[space]


def next_task(s: AlchemistsState) -> list[Event]:
    """Hand the next declared action to its owner (declining at once what cannot be used), space by space."""
    from .actions import begin_task

    events: list[Event] = []
    while True:
        if s.tasks:
            kind, seat = s.tasks.pop(0)
            if begin_task(s, kind, seat, events):
                return events
            continue
        if s.space == SELL and not s.sell_sorted and s.sellers:
            rows = s.row_order(SELL)
            s.sellers.sort(key=lambda x: (-s.refunds[x], rows.index(x)))
            s.sell_sorted = True
            s.tasks = [[SELL, x] for x in s.sellers]
            events.append(Event("sell", "Selling order: " + ", ".join(f"{{p{x}}}" for x in s.sellers) + "."))
            continue
        s.space += 1
        if s.space >= len(SPACES):
            events += end_round(s)
            return events
        space = s.space
        if not any(d[space] for d in s.decl):
            continue
        rows = s.row_order(space)
        if space == SELL:
            s.sellers = []
            s.sell_sorted = False
            s.refunds = [-1] * s.players
            s.tasks = [[REFUND, x] for x in rows if s.decl[x][space]]
        else:
            s.tasks = [[space, x] for col in range(COLUMNS[SPACES[space]]) for x in rows if s.decl[x][space] > col]


def end_round(s: AlchemistsState) -> list[Event]:
    """Most seals, unused cubes to favours, conferences and new artifacts, the start player moves on."""
    from .theories import counted_seals

    events: list[Event] = []
    s.actor, s.stage = -1, ""
    counts = [counted_seals(s, x) for x in range(s.players)]
    best = max(counts)
    if best > 0:
        for x in range(s.players):
            if counts[x] == best:
                add_rep(s, x, 1)
                events.append(Event("seals", f"{{p{x}}} has the most seals on the theory board: +1 reputation."))
    for x in range(s.players):
        got = give_favours(s, x, s.unused[x] // 2)
        if got:
            events.append(Event("favour", f"{{p{x}}} draws {len(got)} favour{'s' if len(got) > 1 else ''} for "
                                          f"{s.unused[x]} unused cubes."))
            events.append(Event("draw", "You draw " + ", ".join(got) + ".", to=(x,)))
        s.unused[x] = 0
    if s.round in (3, 5):
        events += conference(s, counts)
        show_artifacts(s, 2 if s.round == 3 else 3)
        events.append(Event("artifacts", "New artifacts come to the market.", reveals=True))
    s.round += 1
    s.start = (s.start + 1) % s.players
    s.adventurer = -1
    if s.round > ROUNDS:
        events += final_scoring(s)
        return events
    return events + start_round(s)


def conference(s: AlchemistsState, counts: list[int]) -> list[Event]:
    """Reputation by the number of your (unconflicted) seals on the board, thresholds by the variant."""
    events = []
    steps = CONFERENCES[(s.master, s.round)]
    for x in range(s.players):
        for need, change in steps:
            if counts[x] >= need:
                made = add_rep(s, x, change)
                events.append(Event("conference", f"Conference: {{p{x}}} with {counts[x]} seal"
                                    f"{'' if counts[x] == 1 else 's'}: {made:+d} reputation."))
                break
    return events


def final_scoring(s: AlchemistsState) -> list[Event]:
    """The world is revealed; reputation, artifacts, grants, gold and favours, and the theories score."""
    s.phase = OVER
    s.actor, s.stage, s.tasks = -1, "", []
    s.scores, s.breakdown = [], []
    events = [Event("reveal", "The true alchemicals are revealed.", reveals=True)]
    for x in range(s.players):
        b = {"reputation": s.rep[x], "artifacts": 0, "grants": 0, "gold": 0, "theories": 0}
        for a in s.artifacts[x]:
            _, _, _, vp, effect = ARTIFACTS[a]
            b["artifacts"] += vp
            if effect == "collector":
                b["artifacts"] += 2 * (len(s.artifacts[x]) - 1)
            if effect == "theory_vp":
                b["artifacts"] += sum(1 for i in range(8) if any(seal[0] == x for seal in s.seals[i]))
        b["grants"] = sum(GRANTS[g][1] for g in s.grants[x])
        money = s.gold[x] + 2 * len(s.favours[x])
        b["gold"] = money // (2 if has_effect(s, x, "gold2") else 3)
        for i in range(8):
            right = s.theory[i] == s.world[i]
            for seat, k in s.seals[i]:
                if seat == x:
                    b["theories"] += seal_points(s, i, k) if not right else SEAL_VP.get(SEALS[k], 0)
        s.breakdown.append(b)
        s.scores.append(sum(b.values()))
        events.append(Event("score", f"{{p{x}}} scores {s.scores[x]}: " + ", ".join(f"{v} {k}" for k, v in b.items())
                            + "."))
    return events


def seal_points(s: AlchemistsState, i: int, k: int) -> int:
    """A seal on a wrong theory: 0 if it hedges a colour whose sign the theory got wrong, else -4."""
    from .components import SIGN

    colour = k - 2
    if colour >= 0 and SIGN[s.theory[i]][colour] != SIGN[s.world[i]][colour]:
        return 0
    return WRONG_SEAL
