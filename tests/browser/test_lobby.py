"""The lobby in a browser: accounts, the new-table form's controls, the rules pages."""

from __future__ import annotations

import pytest

from meeple import games

from .pages import PASSWORD, assert_clean, create_table, open_new_table, open_player, play_as_guest, sign_up

pytestmark = pytest.mark.browser


def test_sign_up_log_out_and_log_in_again(server, browser) -> None:
    ana = open_player(browser, server.base)
    sign_up(ana, "ana")
    assert ana.page.inner_text("#whoami .username") == ana.name
    ana.page.click("#account button:has-text('Log out')")
    ana.page.wait_for_selector(".hero [name=username]")

    ana.page.click("#account button:has-text('Log in')")
    dialog = ana.page.locator("dialog")
    dialog.locator("[name=username]").fill(ana.name)
    dialog.locator("[name=password]").fill("not the password")
    dialog.locator("button[type=submit]").click()
    ana.page.wait_for_selector("dialog .error:not(:empty)")
    assert dialog.locator(".error").inner_text() == "Wrong username or password."
    dialog.locator("[name=password]").fill(PASSWORD)
    dialog.locator("button[type=submit]").click()
    ana.page.wait_for_selector("#whoami")
    assert ana.page.inner_text("#whoami .username") == ana.name
    assert_clean(ana, expected=("401",))  # the refused login is a 401 the browser logs


def test_a_weak_password_is_refused_with_the_reason(server, browser) -> None:
    ben = open_player(browser, server.base)
    ben.page.fill(".hero [name=username]", "benjamin")
    ben.page.fill(".hero [name=password]", "short")
    ben.page.click(".hero .auth-form button[type=submit]")
    ben.page.wait_for_selector(".hero .error:not(:empty)")
    assert "10 characters" in ben.page.inner_text(".hero .error")


def test_the_new_table_form_shows_each_option_as_a_control_with_its_default(server, browser) -> None:
    cleo = open_player(browser, server.base)
    sign_up(cleo, "cleo")
    for game in games.all():
        open_new_table(cleo, game.id)
        page = cleo.page
        counts = page.locator("#players option").all_inner_texts()
        assert counts[0] == f"{game.min_players} players" and counts[-1] == f"{game.max_players} players"
        for opt in game.options:
            control = page.locator(f"#opt-{opt.id}")
            if {v for v, _ in opt.choices} == {False, True}:
                assert control.get_attribute("type") == "checkbox" and control.is_checked() == opt.default
            else:
                label = dict(opt.choices)[opt.default]
                assert control.evaluate("s => s.selectedOptions[0].textContent") == label
        page.keyboard.press("Escape")
        page.wait_for_selector("dialog", state="detached")
    assert_clean(cleo)


def test_every_game_has_a_rules_page_linked_from_the_lobby(server, browser) -> None:
    dana = open_player(browser, server.base)
    dana.page.click("[data-game=pickomino] a:has-text('Rules')")
    dana.page.wait_for_url("**/games/pickomino/rules")
    assert dana.page.inner_text("article h1") == "Pickomino: how to play here"  # its rules.md, not the README
    dana.page.click("text=Back to the lobby")
    dana.page.wait_for_selector(".game-card")
    assert_clean(dana)


def test_the_games_can_be_filtered_by_player_count_and_length(server, browser) -> None:
    from meeple import games

    erin = open_player(browser, server.base)
    page = erin.page
    page.wait_for_selector(".game-card")
    every = len(games.ids())
    assert page.locator(".game-card:visible").count() == every
    page.select_option("#filter-players", "6")
    six = {g for g in games.ids() if games.get(g).min_players <= 6 <= games.get(g).max_players}
    page.wait_for_function("(n) => document.querySelectorAll('.game-card:not([hidden])').length === n", arg=len(six))
    shown = {el.get_attribute("data-game") for el in page.query_selector_all(".game-card:not([hidden])")}
    assert shown == six and "heat" in shown and "gipf" not in shown
    page.select_option("#filter-length", "long")
    long_six = {g for g in six if games.get(g).play_minutes[1] > 60}
    shown = {el.get_attribute("data-game") for el in page.query_selector_all(".game-card:not([hidden])")}
    assert shown == long_six
    assert page.inner_text("#filter-count") == f"{len(long_six)} of {every} games"
    page.select_option("#filter-players", "")
    page.select_option("#filter-length", "")
    assert page.locator(".game-card:visible").count() == every
    assert_clean(erin)


def test_play_now_seats_two_players_at_one_table_and_starts_the_game(server, browser) -> None:
    first, second = open_player(browser, server.base), open_player(browser, server.base)
    for p in (first, second):
        play_as_guest(p)
    first.page.click("[data-play-now=claim]")
    first.page.wait_for_url("**/t/*")
    table = first.page.url.rsplit("/t/", 1)[1]
    first.page.wait_for_selector("#seats #auto-start-note")
    second.page.click("[data-play-now=claim]")
    second.page.wait_for_url(f"**/t/{table}")  # matched to the open table rather than a new one
    for p in (first, second):  # the last seat taken, the game begins without anyone pressing Start
        p.page.wait_for_selector(".cl")
        assert p.page.query_selector("#seats") is None
    assert_clean(first, second)


def test_a_friends_table_shows_in_the_lobby(server, browser) -> None:
    ana, ben = open_player(browser, server.base), open_player(browser, server.base)
    sign_up(ana, "ana")
    sign_up(ben, "ben")
    ana.page.goto(f"/players/{ben.name}")
    ana.page.wait_for_selector("#friend-button:not([disabled])")
    ana.page.click("#friend-button")
    ana.page.wait_for_function("() => document.querySelector('#friend-button').textContent === 'Remove friend'")
    open_new_table(ben, "skull")
    table = create_table(ben)
    ana.page.goto("/")
    ana.page.wait_for_selector(f"#friends-tables [data-table='{table}'] button:has-text('Join')")
    assert_clean(ana, ben)


def test_each_game_has_a_leaderboard_linked_from_the_lobby(server, browser) -> None:
    dana = open_player(browser, server.base)
    dana.page.click("[data-game=skull] a:has-text('Leaderboard')")
    dana.page.wait_for_url("**/leaderboard/skull")
    assert dana.page.inner_text("#leaderboard h1") == "Skull: leaderboard"
    assert "No ranked game" in dana.page.inner_text("#leaderboard")  # a new server: nobody yet
    assert_clean(dana)


def test_an_unknown_table_address_says_not_found_instead_of_reconnecting(server, browser) -> None:
    cleo = open_player(browser, server.base)
    cleo.page.goto(f"{server.base}/t/no-such-table")
    cleo.page.wait_for_selector("#table-not-found")
    assert "Table not found" in cleo.page.inner_text("#table-not-found h1")
    assert cleo.page.query_selector(".conn-status") is None  # no socket, no "reconnecting…"
    cleo.page.click("#table-not-found a[href='/']")
    cleo.page.wait_for_selector(".hero")
    assert_clean(cleo, expected=("404",))


def test_a_table_cancelled_while_watched_says_so(server, browser) -> None:
    dora = open_player(browser, server.base)
    play_as_guest(dora)
    open_new_table(dora, "pickomino")
    table_id = create_table(dora)
    eve = open_player(browser, server.base)
    eve.page.goto(f"{server.base}/t/{table_id}")
    eve.page.wait_for_selector(".conn-status[data-state=open]")
    status = dora.page.evaluate(
        "async (id) => (await fetch(`/api/tables/${id}`, {method: 'DELETE', headers: {'x-csrf-token':"
        " decodeURIComponent(document.cookie.match(/meeple_csrf=([^;]*)/)[1])}})).status", table_id)
    assert status == 204
    eve.page.wait_for_selector("#abandoned")
    assert eve.page.query_selector(".banner:not([hidden])") is None  # no "reconnecting…"
    assert_clean(dora, eve)


def test_a_table_of_bots_can_play_without_the_wait(server, browser) -> None:
    dora = open_player(browser, server.base)
    play_as_guest(dora)
    page = dora.page
    open_new_table(dora, "skull")
    assert page.locator("#bot-pace").evaluate("s => s.selectedOptions[0].textContent") == "The server's pace"
    page.check("#fill-bots")
    page.select_option("#bot-pace", "0")
    page.click("#create-table")
    page.wait_for_url("**/t/*")
    table_id = page.url.rsplit("/", 1)[-1]
    table = page.evaluate("id => fetch(`/api/tables/${id}`).then((r) => r.json())", table_id)["table"]
    assert table["bot_delay_ms"] == 0 and all(s["bot"] for s in table["seats"][1:])
    assert_clean(dora)
