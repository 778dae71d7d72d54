"""Every registered game is playable in the browser through the generic renderer.

A guest opens a table from the lobby with bots in every other seat, then
plays by clicking the first button of "Your move" each time. Two short games
are played to the result; the others are cut at a step cap, after showing a
working table, since every game is played to its end with its own board in
its own browser test (test_<game>.py), and the generic renderer is only the
fallback a new game starts with.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from meeple import games

from .pages import assert_clean, open_new_table, open_player, play_as_guest

pytestmark = pytest.mark.browser
STEP_CAP = 300  # measured: every game in FINISH ends within 250 clicks of the first-button policy (300 seeds)
SHORT_CAP = 25  # the others show a working table for this many clicks
SCREENSHOT_AT = 8
PLAYERS = {"forsale": 3, "skull": 3, "wizard": 3}
FINISH = {"gipf", "skull"}


def seats_for(game_id: str) -> int:
    game = games.get(game_id)
    return min(max(PLAYERS.get(game_id, 2), game.min_players), game.max_players)


@pytest.mark.parametrize("game_id", games.ids())
def test_a_game_plays_through_the_generic_renderer(game_id: str, server, browser, artifacts: Path) -> None:
    guest = open_player(browser, server.base)
    play_as_guest(guest)
    page = guest.page
    open_new_table(guest, game_id)
    page.select_option("#players", str(seats_for(game_id)))
    page.check("#fill-bots")
    for select in page.query_selector_all(".seat-fields select"):
        select.select_option("random")  # quick opponents: this test is about the renderer
    page.click("#create-table")
    page.wait_for_url("**/t/*")
    table_id = page.url.rsplit("/t/", 1)[1]
    page.goto(f"/t/{table_id}?renderer=generic")
    page.wait_for_selector(".generic")

    cap = STEP_CAP if game_id in FINISH else SHORT_CAP
    clicks = 0
    for _ in range(2 * cap):
        page.wait_for_selector("#actions button, #result", timeout=20_000)
        if page.query_selector("#result") or clicks >= cap:
            break
        if clicks == SCREENSHOT_AT:
            page.screenshot(path=str(artifacts / f"generic-{game_id}.png"), full_page=True)
        button = page.locator("#actions button").first
        v = guest.version()
        try:
            acts = "act" in (button.get_attribute("class", timeout=2_000) or "")
            button.click(timeout=5_000)
        except PlaywrightTimeout:
            continue  # the game moved on meanwhile (out-of-turn actions, the end): look again
        clicks += 1
        if acts:
            guest.wait_version_above(v, timeout=20_000)

    finished = page.query_selector("#result") is not None
    if game_id in FINISH:
        assert finished, f"{game_id} did not finish within {STEP_CAP} clicks"
    assert clicks > 0 and page.inner_text(".log").strip()
    assert "{p" not in page.inner_text(".log")
    if finished:
        page.screenshot(path=str(artifacts / f"generic-{game_id}-result.png"), full_page=True)
        assert page.inner_text(".result-table") and "{p" not in page.inner_text("#result")
    assert_clean(guest)
    page.context.close()
