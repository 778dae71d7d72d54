"""Heat's React step played on the board (issue #19): every symbol is a click on the thing it acts on.

The renderer is mounted on positions built by the rules' own test helpers (tests/games/heat/positions.py,
and the Draft's from test_expansion_upgrades.py), and each click must play exactly its action
(`window.played`): a Heat card in the hand cools (Cooldown, then Adrenaline's cool 1), a Stress card is
discarded by Reduce Stress, the deck boosts, the discard pile salvages, the Engine super-cools, the played
card with Accelerate accelerates, the Adrenaline token's two symbols, the card with Refresh in the play
area (Discard step), and on the track a ring on the landing space of each Slipstream and of the Draft.
Only Done is left as a text button. Before the move, the Brakes' speed is a click on a speed printed on the
played Brakes card (two cards with several speeds: a row of speed buttons). Screenshots of the "Your car"
block and the board at 1366×900 and 390×844 go to test-artifacts/ (heat-react-*.png).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from meeple.games.heat import GAME
from meeple.games.heat.state import DISCARD, REACT, SPEED, HeatState
from tests.games.heat.positions import FILLER, act, car, plan, race, upgrade_on_usa_straight, with_garage
from tests.games.heat.test_expansion_upgrades import draft_behind
from tests.games.heat.test_rules import finish_others

from .pages import MOUNT, assert_clean, frame_of, open_player

pytestmark = pytest.mark.browser


def react(symbol: str) -> dict[str, str]:
    return {"type": "react", "symbol": symbol}


def mount(page: Any, s: HeatState, seat: int = 0) -> dict[str, Any]:
    """Draw `seat`'s frame of `s` in the page (wide enough for the board); the frame."""
    frame = frame_of(GAME, s, seat)
    page.evaluate(MOUNT, frame)
    page.evaluate("document.querySelector('#mounted').style.maxWidth = '900px'")
    page.wait_for_timeout(150)  # the stylesheets
    return frame


def clicked(page: Any, selector: str) -> Any:
    """Click `selector` in the mounted renderer; the last action it played."""
    before = len(page.evaluate("window.played"))
    page.click(f"#mounted {selector}")
    played = page.evaluate("window.played")
    assert len(played) == before + 1, selector
    return played[-1]


def text_buttons(page: Any) -> list[str]:
    """The keys of the text buttons left under the prompt."""
    return page.eval_on_selector_all("#mounted .ht-reacts button", "els => els.map((e) => e.dataset.key)")


def shots(page: Any, artifacts: Path, name: str) -> None:
    """The "Your car" block at 1366×900 and the whole mount at phone size (nothing may scroll sideways)."""
    page.set_viewport_size({"width": 1366, "height": 900})
    page.locator("#mounted .ht-you").screenshot(path=str(artifacts / f"heat-react-{name}.png"))
    page.set_viewport_size({"width": 390, "height": 844})
    page.wait_for_timeout(100)
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")
    page.screenshot(path=str(artifacts / f"heat-react-{name}-phone.png"), full_page=True)
    page.set_viewport_size({"width": 1366, "height": 900})


def test_cooldown_boost_and_adrenaline_are_clicks_on_the_hand_deck_and_token(server, browser, artifacts: Path) -> None:
    """Solo, gear 1, four Heat cards in hand (as test_react_symbols_each_once_in_any_order)."""
    guest = open_player(browser, server.base)
    page = guest.page
    page.set_viewport_size({"width": 1366, "height": 900})
    s = race([car(0, 0, hand=["1", "H", "H", "H", "H", "2", "3"], deck=[*FILLER, "2"])])
    plan(s, 0, 1, ["1"])
    frame = mount(page, s)
    assert frame["legal"] == [react("cooldown"), react("boost"), react("adrenaline_move"), react("adrenaline_cool"),
                              {"type": "done"}]
    assert text_buttons(page) == ["done"]
    assert page.locator("#mounted .ht-hand [data-key^='react:cooldown:']").count() == 4  # each Heat card
    assert page.get_attribute("#mounted [data-key='react:cooldown:2']", "aria-label") == "Cooldown"
    hints = page.inner_text("#mounted .ht-hints")
    assert "Cooldown: a Heat card in your hand" in hints and "your deck" in hints
    shots(page, artifacts, "cooldown")
    assert clicked(page, "[data-key='react:cooldown:2']") == react("cooldown")
    assert clicked(page, ".ht-mat [data-key='react:boost']") == react("boost")
    assert clicked(page, ".ht-adrenaline [data-key='react:adrenaline_move']") == react("adrenaline_move")
    assert clicked(page, ".ht-adrenaline [data-key='react:adrenaline_cool']") == react("adrenaline_cool")
    assert clicked(page, ".ht-reacts [data-key='done']") == {"type": "done"}

    act(s, 0, "react", symbol="cooldown")  # three Heat cards back: the last one cools with Adrenaline
    act(s, 0, "react", symbol="adrenaline_move")
    mount(page, s)
    assert page.locator("#mounted .ht-hand button").count() == 1
    assert clicked(page, ".ht-hand [data-key='react:adrenaline_cool:0']") == react("adrenaline_cool")
    assert page.locator("#mounted .ht-adrenaline .ht-adr-sym.used").inner_text() == "+1 speed"
    assert page.locator("#mounted .ht-adrenaline button").count() == 1
    assert_clean(guest)
    page.context.close()


def test_the_garage_symbols_are_clicks_on_the_stress_card_the_piles_and_the_played_card(server, browser,
                                                                                        artifacts: Path) -> None:
    """Gear 4 with 4WD 0 (+, Accelerate), Body 3 (-2 Stress), Fuel 2 (Salvage 2) and Air intake 0 (Super
    Cool 1): Reduce Stress on the Stress card in hand, Salvage on the discard pile, Super Cool on the
    Engine, Accelerate on the 4WD card in the play area, Boost on the deck."""
    guest = open_player(browser, server.base)
    page = guest.page
    s = upgrade_on_usa_straight(["u47", "u4", "u22", "u50", "S", "1", "2"], discard=["H", "2"], gear=3)
    plan(s, 0, 4, ["u47", "u4", "u22", "u50"])
    plan(s, 1, 1, ["1"])
    assert s.active() is s.cars[0] and s.step == REACT
    frame = mount(page, s)
    assert {a["symbol"] for a in frame["legal"] if a["type"] == "react"} == {
        "boost", "reduce", "salvage", "accelerate", "super_cool"}
    assert text_buttons(page) == ["done"]
    shots(page, artifacts, "garage")
    assert clicked(page, ".ht-hand [data-key='react:reduce:0']") == react("reduce")
    assert clicked(page, ".ht-mat [data-key='react:salvage']") == react("salvage")
    assert clicked(page, ".ht-mat [data-key='react:super_cool']") == react("super_cool")
    assert clicked(page, ".ht-playarea [data-key='react:accelerate:0']") == react("accelerate")
    assert clicked(page, ".ht-mat [data-key='react:boost']") == react("boost")
    assert page.locator("#mounted .ht-playarea button").count() == 1  # only the card with Accelerate
    assert_clean(guest)
    page.context.close()


def test_refresh_is_a_click_on_the_played_card_in_the_discard_step(server, browser, artifacts: Path) -> None:
    guest = open_player(browser, server.base)
    page = guest.page
    s = upgrade_on_usa_straight(["u34", "1", "2", "2", "3", "3", "4"])
    plan(s, 0, 1, ["u34"])
    plan(s, 1, 1, ["1"])
    act(s, 0, "done")
    assert s.step == DISCARD
    mount(page, s)
    assert text_buttons(page) == ["done"]
    shots(page, artifacts, "refresh")
    assert clicked(page, ".ht-playarea [data-key='refresh:u34']") == {"type": "refresh", "card": "u34"}
    assert clicked(page, ".ht-hand [data-key='discard:1']") == {"type": "discard", "card": "1"}
    assert_clean(guest)
    page.context.close()


def test_a_slipstream_is_a_click_on_the_ring_of_its_landing_space(server, browser, artifacts: Path) -> None:
    """As test_slipstream_two_spaces_is_not_speed_for_the_corner: seat 0 on space 11 right behind a car on
    12, the Slipstream lands on space 13; with an R.P.M. card (Slipstream +2) a second ring on space 15."""
    guest = open_player(browser, server.base)
    page = guest.page
    s = race([car(0, 5, gear=2), car(1, 12, hand=["0"] * 7)])
    plan(s, 1, 1, ["0"])
    plan(s, 0, 2, ["2", "4"])
    finish_others(s, 0)
    assert s.cars[0].pos == 11
    mount(page, s)
    assert text_buttons(page) == ["done"]
    ring = page.locator("#mounted .ht-board [data-key='slipstream']")
    assert ring.get_attribute("data-space") == "13"
    assert ring.get_attribute("aria-label") == "Slipstream 2 spaces (to space 13)"
    assert page.locator("#mounted .ht-move-ring.slip").get_attribute("data-space") == "13"
    page.locator("#mounted .ht-board").screenshot(path=str(artifacts / "heat-react-slipstream-board.png"))
    assert clicked(page, ".ht-board [data-key='slipstream']") == {"type": "slipstream"}

    s = with_garage(race([car(0, 6, gear=2, hand=["u14", "4", "1", "2", "2", "3", "3"]), car(1, 12, hand=["0"] * 7)]))
    plan(s, 1, 1, ["0"])
    plan(s, 0, 2, ["u14", "4"])
    finish_others(s, 0)
    assert s.cars[0].pos == 11
    mount(page, s)
    spaces = page.eval_on_selector_all("#mounted .ht-board .ht-hit",
                                       "els => els.map((e) => [e.dataset.key, e.dataset.space])")
    assert spaces == [["slipstream", "13"], ["slipstream:4", "15"]]
    shots(page, artifacts, "slipstream")
    assert clicked(page, ".ht-board [data-key='slipstream:4']") == {"type": "slipstream", "spaces": 4}
    assert_clean(guest)
    page.context.close()


def test_the_draft_ring_is_drawn_and_clicked(server, browser, artifacts: Path) -> None:
    """The expansions' upgrades (option expansion_upgrades): a Front wing 6 (Draft 2) takes seat 0 from
    space 26 to 32; spaces 33-34 are free and a car stands on 35, so the Draft's dashed ring is on 34."""
    guest = open_player(browser, server.base)
    page = guest.page
    s = draft_behind([35], ["u60", "1", "2", "2", "3", "3", "4"])
    frame = mount(page, s)
    assert react("draft_move") in frame["legal"]
    assert text_buttons(page) == ["done"]
    assert page.locator("#mounted .ht-move-ring.draft").get_attribute("data-space") == "34"
    button = page.locator("#mounted .ht-board [data-key='react:draft_move']")
    assert button.get_attribute("aria-label") == "Draft 2 spaces (up behind the car ahead) (to space 34)"
    assert "Draft 2 spaces (up behind the car ahead): the ring on the track" in page.inner_text("#mounted .ht-hints")
    shots(page, artifacts, "draft")
    page.locator("#mounted .ht-board").screenshot(path=str(artifacts / "heat-react-draft-board.png"))
    assert clicked(page, ".ht-board [data-key='react:draft_move']") == react("draft_move")
    mount(page, s, seat=1)  # the other driver sees where the Draft would go, with nothing to click
    assert page.locator("#mounted .ht-draft-target").get_attribute("data-space") == "34"
    assert page.locator("#mounted .ht-board button").count() == 0
    assert_clean(guest)
    page.context.close()


def test_a_draft_and_a_slipstream_landing_on_one_spot_get_two_rings(server, browser) -> None:
    """A car beside seat 0 (Slipstream 2: space 34) and one on 35 (Draft 2: space 34 too): the second ring
    is pushed off the track, and each button plays its own action."""
    guest = open_player(browser, server.base)
    page = guest.page
    s = draft_behind([32, 35], ["u60", "1", "2", "2", "3", "3", "4"])
    frame = mount(page, s)
    assert react("draft_move") in frame["legal"] and {"type": "slipstream"} in frame["legal"]
    boxes = [page.locator(f"#mounted .ht-board [data-key='{k}']").bounding_box()
             for k in ("react:draft_move", "slipstream")]
    assert boxes[0] and boxes[1] and abs(boxes[0]["x"] - boxes[1]["x"]) + abs(boxes[0]["y"] - boxes[1]["y"]) > 20
    assert clicked(page, ".ht-board [data-key='slipstream']") == {"type": "slipstream"}
    assert clicked(page, ".ht-board [data-key='react:draft_move']") == react("draft_move")
    assert_clean(guest)
    page.context.close()


def test_the_brakes_speed_is_a_click_on_the_played_brakes_card(server, browser, artifacts: Path) -> None:
    """As test_the_brakes_choose_their_speed_before_the_move: Brakes 2/4 with a 1 in gear 2 gives speed 3 or
    5; each printed speed is a button on the card in the play area (its total with the other cards under it).
    With two cards of several speeds (Brakes 1/3 and 2/4) the sums are a row of speed buttons."""
    guest = open_player(browser, server.base)
    page = guest.page
    s = upgrade_on_usa_straight(["u9", "1", "1", "2", "2", "3", "3"])
    plan(s, 0, 2, ["u9", "1"])
    plan(s, 1, 1, ["1"])
    assert s.step == SPEED
    frame = mount(page, s)
    assert frame["legal"] == [{"type": "speed", "speed": 3}, {"type": "speed", "speed": 5}]
    assert page.locator("#mounted .ht-reacts button").count() == 0
    card = "#mounted .ht-playarea .ht-brakes[data-card='u9']"
    assert page.locator(f"{card} .ht-brake").all_inner_texts() == ["2\n= 3", "4\n= 5"]
    assert page.get_attribute(f"{card} [data-key='speed:5']", "aria-label") == "Brake to speed 5"
    assert "click your speed for this turn on the card" in page.inner_text("#mounted .ht-you")
    shots(page, artifacts, "brakes")
    assert clicked(page, ".ht-brakes [data-key='speed:5']") == {"type": "speed", "speed": 5}
    assert clicked(page, ".ht-brakes [data-key='speed:3']") == {"type": "speed", "speed": 3}

    s = upgrade_on_usa_straight(["u8", "u9", "1", "2", "2", "3", "3"])
    plan(s, 0, 2, ["u8", "u9"])
    plan(s, 1, 1, ["1"])
    frame = mount(page, s)
    speeds = [a for a in frame["legal"] if a["type"] == "speed"]
    assert [a["speed"] for a in speeds] == [3, 5, 7]
    assert page.locator("#mounted .ht-brakes").count() == 0
    assert text_buttons(page) == ["speed:3", "speed:5", "speed:7"]
    assert clicked(page, ".ht-reacts [data-key='speed:7']") == {"type": "speed", "speed": 7}
    assert_clean(guest)
    page.context.close()
