"""The game clock in the browser: ticking clocks, skipping a late player, the zombie, the neutralized result.

Ana and Ben play a ranked real-time game of Ponte del Diavolo at a speed made
for this test (a few seconds a player). After a few moves Ben stops playing:
his clock runs out and shows negative on both pages, Ana skips him, the
zombie plays his seat to the end while Ana clicks on, and the result is
neutralized: Ben left and is last, Ana wins and gains rating points. Their
profile pages then show it. Ponte del Diavolo is short (about 45 moves a
side) and its zombie answers in a fraction of a second.
"""

from __future__ import annotations

import re
import time
from pathlib import Path

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from .conftest import Server
from .pages import Player, assert_clean, create_table, open_new_table, open_player, sign_up

pytestmark = pytest.mark.browser
GAME = "pontedeldiavolo"
SPEED = "test"
TEST_SPEED = f"{SPEED}:4:2"  # a real-time profile: 4 s to start with (8 s in a first game), 2 s added per turn
MOVES_BEFORE_LEAVING = 6  # actions played by both before Ben stops
MAX_CLICKS = 300  # Ponte ends within about 50 actions a side
LATE = "\u2212"  # the minus sign of a late clock


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory):
    """A server that offers the test's speed profile besides the usual ones."""
    running = Server(tmp_path_factory.mktemp("clock-server"), env={"MEEPLE_EXTRA_SPEEDS": TEST_SPEED})
    try:
        yield running
    finally:
        running.stop()


def click_an_action(player: Player) -> bool:
    """Click the first button of "Your move" and wait for the table to move on; False when there was none."""
    page = player.page
    v = player.version()
    button = page.locator("#actions button").first
    try:
        acts = "act" in (button.get_attribute("class", timeout=2_000) or "")
        button.click(timeout=3_000)
    except PlaywrightTimeout:
        return False  # the game moved on meanwhile (the zombie played, the end): look again
    if acts:
        player.wait_version_above(v, timeout=20_000)
    return True


def seat_clock(player: Player, seat: int) -> str:
    return player.page.inner_text(f".players li[data-seat='{seat}'] .clock")


def two_players(server: Server, browser) -> tuple[Player, Player]:
    """Ana and Ben, each signed up in a browser of their own."""
    ana, ben = open_player(browser, server.base), open_player(browser, server.base)
    sign_up(ana, "ana")
    sign_up(ben, "ben")
    return ana, ben


def open_the_table(ana: Player, ben: Player, *, mode: str = "realtime", speed: str = SPEED, ranked: bool = True) -> str:
    """Ana opens a table (ranked, real time, at the test speed unless told), Ben sits down, Ana starts."""
    open_new_table(ana, GAME)
    page = ana.page
    page.select_option("#mode", mode)
    if ranked:
        page.check("#ranked")
        assert page.locator("#speed option[value='unlimited']").count() == 0  # a ranked table needs a time limit
    page.wait_for_selector(f"#speed option[value='{speed}']", state="attached")
    page.select_option("#speed", speed)
    table_id = create_table(ana)
    # the generic renderer: these tests click "Your move" buttons, whatever board the game draws
    ana.page.goto(f"/t/{table_id}?renderer=generic")
    ben.page.goto(f"/t/{table_id}?renderer=generic")
    ben.page.click("[data-join='1']")
    ana.page.wait_for_selector("#start:not([disabled])")
    ana.page.click("#start")
    for p in (ana, ben):
        p.page.wait_for_selector("#table-controls .clock-big")
    return table_id


def test_a_late_player_is_skipped_the_zombie_finishes_and_the_result_is_neutralized(
    server: Server, browser, artifacts: Path
) -> None:
    ana, ben = two_players(server, browser)
    open_the_table(ana, ben)
    assert ana.my_turn()

    # Ana's clock ticks down on both pages with no message from the server; Ben's stands still.
    first = seat_clock(ana, 0)
    assert re.fullmatch(r"\d+:\d\d", first) and re.fullmatch(r"\d+:\d\d", seat_clock(ben, 0))
    ben_before = seat_clock(ana, 1)
    v = ana.version()
    ana.page.wait_for_function(
        "(t) => document.querySelector(\".players li[data-seat='0'] .clock\").textContent !== t", arg=first
    )
    assert ana.version() == v and seat_clock(ana, 1) == ben_before
    assert ana.page.inner_text("#table-controls .clock-big") == seat_clock(ana, 0)

    # "I would like to think a little": Ben is told, and Ana's seat says so on both pages.
    ana.page.click("#think")
    ben.page.wait_for_selector(f".toast:has-text('{ana.name} would like to think a little')")
    for p in (ana, ben):
        p.page.wait_for_selector(".players li[data-seat='0'] .badge-thinking")
    ana.page.wait_for_selector(".thinking-said")

    # Undo: Ana places a tile and takes it back; then nothing is left to undo.
    assert not ana.page.query_selector("#undo")
    click_an_action(ana)
    ana.page.wait_for_selector("#undo")
    v = ana.version()
    ana.page.click("#undo")
    ana.wait_version_above(v)
    ana.page.wait_for_selector("#undo", state="detached")
    assert ana.my_turn()

    # A few moves each, then Ben stops playing.
    played = 0
    deadline = time.monotonic() + 120
    while played < MOVES_BEFORE_LEAVING or not ben.my_turn():
        assert time.monotonic() < deadline, f"only {played} moves were played in two minutes"
        mover = ana if ana.my_turn() else ben if ben.my_turn() else None
        if mover is None:
            time.sleep(0.05)  # between two states: the next one is on its way
            continue
        played += click_an_action(mover)
    ben.page.wait_for_selector("#table-controls .clock-big.clock-running")
    assert not ana.page.query_selector("[data-command=skip]")  # Ben still has time: no skip button yet

    # His clock runs out: negative (in red) everywhere, and Ana, less late, may skip him.
    ana.page.wait_for_selector(".players li[data-seat='1'] .clock.clock-late", timeout=30_000)
    assert seat_clock(ana, 1).startswith(LATE)
    ben.page.wait_for_selector("#table-controls .clock-big.clock-late")
    assert not ben.page.query_selector("[data-command=skip]")  # nobody skips anyone from Ben's page: Ana is not late
    ana.page.screenshot(path=str(artifacts / "clock-late.png"), full_page=True)
    ana.page.click("[data-command=skip][data-seat='1']")
    ana.page.wait_for_selector(".players li[data-seat='1'] .badge-zombie")
    ben.page.wait_for_selector(".zombie-note")
    assert not ana.page.query_selector("[data-command=skip]")

    # The zombie plays Ben's seat; Ana plays on to the end.
    for _ in range(MAX_CLICKS):
        if ana.status() == "finished":
            break
        if ana.my_turn():
            click_an_action(ana)
        else:
            ana.page.wait_for_function(
                "() => document.querySelector('#app').dataset.myTurn === 'true'"
                " || document.querySelector('#app').dataset.status === 'finished'",
                timeout=30_000)
    assert ana.status() == "finished", f"the game did not end within {MAX_CLICKS} clicks"

    # The result is neutralized: Ben left and ranks last, Ana wins and gains points, Ben's clock penalty shows.
    for p in (ana, ben):
        p.page.wait_for_selector("#rating-changes .ratings-table")
    ana.page.screenshot(path=str(artifacts / "clock-neutralized-result.png"), full_page=True)
    note = ana.page.inner_text("#neutralized")
    assert "neutralized" in note and ben.name in note and re.search(r"gains \d+% of the points", note)
    assert ana.page.inner_text(".result-headline") == "You won!"
    ana_row = ana.page.locator("#rating-changes tr[data-seat='0']")
    ben_row = ana.page.locator("#rating-changes tr[data-seat='1']")
    assert re.fullmatch(r"\+\d+", ana_row.locator(".delta").inner_text())
    assert ben_row.locator(".badge-left").count() == 1 and ben_row.locator(".badge-penalty").count() == 1
    assert ana.page.inner_text("#rating-changes") == ben.page.inner_text("#rating-changes")

    # Profiles: Ana's rating in this game with its rank name; Ben's leave and clock penalty.
    ana.page.click(f"#rating-changes a:has-text('{ben.name}')")
    ana.page.wait_for_selector("#profile")
    assert ana.page.inner_text("[data-fact=left] dd") == "1"
    assert ana.page.inner_text("[data-fact=clock_penalties] dd") == "1"
    ana.page.goto(f"/players/{ana.name}")
    ana.page.wait_for_selector(f"#profile .rating-card[data-game='{GAME}']")
    assert ana.page.inner_text("[data-fact=won] dd") == "1"
    assert ana.page.inner_text(f".rating-card[data-game='{GAME}'] .rank-badge")
    ana.page.screenshot(path=str(artifacts / "profile.png"), full_page=True)
    assert_clean(ana, ben)


def test_clocks_read_as_minutes_days_or_no_limit(server: Server, browser) -> None:
    """The clock's wording: m:ss in real time, days and hours turn based, a minus sign when late, ∞ without limit."""
    page = open_player(browser, server.base).page
    shown = page.evaluate("""async () => {
      const { formatClock } = await import('/web/clocks.js');
      return [formatClock(75.4), formatClock(-3.2), formatClock(4000), formatClock(2 * 86400 + 3 * 3600, true),
              formatClock(5 * 3600 + 60 * 7, true), formatClock(-90, true), formatClock(null)];
    }""")
    assert shown == ["1:15", f"{LATE}0:04", "1:06:40", "2d 3h", "5h 07m", f"{LATE}1:30", "∞"]


def test_players_abandon_a_casual_game_by_agreement(server: Server, browser) -> None:
    """Without a time limit the clocks read ∞ and nobody can be skipped; when both vote to abandon, it ends."""
    ana, ben = two_players(server, browser)
    open_the_table(ana, ben, mode="turnbased", speed="unlimited", ranked=False)
    for p in (ana, ben):
        assert p.page.inner_text("#table-controls .clock-big") == seat_clock(p, 0) == seat_clock(p, 1) == "∞"
    assert ana.page.is_disabled("#concede")  # two players, but not half-way yet

    ana.page.click("#abandon")
    ben.page.wait_for_selector("#abandon-votes")
    assert ben.page.inner_text("#abandon-votes") == f"Voted to abandon: {ana.name} (1 of 2)"
    ana.page.wait_for_selector("#abandon:has-text('Withdraw my vote')")
    ben.page.click("#abandon:has-text('Agree to abandon')")
    for p in (ana, ben):
        p.page.wait_for_selector("#abandoned")
        assert "nothing is recorded" in p.page.inner_text("#abandoned")
        assert p.status() == "abandoned"
    assert_clean(ana, ben)


def test_an_absent_late_player_is_expelled(server: Server, browser) -> None:
    """Ben closes his page on his turn: once his clock runs out, Ana sees Expel rather than Skip."""
    ana, ben = two_players(server, browser)
    open_the_table(ana, ben)
    while not ben.my_turn():
        if not ana.my_turn() or not click_an_action(ana):
            time.sleep(0.05)
    ben.page.context.close()

    ana.page.wait_for_selector(".players li[data-seat='1'] .conn-off")
    ana.page.wait_for_selector("[data-command=expel][data-seat='1']", timeout=30_000)
    assert not ana.page.query_selector("[data-command=skip]")
    ana.page.click("[data-command=expel][data-seat='1']")
    ana.page.wait_for_selector(".players li[data-seat='1'] .badge-zombie")
    ana.page.wait_for_function("() => (window.meepleTable.table.expelled || []).includes(1)")
    assert_clean(ana)
