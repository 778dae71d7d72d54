"""The speed-ups against straightforward recomputation, over many seeded random playouts.

`Layout` works out `walled`, `above`, `below` and `name` once per building, and the legal-action
list asks `destinations`, `peek_targets` and the trade checks once instead of per target. At
every position of these games (and of a determinization of some of them) each of those must
equal what the plain per-call predicates give.
"""

from __future__ import annotations

from typing import Any

import pytest

from meeple.engine import Action, Rng
from meeple.games.burglebros import GAME
from meeple.games.burglebros.actions import can_peek, peek_targets
from meeple.games.burglebros.alarms import alarms_on
from meeple.games.burglebros.board import Layout
from meeple.games.burglebros.movement import can_escape, destinations, entry_costs, exit_options, move_actions
from meeple.games.burglebros.state import PLAY, BurgleState
from meeple.games.burglebros.trades import _cards, can_offer, offer_actions
from meeple.games.burglebros.walls import square_name

CASES = [
    (players, options)
    for players in (1, 2, 3, 4)
    for options in ({}, {"job": "office", "level": "easy"}, {"job": "fortknox", "walls": "random"},
                    {"characters": "advanced", "walls": "random", "level": "easy"})
]


def _plain_layout(lay: Layout, cell: int) -> tuple[Any, ...]:
    above = cell + lay.squares if cell // lay.squares < lay.floors - 1 else None
    below = cell - lay.squares if cell // lay.squares > 0 else None
    walled = tuple(n for n in lay.grid[cell] if (min(cell, n), max(cell, n)) in lay.walls)
    name = f"{square_name(cell % lay.squares, lay.size)} on floor {cell // lay.squares + 1}"
    return above, below, walled, name


def _plain_moves(s: BurgleState, seat: int) -> list[Action]:
    """`move_actions` as it was: `destinations` asked again for every target."""
    out: list[Action] = []
    for cell, kind in sorted(destinations(s, seat).items()):
        if kind == "roof":
            out += [{"type": "escape"}] if can_escape(s, seat) else []
            continue
        for cost, how in entry_costs(s, seat, cell):
            if s.actions_left >= cost:
                for ex in exit_options(s, seat):
                    act: dict[str, Any] = {"type": "move", "to": cell}
                    act.update({k: v for k, v in (("how", how), ("exit", ex)) if v is not None})
                    out.append(act)
    return out


def _plain_offers(s: BurgleState, seat: int) -> list[Action]:
    out: list[Action] = []
    for other in s.thieves_at(s.thieves[seat].pos):
        out += [{"type": "offer", "seat": other, "give": c} for c in _cards(s, seat)
                if can_offer(s, seat, other, give=c)]
        out += [{"type": "offer", "seat": other, "take": c} for c in _cards(s, other)
                if can_offer(s, seat, other, take=c)]
    return out


def _check(s: BurgleState) -> None:
    lay = s.layout
    for cell in range(len(lay.grid)):
        assert (lay.above(cell), lay.below(cell), lay.walled(cell), lay.name(cell)) == _plain_layout(lay, cell)
    for f in range(lay.floors):
        base = f * lay.squares
        assert alarms_on(s, f) == [c for c in range(base, base + lay.squares) if s.alarm[c]]
    if s.stage != PLAY or s.prompt is not None or s.result is not None:
        return
    seat = s.turn
    legal = GAME.legal_actions(s, s.seat_of(seat))
    peeks = [{"type": "peek", "cell": c} for c in peek_targets(s, seat) if can_peek(s, seat, c)]
    assert [a for a in legal if a["type"] == "peek"] == peeks
    assert [a for a in legal if a["type"] in ("move", "escape")] == _plain_moves(s, seat)
    assert move_actions(s, seat) == _plain_moves(s, seat)
    assert [a for a in legal if a["type"] == "offer"] == _plain_offers(s, seat)
    assert offer_actions(s, seat) == _plain_offers(s, seat)


@pytest.mark.parametrize(("players", "options"), CASES)
def test_the_fast_paths_match_plain_recomputation_over_random_playouts(players: int, options: dict) -> None:
    for seed in range(12):
        rng = Rng(seed * 7919 + players)
        state = GAME.setup(players, GAME.resolve_options(options, players), seed)
        steps = 0
        while (waiting := GAME.waiting_for(state)) and steps < 400:
            _check(state)
            if steps % 25 == 0:
                _check(GAME.determinize(state, min(waiting), rng.fork()))
            seat = min(waiting)
            legal = GAME.legal_actions(state, seat)
            GAME.apply(state, seat, legal[rng.below(len(legal))])
            steps += 1
