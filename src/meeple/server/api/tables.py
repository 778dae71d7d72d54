"""The lobby over HTTP: games, tables, seats, bots, starting a game.

The rules of the life cycle are `meeple.arena.tables`; this module reads the
record, asks the rules, writes through the store and tells the table's
connections what changed.
"""

from __future__ import annotations

import secrets
from collections.abc import Awaitable
from typing import Any, Literal

from fastapi import APIRouter, Depends, Query, Request
from pydantic import Field
from starlette.responses import Response

from meeple.arena import tables as rules
from meeple.arena.clock import SpeedProfile
from meeple.arena.tables import OPEN, PLAYING, ArenaError, Seat, TableRecord
from meeple.bots import BotSpecError, make_bot
from meeple.engine import Game
from meeple.engine.formats import game_formats
from meeple.store import repo_tables as repo
from meeple.store.repo_accounts import now_ms
from meeple.store.repo_ratings import first_timers, standing, standings
from meeple.store.repo_tables import SeatConflict

from ..auth.identity import Auth, optional_auth, require_auth
from ..chat.blocks import check_join
from ..errors import ApiError
from ..live import table_clock
from ..live.hub import BOTS
from ..services import Services, services
from .bounds import INT32_MAX, Body, PathSeat
from .bounds import Seat as SeatNo
from .guard import client_address, limit, too_many
from .responses import Json
from .schemas import BotList, GameFormats, GameList, TableAnswer, TableList

router = APIRouter(prefix="/api", tags=["lobby"])

MAX_BOT_DELAY_MS = 5000  # a slower pace than 5 s a move would only stall the table
DEFAULT_SPEED = {"realtime": "normal", "turnbased": "tb1"}


class NewTable(Body):
    """What a new table plays and how."""

    game: str = Field(max_length=40)
    players: int = Field(ge=1, le=64)
    options: dict[str, Any] = Field(default_factory=dict)
    mode: Literal["realtime", "turnbased"] = "realtime"
    ranked: bool = False
    invite_only: bool = False
    join: bool = Field(True, description="Seat the creator at the first seat.")
    speed: str | None = Field(None, max_length=16, description='A speed from GET /api/speeds; by default '
                              '"normal" for real-time tables and "tb1" for turn-based ones.')
    min_reputation: int | None = Field(None, ge=0, le=100, description="The reputation needed to join.")
    min_rank: int | None = Field(None, ge=0, le=INT32_MAX,
                                 description="The rating points (shown, above 1500) needed to join.")
    auto_start: bool = Field(False, description="Start the game as soon as every seat is taken "
                             "(as Play now's tables do), instead of waiting for the creator's Start.")
    bot_delay_ms: int | None = Field(None, ge=0, le=MAX_BOT_DELAY_MS,
                                     description="How long the arena's bots wait before each move here, in ms "
                                     "(0: no wait, for bot matches); by default the server's MEEPLE_BOT_DELAY.")
    bot_accounts: bool = Field(False, description="A ranked table lets bot accounts sit (a casual table always "
                               "does); otherwise a bot account's join is refused with 403 `no_bots`.")


class JoinRequest(Body):
    """Which seat (the first free one if omitted) and the invite code for invite-only tables."""

    seat: SeatNo | None = None
    invite: str | None = Field(None, max_length=64)


class BotRequest(Body):
    """Which seat a bot takes (the first free one if omitted) and which bot (a spec from GET /api/bots)."""

    seat: SeatNo | None = None
    bot: str = Field("random", max_length=40)


def game_info(game: Game) -> dict[str, Any]:
    """A game as the lobby lists it."""
    return {
        "id": game.id, "title": game.title, "min_players": game.min_players, "max_players": game.max_players,
        "options": [o.as_dict() for o in game.options], "summary": game.summary,
        "hidden_information": game.hidden_information, "chance": game.chance, "simultaneous": game.simultaneous,
        "cooperative": game.cooperative, "play_minutes": list(game.play_minutes),
    }


def game_of(request: Request, game_id: str) -> Game:
    """The game of that id on this server, or 404 `unknown_game`."""
    game = services(request).games.get(game_id)
    if game is None:
        raise ApiError(404, "unknown_game", f"There is no game {game_id!r} here.")
    return game


async def _table(request: Request, table_id: str) -> TableRecord:
    record = await repo.get_table(services(request).db, table_id)
    if record is None:
        raise ApiError(404, "not_found", f"There is no table {table_id!r}.")
    return record


def summary_for(request: Request, record: TableRecord, viewer: Auth | None) -> dict[str, Any]:
    out = record.summary(viewer.account.id if viewer else None)
    live = services(request).hub.live.get(record.id)
    out["version"] = live.version if live is not None else None
    return out


async def listed(request: Request, records: list[TableRecord], viewer: Auth | None) -> list[dict[str, Any]]:
    """Summaries of `records` with each seated person's `standing` in the table's game (rating, rank, first game)."""
    out = [summary_for(request, r, viewer) for r in records]
    wanted = {(r.game, s.user_id) for r in records for s in r.seats.values() if s.user_id is not None}
    found = await standings(services(request).db, wanted) if wanted else {}
    for summary, record in zip(out, records, strict=True):
        for seat in summary["seats"]:
            if seat is not None and seat["user_id"] is not None:
                seat["standing"] = found.get((record.game, seat["user_id"]))
    return out


def _changed(request: Request, record: TableRecord, viewer: Auth) -> Json:
    """Tell a changed table's connections, answer with it."""
    services(request).hub.notice(record)
    return Json({"table": summary_for(request, record, viewer)})


@router.get("/games", summary="The games with their player counts and options", response_model=GameList)
async def list_games(request: Request) -> Json:
    """Every game this server offers."""
    return Json({"games": [game_info(g) for g in sorted(services(request).games.values(), key=lambda g: g.id)]})


@router.get("/games/{game_id}/formats", summary="A game's action and view formats, generated from the game",
            response_model=GameFormats)
async def game_formats_of(game_id: str, request: Request) -> Json:
    """The action types with their fields (the game's declared shapes), example actions and the views' fields
    with an example, from a start with a fixed seed; 404 `unknown_game`."""
    return Json(game_formats(game_of(request, game_id)))


@router.post("/tables", status_code=201, summary="Create a table", response_model=TableAnswer)
async def create_table(body: NewTable, request: Request, auth: Auth = Depends(require_auth)) -> Json:
    """Options are checked against the game's declared options; 422 says which one is wrong; 429 `rate_limited`."""
    record = await open_table(body, request, auth)
    return Json({"table": summary_for(request, record, auth)}, status_code=201)


async def open_table(body: NewTable, request: Request, auth: Auth) -> TableRecord:
    """Check and store a new table for the caller (what `POST /api/tables` does), and return it."""
    svc = services(request)
    await limit(svc, svc.rules.tables, client_address(request), "new tables from your address")
    game = game_of(request, body.game)
    options = rules.check_new_table(game, body.players, body.options, body.mode)
    speed = speed_of(request, body.speed, body.mode)
    rules.check_speed(speed, body.mode, body.ranked)
    record = TableRecord(
        id=repo.new_table_id(), game=game.id, players=body.players, options=options, mode=body.mode,
        ranked=body.ranked, invite_only=body.invite_only,
        invite_code=secrets.token_urlsafe(6) if body.invite_only else None,
        creator_id=auth.account.id, status=OPEN, created_at=now_ms(),
        speed=speed.id, min_reputation=body.min_reputation, min_rank=body.min_rank, auto_start=body.auto_start,
        bot_delay_ms=body.bot_delay_ms, bot_accounts=body.bot_accounts,
    )
    if body.join:
        rules.check_bot_account(record, auth.account.is_bot)
        record.seats[0] = Seat(0, auth.account.username, auth.account.id, bot_account=auth.account.is_bot)
    await repo.create_table(services(request).db, record)
    return record


def speed_of(request: Request, speed: str | None, mode: str) -> SpeedProfile:
    """The speed of that id (by default the mode's), or 422 naming the speeds there are."""
    speeds = services(request).settings.speeds()
    speed_id = speed or DEFAULT_SPEED[mode]
    if speed_id not in speeds:
        raise ApiError(422, "bad_request", f"Unknown speed {speed_id!r}; choose one of {', '.join(speeds)}.")
    return speeds[speed_id]


@router.get("/tables", summary="Open tables anyone can join", response_model=TableList)
async def open_tables(
    request: Request, auth: Auth | None = Depends(optional_auth),
    game: str | None = Query(None, max_length=40, description="Only tables of this game."),
    mode: Literal["realtime", "turnbased"] | None = Query(None, description="Only tables of this mode."),
    open_seats: int | None = Query(None, ge=1, le=64, description="Only tables with at least this many free seats."),
) -> Json:
    """Invite-only tables are not listed; the newest first. 404 `unknown_game` for a game this server lacks."""
    if game is not None:
        game_of(request, game)
    found = await repo.list_open(services(request).db, game=game, mode=mode, open_seats=open_seats)
    return Json({"tables": await listed(request, found, auth)})


@router.get("/tables/mine", summary="My tables", response_model=TableList)
async def my_tables(request: Request, finished: bool = False, auth: Auth = Depends(require_auth)) -> Json:
    """Tables I sit at or created: open and in play (add `finished=true` for the ended ones too)."""
    statuses = (OPEN, PLAYING, "finished", "abandoned") if finished else (OPEN, PLAYING)
    found = await repo.list_for_user(services(request).db, auth.account.id, statuses)
    return Json({"tables": await listed(request, found, auth)})


@router.get("/tables/waiting", summary="Turn-based tables waiting for me", response_model=TableList)
async def waiting_tables(request: Request, auth: Auth = Depends(require_auth)) -> Json:
    """Turn-based tables in play where the game waits for my move, oldest first."""
    found = await repo.turnbased_waiting(services(request).db, auth.account.id)
    return Json({"tables": await listed(request, found, auth)})


@router.get("/tables/{table_id}", summary="One table", response_model=TableAnswer)
async def get_table(table_id: str, request: Request, invite: str | None = Query(None, max_length=64),
                    auth: Auth | None = Depends(optional_auth)) -> Json:
    """The table's record; `version` is its current version while it is in play here.

    An invite-only table is shown only to its creator, its players and whoever sends its `invite` code
    (404 for anyone else, as if it did not exist)."""
    record = await _table(request, table_id)
    if not rules.may_watch(record, auth.account.id if auth else None, invite):
        raise ApiError(404, "not_found", f"There is no table {table_id!r}.")
    return Json({"table": (await listed(request, [record], auth))[0]})


@router.post("/tables/{table_id}/join", summary="Take a seat", response_model=TableAnswer)
async def join(table_id: str, body: JoinRequest, request: Request, auth: Auth = Depends(require_auth)) -> Json:
    """409 `seat_taken` / `table_full` / `not_open` / `already_seated`; 403 `bad_invite`; 429 after wrong invites.

    The last free seat of an `auto_start` table starts its game."""
    seated = await take_seat(await _table(request, table_id), body, request, auth)
    return _changed(request, await started_if_full(request, seated), auth)


async def take_seat(record: TableRecord, body: JoinRequest, request: Request, auth: Auth) -> TableRecord:
    """Seat the caller at `record` after every check of `POST /api/tables/{id}/join`; the table as it is now."""
    seat = await _seat_for_join(request, record, auth, body)
    rules.check_bot_account(record, auth.account.is_bot)
    await check_join(services(request), record, auth.account.id)
    if record.min_reputation is not None or record.min_rank is not None:
        rules.check_requirements(record, *await standing(services(request).db, auth.account.id, record.game))
    me = Seat(seat, auth.account.username, auth.account.id, bot_account=auth.account.is_bot)
    return await guarded(repo.add_seat(services(request).db, record, me))


async def _seat_for_join(request: Request, record: TableRecord, auth: Auth, body: JoinRequest) -> int:
    """The seat to take; wrong invite codes are counted per address, and refused with 429 once too many."""
    svc = services(request)
    checked = record.invite_only and auth.account.id != record.creator_id
    if checked:
        wait = await svc.limits.blocked(svc.rules.invite_failures, client_address(request))
        if wait > 0:
            raise too_many(wait, "wrong invite codes from your address")
    try:
        return rules.seat_for_join(record, auth.account.id, body.seat, body.invite)
    except ArenaError as exc:
        if checked and exc.code == "bad_invite":
            await svc.limits.add(svc.rules.invite_failures, client_address(request))
        raise


@router.post("/tables/{table_id}/leave", summary="Give up my seat before the start", response_model=TableAnswer)
async def leave(table_id: str, request: Request, auth: Auth = Depends(require_auth)) -> Json:
    """Only while the table is open."""
    record = await _table(request, table_id)
    seat = rules.seat_to_leave(record, auth.account.id)
    return _changed(request, await guarded(repo.remove_seat(services(request).db, record, seat)), auth)


@router.get("/bots", summary="The bots a table creator can seat", response_model=BotList)
async def list_bots() -> Json:
    """Each bot's spec (what POST /tables/{id}/bots takes) and the label of its level."""
    return Json({"bots": [{"id": spec, "label": label} for spec, label in BOTS.items()]})


@router.post("/tables/{table_id}/bots", summary="Seat a bot (creator only)", response_model=TableAnswer)
async def add_bot(table_id: str, body: BotRequest, request: Request, auth: Auth = Depends(require_auth)) -> Json:
    """Bots: `random`, `ismcts:easy`, `ismcts:medium`, `ismcts:hard` (GET /api/bots); 422 for anything else."""
    spec = body.bot.strip().lower()
    if spec not in BOTS:
        raise ApiError(422, "bad_request", f"Unknown bot {body.bot!r}; choose one of {', '.join(BOTS)}.")
    record = await _table(request, table_id)
    try:
        make_bot(spec, game=game_of(request, record.game))
    except BotSpecError as exc:
        raise ApiError(422, "bad_request", f"{exc}; choose one of {', '.join(BOTS)}.") from None
    seat = rules.seat_for_bot(record, auth.account.id, body.seat)
    bot = Seat(seat, f"{BOTS[spec]} bot {seat + 1}", None, spec)
    seated = await guarded(repo.add_seat(services(request).db, record, bot))
    return _changed(request, await started_if_full(request, seated), auth)


@router.delete("/tables/{table_id}/bots/{seat}", summary="Remove a bot (creator only)", response_model=TableAnswer)
async def remove_bot(table_id: str, seat: PathSeat, request: Request, auth: Auth = Depends(require_auth)) -> Json:
    """Only while the table is open."""
    record = await _table(request, table_id)
    rules.check_remove_bot(record, auth.account.id, seat)
    return _changed(request, await guarded(repo.remove_seat(services(request).db, record, seat)), auth)


@router.post("/tables/{table_id}/start", summary="Start the game (creator only, all seats taken)",
             response_model=TableAnswer)
async def start(table_id: str, request: Request, auth: Auth = Depends(require_auth)) -> Json:
    """The seed is drawn from the OS generator and stays secret until the game ends."""
    record = await _table(request, table_id)
    rules.check_start(record, auth.account.id)
    record = await begin(services(request), record, game_of(request, record.game))
    return Json({"table": summary_for(request, record, auth)})


async def started_if_full(request: Request, record: TableRecord) -> TableRecord:
    """An `auto_start` table whose last seat was just taken begins (gameStart); any other stays as it is.

    Only the write that took the last seat sees the table full and open, so the game starts once."""
    if record.auto_start and record.status == OPEN and record.full:
        return await begin(services(request), record, game_of(request, record.game))
    return record


async def begin(svc: Services, record: TableRecord, game: Game) -> TableRecord:
    """Start a full open table: draw the seed, store the first state and clock, make it live (gameStart)."""
    seed = secrets.randbits(63)
    state = game.setup(record.players, record.options, seed)
    snapshot = repo.dumps(game.dump(state))
    waiting = sorted(game.waiting_for(state))
    people = [s.user_id for s in record.seats.values() if s.user_id is not None]
    firsts = await first_timers(svc.db, game.id, people)
    first_seats = [s.seat for s in record.seats.values() if s.user_id in firsts]
    clock = table_clock.started_clock(svc.settings, record, game, waiting, first_seats)
    record = await guarded(repo.start_table(svc.db, record, seed, snapshot, waiting, clock.as_dict()))
    svc.hub.start(record, game, state)
    return record


@router.delete("/tables/{table_id}", status_code=204, summary="Cancel an open table (creator only)")
async def cancel(table_id: str, request: Request, auth: Auth = Depends(require_auth)) -> Response:
    """The table becomes `abandoned`; only before the start."""
    record = await _table(request, table_id)
    if record.creator_id != auth.account.id:
        raise ApiError(403, "forbidden", "Only the table's creator can cancel it.")
    if not await repo.abandon_table(services(request).db, table_id):
        raise ApiError(409, "not_open", "Only a table that has not started can be cancelled.")
    record.status = "abandoned"
    _changed(request, record, auth)
    return Response(status_code=204)


async def guarded(write: Awaitable[TableRecord]) -> TableRecord:
    """Run a store write; a lost race (seat taken meanwhile, game started) becomes 409 `conflict`."""
    try:
        return await write
    except SeatConflict as exc:
        raise ApiError(409, "conflict", f"Someone was faster: {exc}.") from None
