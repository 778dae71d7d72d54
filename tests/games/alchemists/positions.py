"""Named positions for the scenario tests, built directly rather than found by lucky seeds.

`world` is the identity unless told otherwise (ingredient i is alchemical i),
so results can be read off `components.MIX`.
"""

from __future__ import annotations

from typing import Any

from meeple.games.alchemists import GAME
from meeple.games.alchemists.actions import SPACE_INDEX
from meeple.games.alchemists.state import RESOLVE, AlchemistsState


def a(kind: str, **fields: Any) -> dict[str, Any]:
    """An action."""
    return {"type": kind, **fields}


def table(players: int = 2, master: bool = False, seed: int = 1) -> AlchemistsState:
    """A fresh table with the identity world."""
    s = GAME.setup(players, {"variant": "master" if master else "apprentice"}, seed)
    s.world = list(range(8))
    return s


def hand(*ingredients: int) -> list[int]:
    """Counts from a list of ingredients."""
    out = [0] * 8
    for i in ingredients:
        out[i] += 1
    return out


def acting(space: str, *, players: int = 2, round_no: int = 2, master: bool = False, seat: int = 0,
           cards: tuple[int, ...] = (0, 2, 4), gold: int = 5, stop: bool = True) -> AlchemistsState:
    """Seat `seat` owes its declared `space` action in round `round_no`; a gather of the next seat follows
    (a stop, so the round does not end under the test) unless `stop` is False."""
    s = table(players, master)
    s.round = round_no
    s.phase = RESOLVE
    s.order = list(range(players))
    s.order_pos = list(range(players))
    s.picking, s.declaring = [], []
    s.gold = [gold] * players
    s.hands[seat] = hand(*cards)
    k = SPACE_INDEX[space]
    s.space = k
    s.decl[seat][k] = 1
    s.actor, s.stage, s.armed, s.pending = seat, space, [], []
    other = (seat + 1) % players
    s.hands[other] = hand(1, 3, 5)
    if stop:
        s.tasks = [[SPACE_INDEX["gather"], other]]
    return s


def publish(s: AlchemistsState, seat: int, ingredient: int, alchemical: int, seal: str) -> None:
    """Put a theory and a seal on the board directly (no payment, no reputation)."""
    from meeple.games.alchemists.components import SEALS

    s.theory[ingredient] = alchemical
    k = SEALS.index(seal)
    s.seals[ingredient].append([seat, k])
    s.seals_left[seat][k] -= 1


def declared(players: int, plans: dict[int, list[str]], master: bool = False, seed: int = 1,
             round_no: int = 1) -> AlchemistsState:
    """A table past the order track (each seat takes the first free space in turn) and declarations: each
    seat places `plans[seat]` and says done."""
    s = table(players, master, seed)
    s.round = round_no
    while s.phase == "order":
        seat = s.picking[0]
        k = next(k for k in range(7) if k not in s.order_pos and (k > 0 or s.gold[seat] > 0))
        GAME.apply(s, seat, a("order", space=k))
    while s.phase == "declare":
        seat = s.declaring[0]
        for space in plans.get(seat, []):
            GAME.apply(s, seat, a("place", space=space))
        GAME.apply(s, seat, a("done"))
    return s


def past_order(s: AlchemistsState) -> None:
    """Everyone takes the highest free order space below the top one, in turn."""
    while s.phase == "order":
        GAME.apply(s, s.picking[0], a("order", space=next(k for k in range(1, 7) if k not in s.order_pos)))
