"""Chat in a browser: two people talk in the lobby and at a table; one mutes, reports and blocks the other.

Ana and Ben each sign up in a browser context of their own. Whatever they
write shows as plain text (markup never becomes elements), live on the other
page; Ben's mute hides Ana on his page only, his report reaches the admins,
and his block hides her messages and keeps them from sharing a table.
"""

from __future__ import annotations

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
    """A server whose admin (who reads the reports) is `ADMIN`."""
    running = Server(tmp_path_factory.mktemp("server"), env={"MEEPLE_ADMINS": ADMIN})
    try:
        yield running
    finally:
        running.stop()


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


def test_two_players_chat_then_one_mutes_reports_and_blocks_the_other(server: Server, browser, artifacts: Path) -> None:
    ana, ben = open_player(browser, server.base), open_player(browser, server.base)
    sign_up(ana, "ana")
    sign_up(ben, "ben")

    # the lobby: live for both
    say(ana, "#lobby-chat", "anyone for Pickomino?")
    ben.page.wait_for_selector("#lobby-chat .chat-text:has-text('anyone for Pickomino?')")

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
    with httpx.Client(base_url=server.base) as admin:
        admin.post("/api/accounts/register", json={"username": ADMIN, "password": PASSWORD}).raise_for_status()
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
