"""A new game: the complex built from the mode's composition, the characters in the Central Room,
the roles dealt (Suspicion), the countdown set."""

from __future__ import annotations

from meeple.engine import Rng

from .components import (
    CENTER,
    CENTRAL,
    COLOUR,
    GUARD,
    INNER,
    MAC_POOL,
    OUTER,
    OUTER_ONLY,
    POOL,
    PRISONER,
    SUSPICION,
    YELLOW,
    characters_for,
    composition,
    countdown,
    guards_for,
)
from .mac import new_deck
from .state import RoomState
from .talents import starting_spares


def draw_rooms(mode: str, characters: int, rng: Rng, mac: bool = False) -> list[str]:
    """The 25 rooms of the complex: the blue ones, each colour's named rooms, then random draws
    from what is left of that colour's pool (the M.A.C. Room joins the yellows with M.A.C. cards)."""
    blue, colours = composition(mode, characters)
    rooms = list(blue)
    for colour, (named, draws) in colours.items():
        extra = MAC_POOL if mac and colour == YELLOW else ()
        pool = [room for room, copies in (*POOL[colour], *extra) for _ in range(copies)]
        for room in named:
            pool.remove(room)
        rng.shuffle(pool)
        rooms += [*named, *pool[:draws]]
    assert len(rooms) == 25 and all(COLOUR[r] for r in rooms)
    return rooms


def place_rooms(rooms: list[str], rng: Rng) -> list[str]:
    """Rooms by position: Central in the middle, 12 of the others face down around it, then
    Room 25, Vision and Robot rooms shuffled with the rest into the 12 corner positions."""
    others = [r for r in rooms if r != CENTRAL]
    outer_only = [r for r in others if r in OUTER_ONLY]
    general = [r for r in others if r not in OUTER_ONLY]
    rng.shuffle(general)
    corner = general[len(INNER):] + outer_only
    rng.shuffle(corner)
    by_pos = [""] * 25
    by_pos[CENTER] = CENTRAL
    for pos, room in zip(INNER, general[:len(INNER)], strict=True):
        by_pos[pos] = room
    for pos, room in zip(OUTER, corner, strict=True):
        by_pos[pos] = room
    return by_pos


def new_game(players: int, mode: str, seed: int, talents: bool = False, reminders: bool = False,
             mac: str = "") -> RoomState:
    """Everything in place for the pre-game look; tile t starts at position t."""
    rng = Rng(seed)
    n = characters_for(players)
    state = RoomState(players, mode, rng)
    state.kind = place_rooms(draw_rooms(mode, n, rng, bool(mac)), rng)
    state.board = list(range(25))
    state.tile_pos = list(range(25))
    state.outer = [p in OUTER for p in range(25)]
    state.revealed = [p == CENTER for p in range(25)]
    state.sealed = [False] * 25
    state.doom = [0] * 25
    state.seen = [0] * players
    state.peeked = [-1] * players
    state.owner = [c % players for c in range(n)]
    state.order = list(range(n))
    state.where = [CENTER] * n
    roles = [PRISONER] * n
    if mode == SUSPICION:
        roles = [GUARD] * guards_for(n) + [PRISONER] * (n - guards_for(n))
        rng.shuffle(roles)
    state.role = roles
    state.unmasked = [mode != SUSPICION] * n
    state.imprisoned = [False] * n
    state.trapped = [-1] * n
    state.adrenaline = [True] * n
    state.planned = [False] * n
    state.program = [[] for _ in range(n)]
    state.ready = [False] * n
    state.shown = [0] * n
    state.done = [0] * n
    state.public = [False] * n
    state.last_turn = countdown(mode, n)
    state.talents = talents
    state.hidden = [0] * n
    state.spares = starting_spares(n) if talents else [0] * n
    state.reminding = reminders
    state.reminders = [-1] * players
    state.mac = mac
    state.deck = new_deck(mac, rng) if mac else []
    return state
