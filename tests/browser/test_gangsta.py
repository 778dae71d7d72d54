"""Gangsta! played to the end by clicking its board, against a random bot.

A guest opens a two-seat table with a random bot and plays every decision
through the board: it readies gangsters while Leaders make it free, goes for a
heist whenever one is offered (clicking the heist, then crew members one at a
time), recruits otherwise, passes when it can do neither, and takes the first
choice offered for rewards and discards. After each click the table must have
moved on. Screenshots at 1366x900 and at phone size go to test-artifacts/
(gangsta-*.png), and a phone-sized spectator must see the table without
sideways scrolling and without anything to click.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from .pages import assert_clean, click, guest_against_a_random_bot, open_player, snapshot, view

pytestmark = pytest.mark.browser
MAX_CLICKS = 700
MINE = "button.gs-btn, button.gs-plain, button.gs-steal, button.gs-target"
PASSES = "() => (document.querySelector('.log-panel').textContent.match(/passes and takes/g) || []).length"
OTHER = ("button.gs-learn, button.gs-steal, button.gs-target, button.gs-divert, button.gs-discard, "
         "button.gs-recruit, button.gs-skip, button.gs-done, button.gs-keep")


def test_a_whole_game_by_clicking(server, browser, artifacts: Path) -> None:
    guest = guest_against_a_random_bot(browser, server.base, "gangsta", ".gs")
    guest.page.set_viewport_size({"width": 1366, "height": 900})
    page = guest.page
    me = page.evaluate("window.meepleTable.seat")
    shots: set[str] = set()
    seen = {"heist": 0, "recruit": 0, "crew": 0}
    for _ in range(MAX_CLICKS):
        page.wait_for_selector(f"{MINE}, #result", timeout=30_000)
        if page.query_selector("#result"):
            break
        v = view(guest)
        stage = v["stage"]
        if stage not in shots:
            snapshot(guest, artifacts / f"gangsta-{stage}.png")
            shots.add(stage)
        if stage == "mobilize":
            click(guest, "button.gs-ready" if v["free"] > 0 and page.query_selector("button.gs-ready")
                  else "button.gs-done")
        elif stage == "action":
            if page.query_selector("button.gs-heist"):
                click(guest, "button.gs-heist")
                assert view(guest)["stage"] == "crew"
                seen["heist"] += 1
            elif page.query_selector("button.gs-recruit"):
                size = len(v["players"][me]["gang"])
                click(guest, "button.gs-recruit")
                after = view(guest)
                assert len(after["players"][me]["gang"]) == size + 1 or after["stage"] in ("wars", "wars_pick", "over")
                seen["recruit"] += 1
            else:
                passes = page.evaluate(PASSES)
                click(guest, "button.gs-pass")  # its income may go straight to a snitch drawn at the refill
                page.wait_for_function(f"n => ({PASSES})() > n", arg=passes)
        elif stage == "crew":
            crew = len(v["crew"])
            click(guest, "button.gs-add")
            after = view(guest)
            assert len(after["crew"]) == crew + 1 or after["stage"] != "crew" or after["heist"] != v["heist"]
            seen["crew"] += 1
        elif stage == "drop":
            click(guest, "button.gs-keep")
        else:
            click(guest, OTHER)
        if seen["crew"] == 3 and "phone" not in shots:
            shots.add("phone")
            snapshot(guest, artifacts / "gangsta-table.png")
            snapshot(guest, artifacts / "gangsta-phone.png", phone=True)
            page.set_viewport_size({"width": 1366, "height": 900})
            spectator = open_player(browser, server.base, phone=True)
            spectator.page.goto(page.url)
            spectator.page.wait_for_selector(".gs")
            assert spectator.page.evaluate("document.documentElement.scrollWidth <= innerWidth")
            assert spectator.page.locator("#game button").count() == 0
            spectator.page.screenshot(path=str(artifacts / "gangsta-spectator-phone.png"), full_page=True)
            assert_clean(spectator)
            spectator.page.context.close()
    page.wait_for_selector("#result")
    final = view(guest)
    assert final["stage"] == "over"
    assert seen["heist"] + seen["recruit"] >= 3
    snapshot(guest, artifacts / "gangsta-end.png")
    assert_clean(guest)
