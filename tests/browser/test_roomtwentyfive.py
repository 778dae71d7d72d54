"""Room 25 played to the end by clicking its board, against a random bot.

A guest opens a two-seat Cooperation game (two characters each) with a random bot and plays
through the board: the first look by clicking a highlighted room next to the centre, programming
with the token picker (first token, second token or "only one", confirm), then every decision of
the action phase by clicking a highlighted room, an arrow on the complex's edge (a slide) or a
decision button. After each programming the
view must show the tokens chosen. Screenshots at 1366x900 and at phone size go to
test-artifacts/ (roomtwentyfive-*.png); a phone-sized spectator sees the table without sideways
scrolling and without anything to click.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from meeple.games.roomtwentyfive import GAME
from tests.games.roomtwentyfive.positions import acting, position

from .pages import (
    MOUNT,
    Player,
    assert_clean,
    click,
    frame_of,
    guest_against_a_random_bot,
    open_player,
    snapshot,
    view,
    wait_my_turn,
)

pytestmark = pytest.mark.browser
MAX_CLICKS = 300


def program_one(player: Player) -> None:
    """Pick a first token, a second one (or only one) and confirm; the view then shows them."""
    page = player.page
    name = page.inner_text(".r25-you .cg-title").split()[-1]
    page.click('[data-key^="token:first:"]:not([disabled]) >> nth=0')
    first = page.get_attribute(".r25-token.chosen", "data-key").split(":")[2]
    page.click('[data-key^="token:second:"]:not([disabled]) >> nth=-1')
    click(player, '[data-key="program:confirm"]')
    mine = next(c for c in view(player)["characters"] if c["name"].lower() == name.lower())
    assert mine["tokens"][0] == first and mine["ready"] in (True, None)


def test_a_whole_game_by_clicking(server, browser, artifacts: Path) -> None:
    guest = guest_against_a_random_bot(browser, server.base, "roomtwentyfive", ".r25")
    guest.page.set_viewport_size({"width": 1366, "height": 900})
    page = guest.page
    clicks = 0
    programmed = 0
    for _ in range(MAX_CLICKS):
        wait_my_turn(guest)
        if page.query_selector("#result"):
            break
        if page.query_selector('[data-key="program:confirm"], [data-key^="token:first:"]'):
            if programmed == 0:
                snapshot(guest, artifacts / "roomtwentyfive-program.png")
            program_one(guest)
            programmed += 1
        elif page.query_selector(".r25-target"):
            if clicks == 0:
                snapshot(guest, artifacts / "roomtwentyfive-peek.png")
            click(guest, ".r25-target")
        elif page.query_selector(".r25-edge"):
            click(guest, ".r25-edge")
        elif page.query_selector(".r25-choice"):
            click(guest, ".r25-choice")
        else:
            page.wait_for_timeout(100)
            continue
        clicks += 1
        if clicks == 8:
            snapshot(guest, artifacts / "roomtwentyfive-table.png")
            snapshot(guest, artifacts / "roomtwentyfive-phone.png", phone=True)
            page.set_viewport_size({"width": 1366, "height": 900})
            spectator = open_player(browser, server.base, phone=True)
            spectator.page.goto(page.url)
            spectator.page.wait_for_selector(".r25")
            assert spectator.page.evaluate("document.documentElement.scrollWidth <= innerWidth")
            assert spectator.page.locator("#game button").count() == 0
            spectator.page.screenshot(path=str(artifacts / "roomtwentyfive-spectator-phone.png"), full_page=True)
            assert_clean(spectator)
            spectator.page.context.close()
    page.wait_for_selector("#result")
    final = view(guest)
    assert final["phase"] == "over" and final["winner"] in ("prisoners", "complex")
    assert programmed >= 2 and clicks >= 3
    snapshot(guest, artifacts / "roomtwentyfive-end.png")
    assert_clean(guest)


def test_talents_are_programmed_and_used_by_clicking(server, browser, artifacts: Path) -> None:
    """The renderer alone, talents on: Emmett (seat 0 of 2 plays Alice and Emmett) picks his talent
    token by its name, then locks a room by clicking it; the lock shows on the board."""
    guest = open_player(browser, server.base)
    page = guest.page
    s = GAME.setup(2, {"talents": True}, 4)
    for seat in (0, 1):
        GAME.apply(s, seat, {"type": "peek", "room": 7})
    page.evaluate(MOUNT, frame_of(GAME, s, 0))
    page.click('[data-key="char:2"]')
    assert "Lock" in page.inner_text(".r25-talent")
    page.click('[data-key="token:first:talent"]')
    page.click('[data-key="token:second:move"]')
    page.click('[data-key="program:confirm"]')
    played = page.evaluate("window.played")
    assert played == [{"type": "program", "character": 2, "first": "talent", "second": "move", "adrenaline": False}]

    s.where[2] = s.board[6]  # Emmett stands in B2 when his talent comes up
    s.revealed[6] = True
    s.phase, s.pending = "act", ("target", 2, "talent")
    s.program[2], s.order = ["talent", "move"], [2, 0, 1, 3]
    page.evaluate(MOUNT, frame_of(GAME, s, 0))
    page.click('.r25-target[data-key="room:1"]')
    assert page.evaluate("window.played") == [{"type": "lock", "room": 1}]
    GAME.apply(s, 0, {"type": "lock", "room": 1})
    page.evaluate(MOUNT, frame_of(GAME, s, 1))
    assert page.locator(".r25-room .r25-lock").count() == 1
    page.screenshot(path=str(artifacts / "roomtwentyfive-talents.png"), full_page=True)
    assert_clean(guest)
    page.context.close()


def test_a_reminder_by_clicking_and_the_mac_discards(server, browser, artifacts: Path) -> None:
    """Reminders and M.A.C. cards on: after a look the player lays the reminder with a button; the
    other seat sees it on the room, and the M.A.C. card just played."""
    guest = open_player(browser, server.base)
    page = guest.page
    s = GAME.setup(2, {"reminders": True, "mac": "barrier"}, 4)
    tile = s.board[7]
    s.seen[0] |= 1 << tile
    s.phase, s.pending, s.peeked = "act", ("announce", 0, tile), [tile, tile]
    s.discard = ["slide:r0:left"]
    page.evaluate(MOUNT, frame_of(GAME, s, 0))
    page.click(".r25-choice:has-text('reminder')")
    assert page.evaluate("window.played") == [{"type": "remind"}]
    GAME.apply(s, 0, {"type": "remind"})
    page.evaluate(MOUNT, frame_of(GAME, s, 1))
    assert page.locator(".r25-room .r25-reminders").count() == 1
    assert "Row 1 slides left" in page.inner_text(".r25-mac-latest")
    page.screenshot(path=str(artifacts / "roomtwentyfive-reminder-mac.png"), full_page=True)
    assert_clean(guest)
    page.context.close()


def test_a_line_is_slid_by_clicking_an_arrow_on_the_edge(server, browser, artifacts: Path) -> None:
    """The renderer alone: Control from A2 offers its row (left, right) and its column (up, down) as
    four arrows on the complex's edges, none left among the decision buttons; an arrow plays its slide."""
    guest = open_player(browser, server.base)
    page = guest.page
    s = position(4, chars={0: "A2", 1: "E2"})
    acting(s, {0: ["control", "move"]})
    frame = frame_of(GAME, s, 0)
    assert sorted(a["dir"] for a in frame["legal"]) == ["down", "left", "right", "up"]
    page.evaluate(MOUNT, frame)
    keys = page.eval_on_selector_all("#mounted .r25-edge", "bs => bs.map((b) => b.dataset.key)")
    assert sorted(keys) == ["slide:c0:down", "slide:c0:up", "slide:r1:left", "slide:r1:right"]
    assert page.locator("#mounted .r25-choice").count() == 0
    left = page.locator("#mounted [data-key='slide:r1:left']").bounding_box()
    a2 = page.locator("#mounted .r25-room >> nth=5").bounding_box()  # A2: the row's first room
    assert left["x"] + left["width"] <= a2["x"] + 1  # to the left of the row,
    assert abs((left["y"] + left["height"] / 2) - (a2["y"] + a2["height"] / 2)) < 2  # level with it
    page.wait_for_timeout(200)  # the stylesheet
    page.locator("#mounted .r25-boardblock").screenshot(path=str(artifacts / "roomtwentyfive-slide.png"))
    page.click("#mounted [data-key='slide:r1:left']")
    assert page.evaluate("window.played") == [{"type": "control", "dir": "left"}]
    assert_clean(guest)
    page.context.close()
