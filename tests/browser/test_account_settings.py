"""Account settings in a browser: a guest keeps its table under a new name; a password is changed, used, and the
account deleted."""

from __future__ import annotations

from pathlib import Path

import pytest

from .pages import (
    PASSWORD,
    assert_clean,
    create_table,
    open_new_table,
    open_player,
    play_as_guest,
    sign_up,
    snapshot,
    unique_name,
)

pytestmark = pytest.mark.browser

NEW_PASSWORD = "a brand new secret 7"


def test_a_guest_keeps_its_table_after_choosing_a_name(server, browser, artifacts: Path) -> None:
    guest = open_player(browser, server.base)
    play_as_guest(guest)
    open_new_table(guest, "pickomino")
    table_id = create_table(guest)
    page = guest.page
    page.goto("/")
    page.click("#account #settings-link")
    page.wait_for_selector("#upgrade-form")
    name = unique_name("kept")
    page.fill("#new-username", "guest-again")
    page.fill("#new-account-password", PASSWORD)
    page.click("#upgrade-form button[type=submit]")
    page.wait_for_selector("#upgrade-form .form-message.error")
    assert "guest" in page.inner_text("#upgrade-form .form-message")
    page.fill("#new-username", name)
    page.fill("#new-account-password", PASSWORD)
    page.click("#upgrade-form button[type=submit]")
    page.wait_for_selector("#password-form")  # the page now offers what a named account has
    assert page.inner_text("#whoami .username") == name
    snapshot(guest, artifacts / "account-settings.png")
    page.goto("/")
    page.wait_for_selector(f"#my-tables [data-table='{table_id}']")
    assert name in page.inner_text(f"#my-tables [data-table='{table_id}']")
    page.click("#whoami .username")  # the profile: the history (no game ended yet) and the way to the settings
    page.wait_for_selector("#game-history .empty-line:not([hidden])")
    assert page.is_visible("#profile-settings")
    assert_clean(guest, expected=("422",))


def test_a_changed_password_logs_in_then_the_account_is_deleted_after_a_confirmation(server, browser) -> None:
    ana = open_player(browser, server.base)
    sign_up(ana, "pw")
    page = ana.page
    page.goto("/settings")
    page.fill("#current-password", "not my password")
    page.fill("#new-password", NEW_PASSWORD)
    page.click("#password-form button[type=submit]")
    page.wait_for_selector("#password-form .form-message.error")
    page.fill("#current-password", PASSWORD)
    page.fill("#new-password", NEW_PASSWORD)
    page.click("#password-form button[type=submit]")
    page.wait_for_selector("#password-form .form-message.ok")
    page.click("#account button:has-text('Log out')")
    page.wait_for_selector(".hero [name=username]")
    page.click(".hero [data-mode=login]")
    page.fill(".hero [name=username]", ana.name)
    page.fill(".hero [name=password]", NEW_PASSWORD)
    page.click(".hero .auth-form button[type=submit]")
    page.wait_for_selector("#whoami")
    assert page.inner_text("#whoami .username") == ana.name

    page.click("#account #settings-link")
    page.fill("#delete-password", NEW_PASSWORD)
    page.click("#delete-form button[type=submit]")
    page.click("#confirm-delete button:has-text('Keep my account')")
    page.wait_for_selector("#confirm-delete", state="detached")
    assert page.inner_text("#whoami .username") == ana.name  # nothing happened
    page.fill("#delete-password", NEW_PASSWORD)
    page.click("#delete-form button[type=submit]")
    page.click("#confirm-delete-yes")
    page.wait_for_selector(".hero [name=username]")  # back in the lobby, logged out
    page.goto(f"/players/{ana.name}")
    page.wait_for_selector("text=There is no player with this name.")
    assert_clean(ana, expected=("401", "404"))


def test_api_tokens_are_made_shown_with_their_scopes_and_revoked_on_the_settings_page(server, browser) -> None:
    bo = open_player(browser, server.base)
    sign_up(bo, "tok")
    page = bo.page
    page.goto("/settings")
    page.wait_for_selector("#token-list .empty-line")
    assert page.is_checked("#scope-read") and page.is_checked("#scope-play") and not page.is_checked("#scope-manage")
    page.fill("#token-name", "my bot")
    page.click("#token-form button[type=submit]")
    page.wait_for_selector("#new-token")
    token = page.inner_text("#new-token")
    assert token.startswith("mpt_")
    row = page.wait_for_selector("#token-list .token-row")
    assert "my bot" in row.inner_text() and "play, read" in row.inner_text() and token[:10] in row.inner_text()
    assert page.is_checked("#scope-read") and not page.is_checked("#scope-manage")  # the form is ready again
    me = page.request.get(f"{server.base}/api/accounts/me", headers={"Authorization": f"Bearer {token}"})
    assert me.json()["user"]["username"] == bo.name
    page.click("#token-list .token-row button:has-text('Revoke')")
    page.wait_for_selector("#token-list .empty-line")
    revoked = page.request.get(f"{server.base}/api/accounts/me", headers={"Authorization": f"Bearer {token}"})
    assert revoked.status == 401
    assert_clean(bo, expected=("401",))
