"""Chat across two server processes (one PostgreSQL database, one Redis): a message written on A reaches B's pages.

Skipped without Redis (failing under CI=true), as test_redis_pubsub is; these servers use a channel of their
own, so that tests running at the same time in other workers never hear each other.
"""

from __future__ import annotations

import secrets
from collections.abc import AsyncIterator

import pytest
import pytest_asyncio

from tests.store.databases import fresh_database

from .harness import Client, Running, fast_settings, running_server, seated_pair
from .test_chat import lobby, say
from .test_redis_pubsub import REDIS_URL, need_redis, on

pytestmark = [pytest.mark.asyncio(loop_scope="module"), pytest.mark.postgres]


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def servers(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[tuple[Running, Running]]:
    """Servers A and B: one PostgreSQL database, one Redis, a channel prefix of their own."""
    await need_redis()
    redis = {"redis_url": REDIS_URL, "redis_prefix": f"meeple-chat-{secrets.token_hex(4)}", "bot_inline": True}
    async with fresh_database("postgresql", tmp_path_factory.mktemp("db")) as url, \
            running_server(fast_settings(url, **redis)) as a, running_server(fast_settings(url, **redis)) as b:
        yield a, b


async def test_a_table_message_written_on_a_reaches_the_pages_on_b_but_not_a_blocker(
    servers: tuple[Running, Running],
) -> None:
    a_srv, b_srv = servers
    a, b, table = await seated_pair(a_srv, "toy")
    tid = table["id"]
    watcher = await Client(b_srv).register()
    await watcher.request("PUT", f"/api/accounts/blocks/{a.user['username']}")
    sa, sb, sw = await a.socket(tid), await on(b, b_srv).socket(tid), await watcher.socket(tid)
    assert (await say(sa, "hello from A"))["t"] == "ack"
    got = await sb.expect("chat")
    assert got["text"] == "hello from A" and got["name"] == a.user["username"]
    assert (await say(sb, "hello from B"))["t"] == "ack"
    assert (await sa.expect("chat"))["text"] == "hello from B"
    assert (await sw.expect("chat"))["text"] == "hello from B"  # A's message was left out on B for its blocker
    assert [m["text"] for m in sw.seen if m.get("t") == "chat"] == ["hello from B"]
    for thing in (sa, sb, sw, a, b, watcher):
        await thing.close()


async def test_a_lobby_message_written_on_b_reaches_a_lobby_page_on_a(servers: tuple[Running, Running]) -> None:
    a_srv, b_srv = servers
    ana = await Client(a_srv).register()
    here, there = await lobby(ana, a_srv), await lobby(on(ana, b_srv), b_srv)
    assert (await say(there, "written on B"))["t"] == "ack"
    assert (await here.expect("chat"))["text"] == "written on B"
    for thing in (here, there, ana):
        await thing.close()
