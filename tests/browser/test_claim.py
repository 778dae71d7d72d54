"""Claim played through its own board against a random bot, a whole game by clicking cards.

A guest opens a two-seat table with a random bot and clicks a playable card
of their hand each time it is their move, checking that the card left the
hand, until the 26th trick ends the game. Screenshots (1366×900 and phone
width) go to test-artifacts/ (claim-*.png).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from .pages import assert_clean, guest_against_a_random_bot, open_player, snapshot, view

pytestmark = pytest.mark.browser
MAX_LOOPS = 80


def test_claim_a_whole_game_by_clicking(server, browser, artifacts: Path) -> None:
    guest = guest_against_a_random_bot(browser, server.base, "claim", ".cl")
    page = guest.page
    page.set_viewport_size({"width": 1366, "height": 900})
    url = page.url
    assert page.locator(".cl-hand .cl-card").count() == 13

    plays = 0
    for _ in range(MAX_LOOPS):
        page.wait_for_selector(".cl-play, #result", timeout=20_000)
        if page.query_selector("#result"):
            break
        before = view(guest)
        key = page.get_attribute(".cl-play >> nth=-1", "data-key")
        played = key.split(":")[1]
        v = guest.version()
        page.click(f".cl-play[data-key='{key}']")
        guest.wait_version_above(v)
        after = view(guest)
        assert after["hand"].count(played) == before["hand"].count(played) - 1 or after["phase"] != before["phase"]
        plays += 1
        if plays == 3:
            snapshot(guest, artifacts / "claim-phase-one.png")
        if plays == 5:
            snapshot(guest, artifacts / "claim-phone.png", phone=True)
            page.set_viewport_size({"width": 1366, "height": 900})
        if plays == 16 and after["phase"] == "two":
            snapshot(guest, artifacts / "claim-phase-two.png")
    page.wait_for_selector("#result")
    assert plays == 26
    final = view(guest)
    assert final["phase"] == "over" and sum(final["won"]) <= 5
    assert page.locator(".cl-factions tbody tr").count() == 5
    snapshot(guest, artifacts / "claim-over.png")

    phone = open_player(browser, server.base, phone=True)
    phone.page.goto(url)
    phone.page.wait_for_selector(".cl")
    snapshot(phone, artifacts / "claim-spectator-phone.png", phone=True)
    assert phone.page.locator("#game button").count() == 0
    assert_clean(guest, phone)

    # The replay draws the same board, with nothing to click.
    page.goto(url)
    page.click("#result a:has-text('Watch the replay')")
    page.wait_for_selector(".replay-bar")
    page.wait_for_selector(".cl")
    for _ in range(3):
        page.click("#replay-next")
    page.wait_for_function("() => document.querySelector('#app').dataset.step === '3'")
    assert page.locator(".cl-trick .cl-card").count() == 1  # the second trick's lead
    assert page.locator("#game button").count() == 0
    snapshot(guest, artifacts / "claim-replay.png")

    # The lobby's Rules link serves the rules for players (rules.md), not the developer README.
    page.goto("/games/claim/rules")
    assert "Claim — how to play" in page.inner_text("body")
    assert "Rules choices where the page is silent" not in page.inner_text("body")
