"""Up or Down? played to the end by clicking its board, against a random bot.

A guest opens a two-seat short game with a random bot and plays every turn
through the board: a card of the hand (it must land in the ring at its
number), one of the two highlighted neighbours, a column (its cards; or a
discard), a pile. After each click the view must have moved as the click said. Screenshots
at 1366x900 and at phone size go to test-artifacts/ (upordown-*.png), and a
phone-sized spectator must see the table without sideways scrolling and
without anything to click. Then the renderer alone: the card taken is laid by
clicking a column's cards.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from meeple.games.upordown import GAME
from tests.games.upordown.positions import columns_turn

from .pages import MOUNT, Player, assert_clean, click, frame_of, guest_against_a_random_bot, open_player, snapshot, view

pytestmark = pytest.mark.browser
MAX_TURNS = 40


def key_of(player: Player, selector: str) -> int:
    return int(player.page.get_attribute(f"{selector} >> nth=0", "data-key").split(":")[1])


def test_a_whole_game_by_clicking(server, browser, artifacts: Path) -> None:
    guest = guest_against_a_random_bot(browser, server.base, "upordown", ".ud")
    guest.page.set_viewport_size({"width": 1366, "height": 900})
    page = guest.page
    me = page.evaluate("window.meepleTable.seat")
    turns = 0
    for _ in range(MAX_TURNS):
        page.wait_for_selector(".ud-placebtn, #result", timeout=20_000)
        if page.query_selector("#result"):
            break
        if turns == 0:
            snapshot(guest, artifacts / "upordown-place.png")
        card = key_of(guest, ".ud-placebtn")
        click(guest, ".ud-placebtn")
        after = view(guest)
        assert card in after["display"] and card not in after["hand"] and after["placed"] == card
        ring = after["display"]
        i = ring.index(card)
        neighbours = {ring[i - 1], ring[(i + 1) % len(ring)]}
        assert page.locator(".ud-take").count() == 2
        if turns == 0:
            snapshot(guest, artifacts / "upordown-take.png")
        taken = key_of(guest, ".ud-take")
        assert taken in neighbours
        click(guest, ".ud-take")
        assert view(guest)["taken"] == taken and taken not in view(guest)["display"]
        if turns == 1:
            snapshot(guest, artifacts / "upordown-column.png")
        lay = ".ud-lay" if page.query_selector(".ud-lay") else ".ud-discard"
        k = int(page.get_attribute(f"{lay} >> nth=0", "data-key").split(":")[1])
        click(guest, lay)
        assert view(guest)["columns"][me][k][-1] == taken
        if page.query_selector(".ud-draw") and view(guest)["turn"] == me:
            hand = len(view(guest)["hand"])
            click(guest, ".ud-draw")
            assert len(view(guest)["hand"]) == hand + 1
        turns += 1
        if turns == 6:
            snapshot(guest, artifacts / "upordown-table.png")
            snapshot(guest, artifacts / "upordown-phone.png", phone=True)
            page.set_viewport_size({"width": 1366, "height": 900})
            spectator = open_player(browser, server.base, phone=True)
            spectator.page.goto(page.url)
            spectator.page.wait_for_selector(".ud")
            assert spectator.page.evaluate("document.documentElement.scrollWidth <= innerWidth")
            assert spectator.page.locator("#game button").count() == 0
            spectator.page.screenshot(path=str(artifacts / "upordown-spectator-phone.png"), full_page=True)
            assert_clean(spectator)
            spectator.page.context.close()
    page.wait_for_selector("#result")
    final = view(guest)
    assert final["step"] == "over" and final["hand"] == []
    assert turns >= 15  # a short two-player game: 18 cards for each player
    snapshot(guest, artifacts / "upordown-end.png")
    assert_clean(guest)


def test_the_card_taken_is_laid_by_clicking_the_column(server, browser, artifacts: Path) -> None:
    """columns_turn(27) of the rules' tests: 27 fits on 12 (one card) and on 14 -> 20 -> 26 (up), and starts
    the empty third column; each column's cards take the click, its discard stays a short button."""
    player = open_player(browser, server.base)
    page = player.page
    s = columns_turn(27)
    legal = GAME.legal_actions(s, 0)
    assert {"type": "column", "column": 1} in legal and {"type": "discard", "column": 1} in legal
    page.evaluate(MOUNT, frame_of(GAME, s, 0))
    page.wait_for_timeout(200)  # the stylesheet
    page.locator(".ud-cols").first.screenshot(path=str(artifacts / "upordown-lay.png"))
    assert page.locator("button.ud-stack.ud-lay").count() == sum(1 for a in legal if a["type"] == "column")
    assert "lay 27 here" in page.inner_text("button.ud-lay[data-key='column:1']")
    page.click("button.ud-lay[data-key='column:1'] .ud-card >> nth=0")
    page.click("[data-key='discard:1']")
    assert page.evaluate("window.played") == [{"type": "column", "column": 1}, {"type": "discard", "column": 1}]
    assert_clean(player)
    page.context.close()
