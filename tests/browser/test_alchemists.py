"""Alchemists played to the end by clicking its board, against a random bot.

A guest opens a two-seat table with a random bot and plays every decision
through the board: an order space, action spaces to declare (then Done), and
each declared action as it resolves: a market card, an ingredient to
transmute, two ingredients to mix (two clicks on the hand), a potion offer (a
potion the adventurer wants, then the guarantee), a theory on the board with
its alchemical and seal, an artifact, a debunk. After
each click the view must have moved. Screenshots at 1366x900 and at phone size
go to test-artifacts/ (alchemists-*.png); a phone-sized spectator sees the
table without sideways scrolling and without anything to click.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from .pages import assert_clean, click, guest_against_a_random_bot, open_player, snapshot, view

pytestmark = pytest.mark.browser
MAX_CLICKS = 600
PLAN = ("gather", "student", "publish", "sell", "transmute", "artifact", "drink", "exhibit", "debunk")
"""Spaces the guest declares, in this order, as far as its cubes go (at most four a round)."""
RESOLVE = ("order:", "gather:", "transmute:", "refund:", "offer:", "theory:", "endorse:", "alchemical:", "seal:",
           "buy:", "exhibit:", "debunk:", "discard:")


def test_a_whole_game_by_clicking(server, browser, artifacts: Path) -> None:
    guest = guest_against_a_random_bot(browser, server.base, "alchemists", ".al")
    page = guest.page
    page.set_viewport_size({"width": 1366, "height": 900})
    shots: set[str] = set()
    seen: dict[str, int] = {}
    placed_in_round: dict[int, int] = {}
    for _ in range(MAX_CLICKS):
        page.wait_for_selector("#game [data-key], #result", timeout=20_000)
        if page.query_selector("#result"):
            break
        if page.get_attribute("#app", "data-my-turn") != "true":
            page.wait_for_timeout(100)
            continue
        v = view(guest)
        phase, stage = v["phase"], v["stage"]
        shot = f"{phase}-{stage}" if phase == "resolve" else phase
        if shot not in shots and len(shots) < 12:
            snapshot(guest, artifacts / f"alchemists-{shot}.png")
            shots.add(shot)
        key = None
        if phase == "declare" and stage != "discard":
            placed = placed_in_round.get(v["round"], 0)
            key = next((f"place:{sp}" for sp in PLAN if page.query_selector(f"#game [data-key='place:{sp}']")), None)
            if key is None or placed >= 4:
                key = "done"
            else:
                placed_in_round[v["round"]] = placed + 1
            click(guest, f"#game [data-key='{key}'], #game [data-key^='done:']" if key == "done"
                  else f"#game [data-key='{key}']")
        elif page.query_selector("#game [data-key^='mix-pick:']"):
            picks = page.query_selector_all("#game [data-key^='mix-pick:']")
            picks[0].click()
            page.wait_for_selector("#game .al-pick.on")
            before = view(guest)["you"]["hand"]
            click(guest, "#game [data-key^='mix-pick:']:not(.on)")
            assert sum(view(guest)["you"]["hand"]) == sum(before) - 2
            key = "mix"
        elif page.query_selector("#game [data-key^='demonstrate-pick:']"):
            page.query_selector_all("#game [data-key^='demonstrate-pick:']")[0].click()
            page.wait_for_selector("#game .al-pick.on")
            click(guest, "#game [data-key^='demonstrate-pick:']:not(.on)")
            key = "demonstrate"
        else:
            offers = page.query_selector("#game [data-key^='offer:']")
            if page.query_selector("#game [data-key^='want:']") and not offers:
                page.click("#game [data-key^='want:'] >> nth=0")  # the potion to offer: its guarantees appear
                page.wait_for_selector("#game [data-key^='offer:']")
            key = next((p for p in RESOLVE if page.query_selector(f"#game [data-key^='{p}']")), "decline:")
            click(guest, f"#game [data-key^='{key}']")
        kind = key.split(":")[0]
        seen[kind] = seen.get(kind, 0) + 1
        if seen.get("mix", 0) == 2 and "phone" not in shots:
            shots.add("phone")
            snapshot(guest, artifacts / "alchemists-phone.png", phone=True)
            page.set_viewport_size({"width": 1366, "height": 900})
            spectator = open_player(browser, server.base, phone=True)
            spectator.page.goto(page.url)
            spectator.page.wait_for_selector(".al")
            assert spectator.page.evaluate("document.documentElement.scrollWidth <= innerWidth")
            assert spectator.page.locator("#game button").count() == 0
            spectator.page.screenshot(path=str(artifacts / "alchemists-spectator-phone.png"), full_page=True)
            assert_clean(spectator)
            spectator.page.context.close()
    page.wait_for_selector("#result")
    final = view(guest)
    assert final["phase"] == "over" and final["world"] is not None and len(final["scores"]) == 2
    assert seen.get("order", 0) == 6 and seen.get("place", 0) >= 10 and seen.get("mix", 0) >= 2, seen
    snapshot(guest, artifacts / "alchemists-end.png")
    assert_clean(guest)


def test_a_sale_and_a_seal_are_clicked_on_the_board(server, browser, artifacts: Path) -> None:
    """The renderer alone: the potion sold is one the adventurer wants (click it), then the guarantee;
    the seal of a new theory is clicked under the theory board. Neither is left among the status buttons."""
    from meeple.games.alchemists import GAME
    from tests.games.alchemists.positions import acting
    from tests.games.alchemists.test_rules import selling

    from .pages import MOUNT, frame_of

    guest = open_player(browser, server.base)
    page = guest.page
    frame = frame_of(GAME, selling({0: 1, 1: 0}), 0)
    assert len([a for a in frame["legal"] if a["type"] == "offer"]) == 12
    page.evaluate(MOUNT, frame)
    assert page.locator("#mounted [data-key^='offer:']").count() == 0
    assert sorted(page.eval_on_selector_all("#mounted .al-wantbtn", "bs => bs.map((b) => b.dataset.key)")) == [
        "want:0", "want:2", "want:4"]
    page.click("#mounted [data-key='want:2']")
    assert page.locator("#mounted .al-guarantees [data-key^='offer:']").count() == 4
    page.wait_for_timeout(200)  # the stylesheet
    page.screenshot(path=str(artifacts / "alchemists-sale.png"), full_page=True)
    page.click("#mounted [data-key='offer:2:3']")
    assert page.evaluate("window.played") == [{"type": "offer", "potion": 2, "guarantee": 3}]

    s = acting("publish")
    GAME.apply(s, 0, {"type": "theory", "ingredient": 0})
    GAME.apply(s, 0, {"type": "alchemical", "alchemical": 0})
    page.evaluate(MOUNT, frame_of(GAME, s, 0))
    assert page.locator("#mounted .al-actions [data-key^='seal:']").count() == 0
    assert page.locator("#mounted .al-sealbtn").count() == 5
    page.click("#mounted .al-sealbtn[data-key='seal:silver']")
    assert page.evaluate("window.played") == [{"type": "seal", "seal": "silver"}]
    assert_clean(guest)
    page.context.close()
