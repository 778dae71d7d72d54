"""Named positions for the Pandemic scenario tests, built field by field (no lucky seeds).

`table(...)` starts from a 2-4 player setup and overwrites what a test names:
roles, pawns, hands, cubes, stations, the top of the infection deck. Cards
put in hands are taken out of the player deck (pile sizes follow), so every
card stays in exactly one place.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from meeple.engine import Event
from meeple.games.pandemic import GAME
from meeple.games.pandemic.components import CARD_INDEX, CUBES_PER_COLOUR, ROLE_INDEX
from meeple.games.pandemic.map import CITY_INDEX, COLOURS
from meeple.games.pandemic.state import ACTIONS, PandemicState


def table(
    players: int = 2,
    roles: Iterable[str] = ("Medic", "Scientist"),
    *,
    at: Mapping[int, str] | None = None,
    hands: Mapping[int, Iterable[str]] | None = None,
    cubes: Mapping[str, Mapping[str, int]] | None = None,
    stations: Iterable[str] = ("Atlanta",),
    infection_top: Iterable[str] = (),
    current: int = 0,
    epidemics: int = 5,
    **fields: Any,
) -> PandemicState:
    """A game in the actions phase with exactly the given roles, pawns, hands, cubes and stations.

    `infection_top` lists the next infection cards, top first (they become known groups of one,
    as after a Forecast). Any other state field can be set by keyword."""
    s = GAME.setup(players, {"epidemics": epidemics}, 7)
    s.roles = [ROLE_INDEX[r] for r in roles]
    assert len(s.roles) == players
    s.location = [CITY_INDEX[(at or {}).get(seat, "Atlanta")] for seat in range(players)]
    _deal(s, hands or {})
    set_cubes(s, cubes or {})
    s.stations = [CITY_INDEX[c] for c in stations]
    _stack_infection(s, [CITY_INDEX[c] for c in infection_top])
    s.phase, s.current, s.actions_left = ACTIONS, current, 4
    for name, value in fields.items():
        if not hasattr(s, name):
            raise AttributeError(f"PandemicState has no field {name!r}")
        setattr(s, name, value)
    return s


def _deal(s: PandemicState, hands: Mapping[int, Iterable[str]]) -> None:
    """Return every hand to the deck's top pile, then deal the named cards out of the deck."""
    for h in s.hands:
        s.player_deck += h
        s.piles[-1] += len(h)
    s.hands = [[] for _ in range(s.players)]
    for seat, names in hands.items():
        for name in names:
            card = CARD_INDEX[name]
            at = s.player_deck.index(card)
            s.player_deck.pop(at)
            _pile_of(s, at)
            s.hands[seat].append(card)
        s.hands[seat].sort()


def _pile_of(s: PandemicState, at: int) -> None:
    """One card left the deck at index `at`: shrink its pile."""
    start = 0
    for i, size in enumerate(s.piles):
        if at < start + size:
            s.piles[i] -= 1
            if s.piles[i] == 0:
                s.piles.pop(i)
            return
        start += size


def set_cubes(s: PandemicState, cubes: Mapping[str, Mapping[str, int]]) -> None:
    """Exactly these cubes on the board; the supply holds the rest."""
    s.cubes = [0] * len(s.cubes)
    for city, by_colour in cubes.items():
        for colour, n in by_colour.items():
            s.cubes[CITY_INDEX[city] * 4 + COLOURS.index(colour)] = n
    s.supply = [CUBES_PER_COLOUR - sum(s.cubes[k::4]) for k in range(4)]


def _stack_infection(s: PandemicState, top_first: list[int]) -> None:
    rest = [c for c in s.infection_deck + s.infection_discard if c not in top_first]
    s.infection_discard = []
    s.infection_deck = sorted(rest) + top_first[::-1]
    s.infection_groups = [len(rest)] + [1] * len(top_first) if rest else [1] * len(top_first)


def play(s: PandemicState, seat: int, *actions: dict[str, Any]) -> list[Event]:
    """Apply actions through the checked entry point; return all their events."""
    events: list[Event] = []
    for action in actions:
        events += GAME.apply(s, seat, action)
    return events


def texts(events: list[Event]) -> list[str]:
    """The log lines of some events."""
    return [e.text for e in events]


def cubes_at(s: PandemicState, city: str) -> dict[str, int]:
    """The cubes on one city, by colour (only colours present)."""
    base = CITY_INDEX[city] * 4
    return {COLOURS[k]: s.cubes[base + k] for k in range(4) if s.cubes[base + k]}


def kinds(actions: list[dict[str, Any]]) -> set[str]:
    """The action types in a list of legal actions."""
    return {a["type"] for a in actions}


def of_type(actions: list[dict[str, Any]], kind: str) -> list[dict[str, Any]]:
    """The legal actions of one type."""
    return [a for a in actions if a["type"] == kind]


def stack_player_deck(s: PandemicState, top_first: Iterable[str], below: int = 10) -> None:
    """The player deck becomes exactly `top_first` (top card first) over `below` other city cards,
    as one pile; the cards come from wherever they were."""
    top = [CARD_INDEX[n] for n in top_first]
    held = {c for h in s.hands for c in h}
    rest = [c for c in range(48) if c not in held and c not in top][:below]
    s.player_deck = rest + top[::-1]
    s.piles = [len(s.player_deck)]


def at_infection(s: PandemicState) -> PandemicState:
    """Skip to the infect-cities step of the current player."""
    s.phase = "infect"
    s.actions_left = 0
    s.infections_left = s.rate()
    return s


def discard_infection(s: PandemicState, *names: str) -> None:
    """Move infection cards from the deck's unknown bottom group to the infection discard pile."""
    for name in names:
        s.infection_deck.remove(CITY_INDEX[name])
        s.infection_groups[0] -= 1
        s.infection_discard.append(CITY_INDEX[name])
