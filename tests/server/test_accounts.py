"""Accounts over HTTP: register, log in and out, guests, API tokens, CSRF, rate limits."""

from __future__ import annotations

import httpx
import pytest

from .harness import PASSWORD, Client, Running, refused, unique_name

pytestmark = pytest.mark.asyncio(loop_scope="module")


async def test_register_then_log_out_and_in_again(server: Running) -> None:
    c = Client(server)
    name = unique_name("Ana")
    await c.register(name)
    assert c.user["username"] == name and not c.user["guest"]
    assert (await c.get("/api/accounts/me"))["user"]["username"] == name
    assert c.http.cookies.get("meeple_csrf") == c.csrf
    await c.post("/api/accounts/logout", expect=204)
    assert (await c.get("/api/accounts/me"))["user"] is None
    data = await c.post("/api/accounts/login", {"username": name.upper(), "password": PASSWORD}, expect=200)
    assert data["user"]["username"] == name  # names are case-insensitive
    await c.close()


@pytest.mark.parametrize(
    ("name", "password", "code"),
    [
        ("ab", PASSWORD, "bad_username"),
        ("has space", PASSWORD, "bad_username"),
        ("guest-ana", PASSWORD, "bad_username"),
        (None, "short", "weak_password"),
        (None, "aaaaaaaaaaaa", "weak_password"),
        (None, "password123", "weak_password"),
    ],
)
async def test_registration_refusals_say_why(server: Running, name: str | None, password: str, code: str) -> None:
    c = Client(server)
    resp = await c.request("POST", "/api/accounts/register", json={"username": name or unique_name(),
                                                                    "password": password})
    assert resp.status_code == 422
    assert resp.json()["error"]["code"] == code and resp.json()["error"]["message"]
    await c.close()


async def test_a_taken_name_is_refused_in_any_case(server: Running) -> None:
    name = unique_name("Bob")
    first = await Client(server).register(name)
    c = Client(server)
    resp = await c.request("POST", "/api/accounts/register", json={"username": name.swapcase(), "password": PASSWORD})
    assert resp.status_code == 409 and resp.json()["error"]["code"] == "username_taken"
    await first.close()
    await c.close()


async def test_bad_credentials_then_rate_limited(server: Running) -> None:
    name = unique_name("Cy")
    await (await Client(server).register(name)).close()
    c = Client(server)
    limit = server.services.settings.login_failures_per_user
    for _ in range(limit):
        resp = await c.request("POST", "/api/accounts/login", json={"username": name, "password": "wrong" * 3})
        assert resp.status_code == 401 and resp.json()["error"]["code"] == "bad_credentials"
    resp = await c.request("POST", "/api/accounts/login", json={"username": name, "password": PASSWORD})
    assert resp.status_code == 429 and resp.json()["error"]["code"] == "rate_limited"
    assert int(resp.headers["retry-after"]) > 0
    svc = server.services
    await svc.limits.reset(svc.rules.login_failures, f"127.0.0.1|{name.casefold()}")
    await c.close()


async def test_login_attempts_per_address_are_limited(server: Running) -> None:
    svc = server.services
    c = Client(server)
    try:
        for _ in range(svc.rules.login_attempts.limit + 1):
            body = {"username": unique_name(), "password": "x" * 12}
            resp = await c.request("POST", "/api/accounts/login", json=body)
        assert resp.status_code == 429
    finally:
        await svc.limits.reset(svc.rules.login_attempts, "127.0.0.1")
        await c.close()


async def test_cookie_writes_need_the_csrf_header(server: Running) -> None:
    c = await Client(server).guest()
    assert c.user["guest"] and c.user["username"].startswith("guest-")
    csrf, c.csrf = c.csrf, None
    resp = await c.request("POST", "/api/tables", json={"game": "toy", "players": 2})
    assert resp.status_code == 403 and resp.json()["error"]["code"] == "csrf"
    c.csrf = "forged"
    resp = await c.request("POST", "/api/tables", json={"game": "toy", "players": 2})
    assert resp.status_code == 403
    c.csrf = csrf
    await c.new_table("toy", 2)
    await c.close()


async def test_api_tokens_work_without_cookies_or_csrf(server: Running) -> None:
    owner = await Client(server).register()
    made = await owner.post("/api/accounts/tokens", {"name": "my bot"}, expect=201)
    assert made["token"].startswith("mpt_") and made["prefix"] == made["token"][:10]
    bot = Client(server)
    bot.token = made["token"]
    assert (await bot.get("/api/accounts/me"))["user"]["id"] == owner.user["id"]
    table = await bot.new_table("toy", 2)  # a write, no CSRF needed with a token
    assert table["creator_id"] == owner.user["id"]
    listed = (await owner.get("/api/accounts/tokens"))["tokens"]
    assert [t["name"] for t in listed] == ["my bot"] and "token" not in listed[0]
    await owner.request("DELETE", f"/api/accounts/tokens/{made['id']}")
    resp = await bot.request("GET", "/api/accounts/me")
    assert resp.status_code == 401 and resp.json()["error"]["code"] == "bad_token"
    bot.token = None
    resp = await bot.request("GET", "/api/accounts/me", headers={"Authorization": "Basic abc"})
    assert resp.status_code == 401
    await owner.close()
    await bot.close()


async def test_writes_need_a_login(server: Running) -> None:
    async with httpx.AsyncClient(base_url=server.base) as anon:
        resp = await anon.post("/api/tables", json={"game": "toy", "players": 2})
    assert resp.status_code == 401 and resp.json()["error"]["code"] == "not_logged_in"


async def test_a_websocket_from_another_site_does_not_get_the_session(server: Running) -> None:
    c = await Client(server).guest()
    table = await c.new_table("toy", 2)
    cookie = "; ".join(f"{k}={v}" for k, v in c.http.cookies.items())
    error, code, reason = await refused(f"{server.ws_base}/ws/tables/{table['id']}", Cookie=cookie,
                                        Origin="http://evil.example")
    assert error["code"] == "cross_origin" and code == 4403 and reason and "another site" in reason
    same_site = await c.socket(table["id"], Origin=server.base)
    assert same_site.hello["seat"] == 0 and same_site.hello["user"]["id"] == c.user["id"]
    await same_site.close()
    await c.close()
