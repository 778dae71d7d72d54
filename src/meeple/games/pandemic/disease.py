"""Disease cubes on the board: infections, outbreak chains, treatment, eradication and the Medic's care.

Every cube placed goes through `add_cube`, which applies the two roles that
protect cities, the outbreak rule and the cube supply, so no other module
decides any of that.
"""

from __future__ import annotations

from meeple.engine import Event

from .components import CUBES_PER_COLOUR, MEDIC, OUTBREAK_LIMIT, QUARANTINE_SPECIALIST
from .map import COLOUR_OF, NEIGHBOUR_SETS, NEIGHBOURS
from .state import OVER, PandemicState
from .text import city, colour, who


def lose(state: PandemicState, reason: str, events: list[Event]) -> None:
    """End the game as a loss for the whole team."""
    if state.result is None:
        state.result = reason
        state.won = False
        state.phase = OVER
        state.pending = None
        events.append(Event("lose", f"The team loses: {reason}.", data={"reason": reason}))


def win(state: PandemicState, events: list[Event]) -> None:
    """End the game as a win for the whole team."""
    state.result = "all four diseases are cured"
    state.won = True
    state.phase = OVER
    state.pending = None
    events.append(Event("win", "All four diseases are cured: the team wins!"))


def protector(state: PandemicState, c: int, k: int) -> int | None:
    """The seat whose role keeps colour-k cubes off city c (Quarantine Specialist, Medic), else None."""
    roles = state.roles
    if QUARANTINE_SPECIALIST in roles:
        here = state.location[roles.index(QUARANTINE_SPECIALIST)]
        if here == c or c in NEIGHBOUR_SETS[here]:
            return roles.index(QUARANTINE_SPECIALIST)
    if state.cured[k] and MEDIC in roles:
        medic = roles.index(MEDIC)
        if state.location[medic] == c:
            return medic
    return None


def infect(state: PandemicState, c: int, k: int, count: int, events: list[Event]) -> None:
    """Place `count` cubes of colour k on city c, one at a time, as one infection (one outbreak chain)."""
    if state.eradicated[k]:
        events.append(Event("eradicated", f"{city(c)}: {colour(k)} is eradicated, no cube is placed."))
        return
    guard = protector(state, c, k)
    if guard is not None:
        events.append(Event("prevented", f"{who(state, guard)} keeps {colour(k)} cubes out of {city(c)}."))
        return
    name, hue = city(c), colour(k)
    events.append(Event("infect", f"{name} is infected: {count} {hue} cube{'s' * (count > 1)}.",
                        data={"city": name, "colour": hue, "cubes": count}))
    chain: set[int] = set()
    for _ in range(count):
        if state.result is not None or c in chain:
            break
        add_cube(state, c, k, chain, events)


def add_cube(state: PandemicState, c: int, k: int, chain: set[int], events: list[Event]) -> None:
    """One cube of colour k on city c; a fourth one is an outbreak instead (once per city per chain)."""
    if state.result is not None or protector(state, c, k) is not None:
        return
    i = c * 4 + k
    if state.cubes[i] == 3:
        if c not in chain:
            outbreak(state, c, k, chain, events)
        return
    if state.supply[k] == 0:
        lose(state, f"there are no {colour(k)} cubes left to place", events)
        return
    state.supply[k] -= 1
    state.cubes[i] += 1


def outbreak(state: PandemicState, c: int, k: int, chain: set[int], events: list[Event]) -> None:
    """Move the outbreak marker and put one colour-k cube on every connected city."""
    chain.add(c)
    state.outbreaks += 1
    events.append(Event("outbreak", f"Outbreak of {colour(k)} in {city(c)} (outbreak {state.outbreaks}).",
                        data={"city": city(c), "colour": colour(k), "outbreaks": state.outbreaks}))
    if state.outbreaks >= OUTBREAK_LIMIT:
        lose(state, f"the {OUTBREAK_LIMIT}th outbreak happened", events)
        return
    for n in NEIGHBOURS[c]:
        add_cube(state, n, k, chain, events)
        if state.result is not None:
            return


def infect_card(state: PandemicState, card: int, count: int, events: list[Event]) -> None:
    """Resolve an infection card: `count` cubes of the city's own colour."""
    infect(state, card, COLOUR_OF[card], count, events)


def remove_cubes(state: PandemicState, c: int, k: int, count: int) -> int:
    """Take up to `count` colour-k cubes off city c back to the supply; return how many."""
    i = c * 4 + k
    taken = min(count, state.cubes[i])
    state.cubes[i] -= taken
    state.supply[k] += taken
    return taken


def check_eradicated(state: PandemicState, k: int, events: list[Event]) -> None:
    """A cured disease with no cube left on the board is eradicated."""
    if state.cured[k] and not state.eradicated[k] and state.supply[k] == CUBES_PER_COLOUR:
        state.eradicated[k] = True
        events.append(Event("eradicate", f"{colour(k).capitalize()} is eradicated.", data={"colour": colour(k)}))


def medic_cares(state: PandemicState, events: list[Event]) -> None:
    """The Medic takes away, for free, every cube of a cured disease in the city they are in."""
    medic = state.seat_with_role(MEDIC)
    if medic is None:
        return
    c = state.location[medic]
    for k in range(4):
        if state.cured[k] and state.cubes[c * 4 + k]:
            n = remove_cubes(state, c, k, 3)
            events.append(Event("treat", f"{who(state, medic)} removes {n} {colour(k)} cube{'s' * (n > 1)} "
                                f"from {city(c)} for free.", data={"city": city(c), "colour": colour(k)}))
            check_eradicated(state, k, events)
