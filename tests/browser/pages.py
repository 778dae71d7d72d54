"""Driving Meeple's pages like a player: signing up, opening tables, reading whose turn it is.

The table page exposes its state to tests as attributes of `#app`:
`data-status` (open | playing | finished), `data-v` (the table's version)
and `data-my-turn` (true | false).
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field
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
        """Until the page shows a state newer than version `v` (or the game is over)."""
        self.page.wait_for_function(
            "(v) => Number(document.querySelector('#app').dataset.v) > v || document.querySelector('#app').dataset.status === 'finished'",
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
