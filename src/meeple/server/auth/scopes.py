"""What an API token may do: `read` (look: GET requests, event streams, watching tables), `play` (act:
moves, seats, tables, challenges) and `manage` (the account itself: its tokens, its sessions).

A session cookie may do everything; a token only what its scopes say, so a bot's token that leaks
cannot create tokens, and a read-only token for a dashboard cannot move. Which scope a request needs
follows from its method and path, in one place.
"""

from __future__ import annotations

SCOPES = ("manage", "play", "read")
ALL = frozenset(SCOPES)
SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})


def needed_scope(method: str, path: str) -> str:
    """The scope an HTTP request needs.

    >>> needed_scope("GET", "/api/tables"), needed_scope("POST", "/api/challenge/ana")
    ('read', 'play')
    >>> needed_scope("POST", "/api/accounts/tokens"), needed_scope("GET", "/api/accounts/tokens")
    ('manage', 'manage')
    """
    if path.startswith("/api/accounts/") and path != "/api/accounts/me":
        return "manage"
    return "read" if method in SAFE_METHODS else "play"


def missing_scope_message(scopes: frozenset[str], needed: str, what: str) -> str:
    """The sentence of a refusal for want of a scope."""
    held = ", ".join(sorted(scopes)) or "none"
    return f"{what} needs a token with the {needed!r} scope; this one has: {held}."
