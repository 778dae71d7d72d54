"""Named positions for the Gangsta! scenario tests, built field by field (no lucky seeds).

Gangsters and heists are named by their card names. Decks are drawn from the
end, so a position that must draw given cards puts them last.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from meeple.games.gangsta import GAME
from meeple.games.gangsta.components import DECKS, GANGSTER_BY_NAME, GANGSTERS, HEIST_BY_NAME, IS_SNITCH, RECRUITS
from meeple.games.gangsta.flow import start_turn
from meeple.games.gangsta.state import GangstaState


def g(name: str) -> int:
    """A gangster's index."""
    return GANGSTER_BY_NAME[name]


def h(name: str) -> int:
    """A heist's index."""
    return HEIST_BY_NAME[name]


def table(players: int = 2, gangs: Sequence[Sequence[str]] | None = None, money: Sequence[int] | None = None,
          griver: Sequence[str] = ("Tiny", "Spike", "Ace", "Gravel", "Zero"),
          hriver: Sequence[str] = ("Corner Store", "Pawnshop", "Newsstand", "Laundromat", "Bus Depot"),
          chapter: int = 0, engaged: Sequence[str] = (), hdeck: Sequence[str] | None = None,
          options: dict[str, Any] | None = None, mobilize: bool = False, **fields: Any) -> GangstaState:
    """A table at the start of seat 0's action (or its mobilization with `mobilize`): `gangs` lists each
    seat's gang, Boss first (default: bosses in order, nobody else); the rivers and decks are as given, the
    rest of the gangsters in the deck."""
    state = GAME.setup(players, options or {}, 0)
    n = len(GANGSTERS)
    state.owner = [-1] * n
    state.engaged = [False] * n
    state.learned = [-1] * n
    names = gangs or [[GANGSTERS[s].name] for s in range(players)]
    state.gangs = [[g(x) for x in gang] for gang in names]
    for seat, gang in enumerate(state.gangs):
        for x in gang:
            state.owner[x] = seat
    for x in engaged:
        state.engaged[g(x)] = True
    state.money = list(money) if money is not None else [GANGSTERS[gang[0]].cost for gang in state.gangs]
    state.griver = [g(x) for x in griver]
    taken = set(state.griver) | {x for gang in state.gangs for x in gang}
    state.gdeck = [x for x in RECRUITS if x not in taken]
    state.chapter = chapter
    state.hriver = [h(x) for x in hriver]
    if hdeck is not None:
        state.hdeck = [h(x) for x in hdeck]
    else:
        state.hdeck = [x for x in DECKS[chapter] if x not in state.hriver and not IS_SNITCH[x]]
    state.snitches = []
    state.turn = 0
    for name, value in fields.items():
        if not hasattr(state, name):
            raise AttributeError(f"GangstaState has no field {name!r}")
        setattr(state, name, value)
    if mobilize:
        start_turn(state, [])
    else:
        state.stage = "action"
    return state


def act(state: GangstaState, seat: int, kind: str, **fields: Any) -> list[Any]:
    """Apply one checked action and return its events."""
    return GAME.apply(state, seat, {"type": kind, **fields})


def legal(state: GangstaState, seat: int) -> list[dict[str, Any]]:
    """The seat's legal actions."""
    return GAME.legal_actions(state, seat)


def kinds(state: GangstaState, seat: int) -> list[tuple[str, Any]]:
    """The legal actions as (type, the value of their one field or None)."""
    out = []
    for a in legal(state, seat):
        rest = [v for k, v in a.items() if k != "type"]
        out.append((a["type"], rest[0] if rest else None))
    return out


def pending_discards() -> GangstaState:
    """A Gang Wars snitch (3 Informants) that seats 1 and 2 cannot pay; seat 1 has chosen Ace in secret."""
    s = table(3, gangs=[["Lady Jade"], ["The Count", "Tiny", "Ace"], ["Mama Rosa", "Zero"]], money=[6, 0, 0],
              chapter=1, hriver=["Night Club", "Rail Yard", "Hotel Safe", "Distillery", "Fur Shop"],
              hdeck=["Cinema", "Canary"])
    act(s, 0, "pass")
    act(s, 0, "drop_heist", heist=h("Night Club"))
    act(s, 1, "discard", gangster=g("Ace"))
    return s
