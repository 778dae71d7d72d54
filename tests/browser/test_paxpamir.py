"""Pax Pamir played to the end by clicking its board, against a random bot.

A guest opens a two-seat table with a random bot and plays every decision through the board: the
starting loyalty, plays (a hand card's left/right button), card actions (a court card's buttons),
purchases (a market card), placements (a region, border or card), moves (the army's region or the
spy's card, then where it goes), gifts (a gift space), taxing a player (a button in their box), and the
action bar for bribes, answers, prizes and ending the turn. After each click that plays an action
the table's version must move.
Screenshots at 1366x900 and at phone size go to test-artifacts/ (paxpamir-*.png), and a phone-sized
spectator must see the table without sideways scrolling and without anything to click.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from .pages import assert_clean, click, guest_against_a_random_bot, open_player, snapshot, view, wait_my_turn

pytestmark = pytest.mark.browser
MAX_CLICKS = 700

PREFERENCE = (
    ".pp-moveto", ".pp-play", ".pp-act", ".pp-market .pp-cardbtn", ".pp-regionbtn:not(.pp-movefrom)", ".pp-borderbtn",
    ".pp-courtcard .pp-btn:not(.pp-movefrom)",
    ".pp-remove", ".pp-bar .btn-primary", ".pp-bar-answer", ".pp-bar-loyalty", ".pp-bar-done", ".pp-bar-end",
    ".pp-giftbtn", ".pp-levy", ".pp .pp-bar button", ".pp button",
)


def my_turn(guest) -> dict | None:
    """Wait until the guest may act: the view then, or None once the game is over."""
    wait_my_turn(guest)
    if guest.page.query_selector("#result"):
        return None
    guest.page.wait_for_selector(".pp button", timeout=20_000)
    return view(guest)


def click_next(guest, v: dict, me: int, gave_up: set[int] | None = None) -> str | None:
    """Click the first button of the preference order (buying first with an empty hand); its selector.

    `gave_up` holds the turns in which this player has given up an action (a bribe it could not pay:
    Wakhan asks the full bribe and never less): the same play or card action would come back to the
    same dead end, so the rest of that turn ends it when it can.
    """
    hand = v["players"][me]["hand"] or []
    page = guest.page
    order = (".pp-market .pp-cardbtn", *PREFERENCE) if not hand else PREFERENCE
    if gave_up is not None and v["turn"] in gave_up:
        order = (".pp-bar-end", *order)
    if not page.query_selector("#game .pp-moveto") and page.query_selector("#game .pp-movefrom:not(.selected)"):
        page.click("#game .pp-movefrom:not(.selected) >> nth=0")  # the piece to move: no action yet
        page.wait_for_selector("#game .pp-moveto")
    if gave_up is not None and page.query_selector("#game .pp-bar-back") and not page.query_selector(
            "#game .pp-bar button:not(.pp-bar-back)"):
        gave_up.add(v["turn"])  # nothing to do but give up: remember the dead end for this turn
    for selector in order:
        if guest.page.query_selector(f"#game {selector}"):
            click(guest, f"#game {selector}")
            return selector
    return None


def test_a_whole_game_by_clicking(server, browser, artifacts: Path) -> None:
    guest = guest_against_a_random_bot(browser, server.base, "paxpamir", ".pp")
    guest.page.set_viewport_size({"width": 1366, "height": 900})
    page = guest.page
    me = page.evaluate("window.meepleTable.seat")
    shots: set[str] = set()
    clicks = {"play": 0, "buy": 0, "act": 0}
    trail: list[str] = []
    gave_up: set[int] = set()
    for _ in range(MAX_CLICKS):
        v = my_turn(guest)
        if v is None:
            break
        kind = (v["step"] or {}).get("k")
        if kind and kind not in shots and kind in ("loyalty", "main", "place", "bribe", "battle", "tax"):
            snapshot(guest, artifacts / f"paxpamir-{kind}.png")
            shots.add(kind)
        selector = click_next(guest, v, me, gave_up)
        kind = {".pp-play": "play", ".pp-act": "act", ".pp-market .pp-cardbtn": "buy"}.get(selector or "")
        if kind:
            clicks[kind] += 1
        trail.append(selector or "none")
        if clicks["play"] == 4 and "phone" not in shots:
            shots.add("phone")
            snapshot(guest, artifacts / "paxpamir-table.png")
            snapshot(guest, artifacts / "paxpamir-phone.png", phone=True)
            page.set_viewport_size({"width": 1366, "height": 900})
            spectator = open_player(browser, server.base, phone=True)
            spectator.page.goto(page.url)
            spectator.page.wait_for_selector(".pp")
            assert spectator.page.evaluate("document.documentElement.scrollWidth <= innerWidth")
            assert spectator.page.locator("#game button").count() == 0
            spectator.page.screenshot(path=str(artifacts / "paxpamir-spectator-phone.png"), full_page=True)
            assert_clean(spectator)
            spectator.page.context.close()
    else:
        raise AssertionError(f"no result after {MAX_CLICKS} clicks (turn {view(guest)['turn']}): {trail[-30:]}")
    page.wait_for_selector("#result")
    final = view(guest)
    assert final["phase"] == "over" and final["checks_done"] >= 1
    assert clicks["play"] >= 1 and clicks["buy"] >= 1, (clicks, final["turn"], trail[:60])
    assert final["players"][me]["loyalty"] is not None
    snapshot(guest, artifacts / "paxpamir-end.png")
    assert_clean(guest)


def test_the_bribe_steps_are_buttons_in_the_action_bar(server, browser, artifacts: Path) -> None:
    """The renderer alone, from named positions: the ruler's 'ask' and the Courtly Manners 'ignore'
    are clickable buttons that play the listed actions, and the amount asked is the stressed one."""
    from meeple.games.paxpamir import GAME
    from tests.games.paxpamir.positions import table, tribe

    from .pages import MOUNT, frame_of

    guest = open_player(browser, server.base)
    page = guest.page
    s = table()
    tribe(s, 1, "herat", 3)
    s.hands[0] = [63]
    GAME.apply(s, 0, {"type": "play", "card": 63, "side": "left"})
    GAME.apply(s, 0, {"type": "offer", "amount": 0})
    page.evaluate(MOUNT, frame_of(GAME, s, 1))
    assert page.locator("#mounted .pp-bar-ask").count() == 2
    page.click("#mounted .pp-bar-ask >> nth=1")
    assert page.evaluate("window.played") == [{"type": "ask", "amount": 2}]
    GAME.apply(s, 1, {"type": "ask", "amount": 2})
    s.pflags[0].append("courtly_manners")
    s.step["manners"] = True
    page.evaluate(MOUNT, frame_of(GAME, s, 0))
    assert page.locator("#mounted .pp-bar .btn-primary").inner_text().strip().lower() == "pay the 2 asked"
    page.screenshot(path=str(artifacts / "paxpamir-bribe.png"), full_page=True)
    page.click("#mounted .pp-bar-ignore")
    assert page.evaluate("window.played") == [{"type": "ignore"}]
    assert_clean(guest)
    page.context.close()


def test_wakhan_has_her_seat_court_and_revealed_ai_card_on_the_board(server, browser, artifacts: Path) -> None:
    """A solo table against Wakhan (the automa, the last seat): her seat is named Wakhan with her court,
    and the Wakhan block shows the AI card she revealed and where it sends her radicalize."""
    from meeple.games.paxpamir import GAME

    from .pages import MOUNT, frame_of

    guest = open_player(browser, server.base)
    page = guest.page
    s = GAME.setup(1, {"wakhan": True}, 3)
    GAME.apply(s, 0, {"type": "loyalty", "coalition": "british"})
    assert s.courts[1], "Wakhan's first turn put a card in her court"
    page.evaluate(MOUNT, frame_of(GAME, s, 0))
    seat = page.locator('#mounted .pp-wakhan')
    assert "Wakhan" in seat.inner_text() and seat.locator(".pp-courtcard").count() == len(s.courts[1])
    card = page.locator("#mounted .pp-aicard")
    assert card.get_attribute("data-ai-card") == str(s.ai_discard[-1])
    assert "radicalize: column" in card.inner_text()
    page.screenshot(path=str(artifacts / "paxpamir-wakhan.png"), full_page=True)
    assert_clean(guest)
    page.context.close()


def test_solo_against_wakhan_from_the_lobby_by_clicking(server, browser, artifacts: Path) -> None:
    """One player: the new-table form ticks (and fixes) the Wakhan option; the guest then plays the
    whole game by clicking while Wakhan plays her turns inside the guest's moves."""
    from .pages import table_form

    guest = table_form(browser, server.base, "paxpamir", 1)
    page = guest.page
    assert page.is_checked("#opt-wakhan") and page.is_disabled("#opt-wakhan")
    page.click("#create-table")
    page.wait_for_url("**/t/*")
    page.wait_for_selector(".pp")
    gave_up: set[int] = set()
    for _ in range(MAX_CLICKS):
        v = my_turn(guest)
        if v is None:
            break
        if v["turn"] >= 2 and not page.query_selector("#game .pp-aicard"):
            raise AssertionError("Wakhan's AI card is not on the board")
        click_next(guest, v, 0, gave_up)
    else:
        raise AssertionError(f"no result after {MAX_CLICKS} clicks (turn {view(guest)['turn']})")
    page.wait_for_selector("#result")
    final = view(guest)
    assert final["phase"] == "over" and final["wakhan"]["seat"] == 1 and final["wakhan"]["discard"] >= 1
    assert "Wakhan" in page.inner_text("#game .pp-wakhan")
    snapshot(guest, artifacts / "paxpamir-wakhan-end.png")
    assert_clean(guest)


def test_moves_are_two_clicks_on_the_map_and_the_courts(server, browser, artifacts: Path) -> None:
    """The renderer alone: with two armies and a spy to move, the first click picks the piece up (its
    region or card), the second plays the move to a highlighted region or card; a single piece to move
    needs one click. A piece taken from the board (none left in supply) is picked on the map or a card."""
    from meeple.games.paxpamir import GAME
    from tests.games.paxpamir.positions import BRITISH, army, do, road, spy, table, tribe

    from .pages import MOUNT, frame_of

    guest = open_player(browser, server.base)
    page = guest.page
    s = table()
    s.courts = [[9], [61, 62]]  # 9: a Move card of rank 1
    army(s, BRITISH, "kabul")
    army(s, BRITISH, "herat")
    road(s, BRITISH, "kabul-punjab")
    road(s, BRITISH, "herat-kabul")
    spy(s, 0, 9)
    do(s, 0, "act", card=9, action="move")
    frame = frame_of(GAME, s, 0)
    page.evaluate(MOUNT, frame)
    assert sorted(page.eval_on_selector_all("#mounted .pp-movefrom", "bs => bs.map((b) => b.dataset.key)")) == [
        "from:c9", "from:herat", "from:kabul"]
    assert page.locator("#mounted .pp-moveto").count() == 0
    assert page.locator("#mounted .pp-bar button").all_inner_texts() == ["Done"]  # no move left in the bar
    page.click("#mounted [data-key='from:kabul']")
    assert sorted(page.eval_on_selector_all("#mounted .pp-moveto", "bs => bs.map((b) => b.dataset.key)")) == [
        "move:army:kabul:herat", "move:army:kabul:punjab"]
    page.wait_for_timeout(200)  # the stylesheet
    page.screenshot(path=str(artifacts / "paxpamir-move.png"), full_page=True)
    page.click("#mounted [data-key='move:army:kabul:punjab']")
    assert page.evaluate("window.played") == [{"type": "move", "piece": "army", "frm": "kabul", "to": "punjab"}]

    page.evaluate(MOUNT, frame)
    page.click("#mounted [data-key='from:c9']")  # the spy on card 9
    page.click("#mounted [data-key='from:c9']")  # put back
    assert page.locator("#mounted .pp-moveto").count() == 0
    page.click("#mounted [data-key='from:c9']")
    page.click("#mounted [data-key='move:spy:c9:c62']")
    assert page.evaluate("window.played") == [{"type": "move", "piece": "spy", "frm": 9, "to": 62}]

    s = table()
    s.courts = [[9], []]
    army(s, BRITISH, "kabul")
    road(s, BRITISH, "kabul-punjab")
    do(s, 0, "act", card=9, action="move")
    page.evaluate(MOUNT, frame_of(GAME, s, 0))
    assert page.locator("#mounted .pp-movefrom").count() == 0  # the only piece: already picked up
    page.click("#mounted [data-key='move:army:kabul:punjab']")
    assert page.evaluate("window.played") == [{"type": "move", "piece": "army", "frm": "kabul", "to": "punjab"}]

    s = table()  # every cylinder out: a tribe to place comes from the board, picked on the map or a card
    s.courts = [[9], []]
    tribe(s, 0, "kabul", 6)
    spy(s, 0, 9, 4)
    s.hands[0] = [1]
    do(s, 0, "play", card=1, side="left")
    frame = frame_of(GAME, s, 0)
    assert frame["legal"] == [{"type": "pick", "at": "kabul"}, {"type": "pick", "at": 9}]
    page.evaluate(MOUNT, frame)
    assert page.locator("#mounted .pp-bar").count() == 0
    page.click("#mounted .pp-regionbtn")
    page.click("#mounted .pp-courtcard .pp-pick")
    assert page.evaluate("window.played") == [{"type": "pick", "at": "kabul"}, {"type": "pick", "at": 9}]
    assert_clean(guest)
    page.context.close()


def test_gifts_and_taxing_a_player_are_clicked_on_the_board(server, browser, artifacts: Path) -> None:
    """The renderer alone: a gift is bought on your free gift space (two of three affordable), a player is
    taxed by the button in their box; neither is left in the action bar."""
    from meeple.games.paxpamir import GAME
    from tests.games.paxpamir.positions import do, table, tribe

    from .pages import MOUNT, frame_of

    guest = open_player(browser, server.base)
    page = guest.page
    s = table()
    s.courts[0] = [4]
    do(s, 0, "act", card=4, action="gift")
    page.evaluate(MOUNT, frame_of(GAME, s, 0))
    assert page.locator("#mounted .pp-bar").count() == 0
    assert sorted(page.eval_on_selector_all("#mounted .pp-giftbtn", "bs => bs.map((b) => b.dataset.key)")) == [
        "gift:gift2", "gift:gift4"]
    page.wait_for_timeout(200)  # the stylesheet
    page.screenshot(path=str(artifacts / "paxpamir-gift.png"), full_page=True)
    page.click("#mounted [data-key='gift:gift4']")
    assert page.evaluate("window.played") == [{"type": "gift", "cost": 4}]
    do(s, 0, "gift", cost=4)
    page.evaluate(MOUNT, frame_of(GAME, s, 0))
    assert page.locator("#mounted .pp-you .pp-gift .pp-cyl").count() == 1  # the cylinder on the ₹4 space

    s = table()
    s.courts[0] = [64]  # Herat merchant 4: tax
    tribe(s, 0, "herat")
    s.courts[1] = [61]
    s.coins[1] = 3
    do(s, 0, "act", card=64, action="tax")
    page.evaluate(MOUNT, frame_of(GAME, s, 0))
    assert page.locator("#mounted .pp-bar button").all_inner_texts() == ["Done"]
    page.click("#mounted .cg-seat[data-seat='1'] .pp-levy")
    assert page.evaluate("window.played") == [{"type": "levy", "seat": 1}]
    assert_clean(guest)
    page.context.close()
