"""Heat's expansion circuits drawn on the board: flooded spaces (Japan), tunnels (Spain), chicane curbs and
the double chevron (the Netherlands), each picked in the lobby's `track` option and played for a round by
clicking. Screenshots at 1366×900 go to test-artifacts/ (heat-circuit-*.png)."""

from __future__ import annotations

from pathlib import Path

import pytest

from meeple.games.heat.components import TRACKS

from .pages import assert_clean, snapshot, view
from .test_heat import click_until_round, solo_table_form

pytestmark = pytest.mark.browser

ROUND_ORDER = ("[data-key^='shift:']", "[data-key^='play:']", "[data-key='done']")


@pytest.mark.parametrize("track_id, marks", [
    ("japan", {".ht-flooded": 19, ".ht-tunnel": 0, ".ht-chicane": 2, ".ht-chevron": 0}),
    ("mexico", {".ht-flooded": 0, ".ht-tunnel": 0, ".ht-chicane": 4, ".ht-chevron": 0}),
    ("spain", {".ht-flooded": 0, ".ht-tunnel": 36, ".ht-chicane": 4, ".ht-chevron": 0}),
    ("netherlands", {".ht-flooded": 0, ".ht-tunnel": 0, ".ht-chicane": 2, ".ht-chevron": 3}),
])
def test_an_expansion_circuit_is_drawn_with_its_marks_and_played(server, browser, artifacts: Path,
                                                                   track_id: str, marks: dict[str, int]) -> None:
    guest = solo_table_form(browser, server.base)
    page = guest.page
    page.select_option("#opt-track", index=list(TRACKS).index(track_id))
    if track_id == "netherlands":  # the double chevron shows with Aggressive Legends
        page.select_option("#opt-legends", "3")
        page.check("#opt-aggressive_legends")
    page.click("#create-table")
    page.wait_for_url("**/t/*")
    page.wait_for_selector(".ht-board")
    first = view(guest)
    assert first["track"]["id"] == track_id and first["track"]["spaces"] == TRACKS[track_id].spaces
    for selector, count in marks.items():
        assert page.locator(selector).count() == count, selector
    assert page.locator(".ht-limit").count() == len(TRACKS[track_id].corners)
    assert (page.locator(".ht-key").count() == 1) == any(marks[k] for k in (".ht-flooded", ".ht-tunnel", ".ht-chicane"))
    snapshot(guest, artifacts / f"heat-circuit-{track_id}.png")
    click_until_round(guest, ROUND_ORDER, 3, nth=-1)  # the fastest gear and the last card: corners bite
    snapshot(guest, artifacts / f"heat-circuit-{track_id}-round3.png")
    assert_clean(guest)
