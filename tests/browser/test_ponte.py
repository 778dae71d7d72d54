"""Ponte del Diavolo on its own board: a guest plays by clicking squares and tiles against a random bot.

The guest opens a table with a random bot and places the two opening light
tiles by clicking squares; the bot keeps or swaps. On each of the guest's
next turns two tiles are placed by clicking, two squares apart with water
between them; the turn after, the guest builds the bridge between them by
clicking one end and then the other. Every clicked square must show a tile of
the guest's colour, and the bridge must be drawn. A second part mounts the
renderer on made-up positions (the colour choice, a replay) and checks what
each click plays. Screenshots (desktop, phone) go to test-artifacts/.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from meeple import games

from .pages import (
    MOUNT,
    Player,
    assert_clean,
    frame_of,
    guest_against_a_random_bot,
    open_player,
    snapshot,
    wait_my_turn,
)

pytestmark = pytest.mark.browser
GAME = games.get("pontedeldiavolo")


def offered(player: Player) -> list[str]:
    return player.page.eval_on_selector_all(".pd-hit.place", "els => els.map((e) => e.dataset.cell)")


def place(player: Player, cell: str) -> None:
    """Click a square and wait for the tile to show."""
    v = player.version()
    player.page.click(f".pd-hit.place[data-cell='{cell}']")
    player.wait_version_above(v)
    player.page.wait_for_selector(f".pd-tile[data-cell='{cell}']")


def my_colour(player: Player) -> str:
    return player.page.evaluate("() => { const m = window.meepleTable; return m.state.view.colours[m.seat]; }")


def bridgeable_pair(cells: list[str]) -> tuple[str, str]:
    """Two offered squares in one file, two ranks apart, with an offered (empty) square between."""
    free = set(cells)
    for cell in cells:
        file, rank = cell[0], int(cell[1:])
        if f"{file}{rank + 1}" in free and f"{file}{rank + 2}" in free:
            return cell, f"{file}{rank + 2}"
    raise AssertionError(f"no two squares to bridge among {cells}")


def test_ponte_played_by_clicking_the_board(server, browser, artifacts: Path) -> None:
    guest = guest_against_a_random_bot(browser, server.base, "pontedeldiavolo", ".pd-svg")
    page = guest.page
    wait_my_turn(guest)
    assert page.get_attribute(".pd", "data-phase") == "opening" and len(offered(guest)) == 100
    place(guest, "b2")
    assert "second" in page.inner_text("#pd-status")
    place(guest, "i9")
    assert page.get_attribute(".pd-tile[data-cell='b2']", "data-colour") == "light"

    laid: tuple[str, str] | None = None  # the pair laid last turn, to be bridged this turn
    for _ in range(4):
        wait_my_turn(guest)
        if laid and page.query_selector(f".pd-hit.end[data-cell='{laid[0]}']"):
            break  # the pair laid last turn can be bridged
        colour = my_colour(guest)  # (the pie rule may have swapped colours)
        laid = bridgeable_pair(offered(guest))  # the bot's tiles may have blocked the last pair
        place(guest, laid[0])
        assert page.locator(".pd-placed").count() == 1  # the first tile of the turn is marked
        place(guest, laid[1])
        for cell in laid:
            assert page.get_attribute(f".pd-tile[data-cell='{cell}']", "data-colour") == colour
    else:
        raise AssertionError("the random bot blocked three bridges in a row")
    low, high = laid

    snapshot(guest, artifacts / "ponte-table.png")
    page.click(f".pd-hit.end[data-cell='{low}']")
    assert page.get_attribute(f".pd-hit.end[data-cell='{low}']", "aria-pressed") == "true"
    assert page.locator(".pd-bridge.ghost").count() >= 1
    v = guest.version()
    page.click(f".pd-hit.partner[data-cell='{high}']")
    guest.wait_version_above(v)
    # attached, not visible: a vertical line has no width
    page.wait_for_selector(f".pd-bridge.{colour}[data-from='{low}'][data-to='{high}']", state="attached")
    assert f"bridge from {low} to {high}" in page.inner_text(".log")

    snapshot(guest, artifacts / "ponte-phone.png", phone=True)
    assert_clean(guest)
    page.context.close()


def test_the_colour_choice_and_a_replay(server, browser) -> None:
    """The renderer alone: the pie rule's buttons play the actions as listed; a replay offers nothing."""
    guest = open_player(browser, server.base)
    page = guest.page
    s = GAME.setup(2, {}, 1)
    for cell in ("d4", "g7"):
        GAME.apply(s, 0, {"type": "place", "cell": cell})
    page.evaluate(MOUNT, frame_of(GAME, s, 1))
    assert page.locator(".pd-hit").count() == 0 and page.locator(".pd-tile.light").count() == 2
    page.click("#actions button:has-text('Swap to light')")
    assert page.evaluate("window.played") == [{"type": "swap"}]

    GAME.apply(s, 1, {"type": "keep"})
    page.evaluate(MOUNT, frame_of(GAME, s, 1, replay=True))
    assert page.locator("#mounted button").count() == 0 and page.locator(".pd-tile").count() == 2
    assert_clean(guest)
    page.context.close()
