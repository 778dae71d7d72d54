"""Chakra's receive and channel end on the board: an empty place of a row takes the click.

The renderer alone, mounted on positions built by the rules' own test helpers
(tests/games/chakra/positions.py), each click checked against the exact action
played: the energies taken go to the bubbles or a chakra by clicking one of its
empty places (were "Place here" buttons on the row), and a picked energy moves
by clicking an empty place of the chakra it may go to, or the earth (were "Move
here" buttons). Screenshots go to test-artifacts/ (chakra-board-*.png).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from meeple.games.chakra import GAME
from meeple.games.chakra.components import BLACK, EARTH, ORANGE, RED, YELLOW
from tests.games.chakra.positions import board, receiving

from .pages import MOUNT, assert_clean, frame_of, open_player

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("phone", [False, True])
def test_energies_go_where_an_empty_place_is_clicked(server, browser, artifacts: Path, phone: bool) -> None:
    player = open_player(browser, server.base, phone=phone)
    page = player.page
    size = "phone" if phone else "desk"

    s = board(receiving(), 0, {RED: [RED]})
    GAME.apply(s, 0, {"type": "flow", "flow": 1})  # yellow, yellow, orange
    GAME.apply(s, 0, {"type": "take", "colour": YELLOW})
    places = [a for a in GAME.legal_actions(s, 0) if a["type"] in ("place", "bubbles")]
    assert {"type": "bubbles"} in places and {"type": "place", "chakra": YELLOW} in places
    page.evaluate(MOUNT, frame_of(GAME, s, 0))
    page.wait_for_timeout(200)  # the stylesheet
    page.locator(".ck-board").first.screenshot(path=str(artifacts / f"chakra-board-place-{size}.png"))
    assert page.locator(".ck-acts button").count() == 0  # no "Place here" left
    assert page.locator(f".ck-chakra[data-chakra='{RED}'] .ck-slotbtn").count() == 2  # one energy there, two places
    page.click(f".ck-slotbtn[data-key='place:{YELLOW}:1']")
    page.click(".ck-slotbtn[data-key='bubbles:0']")
    assert page.evaluate("window.played") == [{"type": "place", "chakra": YELLOW}, {"type": "bubbles"}]
    label = page.get_attribute(f".ck-slotbtn[data-key='place:{YELLOW}:0']", "aria-label")
    assert label and "yellow" in label.lower()

    s = board(receiving(), 0, {RED: [BLACK, RED]})  # the black goes down to orange or into the earth
    GAME.apply(s, 0, {"type": "channel", "space": 6})
    page.evaluate(MOUNT, frame_of(GAME, s, 0))
    assert page.locator(".ck-slotbtn, .ck-earthbtn").count() == 0  # nothing picked yet
    page.click(f".ck-source[data-source='{RED}:{BLACK}']")
    assert page.evaluate("window.played") == []
    assert page.locator(f".ck-chakra[data-chakra='{ORANGE}'] .ck-slotbtn.ck-target").count() == 3
    page.wait_for_timeout(100)
    page.locator(".ck-board").first.screenshot(path=str(artifacts / f"chakra-board-move-{size}.png"))
    page.click(".ck-earthbtn")  # (the mounted renderer gets no new state: the black stays picked)
    page.click(f".ck-slotbtn[data-key='to:{ORANGE}:0']")
    assert page.evaluate("window.played") == [{"type": "move", "from": RED, "colour": BLACK, "to": EARTH},
                                              {"type": "move", "from": RED, "colour": BLACK, "to": ORANGE}]
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")
    assert_clean(player)
    page.context.close()
