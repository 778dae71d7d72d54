"""The walks: the secret draw-or-return decision, coming home, the weather, the storm warning.

`settle` moves the table on whenever nobody owes an action: it reveals the
decisions once all are in, starts the buying once every walker's tiles are
done, and ends the turn (weather flip, storm warning) once the buying is
over. Each function that changes the state appends the events it causes.
"""

from __future__ import annotations

from meeple.engine import Event

from .components import DECK_STORM, NAMES, RESERVE_STORM, SEAT, STORM, STORM_RESERVE, STORM_WARNING, WALKS, WEATHER_DECK
from .market import begin_buying
from .playing import draw_two, forest_tiles, path_animals
from .state import BUYING, CHOICES, DECIDE, DECIDED, DECIDING, DISCARD, DONE, HOME, OVER, WALKING, RefugeState

DRAW, RETURN = "draw", "return"


def warning_at(state: RefugeState) -> int:
    """Storms on the track that trigger the storm warning at this player count."""
    return STORM_WARNING[state.players]


# -- predicates -------------------------------------------------------------------


def must_decide(state: RefugeState, seat: int) -> bool:
    """Whether seat owes this turn's secret decision (draw two tiles or return)."""
    return state.stage[seat] == DECIDE


def may_discard(state: RefugeState, seat: int) -> bool:
    """Whether seat, just home, may discard one of its path tiles from the game."""
    return state.stage[seat] == DISCARD


def can_discard(state: RefugeState, seat: int, tile: int) -> bool:
    """Whether seat may discard `tile` from its path."""
    return may_discard(state, seat) and tile in state.paths[seat]


# -- the secret decision ------------------------------------------------------------


def decide(state: RefugeState, seat: int, choice: str) -> list[Event]:
    """Seat's secret choice; everyone sees only that it has chosen (the seat's own view shows which)."""
    state.pending[seat] = choice
    state.stage[seat] = DECIDED
    return [Event("decided", f"{SEAT[seat]} has decided", data={"seat": seat})]


def reveal(state: RefugeState, events: list[Event]) -> None:
    """All decisions are in: they are shown, returners go home, the others draw (in seat order)."""
    state.phase = WALKING
    pending = state.pending
    seats = [s for s in range(state.players) if state.stage[s] == DECIDED]
    walking = [s for s in seats if pending[s] == DRAW]
    names = [SEAT[s] for s in walking]
    if not names:
        text = "Nobody walks on"
    else:
        text = (names[0] + " walks on") if len(names) == 1 else ", ".join(names[:-1]) + f" and {names[-1]} walk on"
    events.append(Event("reveal", text, reveals=True, data={"walk": walking}))
    for seat in seats:
        choice, pending[seat] = pending[seat], None
        if choice == RETURN:
            go_home(state, seat, events)
        else:
            draw_two(state, seat, events)


def go_home(state: RefugeState, seat: int, events: list[Event], why: str = "") -> None:
    """Back at the refuge: the animals of the path score; then seat may discard one path tile."""
    animals = path_animals(state, seat)
    state.vp[seat] += animals
    state.results[seat].append(HOME)
    events.append(Event("home", f"{SEAT[seat]} returns to the refuge{why} and scores {animals} "
                        f"for the animals on the path", reveals=True, data={"seat": seat, "animals": animals}))
    state.stage[seat] = DISCARD if state.paths[seat] else HOME


def discard(state: RefugeState, seat: int, tile: int | None) -> list[Event]:
    """Home: discard one path tile from the game, or none (`tile` None)."""
    state.stage[seat] = HOME
    if tile is None:
        return [Event("keep", f"{SEAT[seat]} keeps every path tile", data={"seat": seat})]
    state.paths[seat].remove(tile)
    state.removed[seat].append(tile)
    return [Event("discard", f"{SEAT[seat]} discards {NAMES[tile]} from the game",
                  data={"seat": seat, "tile": NAMES[tile]})]


# -- moving the table on ---------------------------------------------------------------


def anyone_owes(state: RefugeState) -> bool:
    """Whether some seat owes an action now."""
    for stage in state.stage:
        if stage in CHOICES:
            return True
    return state.phase == BUYING and bool(state.buyers)


def settle(state: RefugeState, events: list[Event]) -> None:
    """Go on through the phases while nobody owes an action."""
    while state.phase != OVER and not anyone_owes(state):
        if state.phase == DECIDING:
            reveal(state, events)
        elif state.phase == WALKING:
            begin_buying(state, [s for s in range(state.players) if state.stage[s] == DONE])
        else:
            end_turn(state, events)


def start_turn(state: RefugeState, events: list[Event]) -> None:
    """Walkers owe the secret decision; one with an empty bag must return at once."""
    state.phase = DECIDING
    for seat in range(state.players):
        if state.stage[seat] in (HOME, DISCARD):
            continue
        if state.bags[seat]:
            state.stage[seat] = DECIDE
        else:
            go_home(state, seat, events, why=" (the bag is empty)")


def end_turn(state: RefugeState, events: list[Event]) -> None:
    """Step 6: flip the weather; a storm warning catches every walker; else the next turn."""
    walkers = [s for s in range(state.players) if state.stage[s] == DONE]
    if not walkers:
        end_walk(state, events)
        return
    storms = flip_weather(state, events)
    if storms >= warning_at(state):
        events.append(Event("warning", f"Storm warning: {storms} storms on the weather track",
                            data={"storms": storms}))
        for seat in walkers:
            catch(state, seat, events)
        end_walk(state, events)
        return
    state.turn += 1
    state.first = (state.first + 1) % state.players
    start_turn(state, events)


def flip_weather(state: RefugeState, events: list[Event]) -> int:
    """The top weather tile goes to the track (an empty deck gives a storm from the reserve); the storms now."""
    if state.weather:
        tile = state.weather.pop(state.rng.below(len(state.weather)))
        state.track.append([tile, DECK_STORM])
        where = "the weather deck"
    else:
        tile = STORM
        state.reserve -= 1
        state.track.append([STORM, RESERVE_STORM])
        where = "the reserve (the weather deck is empty)"
    storms = state.storms()
    events.append(Event("weather", f"Weather: {NAMES[tile]} from {where} ({storms} storms)",
                        reveals=True, data={"tile": NAMES[tile], "storms": storms}))
    return storms


def catch(state: RefugeState, seat: int, events: list[Event]) -> None:
    """Caught by the storm: no animal points; a step per forest tile, a point per step short (not below 0)."""
    forest = forest_tiles(state, seat)
    paid = min(forest, state.steps[seat])
    short = forest - paid
    state.steps[seat] -= paid
    lost = min(short, state.vp[seat])
    state.vp[seat] -= lost
    state.stage[seat] = HOME
    state.results[seat].append("caught")
    text = f"{SEAT[seat]} is caught by the storm: no animal points, {forest} forest tiles cost {paid} steps"
    if short:
        text += f" and {lost} points ({short} steps short)"
    events.append(Event("caught", text, data={"seat": seat, "forest": forest, "paid": paid, "lost": lost}))


def end_walk(state: RefugeState, events: list[Event]) -> None:
    """Every tile goes back to its bag and the weather is reset (steps are kept); the next walk or the end."""
    for seat in range(state.players):
        state.bags[seat] += state.paths[seat] + state.hands[seat]
        state.paths[seat], state.hands[seat] = [], []
        state.todo[seat], state.offer[seat] = [], []
    for tile, owner in state.track:
        if owner >= 0:
            state.bags[owner].append(tile)
    for bag in state.bags:
        bag.sort()
    state.track = []
    state.weather = list(WEATHER_DECK)
    state.reserve = STORM_RESERVE
    events.append(Event("walk_end", f"Walk {state.walk} is over", data={"walk": state.walk}))
    if state.walk >= WALKS:
        state.phase = OVER
        state.stage = [HOME] * state.players
        return
    state.walk += 1
    state.turn = 1
    state.first = (state.first + 1) % state.players
    state.stage = [DONE] * state.players
    start_turn(state, events)
