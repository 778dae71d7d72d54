"""An account's life over HTTP: a guest keeps its games under a real name, passwords change, accounts go, data leaves.

* `POST /api/accounts/upgrade`: a guest picks a username and password (the
  rules of registration) and stays the same account, with its id, tables,
  seats, ratings and history; this session stays logged in.
* `POST /api/accounts/password`: with the current password; every other
  session of the account ends, this one stays.
* `POST /api/accounts/delete`: with the password (a guest has none to give).
  The account can no longer log in; its sessions, tokens and ratings go; its
  name is freed and its seats everywhere are renamed `deleted player N`.
  Seats at open tables are freed, open tables it created are cancelled, and
  its seats in games in play are handed to the zombie, as if resigned.
* `GET /api/accounts/export`: everything the server keeps about the account
  as one JSON download.

The password checks count failures as login does (`password_check`).
"""

from __future__ import annotations

from fastapi import APIRouter, Depends, Request
from pydantic import Field
from starlette.responses import Response

from meeple.arena.tables import ABANDONED, FINISHED, OPEN, PLAYING
from meeple.store import repo_account_life as life
from meeple.store import repo_tables
from meeple.store.repo_accounts import Account, UsernameTaken

from ..auth.identity import Auth, clear_session_cookies, require_auth
from ..errors import ApiError
from ..live.departure import hand_to_zombie, rename_in_memory
from ..services import Services, services
from .account_schemas import AccountExport, PasswordChanged, Upgraded
from .accounts import Credentials, check_credentials, name_taken
from .bounds import Body
from .password_check import checked_password
from .replays import finished_replay
from .responses import Json
from .tables import summary_for

router = APIRouter(prefix="/api/accounts", tags=["accounts"])

DELETE_TRIES = 3
EXPORT_FORMAT = "meeple-account/1"
EXPORT_TABLES = 10_000
"""At most this many tables in an export (the newest)."""


class NewPassword(Body):
    """The current password and the new one."""

    current_password: str = Field(max_length=1024)
    new_password: str = Field(max_length=1024)


class Deletion(Body):
    """The account's password, to confirm (a guest has none: leave it out)."""

    password: str | None = Field(None, max_length=1024)


def _forget(svc: Services, auth: Auth, account: Account | None, ended: list[str]) -> None:
    """Drop ended sessions from this process's cache, and refresh the caller's if its account changed."""
    for token_hash in ended:
        svc.sessions.drop(token_hash)
    if auth.session_hash is not None:
        svc.sessions.drop(auth.session_hash)
        if account is not None:
            svc.sessions.put(Auth(account, auth.session_hash, auth.csrf))


def _needs_password(auth: Auth) -> None:
    if auth.account.is_guest:
        raise ApiError(409, "guest", "A guest account has no password; choose a name and password first.")


@router.post("/upgrade", summary="Turn my guest account into a named account", response_model=Upgraded)
async def upgrade(body: Credentials, request: Request, auth: Auth = Depends(require_auth)) -> Json:
    """200 with the renamed user (same id, same tables and ratings; still logged in); 409 `not_guest` /
    `username_taken`; 422 `bad_username` / `weak_password` as at registration."""
    svc = services(request)
    if not auth.account.is_guest:
        raise ApiError(409, "not_guest", "Only a guest account can be given a name and password; this one has them.")
    check_credentials(body.username, body.password)
    try:
        account = await life.upgrade_guest(svc.db, auth.account.id, body.username,
                                           await svc.passwords.hash(body.password))
    except UsernameTaken:
        raise name_taken(body.username) from None
    except life.NotAGuest:
        raise ApiError(409, "not_guest", "This account already has a name and password.") from None
    _forget(svc, auth, account, [])
    rename_in_memory(svc.hub, account.id, account.username)
    return Json({"user": account.as_dict(), "csrf_token": auth.csrf})


@router.post("/password", summary="Change my password", response_model=PasswordChanged)
async def change_password(body: NewPassword, request: Request, auth: Auth = Depends(require_auth)) -> Json:
    """200 with how many other sessions were logged out; 401 `bad_credentials` for a wrong current password
    (counted and rate-limited as logins are: 429 `rate_limited`); 422 `weak_password`; 409 `guest`."""
    svc = services(request)
    _needs_password(auth)
    await checked_password(request, auth.account.username, body.current_password, what="password")
    check_credentials(auth.account.username, body.new_password)
    if body.new_password == body.current_password:
        raise ApiError(422, "weak_password", "The new password is the same as the current one.")
    ended = await life.change_password(svc.db, auth.account.id, await svc.passwords.hash(body.new_password),
                                       auth.session_hash)
    _forget(svc, auth, auth.account, ended)
    return Json({"user": auth.account.as_dict(), "sessions_ended": len(ended)})


@router.post("/delete", status_code=204, summary="Delete my account")
async def delete_account(body: Deletion, request: Request, auth: Auth = Depends(require_auth)) -> Response:
    """204, and this browser is logged out; 401 `bad_credentials` for a wrong password (rate-limited as logins).

    Seats in games in play go to the zombie; opponents' tables and replays show `deleted player N`."""
    svc = services(request)
    if not auth.account.is_guest:
        if not body.password:
            raise ApiError(422, "bad_request", "Give your password to confirm the deletion.")
        await checked_password(request, auth.account.username, body.password, what="password")
    deleted = await _delete(svc, auth.account.id)
    user_id = auth.account.id
    _forget(svc, auth, None, deleted.session_hashes)
    rename_in_memory(svc.hub, user_id, life.deleted_name(user_id))
    for table_id in deleted.open_tables:
        record = await repo_tables.get_table(svc.db, table_id)
        if record is not None:
            svc.hub.notice(record)
    response = Response(status_code=204)
    clear_session_cookies(response)
    return response


async def _delete(svc: Services, user_id: int) -> life.Deleted:
    """Hand the account's seats in play to the zombie, then wipe it; again if a game of it started meanwhile."""
    for _ in range(DELETE_TRIES):
        for table_id in await life.seated_tables(svc.db, user_id, PLAYING):
            await hand_to_zombie(svc.hub, table_id, user_id)
        try:
            return await life.delete_account(svc.db, user_id)
        except life.StillSeated:
            continue
    raise ApiError(409, "conflict", "Your games kept starting while the account was being deleted; try again.")


@router.get("/export", summary="Download everything the server keeps about me", response_model=AccountExport)
async def export(request: Request, auth: Auth = Depends(require_auth)) -> Json:
    """`meeple-account/1` JSON: the account, its ratings with their history, its API tokens (names and prefixes,
    never the secret), and its tables, each ended one with its replay as `GET /api/tables/{id}/export` gives it."""
    svc = services(request)
    data = await life.account_data(svc.db, auth.account.id)
    statuses = (OPEN, PLAYING, FINISHED, ABANDONED)
    tables = []
    for record in await repo_tables.list_for_user(svc.db, auth.account.id, statuses, EXPORT_TABLES):
        entry = summary_for(request, record, auth)
        if record.status in (FINISHED, ABANDONED):
            try:
                entry["replay"] = (await finished_replay(svc.db, record.id)).as_dict()
            except ApiError:  # cancelled before the start: no game to replay
                entry["replay"] = None
        tables.append(entry)
    name = auth.account.username
    return Json({"format": EXPORT_FORMAT, **data, "tables": tables},
                headers={"Content-Disposition": f'attachment; filename="meeple-{name}.json"'})
