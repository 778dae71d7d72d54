"""The board uses the screen: the game column grows with the window, and the map's labels stay readable.

At 1366x900 and at 1920x1080 the column holding the board takes most of the window (not a fixed
~590 px strip between the side panels), Pandemic's city names render at a size a person reads, and
nothing scrolls sideways; a square board (GIPF) grows with the window but stays within its height.
Screenshots go to test-artifacts/layout-*.png.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from .pages import assert_clean, guest_against_a_random_bot

pytestmark = pytest.mark.browser
SIZES = ((1366, 900), (1920, 1080))

GEOMETRY = """(sel) => {
  const stage = document.querySelector('.stage').getBoundingClientRect();
  const board = document.querySelector(sel).getBoundingClientRect();
  const labels = [...document.querySelectorAll('.pan-label')].map((e) => e.getBoundingClientRect().height);
  return { stage: stage.width, boardW: board.width, boardH: board.height, boardTop: board.top + scrollY,
           smallestLabel: labels.length ? Math.min(...labels) : null,
           sideways: document.documentElement.scrollWidth > innerWidth };
}"""


def at_both_sizes(server, browser, artifacts: Path, game: str, board: str) -> list[dict]:
    """A guest's table of `game` measured at each window size (a screenshot each, never sideways scrolling)."""
    guest = guest_against_a_random_bot(browser, server.base, game, board)
    found = []
    for width, height in SIZES:
        guest.page.set_viewport_size({"width": width, "height": height})
        guest.page.wait_for_timeout(300)  # the relayout after a resize
        got = guest.page.evaluate(GEOMETRY, board)
        guest.page.screenshot(path=str(artifacts / f"layout-{game}-{width}.png"))
        assert not got["sideways"], got
        found.append({**got, "width": width, "height": height})
    assert_clean(guest)
    return found


def test_pandemic_map_grows_with_the_window(server, browser, artifacts: Path) -> None:
    small, big = at_both_sizes(server, browser, artifacts, "pandemic", ".pan-map")
    for got in (small, big):
        assert got["stage"] >= 0.55 * got["width"], got  # not a fixed strip between the panels
        assert got["smallestLabel"] >= 11, got  # city names a person reads (9 px before)
    assert big["boardW"] > small["boardW"] * 1.2  # a bigger window, a bigger map
    assert big["boardTop"] + big["boardH"] / 2 <= big["height"], big  # at 1920x1080 the map begins in the first screen


def test_a_square_board_grows_but_fits_the_window_height(server, browser, artifacts: Path) -> None:
    small, big = at_both_sizes(server, browser, artifacts, "gipf", ".gp-board")
    for got in (small, big):
        assert got["boardH"] <= got["height"], got
    assert big["boardW"] > small["boardW"]
