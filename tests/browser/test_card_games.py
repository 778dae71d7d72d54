"""Skull, For Sale and Wizard played by clicking their own renderers, against random bots.

For each game a guest opens a three-seat table with random bots, plays a few
moves by clicking things on the table (discs, mats, property cards, cards in
hand, the number pickers), and checks after each click that the game moved
the way the click said. A phone-sized spectator then opens the same table
and must see it without sideways scrolling and without anything to click.
Screenshots go to test-artifacts/ (card-<game>-*.png).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from .pages import Player, assert_clean, open_new_table, open_player, play_as_guest

pytestmark = pytest.mark.browser
MAX_LOOPS = 60


def start_against_bots(player: Player, game_id: str, root: str, checks: tuple[str, ...] = ()) -> str:
    """Open a 3-seat table of `game_id` with random bots; returns its address once `root` is drawn."""
    page = player.page
    open_new_table(player, game_id)
    page.select_option("#players", "3")
    for box in checks:
        page.check(box)
    page.check("#fill-bots")
    for select in page.query_selector_all(".seat-fields select"):
        select.select_option("random")
    page.click("#create-table")
    page.wait_for_url("**/t/*")
    page.wait_for_selector(root)
    return page.url


def view(player: Player) -> dict[str, Any]:
    return player.page.evaluate("window.meepleTable.state.view")


def wait_my_move(player: Player, selector: str) -> bool:
    """Until the page offers one of `selector`, or the game ends; True when something is offered."""
    player.page.wait_for_selector(f"{selector}, #result", timeout=20_000)
    return player.page.query_selector("#result") is None


def wait_view(player: Player, test: str, arg: Any = None) -> None:
    """Until `test` (a JS function of the view and `arg`) holds: in simultaneous phases, others' moves come in too."""
    player.page.wait_for_function(f"(arg) => ({test})(window.meepleTable.state.view, arg)", arg=arg, timeout=20_000)


def click_and_wait(player: Player, selector: str) -> None:
    """Click something that plays an action and wait for the next state."""
    v = player.version()
    player.page.click(selector)
    player.wait_version_above(v)


def watch_on_a_phone(browser, server, url: str, root: str, artifacts: Path, name: str) -> None:
    """A spectator on a phone: the table fits the width, and nothing in the game area is clickable."""
    phone = open_player(browser, server.base, phone=True)
    phone.page.goto(url)
    phone.page.wait_for_selector(root)
    assert phone.page.evaluate("document.documentElement.scrollWidth <= innerWidth")
    assert phone.page.locator("#game button").count() == 0
    phone.page.screenshot(path=str(artifacts / f"card-{name}-spectator-phone.png"), full_page=True)
    assert_clean(phone)
    phone.page.context.close()


def test_skull_by_clicking(server, browser, artifacts: Path) -> None:
    guest = open_player(browser, server.base)
    play_as_guest(guest)
    page = guest.page
    url = start_against_bots(guest, "skull", ".sk")
    me = view(guest)["you"]["seat"]

    # The opening: place a flower by clicking it in the hand; it lies face down on my mat, known to me only.
    page.click("[data-key='place:flower']")
    wait_view(guest, "(v) => v.you.mat.length === 1")
    assert view(guest)["you"]["mat"] == ["flower"]
    assert page.locator(f".cg-seat[data-seat='{me}'] .sk-disc.down").count() == 1

    placed = bids = flips = 0
    for _ in range(MAX_LOOPS):
        if not wait_my_move(guest, "#game button"):
            break
        before = view(guest)
        if page.query_selector(".sk-discbtn.flip"):
            if flips == 0:
                page.screenshot(path=str(artifacts / "card-skull-challenge.png"), full_page=True)
            click_and_wait(guest, ".sk-discbtn.flip")
            after = view(guest)
            turned = sum(p["mat"].count("flower") + p["mat"].count("skull") for p in after["players"])
            assert turned > 0 or after["round"] > before["round"] or after["phase"] != "challenge"
            flips += 1
            if flips >= 2:
                break
        elif page.query_selector("[data-key='place:flower']") and placed < 1:
            click_and_wait(guest, "[data-key='place:flower']")
            after = view(guest)
            # the disc is on my mat, unless the bots' moves that came with it already ended the round
            assert len(after["you"]["mat"]) == len(before["you"]["mat"]) + 1 or after["round"] > before["round"]
            placed += 1
        elif page.query_selector(".sk-bidding"):
            if bids == 0:
                page.screenshot(path=str(artifacts / "card-skull-bidding.png"), full_page=True)
            chips = page.locator(".sk-bidding .cg-num")
            target = chips.last if chips.count() else page.locator(".sk-bidding .cg-confirm")
            v = guest.version()
            target.click()
            guest.wait_version_above(v)
            after = view(guest)
            assert after["bidder"] == me or after["round"] > before["round"] or after["phase"] == "challenge"
            bids += 1
        else:
            click_and_wait(guest, "#game button")
    assert placed + bids + flips >= 2
    page.screenshot(path=str(artifacts / "card-skull-table.png"), full_page=True)
    watch_on_a_phone(browser, server, url, ".sk", artifacts, "skull")
    assert_clean(guest)


def test_for_sale_by_clicking(server, browser, artifacts: Path) -> None:
    guest = open_player(browser, server.base)
    play_as_guest(guest)
    page = guest.page
    url = start_against_bots(guest, "forsale", ".fs")
    me = page.evaluate("window.meepleTable.seat")

    # The first bid: step the picker up twice and confirm; the bid on the table is what the picker showed.
    assert wait_my_move(guest, ".fs-bidding")
    assert page.locator(".fs-offer .fs-prop").count() == 3
    page.click("[data-key='bid:more']")
    page.click("[data-key='bid:more']")
    shown = page.inner_text(".fs-bidding .cg-value")
    assert shown == "$3,000"
    page.screenshot(path=str(artifacts / "card-forsale-bidding.png"), full_page=True)
    click_and_wait(guest, ".fs-bidding .cg-confirm")
    assert view(guest)["bids"][me] == 3 or len(view(guest)["hands"][me]) == 1

    passes = sells = 0
    for _ in range(MAX_LOOPS):
        if not wait_my_move(guest, ".fs-pass, .fs-sell"):
            break
        before = view(guest)
        if page.query_selector(".fs-pass"):
            taken = before["table"] and min(before["table"])
            click_and_wait(guest, ".fs-pass")
            assert taken in view(guest)["hands"][me]
            passes += 1
        else:
            if sells == 0:
                page.screenshot(path=str(artifacts / "card-forsale-selling.png"), full_page=True)
            key = page.get_attribute(".fs-sell", "data-key")
            sold = int(key.split(":")[1])
            page.click(f".fs-sell[data-key='{key}']")  # that very card: a redraw may reorder the buttons
            wait_view(guest, "(v, [me, sold]) => v.my_choice === sold || !v.hands[me].includes(sold)", [me, sold])
            sells += 1
        if sells == 2:
            page.wait_for_selector(".fs-sales li")
            page.screenshot(path=str(artifacts / "card-forsale-table.png"), full_page=True)
            watch_on_a_phone(browser, server, url, ".fs", artifacts, "forsale")
    assert passes >= 1 and sells >= 3
    page.wait_for_selector("#result")
    assert page.locator(".fs-sales li").count() == 3  # the last sales stay on the table at the end
    # The result reads as the game writes it: dollars, and the tie-breakers by name.
    result = page.inner_text("#result .result-table")
    assert "$" in result and "coins left" in result and "highest property" in result, result

    # The replay draws the same table, with nothing to click, at any step.
    page.click("#result a:has-text('Watch the replay')")
    page.wait_for_selector(".replay-bar")
    page.wait_for_selector(".fs")
    for _ in range(4):
        page.click("#replay-next")
    page.wait_for_function("() => document.querySelector('#app').dataset.step === '4'")
    assert page.locator(".fs-offer .fs-prop").count() >= 1
    assert page.locator("#game button").count() == 0
    page.screenshot(path=str(artifacts / "card-forsale-replay.png"), full_page=True)
    assert_clean(guest)


def test_wizard_by_clicking(server, browser, artifacts: Path) -> None:
    guest = open_player(browser, server.base)
    play_as_guest(guest)
    page = guest.page
    url = start_against_bots(guest, "wizard", ".wz", checks=("#opt-five_rounds",))
    me = page.evaluate("window.meepleTable.seat")

    bids = plays = trumps = 0
    for _ in range(MAX_LOOPS):
        if not wait_my_move(guest, ".wz-bidding button, .wz-play, .wz-suitbtn") or view(guest)["round"] >= 3:
            break
        before = view(guest)
        if page.query_selector(".wz-suitbtn"):
            suit = page.inner_text(".wz-suitbtn >> nth=0").strip().lower()
            click_and_wait(guest, ".wz-suitbtn >> nth=0")
            assert view(guest)["trump"] == suit
            trumps += 1
        elif page.query_selector(".wz-bidding button"):
            if bids == 1:
                page.screenshot(path=str(artifacts / "card-wizard-bidding.png"), full_page=True)
            chip = page.locator(".wz-bidding .cg-num").last
            said = int(chip.inner_text())
            v = guest.version()
            chip.click()
            guest.wait_version_above(v)
            assert view(guest)["bids"][me] == said
            bids += 1
        else:
            card = page.get_attribute(".wz-play >> nth=0", "data-key").split(":")[1]
            click_and_wait(guest, ".wz-play >> nth=0")
            after = view(guest)
            shown = [*after["trick"], *(c for t in after["history"] for c in t[2]),
                     *(c for t in before["history"] for c in t[2])]
            assert card in shown or after["round"] > before["round"]
            assert sum(after["hand_sizes"]) < sum(before["hand_sizes"]) or after["round"] > before["round"]
            plays += 1
            if plays == 2:
                page.screenshot(path=str(artifacts / "card-wizard-trick.png"), full_page=True)
    assert bids >= 2 and plays >= 3
    page.click(".wz-sheetbox summary")
    page.wait_for_selector(".wz-sheet")
    page.screenshot(path=str(artifacts / "card-wizard-table.png"), full_page=True)
    watch_on_a_phone(browser, server, url, ".wz", artifacts, "wizard")
    assert_clean(guest)
