"""Chakra played to the end by clicking its board, against a random bot.

A guest opens a two-seat game with a random bot and plays every turn through
the board, turning in turn between the three actions: a receive (click a
flow, its glowing energies one by one, then an empty place of the bubbles or a
chakra), a channel (click an inspiration space, then for each move a glowing
energy and an empty place it may go to, or the earth)
and a meditation (the button, then a face-down plenitude token, whose value
then shows). After each click the view must have moved as the click said.
Screenshots at 1366x900 and at phone size go to test-artifacts/ (chakra-*.png),
and a phone-sized spectator must see the table without sideways scrolling,
without anything to click and without any plenitude value.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from .pages import Player, assert_clean, click, guest_against_a_random_bot, open_player, snapshot, view

pytestmark = pytest.mark.browser
MAX_TURNS = 200


def has(player: Player, selector: str) -> bool:
    return player.page.query_selector(selector) is not None


def drawn_with(player: Player, drawn: str, wanted: str) -> bool:
    """Whether `wanted` shows, once the board shows `drawn` (it is drawn a moment after the state)."""
    player.page.wait_for_selector(drawn)
    return has(player, wanted)


def receive(guest: Player, me: int) -> None:
    before = sum(len(c) for c in view(guest)["boards"][me]["chakras"]) + len(view(guest)["boards"][me]["bubbles"])
    click(guest, ".ck-flowbtn")
    assert view(guest)["phase"] == "take"
    while not drawn_with(guest, ".ck-take, .ck-place", ".ck-place"):
        taken = len(view(guest)["chosen"])
        click(guest, ".ck-take")
        assert len(view(guest)["chosen"]) == taken + 1
    taken = len(view(guest)["chosen"])
    click(guest, ".ck-place")
    board = view(guest)["boards"][me]
    assert sum(len(c) for c in board["chakras"]) + len(board["bubbles"]) == before + taken


def channel(guest: Player, me: int) -> None:
    space = int(guest.page.get_attribute(".ck-spacebtn >> nth=0", "data-key").split(":")[1])
    click(guest, ".ck-spacebtn")
    assert view(guest)["boards"][me]["spaces"][space]
    # One read of the view per check: phase and turn read apart could come from two states, the
    # bot's move phase and then my next turn (the bot plays on meanwhile), and wait for a move.
    while (now := view(guest))["phase"] == "move" and now["turn"] == me:
        left = len(now["moves_left"])
        guest.page.wait_for_selector(".ck-source, .ck-target")  # the board is drawn a moment after the state
        if not has(guest, ".ck-target"):
            guest.page.click(".ck-source >> nth=0")  # picks the energy: no new state, just the targets
            guest.page.wait_for_selector(".ck-target")
        click(guest, ".ck-target")
        after = view(guest)
        if after["phase"] == "move" and after["turn"] == me:
            assert len(after["moves_left"]) == left - 1


def meditate(guest: Player, me: int) -> None:
    seen = len(view(guest)["boards"][me]["meditation"])
    click(guest, ".ck-meditate")
    if has(guest, ".ck-look"):
        click(guest, ".ck-look")
        after = view(guest)
        assert len(after["boards"][me]["meditation"]) == seen + 1
        assert all(after["plenitude"][k] is not None for k in after["boards"][me]["meditation"])


def test_a_whole_game_by_clicking(server, browser, artifacts: Path) -> None:
    guest = guest_against_a_random_bot(browser, server.base, "chakra", ".ck")
    guest.page.set_viewport_size({"width": 1366, "height": 900})
    page = guest.page
    me = page.evaluate("window.meepleTable.seat")
    done = {"receive": 0, "channel": 0, "meditate": 0}
    for turns in range(MAX_TURNS):
        page.wait_for_selector(".ck-meditate, #result", timeout=20_000)
        if has(guest, "#result"):
            break
        if turns == 0:
            snapshot(guest, artifacts / "chakra-turn.png")
        wanted = ("receive", "channel", "meditate")[turns % 3]
        if wanted == "channel" and not has(guest, ".ck-spacebtn"):
            wanted = "receive"
        if wanted == "receive" and not has(guest, ".ck-flowbtn"):
            wanted = "meditate"
        if wanted == "receive":
            receive(guest, me)
        elif wanted == "channel":
            if turns < 10:
                snapshot(guest, artifacts / "chakra-channel.png")
            channel(guest, me)
        else:
            meditate(guest, me)
        done[wanted] += 1
        if turns == 11:
            snapshot(guest, artifacts / "chakra-table.png")
            snapshot(guest, artifacts / "chakra-phone.png", phone=True)
            page.set_viewport_size({"width": 1366, "height": 900})
            spectator = open_player(browser, server.base, phone=True)
            spectator.page.goto(page.url)
            spectator.page.wait_for_selector(".ck")
            assert spectator.page.evaluate("document.documentElement.scrollWidth <= innerWidth")
            assert spectator.page.locator("#game button").count() == 0
            assert spectator.page.evaluate("window.meepleTable.state.view.plenitude").count(None) == 7
            spectator.page.screenshot(path=str(artifacts / "chakra-spectator-phone.png"), full_page=True)
            assert_clean(spectator)
            spectator.page.context.close()
    page.wait_for_selector("#result")
    final = view(guest)
    assert final["phase"] == "over" and None not in final["plenitude"]
    assert all(done.values()), done
    snapshot(guest, artifacts / "chakra-end.png")
    assert_clean(guest)
