"""Named positions for Pickomino scenario tests, and dice that roll what a test says."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from meeple.engine import Rng
from meeple.games.pickomino.components import TILES
from meeple.games.pickomino.state import DECIDE, KEEP, OVER, ROLL, PickominoState

__all__ = ["DECIDE", "KEEP", "OVER", "ROLL", "LoadedDice", "position", "texts"]


class LoadedDice(Rng):
    """An Rng whose die rolls are scripted.

    The game rolls k dice as one draw below 6**k read as base-6 digits, so
    `below` answers with the number whose digits are the next k scripted faces.
    """

    def __init__(self, faces: Iterable[int]) -> None:
        super().__init__(0)
        self.faces = list(faces)

    def below(self, n: int) -> int:
        k = 0
        while 6**k < n:
            k += 1
        assert 6**k == n and len(self.faces) >= k, f"no scripted roll of {k} dice left"
        faces, self.faces = self.faces[:k], self.faces[k:]
        return sum((f - 1) * 6**i for i, f in enumerate(faces))


def position(
    players: int = 3,
    *,
    stacks: Sequence[Sequence[int]] | None = None,
    turned: Sequence[int] = (),
    turn: int = 0,
    phase: str = ROLL,
    roll: Sequence[int] = (),
    kept: Sequence[int] = (),
    dice: Iterable[int] = (),
    grill: Sequence[int] | None = None,
) -> PickominoState:
    """A table as described; the grill defaults to every tile that is neither held nor turned over."""
    stacks = [list(s) for s in stacks] if stacks is not None else [[] for _ in range(players)]
    held = {t for s in stacks for t in s} | set(turned)
    face_up = sorted(grill) if grill is not None else [t for t in TILES if t not in held]
    return PickominoState(
        players=players, rng=LoadedDice(dice), grill=face_up, turned=sorted(turned), stacks=stacks,
        turn=turn, phase=phase, roll=list(roll), kept=list(kept),
    )


def texts(events: Iterable) -> list[str]:
    """The log lines of a list of events."""
    return [e.text for e in events]
