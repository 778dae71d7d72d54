"""Memory that stays flat: closed connections are freed at once, every cache is bounded."""

from __future__ import annotations

import asyncio
import gc
import weakref
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from meeple.server.auth.identity import Auth
from meeple.server.auth.sessions import SessionCache
from meeple.store.repo_accounts import Account

from .harness import Running, seated_pair

pytestmark = pytest.mark.asyncio(loop_scope="module")


@contextmanager
def no_collector() -> Iterator[None]:
    """Only reference counting frees anything meanwhile (as with the server's tuned collector, mostly)."""
    gc.collect()
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


def _alive(refs: list[weakref.ref]) -> list[object]:
    return [r() for r in refs if r() is not None]


async def test_a_closed_connection_is_freed_without_the_collector(server: Running) -> None:
    a, b, table = await seated_pair(server, "toy")
    hub = server.services.hub
    refs: list[weakref.ref] = []
    with no_collector():
        for _ in range(5):
            sock = await a.socket(table["id"])
            await sock.state_at(0)
            conns = list(hub.pubsub.subscribers_of(table["id"]))
            refs += [weakref.ref(c) for c in conns] + [weakref.ref(c.ws) for c in conns]
            del conns
            await sock.close()
            for _ in range(100):
                if not hub.pubsub.subscribers(table["id"]):
                    break
                await asyncio.sleep(0.01)
        for _ in range(10):
            await asyncio.sleep(0.01)
        left = _alive(refs)
        kinds = sorted({type(x).__name__ for x in left})
        del left
    assert not kinds, f"closed connections still held (by cycles only the collector frees): {kinds}"
    await a.close()
    await b.close()


async def test_a_websocket_handshake_leaves_no_cycle_for_the_collector(server: Running) -> None:
    """The HTTP protocol that parsed the handshake is freed at the upgrade (live/http_protocol.py), and reading
    a table's seats builds no new bind parameters (store/repo_tables.py): neither waits in the frozen heap."""
    a, b, table = await seated_pair(server, "toy")
    with no_collector():
        for _ in range(3):
            sock = await a.socket(table["id"])
            await sock.state_at(0)
            await sock.close()
        await a.get(f"/api/tables/{table['id']}")
        for _ in range(10):
            await asyncio.sleep(0.01)
        gc.set_debug(gc.DEBUG_SAVEALL)
        try:
            gc.collect()
            kinds = sorted({type(x).__name__ for x in gc.garbage if type(x).__module__.split(".")[0] in
                            ("uvicorn", "httptools", "sqlalchemy", "meeple")})
        finally:
            gc.set_debug(0)
            gc.garbage.clear()
    assert not kinds, f"cyclic garbage left for the collector: {kinds}"
    await a.close()
    await b.close()


def _auth(i: int) -> Auth:
    return Auth(Account(id=i, username=f"u{i}", is_guest=True), f"hash{i}", "csrf")


async def test_the_session_cache_drops_expired_sessions_and_stays_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    now = [1000.0]
    monkeypatch.setattr("meeple.server.auth.sessions.time.monotonic", lambda: now[0])
    cache = SessionCache(ttl=30.0, max_size=1000)
    for i in range(5000):  # one new session a second: about 30 are fresh at any time
        cache.put(_auth(i))
        now[0] += 1.0
        assert len(cache) <= 40, (i, len(cache))
    assert cache.get("hash4999") is not None and cache.get("hash0") is None
    burst = SessionCache(ttl=30.0, max_size=100)
    for i in range(1000):  # all fresh: the oldest go first, the newest stay
        burst.put(_auth(i))
    assert len(burst) <= 100 and burst.get("hash999") is not None
