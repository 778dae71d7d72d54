"""Turn mails and the daily digest, sent to a local SMTP sink by a server at turn-based tables."""

from __future__ import annotations

import asyncio
import re
import smtplib
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio

from meeple.arena.tables import Seat, TableRecord
from meeple.server.notify.outbox import Outbox
from meeple.server.notify.smtp import SmtpMailer, may_pass
from meeple.server.notify.turns import people_waited_for
from meeple.server.settings import Settings
from tests.store.databases import BACKENDS, fresh_database

from .arena_helpers import FakeTime
from .harness import Client, Running, fast_settings, running_server
from .smtp_sink import SmtpSink, smtp_sink

pytestmark = pytest.mark.asyncio(loop_scope="module")

BASE = "http://meeple.test"
DAY = 86_400


@pytest_asyncio.fixture(scope="module", loop_scope="module", params=BACKENDS)
async def mailing(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
                  ) -> AsyncIterator[tuple[Running, SmtpSink]]:
    """A server that mails through a sink (no TLS, no login), its digest loop off (rounds run by hand)."""
    async with smtp_sink() as sink, fresh_database(request.param, tmp_path_factory.mktemp("db")) as url:
        settings = fast_settings(url, smtp_host="127.0.0.1", smtp_port=sink.port, smtp_tls="none",
                                 public_url=BASE, digest_check_s=0)
        async with running_server(settings) as running:
            yield running, sink


CONFIRM_SUBJECT = "Confirm your e-mail address for Meeple"
LINK = re.compile(r"/confirm-email\?token=([\w-]+)")


async def player(server: Running, sink: SmtpSink, **settings: bool) -> Client:
    """A registered player whose address is set and confirmed through the link mailed to it."""
    c = await Client(server).register()
    address = f"{c.user['username']}@example.org"
    resp = await c.request("PATCH", "/api/accounts/me/notifications", json={**settings, "email": address})
    assert resp.status_code == 200, resp.text
    await c.post("/api/accounts/confirm-email", {"token": await link_token(server, sink, address)}, expect=200)
    return c


async def link_token(server: Running, sink: SmtpSink, address: str) -> str:
    """The token of the newest confirmation link mailed to `address`."""
    await settle(server)
    links = [m for m in sink.mails if m["To"] == address and m["Subject"] == CONFIRM_SUBJECT]
    assert links, f"no confirmation mail to {address}"
    found = LINK.search(links[-1].get_content())
    assert found is not None
    return found[1]


async def started_table(a: Client, b: Client, mode: str = "turnbased") -> dict[str, Any]:
    t = await a.new_table("toy", 2, mode=mode)
    await b.post(f"/api/tables/{t['id']}/join", {}, expect=200)
    return (await a.post(f"/api/tables/{t['id']}/start", expect=200))["table"]


async def settle(server: Running) -> None:
    await server.services.notifier.outbox.drain()


def to(mails: list[Any], client: Client) -> list[Any]:
    """The turn mails and digests (not the confirmation links) sent to `client`."""
    return [m for m in mails if m["To"] == f"{client.user['username']}@example.org" and m["Subject"] != CONFIRM_SUBJECT]


async def test_a_move_mails_the_player_whose_turn_it_is_once(mailing: tuple[Running, SmtpSink]) -> None:
    server, sink = mailing
    ana, bob = await player(server, sink), await player(server, sink)
    table = await started_table(ana, bob)
    await settle(server)
    assert len(to(sink.mails, ana)) == 1 and not to(sink.mails, bob)  # the game starts with Ana's turn
    sock = await ana.socket(table["id"])
    await sock.state_at(0)
    assert sock.state["waiting"] == [0]
    assert (await sock.act(sock.state["legal"][0]))["t"] == "ack"
    await settle(server)
    [mail] = to(sink.mails, bob)
    assert mail["Subject"] == "Your move in Toy" and mail["Message-ID"].endswith("@localhost>") and mail["Date"]
    body = mail.get_content()
    assert f"{BASE}/t/{table['id']}" in body and ana.user["username"] in body and bob.user["username"] in body
    live = server.services.hub.live[table["id"]]
    server.services.notifier.on_turn(live)  # the same waiting turn again: no second mail
    await settle(server)
    assert len(to(sink.mails, bob)) == 1 and len(to(sink.mails, ana)) == 1
    await sock.close()
    for c in (ana, bob):
        await c.close()


async def test_no_mail_when_turned_off_at_real_time_tables_or_while_looking(
        mailing: tuple[Running, SmtpSink]) -> None:
    server, sink = mailing
    ana, bob = await player(server, sink, mail_turn=False), await player(server, sink)
    before = len(sink.mails)
    await started_table(ana, bob, mode="realtime")  # Ana's turn, but a real-time table: no mail
    table = await started_table(ana, bob)  # Ana's turn: she turned turn mails off
    bob_sock = await bob.socket(table["id"])  # Bob has the table open
    ana_sock = await ana.socket(table["id"])
    await ana_sock.state_at(0)
    assert (await ana_sock.act(ana_sock.state["legal"][0]))["t"] == "ack"
    await settle(server)
    assert len(sink.mails) == before
    for closing in (ana_sock, bob_sock, ana, bob):
        await closing.close()


async def test_the_daily_digest_lists_the_tables_waiting_and_comes_once_a_day(
        mailing: tuple[Running, SmtpSink]) -> None:
    server, sink = mailing
    ana, bob = await player(server, sink), await player(server, sink, mail_turn=False)
    carl = await player(server, sink, mail_digest=False)
    await started_table(carl, bob)  # waits for Carl, who wants no digest
    first, second = await started_table(bob, ana), await started_table(bob, ana)  # Bob moves first at both
    for t in (first, second):
        sock = await bob.socket(t["id"])
        await sock.state_at(0)
        assert (await sock.act(sock.state["legal"][0]))["t"] == "ack"
        await sock.close()
    digest = server.services.notifier.digest
    clock = FakeTime()
    digest.clock = clock
    await settle(server)
    before = len(sink.mails)
    assert await digest.run_once() >= 2  # Ana and Bob (and the players of earlier tests)
    await settle(server)
    [mail] = to(sink.mails[before:], ana)  # Bob's turn comes at no table: he gets none
    assert mail["Subject"] == "2 tables waiting for your move"
    body = mail.get_content()
    assert f"{BASE}/t/{first['id']}" in body and f"{BASE}/t/{second['id']}" in body
    assert not to(sink.mails[before:], bob) and not to(sink.mails[before:], carl)
    clock.advance(DAY - 60)
    assert await digest.run_once() == 0  # not a day yet
    clock.advance(60)
    assert await digest.run_once() >= 2
    await settle(server)
    assert len(to(sink.mails[before:], ana)) == 2
    for c in (ana, bob, carl):
        await c.close()


async def test_a_failing_mail_is_logged_and_the_next_one_still_goes(caplog: pytest.LogCaptureFixture) -> None:
    outbox, done = Outbox(), []

    async def fails() -> None:
        raise ConnectionRefusedError("no mail server")

    async def works() -> None:
        done.append(True)

    outbox.put("a mail that fails", fails)
    outbox.put("a mail that works", works)
    await outbox.drain()
    await outbox.close()
    assert done == [True] and "a mail that fails failed" in caplog.text


async def test_no_smtp_host_means_no_mailer_and_a_wrong_tls_mode_is_refused() -> None:
    assert SmtpMailer.from_settings(Settings()) is None
    with pytest.raises(ValueError, match="MEEPLE_SMTP_TLS"):
        SmtpMailer.from_settings(Settings(smtp_host="mail.example.org", smtp_tls="tls"))


async def test_only_people_get_turn_mails_not_bots_or_the_zombie() -> None:
    seats = {0: Seat(0, "Ana", 1), 1: Seat(1, "Easy", None, "ismcts:easy"), 2: Seat(2, "Cy", 3), 3: Seat(3, "Di", 4)}
    record = TableRecord(id="t", game="toy", players=4, options={}, mode="turnbased", ranked=False, invite_only=False,
                         invite_code=None, creator_id=1, status="playing", created_at=0, seats=seats, zombies=[2])
    assert people_waited_for(record, [0, 1, 2, 3]) == [(0, 1), (3, 4)]


class StuckMailer:
    """A mail server that hangs until released, then fails."""

    def __init__(self) -> None:
        self.release = asyncio.Event()
        self.tried: list[str] = []

    async def send(self, message: Any) -> None:
        self.tried.append(message["To"])
        await self.release.wait()
        raise ConnectionResetError("the mail server went away")


async def test_a_hanging_mail_server_neither_slows_moves_nor_raises(
        mailing: tuple[Running, SmtpSink], caplog: pytest.LogCaptureFixture) -> None:
    server, sink = mailing
    turns = server.services.notifier.turns
    real, stuck = turns.mailer, StuckMailer()
    turns.mailer = stuck
    try:
        ana, bob = await player(server, sink), await player(server, sink)
        table = await started_table(ana, bob)
        async with asyncio.timeout(10):
            while not stuck.tried:  # Ana's turn mail hangs from here on
                await asyncio.sleep(0.01)
        assert stuck.tried == [f"{ana.user['username']}@example.org"]
        sock = await ana.socket(table["id"])
        await sock.state_at(0)
        assert (await sock.act(sock.state["legal"][0]))["t"] == "ack"  # played while the mail is stuck
        stuck.release.set()
        await settle(server)
        assert "the mail server went away" in caplog.text
        assert stuck.tried[-1] == f"{bob.user['username']}@example.org"  # the next mail was still tried
    finally:
        turns.mailer = real
    await sock.close()
    for c in (ana, bob):
        await c.close()


async def test_a_mail_the_server_could_not_take_is_tried_again_later(caplog: pytest.LogCaptureFixture) -> None:
    outbox, tries = Outbox(retry_delays_s=(0.01, 0.01), transient=may_pass), []

    async def down_twice() -> None:
        tries.append("down")
        if len(tries) <= 2:
            raise ConnectionRefusedError("the mail server is restarting")

    outbox.put("a mail to Ana", down_twice)
    async with asyncio.timeout(10):
        while len(tries) < 3:
            await asyncio.sleep(0.01)
    await outbox.drain()
    assert tries == ["down"] * 3 and outbox.retrying == 0
    assert caplog.text.count("trying again in 0.01 s") == 2 and "a mail to Ana failed:" not in caplog.text

    gone: list[str] = []

    async def never_up() -> None:
        gone.append("x")
        raise ConnectionRefusedError("no mail server at all")

    outbox.put("a mail to Bob", never_up)
    async with asyncio.timeout(10):
        while len(gone) < 3 or outbox.retrying:
            await asyncio.sleep(0.01)
    await outbox.drain()
    assert len(gone) == 3 and "a mail to Bob failed: ConnectionRefusedError" in caplog.text  # given up after the last
    await outbox.close()


async def test_only_failures_that_may_pass_are_retried() -> None:
    assert may_pass(ConnectionRefusedError()) and may_pass(TimeoutError())
    assert may_pass(smtplib.SMTPServerDisconnected())
    assert may_pass(smtplib.SMTPResponseException(421, b"busy, try later"))
    assert not may_pass(smtplib.SMTPResponseException(550, b"no such mailbox"))
    assert not may_pass(smtplib.SMTPAuthenticationError(535, b"bad login"))
    assert may_pass(smtplib.SMTPRecipientsRefused({"a@example.org": (450, b"greylisted")}))
    mixed = {"a@example.org": (450, b"later"), "b@example.org": (550, b"no")}
    assert not may_pass(smtplib.SMTPRecipientsRefused(mixed))
    assert not may_pass(smtplib.SMTPNotSupportedError()) and not may_pass(ValueError("a bug"))


async def test_a_turn_mail_that_failed_once_arrives_on_the_retry(tmp_path: Path) -> None:
    async with smtp_sink() as sink, fresh_database("sqlite", tmp_path) as url:
        settings = fast_settings(url, smtp_host="127.0.0.1", smtp_port=sink.port, smtp_tls="none",
                                 public_url=BASE, digest_check_s=0)
        async with running_server(settings) as server:
            notifier = server.services.notifier
            notifier.outbox.retry_delays_s = (0.05,)  # a test need not wait half a minute
            assert notifier.turns is not None
            real, flaky = notifier.turns.mailer, FlakyMailer(notifier.turns.mailer)
            notifier.turns.mailer = flaky
            ana, bob = await player(server, sink), await player(server, sink)
            before = len(sink.mails)  # the two confirmation links
            await started_table(ana, bob)
            mails = (await sink.wait_for(before + 1))[before:]
            assert flaky.failures == 1 and to(mails, ana) and len(mails) == 1
            assert mails[0]["Date"] and len(mails[0].get_all("Message-ID")) == 1
            notifier.turns.mailer = real
            for c in (ana, bob):
                await c.close()


class FlakyMailer:
    """A mailer whose first send fails as a restarting mail server does."""

    def __init__(self, real: Any) -> None:
        self.real, self.failures = real, 0

    async def send(self, message: Any) -> None:
        if self.failures == 0:
            self.failures += 1
            raise smtplib.SMTPServerDisconnected("the mail server is restarting")
        await self.real.send(message)


async def test_a_new_address_gets_only_its_link_until_it_is_confirmed(mailing: tuple[Running, SmtpSink]) -> None:
    server, sink = mailing
    ana, bob = await Client(server).register(), await player(server, sink)
    address = f"{ana.user['username']}@example.org"
    answer = await ana.request("PATCH", "/api/accounts/me/notifications", json={"email": address})
    assert answer.json()["email_confirmed"] is False
    first_link = await link_token(server, sink, address)
    table = await started_table(ana, bob)  # Ana's turn, at a turn-based table: no turn mail to an unconfirmed address
    await settle(server)
    assert not to(sink.mails, ana)
    assert (await ana.post("/api/accounts/me/notifications/confirm", {}, expect=200))["email_confirmed"] is False
    second_link = await link_token(server, sink, address)
    assert second_link != first_link
    stale = await ana.post("/api/accounts/confirm-email", {"token": first_link}, expect=404)  # replaced by the new one
    assert stale["error"]["code"] == "bad_link"
    assert await bob.post("/api/accounts/confirm-email", {"token": second_link}, expect=200) == {
        "username": ana.user["username"], "email": address}  # the link works in any browser, signed in or not
    assert (await ana.get("/api/accounts/me/notifications"))["email_confirmed"] is True
    used = await ana.post("/api/accounts/confirm-email", {"token": second_link}, expect=404)
    assert used["error"]["code"] == "bad_link"
    again = await ana.post("/api/accounts/me/notifications/confirm", {}, expect=409)
    assert again["error"]["code"] == "already_confirmed"
    # the same address again changes nothing; another one starts over
    same = await ana.request("PATCH", "/api/accounts/me/notifications", json={"email": address})
    assert same.json()["email_confirmed"] is True
    other = await ana.request("PATCH", "/api/accounts/me/notifications", json={"email": "elsewhere@example.org"})
    assert other.json()["email_confirmed"] is False
    await link_token(server, sink, "elsewhere@example.org")
    none = await ana.request("PATCH", "/api/accounts/me/notifications", json={"email": None})
    assert none.json() | {"settings": None} == {"email": None, "email_confirmed": False, "settings": None,
                                                "mail_available": True}
    gone = await ana.post("/api/accounts/me/notifications/confirm", {}, expect=409)
    assert gone["error"]["code"] == "no_email"
    await ana.close()
    await bob.close()
    del table


async def test_confirmation_links_are_limited_per_account(tmp_path: Path) -> None:
    async with smtp_sink() as sink, fresh_database("sqlite", tmp_path) as url:
        settings = fast_settings(url, smtp_host="127.0.0.1", smtp_port=sink.port, smtp_tls="none",
                                 public_url=BASE, digest_check_s=0, confirm_mails_per_hour=2)
        async with running_server(settings) as server:
            ana = await Client(server).register()
            for n in (1, 2):
                resp = await ana.request("PATCH", "/api/accounts/me/notifications", json={"email": f"a{n}@example.org"})
                assert resp.status_code == 200, resp.text
            third = await ana.request("PATCH", "/api/accounts/me/notifications", json={"email": "a3@example.org"})
            assert third.status_code == 429 and int(third.headers["Retry-After"]) >= 1
            assert (await ana.get("/api/accounts/me/notifications"))["email"] == "a2@example.org"  # nothing changed
            resend = await ana.post("/api/accounts/me/notifications/confirm", {}, expect=429)
            assert resend["error"]["code"] == "rate_limited"
            await settle(server)
            assert sorted(m["To"] for m in sink.mails) == ["a1@example.org", "a2@example.org"]
            await ana.close()


async def test_without_a_mail_server_an_address_is_kept_but_no_link_can_go(tmp_path: Path) -> None:
    async with fresh_database("sqlite", tmp_path) as url, running_server(fast_settings(url)) as server:
        ana = await Client(server).register()
        resp = await ana.request("PATCH", "/api/accounts/me/notifications", json={"email": "ana@example.org"})
        assert resp.json()["email_confirmed"] is False and resp.json()["mail_available"] is False
        refused = await ana.post("/api/accounts/me/notifications/confirm", {}, expect=409)
        assert refused["error"]["code"] == "no_mail"
        bad = await ana.post("/api/accounts/confirm-email", {"token": "x" * 43}, expect=404)
        assert "older than 7 days" in bad["error"]["message"]
        await ana.close()
