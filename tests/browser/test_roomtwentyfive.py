"""Room 25 played to the end by clicking its board, against a random bot.

A guest opens a two-seat Cooperation game (two characters each) with a random bot and plays
through the board: the first look by clicking a highlighted room next to the centre, programming
with the token picker (first token, second token or "only one", confirm), then every decision of
the action phase by clicking a highlighted room or a decision button. After each programming the
view must show the tokens chosen. Screenshots at 1366x900 and at phone size go to
test-artifacts/ (roomtwentyfive-*.png); a phone-sized spectator sees the table without sideways
scrolling and without anything to click.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from .pages import Player, assert_clean, click, guest_against_a_random_bot, open_player, snapshot, view, wait_my_turn

pytestmark = pytest.mark.browser
MAX_CLICKS = 300


def program_one(player: Player) -> None:
    """Pick a first token, a second one (or only one) and confirm; the view then shows them."""
    page = player.page
    name = page.inner_text(".r25-you .cg-title").split()[-1]
    page.click('[data-key^="token:first:"]:not([disabled]) >> nth=0')
    first = page.get_attribute(".r25-token.chosen", "data-key").split(":")[2]
    page.click('[data-key^="token:second:"]:not([disabled]) >> nth=-1')
    click(player, '[data-key="program:confirm"]')
    mine = next(c for c in view(player)["characters"] if c["name"].lower() == name.lower())
    assert mine["tokens"][0] == first and mine["ready"] in (True, None)


def test_a_whole_game_by_clicking(server, browser, artifacts: Path) -> None:
    guest = guest_against_a_random_bot(browser, server.base, "roomtwentyfive", ".r25")
    guest.page.set_viewport_size({"width": 1366, "height": 900})
    page = guest.page
    clicks = 0
    programmed = 0
    for _ in range(MAX_CLICKS):
        wait_my_turn(guest)
        if page.query_selector("#result"):
            break
        if page.query_selector('[data-key="program:confirm"], [data-key^="token:first:"]'):
            if programmed == 0:
                snapshot(guest, artifacts / "roomtwentyfive-program.png")
            program_one(guest)
            programmed += 1
        elif page.query_selector(".r25-target"):
            if clicks == 0:
                snapshot(guest, artifacts / "roomtwentyfive-peek.png")
            click(guest, ".r25-target")
        elif page.query_selector(".r25-choice"):
            click(guest, ".r25-choice")
        else:
            page.wait_for_timeout(100)
            continue
        clicks += 1
        if clicks == 8:
            snapshot(guest, artifacts / "roomtwentyfive-table.png")
            snapshot(guest, artifacts / "roomtwentyfive-phone.png", phone=True)
            page.set_viewport_size({"width": 1366, "height": 900})
            spectator = open_player(browser, server.base, phone=True)
            spectator.page.goto(page.url)
            spectator.page.wait_for_selector(".r25")
            assert spectator.page.evaluate("document.documentElement.scrollWidth <= innerWidth")
            assert spectator.page.locator("#game button").count() == 0
            spectator.page.screenshot(path=str(artifacts / "roomtwentyfive-spectator-phone.png"), full_page=True)
            assert_clean(spectator)
            spectator.page.context.close()
    page.wait_for_selector("#result")
    final = view(guest)
    assert final["phase"] == "over" and final["winner"] in ("prisoners", "complex")
    assert programmed >= 2 and clicks >= 3
    snapshot(guest, artifacts / "roomtwentyfive-end.png")
    assert_clean(guest)
