"""Refuge played to the end by clicking its board, against a random bot.

A guest opens a two-seat table with a random bot and plays every decision
through the board: draw or return by clicking its bag or the refuge (it walks
on until the storm meter is two short of the warning, then returns), the drawn
tile to play, effect choices,
buying a market tile when it can, a path tile to discard at home. After each
click the view must have moved. Screenshots at 1366x900 and at phone size go
to test-artifacts/ (refuge-*.png), and a phone-sized spectator must see the
table without sideways scrolling and without anything to click.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from .pages import assert_clean, click, guest_against_a_random_bot, open_player, snapshot, view

pytestmark = pytest.mark.browser
MAX_CLICKS = 400


def test_a_whole_game_by_clicking(server, browser, artifacts: Path) -> None:
    guest = guest_against_a_random_bot(browser, server.base, "refuge", ".rf")
    guest.page.set_viewport_size({"width": 1366, "height": 900})
    page = guest.page
    me = page.evaluate("window.meepleTable.seat")
    shots: set[str] = set()
    seen = {"play": 0, "buy": 0, "walks": 0}
    mine = ".rf-draw, .rf-return, .rf-playable, .rf-pick, .rf-again, .rf-remove, .rf-keep, .rf-discardable, " \
           ".rf-market .rf-tilebtn, .rf-pass"
    for _ in range(MAX_CLICKS):
        page.wait_for_selector(f"{mine}, #result", timeout=20_000)
        if page.query_selector("#result"):
            break
        v = view(guest)
        stage = v["players"][me]["stage"]
        if stage == "decide":
            if "decide" not in shots:
                snapshot(guest, artifacts / "refuge-decide.png")
                shots.add("decide")
            walk_on = v["storms"] < v["warning_at"] - 2 or v["players"][me]["animals"] == 0
            click(guest, ".rf-draw" if walk_on else ".rf-return")
            if not walk_on:
                assert view(guest)["players"][me]["stage"] in ("discard", "home", "decide")
        elif page.query_selector(".rf-playable"):
            if "choose" not in shots:
                snapshot(guest, artifacts / "refuge-choose.png")
                shots.add("choose")
            before = len(v["players"][me]["path"])
            click(guest, ".rf-playable")
            after = view(guest)["players"][me]
            assert len(after["path"]) > before or after["path"] == [] or after["stage"] in ("decide", "discard")
            seen["play"] += 1
        elif page.query_selector(".rf-market .rf-tilebtn"):
            if "buy" not in shots:
                snapshot(guest, artifacts / "refuge-buy.png")
                shots.add("buy")
            bag = v["players"][me]["bag_size"]
            click(guest, ".rf-market .rf-tilebtn")
            assert view(guest)["players"][me]["bag_size"] == bag + 1 or view(guest)["walk"] > v["walk"]
            seen["buy"] += 1
        elif page.query_selector(".rf-discardable"):
            if "home" not in shots:
                snapshot(guest, artifacts / "refuge-home.png")
                shots.add("home")
            click(guest, ".rf-keep")
            seen["walks"] += 1
        else:
            click(guest, ".rf-pick, .rf-again, .rf-remove, .rf-keep, .rf-pass")
        if seen["play"] == 8 and "phone" not in shots:
            shots.add("phone")
            snapshot(guest, artifacts / "refuge-table.png")
            snapshot(guest, artifacts / "refuge-phone.png", phone=True)
            page.set_viewport_size({"width": 1366, "height": 900})
            spectator = open_player(browser, server.base, phone=True)
            spectator.page.goto(page.url)
            spectator.page.wait_for_selector(".rf")
            assert spectator.page.evaluate("document.documentElement.scrollWidth <= innerWidth")
            assert spectator.page.locator("#game button").count() == 0
            spectator.page.screenshot(path=str(artifacts / "refuge-spectator-phone.png"), full_page=True)
            assert_clean(spectator)
            spectator.page.context.close()
    page.wait_for_selector("#result")
    final = view(guest)
    assert final["phase"] == "over" and len(final["players"][me]["results"]) == 5
    assert seen["play"] >= 5
    snapshot(guest, artifacts / "refuge-end.png")
    assert_clean(guest)


def test_the_bag_and_the_refuge_are_clicked(server, browser, artifacts: Path) -> None:
    """The renderer alone: the secret decision is a click on your bag (draw) or on the refuge (return);
    playing again is a click on the other drawn tile or on the bag. No text button is left for them."""
    import random

    from meeple.games.refuge import GAME

    from .pages import MOUNT, frame_of

    guest = open_player(browser, server.base)
    page = guest.page
    s = GAME.setup(2, GAME.resolve_options({}, 2), 1)
    frame = frame_of(GAME, s, 0)
    assert frame["legal"] == [{"type": "draw"}, {"type": "return"}]
    page.evaluate(MOUNT, frame)
    assert page.locator("#mounted .rf-actions").count() == 0
    assert "10 tiles" in page.inner_text("#mounted .rf-bag")
    page.wait_for_timeout(200)  # the stylesheet
    page.locator("#mounted .rf-youblock").screenshot(path=str(artifacts / "refuge-bag.png"))
    page.click("#mounted .rf-bag")
    page.evaluate(MOUNT, frame)
    page.click("#mounted .rf-home")
    assert page.evaluate("window.played") == [{"type": "return"}]
    page.evaluate(MOUNT, frame)
    page.click("#mounted .rf-bag")
    assert page.evaluate("window.played") == [{"type": "draw"}]

    rng = random.Random(6)  # a random game that reaches "play again" with one drawn tile left
    s = GAME.setup(2, GAME.resolve_options({}, 2), 6)
    for _ in range(400):
        seat = min(GAME.waiting_for(s))
        legal = GAME.legal_actions(s, seat)
        if any(a["type"] == "again" for a in legal):
            break
        GAME.apply(s, seat, rng.choice(legal))
    frame = frame_of(GAME, s, seat)
    assert frame["legal"] == [{"type": "again", "source": "hand"}, {"type": "again", "source": "bag"}]
    page.evaluate(MOUNT, frame)
    assert page.locator("#mounted .rf-actions").count() == 0
    page.click("#mounted .rf-hand .rf-playable")
    page.evaluate(MOUNT, frame)
    page.click("#mounted .rf-bag")
    assert page.evaluate("window.played") == [{"type": "again", "source": "bag"}]
    page.evaluate(MOUNT, frame)
    page.click("#mounted .rf-hand .rf-playable")
    assert page.evaluate("window.played") == [{"type": "again", "source": "hand"}]
    assert_clean(guest)
    page.context.close()
