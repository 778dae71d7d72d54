"""Two server processes' worth of apps sharing one PostgreSQL database and one Redis server.

Each app has its own hub, live tables and RedisPubSub (its own process id on
the channel), so what crosses between them is exactly what would cross
between machines. Redis is found at MEEPLE_TEST_REDIS_URL (scripts/test-services.sh
starts one at the default); without it these tests are skipped, except under
CI=true, where they fail.
"""

from __future__ import annotations

import asyncio
import os
from collections import Counter
from collections.abc import AsyncIterator
from dataclasses import asdict
from typing import Any

import orjson
import pytest
import pytest_asyncio
import redis.asyncio as aioredis

from meeple.arena.tables import Seat, TableRecord
from meeple.server.live import hub as hub_module
from meeple.server.live import remote
from meeple.server.live.connection import TableNotice
from meeple.server.live.updates import Notice
from meeple.server.pubsub.bus import LocalPubSub, pubsub_for
from meeple.server.pubsub.redis_bus import SENDERS_KEPT, RedisPubSub
from meeple.server.pubsub.wire import RemoteVersion, decode, encode
from meeple.server.settings import Settings
from meeple.store import repo_moves
from tests.store.databases import fresh_database

from .harness import TIMEOUT, Client, Running, Socket, fast_settings, running_server, seated_pair

pytestmark = [pytest.mark.asyncio(loop_scope="module"), pytest.mark.postgres]

REDIS_URL = os.environ.get("MEEPLE_TEST_REDIS_URL", "redis://127.0.0.1:6379/0")
HEARD = remote.handle
"""What a server does with another one's publication (tests replace `remote.handle` to hold some back)."""


async def need_redis() -> None:
    """Skip (fail under CI) when the test Redis server cannot be reached."""
    client = aioredis.Redis.from_url(REDIS_URL)
    try:
        await client.ping()
    except Exception as exc:  # any failure means there is no Redis to test with
        reason = f"Redis unreachable at {REDIS_URL} ({exc!r}); run scripts/test-services.sh"
        if os.environ.get("CI") == "true":
            pytest.fail(reason)
        pytest.skip(reason)
    finally:
        await client.aclose()


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def servers(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[tuple[Running, Running]]:
    """Servers A and B: one PostgreSQL database, one Redis."""
    await need_redis()
    async with fresh_database("postgresql", tmp_path_factory.mktemp("db")) as url, \
            running_server(fast_settings(url, redis_url=REDIS_URL, bot_inline=True)) as a, \
            running_server(fast_settings(url, redis_url=REDIS_URL, bot_inline=True)) as b:
        yield a, b


def on(client: Client, server: Running) -> Client:
    """The same user (same session cookie) talking to another server."""
    twin = Client(server)
    twin.http.cookies.update(client.http.cookies)
    twin.csrf, twin.user = client.csrf, client.user
    return twin


async def until(check, what: str) -> None:  # an async predicate
    """Wait until `await check()` is true (publications cross Redis asynchronously)."""
    deadline = asyncio.get_running_loop().time() + TIMEOUT
    while not await check():
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError(f"{what} within {TIMEOUT}s")
        await asyncio.sleep(0.02)


async def close_all(*things: object) -> None:
    for thing in things:
        await thing.close()  # type: ignore[attr-defined]


async def toy_table(a_srv: Running, b_srv: Running) -> tuple[Client, Client, str, Socket, Socket, Socket]:
    """A started toy table: seat 0 on A, seat 0 again and seat 1 on B, all at version 0."""
    a, b, table = await seated_pair(a_srv, "toy")
    tid = table["id"]
    a_on_b, b_on_b = on(a, b_srv), on(b, b_srv)
    s0a, s0b, s1b = await a.socket(tid), await a_on_b.socket(tid), await b_on_b.socket(tid)
    for sock in (s0a, s0b, s1b):
        await sock.state_at(0)
    return a, b, tid, s0a, s0b, s1b


async def test_a_move_on_server_a_reaches_server_b_with_each_seats_own_view(
    servers: tuple[Running, Running],
) -> None:
    a_srv, b_srv = servers
    a, b, tid, s0a, s0b, s1b = await toy_table(a_srv, b_srv)
    assert (await s0a.act({"type": "draw"}))["t"] == "ack"
    here, mine, theirs = await s0a.state_at(1), await s0b.state_at(1), await s1b.state_at(1)
    state = a_srv.services.hub.live[tid].current.state
    assert mine["seat"] == 0 and mine["view"] == here["view"] == a_srv.services.hub.live[tid].game.view(state, 0)
    assert theirs["seat"] == 1 and theirs["view"]["hand"] == state.hands[1] and theirs["legal"] != []
    assert [e["type"] for e in mine["events"]] == ["draw", "drew"]
    assert [e["type"] for e in theirs["events"]] == ["draw"]  # seat 0's card stays with seat 0
    assert b_srv.services.hub.live[tid].version == 1  # B's copy followed, ready for the next move
    await close_all(s0a, s0b, s1b, a, b)


async def test_a_move_racing_on_both_servers_loses_with_stale_and_catches_up(
    servers: tuple[Running, Running], monkeypatch: pytest.MonkeyPatch,
) -> None:
    a_srv, b_srv = servers
    a, b, tid, s0a, s0b, s1b = await toy_table(a_srv, b_srv)
    hub_b, gate, real = b_srv.services.hub, asyncio.Event(), remote.handle

    async def held_on_b(hub, table_id, item):  # B hears nothing until the gate opens
        if hub is hub_b:
            await gate.wait()
        await real(hub, table_id, item)

    monkeypatch.setattr(remote, "handle", held_on_b)
    assert (await s0a.act({"type": "draw"}, action_id="on-a"))["t"] == "ack"
    assert hub_b.live[tid].version == 0  # B has not heard of version 1
    lost = await s0b.act({"type": "draw"}, v=0, action_id="on-b")
    assert lost["code"] == "stale" and lost["v"] == 1, lost
    assert (await s0b.state_at(1))["view"] == (await s0a.state_at(1))["view"]  # B reloaded A's move, not its own
    gate.set()
    moves = await repo_moves.load_moves(a_srv.services.db, tid)
    assert [(m.seq, m.action_id) for m in moves] == [(1, "on-a")]
    # B's copy is current: its next move wins, and A follows it
    assert (await s1b.act({"type": "draw"}, v=1))["t"] == "ack"
    assert (await s0a.state_at(2))["v"] == 2
    assert [m.seq for m in await repo_moves.load_moves(a_srv.services.db, tid)] == [1, 2]
    await close_all(s0a, s0b, s1b, a, b)


async def test_simultaneous_moves_on_both_servers_never_fork_the_log(servers: tuple[Running, Running]) -> None:
    a_srv, b_srv = servers
    a, b, tid, s0a, s0b, s1b = await toy_table(a_srv, b_srv)
    s1a = await b.socket(tid)
    await s1a.state_at(0)
    both = {0: (s0a, s0b), 1: (s1a, s1b)}  # each seat on server A and on server B
    for version in range(4):
        answers = await asyncio.gather(*(s.act({"type": "draw"}, v=version) for s in both[version % 2]))
        kinds = sorted(x["t"] if x["t"] == "ack" else x["code"] for x in answers)
        assert kinds == ["ack", "stale"], answers
        for sock in (s0a, s0b, s1a, s1b):
            await sock.state_at(version + 1)
    assert [m.seq for m in await repo_moves.load_moves(a_srv.services.db, tid)] == [1, 2, 3, 4]
    played = {str(sock.state["view"]["played"]) for sock in (s0a, s0b, s1a, s1b)}
    assert len(played) == 1 and {sock.state["v"] for sock in (s0a, s0b, s1a, s1b)} == {4}
    assert a_srv.services.hub.live[tid].version == b_srv.services.hub.live[tid].version == 4
    await close_all(s0a, s0b, s1a, s1b, a, b)


async def test_a_game_against_a_bot_started_on_a_is_played_out_on_b(
    servers: tuple[Running, Running], caplog: pytest.LogCaptureFixture,
) -> None:
    a_srv, b_srv = servers
    host = await Client(a_srv).guest()
    t = await host.new_table("toy", 2)
    await host.post(f"/api/tables/{t['id']}/bots", {"bot": "random"}, expect=200)
    await host.post(f"/api/tables/{t['id']}/start", expect=200)
    sock = await on(host, b_srv).socket(t["id"])
    state = await sock.state_at(0)
    for _ in range(40):
        if state["status"] == "finished":
            break
        if 0 in state["waiting"]:
            assert (await sock.act(state["legal"][0]))["t"] == "ack"
        state = await sock.state_at(state["v"] + 1)
    assert state["status"] == "finished" and state["outcome"]
    moves = await repo_moves.load_moves(a_srv.services.db, t["id"])
    assert [m.seq for m in moves] == list(range(1, state["v"] + 1)) and {m.seat for m in moves} == {0, 1}
    assert "was refused" not in caplog.text
    await close_all(sock, host)


async def test_presence_is_seen_across_servers(servers: tuple[Running, Running]) -> None:
    a_srv, b_srv = servers
    a, b, table = await seated_pair(a_srv, "toy")
    tid = table["id"]
    s0a = await a.socket(tid)

    async def seats() -> list[bool | None]:
        return (await a.get(f"/api/tables/{tid}/presence"))["seats"]

    await until(lambda: _equals(seats(), [True, False]), "seat 0 present, seat 1 absent")
    s1b = await on(b, b_srv).socket(tid)
    await until(lambda: _equals(seats(), [True, True]), "seat 1, connected to B, seen present from A")
    watcher = await (await Client(b_srv).guest()).socket(tid)
    await until(lambda: _watchers(a, tid, 1), "a spectator on B counted on A")
    assert (await a_srv.services.hub.pubsub.presence(tid))[b.user["id"]] == 1
    await close_all(s1b, watcher)
    await until(lambda: _equals(seats(), [True, False]), "seat 1 gone once its page on B closed")
    await close_all(s0a, a, b)


async def _equals(got, want) -> bool:
    return await got == want


async def _watchers(client: Client, tid: str, n: int) -> bool:
    return (await client.get(f"/api/tables/{tid}/presence"))["watchers"] == n


async def test_publications_cross_the_wire_without_any_view() -> None:
    record = TableRecord("t1", "toy", 2, {}, "realtime", False, True, "code", 7, "playing", 1,
                         seats={0: Seat(0, "Ana", 7), 1: Seat(1, "Bot", None, "random")}, zombies=[1])
    env = decode(encode("p1", 5, "t1", TableNotice(record)))
    assert (env.origin, env.seq, env.table_id) == ("p1", 5, "t1")
    assert isinstance(env.item, TableNotice) and asdict(env.item.record) == asdict(record)
    notice = decode(encode("p1", 6, "t1", Notice("t1", {"t": "notice", "kind": "thinking", "seat": 0}))).item
    assert isinstance(notice, Notice) and notice.message(1) == '{"t":"notice","kind":"thinking","seat":0}'
    with pytest.raises(ValueError, match="not a Meeple publication"):
        decode(b'{"o": "p1"}')
    with pytest.raises(TypeError):
        encode("p1", 7, "t1", {"a": "view"})


async def test_a_game_move_crosses_the_wire_as_what_was_played_without_its_events() -> None:
    from meeple.engine import Event
    from meeple.server.live.updates import Played, Update
    from tests.engine.toy import TOY

    update = Update(TOY, "t1", 3, TOY.setup(2, {}, 1), [Event("drew", "{p0} drew a 7", to=[0])])
    played = Played(0, {"type": "draw"}, "id-1", {"banks": [1.5, 2.0]}, 0.25, [1], 2)
    update.played = played
    data = encode("p1", 8, "t1", update)
    assert b"drew" not in data and b"view" not in data
    assert decode(data).item == RemoteVersion(3, played)
    update.played = None
    assert decode(encode("p1", 9, "t1", update)).item == RemoteVersion(3)


async def test_a_gap_in_a_senders_numbers_reloads_the_tables_watched_here() -> None:
    pubsub, heard = RedisPubSub(REDIS_URL), []

    async def handler(table_id: str, item: object) -> None:
        heard.append((table_id, item))

    class Watcher:
        table_id, user_id, closed = "t1", 3, False

        def deliver(self, item: object) -> None:
            pass

    pubsub._on_remote = handler  # the listener is not started: messages are fed by hand
    pubsub.subscribe("t1", Watcher())
    notice = TableNotice(TableRecord("t9", "toy", 2, {}, "realtime", False, False, None, None, "open", 1))
    pubsub._received(encode("other", 1, "t9", notice))
    pubsub._received(encode("other", 3, "t9", notice))  # number 2 never came
    await asyncio.sleep(0.05)
    assert ("t1", RemoteVersion(None)) in heard and [t for t, _ in heard].count("t9") == 2
    assert await pubsub.presence("t1") == Counter({3: 1})


async def test_the_senders_remembered_are_bounded_to_the_recent_ones() -> None:
    """Every restarted process is a new sender; the numbers of those long gone are forgotten."""
    pubsub = RedisPubSub(REDIS_URL)

    async def handler(table_id: str, item: object) -> None:
        pass

    pubsub._on_remote = handler
    notice = TableNotice(TableRecord("t9", "toy", 2, {}, "realtime", False, False, None, None, "open", 1))
    for n in range(3 * SENDERS_KEPT):
        pubsub._received(encode(f"p{n}", 1, "t9", notice))
    pubsub._received(encode(f"p{3 * SENDERS_KEPT - 1}", 2, "t9", notice))
    await asyncio.sleep(0.05)
    assert len(pubsub._seen) == SENDERS_KEPT and pubsub._seen[f"p{3 * SENDERS_KEPT - 1}"] == 2


async def test_redis_is_used_only_when_configured(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MEEPLE_REDIS_URL", REDIS_URL)
    assert Settings.from_env().redis_url == REDIS_URL
    assert isinstance(pubsub_for(REDIS_URL), RedisPubSub)
    monkeypatch.delenv("MEEPLE_REDIS_URL")
    assert Settings.from_env().redis_url is None and isinstance(pubsub_for(None), LocalPubSub)


async def test_a_server_told_to_use_an_unreachable_redis_says_so_at_startup() -> None:
    async def handler(table_id: str, item: object) -> None:
        raise AssertionError("nothing can arrive")

    with pytest.raises(RuntimeError, match="MEEPLE_REDIS_URL cannot be reached"):
        await RedisPubSub("redis://127.0.0.1:1/0").start(handler)


def pushed_events(sock: Socket) -> list[dict]:
    """Every event the socket was pushed after its first state (full resyncs carry the log instead)."""
    return [e for m in sock.seen if m.get("t") == "state" and not m.get("full") for e in m["events"]]


async def play_split(seat0: Socket, seat1: Socket, socks: tuple[Socket, ...], rng: Any,
                     after_each: Any = None) -> int:
    """Random legal moves of the toy game, seat 0 through `seat0` and seat 1 through `seat1` (sockets on
    different servers), until it ends; every socket in `socks` reaches each version before the next move.
    The final version."""
    movers = {0: seat0, 1: seat1}
    final = 0
    for _ in range(200):
        state = seat0.state if 0 in seat0.state["waiting"] else seat1.state
        if state["status"] == "finished":
            break
        mover = movers[state["seat"]]
        answer = await mover.act(rng.choice(mover.state["legal"]))
        assert answer["t"] == "ack", answer
        final = answer["v"]
        for sock in socks:
            await sock.state_at(final)
        if after_each is not None:
            after_each(final)
    assert final > 4 and seat0.state["status"] == "finished"
    return final


async def assert_every_log_line(srv: Running, tid: str, final: int, socks: tuple[Socket, ...]) -> None:
    """Each socket (two per seat, seats 0, 0, 1, 1) was pushed exactly the stored log lines its seat may see."""
    log = await repo_moves.load_events(srv.services.db, tid, final)
    for seat, sock in zip((0, 0, 1, 1), socks, strict=True):
        expected = [e for _v, batch in log for e in batch if e.get("to") is None or seat in e["to"]]
        assert pushed_events(sock) == expected, f"seat {seat}"


async def test_every_connection_gets_every_log_line_whichever_process_stored_the_move(
    servers: tuple[Running, Running], monkeypatch: pytest.MonkeyPatch,
) -> None:
    import random

    a_srv, b_srv = servers
    for srv in servers:  # a snapshot every other move: the moves that store one lost their log lines elsewhere
        monkeypatch.setattr(srv.services.settings, "snapshot_every", 2)
    a, b, tid, s0a, s0b, s1b = await toy_table(a_srv, b_srv)
    s1a = await on(b, a_srv).socket(tid)
    await s1a.state_at(0)
    final = await play_split(s0a, s1b, (s0a, s0b, s1a, s1b), random.Random(16))
    await assert_every_log_line(a_srv, tid, final, (s0a, s0b, s1a, s1b))
    await close_all(s0a, s0b, s1a, s1b, a, b)


def reads_counted(monkeypatch: pytest.MonkeyPatch, tid: str) -> list[tuple[int, list[int]]]:
    """(version known, versions of the rows read) of every read of table `tid`'s new rows, from now on."""
    from meeple.server.live import table as table_module

    read: list[tuple[int, list[int]]] = []
    real = table_module.moves_after

    async def counted(db, table_id, after, seats):  # type: ignore[no-untyped-def]
        found = await real(db, table_id, after, seats)
        if table_id == tid and found is not None:
            read.append((after, [m.seq for m in found.moves]))
        return found

    monkeypatch.setattr(table_module, "moves_after", counted)
    return read


def held_back(monkeypatch: pytest.MonkeyPatch, hub: hub_module.Hub, tid: str, versions: set[int]) -> list[Any]:
    """`hub` does not hear the publications of these versions of `tid` (returned, in order, to feed later)."""
    held: list[Any] = []

    async def handle(to, table_id, item):  # type: ignore[no-untyped-def]
        if to is hub and table_id == tid and isinstance(item, RemoteVersion) and item.version in versions:
            held.append(item)
            return
        await HEARD(to, table_id, item)

    monkeypatch.setattr(remote, "handle", handle)
    return held


def same_copies(hubs: tuple[hub_module.Hub, ...], tid: str, version: int) -> None:
    """Every server's copy of the table is the same game at `version`, ready for the next move."""
    live = [hub.live.get(tid) for hub in hubs]
    if None in live:  # a finished game leaves memory
        return
    first = live[0]
    assert first is not None
    for other in live[1:]:
        assert other is not None and other.version == first.version == version
        assert other.game.dump(other.current.state) == first.game.dump(first.current.state)
        assert other.action_ids == first.action_ids
        assert other.undo_window == first.undo_window and other.snapshot_version == first.snapshot_version
        assert (other.record.clock, other.record.progress, other.record.penalties) == (
            first.record.clock, first.record.progress, first.record.penalties)
        assert _but_events(other.current.message(0)) == _but_events(first.current.message(0))


def _but_events(message: str) -> dict[str, Any]:
    """A state message without its log lines (a copy that caught up several moves at once has them all)."""
    body = orjson.loads(message)
    del body["events"]
    return body


async def test_a_table_split_across_servers_follows_each_move_from_its_publication(
    servers: tuple[Running, Running], monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Seat 0 plays on A, seat 1 on B: each server applies the other's moves to its copy as their
    publications carry them, never reading the store; every socket still gets every line it may see."""
    import random

    a_srv, b_srv = servers
    a, b, tid, s0a, s0b, s1b = await toy_table(a_srv, b_srv)
    s1a = await on(b, a_srv).socket(tid)
    await s1a.state_at(0)
    hubs = (a_srv.services.hub, b_srv.services.hub)
    reloads = [hub.full_reloads for hub in hubs]
    read = reads_counted(monkeypatch, tid)
    final = await play_split(s0a, s1b, (s0a, s0b, s1a, s1b), random.Random(21),
                             after_each=lambda v: same_copies(hubs, tid, v))
    assert [hub.full_reloads for hub in hubs] == reloads
    assert read == []  # not one row read again
    await assert_every_log_line(a_srv, tid, final, (s0a, s0b, s1a, s1b))
    await close_all(s0a, s0b, s1a, s1b, a, b)


async def test_a_missed_publication_is_caught_up_from_the_store_and_a_late_one_ignored(
    servers: tuple[Running, Running], monkeypatch: pytest.MonkeyPatch,
) -> None:
    """B never hears of version 1: version 2's publication does not continue its copy, so B reads rows 1
    and 2 from the store; version 1's publication, arriving after all, changes nothing."""
    a_srv, b_srv = servers
    hub_b = b_srv.services.hub
    a, b, tid, s0a, s0b, s1b = await toy_table(a_srv, b_srv)
    s1a = await on(b, a_srv).socket(tid)
    await s1a.state_at(0)
    held = held_back(monkeypatch, hub_b, tid, {1})
    read = reads_counted(monkeypatch, tid)
    assert (await s0a.act({"type": "draw"}))["t"] == "ack"
    await s1a.state_at(1)
    assert (await s1a.act({"type": "draw"}))["t"] == "ack"
    for sock in (s0a, s0b, s1a, s1b):
        await sock.state_at(2)
    assert [item.version for item in held] == [1] and held[0].played is not None
    assert read == [(0, [1, 2])]
    same_copies((a_srv.services.hub, hub_b), tid, 2)
    current = hub_b.live[tid].current
    await HEARD(hub_b, tid, held[0])  # out of order: B already has version 1
    assert hub_b.live[tid].current is current and read == [(0, [1, 2])]
    await assert_every_log_line(a_srv, tid, 2, (s0a, s0b, s1a, s1b))
    await close_all(s0a, s0b, s1a, s1b, a, b)


async def test_a_publication_heard_twice_is_applied_once(
    servers: tuple[Running, Running], monkeypatch: pytest.MonkeyPatch,
) -> None:
    a_srv, b_srv = servers
    hub_b = b_srv.services.hub
    a, b, tid, s0a, s0b, s1b = await toy_table(a_srv, b_srv)
    held = held_back(monkeypatch, hub_b, tid, {1})
    read = reads_counted(monkeypatch, tid)
    assert (await s0a.act({"type": "draw"}))["t"] == "ack"
    await until(lambda: _equals(_length(held), 1), "B held back version 1")
    pushed: list[Any] = []
    monkeypatch.setattr(hub_b.pubsub, "publish_here", lambda table_id, item: pushed.append(item))
    for _ in range(2):
        await HEARD(hub_b, tid, held[0])
    assert hub_b.live[tid].version == 1 and [u.version for u in pushed] == [1] and read == []
    same_copies((a_srv.services.hub, hub_b), tid, 1)
    await close_all(s0a, s0b, s1b, a, b)


async def _length(items: list[Any]) -> int:
    return len(items)


async def test_a_version_whose_announcement_was_lost_reaches_the_other_server_from_the_store(
    servers: tuple[Running, Running], monkeypatch: pytest.MonkeyPatch,
) -> None:
    """B stores a move and dies before telling Redis (SIGKILL between commit and publish): A finds it anyway."""
    a_srv, b_srv = servers
    a, b, tid, s0a, s0b, s1b = await toy_table(a_srv, b_srv)
    hub_b = b_srv.services.hub
    monkeypatch.setattr(hub_b, "publish", hub_b.pubsub.publish_here)  # B's publications never leave B
    assert (await s0b.act({"type": "draw"}))["t"] == "ack"
    assert (await s0a.state_at(1, timeout=3 * a_srv.services.settings.store_check_s + 2))["v"] == 1
    assert a_srv.services.hub.live[tid].version == 1
    await close_all(s0a, s0b, s1b, a, b)


async def test_a_table_loading_while_a_version_is_announced_follows_it(
    servers: tuple[Running, Running], monkeypatch: pytest.MonkeyPatch,
) -> None:
    """B starts loading the table for a new page, A stores version 1 and announces it before B's load ends."""
    a_srv, b_srv = servers
    hub_b = b_srv.services.hub
    a, b, table = await seated_pair(a_srv, "toy")
    tid = table["id"]
    s0a = await a.socket(tid)
    await s0a.state_at(0)
    loaded, go = asyncio.Event(), asyncio.Event()

    async def slow_read(db, table_id: str):  # reads version 0, then waits until A has stored and announced 1
        found = await repo_moves.load_game(db, table_id)
        loaded.set()
        await go.wait()
        return found

    monkeypatch.setattr(hub_module, "load_game", slow_read)
    monkeypatch.setattr(b_srv.services.settings, "store_check_s", 3600.0)  # only the announcement can tell B
    page = asyncio.create_task(on(b, b_srv).socket(tid))
    await loaded.wait()
    assert (await s0a.act({"type": "draw"}))["t"] == "ack"
    await asyncio.sleep(0.3)  # B hears of version 1 while its load of version 0 is still under way
    go.set()
    s1b = await page
    assert (await s1b.state_at(1, timeout=3))["v"] == 1
    assert hub_b.live[tid].version == 1
    await close_all(s0a, s1b, a, b)


async def test_an_account_stream_hears_events_made_in_another_process(servers: tuple[Running, Running]) -> None:
    a, b = servers
    ana, bob = await Client(a).register(), await Client(a).register()
    request = ana.http.build_request("GET", "/api/stream/event", headers=ana._headers())
    response = await ana.http.send(request, stream=True)  # ana listens on A
    lines = response.aiter_lines()
    bob_b = on(bob, b)
    sent = await bob_b.post(f"/api/challenge/{ana.user['username']}", {"game": "pickomino"}, expect=201)  # on B

    async def event(kind: str) -> dict:
        while True:
            line = await asyncio.wait_for(anext(lines), TIMEOUT)
            if line.strip() and (found := orjson.loads(line))["type"] == kind:
                return found

    assert (await event("challenge"))["challenge"]["id"] == sent["challenge"]["id"]
    accepted = await on(ana, b).post(f"/api/challenge/{sent['challenge']['id']}/accept", expect=200)
    assert (await event("gameStart"))["game"]["table"] == accepted["table"]["id"]
    await response.aclose()
    for c in (ana, bob, bob_b):
        await c.close()
