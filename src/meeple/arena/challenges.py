"""A challenge: one user asks another, by name, to play a game; the rules of its life cycle.

created -> accepted (a table is made with both seated) | declined | canceled | expired.
Only the challenged user accepts or declines, only the challenger cancels, and only a
challenge still `created` and not past its expiry can change. Each check raises
`ArenaError` with a stable code and a sentence; nothing here does I/O.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .tables import ArenaError

CREATED, ACCEPTED, DECLINED, CANCELED, EXPIRED = "created", "accepted", "declined", "canceled", "expired"
CHALLENGE_LIMIT = 20
"""The most challenges one user may have waiting for another's answer."""

DECLINE_REASONS = {
    "generic": "I'm not accepting challenges at the moment.",
    "later": "This is not the right time for me, please ask again later.",
    "tooFast": "This time control is too fast for me, please challenge again with a slower game.",
    "tooSlow": "This time control is too slow for me, please challenge again with a faster game.",
    "rated": "Please send me a rated challenge instead.",
    "casual": "Please send me a casual challenge instead.",
    "game": "I'm not accepting challenges for this game right now.",
    "noBot": "I'm not accepting challenges from bots.",
    "onlyBot": "I'm only accepting challenges from bots.",
}
"""The reasons a challenge may be declined with (as lichess's), each with the sentence the challenger reads."""


@dataclass
class Challenge:
    """Who challenges whom to what; `seats` are the bots of the seats neither of them takes."""

    id: str
    challenger_id: int
    challenger: str
    challenged_id: int
    challenged: str
    game: str
    players: int
    options: dict[str, Any]
    mode: str
    ranked: bool
    speed: str
    challenger_seat: int | None  # None: drawn at the acceptance
    bots: list[str] = field(default_factory=list)
    status: str = CREATED
    decline_reason: str | None = None
    table_id: str | None = None
    created_at: int = 0
    expires_at: int = 0
    challenger_bot: bool = False  # the two sides are bot accounts (a bot may decline a bot: `noBot`)
    challenged_bot: bool = False
    bot_delay_ms: int | None = None  # the pace of the table's arena bots (None: the server's)

    def as_dict(self, now: int) -> dict[str, Any]:
        """The JSON of the API and the event stream (its status reads `expired` once past its time)."""
        status = self.effective_status(now)
        return {
            "id": self.id, "status": status,
            "challenger": {"id": self.challenger_id, "name": self.challenger, "bot": self.challenger_bot},
            "dest_user": {"id": self.challenged_id, "name": self.challenged, "bot": self.challenged_bot},
            "game": self.game, "players": self.players, "options": self.options, "mode": self.mode,
            "ranked": self.ranked, "speed": self.speed, "challenger_seat": self.challenger_seat, "bots": self.bots,
            "bot_delay_ms": self.bot_delay_ms,
            "decline_reason": self.decline_reason,
            "decline_message": DECLINE_REASONS.get(self.decline_reason or "") if status == DECLINED else None,
            "table": self.table_id, "created_at": self.created_at, "expires_at": self.expires_at,
        }

    def effective_status(self, now: int) -> str:
        """The stored status, or `expired` for a challenge nobody answered in time."""
        return EXPIRED if self.status == CREATED and now >= self.expires_at else self.status


def check_new(challenger_id: int, challenged_id: int, players: int, seat: int | None, bots: list[str]) -> None:
    """Nobody challenges themselves; the bots fill at most the seats the two players leave free."""
    if challenger_id == challenged_id:
        raise ArenaError("bad_request", "You cannot challenge yourself.", 422)
    if len(bots) > players - 2:
        raise ArenaError("bad_request", f"A {players}-player table has {players - 2} seats for bots beside "
                         f"the two of you, not {len(bots)}.", 422)
    if seat is not None and not 0 <= seat < players:
        raise ArenaError("bad_request", f"Seats run from 0 to {players - 1}; there is no seat {seat}.", 422)


def check_answer(challenge: Challenge, user_id: int, now: int, verb: str) -> None:
    """`user_id` may accept or decline (`verb`) this challenge now: they are challenged and it still stands."""
    if user_id != challenge.challenged_id:
        who = "the challenger" if user_id == challenge.challenger_id else "someone else"
        raise ArenaError("forbidden", f"Only {challenge.challenged} can {verb} this challenge, not {who}.", 403)
    _must_stand(challenge, now)


def check_cancel(challenge: Challenge, user_id: int, now: int) -> None:
    """Only the challenger cancels, while the challenge still stands."""
    if user_id != challenge.challenger_id:
        raise ArenaError("forbidden", f"Only {challenge.challenger}, who sent this challenge, can cancel it.", 403)
    _must_stand(challenge, now)


def check_reason(reason: str | None) -> str:
    """The decline reason's key (`generic` when none is given)."""
    if reason is None:
        return "generic"
    if reason not in DECLINE_REASONS:
        raise ArenaError("bad_request", f"Unknown reason {reason!r}; choose one of {', '.join(DECLINE_REASONS)}.",
                         422)
    return reason


def _must_stand(challenge: Challenge, now: int) -> None:
    status = challenge.effective_status(now)
    if status == EXPIRED:
        raise ArenaError("challenge_expired", "This challenge has expired; ask for a new one.", 410)
    if status != CREATED:
        where = f" (table {challenge.table_id})" if challenge.table_id else ""
        raise ArenaError(f"already_{status}", f"This challenge was already {status}{where}.", 409)


def seating(challenge: Challenge, first: int) -> dict[int, tuple[str, int | None, str | None, bool]]:
    """Seat -> (name, user id, bot spec, bot account) for the table of an accepted challenge.

    The challenger takes their chosen seat (or `first`, drawn by the caller), the challenged user the
    first other seat, and the bots the next free ones in order; any seat left stays open."""
    mine = challenge.challenger_seat if challenge.challenger_seat is not None else first
    seats: dict[int, tuple[str, int | None, str | None, bool]] = {
        mine: (challenge.challenger, challenge.challenger_id, None, challenge.challenger_bot)}
    free = [s for s in range(challenge.players) if s != mine]
    seats[free[0]] = (challenge.challenged, challenge.challenged_id, None, challenge.challenged_bot)
    for seat, bot in zip(free[1:], challenge.bots, strict=False):
        seats[seat] = ("", None, bot, False)
    return seats
