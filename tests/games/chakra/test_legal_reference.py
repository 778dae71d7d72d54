"""Every legal list of Chakra agrees with a plain reference, over many random games.

The legal lists are fast: a start of turn with no token in hand skips the
board's facts, the patterns and the take steps are memoized, the pattern
search brings its lane and movable energies up to date move by move, single
moves are listed once per position, and a move's fit is asked once per start
and landing. The reference below works every list out again from the rules'
plain pieces at each position: the takes from `crowded`, `room` and `takes`,
the patterns and the moves by the plain depth-first search of
`test_lookahead` (every move by every energy tried on the board), the places,
the discard space and the looks from the state as it is. It checks every
position of seeded random playouts with 2-4 players and both modules, clones
taken along the way, and states reloaded from JSON.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from meeple.engine import Action
from meeple.games.chakra import GAME, receive
from meeple.games.chakra.actions import (
    CHANNEL_ACTIONS,
    FLOW_ACTIONS,
    LOOK_ACTIONS,
    MEDITATE_ACTION,
    MOVE_ACTIONS,
    TAKE_ACTIONS,
    place_action,
)
from meeple.games.chakra.board import crowded
from meeple.games.chakra.components import (
    BUBBLES,
    CHAKRAS,
    CHANNEL_PATTERNS,
    DISCARD_SPACE,
    GREEN,
    INSPIRATION,
    SLOTS,
    YELLOW,
)
from meeple.games.chakra.state import LOOK, MOVE, TAKE, TURN, ChakraState

from ..playouts import checked_playout
from .positions import board, position
from .test_lookahead import _can_finish, _oracle_moves


def _in_hand(s: ChakraState, seat: int) -> int:
    return INSPIRATION - sum(1 for t in s.notches[seat] if t) - sum(1 for t in s.spaces[seat] if t)


def _places(s: ChakraState, seat: int, count: int) -> list[int]:
    out = [BUBBLES] if len(s.bubbles[seat]) + count <= SLOTS else []
    if _in_hand(s, seat) > 0:
        out += [k for k in range(CHAKRAS) if not s.notches[seat][k] and len(s.chakras[seat][k]) + count <= SLOTS]
    return out


def _takes(s: ChakraState, seat: int, flow: int) -> tuple[tuple[int, ...], ...]:
    room = max((SLOTS - len(s.bubbles[seat] if k == BUBBLES else s.chakras[seat][k]) for k in _places(s, seat, 1)),
               default=0)  # the most energies one place takes
    if room == 0:
        return ()
    return receive.takes(crowded(s.chakras[seat], s.bubbles[seat]), room, *s.flows[flow])


def reference_legal(s: ChakraState, seat: int) -> list[Action]:
    """The seat's legal list, worked out plainly from the position."""
    chakras, bubbles = s.chakras[seat], s.bubbles[seat]
    if s.turn != seat:
        return []
    if s.phase == TURN:
        out = [FLOW_ACTIONS[f] for f in range(len(s.flows)) if _takes(s, seat, f)]
        if _in_hand(s, seat) > 0:
            patterns = [[list(m) for m in p] for p in CHANNEL_PATTERNS]
            out += [CHANNEL_ACTIONS[i] for i in range(DISCARD_SPACE)
                    if not s.spaces[seat][i] and _can_finish(chakras, bubbles, [], patterns[i])]
            if not s.spaces[seat][DISCARD_SPACE] and s.earth[seat] > 0 and len(bubbles) < SLOTS and sum(s.bag) > 0:
                out.append(CHANNEL_ACTIONS[DISCARD_SPACE])
        return [*out, MEDITATE_ACTION]
    if s.phase == LOOK:
        return [LOOK_ACTIONS[c] for c in range(CHAKRAS) if c not in s.meditation[seat]]
    if s.phase == TAKE:
        nexts, complete = receive.take_steps(_takes(s, seat, s.flow), tuple(sorted(s.chosen)))
        out = [TAKE_ACTIONS[c] for c in nexts]
        return out + [place_action(w) for w in _places(s, seat, len(s.chosen))] if complete else out
    if s.phase == MOVE:
        return [MOVE_ACTIONS[m] for m in _oracle_moves(chakras, bubbles, s.moved, s.moves_left)]
    return []


def check(s: ChakraState, seat: int) -> None:
    """The game's legal list at this position against the reference (and the board left as it was)."""
    before = GAME.dump(s)
    assert list(GAME.shared_legal_actions(s, seat)) == reference_legal(s, seat), (s.phase, s.turn, before)
    assert GAME.legal_actions(s, seat) == reference_legal(s, seat)
    assert GAME.dump(s) == before


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", range(4))
def test_seeded_playouts_match_the_reference(seed: int, players: int) -> None:
    options = {"yinyang": seed % 2 == 1, "objectives": seed % 3 == 2}
    assert checked_playout(GAME, players, options, seed, check) > 100


@settings(max_examples=10, deadline=None)
@given(st.integers(min_value=0, max_value=2**32 - 1), st.integers(min_value=2, max_value=4), st.booleans(),
       st.booleans())
def test_any_playout_matches_the_reference(seed: int, players: int, yinyang: bool, objectives: bool) -> None:
    checked_playout(GAME, players, {"yinyang": yinyang, "objectives": objectives}, seed, check)


def test_a_chakra_harmonized_by_the_first_move_gives_no_energy_to_the_second() -> None:
    # "2 energies up 1" with greens on green and yellow: green from yellow up to green harmonizes it, and then
    # no energy is left to move up (the search must drop the harmonized chakra's energies from the movable).
    s = board(position(), 0, {GREEN: [GREEN, GREEN], YELLOW: [GREEN]})
    s.phase, s.moves_left, s.moved = MOVE, [[-1], [-1]], []
    legal = list(GAME.shared_legal_actions(s, 0))
    assert legal == reference_legal(s, 0)
    assert {"type": "move", "from": YELLOW, "colour": GREEN, "to": GREEN} not in legal
    assert {"type": "move", "from": GREEN, "colour": GREEN, "to": GREEN - 1} in legal
