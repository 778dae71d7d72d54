"""One walker's tiles in a turn: drawing two, the "!" rule and storms, playing a tile, its effects.

Every walker who chose to draw works through this at the same time as the
others. The predicates (`can_play`, `can_pick`, `can_take_again_from`,
`may_remove`) build the legal actions and the refusals alike. A played tile
goes to the right end of the path at once, then its effect resolves; a
product ("×") counts the path without the tile whose effect it is (the page
places the tile after its effect), and "play again" plays its tile after the
first one is in the path.

`todo[seat]` holds effects still to resolve as "position:code", the position
being the path index of the tile whose effect it is (what a product leaves
out of its count). Each function that changes the state is called only with
a legal action and appends the events it causes.
"""

from __future__ import annotations

from bisect import insort

from meeple.engine import Event

from .components import ANIMALS, BANG, IS_FOREST, NAMES, PATH_BY_BACK, SEAT, STORM, TILES, WEATHER_KINDS
from .effects import describe, parse
from .state import AGAIN, CHOOSE, DONE, PICK, REMOVE, RefugeState

HAND, BAG = "hand", "bag"
"""Where a "play again" tile comes from: the other drawn tile, or a new one from the bag."""


def _words(tile: int) -> str:
    t = TILES[tile]
    parts = [describe(t.effect)] if t.effect else []
    if t.animals:
        parts.append(f"{t.animals} animal{'s' if t.animals > 1 else ''}")
    return f"{t.name} ({', '.join(parts)})" if parts else t.name


WORDS = tuple(_words(tile) for tile in range(len(TILES)))
"""Each tile with what it gives, for the log: "stile (2 boots)", "copse (2 animals)"."""


def _plain(tile: int) -> tuple[str, int] | None:
    code = TILES[tile].effect
    node = parse(code) if code else None
    return (node[0], int(node[1])) if node is not None and node[0] in ("boots", "heart") else None


PLAIN_GAIN = tuple(_plain(tile) for tile in range(len(TILES)))
"""A tile whose whole effect is boots or hearts: what it gives, added as it is played (its play event says so)."""


def tile_words(tile: int) -> str:
    """The tile's entry of WORDS."""
    return WORDS[tile]


# -- predicates -------------------------------------------------------------------


def can_play(state: RefugeState, seat: int, tile: int) -> bool:
    """Whether seat, choosing which drawn tile to play, may play `tile` (the "!" rule is settled before)."""
    return state.stage[seat] == CHOOSE and tile in state.hands[seat]


def can_pick(state: RefugeState, seat: int, option: int) -> bool:
    """Whether seat may take side `option` (0 or 1) of the "/" effect it resolves."""
    return state.stage[seat] == PICK and option in (0, 1)


def can_take_again_from(state: RefugeState, seat: int, source: str) -> bool:
    """Whether seat's "play again" may take its tile from `source` (both must be possible to choose)."""
    return state.stage[seat] == AGAIN and source in (HAND, BAG)


def may_remove(state: RefugeState, seat: int) -> bool:
    """Whether seat may now remove (or keep) the other drawn tile."""
    return state.stage[seat] == REMOVE


# -- drawing -----------------------------------------------------------------------


def draw_from_bag(state: RefugeState, seat: int) -> int:
    """One tile at random out of seat's bag (the bag keeps no order)."""
    bag = state.bags[seat]
    return bag.pop(state.rng.below(len(bag)))


def storm_drawn(state: RefugeState, seat: int, events: list[Event]) -> None:
    """A drawn storm goes straight to the weather track."""
    state.track.append([STORM, seat])
    events.append(Event("storm", f"{SEAT[seat]} draws a storm: it goes to the weather track "
                        f"({state.storms()} storms)", reveals=True, data={"seat": seat}))


def draw_two(state: RefugeState, seat: int, events: list[Event]) -> None:
    """Step 1 for a walker who draws: two tiles (one if one is left), storms out, then step 2 or a choice."""
    bag, rng = state.bags[seat], state.rng
    drawn = [bag.pop(rng.below(len(bag)))]
    if bag:
        drawn.append(bag.pop(rng.below(len(bag))))
    names = [NAMES[t] for t in drawn]
    events.append(Event("drew", "You draw " + " and ".join(names), to=(seat,), reveals=True, data={"tiles": names}))
    kept = [t for t in drawn if t != STORM]
    for _ in range(len(drawn) - len(kept)):
        storm_drawn(state, seat, events)
    kept.sort()
    state.hands[seat] = kept
    state.todo[seat] = []
    state.plain_left[seat] = False
    if len(kept) == 2:
        marked = [t for t in kept if BANG[t]]
        if len(marked) == 1:
            play_from_hand(state, seat, marked[0], events, why="it carries \"!\"")
        elif kept[0] == kept[1]:
            play_from_hand(state, seat, kept[0], events)
        else:
            state.stage[seat] = CHOOSE
            return
    elif kept:
        play_from_hand(state, seat, kept[0], events)
    else:
        events.append(Event("nothing", f"{SEAT[seat]} has no tile to play this turn", data={"seat": seat}))
    advance(state, seat, events)


# -- playing -----------------------------------------------------------------------


def place(state: RefugeState, seat: int, tile: int, events: list[Event], why: str = "") -> None:
    """Add `tile` to the right end of seat's path and queue its effect."""
    path = state.paths[seat]
    path.append(tile)
    reason = f", as {why}" if why else ""
    events.append(Event("play", f"{SEAT[seat]} plays {WORDS[tile]}{reason}", data={"seat": seat, "tile": NAMES[tile]}))
    plain = PLAIN_GAIN[tile]
    if plain is not None:
        if plain[0] == "boots":
            state.steps[seat] += plain[1]
        else:
            state.vp[seat] += plain[1]
    elif TILES[tile].effect:
        state.todo[seat].append(f"{len(path) - 1}:{TILES[tile].effect}")


def play_from_hand(state: RefugeState, seat: int, tile: int, events: list[Event], why: str = "") -> None:
    """Step 2's tile (chosen, or forced by "!"): the tile left in hand is known to carry no "!" unless this one does."""
    state.hands[seat].remove(tile)
    state.plain_left[seat] = not BANG[tile]
    place(state, seat, tile, events, why)


def play(state: RefugeState, seat: int, tile: int) -> list[Event]:
    """The chosen drawn tile."""
    events: list[Event] = []
    play_from_hand(state, seat, tile, events)
    advance(state, seat, events)
    return events


def pick(state: RefugeState, seat: int, option: int) -> list[Event]:
    """One side of a "/" effect."""
    chosen = state.offer[seat][option]
    state.offer[seat] = []
    code = chosen.partition(":")[2]
    events = [Event("pick", f"{SEAT[seat]} chooses {describe(code)}", data={"seat": seat, "effect": code})]
    state.todo[seat].append(chosen)
    advance(state, seat, events)
    return events


def again_from(state: RefugeState, seat: int, source: str) -> list[Event]:
    """The tile of a "play again": the other drawn tile, or a new one from the bag."""
    events: list[Event] = []
    if source == HAND:
        tile = state.hands[seat].pop()
        place(state, seat, tile, events, why="a second tile")
    else:
        again_from_bag(state, seat, events)
    advance(state, seat, events)
    return events


def again_from_bag(state: RefugeState, seat: int, events: list[Event]) -> None:
    """Draw a new tile and play it; a storm goes to the weather track and nothing is played."""
    tile = draw_from_bag(state, seat)
    if tile == STORM:
        storm_drawn(state, seat, events)
    else:
        place(state, seat, tile, events, why="a second tile from the bag")


def remove(state: RefugeState, seat: int, out: bool) -> list[Event]:
    """Remove the other drawn tile from the game (`out`), or keep it."""
    events: list[Event] = []
    if out:
        tile = state.hands[seat].pop()
        state.removed[seat].append(tile)
        events.append(Event("remove", f"{SEAT[seat]} removes {NAMES[tile]} from the game",
                            reveals=True, data={"seat": seat, "tile": NAMES[tile]}))
    else:
        events.append(Event("keep", f"{SEAT[seat]} keeps the other tile", data={"seat": seat}))
    advance(state, seat, events)
    return events


# -- effects -----------------------------------------------------------------------


def counted(state: RefugeState, seat: int, kind: str, source: int) -> int:
    """The matching tiles a product counts: on the weather track, or in the path but the tile itself."""
    if kind in WEATHER_KINDS:
        wanted = WEATHER_KINDS[kind]
        return sum(1 for tile, _ in state.track if tile == wanted)
    path = state.paths[seat]
    if kind in PATH_BY_BACK:
        forest = PATH_BY_BACK[kind]
        return sum(1 for i, t in enumerate(path) if i != source and IS_FOREST[t] == forest)
    return sum(1 for i, t in enumerate(path) if i != source and NAMES[t] == kind)


def gain(state: RefugeState, seat: int, what: str, n: int, events: list[Event], per: str = "") -> None:
    """Boots (steps) or hearts (victory points)."""
    if what == "boots":
        state.steps[seat] += n
        word = "step" if n == 1 else "steps"
    else:
        state.vp[seat] += n
        word = "point" if n == 1 else "points"
    events.append(Event(what, f"{SEAT[seat]} gains {n} {word}{per}", data={"seat": seat, "n": n}))


def advance(state: RefugeState, seat: int, events: list[Event]) -> None:
    """Resolve queued effects until one needs a choice; then the turn's tiles are done."""
    todo = state.todo[seat]
    while todo:
        item = todo.pop()
        where, _, code = item.partition(":")
        node = parse(code)
        head = node[0]
        if head == "and":
            todo.append(f"{where}:{node[2]}")
            todo.append(f"{where}:{node[1]}")
        elif head == "or":
            state.offer[seat] = [f"{where}:{node[1]}", f"{where}:{node[2]}"]
            state.stage[seat] = PICK
            return
        elif head == "boots" or head == "heart":
            gain(state, seat, head, int(node[1]), events)
        elif head == "times":
            count = counted(state, seat, node[3], int(where))
            gain(state, seat, node[1], int(node[2]) * count, events, per=f" ({count} × {node[3]})")
        elif head == "remove":
            if state.hands[seat]:
                state.stage[seat] = REMOVE
                return
        elif not _again(state, seat, events):
            return
    finish(state, seat)


def _again(state: RefugeState, seat: int, events: list[Event]) -> bool:
    """Start a "play again"; False when seat must choose where its tile comes from."""
    hand, bag = state.hands[seat], state.bags[seat]
    if hand and bag:
        state.stage[seat] = AGAIN
        return False
    if hand:
        place(state, seat, hand.pop(), events, why="a second tile")
    elif bag:
        again_from_bag(state, seat, events)
    else:
        events.append(Event("nothing", f"{SEAT[seat]} has no tile left to play again", data={"seat": seat}))
    return True


def finish(state: RefugeState, seat: int) -> None:
    """The drawn tile not played goes back into the bag (step 7); seat's tiles are done this turn."""
    for tile in state.hands[seat]:
        insort(state.bags[seat], tile)
    state.hands[seat] = []
    state.stage[seat] = DONE


def path_animals(state: RefugeState, seat: int) -> int:
    """The animals on seat's path: what coming home scores."""
    return sum(ANIMALS[t] for t in state.paths[seat])


def forest_tiles(state: RefugeState, seat: int) -> int:
    """Forest tiles in seat's path: the steps the storm costs."""
    return sum(1 for t in state.paths[seat] if IS_FOREST[t])
