"""Driving Meeple's pages like a player: signing up, opening tables, reading whose turn it is.

The table page exposes its state to tests as attributes of `#app`:
`data-status` (open | playing | finished), `data-v` (the table's version)
and `data-my-turn` (true | false).
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

PASSWORD = "correct horse battery"
TIMEOUT_MS = 15_000


@dataclass
class Player:
    """One browser context (its own cookies) with its page and what its console said."""

    page: Page
    name: str = ""
    problems: list[str] = field(default_factory=list)

    def version(self) -> int:
        v = self.page.get_attribute("#app", "data-v")
        return int(v) if v else -1

    def my_turn(self) -> bool:
        return self.page.get_attribute("#app", "data-my-turn") == "true"

    def status(self) -> str | None:
        return self.page.get_attribute("#app", "data-status")

    def wait_version_above(self, v: int, timeout: int = TIMEOUT_MS) -> None:
        """Until the page shows a state newer than version `v` with no move of its own still
        on the way (or the game is over).

        At a simultaneous step another seat's move can bring the next version before this
        page's own move lands; waiting for the version alone then reads a board the move
        has not reached yet.
        """
        self.page.wait_for_function(
            "(v) => (Number(document.querySelector('#app').dataset.v) > v"
            " && !(window.meepleTable && window.meepleTable.pending))"
            " || document.querySelector('#app').dataset.status === 'finished'",
            arg=v, timeout=timeout)


def open_player(browser: Browser, base: str, *, phone: bool = False) -> Player:
    """A fresh browser context on the lobby, recording console errors and page crashes."""
    viewport = {"width": 390, "height": 844} if phone else {"width": 1280, "height": 860}
    context = browser.new_context(viewport=viewport, base_url=base)
    context.set_default_timeout(TIMEOUT_MS)
    page = context.new_page()
    player = Player(page)
    page.on("console", lambda m: player.problems.append(f"console {m.type}: {m.text}") if m.type == "error" else None)
    page.on("pageerror", lambda e: player.problems.append(f"page error: {e}\n{e.stack}"))
    page.goto("/")
    return player


def unique_name(prefix: str) -> str:
    return f"{prefix}{secrets.token_hex(3)}"


def sign_up(player: Player, prefix: str) -> None:
    """Create an account through the lobby's form."""
    player.name = unique_name(prefix)
    page = player.page
    page.click(".hero [data-mode=signup]")
    page.fill(".hero [name=username]", player.name)
    page.fill(".hero [name=password]", PASSWORD)
    page.click(".hero .auth-form button[type=submit]")
    page.wait_for_selector("#whoami")
    page.wait_for_selector(".game-card")


def play_as_guest(player: Player) -> None:
    player.page.click(".hero .guest")
    player.page.wait_for_selector("#whoami")
    player.name = player.page.inner_text("#whoami .username")


def open_new_table(player: Player, game: str) -> None:
    """Open the lobby's "new table" form of `game`."""
    player.page.click(f"[data-new-table={game}]")
    player.page.wait_for_selector("dialog .new-table")


def table_form(browser: Any, base: str, game: str, players: int) -> Player:
    """A guest at 1366×900 with the lobby's new table form of `game` open for `players` seats."""
    guest = open_player(browser, base)
    play_as_guest(guest)
    guest.page.set_viewport_size({"width": 1366, "height": 900})
    open_new_table(guest, game)
    guest.page.select_option("#players", str(players))
    return guest


def create_table(player: Player) -> str:
    """Submit the open form; return the new table's id once its page shows."""
    player.page.click("#create-table")
    player.page.wait_for_url("**/t/*")
    return player.page.url.rsplit("/t/", 1)[1].split("?")[0]


def assert_clean(*players: Player, expected: tuple[str, ...] = ()) -> None:
    """No page had a script error or a console error (but those containing an `expected` text)."""
    problems = [p for player in players for p in player.problems if not any(x in p for x in expected)]
    assert not problems, "\n".join(problems)


def evaluate(player: Player, script: str, arg: Any = None) -> Any:
    return player.page.evaluate(script, arg)


def guest_against_a_random_bot(browser: Any, base: str, game_id: str, board: str) -> Player:
    """A guest at a new two-seat table of `game_id` with a random bot, once `board` (a selector) shows."""
    player = open_player(browser, base)
    seat_against_a_random_bot(player, game_id, board)
    return player


def seat_against_a_random_bot(player: Player, game_id: str, board: str) -> None:
    """`player`'s page (already open, e.g. with its routes set) plays as a guest against a random bot."""
    play_as_guest(player)
    page = player.page
    open_new_table(player, game_id)
    page.select_option("#players", "2")
    page.check("#fill-bots")
    for select in page.query_selector_all(".seat-fields select"):
        select.select_option("random")
    page.click("#create-table")
    page.wait_for_url("**/t/*")
    page.wait_for_selector(board)


def snapshot(player: Player, path: Path, *, phone: bool = False) -> None:
    """A full-page screenshot from the top; on a phone width, first check nothing scrolls sideways."""
    page = player.page
    if phone:
        page.set_viewport_size({"width": 390, "height": 844})
    page.evaluate("window.scrollTo(0, 0)")
    page.wait_for_timeout(300)  # the redraw after a move or a resize
    if phone:
        assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")
    page.screenshot(path=str(path), full_page=True)


def wait_my_turn(player: Player) -> None:
    player.page.wait_for_function("() => document.querySelector('#app').dataset.myTurn === 'true' "
                                  "|| document.querySelector('#result')", timeout=20_000)


def frame_of(game: Any, s: Any, seat: int, *, replay: bool = False) -> dict[str, Any]:
    """What the table page would hand the renderer for `seat` (no legal actions in a replay)."""
    legal = [] if replay else game.legal_actions(s, seat)
    return {"game": game.id, "view": game.view(s, seat), "legal": legal,
            "labels": [game.describe_action(s, seat, a) for a in legal], "seat": seat, "replay": replay}


MOUNT = """async (frame) => {
  const { createRenderer } = await import(`/games/${frame.game}/ui.js`);
  let box = document.querySelector('#mounted');
  if (!box) {
    box = document.createElement('div');
    box.id = 'mounted';
    box.style.cssText = 'max-width: 560px; padding: 12px';
    document.body.replaceChildren(box);
  }
  window.played = [];
  createRenderer(box).update({
    ...frame, names: ['Ana', 'Ben'], waiting: [frame.seat], status: 'playing', outcome: null, v: 1,
    act: (a) => { window.played.push(a); return true; } });
}"""


def view(player: Player) -> dict[str, Any]:
    """The view the table page holds now (what the board was drawn from)."""
    return player.page.evaluate("window.meepleTable.state.view")


def click(player: Player, selector: str) -> None:
    """Click the first `selector` and wait for the next state."""
    v = player.version()
    player.page.click(f"{selector} >> nth=0")
    player.wait_version_above(v)
