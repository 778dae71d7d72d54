"""The memoized whole-contract needs agree with a plain recomputation, over many random games.

`recipes.can_meet` looks a contract's needs up by one int key (`_WHOLE`). The
reference below asks `needs` with its own arguments, as before the memo, at
every position of seeded random playouts (2-4 players), clones taken along
the way, and states reloaded from JSON: for every contract of the market,
with and without the Star, and the contract step's legal list.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from meeple.games.romirami import GAME
from meeple.games.romirami.recipes import can_meet, covers, hand_code, needs
from meeple.games.romirami.state import CONTRACTS as CONTRACT_PHASE
from meeple.games.romirami.state import RomiState
from meeple.games.romirami.turn import COMPLETE, DONE, shared_actions

from ..playouts import checked_playout


def check(s: RomiState, seat: int) -> None:
    """`can_meet` and the contract step's list against `needs` asked directly."""
    hand = hand_code(s.hands[seat])
    for contract in s.contracts:
        for star in (False, True):
            assert can_meet(hand, star, contract) == covers(hand, needs(contract, 0, (), False, star))
    if s.phase == CONTRACT_PHASE and s.turn == seat:
        star = not s.star_used[seat]
        wanted = [COMPLETE[c] for c in s.contracts if covers(hand, needs(c, 0, (), False, star))] + [DONE]
        assert list(shared_actions(s, seat)) == wanted


def check_playout(seed: int, players: int) -> int:
    """One seeded random game, every position checked (and a clone's, and a reload's)."""
    return checked_playout(GAME, players, {}, seed, check)


def test_seeded_playouts_match_the_reference() -> None:
    assert sum(check_playout(seed, players) for seed in range(4) for players in (2, 3, 4)) > 1500


@settings(max_examples=10, deadline=None)
@given(st.integers(min_value=0, max_value=2**32 - 1), st.integers(min_value=2, max_value=4))
def test_any_playout_matches_the_reference(seed: int, players: int) -> None:
    check_playout(seed, players)
