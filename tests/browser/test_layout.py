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
  return { stage: stage.width, boardW: board.width, boardH: board.height,
           smallestLabel: labels.length ? Math.min(...labels) : null,
           sideways: document.documentElement.scrollWidth > innerWidth };
}"""


def measure(page, width: int, height: int, board: str) -> dict:
    page.set_viewport_size({"width": width, "height": height})
    page.wait_for_timeout(300)  # the relayout after a resize
    return page.evaluate(GEOMETRY, board)


def test_pandemic_map_grows_with_the_window(server, browser, artifacts: Path) -> None:
    guest = guest_against_a_random_bot(browser, server.base, "pandemic", ".pan-map")
    widths = []
    for width, height in SIZES:
        got = measure(guest.page, width, height, ".pan-map")
        guest.page.screenshot(path=str(artifacts / f"layout-pandemic-{width}.png"))
        assert not got["sideways"], got
        assert got["stage"] >= 0.55 * width, got  # not a fixed strip between the panels
        assert got["smallestLabel"] >= 11, got  # city names a person reads (9 px before)
        widths.append(got["boardW"])
    assert widths[1] > widths[0] * 1.2  # a bigger window, a bigger map
    assert_clean(guest)


def test_a_square_board_grows_but_fits_the_window_height(server, browser, artifacts: Path) -> None:
    guest = guest_against_a_random_bot(browser, server.base, "gipf", ".gp-board")
    sizes = []
    for width, height in SIZES:
        got = measure(guest.page, width, height, ".gp-board")
        guest.page.screenshot(path=str(artifacts / f"layout-gipf-{width}.png"))
        assert not got["sideways"], got
        assert got["boardH"] <= height, got
        sizes.append(got["boardW"])
    assert sizes[1] > sizes[0]
    assert_clean(guest)
