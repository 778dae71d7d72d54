"""A small typed client for Meeple bot writers: the REST API, the account event stream, and playing a table.

    from meeple.client import MeepleClient

    async with MeepleClient("http://127.0.0.1:8000", token) as client:
        async for event in client.events():
            if event["type"] == "challenge" and event["challenge"]["dest_user"]["id"] == client.me["id"]:
                await client.accept(event["challenge"]["id"])
            elif event["type"] == "gameStart":
                await client.play(event["game"]["table"], lambda state: state.legal[0])

It needs only what the server itself installs: the standard library for HTTP and `websockets` for the
WebSockets. `python -m meeple.client.example` is a whole bot; docs/api.md describes the protocol.
"""

from .api import ApiError, MeepleClient
from .table import Chooser, TableState

__all__ = ["ApiError", "Chooser", "MeepleClient", "TableState"]
