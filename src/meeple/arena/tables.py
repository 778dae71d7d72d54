"""A table's life cycle as pure rules: create, join, leave, seat a bot, start.

open -> playing -> finished | abandoned. Each check takes the table record and
who asks, and either returns what to do or raises `ArenaError` with a stable
code and a sentence for the player. The store applies the result; nothing
here does I/O, so every rule is tested without a server.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from meeple.engine import Game, InvalidOptions, resolve_options

from . import ratings, reputation
from .clock import PROFILES, SpeedProfile

MODES = ("realtime", "turnbased")
OPEN, PLAYING, FINISHED, ABANDONED = "open", "playing", "finished", "abandoned"


class ArenaError(Exception):
    """A refused table operation: `code` for programs, `message` for people."""

    def __init__(self, code: str, message: str, status: int = 409) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.status = status


@dataclass(frozen=True)
class Seat:
    """Who sits in a seat: a user, or a bot (user_id None). A user may be a bot account (`bot_account`)."""

    seat: int
    name: str
    user_id: int | None = None
    bot: str | None = None
    bot_account: bool = False  # a program plays this user's account (POST /api/accounts/bot)


@dataclass
class TableRecord:
    """Everything public about a table. The seed and the state are kept apart, on purpose."""

    id: str
    game: str
    players: int
    options: dict[str, Any]
    mode: str
    ranked: bool
    invite_only: bool
    invite_code: str | None
    creator_id: int | None
    status: str
    created_at: int
    seats: dict[int, Seat] = field(default_factory=dict)
    started_at: int | None = None
    finished_at: int | None = None
    outcome: dict[str, Any] | None = None
    speed: str = "normal"
    min_reputation: int | None = None
    min_rank: int | None = None  # rating points shown (above the start)
    auto_start: bool = False  # the game starts as soon as every seat is taken (Play now's tables)
    bot_delay_ms: int | None = None  # the arena bots' wait before each move at this table; None: the server's
    bot_accounts: bool = False  # a ranked table lets bot accounts sit (a casual table always does)
    clock: dict[str, Any] | None = None  # Clock.as_dict() as last stored (the live table holds the current one)
    zombies: list[int] = field(default_factory=list)  # seats the zombie plays (skipped or expelled players)
    expelled: list[int] = field(default_factory=list)  # those of the zombies that were expelled while absent
    resigned: list[int] = field(default_factory=list)  # those of the zombies whose player resigned
    left_at: float | None = None  # the game's progress when the first player was skipped: the result is neutralized
    penalties: list[int] = field(default_factory=list)  # seats whose clock went negative (clock penalties)
    abandon_votes: list[int] = field(default_factory=list)
    progress: float = 0.0  # the game's progress at the last move
    results: list[dict[str, Any]] = field(default_factory=list)  # per seat, once a finished game is recorded

    @property
    def full(self) -> bool:
        """Every seat is taken."""
        return len(self.seats) >= self.players

    def seats_of(self, user_id: int | None) -> list[int]:
        """The seats `user_id` holds, in order (none for anonymous spectators)."""
        if user_id is None:
            return []
        return sorted(s.seat for s in self.seats.values() if s.user_id == user_id)

    def names(self) -> list[str]:
        """Seat names in seat order (empty seats named by number)."""
        return [self.seats[i].name if i in self.seats else f"Seat {i + 1}" for i in range(self.players)]

    def summary(self, viewer_id: int | None = None) -> dict[str, Any]:
        """The JSON a lobby or table page shows; the invite code only to those at the table."""
        insider = viewer_id is not None and (viewer_id == self.creator_id or bool(self.seats_of(viewer_id)))
        return {
            "id": self.id,
            "game": self.game,
            "players": self.players,
            "options": self.options,
            "mode": self.mode,
            "ranked": self.ranked,
            "invite_only": self.invite_only,
            "invite_code": self.invite_code if insider else None,
            "creator_id": self.creator_id,
            "status": self.status,
            "seats": [
                {"seat": i, "name": s.name, "user_id": s.user_id, "bot": s.bot, "bot_account": s.bot_account}
                if (s := self.seats.get(i)) else None
                for i in range(self.players)
            ],
            "created_at": self.created_at,
            "started_at": self.started_at,
            "finished_at": self.finished_at,
            "outcome": self.outcome,
            "speed": self.speed,
            "speed_label": PROFILES[self.speed].label if self.speed in PROFILES else self.speed,
            "min_reputation": self.min_reputation,
            "min_rank": self.min_rank,
            "auto_start": self.auto_start,
            "bot_delay_ms": self.bot_delay_ms,
            "bot_accounts": self.bot_accounts,
            "zombies": list(self.zombies),
            "expelled": list(self.expelled),
            "resigned": list(self.resigned),
            "abandon_votes": list(self.abandon_votes),
            "neutralized": self.left_at is not None,
            "left_at": self.left_at,  # the progress when the first player left: winners gain that share
            "progress": self.progress,
            "results": list(self.results),
        }


def check_new_table(
    game: Game, players: int, options: Mapping[str, Any] | None, mode: str
) -> dict[str, Any]:
    """The resolved options of a new table, or ArenaError(bad_request) saying what is wrong."""
    if not game.min_players <= players <= game.max_players:
        raise ArenaError(
            "bad_request", f"{game.title} is for {game.min_players}-{game.max_players} players, not {players}.", 422
        )
    if mode not in MODES:
        raise ArenaError("bad_request", f"mode must be one of {', '.join(MODES)}, not {mode!r}.", 422)
    try:
        return resolve_options(game.options, options, players)
    except InvalidOptions as exc:
        raise ArenaError("bad_options", str(exc), 422) from None


def check_speed(speed: SpeedProfile, mode: str, ranked: bool) -> None:
    """A table's speed must suit its mode, and only casual tables may play without a time limit."""
    if speed.unlimited:
        if ranked:
            raise ArenaError("bad_request", "Ranked tables need a time limit; choose another speed.", 422)
        return
    if speed.realtime != (mode == "realtime"):
        kind = "real-time" if speed.realtime else "turn-based"
        raise ArenaError("bad_request", f"{speed.label!r} is a {kind} speed; it does not suit a {mode} table.", 422)


def check_requirements(table: TableRecord, user_reputation: int, user_rating: float) -> None:
    """A table may ask for a minimum reputation or rank; 403 saying which one is not met."""
    if not reputation.may_join(user_reputation, table.min_reputation):
        raise ArenaError(
            "reputation_too_low",
            f"This table asks for a reputation of {table.min_reputation}; yours is {user_reputation}.", 403,
        )
    if table.min_rank is not None and ratings.shown(user_rating) < table.min_rank:
        raise ArenaError(
            "rank_too_low",
            f"This table asks for {table.min_rank} rating points in {table.game}; "
            f"you have {ratings.shown(user_rating)}.", 403,
        )


def check_bot_account(table: TableRecord, is_bot: bool) -> None:
    """A bot account sits at a ranked table only where its creator allowed bot accounts (403 `no_bots`);
    casual tables take anyone. Bots are never rated, so a person's ranked game is against people unless said."""
    if is_bot and table.ranked and not table.bot_accounts:
        raise ArenaError("no_bots", "This ranked table is for people: its creator did not let bot accounts sit.", 403)


def may_watch(table: TableRecord, user_id: int | None, invite: str | None) -> bool:
    """Whether a viewer may see the table and watch its game: anyone for a listed table; for an
    invite-only one, its creator, its seated players and whoever has the invite code.

    >>> t = TableRecord(id="t", game="g", players=2, options={}, mode="realtime", ranked=False, invite_only=True,
    ...                 invite_code="c0de", creator_id=1, status="open", created_at=0)
    >>> may_watch(t, 1, None), may_watch(t, 2, None), may_watch(t, None, "c0de"), may_watch(t, 2, "nope")
    (True, False, True, False)
    """
    if not table.invite_only:
        return True
    if user_id is not None and (user_id == table.creator_id or table.seats_of(user_id)):
        return True
    return invite is not None and table.invite_code is not None and invite == table.invite_code


def seat_for_join(table: TableRecord, user_id: int, seat: int | None, invite: str | None) -> int:
    """The seat `user_id` gets by joining (the lowest free one unless `seat` is asked for)."""
    _must_be_open(table)
    if table.invite_only and user_id != table.creator_id and invite != table.invite_code:
        raise ArenaError("bad_invite", "This table is by invitation only; the invite code is missing or wrong.", 403)
    if table.seats_of(user_id):
        raise ArenaError("already_seated", "You already have a seat at this table.")
    return _free_seat(table, seat)


def seat_for_bot(table: TableRecord, user_id: int, seat: int | None) -> int:
    """The seat a bot takes when `user_id` (the creator) adds one."""
    _must_be_creator(table, user_id, "add a bot")
    _must_be_open(table)
    return _free_seat(table, seat)


def seat_to_leave(table: TableRecord, user_id: int) -> int:
    """The seat `user_id` gives up by leaving an open table."""
    _must_be_open(table, "You can only leave a table before the game starts.")
    held = table.seats_of(user_id)
    if not held:
        raise ArenaError("not_seated", "You have no seat at this table.")
    return held[-1]


def check_remove_bot(table: TableRecord, user_id: int, seat: int) -> None:
    """Only the creator removes a bot, and only before the start."""
    _must_be_creator(table, user_id, "remove a bot")
    _must_be_open(table)
    if seat not in table.seats or table.seats[seat].bot is None:
        raise ArenaError("bad_request", f"Seat {seat} has no bot.", 422)


def check_start(table: TableRecord, user_id: int) -> None:
    """The creator starts an open table once every seat is taken."""
    _must_be_creator(table, user_id, "start the game")
    _must_be_open(table, "This game has already started.")
    if not table.full:
        missing = table.players - len(table.seats)
        raise ArenaError("not_full", f"Wait for {missing} more player{'s' if missing > 1 else ''} (or add bots).")


def _free_seat(table: TableRecord, seat: int | None) -> int:
    if seat is None:
        for i in range(table.players):
            if i not in table.seats:
                return i
        raise ArenaError("table_full", "Every seat at this table is taken.")
    if not isinstance(seat, int) or not 0 <= seat < table.players:
        raise ArenaError("bad_request", f"Seats run from 0 to {table.players - 1}; there is no seat {seat!r}.", 422)
    if seat in table.seats:
        raise ArenaError("seat_taken", f"Seat {seat} is taken.")
    return seat


def _must_be_open(table: TableRecord, message: str = "This table is no longer open.") -> None:
    if table.status != OPEN:
        raise ArenaError("not_open", message)


def _must_be_creator(table: TableRecord, user_id: int, what: str) -> None:
    if user_id != table.creator_id:
        raise ArenaError("forbidden", f"Only the table's creator can {what}.", 403)
