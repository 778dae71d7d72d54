"""Turn notifications in the browser: the permission asked once after an explanation, the sound toggle kept
(on the account, or in the browser for a guest), and a turn change that chimes and notifies when the tab is hidden.

Notification and AudioContext are stubs put in the pages before any script (`add_init_script`): the tests read
what the page asked of them. The stub's permission is kept in localStorage, as a browser keeps it per site.
"""

from __future__ import annotations

import hashlib
import sqlite3
import time
from collections.abc import Iterator
from typing import Any

import pytest

from .conftest import ARTIFACTS, Server
from .pages import Player, assert_clean, open_player, play_as_guest, sign_up, snapshot

pytestmark = pytest.mark.browser

STUBS = """
window.__calls = { asked: 0, notes: [], tones: 0 };
class FakeNotification {
  constructor(title, options) { window.__calls.notes.push({ title, ...options }); }
  close() {}
  static get permission() { return localStorage.getItem('stub.permission') || 'default'; }
  static requestPermission() {
    window.__calls.asked += 1;
    localStorage.setItem('stub.permission', localStorage.getItem('stub.answer') || 'granted');
    return Promise.resolve(FakeNotification.permission);
  }
}
window.Notification = FakeNotification;
class FakeAudioContext {
  constructor() { this.state = 'running'; this.currentTime = 0; this.destination = {}; }
  createOscillator() {
    return { frequency: {}, connect: (n) => n, start: () => { window.__calls.tones += 1; }, stop: () => {} };
  }
  createGain() { return { gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect: (n) => n }; }
  resume() { return Promise.resolve(); }
}
window.AudioContext = FakeAudioContext;
Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => Boolean(window.__hidden) });
"""

API = """async ([method, path, body]) => {
  const csrf = decodeURIComponent((document.cookie.match(/meeple_csrf=([^;]*)/) || [])[1] || '');
  const res = await fetch(path, { method, headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
    body: body ? JSON.stringify(body) : undefined });
  return await res.json();
}"""


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """A server with the two-seat toy card game, whose every move passes the turn."""
    running = Server(tmp_path_factory.mktemp("notify-server"), env={"MEEPLE_GAMES": "tests.engine.toy:TOY"})
    try:
        yield running
    finally:
        running.stop()


def stubbed(browser: Any, base: str) -> Player:
    player = open_player(browser, base)
    player.page.context.add_init_script(STUBS)
    player.page.reload()
    return player


def api(player: Player, method: str, path: str, body: Any = None) -> Any:
    return player.page.evaluate(API, [method, path, body])


def calls(player: Player) -> dict[str, Any]:
    return player.page.evaluate("window.__calls")


def act(player: Player) -> None:
    v = player.version()
    player.page.evaluate("window.meepleTable.act(window.meepleTable.state.legal[0])")
    player.wait_version_above(v)


def test_permission_sound_toggle_and_turn_change(browser: Any, server: Server) -> None:
    ana, bob = stubbed(browser, server.base), stubbed(browser, server.base)
    sign_up(ana, "Ana")
    play_as_guest(bob)
    table = api(ana, "POST", "/api/tables", {"game": "toy", "players": 2})["table"]
    api(bob, "POST", f"/api/tables/{table['id']}/join", {})
    for p in (ana, bob):
        p.page.goto(f"/t/{table['id']}")
        p.page.wait_for_selector("#notify-ask:not([hidden])")  # seated: the explanation, not the browser's prompt
    assert calls(ana)["asked"] == 0 and "notification" in ana.page.inner_text("#notify-ask")
    snapshot(ana, ARTIFACTS / "notify-ask.png")

    ana.page.click("#notify-allow")
    ana.page.wait_for_selector("#notify-ask", state="hidden")
    assert calls(ana)["asked"] == 1
    bob.page.evaluate("localStorage.setItem('stub.answer', 'denied')")
    bob.page.click("#notify-decline")  # refused on our explanation: the browser is never asked
    bob.page.wait_for_selector("#notify-ask", state="hidden")
    assert bob.page.inner_text("#sound-toggle").strip() == "Sound on"  # on by default at real-time tables
    bob.page.click("#sound-toggle")
    assert bob.page.inner_text("#sound-toggle").strip() == "Sound off"
    for p in (ana, bob):
        p.page.reload()
        p.page.wait_for_selector("#sound-toggle:not([hidden])")
        assert p.page.is_hidden("#notify-ask")  # asked once: never again
    assert calls(bob)["asked"] == 0
    assert bob.page.inner_text("#sound-toggle").strip() == "Sound off"  # the guest's choice, kept in the browser

    api(ana, "POST", f"/api/tables/{table['id']}/start")
    for p in (ana, bob):
        p.page.wait_for_function("document.querySelector('#app').dataset.status === 'playing'")
    ana.page.wait_for_function("window.__calls.tones === 2")  # the game starts on Ana's turn: a two-note chime
    ana.page.evaluate("window.__hidden = true")  # Ana goes to another tab
    act(ana)
    bob.page.wait_for_function("document.querySelector('#app').dataset.myTurn === 'true'")
    act(bob)
    ana.page.wait_for_function("window.__calls.notes.length === 1")
    [note] = calls(ana)["notes"]
    assert note["title"] == "Your turn" and "Toy" in note["body"]
    assert calls(ana)["tones"] == 4
    assert calls(bob) == {"asked": 0, "notes": [], "tones": 0}  # sound off, notifications refused
    ana.page.click("#sound-toggle")  # a registered player's choice is kept on the account
    ana.page.wait_for_function("document.querySelector('#sound-toggle').textContent.includes('off')")
    ana.page.wait_for_function("""async () => (await (await fetch('/api/accounts/me/notifications')).json())
        .settings.sound_realtime === false""")
    bob.page.goto(f"/players/{bob.name}")  # a guest's profile shows the choices this browser keeps
    bob.page.wait_for_selector("#notify-sound_realtime")
    assert not bob.page.is_checked("#notify-sound_realtime") and bob.page.is_hidden("#notify-email")
    assert "As a guest" in bob.page.inner_text("#notify-settings")
    assert bob.page.is_visible("#notify-ask-again")  # refused on the table page: asked again only if he says so
    assert_clean(ana, bob)


def test_the_profile_keeps_the_settings_and_checks_the_email(browser: Any, server: Server) -> None:
    ana = stubbed(browser, server.base)
    sign_up(ana, "Ana")
    page = ana.page
    page.goto(f"/players/{ana.name}")
    page.wait_for_selector("#notify-sound_realtime")
    assert page.is_checked("#notify-sound_realtime") and not page.is_checked("#notify-sound_turnbased")
    page.click("#notify-sound_turnbased")
    page.wait_for_function("document.querySelector('#notify-status').textContent === 'Saved.'")
    page.fill("#notify-email", "not an address")
    page.click("#notify-email-save")
    page.wait_for_selector("#notify-status.error")
    assert "is not an e-mail address" in page.inner_text("#notify-status")
    page.fill("#notify-email", "ana@example.org")
    page.click("#notify-email-save")
    page.wait_for_function("document.querySelector('#notify-status').textContent === 'E-mail address saved.'")
    snapshot(ana, ARTIFACTS / "notify-settings.png")
    snapshot(ana, ARTIFACTS / "notify-settings-phone.png", phone=True)  # nothing scrolls sideways on a phone
    page.reload()
    page.wait_for_selector("#notify-sound_turnbased")
    assert page.is_checked("#notify-sound_turnbased") and page.input_value("#notify-email") == "ana@example.org"
    assert api(ana, "GET", "/api/accounts/me/notifications")["settings"]["sound_turnbased"] is True
    assert_clean(ana, expected=("422",))


def test_an_address_waits_for_its_link_and_the_link_page_confirms_it(browser: Any, server: Server) -> None:
    ana = stubbed(browser, server.base)
    sign_up(ana, "Cleo")
    page = ana.page
    page.goto(f"/players/{ana.name}")
    page.fill("#notify-email", "cleo@example.org")
    page.click("#notify-email-save")
    page.wait_for_selector("#email-unconfirmed")
    assert "this server sends no mail" in page.inner_text("#email-unconfirmed")  # this test server has no SMTP host
    # the link a mail would carry: its token's digest stored as the server stores it
    token = "t0k3n-for-the-browser-test-0123456789abcdef"
    with sqlite3.connect(server.folder / "meeple.sqlite3") as db:
        db.execute("UPDATE users SET email_token = ?, email_token_at = ? WHERE username = ?",
                   (hashlib.sha256(token.encode()).hexdigest(), int(time.time() * 1000), ana.name))
    page.goto("/confirm-email?token=wrong")
    page.wait_for_selector("#confirm-result.error")
    assert "older than 7 days" in page.inner_text("#confirm-result")
    page.goto(f"/confirm-email?token={token}")
    page.wait_for_selector("h1:text('E-mail address confirmed')")
    assert "cleo@example.org" in page.inner_text("#confirm-result")
    snapshot(ana, ARTIFACTS / "confirm-email.png")
    page.goto(f"/players/{ana.name}")
    page.wait_for_selector("#email-confirmed")
    assert_clean(ana, expected=("404",))
