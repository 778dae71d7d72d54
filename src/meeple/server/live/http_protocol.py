"""uvicorn's httptools HTTP protocol, letting go of its parser when the connection becomes a WebSocket.

The parser holds bound methods of the protocol (its callbacks) and the
protocol holds the parser: a reference cycle. uvicorn breaks it when the
connection is lost, but not when it hands the connection to a WebSocket
protocol, so every WebSocket's handshake left an HTTP protocol (about twenty
objects with its parser, callbacks and flow control) for the cyclic collector
to find. The server freezes survivors out of the collector's passes
(server/garbage.py), so that garbage waited in the frozen heap for a full
sweep: in `bench/paced.py` these and a query's bind parameters were most of
the cyclic garbage a steady load made. Dropping the parser at the upgrade lets
reference counting free the old protocol at once.
"""

from __future__ import annotations

from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol


class UpgradeReleasingHttpProtocol(HttpToolsProtocol):
    """HttpToolsProtocol that drops its parser once the WebSocket protocol has the connection."""

    def handle_websocket_upgrade(self) -> None:
        """Hand over as uvicorn does, then break the protocol-parser cycle (nothing here reads it again)."""
        super().handle_websocket_upgrade()
        self.parser = None  # type: ignore[assignment]
