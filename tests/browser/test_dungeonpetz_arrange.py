"""Dungeon Petz arranging and potions on the board: the cage, the pet and its colour bar take the clicks.

The renderer alone, mounted on positions built like the rules' own tests
(tests/games/dungeonpetz/test_care.py), each click checked against the exact
action played: a new cage replaces the cage clicked, a new add-on goes on the
cage clicked, a pet moves by clicking it and then its new cage (a swap when
that cage holds a pet; a second click on the pet keeps it where it is), a
waiting pet moves the same way, and a potion goes on the open colour bar
clicked. Screenshots go to test-artifacts/ (dungeonpetz-arrange-*.png).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from meeple.games.dungeonpetz import GAME, flow
from tests.games.dungeonpetz.positions import fresh, pet, put_pet

from .pages import MOUNT, assert_clean, frame_of, open_player

pytestmark = pytest.mark.browser
IRON = 1


def arranging():
    s = fresh(4)
    s.phase, s.order, s.turn = "arrange", [0, 1, 2, 3], -1
    return s


def mount(page, s, shot: Path | None = None) -> None:
    page.evaluate(MOUNT, frame_of(GAME, s, 0))
    if shot is not None:
        page.wait_for_timeout(200)  # the stylesheet
        page.locator(".dp-shopbox[data-seat='0']").screenshot(path=str(shot))


@pytest.mark.parametrize("phone", [False, True])
def test_new_pieces_and_moving_pets_are_clicks_on_the_cages(server, browser, artifacts: Path, phone: bool) -> None:
    player = open_player(browser, server.base, phone=phone)
    page = player.page
    size = "phone" if phone else "desk"

    s = arranging()  # four cages built: the new one replaces the cage clicked
    s.cage[0] = [0, 3, 4, 5]
    put_pet(s, 0, 1, "Gnawler", 4, cage=3)
    s.new_cages[0] = [IRON]
    flow.start_arranging(s, [])
    assert GAME.legal_actions(s, 0) == [{"type": "place", "slot": k} for k in (0, 1, 2, 3, -1)]
    mount(page, s, artifacts / f"dungeonpetz-arrange-cage-{size}.png")
    assert page.locator(".dp-cagebtn").count() == 4
    assert page.get_attribute(".dp-cagebtn[data-slot='1']", "aria-label") == "Put it on cage 2"
    page.click(".dp-cagebtn[data-slot='1'] .dp-pet")  # the pet inside is part of its cage
    assert page.evaluate("window.played") == [{"type": "place", "slot": 1}]
    page.click("[data-key='place:-1']")  # discarding it stays a button under the shop
    assert page.evaluate("window.played") == [{"type": "place", "slot": 1}, {"type": "place", "slot": -1}]

    s = arranging()  # a new add-on goes on the cage clicked (built cages only)
    s.new_addons[0] = [0]
    flow.start_arranging(s, [])
    mount(page, s)
    assert page.locator(".dp-cagebtn").count() == 1
    page.click(".dp-cagebtn[data-slot='0']")
    assert page.evaluate("window.played") == [{"type": "place", "slot": 0}]

    s = arranging()  # a pet, then its new cage: a swap with the pet there
    s.cage[0] = [0, 3, 4, -1]
    put_pet(s, 0, 0, "Gnawler", 4)
    put_pet(s, 0, 1, "Hexling", 3, cage=3)
    s.waiting[0] = [[pet("Tuskling"), 2, 0, 0]]
    flow.start_arranging(s, [])
    assert s.kind[0][2] == pet("Tuskling") and s.waiting[0] == []
    mount(page, s)
    assert page.locator(".dp-cagebtn").count() == 0
    assert page.locator(".dp-petpick").count() == 3
    page.click(".dp-petpick[data-key='movefrom:0']")
    assert page.evaluate("window.played") == []
    assert page.locator(".dp-cagebtn").count() == 2  # cages 2 and 3; the Gnawler's own is not a target
    page.wait_for_timeout(200)
    page.locator(".dp-shopbox[data-seat='0']").screenshot(path=str(artifacts / f"dungeonpetz-arrange-move-{size}.png"))
    page.click(".dp-petpick[data-key='movefrom:0']")  # a second click keeps it where it is
    assert page.locator(".dp-cagebtn").count() == 0
    page.click(".dp-petpick[data-key='movefrom:0']")
    assert "Swap" in page.inner_text(".dp-cagebtn[data-key='moveto:1']")  # the Hexling's cage
    page.click(".dp-cagebtn[data-key='moveto:2']")
    assert page.evaluate("window.played") == [{"type": "move", "pet": 0, "to": 2}]

    GAME.apply(s, 0, {"type": "move", "pet": 0, "to": 2})  # a waiting pet
    s.cage[0][3] = 5
    s.waiting[0] = [[pet("Pufflet"), 2, 0, 0]]
    mount(page, s)
    page.click(".dp-waiting .dp-petpick[data-key='movefrom:4']")
    assert page.locator(".dp-cagebtn").count() == 4
    page.click(".dp-cagebtn[data-key='moveto:3']")
    assert page.evaluate("window.played") == [{"type": "move", "pet": 4, "to": 3}]
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")
    assert_clean(player)
    page.context.close()


def test_a_potion_is_a_click_on_an_open_colour_bar(server, browser, artifacts: Path) -> None:
    player = open_player(browser, server.base)
    page = player.page
    s = fresh(2)
    put_pet(s, 0, 0, "Snarlpup", 2)
    s.held_potions[0] = 1
    flow.start_assign(s, [])
    bars = GAME.view(s, 0)["shops"][0]["cages"][0]["pet"]["bars"]
    potions = [a for a in GAME.legal_actions(s, 0) if a["type"] == "potion"]
    assert potions and len(bars) >= 2
    first = next(a for a in GAME.legal_actions(s, 0) if a["type"] == "assign")
    GAME.apply(s, 0, first)  # one bar gets a card: that bar is no longer open
    potions = [a for a in GAME.legal_actions(s, 0) if a["type"] == "potion"]
    view_pet = GAME.view(s, 0)["shops"][0]["cages"][0]["pet"]
    mount(page, s, artifacts / "dungeonpetz-arrange-potion.png")
    open_bars = page.locator(".dp-barbtn")
    assert open_bars.count() == len(bars) - len(view_pet["needs"])
    target = potions[-1]
    selector = f".dp-barbtn[data-key^='potion:0:{target['colour']}:']"
    label = page.get_attribute(f"{selector} >> nth=0", "aria-label")
    assert label is not None and "potion" in label
    page.click(f"{selector} >> nth=0")
    assert page.evaluate("window.played") == [target]

    page.evaluate(MOUNT, frame_of(GAME, s, 0))  # a card chosen: the pet is the target, the bars are not buttons
    if page.locator(".dp-card.selectable").count():
        page.click(".dp-card.selectable >> nth=0")
        assert page.locator(".dp-barbtn").count() == 0
    assert_clean(player)
    page.context.close()
