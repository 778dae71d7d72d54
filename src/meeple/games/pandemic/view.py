"""What each seat (and a spectator) sees: everything but the order of the two decks.

Hands are open in Pandemic, and so are both discard piles, the cubes, the
stations, the tracks and every card drawn. What nobody sees is the order of
the player deck (only its size, its piles' sizes and how many epidemics are
left) and of the infection deck, except what the table has learned: the
groups of cards put back on top by each intensify (known cards, unknown
order) and the cards a Forecast put back (known order).
"""

from __future__ import annotations

from typing import Any

from .components import DIFFICULTIES, EPIDEMIC, HAND_LIMIT, INFECTION_RATES, OUTBREAK_LIMIT, ROLE_NAMES, is_event, names
from .map import CITY_COUNT, CITY_NAMES, COLOURS
from .state import PandemicState


def view(state: PandemicState, seat: int | None) -> dict[str, Any]:
    """The table as JSON; identical for every seat but for `you`."""
    return {
        "you": seat,
        "difficulty": DIFFICULTIES[state.epidemics],
        "phase": state.phase,
        "current": state.current,
        "actions_left": state.actions_left,
        "players": [_player(state, s) for s in range(state.players)],
        "cubes": _cubes(state),
        "supply": dict(zip(COLOURS, state.supply, strict=True)),
        "stations": [CITY_NAMES[c] for c in state.stations],
        "cures": {COLOURS[k]: _cure(state, k) for k in range(4)},
        "outbreaks": state.outbreaks,
        "outbreak_limit": OUTBREAK_LIMIT,
        "infection_rate": state.rate(),
        "rate_track": list(INFECTION_RATES),
        "rate_index": state.rate_index,
        "player_deck": _player_deck(state),
        "player_discard": names(state.player_discard),
        "infection_deck": _infection_deck(state),
        "infection_discard": names(state.infection_discard),
        "removed_infection_cards": [CITY_NAMES[c] for c in state.removed if c < CITY_COUNT],
        "removed_events": names([c for c in state.removed if is_event(c)]),
        "epidemics": {"total": state.epidemics, "drawn": state.epidemics_drawn, "to_resolve": state.epidemics_pending},
        "infections_left": state.infections_left,
        "one_quiet_night": state.quiet_night,
        "ops_move_used": state.ops_moved,
        "hand_limit": HAND_LIMIT,
        "over_limit": state.over_limit(),
        "pending": pending_view(state.pending),
        "result": None if state.result is None else {"won": state.won, "reason": state.result},
    }


def _player(state: PandemicState, s: int) -> dict[str, Any]:
    role = state.roles[s]
    stored = state.stored[s]
    return {
        "seat": s,
        "role": None if role is None else ROLE_NAMES[role],
        "city": CITY_NAMES[state.location[s]],
        "hand": names(state.hands[s]),
        "stored_event": None if stored is None else names([stored])[0],
    }


_CITY_BASES = tuple((name, 4 * c) for c, name in enumerate(CITY_NAMES))


def _cubes(state: PandemicState) -> dict[str, dict[str, int]]:
    """Cubes on the board, city by city, only where there are some."""
    out: dict[str, dict[str, int]] = {}
    cubes = state.cubes
    for name, base in _CITY_BASES:
        if cubes[base] or cubes[base + 1] or cubes[base + 2] or cubes[base + 3]:
            out[name] = {COLOURS[k]: n for k, n in enumerate(cubes[base:base + 4]) if n}
    return out


def _cure(state: PandemicState, k: int) -> str | None:
    if state.eradicated[k]:
        return "eradicated"
    return "cured" if state.cured[k] else None


def _player_deck(state: PandemicState) -> dict[str, Any]:
    return {
        "count": len(state.player_deck),
        "epidemics": state.player_deck.count(EPIDEMIC),
        "piles": state.piles[::-1],
    }


def _infection_deck(state: PandemicState) -> dict[str, Any]:
    """The deck's size and, top first, each group of cards known to lie above the unknown rest."""
    groups = []
    top = len(state.infection_deck)
    for size in reversed(state.infection_groups[1:]):
        groups.append(sorted(CITY_NAMES[c] for c in state.infection_deck[top - size:top]))
        top -= size
    return {"count": len(state.infection_deck), "known_top": groups}


def pending_view(p: dict[str, Any] | None) -> dict[str, Any] | None:
    """A decision in progress, with names instead of numbers."""
    if p is None:
        return None
    out: dict[str, Any] = {"kind": p["kind"], "seat": p["seat"]}
    for key, value in p.items():
        if key in ("kind", "seat"):
            continue
        if key in ("card", "event", "city") and value is not None:
            out[key] = CITY_NAMES[value] if key == "city" else names([value])[0]
        elif key == "colour":
            out[key] = COLOURS[value]
        elif key in ("cards", "order", "keep"):
            out[key] = names(value)
        else:
            out[key] = value
    return out
