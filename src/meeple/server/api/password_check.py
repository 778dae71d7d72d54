"""Checking a password the way login does: counted failures, refusals and slowdowns against guessing.

Login, changing a password and deleting an account all ask for a password;
they share these rules so that none of them is a faster way to guess one.
"""

from __future__ import annotations

import asyncio

from fastapi import Request

from meeple.store import repo_accounts as accounts
from meeple.store.repo_accounts import Account

from ..auth.limits import slowdown
from ..errors import ApiError
from ..services import services
from .guard import client_address, limit, too_many


async def checked_password(request: Request, username: str, password: str, *, what: str = "login") -> Account:
    """The account if `password` is the password of `username`; else 401 `bad_credentials` (or 429).

    Wrong passwords are counted per username and address: one address that
    guesses is refused for a while, and every wrong answer for a username
    guessed at from many addresses is slowed down, but a right password is
    never refused because of another address's failures. A stored hash made
    with older cost settings is recomputed.
    """
    svc = services(request)
    rules, address = svc.rules, client_address(request)
    user_key = accounts.username_key(username)
    pair = f"{address}|{user_key}"
    wait = await svc.limits.blocked(rules.login_failures, pair)
    if wait > 0:
        raise too_many(wait, "wrong passwords for this name from your address")
    await limit(svc, rules.login_attempts, address, f"{what} attempts from your address")
    found = await accounts.password_hash_of(svc.db, username)
    matches = await svc.passwords.verify(found[1] if found else None, password)
    if found is None or not matches:
        await svc.limits.add(rules.login_failures, pair)
        failures = await svc.limits.add(rules.username_failures, user_key)
        await asyncio.sleep(slowdown(failures, svc.settings.login_failures_per_user, svc.settings.login_slowdown_max_s))
        raise ApiError(401, "bad_credentials", "Wrong username or password." if what == "login"
                       else "That is not your current password.")
    account, stored = found
    await svc.limits.reset(rules.login_failures, pair)
    if svc.passwords.needs_rehash(stored):
        await accounts.set_password_hash(svc.db, account.id, await svc.passwords.hash(password))
    return account
