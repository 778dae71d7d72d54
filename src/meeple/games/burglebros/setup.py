"""A new heist: the building laid face down, the decks, the first guard, the crew and the entrance.

Each floor gets one safe and one stairs (Fort Knox: two of each set aside, the
third of each shuffled among the other rooms), the rest dealt at random.
Characters are dealt (or chosen) by the `characters` option; then the crew
chooses the entrance on the ground floor (see `teamchoice`). In Fort Knox with
walls of the crew's own (option `walls: "random"`) the crew first places the
beam, and the rest of the table is laid around it.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

from meeple.engine import Action, Event, Rng

from . import teamchoice
from .components import (
    CHARACTERS,
    EVENTS,
    JOBS,
    LOOT,
    SIDES,
    SOLO_OUT_CHARACTERS,
    SOLO_OUT_EVENTS,
    SOLO_OUT_LOOT,
    STEALTH_BY_LEVEL,
    TOOLS,
    Job,
    title,
)
from .guards import place_guard
from .log import say, who
from .patrol import new_deck
from .state import OUTSIDE, BurgleState, Deck, Guard, Thief, set_walls
from .tiles import reveal
from .walls import random_walls, square_name, standard_walls


def deal_rooms(job: Job, rng: Rng, deadbolts: str = "random") -> list[list[tuple[str, int]]]:
    """Room tiles per floor, in the order they are laid (row by row, the beam skipped).

    Every floor gets one safe and one stairs set aside for it; with `deadbolts`
    "per_floor" (a BGA option) also one Deadbolt, so that no floor has more than
    one (Fort Knox: the third Deadbolt is dealt at random, so at most two)."""
    tiles = _tiles(job.id)
    kinds = ("safe", "stairs") + (("deadbolt",) if deadbolts == "per_floor" else ())
    reserved: list[tuple[str, int]] = []
    for kind in kinds:
        mine = list(_tiles_of(job.id, kind))
        rng.shuffle(mine)
        reserved += mine[: job.floors]
    rest = _without(tiles, reserved)
    rng.shuffle(rest)
    per = job.rooms_per_floor - len(kinds)
    floors = []
    for f in range(job.floors):
        mine = rest[f * per:(f + 1) * per] + [reserved[k * job.floors + f] for k in range(len(kinds))]
        rng.shuffle(mine)
        floors.append(mine)
    return floors


@cache
def _tiles(job_id: str) -> tuple[tuple[str, int], ...]:
    """A job's room tiles, (kind, number), sorted: the same for every game, so worked out once."""
    return tuple(sorted((kind, n) for kind, numbers in JOBS[job_id].tiles.items() for n in numbers))


@cache
def _tiles_of(job_id: str, kind: str) -> tuple[tuple[str, int], ...]:
    """A job's tiles of one kind, in `_tiles` order (worked out once per job and kind)."""
    return tuple(t for t in _tiles(job_id) if t[0] == kind)


def _without(tiles: Sequence[tuple[str, int]], taken: list[tuple[str, int]]) -> list[tuple[str, int]]:
    left = list(tiles)
    for t in taken:
        left.remove(t)
    return left


def new_game(players: int, options: dict[str, Any], seed: int) -> tuple[BurgleState, list[Event]]:
    """The table before the crew enters, with the first prompt (beam, characters or entrance) set."""
    rng = Rng(seed)
    job = JOBS[options["job"]]
    crew = options.get("solo_characters", 1) if players == 1 else players
    events: list[Event] = []
    if beam_by_team(options):
        s = BurgleState(crew, rng, options, [])
        teamchoice.ask(s, "beam", [{"type": "beam", "square": q} for q in range(job.squares)])
        return s, events
    walls = standard_walls(job) if options["walls"] == "standard" else random_walls(job, rng)
    s = BurgleState(crew, rng, options, walls)
    _build(s, events)
    return s, events


def beam_by_team(options: dict[str, Any]) -> bool:
    """The crew places Fort Knox's beam when it also places the walls (the rulebook's own setup);
    the printed plan is drawn around the beam in the middle."""
    return options["job"] == "fortknox" and options["walls"] == "random"


def place_beam(s: BurgleState, square: int, events: list[Event]) -> None:
    """The crew's beam choice: the floors are walled around it and the rest of the table is laid."""
    s.beam = square
    set_walls(s, random_walls(s.layout.job, s.rng, square))
    say(events, "beam", f"The support beam stands at {square_name(square, s.layout.size)} on every floor.",
        square=square)
    _build(s, events)


def _build(s: BurgleState, events: list[Event]) -> None:
    """Rooms, guards, decks and the crew on a walled building; then the first setup question."""
    rng, job, options = s.rng, s.layout.job, s.options
    for f, floor in enumerate(deal_rooms(job, rng, options.get("deadbolts", "random"))):
        for cell, (kind, number) in zip(s.layout.floor_cells(f), floor, strict=True):
            s.rooms[cell], s.numbers[cell] = kind, number
    s.guards = [Guard(False, None, None, die) for die in job.dice]
    s.patrol = [new_deck(s, f) for f in range(job.floors)]
    solo = s.players == 1
    s.tools = _deck(TOOLS, (), rng)
    s.loot = _deck(LOOT, SOLO_OUT_LOOT if solo else (), rng)
    s.events = _deck(EVENTS, SOLO_OUT_EVENTS if solo else (), rng)
    stealth = STEALTH_BY_LEVEL[options.get("level", "normal")]
    s.thieves = [Thief(OUTSIDE, stealth, None, None, [], []) for _ in range(s.players)]
    place_guard(s, 0, events)
    _deal_characters(s, rng)
    _next_setup_prompt(s, events)


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
    for t, who_ in zip(s.thieves, rng.sample(_pool(s), s.players), strict=True):
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
    """Ask the next seat for its side or character, then the crew for the entrance."""
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
    guard = s.guards[0].pos  # `guard_at` for the ground floor's cells, asked once
    teamchoice.ask(s, "entrance", [{"type": "entrance", "cell": c} for c in s.layout.floor_cells(0) if c != guard])


def team_answer(s: BurgleState, action: Action, events: list[Event]) -> None:
    """A proposal or vote on the beam or the entrance; carry out the crew's decision once made."""
    decided = teamchoice.answer(s, action, events)
    if decided is None:
        return
    if decided["type"] == "beam":
        place_beam(s, decided["square"], events)
    else:
        choose_entrance(s, decided["cell"], events)


def choose_character(s: BurgleState, seat: int, action: Action, events: list[Event]) -> None:
    """A seat takes its side (or its character and side)."""
    t = s.thieves[seat]
    character = action.get("character", t.character)
    if character is None:  # only "choose" leaves characters undealt, and its options name one
        raise ValueError(f"{who(seat)} has no character and the action names none")
    give_character(s, t, character, action["side"])
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
