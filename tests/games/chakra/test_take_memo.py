"""The memoized takes of a receive agree with a plain recomputation, over many random games.

`receive` looks a flow's complete takes and a take's next steps up by one int
key (`_TAKES`, `_STEPS`). The reference below works them out from the rules'
pure functions on the board as it is (`crowded`, `room`, `takes`,
`take_steps`), with no memo. It checks every start-of-turn and take position
of seeded random playouts with 2-4 players and both modules, clones taken
along the way, and states reloaded from JSON.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from meeple.engine import Action
from meeple.games.chakra import GAME, receive
from meeple.games.chakra.actions import TAKE_ACTIONS, place_action
from meeple.games.chakra.board import crowded
from meeple.games.chakra.state import TAKE, TURN, ChakraState

from ..playouts import checked_playout


def reference_takes(s: ChakraState, seat: int, flow: int) -> tuple[tuple[int, ...], ...]:
    """The complete takes from the flow, from the board as it is."""
    limit = receive.room(s, seat)
    if limit == 0:
        return ()
    return receive.takes(crowded(s.chakras[seat], s.bubbles[seat]), limit, *s.flows[flow])


def reference_take_list(s: ChakraState, seat: int) -> list[Action]:
    """The take step's legal actions: the next energies, then the places once the take is complete."""
    nexts, complete = receive.take_steps(reference_takes(s, seat, s.flow), tuple(sorted(s.chosen)))
    out = [TAKE_ACTIONS[c] for c in nexts]
    if complete:
        out += [place_action(where) for where in receive.places(s, seat, len(s.chosen))]
    return out


def check(s: ChakraState, seat: int) -> None:
    """The memoized answers at this position against the reference."""
    if s.phase == TURN:
        assert receive.flow_takes(s, seat) == [reference_takes(s, seat, f) for f in range(len(s.flows))]
        for f in range(len(s.flows)):
            assert receive.valid_takes(s, seat, f) == reference_takes(s, seat, f)
    elif s.phase == TAKE:
        assert receive.take_actions(s, seat) == reference_take_list(s, seat)


def check_playout(seed: int, players: int, options: dict[str, bool]) -> int:
    """One seeded random game, every position checked (and a clone's, and a reload's)."""
    return checked_playout(GAME, players, options, seed, check)


def test_seeded_playouts_match_the_reference() -> None:
    games = [(seed, players, {"yinyang": seed % 2 == 1, "objectives": seed % 3 == 2})
             for seed in range(4) for players in (2, 3, 4)]
    assert sum(check_playout(*game) for game in games) > 2000


@settings(max_examples=10, deadline=None)
@given(st.integers(min_value=0, max_value=2**32 - 1), st.integers(min_value=2, max_value=4), st.booleans())
def test_any_playout_matches_the_reference(seed: int, players: int, yinyang: bool) -> None:
    check_playout(seed, players, {"yinyang": yinyang})
