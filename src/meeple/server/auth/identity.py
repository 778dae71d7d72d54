"""Who is asking: a session cookie (browsers) or a personal API token (scripts and bots).

Cookie-authenticated writes must carry the session's CSRF token in the
`X-CSRF-Token` header (the browser page reads it from the `meeple_csrf`
cookie, which another site cannot read); token-authenticated requests need
no CSRF token, since no browser attaches them by itself. A cookie-
authenticated WebSocket must come from a page of this same host (Origin).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from fastapi import Depends, Request
from starlette.responses import Response
from starlette.websockets import WebSocket

from meeple.store.repo_accounts import Account, session_account, token_account

from ..errors import ApiError
from ..services import services
from .credentials import digest, same
from .scopes import ALL, missing_scope_message, needed_scope

if TYPE_CHECKING:
    from ..services import Services

SESSION_COOKIE = "meeple_session"
CSRF_COOKIE = "meeple_csrf"
CSRF_HEADER = "x-csrf-token"
UNSAFE_METHODS = frozenset({"POST", "PUT", "PATCH", "DELETE"})


@dataclass(frozen=True)
class Auth:
    """An authenticated caller; `session_hash` is None when a token was used."""

    account: Account
    session_hash: str | None = None
    csrf: str | None = None
    scopes: frozenset[str] = ALL  # a session may do everything; a token what its scopes say (auth/scopes.py)

    def may(self, scope: str) -> bool:
        """Whether this caller holds `scope`."""
        return scope in self.scopes


async def authenticate(svc: Services, headers: Mapping[str, str], cookies: Mapping[str, str]) -> Auth | None:
    """The caller of a request or WebSocket, from its Bearer token or session cookie (None if neither)."""
    authorization = headers.get("authorization")
    if authorization:
        scheme, _, token = authorization.partition(" ")
        if scheme.lower() != "bearer" or not token.strip():
            raise ApiError(401, "bad_token", "Send API tokens as 'Authorization: Bearer <token>'.")
        holder = await token_account(svc.db, digest(token.strip()))
        if holder is None:
            raise ApiError(401, "bad_token", "That API token is unknown or has been revoked.")
        return Auth(holder[0], scopes=holder[1])
    cookie = cookies.get(SESSION_COOKIE)
    if not cookie:
        return None
    hashed = digest(cookie)
    auth = svc.sessions.get(hashed)
    if auth is None:
        found = await session_account(svc.db, hashed)
        if found is None:
            return None
        auth = Auth(found[0], hashed, found[1])
        svc.sessions.put(auth)
    return auth


async def optional_auth(request: Request) -> Auth | None:
    """The caller if any; a cookie-authenticated write without the right CSRF header is refused."""
    auth = await authenticate(services(request), request.headers, request.cookies)
    if auth is not None and auth.session_hash is not None and request.method in UNSAFE_METHODS:
        sent = request.headers.get(CSRF_HEADER)
        if not sent or auth.csrf is None or not same(sent, auth.csrf):
            raise ApiError(403, "csrf", "Missing or wrong X-CSRF-Token header (copy it from the meeple_csrf cookie).")
    if auth is not None and auth.scopes != ALL:
        needed = needed_scope(request.method, request.url.path)
        if not auth.may(needed):
            raise ApiError(403, "missing_scope",
                           missing_scope_message(auth.scopes, needed, f"{request.method} {request.url.path}"))
    return auth


async def require_auth(auth: Auth | None = Depends(optional_auth)) -> Auth:
    """The caller, who must be logged in (as a user or a guest)."""
    if auth is None:
        raise ApiError(401, "not_logged_in", "Log in, or play as a guest, first.")
    return auth


async def websocket_auth(svc: Services, ws: WebSocket, scope: str = "read") -> Auth | None:
    """The caller of a WebSocket, holding `scope`; a cookie only counts when the page is from this host."""
    auth = await authenticate(svc, ws.headers, ws.cookies)
    if auth is not None and auth.session_hash is not None:
        origin = ws.headers.get("origin")
        if origin and urlsplit(origin).netloc != ws.headers.get("host"):
            raise ApiError(403, "cross_origin", "A page of another site may not use your session here.")
    if auth is not None and not auth.may(scope):
        raise ApiError(403, "missing_scope", missing_scope_message(auth.scopes, scope, ws.url.path))
    return auth


def set_session_cookies(response: Response, token: str, csrf: str, svc: Services) -> None:
    """Log the browser in: the HttpOnly session cookie and the readable CSRF cookie."""
    age = svc.settings.session_days * 86_400
    secure = svc.settings.cookie_secure
    response.set_cookie(SESSION_COOKIE, token, max_age=age, httponly=True, samesite="lax", secure=secure)
    response.set_cookie(CSRF_COOKIE, csrf, max_age=age, httponly=False, samesite="strict", secure=secure)


def clear_session_cookies(response: Response) -> None:
    """Log the browser out."""
    response.delete_cookie(SESSION_COOKIE)
    response.delete_cookie(CSRF_COOKIE)
