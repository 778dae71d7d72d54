"""Two people play a whole game of Pickomino in two browsers, by clicking, while a third watches.

Ana signs up and opens a table; Ben signs up and joins it from the lobby;
a logged-out visitor watches. They play to the end clicking dice, tiles and
the Roll button (keep a worm if possible, else the highest face; take a
tile whenever one is offered). Ben reloads his page in the middle and plays
on; later the server itself restarts, and every page says it lost the
connection, reconnects by itself and play goes on. After the result, Ana
steps through the replay. Screenshots of the lobby, a table in play (desktop,
and the spectator's phone), the result and the replay go to test-artifacts/.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from .pages import Player, assert_clean, create_table, open_new_table, open_player, seat_against_a_random_bot, sign_up

pytestmark = pytest.mark.browser
MAX_MOVES = 1500
RELOAD_AT = 25
SCREENSHOT_AT = 40
RESTART_AT = 55


def click_a_move(player: Player) -> None:
    """One sensible Pickomino move by clicking: claim a tile, else keep the best face, else roll."""
    page = player.page
    claim = page.query_selector(".pk-tile-btn.claim")
    if claim is not None:
        claim.click()
        return
    faces = [int(b.get_attribute("data-face") or 0) for b in page.query_selector_all(".pk-group.keep")]
    if faces:
        best = 6 if 6 in faces else max(faces)
        page.click(f".pk-group.keep[data-face='{best}']")
        return
    page.click("#pk-roll")


def play_by_keyboard(player: Player) -> None:
    """Roll with Enter, then keep with Enter: after each move the focus stays on the game's buttons."""
    page = player.page
    page.focus("#pk-roll")
    for _ in range(2):
        v = player.version()
        page.keyboard.press("Enter")
        player.wait_version_above(v)
        assert page.evaluate("document.activeElement.tagName === 'BUTTON' && !!document.activeElement.closest('#game')")
    assert "keeps" in page.inner_text(".log")


def survive_a_restart(server, players: list[Player]) -> None:
    """Restart the server: each page shows the connection is lost, then comes back by itself."""
    server.stop()
    for p in players:
        p.page.wait_for_selector(".banner:not([hidden])")
        assert "reconnecting" in p.page.inner_text(".banner")
    server.start()
    for p in players:
        p.page.wait_for_selector(".conn-status[data-state=reconnected]", timeout=20_000)
        p.page.wait_for_selector(".banner", state="hidden")


def play_to_the_end(server, ana: Player, ben: Player, watcher: Player, artifacts: Path) -> int:
    """Click for whoever's turn it is until the end; returns the number of clicks."""
    clicks = 0
    for moves in range(MAX_MOVES):
        if ana.status() == "finished" and ben.status() == "finished":
            return clicks
        if moves == RELOAD_AT:
            ben.page.reload()
            ben.page.wait_for_selector(".pk")
        if moves == RESTART_AT:
            survive_a_restart(server, [ana, ben, watcher])
        if moves == SCREENSHOT_AT:
            ana.page.screenshot(path=str(artifacts / "pickomino-table.png"), full_page=True)
            watcher.page.screenshot(path=str(artifacts / "pickomino-spectator-phone.png"), full_page=True)
        v = max(ana.version(), ben.version())
        ana.page.wait_for_function("(v) => Number(document.querySelector('#app').dataset.v) >= v", arg=v)
        ben.page.wait_for_function("(v) => Number(document.querySelector('#app').dataset.v) >= v", arg=v)
        mover = ana if ana.my_turn() else ben if ben.my_turn() else None
        if mover is None:
            continue
        click_a_move(mover)
        clicks += 1
        mover.wait_version_above(v)
    raise AssertionError(f"the game did not end within {MAX_MOVES} moves")


def test_two_browsers_play_a_whole_pickomino_game(server, browser, artifacts: Path) -> None:
    ana, ben = open_player(browser, server.base), open_player(browser, server.base)
    sign_up(ana, "ana")
    sign_up(ben, "ben")

    open_new_table(ana, "pickomino")
    table_id = create_table(ana)
    ana.page.wait_for_selector("#seats")
    assert ana.page.input_value("#invite-link").endswith(f"/t/{table_id}")

    ben.page.reload()  # the lobby refreshes by itself too; a reload is quicker
    ben.page.click(f"#open-tables [data-table='{table_id}'] button")
    ben.page.wait_for_url(f"**/t/{table_id}")
    ben.page.wait_for_selector("#seats")
    ben.page.goto("/")
    ben.page.wait_for_selector(f"#my-tables [data-table='{table_id}']")
    ben.page.screenshot(path=str(artifacts / "lobby.png"), full_page=True)
    ben.page.goto(f"/t/{table_id}")

    ana.page.wait_for_selector("#start:not([disabled])")
    # Each player's rating and rank show beside the name, and that this first game has double time.
    ana.page.wait_for_function("() => document.querySelectorAll('#seats .badge-rating').length === 2")
    assert "0 · Beginner" in ana.page.inner_text("#seats") and "1st game" in ana.page.inner_text("#seats")
    ana.page.click("#start")
    for p in (ana, ben):
        p.page.wait_for_selector(".pk")
    ben.page.wait_for_selector(".players .badge-rating")
    assert ben.page.locator(".players .badge-first").count() == 2
    assert ana.page.inner_text("#prompt") == "Your turn!"
    assert "Waiting for" in ben.page.inner_text("#prompt")

    watcher = open_player(browser, server.base, phone=True)
    watcher.page.goto(f"/t/{table_id}")
    watcher.page.wait_for_selector(".pk")
    assert "You are watching" in watcher.page.inner_text("#prompt")
    # no sideways scrolling on a phone
    assert watcher.page.evaluate("document.documentElement.scrollWidth <= innerWidth")

    # The server's own reason reaches the player when it refuses a move.
    ana.page.evaluate("window.meepleTable.act({type: 'take', tile: 36})")
    ana.page.wait_for_selector("#notice:not([hidden])")
    assert ana.page.inner_text("#notice") == "You can only take a tile after keeping dice from a roll."

    play_by_keyboard(ana)
    clicks = play_to_the_end(server, ana, ben, watcher, artifacts)
    assert clicks > 10
    for p in (ana, ben, watcher):
        p.page.wait_for_selector("#result")
    ana.page.screenshot(path=str(artifacts / "pickomino-result.png"), full_page=True)
    result = ana.page.inner_text("#result")
    assert ana.name in result and ben.name in result
    log = ana.page.inner_text(".log")
    assert "{p" not in log and ana.name in log and ben.name in log
    results = [p.page.inner_text(".result-table") for p in (ana, ben, watcher)]
    assert results[0] == results[1] == results[2]
    step_through_the_replay(ana, ana.version(), artifacts)
    # the browser's own words while the server was down
    assert_clean(ana, ben, watcher, expected=("ERR_CONNECTION_REFUSED",))


def step_through_the_replay(ana: Player, final_version: int, artifacts: Path) -> None:
    """Forwards, backwards, as another seat, to the end."""
    page = ana.page
    page.click("#result a:has-text('Watch the replay')")
    page.wait_for_selector(".replay-bar")
    step = "document.querySelector('#app').dataset.step"
    page.wait_for_function(f"() => {step} === '0'")
    for _ in range(3):
        page.click("#replay-next")
    page.wait_for_function(f"() => {step} === '3'")
    page.click("#replay-prev")
    page.wait_for_function(f"() => {step} === '2'")
    assert page.query_selector(".pk") is not None  # the game's own renderer draws replays too
    page.keyboard.press("ArrowRight")
    page.wait_for_function(f"() => {step} === '3'")
    page.select_option("#replay-seat", "1")
    page.click("#replay-last")
    total = page.get_attribute(".replay-bar input[type=range]", "max")
    assert int(total) == final_version
    page.wait_for_function(f"() => {step} === '{total}'")
    page.wait_for_selector("#result")
    page.screenshot(path=str(artifacts / "pickomino-replay.png"), full_page=True)


def test_an_ack_that_comes_after_the_new_state_frees_the_next_click_at_once(server, browser) -> None:
    """The server may deliver a move's new state before its ack: the page must not stay busy waiting for
    a state that already came (it did, for its 10 s timeout, swallowing the player's next clicks)."""
    player = open_player(browser, server.base)
    held: list[str | bytes] = []
    routes: list[Any] = []

    def acks_held(ws: Any) -> None:  # the page's WebSocket, its acks kept back until the test lets them go
        upstream = ws.connect_to_server()
        routes.append(ws)

        def from_server(message: str | bytes) -> None:
            if json.loads(message).get("t") == "ack":
                held.append(message)
            else:
                ws.send(message)

        upstream.on_message(from_server)
        ws.on_message(upstream.send)

    player.page.route_web_socket(re.compile(r"/ws/tables/"), acks_held)
    seat_against_a_random_bot(player, "pickomino", "#pk-roll")
    page = player.page
    v = player.version()
    page.click("#pk-roll")
    # the roll is on the board, drawn; its ack has not come yet (so not wait_version_above, which waits for it)
    page.wait_for_function("(v) => Number(document.querySelector('#app').dataset.v) > v", arg=v)
    assert held and page.locator("#game.busy").count() == 1
    for message in held:
        routes[-1].send(message)
    page.wait_for_selector("#game:not(.busy)", timeout=3000)  # at once, not after the 10 s timeout
    assert_clean(player)
