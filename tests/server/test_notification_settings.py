"""Turn notification settings over HTTP: defaults, changes kept per account, the e-mail checked, guests refused."""

from __future__ import annotations

import pytest

from .harness import Client, Running

pytestmark = pytest.mark.asyncio(loop_scope="module")

PATH = "/api/accounts/me/notifications"
DEFAULTS = {"sound_realtime": True, "sound_turnbased": False, "browser": True, "mail_turn": True, "mail_digest": True}


async def patch(c: Client, body: dict, expect: int) -> dict:
    resp = await c.request("PATCH", PATH, json=body)
    assert resp.status_code == expect, resp.text
    return resp.json()


async def test_settings_start_at_the_defaults_and_keep_what_is_changed(server: Running) -> None:
    c = await Client(server).register()
    first = await c.get(PATH)
    assert first == {"email": None, "email_confirmed": False, "settings": DEFAULTS, "mail_available": False}
    changed = await patch(c, {"sound_realtime": False, "mail_digest": False, "email": "  Ana@Example.org "}, 200)
    assert changed["email"] == "Ana@Example.org"
    assert changed["settings"] == {**DEFAULTS, "sound_realtime": False, "mail_digest": False}
    await patch(c, {"browser": False}, 200)  # what is left out keeps its value
    again = await c.get(PATH)
    assert again["settings"] == {**DEFAULTS, "sound_realtime": False, "mail_digest": False, "browser": False}
    assert again["email"] == "Ana@Example.org"
    assert (await patch(c, {"email": None}, 200))["email"] is None
    other = await Client(server).register()
    assert (await other.get(PATH))["settings"] == DEFAULTS  # per account
    await c.close()
    await other.close()


async def test_a_bad_email_is_refused_and_nothing_changes(server: Running) -> None:
    c = await Client(server).register()
    for email in ("ana", "ana@", "@example.org", "ana@example", "a b@example.org", "a@b@c.org", "<a@b.org>"):
        answer = await patch(c, {"email": email, "browser": False}, 422)
        assert answer["error"]["code"] == "bad_email" and email.strip() in answer["error"]["message"]
    too_long = await patch(c, {"email": "x" * 250 + "@example.org"}, 422)
    assert too_long["error"]["code"] == "bad_request"
    assert await c.get(PATH) == {"email": None, "email_confirmed": False, "settings": DEFAULTS,
                                 "mail_available": False}
    await c.close()


async def test_bad_bodies_guests_and_strangers_are_refused(server: Running) -> None:
    c = await Client(server).register()
    assert (await patch(c, {"sound": True}, 422))["error"]["code"] == "bad_request"  # unknown setting
    assert (await patch(c, {"browser": None}, 422))["error"]["code"] == "bad_request"
    assert (await patch(c, {"browser": "maybe"}, 422))["error"]["code"] == "bad_request"
    resp = await c.request("PATCH", PATH, json={"browser": False}, headers={"X-CSRF-Token": "wrong"})
    assert resp.status_code == 403 and resp.json()["error"]["code"] == "csrf"
    guest = await Client(server).guest()
    assert (await guest.get(PATH, expect=403))["error"]["code"] == "guest"
    assert (await patch(guest, {"browser": False}, 403))["error"]["code"] == "guest"
    stranger = Client(server)
    assert (await stranger.get(PATH, expect=401))["error"]["code"] == "not_logged_in"
    for client in (c, guest, stranger):
        await client.close()


async def test_the_settings_are_in_the_openapi_description(server: Running) -> None:
    c = Client(server)
    paths = (await c.get("/openapi.json"))["paths"]
    assert {"get", "patch"} <= set(paths[PATH])
    await c.close()
