"""Accounts over HTTP: register, log in and out, guests, personal API tokens."""

from __future__ import annotations

import secrets
from typing import Literal

from fastapi import APIRouter, Depends, Request
from pydantic import Field
from starlette.responses import Response

from meeple.store import repo_accounts as accounts
from meeple.store.repo_accounts import Account, UsernameTaken

from ..auth.credentials import WeakPassword, check_password, check_username, digest, new_api_token, new_secret
from ..auth.identity import Auth, clear_session_cookies, optional_auth, require_auth, set_session_cookies
from ..auth.scopes import SCOPES
from ..errors import ApiError
from ..services import services
from .account_schemas import LoggedIn, Me, NewToken, TokenList, UserAnswer
from .bounds import Body, RowId
from .guard import client_address, limit
from .password_check import checked_password
from .responses import Json

router = APIRouter(prefix="/api/accounts", tags=["accounts"])


class Credentials(Body):
    """A username and a password."""

    username: str = Field(max_length=64)
    password: str = Field(max_length=1024)


class TokenRequest(Body):
    """A name to tell the token apart later ("my bot"), and what it may do (every scope by default)."""

    name: str = Field(min_length=1, max_length=64)
    scopes: list[Literal["read", "play", "manage"]] | None = Field(
        None, min_length=1, max_length=3, description="read: look (GET, event streams, watching); play: moves, "
        "seats, tables, challenges; manage: the account's tokens and sessions. All three if omitted.")


def check_credentials(username: str, password: str) -> None:
    """422 `bad_username` / `weak_password` unless the pair may make an account."""
    problem = check_username(username)
    if problem:
        raise ApiError(422, "bad_username", problem)
    try:
        check_password(password, username)
    except WeakPassword as exc:
        raise ApiError(422, "weak_password", str(exc)) from None


def name_taken(username: str) -> ApiError:
    """409 `username_taken`."""
    return ApiError(409, "username_taken", f"The name {username!r} is taken (names ignore case).")


async def _logged_in(request: Request, account: Account, status: int) -> Json:
    """Open a session for `account` and answer with the account and its CSRF token."""
    svc = services(request)
    token, csrf = new_secret(), new_secret(24)
    await accounts.create_session(svc.db, account.id, digest(token), csrf, svc.settings.session_days * 86_400_000)
    response = Json({"user": account.as_dict(), "csrf_token": csrf}, status_code=status)
    set_session_cookies(response, token, csrf, svc)
    return response


@router.post("/register", status_code=201, summary="Create an account and log in", response_model=LoggedIn)
async def register(body: Credentials, request: Request) -> Json:
    """201 with the new user; 409 `username_taken`, 422 `bad_username` / `weak_password`; 429 `rate_limited`."""
    svc = services(request)
    await limit(svc, svc.rules.registrations, client_address(request), "registrations from your address")
    check_credentials(body.username, body.password)
    try:
        account = await accounts.create_user(svc.db, body.username, await svc.passwords.hash(body.password))
    except UsernameTaken:
        raise name_taken(body.username) from None
    return await _logged_in(request, account, 201)


@router.post("/login", summary="Log in with a username and password", response_model=LoggedIn)
async def login(body: Credentials, request: Request) -> Json:
    """200 with the user; 401 `bad_credentials`; 429 `rate_limited` after too many attempts from your address.

    Wrong passwords are counted per username and address (see `password_check`).
    """
    account = await checked_password(request, body.username, body.password)
    return await _logged_in(request, account, 200)


@router.post("/guest", status_code=201, summary="Play as a guest (no password)", response_model=LoggedIn)
async def guest(request: Request) -> Json:
    """A new guest account named guest-xxxxxx, logged in; 429 `rate_limited` after too many from your address."""
    svc = services(request)
    await limit(svc, svc.rules.guests, client_address(request), "guest accounts from your address")
    for _ in range(5):
        try:
            account = await accounts.create_user(svc.db, f"guest-{secrets.token_hex(4)}", None, guest=True)
        except UsernameTaken:
            continue
        return await _logged_in(request, account, 201)
    raise ApiError(503, "unavailable", "Could not find a free guest name; try again.")


@router.post("/logout", status_code=204, summary="Log out this browser")
async def logout(request: Request, auth: Auth = Depends(require_auth)) -> Response:
    """Ends the session of the cookie (API tokens are revoked separately)."""
    if auth.session_hash is not None:
        services(request).sessions.drop(auth.session_hash)
        await accounts.delete_session(services(request).db, auth.session_hash)
    response = Response(status_code=204)
    clear_session_cookies(response)
    return response


@router.get("/me", summary="Who am I", response_model=Me)
async def me(auth: Auth | None = Depends(optional_auth)) -> Json:
    """The logged-in user, or `{"user": null}`."""
    return Json({"user": auth.account.as_dict() if auth else None, "csrf_token": auth.csrf if auth else None})


@router.post("/tokens", status_code=201, summary="Create a personal API token", response_model=NewToken)
async def create_token(body: TokenRequest, request: Request, auth: Auth = Depends(require_auth)) -> Json:
    """The token is in the answer once; send it as `Authorization: Bearer <token>`. A token may only make
    tokens with scopes it holds itself (403 `missing_scope`); a guest holds none (403 `guest`): a program
    plays on a registered account, whose name is its own."""
    if auth.account.is_guest:
        raise ApiError(403, "guest", "A guest cannot hold API tokens; register an account for your script or bot.")
    scopes = sorted(set(body.scopes)) if body.scopes else sorted(SCOPES)
    beyond = set(scopes) - auth.scopes
    if beyond:
        raise ApiError(403, "missing_scope", f"This token cannot give scopes it lacks: {', '.join(sorted(beyond))}.")
    token = new_api_token()
    info = await accounts.create_token(services(request).db, auth.account.id, body.name, digest(token), token[:10],
                                       ",".join(scopes))
    return Json({**info, "token": token}, status_code=201)


@router.get("/tokens", summary="List my API tokens", response_model=TokenList)
async def list_tokens(request: Request, auth: Auth = Depends(require_auth)) -> Json:
    """Names and prefixes only: a token cannot be read back.

    The store's rows are keyed by SQLAlchemy's names, a `str` subclass that orjson refuses as keys: made `str`."""
    found = await accounts.list_tokens(services(request).db, auth.account.id)
    return Json({"tokens": [{str(key): value for key, value in token.items()} for token in found]})


@router.delete("/tokens/{token_id}", status_code=204, summary="Revoke an API token")
async def delete_token(token_id: RowId, request: Request, auth: Auth = Depends(require_auth)) -> Response:
    """204, or 404 if you have no such token."""
    if not await accounts.delete_token(services(request).db, auth.account.id, token_id):
        raise ApiError(404, "not_found", f"You have no API token {token_id}.")
    return Response(status_code=204)


@router.post("/bot", summary="Make my account a bot account (for good)", response_model=UserAnswer)
async def become_bot(request: Request, auth: Auth = Depends(require_auth)) -> Json:
    """As lichess's upgrade: only an account that has never finished a game, and never back; bots are shown as
    bots (`"bot": true` wherever the account is). 403 `forbidden` for guests; 409 `already_bot` / `has_played`."""
    svc = services(request)
    if auth.account.is_guest:
        raise ApiError(403, "forbidden", "A guest account cannot become a bot; register one for your bot.")
    if auth.account.is_bot:
        raise ApiError(409, "already_bot", "This account is a bot account already.")
    if not await accounts.make_bot(svc.db, auth.account.id):
        raise ApiError(409, "has_played", "Only an account that has never played, and sits at no table, can become "
                       "a bot account.")
    if auth.session_hash is not None:
        svc.sessions.drop(auth.session_hash)
    return Json({"user": {**auth.account.as_dict(), "bot": True}})
