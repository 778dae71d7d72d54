"""Abuse limits: nobody locks a player out, forwarded addresses only from trusted proxies, floods refused.

Addresses in X-Forwarded-For are from the documentation ranges (RFC 5737):
they are header values only, no traffic goes anywhere but loopback.
"""

from __future__ import annotations

import secrets
import time
from collections.abc import AsyncIterator

import pytest
import pytest_asyncio

from tests.store.databases import fresh_database

from .harness import PASSWORD, Client, Running, fast_settings, running_server, unique_name
from .test_redis_pubsub import REDIS_URL, need_redis

pytestmark = pytest.mark.asyncio(loop_scope="module")

ATTACKERS = [f"192.0.2.{i}" for i in range(1, 41)]
PLAYER = "198.51.100.7"


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def proxied(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[Running]:
    """A server behind a proxy on loopback (trusted), with small flood limits."""
    async with fresh_database("sqlite", tmp_path_factory.mktemp("db")) as url, \
            running_server(fast_settings(url, trusted_proxies=("127.0.0.1",), guests_per_hour=3,
                                         registrations_per_hour=2, tables_per_hour=3,
                                         invite_failures_per_hour=3, login_slowdown_max_s=0.05)) as running:
        yield running


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def direct(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[Running]:
    """A server with the default: no proxy trusted."""
    async with fresh_database("sqlite", tmp_path_factory.mktemp("db")) as url, \
            running_server(fast_settings(url)) as running:
        yield running


def _from(address: str) -> dict[str, str]:
    return {"X-Forwarded-For": address}


async def _login(c: Client, name: str, password: str, address: str) -> int:
    resp = await c.request("POST", "/api/accounts/login", json={"username": name, "password": password},
                           headers=_from(address))
    return resp.status_code


async def test_failures_from_elsewhere_never_refuse_the_right_password(proxied: Running) -> None:
    name = unique_name("Vic")
    await (await Client(proxied).register(name)).close()
    attacker, player = Client(proxied), Client(proxied)
    for address in ATTACKERS[:20]:  # four times the per-username failure count, from many addresses
        assert await _login(attacker, name, "wrong" * 3, address) == 401
    assert await _login(player, name, PASSWORD, PLAYER) == 200
    await attacker.close()
    await player.close()


async def test_one_address_is_refused_after_its_own_failures_and_slowed_down(proxied: Running) -> None:
    name = unique_name("Wes")
    await (await Client(proxied).register(name)).close()
    c = Client(proxied)
    limit = proxied.services.settings.login_failures_per_user
    for _ in range(limit):
        assert await _login(c, name, "wrong" * 3, ATTACKERS[30]) == 401
    started = time.monotonic()
    resp = await c.request("POST", "/api/accounts/login", json={"username": name, "password": PASSWORD},
                           headers=_from(ATTACKERS[30]))
    assert resp.status_code == 429 and int(resp.headers["retry-after"]) > 0
    assert time.monotonic() - started < 1.0
    assert await _login(c, name, PASSWORD, ATTACKERS[31]) == 200  # the same password from another address
    await c.close()


async def test_forwarded_headers_are_ignored_unless_the_proxy_is_trusted(direct: Running) -> None:
    c = Client(direct)
    limit = direct.services.settings.login_attempts_per_minute
    codes = [await _login(c, unique_name(), "x" * 12, address) for address in ATTACKERS[: limit + 2]]
    assert codes[:limit] == [401] * limit and codes[limit:] == [429, 429]  # all one address: 127.0.0.1
    await c.close()


async def test_a_trusted_proxy_gives_each_client_its_own_address(proxied: Running) -> None:
    c = Client(proxied)
    limit = proxied.services.settings.login_attempts_per_minute
    codes = [await _login(c, unique_name(), "x" * 12, address) for address in ATTACKERS[: limit + 2]]
    assert codes == [401] * (limit + 2)
    await c.close()


async def _flood(server: Running, address: str, method: str, path: str, body: object, client: Client) -> list[int]:
    codes = []
    for _ in range(6):
        resp = await client.request(method, path, json=body, headers=_from(address))
        codes.append(resp.status_code)
        if resp.status_code == 429:
            assert int(resp.headers["retry-after"]) > 0 and resp.json()["error"]["code"] == "rate_limited"
    return codes


async def test_guests_registrations_tables_and_invite_guesses_are_limited_per_address(proxied: Running) -> None:
    c = Client(proxied)
    assert await _flood(proxied, "203.0.113.1", "POST", "/api/accounts/guest", {}, c) == [201] * 3 + [429] * 3
    codes = []
    for _ in range(4):
        resp = await c.request("POST", "/api/accounts/register", headers=_from("203.0.113.2"),
                               json={"username": unique_name(), "password": PASSWORD})
        codes.append(resp.status_code)
    assert codes == [201, 201, 429, 429]
    host = await Client(proxied).guest()
    tables = await _flood(proxied, "203.0.113.4", "POST", "/api/tables", {"game": "toy", "players": 2}, host)
    assert tables == [201] * 3 + [429] * 3
    resp = await host.request("POST", "/api/tables", json={"game": "toy", "players": 2, "invite_only": True},
                              headers=_from("203.0.113.5"))
    table = resp.json()["table"]
    guesser = Client(proxied)
    resp = await guesser.request("POST", "/api/accounts/guest", headers=_from("203.0.113.6"))
    guesser.csrf = resp.json()["csrf_token"]
    guesses = await _flood(proxied, "203.0.113.6", "POST", f"/api/tables/{table['id']}/join", {"invite": "nope"},
                           guesser)
    assert guesses == [403] * 3 + [429] * 3
    resp = await guesser.request("POST", f"/api/tables/{table['id']}/join", json={"invite": table["invite_code"]},
                                 headers=_from("203.0.113.6"))
    assert resp.status_code == 429  # once refused, even the right code waits: guessing must not pay off
    for c_ in (c, host, guesser):
        await c_.close()


@pytest.mark.postgres
async def test_limits_are_shared_by_every_process_through_redis(tmp_path_factory: pytest.TempPathFactory) -> None:
    await need_redis()
    settings = {"redis_url": REDIS_URL, "redis_prefix": f"meeple-test-{secrets.token_hex(4)}", "bot_inline": True,
                "trusted_proxies": ("127.0.0.1",), "guests_per_hour": 3}
    async with fresh_database("postgresql", tmp_path_factory.mktemp("db")) as url, \
            running_server(fast_settings(url, **settings)) as a, running_server(fast_settings(url, **settings)) as b:
        ca, cb = Client(a), Client(b)
        codes = [(await c.request("POST", "/api/accounts/guest", headers=_from("203.0.113.9"))).status_code
                 for c in (ca, cb, ca, cb, ca)]
        assert codes == [201, 201, 201, 429, 429]
        await ca.close()
        await cb.close()
