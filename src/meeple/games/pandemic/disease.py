"""Disease cubes on the board: infections, outbreak chains, treatment, eradication and the Medic's care.

Every cube placed goes through `add_cube`, which applies the two roles that
protect cities, the outbreak rule and the cube supply, so no other module
decides any of that. (`infect_card` places the cubes of an infection that
causes no outbreak and finds the supply enough at once, as `add_cube` would
one by one: the usual case, at every infection.)
"""

from __future__ import annotations

from meeple.engine import Event

from .components import CUBES_PER_COLOUR, MEDIC, OUTBREAK_LIMIT, QUARANTINE_SPECIALIST
from .map import CITY_COUNT, COLOUR_OF, NEIGHBOUR_SETS, NEIGHBOURS
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


def _infected_event(c: int, count: int) -> Event:
    name, hue = city(c), colour(COLOUR_OF[c])
    return Event("infect", f"{name} is infected: {count} {hue} cube{'s' * (count > 1)}.",
                 data={"city": name, "colour": hue, "cubes": count})


_INFECTED: tuple[tuple[Event, ...], ...] = tuple(
    tuple(_infected_event(c, count) for count in (1, 2, 3)) for c in range(CITY_COUNT)
)
"""_INFECTED[city][cubes - 1]: the event of an infection, built once (events are never changed)."""


def infect_card(state: PandemicState, c: int, count: int, events: list[Event]) -> None:
    """Resolve an infection card: `count` cubes of city c's own colour, one at a time, as one infection
    (one outbreak chain)."""
    k = COLOUR_OF[c]
    if state.eradicated[k]:
        events.append(Event("eradicated", f"{city(c)}: {colour(k)} is eradicated, no cube is placed."))
        return
    guard = protector(state, c, k)
    if guard is not None:
        events.append(Event("prevented", f"{who(state, guard)} keeps {colour(k)} cubes out of {city(c)}."))
        return
    events.append(_INFECTED[c][count - 1])
    i = c * 4 + k
    cubes, supply = state.cubes, state.supply
    if cubes[i] + count <= 3 and supply[k] >= count and state.result is None:
        # The usual case at once: no fourth cube, enough in the supply (what `add_cube` would do count times).
        cubes[i] += count
        supply[k] -= count
        return
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
    roles = state.roles
    if MEDIC not in roles or True not in state.cured:  # asked after every move: the usual answer at C speed
        return
    medic = roles.index(MEDIC)
    c = state.location[medic]
    for k in range(4):
        if state.cured[k] and state.cubes[c * 4 + k]:
            n = remove_cubes(state, c, k, 3)
            events.append(Event("treat", f"{who(state, medic)} removes {n} {colour(k)} cube{'s' * (n > 1)} "
                                f"from {city(c)} for free.", data={"city": city(c), "colour": colour(k)}))
            check_eradicated(state, k, events)
