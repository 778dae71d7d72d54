"""A client that is refused or only watches learns why, in words (issue 23, point 3)."""

from __future__ import annotations

import orjson
import pytest
from websockets.asyncio.client import connect

from meeple.server.live.websocket import MESSAGE_TYPES

from .harness import TIMEOUT, Client, Running, Socket, refused, seated_pair

pytestmark = pytest.mark.asyncio(loop_scope="module")


async def test_a_bad_token_or_unknown_table_closes_with_a_readable_reason(server: Running) -> None:
    a, b, table = await seated_pair(server, "toy")
    url = f"{server.ws_base}/ws/tables/{table['id']}"
    error, code, reason = await refused(url, Authorization="Bearer not-a-token")
    assert (error["code"], code) == ("bad_token", 4401) and reason == error["message"]
    error, code, reason = await refused(url, Authorization="Basic abc")
    assert code == 4401 and reason and "Bearer" in reason
    error, code, reason = await refused(f"{server.ws_base}/ws/tables/nosuchtable")
    assert (error["code"], code) == ("not_found", 4404) and reason and "nosuchtable" in reason
    for c in (a, b):
        await c.close()


async def test_a_spectator_is_told_why_in_the_first_message(server: Running) -> None:
    a, b, table = await seated_pair(server, "toy")
    anonymous = Socket(await connect(f"{server.ws_base}/ws/tables/{table['id']}", open_timeout=TIMEOUT))
    hello = orjson.loads(await anonymous.ws.recv())
    assert hello["t"] == "hello" and hello["seat"] is None
    assert "No Authorization header" in hello["spectator"] and "Bearer" in hello["spectator"]
    watcher = await Client(server).guest()
    watching = await watcher.socket(table["id"])
    assert watching.hello["spectator"] == f"{watcher.user['username']} has no seat at this table, so you are a " \
        "spectator."
    seated = await a.socket(table["id"])
    assert seated.hello["spectator"] is None
    for c in (anonymous, watching, seated, watcher, a, b):
        await c.close()


async def test_an_unknown_message_type_lists_every_accepted_type(server: Running) -> None:
    a, b, table = await seated_pair(server, "toy")
    sock = await a.socket(table["id"])
    await sock.send({"t": "move", "id": "m1"})
    error = await sock.expect("error")
    assert error["code"] == "bad_request" and error["id"] == "m1" and "'move'" in error["message"]
    for kind in ("act", "undo", "sync", "ping", "skip", "expel", "concede", "abandon", "think"):
        assert kind in MESSAGE_TYPES and f'"{kind}"' in error["message"]
    for c in (sock, a, b):
        await c.close()
