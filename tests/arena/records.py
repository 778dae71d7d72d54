"""Table records for the arena's rule tests: people in seats, a game in play, its move log."""

from __future__ import annotations

from typing import Any

from meeple.arena.restore import LoggedMove
from meeple.arena.tables import Seat, TableRecord
from meeple.engine import Rng
from tests.engine.toy import TOY


def playing(players: int = 2, *, ranked: bool = True, bots: tuple[int, ...] = (), **fields: Any) -> TableRecord:
    """A toy table in play; seat i is user 100 + i (named by letter), or a bot for seats in `bots`."""
    seats = {
        i: Seat(i, f"Bot {i}", None, "random") if i in bots else Seat(i, "ABCDEFGH"[i], 100 + i)
        for i in range(players)
    }
    fields.setdefault("status", "playing")
    return TableRecord(
        id="t1", game="toy", players=players, options={}, mode="realtime", ranked=ranked, invite_only=False,
        invite_code=None, creator_id=100, created_at=0, seats=seats, **fields,
    )


def played(seed: int, steps: int | None = None) -> list[LoggedMove]:
    """A toy game (3 seats) played with random legal moves."""
    state, rng, log = TOY.setup(3, {}, seed), Rng(seed + 1), []
    while TOY.waiting_for(state) and (steps is None or len(log) < steps):
        seat = min(TOY.waiting_for(state))
        action = rng.choice(TOY.legal_actions(state, seat))
        TOY.apply(state, seat, action)
        log.append(LoggedMove(len(log) + 1, seat, action))
    return log
