"""Dungeon Petz care on the board: the pet, the food and the manure take the clicks.

The renderer alone, mounted on positions built by the rules' own test helpers
(tests/games/dungeonpetz/positions.py), each click checked against the exact
action played: a need card then the pet it goes to, a pet fed its only food,
an omnivore fed by clicking a food token (two foods: the pet alone cannot say
which), the artifact given by clicking the pet, an imp playing with a pet, a
pet sold by clicking it (both venues: the two short sale buttons), an empty
cage cleaned by clicking its manure. Screenshots go to test-artifacts/
(dungeonpetz-care-*.png).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from meeple.games.dungeonpetz import GAME, flow
from meeple.games.dungeonpetz.components import CUSTOMERS
from tests.games.dungeonpetz.positions import card, evaluate, fresh, put_pet

from .pages import MOUNT, Player, assert_clean, frame_of, open_player

pytestmark = pytest.mark.browser


def played(player: Player, s: Any, selector: str, *, shot: Path | None = None) -> list[dict[str, Any]]:
    """Mount seat 0's frame of `s`, click `selector`, return the actions played."""
    page = player.page
    page.evaluate(MOUNT, frame_of(GAME, s, 0))
    if shot is not None:
        page.wait_for_timeout(200)  # the stylesheet
        page.locator(".dp-shopbox[data-seat='0'] .dp-cages").screenshot(path=str(shot))
    page.click(selector)
    return page.evaluate("window.played")


def feeding():
    s = fresh(4)
    put_pet(s, 0, 0, "Gnawler", 4)  # herbivore
    put_pet(s, 0, 1, "Hexling", 4)  # omnivore
    s.food[0] = [1, 1, 0, 0]
    h = [card("green", "hunger", avoid=(i,)) for i in range(2)]
    evaluate(s, {0: {0: [(h[0], 0)], 1: [(h[1], 0)]}})
    return s


def test_need_cards_food_play_and_the_artifact_go_to_the_pet(server, browser, artifacts: Path) -> None:
    player = open_player(browser, server.base)
    page = player.page

    s = fresh(2)  # a need card, then the pet: the pet is the target
    put_pet(s, 0, 0, "Gnawler", 2)
    s.phase = "arrange"
    flow.start_assign(s, [])
    first = GAME.legal_actions(s, 0)[0]
    page.evaluate(MOUNT, frame_of(GAME, s, 0))
    assert page.locator(".dp-petbtn").count() == 0  # no card chosen yet
    page.click(f".dp-card.selectable[data-key='card:{first['card']}']")
    page.click(".dp-petbtn.dp-target[data-key='pet:0']")
    assert page.evaluate("window.played") == [first]

    s = feeding()
    assert GAME.legal_actions(s, 0) == [
        {"type": "feed", "slot": 0, "food": "veg"}, {"type": "feed", "slot": 1, "food": "veg"},
        {"type": "feed", "slot": 1, "food": "meat"}, {"type": "starve", "slot": 0}, {"type": "starve", "slot": 1}]
    shot = artifacts / "dungeonpetz-care-feed.png"
    assert played(player, s, ".dp-petbtn[data-key='pet:0']", shot=shot) == [{"type": "feed", "slot": 0, "food": "veg"}]
    assert page.get_attribute(".dp-petbtn[data-key='pet:0']", "data-act") == "feed:veg"
    assert page.locator(".dp-cage[data-slot='1'] .dp-petbtn").count() == 0  # veg or meat: the food says
    assert played(player, s, ".dp-food[data-key='feed:1:meat']") == [{"type": "feed", "slot": 1, "food": "meat"}]
    assert played(player, s, "[data-key='starve:0']") == [{"type": "starve", "slot": 0}]

    s = fresh(4)  # an imp plays with the pet clicked
    put_pet(s, 0, 0, "Jesterkin", 4)
    put_pet(s, 0, 1, "Pufflet", 4)
    p1 = card("yellow", "play")
    evaluate(s, {0: {0: [(p1, 0)], 1: [(card("yellow", "play", avoid=(p1,)), 0)]}})
    assert s.stage == "play"
    assert played(player, s, ".dp-petbtn[data-key='pet:1']") == [{"type": "entertain", "slot": 1}]
    assert page.locator("[data-key='rest']").count() == 1  # "No more playing" stays a button

    s = fresh(4)  # the rattle goes to the pet clicked
    s.artifacts[0] = [5]
    s.imps[0] = 0
    put_pet(s, 0, 0, "Snarlpup", 4)
    put_pet(s, 0, 2, "Fanglet", 4)
    play = [card("yellow", "play", avoid=(i,)) for i in range(2)]
    evaluate(s, {0: {0: [(play[0], 0)], 2: [(play[1], 0)]}})
    assert s.stage == "tool" and s.tool == "rattle"
    assert played(player, s, ".dp-petbtn[data-key='pet:2']") == [{"type": "tool", "slot": 2}]
    assert "Use the Rattle" in page.inner_text(".dp-petbtn[data-key='pet:2']")
    assert_clean(player)
    page.context.close()


def selling(platform: int):
    s = fresh(4)
    s.round = 3
    s.customers[3] = next(i for i, t in enumerate(CUSTOMERS) if t[0] == "Warlord")
    s.phase, s.order, s.turn = "sell", [0, 1, 2, 3], -1
    s.platform_used = False
    put_pet(s, 0, 0, "Snarlpup", 5, mutation=1)
    s.assigned[0][0] = [[card("red", "anger"), 0, 1]]
    s.platform[0] = platform
    flow.next_seller(s, [])
    return s


def test_selling_and_cleaning_are_clicks_on_the_pet_and_the_manure(server, browser, artifacts: Path) -> None:
    player = open_player(browser, server.base)
    page = player.page
    s = selling(0)
    assert GAME.legal_actions(s, 0) == [{"type": "sell", "slot": 0, "venue": "market"}, {"type": "keep"}]
    assert played(player, s, ".dp-petbtn[data-key='pet:0']") == [{"type": "sell", "slot": 0, "venue": "market"}]

    s = selling(1)  # the platform would buy it too: the two sales are short buttons in the cage
    assert [a.get("venue") for a in GAME.legal_actions(s, 0)] == ["market", "platform", None]
    shot = artifacts / "dungeonpetz-care-sell.png"
    platform = {"type": "sell", "slot": 0, "venue": "platform"}
    assert played(player, s, "[data-key='sell:0:platform']", shot=shot) == [platform]
    assert page.locator(".dp-petbtn").count() == 0

    s = fresh(4)
    s.cage[0][1] = 1
    s.manure[0] = [1, 3, 0, 0]
    put_pet(s, 0, 0, "Gnawler", 4, manure=1)
    flow.start_clean(s, [])
    shot = artifacts / "dungeonpetz-care-clean.png"
    assert played(player, s, ".dp-manure[data-key='clean:1']", shot=shot) == [{"type": "clean", "slot": 1}]
    assert page.locator(".dp-manure").count() == 1  # the Gnawler's cage is not empty: not cleaned
    assert_clean(player)
    page.context.close()
