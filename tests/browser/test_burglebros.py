"""A guest plays a one-player Burgle Bros heist on the board, by clicking rooms.

The guest opens a one-seat table (it starts at once), chooses the entrance by
clicking a room of the ground floor, then plays turns: walking into face-down
rooms and peeking at others by clicking them (a room that offers both asks
which, under its floor), walking back through revealed rooms,
answering whatever question comes up, and ending turns with the action
panel's button. The table is set to the easy level (six stealth tokens), as
the seed is the server's own and the guard must not end the test early.
Each room clicked must show its name afterwards, and the thief must stand
in the rooms walked into. Screenshots of the board on a
desktop and on a phone go to test-artifacts/.

Then the renderer alone, on positions made field by field: the safe takes
the clicks that add a die and roll, the thief's own room those that hack its
computer and pick up what lies there (two actions on one room open a choice
under its floor), and a tool is used by clicking its card in the crew; none
of these is left to the action panel.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from meeple.games.burglebros import GAME
from tests.games.burglebros.positions import cell, heist

from .pages import MOUNT, Player, assert_clean, frame_of, open_new_table, open_player, play_as_guest

pytestmark = pytest.mark.browser
TURNS = 5
MAX_TURNS = 15
EASY = "1"  # the Level option's second choice: six stealth tokens, so that the crew is seldom caught early
ROOM_NAMES = {"Safe", "Stairs", "Walkway", "Laboratory", "Lavatory", "Service Duct", "Secret Door",
              "Fingerprint Computer", "Laser Computer", "Motion Computer", "Camera", "Laser", "Motion", "Detector",
              "Fingerprint", "Thermo", "Keypad", "Deadbolt", "Foyer", "Atrium"}
# a face-down Walkway drops the thief below; the others may keep them out
WANDER_OFF = {"Walkway", "Deadbolt", "Keypad"}


def thief_cell(player: Player) -> int | None:
    cell = player.page.evaluate("() => { const t = document.querySelector('.bb-tile .bb-thief'); "
                                "return t ? Number(t.closest('.bb-tile').dataset.cell) : null; }")
    return None if cell is None else int(cell)


def cells(player: Player, selector: str) -> list[int]:
    """The cells of the tiles that `selector` finds."""
    return [int(c) for c in player.page.eval_on_selector_all(selector, "els => els.map((e) => e.dataset.cell)")]


def room_name(player: Player, cell: int) -> str:
    """The room's name shown on its tile ("" while face down); the full name, as the tile may shorten it."""
    tile = player.page.locator(f".bb-tile[data-cell='{cell}'] .bb-name")
    if not tile.count() or not tile.inner_text().strip():
        return ""
    return tile.get_attribute("title") or ""


def wait_board(player: Player, v: int) -> None:
    """Until the board shows a state newer than version `v` (the page's version changes a moment before)."""
    player.wait_version_above(v)
    player.page.wait_for_function("(v) => Number(document.querySelector('.bb').dataset.v) > v", arg=v)


def act(player: Player, selector: str) -> None:
    """Click something that plays an action, and wait for the board to show the new state."""
    v = player.version()
    player.page.click(selector)
    wait_board(player, v)


def answer_the_question(player: Player) -> None:
    """A pending question: a highlighted room if it is asked on the board, else the first answer."""
    room = player.page.query_selector(".bb-tile.can")
    if room:
        click_room(player, int(room.get_attribute("data-cell")))
    else:
        act(player, "#actions button.act")


def click_room(player: Player, cell: int, verb: str | None = None) -> None:
    """Click a room; when it offers several actions, pick `verb` ("move", "peek"; else the first) in its choice."""
    page = player.page
    v = player.version()
    page.click(f".bb-tile.can[data-cell='{cell}']")
    if page.query_selector(".bb-choice"):
        page.click(f".bb-choice button[data-type='{verb}']" if verb else ".bb-choice button.btn-primary")
    wait_board(player, v)


def test_a_solo_heist_played_by_clicking_rooms(server, browser, artifacts: Path) -> None:
    guest = open_player(browser, server.base)
    play_as_guest(guest)
    page = guest.page
    open_new_table(guest, "burglebros")
    page.select_option("#players", "1")
    page.select_option("#opt-level", EASY)
    page.click("#create-table")
    page.wait_for_url("**/t/*")
    page.wait_for_selector(".bb-building")
    assert page.locator(".bb-floor").count() == 3  # the Bank Job, by default
    assert "entrance" in page.inner_text("#bb-prompt")
    # every ground-floor room but the guard's
    assert page.locator(".bb-floor[data-floor='0'] .bb-tile.can").count() >= 14
    assert page.locator(".bb-floor[data-floor='1'] .bb-tile.can").count() == 0

    offered = cells(guest, ".bb-floor[data-floor='0'] .bb-tile.can")
    entrance = next(c for c in (5, 6, 9, 10) if c in offered)  # a middle room: more doors to try than a corner
    act(guest, f".bb-tile.can[data-cell='{entrance}']")
    assert thief_cell(guest) == entrance and room_name(guest, entrance) in ROOM_NAMES

    walked, peeked, stepped_back = [], [], 0
    turns = 0
    while turns < MAX_TURNS and not page.query_selector("#result") and not (turns >= TURNS and walked and peeked):
        if page.query_selector("#bb-prompt.mine"):
            answer_the_question(guest)
            continue
        here = thief_cell(guest)
        left = int(page.evaluate("() => document.querySelectorAll('.bb-pip.on').length"))
        verb = "move" if len(walked) <= len(peeked) else "peek"
        hidden = cells(guest, f".bb-tile.can.down[data-verbs*='{verb.title()}']")
        if not hidden:  # nothing to do that way from here: the other way, then
            verb = "peek" if verb == "move" else "move"
            hidden = cells(guest, f".bb-tile.can.down[data-verbs*='{verb.title()}']")
        back = cells(guest, ".bb-tile.can.up[data-verbs='Move']")
        if left >= 2 and hidden:
            target = hidden[0]
            click_room(guest, target, verb)
            name = room_name(guest, target)
            assert name in ROOM_NAMES, f"room {target} shows {name!r} after the {verb}"
            if verb == "peek":
                peeked.append(target)
                assert thief_cell(guest) == here or page.query_selector("#bb-prompt.mine, #result")
            else:
                while page.query_selector("#bb-prompt.mine"):  # a Laser or a Fingerprint asks how to get in
                    answer_the_question(guest)
                walked.append((target, name, thief_cell(guest)))
        elif left >= 1 and back and (not hidden or not stepped_back):
            click_room(guest, back[-1], "move")  # most often one click; a revealed Laser asks how
            stepped_back += 1
            stays_out = room_name(guest, back[-1]) in WANDER_OFF
            assert thief_cell(guest) == back[-1] or stays_out or page.query_selector("#bb-prompt.mine, #result")
        else:
            if turns == 1:
                page.evaluate("window.scrollTo(0, 0)")  # the sticky top bar stays at the top of the picture
                page.screenshot(path=str(artifacts / "burglebros-board.png"), full_page=True)
            act(guest, "#actions button:has-text('End the turn')")
            turns += 1

    assert walked and peeked, "the test walked into and peeked at face-down rooms"
    arrived = [(cell, name) for cell, name, at in walked if at == cell]
    assert arrived or all(name in WANDER_OFF for _, name, _ in walked), walked
    assert "{p" not in page.inner_text(".log")
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(artifacts / "burglebros-later.png"), full_page=True)

    phone = open_player(browser, server.base, phone=True)
    phone.page.goto(page.url)
    phone.page.wait_for_selector(".bb-building")
    assert phone.page.evaluate("document.documentElement.scrollWidth <= innerWidth")  # no sideways scrolling on a phone
    phone.page.screenshot(path=str(artifacts / "burglebros-phone.png"), full_page=True)
    assert_clean(guest, phone)


LINE = {"1A1": "safe", "1B1": "plain:1", "1C1": "plain:2", "1D1": "plain:3",
        "1A2": "plain:4", "1A3": "plain:5", "1A4": "plain:6", "1B2": "computer_fingerprint"}
"""A safe at A1 whose row and column show all six numbers (it may be rolled), a computer at B2."""


def played_by_clicking(page, frame: dict, *selectors: str) -> list[dict]:
    """Mount the renderer on `frame`, click `selectors` in turn, and return the actions it played."""
    page.evaluate(MOUNT, frame)
    for selector in selectors:
        page.click(selector)
    return page.evaluate("window.played")


def test_safes_computers_items_and_tools_are_clicked_on_the_board(server, browser, artifacts: Path) -> None:
    guest = open_player(browser, server.base)
    page = guest.page
    safe = cell("1A1")
    s = heist(walls=[], rooms=LINE, at=("1A1",))
    s.safe_dice[safe] = 1
    s.thieves[0].tools = ["smoke_bomb"]
    frame = frame_of(GAME, s, 0)
    assert {"type": "add_die", "safe": safe} in frame["legal"] and {"type": "roll", "safe": safe} in frame["legal"]
    page.evaluate(MOUNT, frame)
    assert page.get_attribute(f".bb-tile.can[data-cell='{safe}']", "data-verbs") == "+Die/Roll"
    assert page.locator("#actions button.act").all_inner_texts() == ["End the turn"]  # nothing else left below
    page.click(f".bb-tile.can[data-cell='{safe}']")
    assert page.locator(".bb-choice button.btn-primary").all_inner_texts() == [
        "Add a die at the safe A1 on floor 1 (2 actions)", "Roll the dice at the safe A1 on floor 1 (1 action)"]
    page.wait_for_timeout(200)  # the stylesheet
    page.locator("#mounted").screenshot(path=str(artifacts / "burglebros-safe.png"))
    page.click(".bb-choice button[data-type='roll']")
    assert page.evaluate("window.played") == [{"type": "roll", "safe": safe}]
    room = f".bb-tile.can[data-cell='{safe}']"
    add = ".bb-choice button[data-type='add_die']"
    assert played_by_clicking(page, frame, room, add) == [{"type": "add_die", "safe": safe}]
    tool = ".bb-thief-card button.bb-chip.tool"
    assert played_by_clicking(page, frame, tool) == [{"type": "tool", "tool": "smoke_bomb"}]

    computer = cell("1B2")
    s = heist(walls=[], rooms=LINE, at=("1B2",))
    s.items[str(computer)] = ["donuts"]
    frame = frame_of(GAME, s, 0)
    page.evaluate(MOUNT, frame)
    assert page.get_attribute(f".bb-tile.can[data-cell='{computer}']", "data-verbs") == "Hack/Take"
    room = f".bb-tile.can[data-cell='{computer}']"
    assert played_by_clicking(page, frame, room, ".bb-choice button[data-type='hack']") == [{"type": "hack"}]
    assert played_by_clicking(page, frame, room, ".bb-choice button[data-type='pickup']") == [
        {"type": "pickup", "item": "donuts"}]
    del s.items[str(computer)]
    assert played_by_clicking(page, frame_of(GAME, s, 0), room) == [{"type": "hack"}]  # alone: one click

    page.evaluate(MOUNT, frame_of(GAME, s, 0, replay=True))  # a replay: drawn, nothing to click
    assert page.locator("#mounted button").count() == 0
    assert_clean(guest)
    page.context.close()
