"""Chat in a browser: two people talk in the lobby and at a table; one mutes, reports and blocks the other.

Ana and Ben each sign up in a browser context of their own. Whatever they
write shows as plain text (markup never becomes elements), live on the other
page; Ben's mute hides Ana on his page only, his report reaches the admins,
and his block hides her messages and keeps them from sharing a table.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from .conftest import Server
from .pages import PASSWORD, Player, assert_clean, create_table, open_new_table, open_player, sign_up, snapshot

pytestmark = pytest.mark.browser
ADMIN = "chatadmin"


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """A server whose admin (who reads the reports) is `ADMIN`, with quick bots (a replay test waits for them)."""
    running = Server(tmp_path_factory.mktemp("server"), env={"MEEPLE_ADMINS": ADMIN, "MEEPLE_BOT_DELAY": "0.01"})
    try:
        yield running
    finally:
        running.stop()


@pytest.fixture(scope="module")
def admin(server: Server) -> Iterator[httpx.Client]:
    """The admin's HTTP client, logged in (its writes carry the CSRF header, as a page's do)."""
    with httpx.Client(base_url=server.base, timeout=15) as client:
        answer = client.post("/api/accounts/register", json={"username": ADMIN, "password": PASSWORD})
        answer.raise_for_status()
        client.headers["X-CSRF-Token"] = answer.json()["csrf_token"]
        yield client


def say(player: Player, panel: str, text: str) -> None:
    page = player.page
    page.fill(f"{panel} .chat-input", text)
    page.click(f"{panel} .chat-send")
    page.wait_for_function("(p) => document.querySelector(`${p} .chat-input`).value === ''", arg=panel)


def lines(player: Player, panel: str) -> list[str]:
    return player.page.locator(f"{panel} .chat-line .chat-text").all_inner_texts()


def author_menu(player: Player, panel: str, name: str, choice: str) -> None:
    player.page.locator(f"{panel} .chat-line[data-author='{name}'] button.chat-author").last.click()
    player.page.click(f"{panel} .chat-menu button:has-text('{choice}')")


def test_two_players_chat_then_one_mutes_reports_and_blocks_the_other(
    server: Server, browser, artifacts: Path, admin: httpx.Client,
) -> None:
    ana, ben = open_player(browser, server.base), open_player(browser, server.base)
    sign_up(ana, "ana")
    sign_up(ben, "ben")

    # the lobby: live for both
    say(ana, "#lobby-chat", "anyone for Pickomino?")
    ben.page.wait_for_selector("#lobby-chat .chat-text:has-text('anyone for Pickomino?')")
    snapshot(ben, artifacts / "chat-lobby.png")

    # a table: Ana opens it, Ben sits down; markup stays text
    open_new_table(ana, "pickomino")
    table_id = create_table(ana)
    ben.page.goto(f"/t/{table_id}")
    ben.page.click("[data-join='1']")
    ana.page.wait_for_selector("#start:not([disabled])")
    say(ana, "#chat", "<b>good luck</b> & have fun")
    ben.page.wait_for_selector("#chat .chat-line[data-author] .chat-text")
    assert lines(ben, "#chat") == ["<b>good luck</b> & have fun"]
    assert ben.page.locator("#chat b").count() == 0  # never parsed as HTML
    say(ben, "#chat", "thanks, you too")
    ana.page.wait_for_selector("#chat .chat-text:has-text('thanks, you too')")
    snapshot(ana, artifacts / "chat-table.png")

    # Ben mutes Ana (this page only), then unmutes her
    author_menu(ben, "#chat", ana.name, "Mute")
    ben.page.wait_for_selector(f"#chat .chat-hidden-item:has-text('Muted: {ana.name}')")
    assert lines(ben, "#chat") == ["thanks, you too"]
    ben.page.click("#chat .chat-hidden-item button:has-text('Unmute')")
    ben.page.wait_for_selector("#chat .chat-text:has-text('good luck')")

    # Ben reports Ana's message with a reason; the admin reads it
    author_menu(ben, "#chat", ana.name, "Report")
    ben.page.fill("#chat .chat-reason", "not nice")
    ben.page.click("#chat .chat-report button[type=submit]")
    ben.page.wait_for_selector(".toast:has-text('reported')")
    reports = admin.get("/api/chat/reports").json()["reports"]
    assert [(r["reporter"], r["reason"], r["message"]["text"]) for r in reports] == [
        (ben.name, "not nice", "<b>good luck</b> & have fun")]

    # Ben blocks Ana: her messages go, the new ones never come
    author_menu(ben, "#chat", ana.name, "Block")
    ben.page.wait_for_selector(f"#chat .chat-hidden-item:has-text('Blocked: {ana.name}')")
    assert lines(ben, "#chat") == ["thanks, you too"]
    say(ana, "#chat", "are you still there?")
    say(ben, "#chat", "bye")
    ana.page.wait_for_selector("#chat .chat-text:has-text('bye')")
    # Ben's own line comes back on his socket, maybe after Ana's copy (Ana's line was sent before it)
    ben.page.wait_for_selector("#chat .chat-text:has-text('bye')")
    assert lines(ben, "#chat") == ["thanks, you too", "bye"]
    ben.page.reload()
    ben.page.wait_for_selector("#chat .chat-text:has-text('bye')")
    assert lines(ben, "#chat") == ["thanks, you too", "bye"]  # the server leaves her out too

    # and they no longer share a table: Ana's next table refuses Ben, saying why
    ana.page.goto("/")
    open_new_table(ana, "pickomino")
    second = create_table(ana)
    ben.page.goto(f"/t/{second}")
    ben.page.click("[data-join='1']")
    ben.page.wait_for_selector(f".toast:has-text('You have blocked {ana.name}')")
    assert_clean(ana, ben, expected=("403",))  # the refused join is a 403 the browser logs


def test_a_replay_shows_each_message_from_the_move_it_was_written_at(
    server: Server, browser, artifacts: Path, admin: httpx.Client,
) -> None:
    table = admin.post("/api/tables", json={"game": "pickomino", "players": 2, "join": False}).json()["table"]
    for seat in (0, 1):
        admin.post(f"/api/tables/{table['id']}/bots", json={"seat": seat, "bot": "random"}).raise_for_status()
    admin.post(f"/api/tables/{table['id']}/start").raise_for_status()
    deadline = time.monotonic() + 60
    while True:  # a few moves in (or the end, with quick bots on a busy machine)
        found = admin.get(f"/api/tables/{table['id']}").json()["table"]
        if found["status"] == "finished" or (found["version"] or 0) >= 3:
            break
        assert time.monotonic() < deadline, "the bots did not move"
        time.sleep(0.02)
    sent = admin.post(f"/api/tables/{table['id']}/chat", json={"text": "go bots, go"}).json()["message"]
    deadline = time.monotonic() + 60
    while admin.get(f"/api/tables/{table['id']}").json()["table"]["status"] != "finished":
        assert time.monotonic() < deadline, "the bots did not finish"
        time.sleep(0.2)
    step = admin.get(f"/api/tables/{table['id']}/chat").json()["messages"][0]["step"]
    assert step == sent["v"] >= 3  # no undo here: the step is the version
    viewer = open_player(browser, server.base)
    page = viewer.page
    page.goto(f"/replay/{table['id']}?step={step}")
    page.wait_for_selector("#replay-chat .chat-text:has-text('go bots, go')")
    assert page.locator("#replay-chat .chat-input").count() == 0  # a replay's chat is read only
    page.click("#replay-prev")  # the move before it was written
    page.wait_for_selector("#replay-chat .chat-empty")
    page.click("#replay-last")
    page.wait_for_selector("#replay-chat .chat-text:has-text('go bots, go')")
    assert_clean(viewer)
