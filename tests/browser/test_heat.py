"""Heat played through its own board, a whole race against a random bot.

A guest opens a two-seat table with a random bot and drives every round by
clicking: a gear, then cards from the hand, then in the React step a Heat card
of the hand (Cooldown), the Adrenaline token's +1 speed, the Slipstream's ring
on the track, or Done, then Done in the Discard step (slow near corners, fast
on the straights). After each click the view must have moved the way the click
said. Screenshots at 1366×900 and at phone size go to
test-artifacts/ (heat-*.png); then the replay draws the board with nothing
to click. The renderer alone: the gear is chosen by clicking it on the
gearbox, where a skip of two gears shows its Heat.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from meeple.games.heat import GAME

from .pages import (
    MOUNT,
    Player,
    assert_clean,
    frame_of,
    guest_against_a_random_bot,
    open_new_table,
    open_player,
    play_as_guest,
    snapshot,
    table_form,
    view,
)

pytestmark = pytest.mark.browser

ORDER = ("[data-key^='shift:']", "[data-key^='play:']",
         "[data-key^='react:cooldown:']", "[data-key='react:adrenaline_move']", "[data-key='slipstream']",
         "[data-key='done']")
"""What the race's loop clicks first: the gearbox, a hand card, a Heat card to cool, the Adrenaline token's
+1 speed, the Slipstream's ring on the track, then Done."""


def test_heat_whole_race_by_clicking(server, browser, artifacts: Path) -> None:
    guest = guest_against_a_random_bot(browser, server.base, "heat", ".ht-board")
    page = guest.page
    page.set_viewport_size({"width": 1366, "height": 900})
    me = page.evaluate("window.meepleTable.seat")
    clicked, dropped = drive_by_clicking(guest, me, artifacts, "heat")
    page.wait_for_selector("#result")
    assert clicked.get("shift", 0) >= 5 and clicked.get("play", 0) >= 10, clicked
    assert clicked.get("cooldown", 0) >= 1, clicked  # Heat cards in hand, clicked to cool (about 11 a race)
    assert dropped <= clicked["shift"] // 4, (dropped, clicked)
    final = view(guest)
    cars = [(c["pos"], c["finished"]) for c in final["cars"]]
    assert final["phase"] == "over" and len(final["hall"]) == 2, (me, final["round"], final["hall"], cars)
    snapshot(guest, artifacts / "heat-end.png")
    snapshot(guest, artifacts / "heat-end-phone.png", phone=True)

    page.set_viewport_size({"width": 1366, "height": 900})
    page.click("#result a:has-text('Watch the replay')")
    page.wait_for_selector(".replay-bar")
    page.wait_for_selector(".ht-board")
    for _ in range(6):
        page.click("#replay-next")
    page.wait_for_function("() => document.querySelector('#app').dataset.step === '6'")
    assert page.locator("#game button").count() == 0
    assert page.locator(".ht-car").count() == 2
    assert_clean(guest)


def drive_by_clicking(guest: Player, me: int, artifacts: Path, prefix: str) -> tuple[dict[str, int], int]:
    """Click through a whole race (screenshots of each kind of step); the clicks by kind and those dropped."""
    page = guest.page
    clicked: dict[str, int] = {}
    shots: set[str] = set()
    dropped = 0
    for _ in range(3000):
        page.wait_for_selector(", ".join(f"#game {s}" for s in ORDER) + ", #result", timeout=30_000)
        if page.query_selector("#result"):
            break
        selector = next(s for s in ORDER if page.query_selector(f"#game {s}"))
        key = choose([b.get_attribute("data-key") or "" for b in page.query_selector_all(f"#game {selector}")],
                     view(guest), me)
        kind = key.split(":")[0]
        if kind not in shots and kind in ("shift", "play", "react", "done"):
            snapshot(guest, artifacts / f"{prefix}-{kind}.png")
            shots.add(kind)
        before = view(guest)
        v = guest.version()
        page.click(f"#game [data-key='{key}']")
        guest.wait_version_above(v)
        if not check_move(guest, before, me, kind, key):
            dropped += 1  # the bot's move redrew the board under the click: the button is offered again
            continue
        clicked[kind] = clicked.get(kind, 0) + 1
        if kind == "react":  # which board element: a Heat card (cooldown) or the Adrenaline token
            clicked[key.split(":")[1]] = clicked.get(key.split(":")[1], 0) + 1
    return clicked, dropped


def solo_table_form(browser: Any, base: str) -> Player:
    """A guest at 1366×900 with the lobby's new Heat table form open for one driver."""
    return table_form(browser, base, "heat", 1)


def test_heat_solo_against_five_aggressive_legends_by_clicking(server, browser, artifacts: Path) -> None:
    guest = solo_table_form(browser, server.base)
    page = guest.page
    page.select_option("#opt-track", "3")  # Great Britain, the circuit with chevrons
    page.select_option("#opt-legends", "5")  # fill to 6 cars
    page.check("#opt-aggressive_legends")
    page.click("#create-table")
    page.wait_for_url("**/t/*")
    page.wait_for_selector(".ht-board")
    assert page.locator(".ht-car").count() == 6 and page.locator(".ht-legend").count() == 5
    assert page.locator(".ht-diamond").count() == 5 and page.locator(".ht-chevron").count() == 3
    first = view(guest)
    assert first["legends"]["deck"] == 10 and "order" not in str(first["legends"])
    clicked, dropped = drive_by_clicking(guest, 0, artifacts, "heat-legends")
    page.wait_for_selector("#result")
    assert clicked.get("shift", 0) >= 5 and dropped == 0, (clicked, dropped)
    final = view(guest)
    assert final["phase"] == "over" and 0 in final["hall"], final["hall"]
    assert len(final["hall"]) >= 2 and final["legends"]["deck"] < 10  # Legends raced and finished too
    snapshot(guest, artifacts / "heat-legends-end.png")
    snapshot(guest, artifacts / "heat-legends-end-phone.png", phone=True)
    assert_clean(guest)


def test_heat_garage_draft_by_clicking_then_a_round(server, browser, artifacts: Path) -> None:
    """The Garage: a guest and a random bot draft three upgrades each (the guest clicks market cards when
    it is their pick), then the guest drives the first round by clicking."""
    guest = open_player(browser, server.base)
    play_as_guest(guest)
    page = guest.page
    page.set_viewport_size({"width": 1366, "height": 900})
    open_new_table(guest, "heat")
    page.select_option("#players", "2")
    page.check("#fill-bots")
    for select in page.query_selector_all(".seat-fields select"):
        select.select_option("random")
    page.check("#opt-garage")
    page.click("#create-table")
    page.wait_for_url("**/t/*")
    page.wait_for_selector(".ht-garage .ht-market")
    me = page.evaluate("window.meepleTable.seat")
    for pick in range(3):
        page.wait_for_selector("#game [data-key^='draft:']", timeout=15_000)
        if pick == 0:
            snapshot(guest, artifacts / "heat-garage-draft.png")
        before = view(guest)
        card = (page.get_attribute("#game [data-key^='draft:']", "data-key") or "").split(":")[1]
        page.click("#game [data-key^='draft:']")
        page.wait_for_function("([me, n]) => { const g = window.meepleTable.state.view.garage;"
                               " return g.picks[String(me)].length > n; }",
                               arg=[me, len(before["garage"]["picks"][str(me)])], timeout=10_000)
        assert view(guest)["garage"]["picks"][str(me)][pick] == card
    page.wait_for_selector("#game [data-key^='shift:']", timeout=15_000)
    v = view(guest)
    assert v["phase"] == "plan" and len(v["hand"]) == 7 and page.locator(".ht-garage .ht-card").count() == 6
    click_until_round(guest, GARAGE_ORDER, 2)
    snapshot(guest, artifacts / "heat-garage-round.png")
    assert_clean(guest)


def test_heat_weather_board_draws_the_tile_and_tokens(server, browser, artifacts: Path) -> None:
    """Weather on Japan (a chicane shares one token): the board draws the tile and one token per corner
    line the view names, and a round is driven by clicking as usual."""
    guest = solo_table_form(browser, server.base)
    page = guest.page
    page.select_option("#opt-track", "4")  # Japan
    page.check("#opt-weather")
    page.click("#create-table")
    page.wait_for_url("**/t/*")
    page.wait_for_selector(".ht-board .ht-weather")
    first = view(guest)
    weather = first["weather"]
    placed = [i for i, t in enumerate(weather["tokens"]) if t is not None]
    assert page.locator(".ht-weather").count() == 1
    assert page.get_attribute(".ht-weather", "data-tile") == weather["tile"]
    assert page.locator(".ht-token").count() == len(placed) >= 4
    assert weather["name"] in (page.text_content(".ht-weather") or "")
    click_until_round(guest, GARAGE_ORDER, 2)
    snapshot(guest, artifacts / "heat-weather.png")
    assert_clean(guest)


def test_heat_championship_board_shows_the_event_and_the_standings(server, browser, artifacts: Path) -> None:
    """The 1961 season: the Championship box names the race, its event and press corner, and the
    standings table has one row per driver; a round is driven by clicking as usual."""
    guest = solo_table_form(browser, server.base)
    page = guest.page
    page.select_option("#opt-championship", "1")  # 1961
    page.click("#create-table")
    page.wait_for_url("**/t/*")
    page.wait_for_selector(".ht-championship")
    champ = view(guest)["championship"]
    assert champ["race"] == 1 and champ["races"] == 3
    text = page.text_content(".ht-championship") or ""
    assert "race 1 of 3" in text and champ["event"]["name"] in text and "Press corners: 1" in text
    assert page.locator(".ht-standings tbody tr").count() == 1
    assert page.locator(".ht-standings thead th").count() == 5
    assert page.locator(".ht-board .ht-press").count() == len(champ["press"]) == 1
    click_until_round(guest, GARAGE_ORDER, 2)
    snapshot(guest, artifacts / "heat-championship.png")
    assert_clean(guest)


def click_until_round(guest: Player, order: tuple[str, ...], until: int, nth: int = 0) -> None:
    """Click the first kind of button of `order` on offer (its `nth` button) until round `until` begins."""
    page = guest.page
    for _ in range(40 * until):
        if view(guest)["round"] >= until:
            break
        page.wait_for_selector(", ".join(f"#game {s}" for s in order), timeout=15_000)
        selector = next(s for s in order if page.query_selector(f"#game {s}"))
        version = guest.version()
        page.click(f"#game {selector} >> nth={nth}")
        guest.wait_version_above(version)
    assert view(guest)["round"] >= until


GARAGE_ORDER = ("[data-key^='shift:']", "[data-key^='play:']", "[data-key^='speed:']", "[data-key^='salvage:']",
                "[data-key^='direct:']", "[data-key^='refresh:']", "[data-key='done']")
"""Every kind of button the Garage adds, and the base ones: what the round's loop clicks first."""


REDRAW_AS_IF_A_LEGEND_MOVED = """async () => {
  const t = window.meepleTable;
  const v = t.state.view;
  const cars = v.cars.map((c) => (c.seat === null ? { ...c, pos: c.pos + 3, space: c.space + 3 } : c));
  t.state = { ...t.state, view: { ...v, cars } };
  await t.draw();
}"""


def test_a_click_held_while_the_board_redraws_still_lands(server, browser) -> None:
    """Another car's move redraws the board between the press and the release of a gear button: the
    click must still count (the "Your car" block is not rebuilt when nothing in it changed)."""
    guest = open_player(browser, server.base)
    play_as_guest(guest)
    page = guest.page
    open_new_table(guest, "heat")
    page.select_option("#players", "1")
    page.select_option("#opt-legends", "2")  # fill to 3 cars
    page.click("#create-table")
    page.wait_for_url("**/t/*")
    page.wait_for_selector("#game [data-key='shift:2']")
    box = page.locator("#game [data-key='shift:2']").bounding_box()
    assert box is not None
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    page.evaluate(REDRAW_AS_IF_A_LEGEND_MOVED)
    page.mouse.up()
    page.wait_for_function("() => window.meepleTable.state.view.plan_gear === 2", timeout=10_000)
    assert_clean(guest)


def choose(keys: list[str], v: dict[str, Any], me: int) -> str:
    """Drive like a cautious human: slow (gear 2, low cards) when a corner is near, fast otherwise."""
    if len(keys) == 1 or not keys[0].startswith(("shift:", "play:")):
        return keys[0]
    car, track = v["cars"][me], v["track"]
    lines = [lap * track["spaces"] + c["after"] for lap in range(track["laps"]) for c in track["corners"]]
    near = any(0 <= line - car["pos"] <= 9 for line in lines)
    if keys[0].startswith("shift:"):
        # near a corner: gear 2, or gear 1 with an empty Engine (a spin-out cannot be paid; a car in
        # gear 2 playing only Stress spun out round after round at USA's limit-2 corner)
        wanted = ("shift:1" if car["engine"] == 0 else "shift:2") if near else "shift:4"
        return wanted if wanted in keys else ("shift:3" if "shift:3" in keys else keys[-1])
    return keys[0] if near else keys[-1]  # the hand is sorted lowest first


def check_move(player: Player, before: dict[str, Any], me: int, kind: str, key: str) -> bool:
    """The click did what it said, once the page has our own move (the bot moves at the same time);
    False if the click was dropped because a redraw came first and nothing changed."""
    moved_on = "(v.round !== b.round || v.phase !== b.phase)"
    if kind == "shift":
        ok = f"v.plan_gear === {int(key.split(':')[1])} || {moved_on}"
    elif kind == "play":
        ok = f"(v.plan || []).length === b.plan.length + 1 || {moved_on}"
    elif kind == "react":
        ok = f"v.active !== {me} || v.step !== 'react' || v.cars[{me}].used.includes('{key.split(':')[1]}')"
    else:
        return True
    try:
        player.page.wait_for_function(f"(b) => {{ const v = window.meepleTable.state.view; return {ok}; }}",
                                      arg=before, timeout=3_000)
    except PlaywrightTimeout:
        return player.page.query_selector(f"#game [data-key='{key}']") is None and pytest.fail(f"{key} did nothing")
    return True


def test_the_gear_is_clicked_on_the_gearbox(server, browser, artifacts: Path) -> None:
    guest = open_player(browser, server.base)
    page = guest.page
    s = GAME.setup(2, GAME.resolve_options({}, 2), 3)
    s.cars[0].gear = 3
    frame = frame_of(GAME, s, 0)
    assert [a["gear"] for a in frame["legal"]] == [1, 2, 3, 4]
    page.evaluate(MOUNT, frame)
    page.wait_for_timeout(200)  # the stylesheet: the texts below read its line breaks
    slots = page.locator("#mounted .ht-gearbox .ht-gearslot")
    assert slots.all_inner_texts() == ["1\n1 Heat", "2", "3\nstay", "4"]
    assert page.locator("#mounted .ht-gearbox button.can").count() == 4
    page.wait_for_timeout(200)  # the stylesheet
    page.locator("#mounted .ht-you").screenshot(path=str(artifacts / "heat-gearbox.png"))
    page.click("#mounted .ht-gearbox [data-key='shift:4']")
    assert page.evaluate("window.played") == [{"type": "shift", "gear": 4}]
    s.cars[0].ready = True  # cards down: the gearbox shows the gear engaged, nothing to click
    s.cars[0].gear = 4
    page.evaluate(MOUNT, frame_of(GAME, s, 0))
    assert page.locator("#mounted .ht-gearbox .ht-gearslot.current").inner_text().startswith("4")
    assert page.locator("#mounted .ht-gearbox button").count() == 0
    assert_clean(guest)
    page.context.close()
