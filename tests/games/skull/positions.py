"""Named positions for Skull's scenario tests, built directly from the state."""

from __future__ import annotations

from typing import Any

from meeple.games.skull.components import BIDDING, CHALLENGE, FLOWER, SKULL, TURN
from meeple.games.skull.state import SkullState

F, S = FLOWER, SKULL


def mat(text: str) -> list[int]:
    """`"FFS"` -> flower, flower, skull (bottom to top)."""
    return [S if c == "S" else F for c in text]


def position(players: int, *, hands: list[str], mats: list[str], seed: int = 0, **fields: Any) -> SkullState:
    """A state whose hands and mats are written as letters, e.g. hands=["FF", "FS", ""]."""
    state = SkullState.new(players, seed)
    state.hands = [[h.count("F"), h.count("S")] for h in hands]
    state.mats = [mat(m) for m in mats]
    for name, value in fields.items():
        setattr(state, name, value)
    return state


def turn_position(**fields: Any) -> SkullState:
    """4 players after the opening, seat 0 to play: every mat holds one disc.

    Seat 0: hand FFS, mat F.  Seat 1: hand FF, mat S.  Seat 2: hand FFS, mat F.  Seat 3: hand FFF, mat S.
    """
    base: dict[str, Any] = dict(hands=["FFS", "FFF", "FFS", "FFF"], mats=["F", "S", "F", "S"], phase=TURN)
    base.update(fields)
    return position(4, **base)


def bidding_position(**fields: Any) -> SkullState:
    """4 players, 7 discs on the mats; seat 1 bid 3 and seat 2 is to answer."""
    base: dict[str, Any] = dict(
        hands=["FS", "FF", "FS", "FF"], mats=["FF", "SF", "FF", "S"],
        phase=BIDDING, bid=3, bidder=1, current=2,
    )
    base.update(fields)
    return position(4, **base)


def challenge_position(**fields: Any) -> SkullState:
    """4 players; seat 0 challenges for 4 with its own two flowers already up.

    Mats (bottom to top): seat 0 FF (both up), seat 1 SF, seat 2 FF, seat 3 S.
    """
    base: dict[str, Any] = dict(
        hands=["FS", "FF", "FS", "FF"], mats=["FF", "SF", "FF", "S"],
        phase=CHALLENGE, bid=4, bidder=0, current=0, flipped=[2, 0, 0, 0],
    )
    base.update(fields)
    return position(4, **base)
