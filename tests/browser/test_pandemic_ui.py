"""Pandemic played by clicking its own renderer: the world map, the cubes and the action panel.

A guest opens a two-seat table against a random bot. They click a
neighbouring city on the map (one with cubes when there is one) and the pawn
moves there; they treat a disease by clicking its cubes (on the next turn if
not on the first); they finish the turn with the panel's buttons. A
phone-sized spectator sees the table without sideways scrolling and nothing
to click. Then the renderer alone: its map has exactly the rules' cities,
colours and connections; a replay frame has nothing to click; two ways to one
city open a list that plays the chosen action object; and one state of every
kind met in random games (roles, each step, each decision in progress, over
the hand limit, the end) is drawn with every legal action offered by a button.
Then the main actions not aimed at another city, on positions made field by
field: a research station is built by clicking the square on the mover's own
city, a cure by clicking its marker, and knowledge is shared by clicking the
card (in the mover's hand to give it, in the other's to take it). A charter
flight is the card of the mover's city (or, for the Dispatcher, of the moved
pawn's city), the Operations Expert's flight any city card, a direct
flight the destination's card, a card with several uses lists them at the
hand, and the Dispatcher picks a pawn in its player's box.
Screenshots go to test-artifacts/ (pandemic-*.png).
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from meeple import games
from meeple.games.pandemic.map import CITY_NAMES, COLOUR_OF, COLOURS, CONNECTIONS
from tests.games.pandemic.positions import table

from .pages import MOUNT, Player, assert_clean, frame_of, guest_against_a_random_bot, open_player, snapshot

pytestmark = pytest.mark.browser
WAIT_MS = 30_000
GAME = games.get("pandemic")


def view(player: Player) -> dict[str, Any]:
    return player.page.evaluate("window.meepleTable.state.view")


def wait_view(player: Player, test: str, arg: Any = None) -> None:
    player.page.wait_for_function(f"(arg) => ({test})(window.meepleTable.state.view, arg)", arg=arg, timeout=WAIT_MS)


def drive_to_a_neighbour(player: Player, me: int) -> str:
    """Click a city the pawn can only drive to, one with cubes if possible; the pawn is then drawn there."""
    page = player.page
    page.wait_for_selector(".pan-hit[data-acts='drive']", timeout=WAIT_MS)
    keys = page.eval_on_selector_all(".pan-hit[data-acts='drive']", "bs => bs.map(b => b.dataset.key)")
    cities = [k.split(":", 1)[1] for k in keys]
    cubes = view(player)["cubes"]
    target = next((c for c in cities if c in cubes), cities[0])
    page.click(f".pan-hit[data-key='city:{target}']")
    wait_view(player, "(v, [me, city]) => v.players[me].city === city", [me, target])
    assert page.locator(f".pan-city-g[data-city='{target}'] .pan-pawn").count() >= 1
    return target


def treat_if_possible(player: Player, city: str) -> bool:
    """Click the first group of cubes offered for treatment; fewer cubes are left in the city."""
    page = player.page
    button = page.query_selector(".pan-hit.treat")
    if button is None:
        return False
    colour = button.get_attribute("data-key").split(":")[1]
    before = view(player)["cubes"][city][colour]
    button.click()
    wait_view(player, "(v, [city, colour, n]) => ((v.cubes[city] || {})[colour] || 0) < n", [city, colour, before])
    return True


def finish_the_turn(player: Player) -> None:
    """Pass, then draw, resolve and infect with the panel's buttons (discarding by clicking a card)
    until the bot's turn."""
    page = player.page
    for _ in range(40):
        if not player.my_turn() or page.query_selector("#result"):
            return
        discard = view(player)["over_limit"] is not None
        button = (page.query_selector(".pan-cardbtn[data-key^='card:']") if discard else None) \
            or page.query_selector(".pan-prompt .btn-primary") or page.query_selector(".pan-prompt [data-key='pass']")
        if button is None:
            page.wait_for_timeout(100)
            continue
        v = player.version()
        button.click()
        player.wait_version_above(v)
    raise AssertionError("the turn did not end")


def test_pandemic_by_clicking(server, browser, artifacts: Path) -> None:
    guest = guest_against_a_random_bot(browser, server.base, "pandemic", ".pan-map")
    page = guest.page
    me = page.evaluate("window.meepleTable.seat")

    city = drive_to_a_neighbour(guest, me)
    treated = treat_if_possible(guest, city)
    snapshot(guest, artifacts / "pandemic-table.png")
    page.locator(".pan-mapwrap").screenshot(path=str(artifacts / "pandemic-map.png"))
    finish_the_turn(guest)
    if not treated:  # a second chance on the next turn (cubes are not always one drive away)
        treat_if_possible(guest, drive_to_a_neighbour(guest, me))
    assert "by drive/ferry" in page.inner_text(".log")

    phone = open_player(browser, server.base, phone=True)
    phone.page.goto(page.url)
    phone.page.wait_for_selector(".pan-map")
    assert phone.page.locator("#game button").count() == 0
    assert phone.page.locator(".pan-pawn").count() == 2
    snapshot(phone, artifacts / "pandemic-spectator-phone.png", phone=True)
    assert_clean(guest, phone)


# -- the renderer alone --------------------------------------------------------------------------

CLICK_EVERYTHING = """() => {
  const box = document.querySelector('#mounted');
  const several = [...box.querySelectorAll('.pan-hit.far, .pan-cardbtn.several')].map((b) => b.dataset.key);
  for (const b of [...box.querySelectorAll('button')]) b.click();
  for (const key of several) {  // a city with several ways, a card with several uses, opens a list: play each choice
    for (const close of box.querySelectorAll("[data-key='pop:close'], [data-key='uses:close']")) close.click();
    const hit = box.querySelector(`[data-key="${key}"]`);
    if (hit) hit.click();
    for (const b of box.querySelectorAll('.pan-pop-btn')) b.click();
  }
  return { played: window.played.map((a) => JSON.stringify(a)), cities: box.querySelectorAll('.pan-city-g').length };
}"""


def sample_frames(games_played: int = 40) -> list[dict[str, Any]]:
    """One frame per kind of state met in random games: (phase, decision in progress, someone over the hand limit)."""
    rng = random.Random(5)
    frames: list[dict[str, Any]] = []
    seen: set[tuple[Any, ...]] = set()
    for seed in range(games_played):
        state = GAME.setup(2 + seed % 3, {"roles": "chosen" if seed % 2 else "random"}, seed)
        while True:
            waiting = sorted(GAME.waiting_for(state))
            kind = (state.phase, (state.pending or {}).get("kind"), state.over_limit() is not None)
            if kind not in seen:
                seen.add(kind)
                frames.append(frame_of(GAME, state, waiting[0] if waiting else 0))
            if not waiting:
                break
            GAME.apply(state, waiting[0], rng.choice(GAME.legal_actions(state, waiting[0])))
    return frames


def click_everything(player: Player, frame: dict[str, Any]) -> tuple[list[str], int]:
    player.page.evaluate(MOUNT, frame)
    out = player.page.evaluate(CLICK_EVERYTHING)
    return out["played"], out["cities"]


def test_the_renderer_alone(server, browser) -> None:
    player = open_player(browser, server.base)
    page = player.page
    data = page.evaluate("""async () => {
      const m = await import('/games/pandemic/ui_map.js');
      return { cities: Object.fromEntries(Object.entries(m.CITIES).map(([k, v]) => [k, v[0]])), links: m.LINKS };
    }""")
    assert data["cities"] == {name: COLOURS[COLOUR_OF[i]] for i, name in enumerate(CITY_NAMES)}
    assert sorted(sorted(link) for link in data["links"]) == sorted(sorted(link) for link in CONNECTIONS)

    start = GAME.setup(2, {}, 1)
    replay = {**frame_of(GAME, start, 0, replay=True),
              "legal": [{"type": "pass"}, {"type": "drive", "city": "Chicago"}]}
    assert click_everything(player, replay) == ([], 48)  # drawn in full, nothing to click

    two_ways = {**frame_of(GAME, start, 0),
                "legal": [{"type": "drive", "city": "Chicago"}, {"type": "direct", "city": "Chicago"}],
                "labels": ["drive to Chicago", "direct flight to Chicago"]}
    page.evaluate(MOUNT, two_ways)
    page.click("[data-key='city:Chicago']")
    assert page.locator(".pan-pop-btn").all_inner_texts() == ["Drive to Chicago", "Direct flight to Chicago"]
    page.click(".pan-pop [data-key='direct:Chicago']")
    assert page.evaluate("window.played") == [{"type": "direct", "city": "Chicago"}]

    frames = sample_frames()
    kinds = {(f["view"]["phase"], (f["view"]["pending"] or {}).get("kind")) for f in frames}
    assert {
        ("roles", None), ("actions", None), ("actions", "charter"), ("draw", None), ("infect", None), ("over", None)
    } <= kinds
    for frame in frames:
        played, cities = click_everything(player, frame)
        assert cities == 48
        listed = sorted(json.dumps(a, separators=(",", ":")) for a in frame["legal"])
        assert sorted(set(played)) == listed, frame["view"]["pending"]
    assert_clean(player)


def played_by_clicking(player: Player, frame: dict[str, Any], selector: str) -> list[dict[str, Any]]:
    """Mount the renderer on `frame`, click `selector`, and return the actions it played."""
    player.page.evaluate(MOUNT, frame)
    player.page.click(selector)
    return player.page.evaluate("window.played")


def test_build_cure_and_share_are_clicked_on_the_board(server, browser, artifacts: Path) -> None:
    player = open_player(browser, server.base)
    page = player.page
    build = frame_of(GAME, table(at={0: "Chicago", 1: "Chicago"}, hands={0: ["Chicago", "Paris"]}), 0)
    assert {"type": "build"} in build["legal"]
    assert played_by_clicking(player, build, ".pan-hit.build[data-key='city:Chicago']") == [{"type": "build"}]
    assert not page.query_selector(".pan-prompt button:has-text('Build')")  # on the map, not in the list
    page.wait_for_timeout(200)  # the stylesheet
    page.locator("#mounted").screenshot(path=str(artifacts / "pandemic-build.png"))
    # Chicago's card: given to Ben from Ana's hand (also listed in the prompt); it could also charter a
    # flight, so the click lists both uses at the card
    assert played_by_clicking(player, build, ".pan-seat[data-seat='0'] .pan-cardbtn") == []
    page.click(".pan-use[data-key='use:give:Chicago:1']")
    assert page.evaluate("window.played") == [{"type": "give", "card": "Chicago", "seat": 1}]

    blue = ["Atlanta", "Chicago", "Montreal", "New York", "Washington"]
    cure = frame_of(GAME, table(hands={0: blue}), 0)
    marker = ".pan-cure-btn[data-key='cure:blue']"
    assert played_by_clicking(player, cure, marker) == [{"type": "cure", "colour": "blue"}]
    assert page.locator(".pan-cure-btn").count() == 1  # the other diseases cannot be cured now

    take = frame_of(GAME, table(hands={0: ["Paris"], 1: ["Atlanta"]}), 0)
    assert played_by_clicking(player, take, ".pan-seat[data-seat='1'] .pan-cardbtn") == [
        {"type": "take", "card": "Atlanta", "seat": 1}]
    assert page.get_attribute(".pan-seat[data-seat='0'] .pan-cardbtn", "aria-label") == "Direct flight to Paris"

    three = frame_of(GAME, table(3, ("Medic", "Scientist", "Researcher"), hands={0: ["Atlanta"]}), 0)
    gives = [a for a in three["legal"] if a["type"] == "give"]
    assert len(gives) == 2
    page.evaluate(MOUNT, three)  # one card, two players to give it to (or a charter): the card lists its uses
    page.click(".pan-seat[data-seat='0'] .pan-cardbtn.several")
    uses = ["Charter flight", "Give Atlanta to Ben", "Give Atlanta to Player 3"]
    assert page.locator(".pan-use").all_inner_texts() == uses
    page.click(".pan-use[data-key='use:give:Atlanta:2']")
    assert page.evaluate("window.played") == [{"type": "give", "card": "Atlanta", "seat": 2}]
    page.evaluate(MOUNT, three)  # the prompt still lists the gives
    page.click(".pan-prompt button:has-text('Give Atlanta to')")
    assert page.evaluate("window.played") in ([g] for g in gives)
    assert_clean(player)
    page.context.close()


def test_charter_dispatch_and_operations_are_clicked_on_cards_and_pawns(server, browser, artifacts: Path) -> None:
    player = open_player(browser, server.base)
    page = player.page
    # Alone in Atlanta with its card: the card charters a flight; the prompt has no charter button.
    alone = table(at={1: "Paris"}, hands={0: ["Atlanta", "Paris"]})
    frame = frame_of(GAME, alone, 0)
    assert {"type": "charter"} in frame["legal"]
    atlanta = ".pan-seat[data-seat='0'] [data-key='card:Atlanta']"
    assert played_by_clicking(player, frame, atlanta) == [{"type": "charter"}]
    assert not page.query_selector(".pan-prompt button:has-text('Charter')")
    assert "click the Atlanta card in your hand" in page.inner_text(".pan-prompt")
    GAME.apply(alone, 0, {"type": "charter"})  # then the destination, anywhere on the map
    tokyo = "[data-key='city:Tokyo']"
    assert played_by_clicking(player, frame_of(GAME, alone, 0), tokyo) == [{"type": "fly", "city": "Tokyo"}]

    # With Ben in Atlanta too, the card could charter or be given: a click lists both, at the card.
    both = frame_of(GAME, table(hands={0: ["Atlanta"]}), 0)
    page.evaluate(MOUNT, both)
    page.click(atlanta)
    assert page.locator(".pan-use").all_inner_texts() == ["Charter flight", "Give Atlanta to Ben"]
    assert page.evaluate("window.played") == []
    page.wait_for_timeout(200)  # the stylesheet
    page.locator(".pan-players").screenshot(path=str(artifacts / "pandemic-card-uses.png"))
    page.click(".pan-use[data-key='use:charter']")
    assert page.evaluate("window.played") == [{"type": "charter"}]
    page.evaluate(MOUNT, both)
    page.click(atlanta)
    page.click(".pan-use[data-key='use:give:Atlanta:1']")
    assert page.evaluate("window.played") == [{"type": "give", "card": "Atlanta", "seat": 1}]

    # The Dispatcher clicks Ben's pawn in his box, then charters it with Paris, the card of Ben's city.
    dispatcher = table(2, ("Dispatcher", "Medic"), at={1: "Paris"}, hands={0: ["Paris"]})
    frame = frame_of(GAME, dispatcher, 0)
    bens_pawn = ".pan-seat[data-seat='1'] .pan-wherebtn"
    assert played_by_clicking(player, frame, bens_pawn) == [{"type": "dispatch", "seat": 1}]
    assert not page.query_selector(".pan-prompt button:has-text('Move the pawn')")
    page.wait_for_timeout(200)
    page.locator(".pan-players").screenshot(path=str(artifacts / "pandemic-dispatch.png"))
    GAME.apply(dispatcher, 0, {"type": "dispatch", "seat": 1})
    frame = frame_of(GAME, dispatcher, 0)
    paris = ".pan-seat[data-seat='0'] [data-key='card:Paris']"
    assert played_by_clicking(player, frame, paris) == [{"type": "charter"}]

    # The Operations Expert at a station flies by clicking any city card (Atlanta could also charter,
    # Tokyo could also be a direct flight to Tokyo: both list their uses).
    ops = frame_of(GAME, table(2, ("Operations Expert", "Medic"), at={1: "Paris"}, hands={0: ["Atlanta", "Tokyo"]}), 0)
    for card, other in (("Atlanta", "Charter flight"), ("Tokyo", "Direct flight to Tokyo")):
        page.evaluate(MOUNT, ops)
        page.click(f"[data-key='card:{card}']")
        assert other in page.locator(".pan-use").all_inner_texts()
        page.click(f".pan-use[data-key='use:ops_move:{card}']")
        assert page.evaluate("window.played") == [{"type": "ops_move", "card": card}]
    assert_clean(player)
    page.context.close()


def test_a_direct_flight_is_a_click_on_the_destination_card(server, browser, artifacts: Path) -> None:
    player = open_player(browser, server.base)
    page = player.page
    # In Atlanta with Tokyo's card: the card flies there, as does the dashed ring on Tokyo.
    frame = frame_of(GAME, table(at={1: "Paris"}, hands={0: ["Tokyo", "Paris"]}), 0)
    tokyo = {"type": "direct", "city": "Tokyo"}
    assert [a for a in frame["legal"] if "Tokyo" in a.values()] == [tokyo]  # no other use of the card
    card = ".pan-seat[data-seat='0'] [data-key='card:Tokyo']"
    assert played_by_clicking(player, frame, card) == [tokyo]
    assert page.get_attribute(card, "aria-label") == "Direct flight to Tokyo"
    assert "also the city's card in your hand" in page.inner_text(".pan-prompt")
    page.wait_for_timeout(200)  # the stylesheet
    page.locator(".pan-players").screenshot(path=str(artifacts / "pandemic-direct.png"))
    page.set_viewport_size({"width": 390, "height": 844})
    page.screenshot(path=str(artifacts / "pandemic-direct-phone.png"), full_page=True)
    page.set_viewport_size({"width": 1366, "height": 900})
    page.screenshot(path=str(artifacts / "pandemic-direct-wide.png"), full_page=True)
    assert played_by_clicking(player, frame, ".pan-hit.far[data-key='city:Tokyo']") == [tokyo]

    # The Researcher may give any card: Tokyo's card could fly there or go to Ben, so it lists both.
    both = frame_of(GAME, table(2, ("Researcher", "Medic"), hands={0: ["Tokyo"]}), 0)
    page.evaluate(MOUNT, both)
    page.click(card)
    assert page.locator(".pan-use").all_inner_texts() == ["Direct flight to Tokyo", "Give Tokyo to Ben"]
    assert page.evaluate("window.played") == []
    page.click(".pan-use[data-key='use:direct:Tokyo']")
    assert page.evaluate("window.played") == [tokyo]

    # The Dispatcher moving Ben flies him direct with a card of her own hand.
    dispatcher = table(2, ("Dispatcher", "Medic"), at={1: "Paris"}, hands={0: ["Tokyo"]})
    GAME.apply(dispatcher, 0, {"type": "dispatch", "seat": 1})
    frame = frame_of(GAME, dispatcher, 0)
    assert played_by_clicking(player, frame, card) == [tokyo]
    assert_clean(player)
    page.context.close()
