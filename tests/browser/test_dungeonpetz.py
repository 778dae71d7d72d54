"""Dungeon Petz played to the end by clicking its board, against a random bot.

A guest opens a two-seat table with a random bot and plays every phase on the board: the secret
groups (a group's imps, then its gold), sending groups by clicking market spaces or items, placing
cages by clicking the cage, moving a pet once (the pet, then its new cage), assigning need cards
(pick a card in the hand, then the highlighted pet), feeding, playing with and selling a pet by
clicking it (or the food token an omnivore is to eat), cleaning by clicking an empty cage's manure.
Screenshots at 1366x900 and at phone size go to test-artifacts/ (dungeonpetz-*.png); a phone-sized
spectator sees the table without sideways scrolling and without anything to click.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from .pages import assert_clean, click, guest_against_a_random_bot, open_player, snapshot, view, wait_my_turn

pytestmark = pytest.mark.browser
MAX_CLICKS = 900
PREFERRED = ('.dp-act[data-key^="low:"]', '.dp-act[data-key^="high:"]', '.dp-act[data-key^="cage:"]',
             '.dp-act[data-key="send:mixed"]', '.dp-act[data-key="send:veg"]', '.dp-act[data-key="send:meat"]')
"""Sends the guest prefers: pets first (so that there are need cards to assign), then cages and food."""
PET_OR_FOOD = ".dp-petbtn, .dp-food, .dp-manure"
"""Care and business on the board: the pet, the food token, the manure take the clicks."""


def test_a_whole_game_by_clicking(server, browser, artifacts: Path) -> None:
    guest = guest_against_a_random_bot(browser, server.base, "dungeonpetz", ".dp")
    guest.page.set_viewport_size({"width": 1366, "height": 900})
    page = guest.page
    clicks = assigned = sent = cared = moved = 0
    for _ in range(MAX_CLICKS):
        wait_my_turn(guest)
        if page.query_selector("#result"):
            break
        if page.query_selector(".dp-target"):
            click(guest, ".dp-target")
            assigned += 1
        elif page.query_selector(".dp-card.selectable"):
            if assigned == 0:
                snapshot(guest, artifacts / "dungeonpetz-assign.png")
            page.click(".dp-card.selectable >> nth=0")
            page.wait_for_selector(".dp-target")
            continue
        elif page.query_selector('[data-key^="send:"], .dp-item.dp-act'):
            if sent == 0:
                snapshot(guest, artifacts / "dungeonpetz-send.png")
            wanted = next((sel for sel in PREFERRED if page.query_selector(sel)), ".dp-board .dp-act")
            click(guest, wanted)
            sent += 1
        elif page.query_selector(PET_OR_FOOD):
            if cared == 0:
                snapshot(guest, artifacts / "dungeonpetz-feed.png")
            click(guest, PET_OR_FOOD)  # a pet to feed, play with, help or sell; a food token; a manure to clean
            cared += 1
        elif moved == 0 and page.query_selector(".dp-petpick"):
            page.click(".dp-petpick >> nth=0")  # a pet, then its new cage
            page.wait_for_selector(".dp-cagebtn")
            click(guest, ".dp-cagebtn")
            moved += 1
        elif page.query_selector('.dp-act[data-key="gold:1"]'):
            click(guest, '.dp-act[data-key="gold:1"]')  # gold in every group, to buy pets
        elif page.query_selector(".dp-act"):
            click(guest, ".dp-act")
        else:
            page.wait_for_timeout(100)
            continue
        clicks += 1
        if clicks == 30:
            snapshot(guest, artifacts / "dungeonpetz-table.png")
            snapshot(guest, artifacts / "dungeonpetz-phone.png", phone=True)
            page.set_viewport_size({"width": 1366, "height": 900})
            spectator = open_player(browser, server.base, phone=True)
            spectator.page.goto(page.url)
            spectator.page.wait_for_selector(".dp")
            assert spectator.page.evaluate("document.documentElement.scrollWidth <= innerWidth")
            assert spectator.page.locator("#game button").count() == 0
            spectator.page.screenshot(path=str(artifacts / "dungeonpetz-spectator-phone.png"), full_page=True)
            assert_clean(spectator)
            spectator.page.context.close()
    page.wait_for_selector("#result")
    final = view(guest)
    assert final["phase"] == "over" and len(final["results"]) >= 2
    assert sent >= 3 and assigned >= 1 and cared >= 1
    snapshot(guest, artifacts / "dungeonpetz-end.png")
    assert_clean(guest)
