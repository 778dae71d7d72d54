"""The chat's pure rules: what a message may be, who may write, where a message falls in a replay."""

from __future__ import annotations

import doctest

import pytest

from meeple.server.chat import replay_steps, rules
from meeple.server.chat.rules import MAX_CHARS, ChatRefusal, check_lobby_writer, check_table_writer, clean_text
from meeple.store.repo_accounts import Account
from meeple.store.repo_moves import Move

GUEST, MEMBER = Account(1, "guest1", True), Account(2, "ana", False)


def test_the_doctests_hold() -> None:
    for module in (rules, replay_steps):
        assert doctest.testmod(module).failed == 0


def refusal(fn: object, *args: object) -> str:
    with pytest.raises(ChatRefusal) as caught:
        fn(*args)  # type: ignore[operator]
    return caught.value.code


def test_text_is_kept_as_written_but_trimmed_and_without_control_characters() -> None:
    assert clean_text("<b>hi</b> & 'you'") == "<b>hi</b> & 'you'"  # plain text: the page escapes it
    assert clean_text(" a\x00b\u202ec\r\n\n\n\nd ") == "abc\n\nd"
    assert clean_text("é" * MAX_CHARS) == "é" * MAX_CHARS


def test_empty_long_and_odd_messages_are_refused_with_their_code() -> None:
    assert refusal(clean_text, "") == refusal(clean_text, " \n\t \u200b") == "empty_message"
    assert refusal(clean_text, "x" * (MAX_CHARS + 1)) == "message_too_long"
    assert refusal(clean_text, "a\n" * 12) == "message_too_long"
    assert refusal(clean_text, 42) == "bad_request"


def test_who_may_write_where() -> None:
    assert check_table_writer(GUEST, True) is GUEST and check_table_writer(MEMBER, False) is MEMBER
    assert refusal(check_table_writer, GUEST, False) == "forbidden"
    assert refusal(check_table_writer, None, False) == "not_logged_in"
    assert check_lobby_writer(MEMBER) is MEMBER
    assert refusal(check_lobby_writer, GUEST) == "forbidden" and refusal(check_lobby_writer, None) == "not_logged_in"


def test_a_message_after_an_undo_falls_at_the_moves_still_standing() -> None:
    log = [Move(1, 0, {}, None, []), Move(2, 0, {}, None, []), Move(3, 0, {}, None, []),
           Move(4, 0, {"to": 1}, None, [], "undo"), Move(5, 1, {}, None, [])]
    step = replay_steps.steps_of(log)
    assert [step(v) for v in range(6)] == [0, 1, 1, 1, 1, 2]
