"""GIPF on its own board: a guest plays by clicking dots and spots against a random bot.

The guest opens a table with a random bot and enters pieces for a few turns:
click a highlighted dot, then (when the dot has two open directions) a
highlighted spot; the log must then say exactly that push. Whatever else
comes up on the guest's turn (a row to choose, Keep or Take beside a GIPF)
is clicked too. A second part mounts the renderer on made-up positions built by
the rules (crossing rows, a GIPF being decided, a replay) and checks what
each click plays. Screenshots (desktop, phone, the row choice) go to test-artifacts/.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from meeple.games.gipf import GAME
from tests.games.gipf.positions import enter, play, position

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
TURNS = 4

CROSSING = {"b2": "w", "c2": "w", "d2": "w", "f2": "w", "g2": "w", "h2": "w"}
"""A white piece pushed in from e1 completes two rows crossing at e2 (as in tests/games/gipf/test_rows.py)."""
CROSSING_AT_GIPF = {"e2": "W", "e3": "w", "e4": "w", "c3": "w", "d3": "w", "f2": "w", "b2": "B", "h5": "W"}


def stones(page) -> list[str]:
    """Every stone on the board as point + code, sorted."""
    return page.eval_on_selector_all(
        ".gp-stone[data-point]", "els => els.map((e) => e.dataset.point + e.dataset.code).sort()"
    )


def enter_a_piece(player: Player, turn: int) -> tuple[str, str]:
    """Click a dot (a different one each turn), then a spot if asked; return the push played."""
    page = player.page
    dots = page.eval_on_selector_all(".gp-hit.enter", "els => els.map((e) => [e.dataset.point, e.dataset.targets])")
    dot, targets = dots[(7 * turn) % len(dots)]
    targets = targets.split()
    before = stones(page)
    v = player.version()
    page.click(f".gp-hit.enter[data-point='{dot}']")
    player.wait_version_above(v)
    if len(targets) == 1:
        return dot, targets[0]
    # Two directions: the piece waits on its dot, the board is unchanged, both spots are offered.
    page.wait_for_selector(".gp-hit.push")
    assert page.get_attribute(".gp-stone.entering", "data-code") == "w"
    after = stones(page)
    assert after == before
    offered = page.eval_on_selector_all(".gp-hit.push", "els => els.map((e) => e.dataset.point)")
    assert sorted(offered) == sorted(targets)
    target = targets[turn % 2]
    v = player.version()
    page.click(f".gp-hit.push[data-point='{target}']")
    player.wait_version_above(v)
    return dot, target


def test_gipf_played_by_clicking_the_board(server, browser, artifacts: Path) -> None:
    guest = guest_against_a_random_bot(browser, server.base, "gipf", ".gp-svg")
    page = guest.page
    assert page.locator(".gp-stone[data-point]").count() == 6  # the standard start: three GIPFs a side
    assert page.locator(".gp-stone.gipf").count() == 6
    played = []
    while len(played) < TURNS:
        wait_my_turn(guest)
        if page.query_selector("#result"):
            break
        if page.query_selector(".gp-hit.enter"):
            played.append(enter_a_piece(guest, len(played)))
            if len(played) == 2:
                snapshot(guest, artifacts / "gipf-table.png")
            continue
        v = guest.version()
        page.click(".gp-hit.row, .gp-hit.gipf-choice, #actions button.act >> nth=0")  # a row, a GIPF to keep or take
        guest.wait_version_above(v)
    log = page.inner_text(".log")
    for dot, target in played:
        assert f"enters at {dot} and pushes toward {target}" in log
    assert len(played) == TURNS
    snapshot(guest, artifacts / "gipf-phone.png", phone=True)
    assert_clean(guest)
    page.context.close()


def test_rows_and_gipfs_are_chosen_on_the_board(server, browser, artifacts: Path) -> None:
    """The renderer alone, on positions made by the rules, played into `window.played`."""
    guest = open_player(browser, server.base)
    page = guest.page
    s = position(CROSSING)
    enter(s, 0, "e1")
    page.evaluate(MOUNT, frame_of(GAME, s, 0))
    rows = page.eval_on_selector_all(".gp-hit.row", "els => els.map((e) => e.dataset.key)")
    assert sorted(rows) == ["row:b2-e2", "row:e2-h2"]
    assert page.locator(".gp-band.choice").count() == 2 and not page.query_selector("#actions")
    page.wait_for_timeout(200)  # the stylesheet
    page.locator("#mounted").screenshot(path=str(artifacts / "gipf-rows.png"))
    page.click(".gp-hit.row[data-key='row:b2-e2']", position={"x": 20, "y": 10})  # away from the crossing at e2
    assert page.evaluate("window.played") == [{"type": "take_row", "from": "b2", "to": "e2"}]

    s = position(CROSSING_AT_GIPF, variant="standard")
    enter(s, 0, "e1")
    play(s, 0, {"type": "take_row", "from": "e2", "to": "e5"})
    page.evaluate(MOUNT, frame_of(GAME, s, 0))
    assert page.get_attribute(".gp-stone.asked", "data-point") == "e3"
    assert page.locator(".gp-band.removing").count() == 1
    assert not page.query_selector("#actions")  # keep or take: beside the piece, not in the panel
    page.wait_for_timeout(200)  # the stylesheet
    page.locator("#mounted").screenshot(path=str(artifacts / "gipf-keep-or-take.png"))
    page.click(".gp-hit.gipf-choice[data-key='gipf:e3:keep']")
    assert page.evaluate("window.played") == [{"type": "gipf", "at": "e3", "keep": True}]
    page.evaluate(MOUNT, frame_of(GAME, s, 0))
    page.click(".gp-hit.gipf-choice[data-key='gipf:e3:take']")
    assert page.evaluate("window.played") == [{"type": "gipf", "at": "e3", "keep": False}]

    page.evaluate(MOUNT, frame_of(GAME, s, 0, replay=True))  # a replay draws the same, with nothing to click
    assert page.locator("#mounted button").count() == 0
    assert page.get_attribute(".gp-stone.asked", "data-point") == "e3"
    assert_clean(guest)
    page.context.close()


def test_gipf_or_single_is_chosen_in_the_reserve(server, browser, artifacts: Path) -> None:
    """Tournament: the two pieces drawn in the mover's reserve are the choice; the panel stays empty."""
    guest = open_player(browser, server.base)
    page = guest.page
    s = position({"e5": "W", "c3": "B"}, variant="tournament", reserve=(10, 10), turn=1)
    assert s.phase == "piece"
    for piece in ("gipf", "single"):
        page.evaluate(MOUNT, frame_of(GAME, s, 1))
        assert not page.query_selector("#actions")
        keys = page.eval_on_selector_all(".gp-pick", "els => els.map((e) => e.dataset.key)")
        assert keys == ["piece:gipf", "piece:single"]
        assert page.get_attribute(f".gp-side[data-seat='1'] .gp-pick.{piece}", "aria-label") == (
            "enter a GIPF" if piece == "gipf" else "enter a single piece")
        if piece == "gipf":
            page.wait_for_timeout(200)  # the stylesheet
            page.locator("#mounted").screenshot(path=str(artifacts / "gipf-piece-choice.png"))
        page.click(f".gp-side[data-seat='1'] .gp-pick.{piece}")
        assert page.evaluate("window.played") == [{"type": "piece", "piece": piece}]
    page.evaluate(MOUNT, frame_of(GAME, s, 0))  # the other seat sees no choice
    assert page.locator(".gp-pick").count() == 0
    assert_clean(guest)
    page.context.close()
