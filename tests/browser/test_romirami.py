"""Romi Rami played through its own board, a whole game against a random bot.

A guest opens a two-seat table with a random bot and plays every one of its
turns by clicking: market cards (then Take), a highlighted contract, the next
card of the hand for each recipe (or the Star), End turn, discards. After each
click the view must have moved the way the click said. Screenshots at
1366×900 and at phone size go to test-artifacts/ (romirami-*.png); then the
replay draws the table with nothing to click.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from .pages import Player, assert_clean, guest_against_a_random_bot, open_player, snapshot, view

pytestmark = pytest.mark.browser

ORDER = ("[data-key^='complete:']", "[data-key^='use:']", "[data-key='star']", "[data-key^='pick:']",
         "[data-key='take']", "[data-key='done']", "[data-key^='discard:']")
"""What the test clicks first when several things are offered: contracts before cards, cards before ending."""


def test_romirami_whole_game_by_clicking(server, browser, artifacts: Path) -> None:
    guest = guest_against_a_random_bot(browser, server.base, "romirami", ".rr")
    page = guest.page
    page.set_viewport_size({"width": 1366, "height": 900})
    me = page.evaluate("window.meepleTable.seat")
    clicked: dict[str, int] = {}
    shots: set[str] = set()
    for _ in range(1500):
        page.wait_for_selector(", ".join(ORDER) + ", #result", timeout=20_000)
        if page.query_selector("#result"):
            break
        selector = next(s for s in ORDER if page.query_selector(f"#game {s}"))
        key = page.get_attribute(f"#game {selector}", "data-key") or ""
        kind = key.split(":")[0]
        before = view(guest)
        if kind == "use" and "build" not in shots:
            snapshot(guest, artifacts / "romirami-building.png")
            shots.add("build")
        if kind == "pick" and "market" not in shots:
            snapshot(guest, artifacts / "romirami-market.png")
            shots.add("market")
        v = guest.version()
        page.click(f"#game [data-key='{key}']")
        guest.wait_version_above(v)
        after = view(guest)
        clicked[kind] = clicked.get(kind, 0) + 1
        check_move(before, after, me, kind, key)
    page.wait_for_selector("#result")
    assert clicked.get("pick", 0) >= 5 and clicked.get("complete", 0) >= 1 and clicked.get("use", 0) >= 2, clicked
    final = view(guest)
    assert final["phase"] == "over"
    assert max(len(d) for d in final["done"]) >= final["target"]
    page.wait_for_selector(".rr-scores")
    snapshot(guest, artifacts / "romirami-end.png")
    page.set_viewport_size({"width": 390, "height": 844})
    page.wait_for_timeout(300)
    # the board fits a phone (the page's own result card is not the game's to draw)
    assert not overflowing(guest), overflowing(guest)
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(artifacts / "romirami-end-phone.png"), full_page=True)

    # the replay: the same board, nothing to click
    page.set_viewport_size({"width": 1366, "height": 900})
    page.click("#result a:has-text('Watch the replay')")
    page.wait_for_selector(".replay-bar")
    page.wait_for_selector(".rr")
    for _ in range(6):
        page.click("#replay-next")
    page.wait_for_function("() => document.querySelector('#app').dataset.step === '6'")
    assert page.locator("#game button").count() == 0
    assert page.locator(".rr-market .rr-card").count() >= 1
    assert_clean(guest)


def overflowing(player: Player) -> list[str]:
    """The board's elements that stick out to the right of the window (a phone would scroll sideways)."""
    return player.page.evaluate("""() => [...document.querySelectorAll('#game *')]
      .filter((e) => e.getBoundingClientRect().right > innerWidth + 1)
      .slice(0, 8).map((e) => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`)""")


def check_move(before: dict[str, Any], after: dict[str, Any], me: int, kind: str, key: str) -> None:
    """The click did what it said (the bot may have moved since, so only lasting effects are checked)."""
    if kind == "pick":
        card = int(key.split(":")[1])
        assert card in after["chosen"] or card not in after["market"], "a picked card stays marked until taken"
    elif kind == "complete":
        cid = int(key.split(":")[1])
        assert after["building"] == cid or cid in after["done"][me]
    elif kind == "use":
        card = int(key.split(":")[1])
        assert card in [c for p in after["picks"] for c in p] or card not in after["hand"]
    elif kind == "star":
        assert after["star_used"][me] or -1 in [c for p in after["picks"] for c in p]
    elif kind == "discard":
        card = int(key.split(":")[1])
        assert card not in after["hand"]
        assert len(after["hand"]) <= len(before["hand"])


def test_a_spectator_on_a_phone_sees_the_board_without_buttons(server, browser, artifacts: Path) -> None:
    guest = guest_against_a_random_bot(browser, server.base, "romirami", ".rr")
    url = guest.page.url
    phone = open_player(browser, server.base, phone=True)
    phone.page.goto(url)
    phone.page.wait_for_selector(".rr")
    assert phone.page.evaluate("document.documentElement.scrollWidth <= innerWidth")
    assert phone.page.locator("#game button").count() == 0
    snapshot(phone, artifacts / "romirami-spectator-phone.png", phone=True)
    assert_clean(phone, guest)
