"""The theory board: publishing and endorsing under seals, grants, and debunking (both methods)."""

from __future__ import annotations

from meeple.engine import Event

from .components import (
    ALCH_NAMES,
    COLOURS,
    DEBUNKED_SEAL,
    GRANT_GOLD,
    GRANTS,
    INGREDIENTS,
    MIX,
    NEUTRAL,
    POTIONS,
    SEALS,
    SIGN,
)
from .goods import add_rep, has_effect
from .state import AlchemistsState


def in_conflict(s: AlchemistsState, i: int) -> bool:
    """Whether ingredient i's theory carries a conflict token."""
    return any(i in pair for pair in s.conflicts)


def counted_seals(s: AlchemistsState, seat: int) -> int:
    """The seat's seals on theories without a conflict token (what round ends and conferences count)."""
    return sum(1 for i in range(8) if not in_conflict(s, i) for seal in s.seals[i] if seal[0] == seat)


def has_seal_on(s: AlchemistsState, seat: int, i: int) -> bool:
    """Whether the seat's seal is on ingredient i's theory."""
    return any(seal[0] == seat for seal in s.seals[i])


def bank_cost(s: AlchemistsState, seat: int) -> int:
    """Gold to the bank for publishing or endorsing (none with the printing press)."""
    return 0 if has_effect(s, seat, "publish_free") else 1


def free_alchemicals(s: AlchemistsState) -> list[int]:
    """Alchemical tokens not on the theory board."""
    return [x for x in range(8) if x not in s.theory]


def can_publish(s: AlchemistsState, seat: int, i: int) -> bool:
    """A new theory on ingredient i: it has none, a token and a seal are free, and the seat can pay."""
    return (s.theory[i] < 0 and any(s.seals_left[seat]) and s.gold[seat] >= bank_cost(s, seat)
            and bool(free_alchemicals(s)))


def endorse_cost(s: AlchemistsState, seat: int, i: int) -> int:
    """The bank's gold plus 1 gold to each seal already on the theory."""
    return bank_cost(s, seat) + len(s.seals[i])


def can_endorse(s: AlchemistsState, seat: int, i: int) -> bool:
    """An existing theory without a conflict token, not yet sealed by the seat, which has a seal and the gold."""
    return (s.theory[i] >= 0 and not in_conflict(s, i) and not has_seal_on(s, seat, i) and any(s.seals_left[seat])
            and s.gold[seat] >= endorse_cost(s, seat, i))


def place_seal(s: AlchemistsState, seat: int, i: int, alchemical: int, k: int) -> list[Event]:
    """Pay, put the theory (if new) and the face-down seal, +1 reputation, then any grant earned."""
    seal_word = "a seal"
    if alchemical >= 0:
        s.gold[seat] -= bank_cost(s, seat)
        s.theory[i] = alchemical
        text = f"{{p{seat}}} publishes the theory {INGREDIENTS[i]} = {ALCH_NAMES[alchemical]} under {seal_word}."
    else:
        s.gold[seat] -= bank_cost(s, seat)
        for other, _ in s.seals[i]:
            s.gold[seat] -= 1
            s.gold[other] += 1
        text = f"{{p{seat}}} endorses the theory {INGREDIENTS[i]} = {ALCH_NAMES[s.theory[i]]} under {seal_word}."
    s.seals_left[seat][k] -= 1
    s.seals[i].append([seat, k])
    add_rep(s, seat, 1)
    events = [Event("publish", text + " +1 reputation."),
              Event("seal", f"Your seal there is {SEALS[k]}.", to=(seat,))]
    return events + take_grants(s, seat)


def take_grants(s: AlchemistsState, seat: int) -> list[Event]:
    """Each grant whose ingredients carry enough of the seat's theories: 2 of them for a first grant, 3 after."""
    events = []
    for g in list(s.grants_left):
        need = 2 if not s.grants[seat] else 3
        shown, vp = GRANTS[g]
        if sum(1 for i in shown if has_seal_on(s, seat, i)) >= need:
            s.grants_left.remove(g)
            s.grants[seat].append(g)
            s.gold[seat] += GRANT_GOLD
            events.append(Event("grant", f"{{p{seat}}} wins a grant ({vp} VP) and {GRANT_GOLD} gold."))
    return events


def refute(s: AlchemistsState, i: int, colour: int, deltas: list[int], events: list[Event]) -> None:
    """Remove ingredient i's theory; each seal not hedged in `colour` costs its owner 5 reputation."""
    for seat, k in s.seals[i]:
        hedged = SEALS[k] == COLOURS[colour]
        if not hedged:
            deltas[seat] += DEBUNKED_SEAL
        events.append(Event("seal", f"{{p{seat}}}'s seal on it was {SEALS[k]}"
                                    f"{': hedged, no loss' if hedged else ': -5 reputation'}.", reveals=True))
    s.theory[i] = -1
    s.seals[i] = []
    s.conflicts = [pair for pair in s.conflicts if i not in pair]


def apply_deltas(s: AlchemistsState, deltas: list[int]) -> None:
    """Reputation changes of one action, each seat's netted so the zone acts once."""
    for seat, d in enumerate(deltas):
        if d:
            add_rep(s, seat, d)


def debunk_aspect(s: AlchemistsState, seat: int, i: int, colour: int) -> list[Event]:
    """Apprentice debunking: the true sign of one aspect of ingredient i is shown to everybody."""
    sign = SIGN[s.world[i]][colour]
    mark = "+" if sign > 0 else "-"
    s.public_notes.append(["debunk", i, -1, f"a{colour}{mark}"])
    events = [Event("debunk", f"{{p{seat}}} shows that {INGREDIENTS[i]} is {mark} in {COLOURS[colour]}.",
                    reveals=True)]
    refuted = [(i, colour)] if SIGN[s.theory[i]][colour] != sign else []
    return _settle(s, seat, refuted, False, events, f"The theory on {INGREDIENTS[i]} stands")


def demonstrate(s: AlchemistsState, seat: int, a: int, b: int) -> list[Event]:
    """Master debunking: a public mix of two named ingredients refutes theories or puts two in conflict."""
    p = MIX[8 * s.world[a] + s.world[b]]
    s.public_notes.append(["demo", a, b, f"p{p}"])
    events = [Event("demonstrate", f"{{p{seat}}} mixes {INGREDIENTS[a]} and {INGREDIENTS[b]} in public: "
                                   f"{POTIONS[p]}.", reveals=True)]
    refuted = []
    if p != NEUTRAL:
        colour, sign = p // 2, 1 if p % 2 == 0 else -1
        for x in (a, b):
            if s.theory[x] >= 0 and SIGN[s.theory[x]][colour] != sign:
                refuted.append((x, colour))
    new_conflict = False
    if not refuted and s.theory[a] >= 0 and s.theory[b] >= 0 and MIX[8 * s.theory[a] + s.theory[b]] != p:
        pair = [min(a, b), max(a, b)]
        if pair not in s.conflicts:
            s.conflicts.append(pair)
            new_conflict = True
            events.append(Event("conflict", f"The theories on {INGREDIENTS[a]} and {INGREDIENTS[b]} cannot both be "
                                            "right: they get conflict tokens."))
    return _settle(s, seat, refuted, new_conflict, events, "The demonstration debunks nothing")


def _settle(s: AlchemistsState, seat: int, refuted: list[tuple[int, int]], new_conflict: bool, events: list[Event],
            failed: str) -> list[Event]:
    """Remove the refuted theories; the debunker +2 on a success (a refutation or a new conflict), else -1."""
    deltas = [0] * s.players
    for x, colour in refuted:
        events.append(Event("debunked", f"The theory on {INGREDIENTS[x]} is debunked."))
        refute(s, x, colour, deltas, events)
    if refuted or new_conflict:
        deltas[seat] += 2 + has_effect(s, seat, "debunk+1")
    else:
        events.append(Event("debunk_failed", f"{failed}: {{p{seat}}} loses reputation."))
        deltas[seat] -= 1
    apply_deltas(s, deltas)
    return events


# --- the Publisher: a theory revised instead of a debunk ---------------------------------------------------

def own_seal(s: AlchemistsState, seat: int, i: int) -> list[int] | None:
    """The seat's seal ([seat, kind]) on ingredient i's theory, if any."""
    return next((seal for seal in s.seals[i] if seal[0] == seat), None)


def only_seal(s: AlchemistsState, seat: int, i: int) -> bool:
    """The seat's seal is the only one on ingredient i's theory."""
    return len(s.seals[i]) == 1 and s.seals[i][0][0] == seat


def seal_swaps(s: AlchemistsState, seat: int, i: int) -> list[int]:
    """Unused seal kinds of the seat that could replace its seal on ingredient i (not the same kind)."""
    seal = own_seal(s, seat, i)
    if seal is None:
        return []
    return [k for k in range(len(SEALS)) if k != seal[1] and s.seals_left[seat][k]]


def alchemical_swaps(s: AlchemistsState, seat: int, i: int) -> list[int]:
    """Free alchemicals that could replace ingredient i's theory: only when the seat's seal is alone on it."""
    return free_alchemicals(s) if only_seal(s, seat, i) else []


def can_revise(s: AlchemistsState, seat: int, i: int) -> bool:
    """The Publisher can change something on ingredient i's theory: the seat's seal, or the alchemical."""
    return bool(seal_swaps(s, seat, i) or alchemical_swaps(s, seat, i))


def revisable(s: AlchemistsState, seat: int) -> list[int]:
    """Ingredients whose theory the seat's Publisher could revise."""
    return [i for i in range(8) if s.theory[i] >= 0 and can_revise(s, seat, i)]


def swap_seal(s: AlchemistsState, seat: int, i: int, k: int) -> list[Event]:
    """The seat's seal on ingredient i goes back to its supply and an unused one of kind k takes its place."""
    seal = own_seal(s, seat, i)
    assert seal is not None
    s.seals_left[seat][seal[1]] += 1
    s.seals_left[seat][k] -= 1
    seal[1] = k
    return [Event("revise", f"{{p{seat}}} exchanges its seal on the theory of {INGREDIENTS[i]} (Publisher)."),
            Event("seal", f"Your seal there is now {SEALS[k]}.", to=(seat,))]


def swap_alchemical(s: AlchemistsState, seat: int, i: int, x: int) -> list[Event]:
    """Ingredient i's theory now names alchemical x (its old token goes back); its conflict tokens go, since
    they were about the old claim."""
    s.theory[i] = x
    s.conflicts = [pair for pair in s.conflicts if i not in pair]
    return [Event("revise", f"{{p{seat}}} revises the theory: {INGREDIENTS[i]} = {ALCH_NAMES[x]} (Publisher).")]
