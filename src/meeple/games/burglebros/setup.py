"""A new heist: the building laid face down, the decks, the first guard, the crew and the entrance.

Each floor gets one safe and one stairs (Fort Knox: two of each set aside, the
third of each shuffled among the other rooms), the rest dealt at random.
Characters are dealt (or chosen) by the `characters` option; then the first
player picks the entrance on the ground floor for the team.
"""

from __future__ import annotations

from typing import Any

from meeple.engine import Action, Event, Rng

from .components import (
    CHARACTERS,
    EVENTS,
    JOBS,
    LOOT,
    SIDES,
    SOLO_OUT_CHARACTERS,
    SOLO_OUT_EVENTS,
    SOLO_OUT_LOOT,
    START_STEALTH,
    TOOLS,
    Job,
    title,
)
from .guards import place_guard
from .log import say, who
from .patrol import new_deck
from .state import OUTSIDE, BurgleState, Deck, Guard, Thief
from .tiles import reveal
from .walls import random_walls, standard_walls


def deal_rooms(job: Job, rng: Rng) -> list[list[tuple[str, int]]]:
    """Room tiles per floor, in the order they are laid (row by row, the beam skipped)."""
    tiles = sorted((kind, n) for kind, numbers in job.tiles.items() for n in numbers)
    reserved: list[tuple[str, int]] = []
    for kind in ("safe", "stairs"):
        mine = [t for t in tiles if t[0] == kind]
        rng.shuffle(mine)
        reserved += mine[: job.floors]
    rest = _without(tiles, reserved)
    rng.shuffle(rest)
    per = job.rooms_per_floor - 2
    floors = []
    for f in range(job.floors):
        mine = rest[f * per:(f + 1) * per] + [reserved[f], reserved[job.floors + f]]
        rng.shuffle(mine)
        floors.append(mine)
    return floors


def _without(tiles: list[tuple[str, int]], taken: list[tuple[str, int]]) -> list[tuple[str, int]]:
    left = list(tiles)
    for t in taken:
        left.remove(t)
    return left


def new_game(players: int, options: dict[str, Any], seed: int) -> tuple[BurgleState, list[Event]]:
    """The table before the crew enters, with the first prompt (characters or entrance) set."""
    rng = Rng(seed)
    job = JOBS[options["job"]]
    walls = standard_walls(job) if options["walls"] == "standard" else random_walls(job, rng)
    s = BurgleState(players, rng, options, walls)
    for f, floor in enumerate(deal_rooms(job, rng)):
        for cell, (kind, number) in zip(s.layout.floor_cells(f), floor):
            s.rooms[cell], s.numbers[cell] = kind, number
    s.guards = [Guard(False, None, None, die) for die in job.dice]
    s.patrol = [new_deck(s, f) for f in range(job.floors)]
    solo = players == 1
    s.tools = _deck(TOOLS, (), rng)
    s.loot = _deck(LOOT, SOLO_OUT_LOOT if solo else (), rng)
    s.events = _deck(EVENTS, SOLO_OUT_EVENTS if solo else (), rng)
    s.thieves = [Thief(OUTSIDE, START_STEALTH, None, None, [], []) for _ in range(players)]
    events: list[Event] = []
    place_guard(s, 0, events)
    _deal_characters(s, rng)
    _next_setup_prompt(s, events)
    return s, events


def _deck(cards: tuple[str, ...], out: tuple[str, ...], rng: Rng) -> Deck:
    pile = [c for c in cards if c not in out]
    rng.shuffle(pile)
    return Deck(pile)


def _pool(s: BurgleState) -> list[str]:
    return [c for c in CHARACTERS if not (s.players == 1 and c in SOLO_OUT_CHARACTERS)]


def _deal_characters(s: BurgleState, rng: Rng) -> None:
    mode = s.options["characters"]
    if mode == "choose":
        return
    for t, who_ in zip(s.thieves, rng.sample(_pool(s), s.players)):
        t.character = who_
        if mode in ("basic", "advanced"):
            give_character(s, t, who_, mode)


def give_character(s: BurgleState, t: Thief, character: str, side: str) -> None:
    """Seat a character side; the basic Rigger brings his Dynamite."""
    t.character, t.side = character, side
    if t.has("rigger", "basic") and "dynamite" in s.tools.cards:
        s.tools.cards.remove("dynamite")
        t.tools.append("dynamite")


def _next_setup_prompt(s: BurgleState, events: list[Event]) -> None:
    """Ask the next seat for its side or character, then seat 0 for the entrance."""
    mode = s.options["characters"]
    for seat, t in enumerate(s.thieves):
        if t.side is None:
            if mode == "choose":
                taken = {x.character for x in s.thieves}
                options = [{"type": "character", "character": c, "side": side}
                           for c in _pool(s) if c not in taken for side in SIDES]
            else:
                options = [{"type": "side", "side": side} for side in SIDES]
            s.prompt = {"kind": "character", "seat": seat, "options": options}
            return
    s.prompt = {"kind": "entrance", "seat": 0, "options": [
        {"type": "entrance", "cell": c} for c in s.layout.floor_cells(0) if not s.guard_at(c)]}


def choose_character(s: BurgleState, seat: int, action: Action, events: list[Event]) -> None:
    """A seat takes its side (or its character and side)."""
    t = s.thieves[seat]
    give_character(s, t, action.get("character", t.character), action["side"])
    say(events, "character", f"{who(seat)} plays the {title(t.character or '')} "
        f"({action['side']} side).", seat=seat, character=t.character, side=t.side)
    _next_setup_prompt(s, events)


def choose_entrance(s: BurgleState, cell: int, events: list[Event]) -> None:
    """The crew slips in at `cell` on the ground floor; the first turn begins."""
    from .turns import start_turn

    s.prompt = None
    reveal(s, cell, events)
    for t in s.thieves:
        t.pos = cell
    say(events, "entrance", f"The crew enters the building at {s.layout.name(cell)}.", cell=cell)
    start_turn(s, 0, events)
