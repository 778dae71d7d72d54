"""A minimal SMTP server for tests: accepts every mail on a loopback port and keeps it, parsed.

Enough of RFC 5321 for smtplib without TLS or login: HELO/EHLO, MAIL, RCPT,
DATA (with dot-unstuffing), RSET, NOOP, QUIT.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from email import message_from_bytes, policy
from email.message import EmailMessage


class SmtpSink:
    """The mails received, in order; `wait_for(n)` waits until there are `n`."""

    def __init__(self) -> None:
        self.mails: list[EmailMessage] = []
        self.port = 0
        self._arrived = asyncio.Event()

    async def wait_for(self, count: int, timeout: float = 10.0) -> list[EmailMessage]:
        async def enough() -> None:
            while len(self.mails) < count:
                self._arrived.clear()
                await self._arrived.wait()
        await asyncio.wait_for(enough(), timeout)
        return self.mails

    async def _session(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        def say(line: str) -> None:
            writer.write(f"{line}\r\n".encode())

        say("220 sink ESMTP")
        while line := (await reader.readline()).decode(errors="replace").rstrip("\r\n"):
            verb = line[:4].upper()
            if verb == "EHLO":
                say("250-sink")
                say("250 8BITMIME")
            elif verb == "DATA":
                say("354 end with <CRLF>.<CRLF>")
                await writer.drain()
                body = bytearray()
                while (chunk := await reader.readline()) not in (b".\r\n", b".\n", b""):
                    body += chunk[1:] if chunk.startswith(b"..") else chunk
                self.mails.append(message_from_bytes(bytes(body), policy=policy.default))  # type: ignore[arg-type]
                self._arrived.set()
                say("250 queued")
            elif verb == "QUIT":
                say("221 bye")
                break
            else:  # HELO, MAIL, RCPT, RSET, NOOP
                say("250 ok")
            await writer.drain()
        await writer.drain()
        writer.close()


@asynccontextmanager
async def smtp_sink() -> AsyncIterator[SmtpSink]:
    """A sink listening on 127.0.0.1 (its `port`) while the block runs."""
    sink = SmtpSink()
    server = await asyncio.start_server(sink._session, "127.0.0.1", 0)
    sink.port = server.sockets[0].getsockname()[1]
    try:
        yield sink
    finally:
        server.close()
        await server.wait_closed()
