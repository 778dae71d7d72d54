"""Passwords, names and secrets: argon2 hashing, strength rules, random tokens.

Hashing runs in a worker thread so a login never stalls the event loop (and
the tables it serves).
"""

from __future__ import annotations

import asyncio
import hashlib
import re
import secrets

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

USERNAME_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{2,23}$")
MIN_PASSWORD = 10
MAX_PASSWORD = 256
_COMMON = frozenset(
    [
        "password", "passw0rd", "1234567890", "0123456789", "qwertyuiop", "azertyuiop", "iloveyou1", "password1",
        "password12", "password123", "letmein123", "welcome123", "administrator", "trustno1", "football1",
        "baseball1", "monkey1234",
    ]
)
TOKEN_PREFIX = "mpt_"


class WeakPassword(ValueError):
    """A password that the rules refuse; the message says which rule."""


def check_username(name: str) -> str | None:
    """Why `name` cannot be a username, or None if it can."""
    if not USERNAME_RE.match(name):
        return ("A username has 3 to 24 characters: letters, digits, '_', '.' or '-', "
                "starting with a letter or a digit.")
    if name.casefold().startswith("guest"):
        return "Names starting with 'guest' are kept for guest players."
    return None


def check_password(password: str, username: str) -> None:
    """Raise WeakPassword unless the password is long, varied and not the name or a common one."""
    if len(password) < MIN_PASSWORD:
        raise WeakPassword(f"A password needs at least {MIN_PASSWORD} characters.")
    if len(password) > MAX_PASSWORD:
        raise WeakPassword(f"A password has at most {MAX_PASSWORD} characters.")
    if len(set(password)) < 4:
        raise WeakPassword("A password needs at least 4 different characters.")
    folded = password.casefold()
    if folded in _COMMON:
        raise WeakPassword("That password is one of the most common ones; pick another.")
    if username and username.casefold() in folded:
        raise WeakPassword("A password may not contain the username.")


class Passwords:
    """argon2id hashing with the server's cost settings."""

    def __init__(self, time_cost: int = 3, memory_kib: int = 65536) -> None:
        self._hasher = PasswordHasher(time_cost=time_cost, memory_cost=memory_kib, parallelism=1)
        self._dummy = self._hasher.hash(secrets.token_hex(16))

    async def hash(self, password: str) -> str:
        """An argon2id hash string."""
        return await asyncio.to_thread(self._hasher.hash, password)

    async def verify(self, stored: str | None, password: str) -> bool:
        """Whether `password` matches; an unknown user costs the same time as a wrong password."""
        try:
            return await asyncio.to_thread(self._hasher.verify, stored or self._dummy, password) and stored is not None
        except (VerificationError, InvalidHashError):
            return False

    def needs_rehash(self, stored: str) -> bool:
        """True when the hash was made with other cost settings."""
        return self._hasher.check_needs_rehash(stored)


def new_secret(nbytes: int = 32) -> str:
    """A random URL-safe token from the OS generator."""
    return secrets.token_urlsafe(nbytes)


def new_api_token() -> str:
    """A personal API token, recognisable by its prefix."""
    return TOKEN_PREFIX + secrets.token_urlsafe(30)


def digest(token: str) -> str:
    """The stored form of a session cookie or API token (sha256, hex)."""
    return hashlib.sha256(token.encode()).hexdigest()


def same(a: str, b: str) -> bool:
    """Constant-time comparison of two secrets."""
    return secrets.compare_digest(a.encode(), b.encode())
