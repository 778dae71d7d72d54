"""uvicorn's sans-I/O WebSocket protocol, writing each connection's frames once per loop turn.

On loopback a socket write costs more than building the frame (the kernel
delivers to the reader inside the writer's system call): profiled under the
benchmark, `transport.write` was 30% of the server's CPU, three writes per
move (the mover's ack and state, the opponent's state). This subclass keeps
the frames a connection sends during one turn of the event loop in the
protocol's buffer and writes them together at the end of the turn: the ack
and the state a move produces leave in one write.

Only the `websocket.send` path changes; the handshake, close, ping and
backpressure are uvicorn's own (they flush the same buffer, in order).
"""

from __future__ import annotations

from typing import Any

from uvicorn.protocols.utils import ClientDisconnected
from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol
from websockets.exceptions import InvalidState


class CoalescingWebSocketProtocol(WebSocketsSansIOProtocol):
    """Frames sent in one loop turn go out in one `transport.write`."""

    _flush_scheduled = False

    async def send(self, message: Any) -> None:
        """Buffer data frames; everything else is uvicorn's."""
        if message["type"] != "websocket.send" or not self.handshake_complete or self.close_sent or (
            self.initial_response is not None
        ):
            await super().send(message)
            return
        await self.writable.wait()
        if self.disconnected:
            raise ClientDisconnected()
        try:
            text = message.get("text")
            if text is not None:
                self.conn.send_text(text.encode())
            else:
                self.conn.send_binary(message.get("bytes") or b"")
        except InvalidState:
            raise ClientDisconnected() from None
        if not self._flush_scheduled:
            self._flush_scheduled = True
            self.loop.call_soon(self._flush)

    def _flush(self) -> None:
        self._flush_scheduled = False
        output = self.conn.data_to_send()
        if output and not self.transport.is_closing():
            self.transport.write(b"".join(output))
