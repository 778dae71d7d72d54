"""Challenges over HTTP, as lichess's: ask a user by name to play; they accept or decline, you may cancel.

The rules are `meeple.arena.challenges`; both sides hear every change on their event stream
(api/event_stream.py). Accepting creates the table with both seated (and the bots asked for) and, when
every seat is then taken, starts it: `gameStart` reaches both streams.
"""

from __future__ import annotations

import secrets
from typing import Any, Literal

from fastapi import APIRouter, Depends, Path, Request
from pydantic import Field

from meeple.arena import challenges as rules
from meeple.arena import tables as table_rules
from meeple.arena.challenges import CANCELED, CHALLENGE_LIMIT, DECLINED, Challenge
from meeple.arena.tables import OPEN, Seat, TableRecord
from meeple.bots import BotSpecError, make_bot
from meeple.store import repo_challenges as repo
from meeple.store import repo_tables
from meeple.store.repo_accounts import account_named, now_ms

from ..auth.identity import Auth, require_auth
from ..errors import ApiError
from ..live import account_events
from ..live.hub import BOTS
from ..services import services
from .account_schemas import ChallengeAccepted, ChallengeAnswer, ChallengeLists
from .bounds import Body
from .bounds import Seat as SeatNo
from .guard import client_address, limit
from .responses import Json
from .tables import MAX_BOT_DELAY_MS, begin, game_of, speed_of, summary_for

router = APIRouter(prefix="/api/challenge", tags=["bots"])
ChallengeId = Path(max_length=16, pattern=r"^[A-Za-z0-9_-]+$")


class NewChallenge(Body):
    """What the challenge is for: the table the two of you would play."""

    game: str = Field(max_length=40)
    players: int = Field(2, ge=2, le=64, description="Seats at the table: the two of you and the `bots`; any "
                         "other seat stays open for others to join.")
    options: dict[str, Any] = Field(default_factory=dict)
    mode: Literal["realtime", "turnbased"] = "realtime"
    ranked: bool = False
    speed: str | None = Field(None, max_length=16, description="A speed from GET /api/speeds (the mode's default).")
    seat: SeatNo | None = Field(None, description="Your seat; drawn at the acceptance if omitted.")
    bots: list[str] = Field(default_factory=list, max_length=62,
                            description="Bot specs (GET /api/bots) for the seats beside the two of you.")
    bot_delay_ms: int | None = Field(None, ge=0, le=MAX_BOT_DELAY_MS,
                                     description="How long the table's arena bots wait before each move, in ms "
                                     "(0: no wait, for bot matches); by default the server's MEEPLE_BOT_DELAY.")


class Decline(Body):
    """Why (one of lichess's reasons: generic, later, tooFast, tooSlow, rated, casual, game, noBot, onlyBot)."""

    reason: str | None = Field(None, max_length=16)


async def _challenge(request: Request, challenge_id: str, auth: Auth) -> Challenge:
    """The challenge, for one of its two sides only (404 for anyone else, as if it did not exist)."""
    found = await repo.get_challenge(services(request).db, challenge_id)
    if found is None or auth.account.id not in (found.challenger_id, found.challenged_id):
        raise ApiError(404, "unknown_challenge", f"There is no challenge {challenge_id!r} for you.")
    return found


@router.get("", summary="My standing challenges, sent and received", response_model=ChallengeLists)
async def list_challenges(request: Request, auth: Auth = Depends(require_auth)) -> Json:
    """`in`: challenges to me; `out`: challenges I sent (only those not yet answered nor expired)."""
    now, me = now_ms(), auth.account.id
    found = await repo.pending_for(services(request).db, me)
    return Json({"in": [c.as_dict(now) for c in found if c.challenged_id == me],
                 "out": [c.as_dict(now) for c in found if c.challenger_id == me]})


@router.post("/{username}", status_code=201, summary="Challenge a user by name", response_model=ChallengeAnswer)
async def create_challenge(body: NewChallenge, request: Request, username: str = Path(max_length=64),
                           auth: Auth = Depends(require_auth)) -> Json:
    """201 with the challenge; both event streams get a `challenge` event. 404 `unknown_user`; 422 for a
    wrong game, options, speed, seat or bot; 429 `too_many_challenges` with 20 standing to that user."""
    svc = services(request)
    await limit(svc, svc.rules.tables, client_address(request), "new tables from your address")
    dest = await account_named(svc.db, username)
    if dest is None:
        raise ApiError(404, "unknown_user", f"There is no player named {username!r}.")
    game = game_of(request, body.game)
    rules.check_new(auth.account.id, dest.id, body.players, body.seat, body.bots)
    options = table_rules.check_new_table(game, body.players, body.options, body.mode)
    speed = speed_of(request, body.speed, body.mode)
    table_rules.check_speed(speed, body.mode, body.ranked)
    bots = [_bot(spec, game) for spec in body.bots]
    if await repo.standing_between(svc.db, auth.account.id, dest.id) >= CHALLENGE_LIMIT:
        raise ApiError(429, "too_many_challenges",
                       f"You already have {CHALLENGE_LIMIT} challenges waiting for {dest.username}'s answer.")
    now = now_ms()
    ttl = svc.settings.challenge_ttl_s if body.mode == "realtime" else svc.settings.challenge_ttl_turnbased_s
    challenge = Challenge(
        id=repo.new_challenge_id(), challenger_id=auth.account.id, challenger=auth.account.username,
        challenged_id=dest.id, challenged=dest.username, game=game.id, players=body.players, options=options,
        mode=body.mode, ranked=body.ranked, speed=speed.id, challenger_seat=body.seat, bots=bots,
        created_at=now, expires_at=now + int(ttl * 1000), challenger_bot=auth.account.is_bot,
        challenged_bot=dest.is_bot, bot_delay_ms=body.bot_delay_ms,
    )
    await repo.create_challenge(svc.db, challenge)
    account_events.challenge_event(svc.hub.pubsub, "challenge", challenge, now)
    return Json({"challenge": challenge.as_dict(now)}, status_code=201)


def _bot(spec: str, game: Any) -> str:
    key = spec.strip().lower()
    if key not in BOTS:
        raise ApiError(422, "bad_request", f"Unknown bot {spec!r}; choose one of {', '.join(BOTS)}.")
    try:
        make_bot(key, game=game)
    except BotSpecError as exc:
        raise ApiError(422, "bad_request", f"{exc}; choose one of {', '.join(BOTS)}.") from None
    return key


@router.get("/{challenge_id}", summary="One of my challenges", response_model=ChallengeAnswer)
async def show_challenge(request: Request, challenge_id: str = ChallengeId,
                         auth: Auth = Depends(require_auth)) -> Json:
    """Its status (`created`, `accepted` with its `table`, `declined`, `canceled`, `expired`)."""
    return Json({"challenge": (await _challenge(request, challenge_id, auth)).as_dict(now_ms())})


@router.post("/{challenge_id}/accept", summary="Accept a challenge to me", response_model=ChallengeAccepted)
async def accept_challenge(request: Request, challenge_id: str = ChallengeId,
                           auth: Auth = Depends(require_auth)) -> Json:
    """The table is created with both of you seated (and started when every seat is taken: `gameStart` on both
    streams). 404 `unknown_challenge`; 403 `forbidden` (not yours to accept); 410 `challenge_expired`;
    409 `already_accepted` / `already_declined` / `already_canceled`."""
    svc = services(request)
    challenge = await _challenge(request, challenge_id, auth)
    rules.check_answer(challenge, auth.account.id, now_ms(), "accept")
    game = game_of(request, challenge.game)
    record = _table_of(challenge)
    if not await repo.accept_challenge(svc.db, challenge.id, record):
        _lost_race(await _challenge(request, challenge_id, auth), auth, "accept")
    challenge.status, challenge.table_id = rules.ACCEPTED, record.id
    if record.full:
        record = await begin(svc, record, game)
    else:
        svc.hub.notice(record)
    return Json({"challenge": challenge.as_dict(now_ms()), "table": summary_for(request, record, auth)})


def _table_of(challenge: Challenge) -> TableRecord:
    """The open table an accepted challenge makes, its seats taken as the challenge says."""
    seating = rules.seating(challenge, secrets.randbelow(challenge.players))
    record = TableRecord(
        id=repo_tables.new_table_id(), game=challenge.game, players=challenge.players, options=challenge.options,
        mode=challenge.mode, ranked=challenge.ranked, invite_only=False, invite_code=None,
        creator_id=challenge.challenger_id, status=OPEN, created_at=now_ms(), speed=challenge.speed,
        bot_accounts=challenge.challenger_bot or challenge.challenged_bot,  # a ranked game both sides agreed to
        bot_delay_ms=challenge.bot_delay_ms,
    )
    for seat, (name, user_id, bot, bot_account) in seating.items():
        record.seats[seat] = Seat(seat, name if bot is None else f"{BOTS[bot]} bot {seat + 1}", user_id, bot,
                                  bot_account)
    return record


def _lost_race(now_stored: Challenge, auth: Auth, verb: str) -> None:
    """Another request answered (or the challenge expired) between the check and the write: say which."""
    if verb == "cancel":
        rules.check_cancel(now_stored, auth.account.id, now_ms())
    else:
        rules.check_answer(now_stored, auth.account.id, now_ms(), verb)
    raise ApiError(409, "conflict", "The challenge changed meanwhile; read it again.")


@router.post("/{challenge_id}/decline", summary="Decline a challenge to me", response_model=ChallengeAnswer)
async def decline_challenge(request: Request, body: Decline | None = None, challenge_id: str = ChallengeId,
                            auth: Auth = Depends(require_auth)) -> Json:
    """With an optional `reason`; both streams get `challengeDeclined`. Refusals as for accept, and 422 for an
    unknown reason."""
    reason = rules.check_reason(body.reason if body else None)
    return await _close(request, challenge_id, auth, "decline", DECLINED, reason)


@router.post("/{challenge_id}/cancel", summary="Cancel a challenge I sent", response_model=ChallengeAnswer)
async def cancel_challenge(request: Request, challenge_id: str = ChallengeId,
                           auth: Auth = Depends(require_auth)) -> Json:
    """Both streams get `challengeCanceled`. 403 `forbidden` for the challenged user (they decline instead)."""
    return await _close(request, challenge_id, auth, "cancel", CANCELED, None)


async def _close(request: Request, challenge_id: str, auth: Auth, verb: str, status: str,
                 reason: str | None) -> Json:
    svc = services(request)
    challenge = await _challenge(request, challenge_id, auth)
    if verb == "cancel":
        rules.check_cancel(challenge, auth.account.id, now_ms())
    else:
        rules.check_answer(challenge, auth.account.id, now_ms(), verb)
    if not await repo.close_challenge(svc.db, challenge.id, status, reason):
        _lost_race(await _challenge(request, challenge_id, auth), auth, verb)
    challenge.status, challenge.decline_reason = status, reason
    kind = "challengeDeclined" if status == DECLINED else "challengeCanceled"
    account_events.challenge_event(svc.hub.pubsub, kind, challenge, now_ms())
    return Json({"challenge": challenge.as_dict(now_ms())})
