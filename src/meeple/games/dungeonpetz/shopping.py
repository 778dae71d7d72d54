"""Phase 2: secret groups of imps and gold, revealed together, then sent to the market largest first.

The grouping is one simultaneous secret choice (every seat is waited for at once, views show only
"ready"); each group is built in two steps (`group imps`, then `gold amount`). Once all are ready
the groups are revealed and queued: largest (imps + gold) first, ties in turn order from the start
player, then a seat's own tied groups with more imps first. Each group in turn takes a free space
(its gold goes to the bank) or stays home (its gold comes back).
"""

from __future__ import annotations

from meeple.engine import Event

from .components import (
    ADDONS,
    ARTIFACTS,
    CAGES,
    MAX_GROUPS,
    MEAT_STAND,
    MIXED_STAND,
    PET_NAMES,
    SEND,
    SPACE_NAMES,
    SPACES,
    STANDS,
    VEG_STAND,
)
from .setup import turn_order
from .state import PetzState

CAGE_SPACES = ("cage1", "cage2")
LOW_SPACES = ("pet_low1", "pet_low2")


# -- predicates -----------------------------------------------------------------------------------------

def grouping(s: PetzState, seat: int) -> bool:
    """The seat still owes its secret groups."""
    return s.phase == "group" and not s.ready[seat]


def imps_left(s: PetzState, seat: int) -> int:
    """Imps at home not yet put in a group."""
    return s.imps[seat] - sum(g[0] for g in s.groups[seat]) - s.making[seat]


def gold_left(s: PetzState, seat: int) -> int:
    """Gold not yet put in a group."""
    return s.gold[seat] - sum(g[1] for g in s.groups[seat])


def may_start_group(s: PetzState, seat: int, imps: int) -> bool:
    """A new group needs at least one imp; at most six groups."""
    return (grouping(s, seat) and s.making[seat] == 0 and len(s.groups[seat]) < MAX_GROUPS
            and 1 <= imps <= imps_left(s, seat))


def may_add_gold(s: PetzState, seat: int, amount: int) -> bool:
    """Gold for the group just made, from what is left."""
    return grouping(s, seat) and s.making[seat] > 0 and 0 <= amount <= gold_left(s, seat)


def may_finish(s: PetzState, seat: int) -> bool:
    """Groups are final when none is half made."""
    return grouping(s, seat) and s.making[seat] == 0


def current_group(s: PetzState) -> list[int] | None:
    """[seat, imps, gold] of the group to send now."""
    if s.phase != SEND or s.qpos >= len(s.queue):
        return None
    return s.queue[s.qpos]


def space_free(s: PetzState, space: str) -> bool:
    """Not taken this round, not blocked by a neutral imp."""
    return space not in s.taken and space not in s.neutral


def space_items(s: PetzState, seat: int, space: str, imps: int, gold: int) -> list[int]:
    """The items a group may take at a space ([-1] for a space without a choice; [] if it may not go)."""
    if not space_free(s, space):
        return []
    return _items(s, seat, space, imps, gold)


def _items(s: PetzState, seat: int, space: str, imps: int, gold: int) -> list[int]:
    if space in CAGE_SPACES:
        return list(range(len(s.cage_market))) if imps >= 2 else []
    if space == "addon":
        return list(range(len(s.addon_market)))
    if space in LOW_SPACES:
        return list(range(len(s.low))) if gold >= 1 else []
    if space == "pet_high":
        return list(range(len(s.high))) if gold >= 1 else []
    if space in STANDS:
        stand = s.stands[STANDS.index(space)]
        return [-1] if stand[0] + stand[1] else []
    if space == "artifacts":
        return [-1] if s.artifact_market else []
    if space == "invite":
        return [-1] if any(r <= s.round for r in s.relatives[seat]) else []
    if space == "hospital":
        return [-1] if s.potions or s.hospital[seat] else []
    if space == "judge":
        return [-1]
    return [-1]  # platform


def sends(s: PetzState, seat: int) -> list[tuple[str, int]]:
    """(space, item) the current group may take (the rules of `space_items`, in one pass)."""
    group = current_group(s)
    if group is None or group[0] != seat:
        return []
    taken, neutral, imps, gold = s.taken, s.neutral, group[1], group[2]
    out: list[tuple[str, int]] = []
    for space in SPACES:
        if space in taken or space in neutral:
            continue
        if space in _SIMPLE:
            out.append((space, -1))
        else:
            out += [(space, item) for item in _items(s, seat, space, imps, gold)]
    return out


_SIMPLE = frozenset(("judge", "platform"))


# -- moves ---------------------------------------------------------------------------------------------------

def start_group(s: PetzState, seat: int, imps: int) -> None:
    """The first step of a group: its imps."""
    s.making[seat] = imps


def add_gold(s: PetzState, seat: int, amount: int, events: list[Event]) -> None:
    """The second step: its gold; the group is made."""
    s.groups[seat].append([s.making[seat], amount])
    s.making[seat] = 0
    if len(s.groups[seat]) == MAX_GROUPS or imps_left(s, seat) == 0:
        finish(s, seat, events)


def clear_groups(s: PetzState, seat: int) -> None:
    """Start the grouping over."""
    s.groups[seat] = []
    s.making[seat] = 0


def finish(s: PetzState, seat: int, events: list[Event]) -> None:
    """The seat's groups are final; once everyone is, they are revealed and queued."""
    s.ready[seat] = True
    events.append(Event("ready", f"{{p{seat}}} has made their groups."))
    if all(s.ready):
        reveal(s, events)


def reveal(s: PetzState, events: list[Event]) -> None:
    """Everyone's groups face up, queued largest first."""
    place = {seat: i for i, seat in enumerate(turn_order(s))}
    queue = [[seat, imps, gold] for seat in range(s.players) for imps, gold in s.groups[seat]]
    queue.sort(key=lambda g: (-(g[1] + g[2]), place[g[0]], -g[1]))
    s.queue, s.qpos, s.phase = queue, 0, SEND
    shown = "; ".join(f"{{p{g[0]}}} {g[1]} imp(s) + {g[2]} gold" for g in queue) or "no groups"
    events.append(Event("reveal", f"Groups revealed, largest first: {shown}.", reveals=True,
                        data={"queue": [list(g) for g in queue]}))
    skip_stuck(s, events)


def skip_stuck(s: PetzState, events: list[Event]) -> None:
    """Groups that can go nowhere stay home by themselves."""
    while s.qpos < len(s.queue):
        seat = s.queue[s.qpos][0]
        if space_free(s, "judge") or space_free(s, "platform") or sends(s, seat):
            return  # judging and the platform take any group
        events.append(Event("home", f"{{p{seat}}}'s group finds no free space and stays home."))
        s.qpos += 1


def stay_home(s: PetzState, events: list[Event]) -> None:
    """The current group stays home and keeps its gold."""
    seat = s.queue[s.qpos][0]
    events.append(Event("home", f"{{p{seat}}}'s group stays home."))
    s.qpos += 1
    skip_stuck(s, events)


def send(s: PetzState, space: str, item: int, events: list[Event]) -> None:
    """The current group takes `space` (and `item` there): its imps go out, its gold to the bank."""
    seat, imps, gold = s.queue[s.qpos]
    s.taken[space] = seat
    s.gold[seat] -= gold
    s.imps[seat] -= imps
    what = take(s, seat, space, item, imps)
    if space == "platform":
        s.booked[seat] += imps  # on the platform from the end of the round
    else:
        s.busy[seat] += imps
    events.append(Event("send", f"{{p{seat}}} sends {imps} imp(s) and {gold} gold to the {SPACE_NAMES[space]}: "
                        f"{what}.", data={"space": space, "seat": seat}))
    s.qpos += 1
    skip_stuck(s, events)


def take(s: PetzState, seat: int, space: str, item: int, imps: int) -> str:
    """The space's effect; returns what happened, for the log."""
    if space in STANDS:
        stand = s.stands[STANDS.index(space)]
        s.food[seat][0] += stand[0]
        s.food[seat][1] += stand[1]
        got = f"{stand[0]} vegetable(s) and {stand[1]} meat"
        stand[0] = stand[1] = 0
        return got
    if space == "artifacts":
        got = ", ".join(ARTIFACTS[a][0] for a in s.artifact_market)
        s.artifacts[seat] += s.artifact_market
        s.artifact_market = []
        return got
    if space in CAGE_SPACES:
        cage = s.cage_market.pop(item)
        s.new_cages[seat].append(cage)
        return CAGES[cage][0]
    if space == "addon":
        addon = s.addon_market.pop(item)
        s.new_addons[seat].append(addon)
        return ADDONS[addon][0]
    if space in LOW_SPACES or space == "pet_high":
        corral = s.low if space in LOW_SPACES else s.high
        kind = corral.pop(item)
        s.waiting[seat].append([kind, 2 if corral is s.low else 3, 0, 0])
        return f"{PET_NAMES[kind]} (size {2 if corral is s.low else 3})"
    if space == "invite":
        come = [r for r in s.relatives[seat] if r <= s.round]
        s.relatives[seat] = [r for r in s.relatives[seat] if r > s.round]
        s.imps[seat] += len(come)
        return f"{len(come)} relative(s) join the family"
    if space == "hospital":
        back = len(s.hospital[seat])
        s.imps[seat] += back
        s.hospital[seat] = []
        if s.potions:
            s.potions -= 1
            s.held_potions[seat] += 1
        return f"a potion, and {back} injured imp(s) come home"
    if space == "judge":
        s.judge[seat] = True
        return "the minion volunteers for judging"
    return f"{imps} imp(s) book the platform for future sales"


FOOD_STANDS = (VEG_STAND, MEAT_STAND, MIXED_STAND)
