"""Sending one e-mail through the SMTP server the settings name (MEEPLE_SMTP_*), with the standard library.

`smtplib` blocks, so `SmtpMailer.send` runs it in a thread: the event loop
(and every table on it) never waits for a mail server.
"""

from __future__ import annotations

import asyncio
import smtplib
import ssl
from dataclasses import dataclass
from email.message import EmailMessage
from email.utils import formatdate, make_msgid, parseaddr

from ..settings import Settings

TLS_MODES = ("starttls", "ssl", "none")
SMTP_TIMEOUT_S = 20.0


def may_pass(exc: BaseException) -> bool:
    """Whether a failed send is worth trying again later: the server was unreachable, hung up, or answered
    with a temporary (4xx) code. A permanent (5xx) answer, a refused login, a missing STARTTLS or a
    certificate that does not verify would fail again the same way."""
    if isinstance(exc, smtplib.SMTPResponseException):  # includes a refused login or sender
        return 400 <= exc.smtp_code < 500
    if isinstance(exc, smtplib.SMTPRecipientsRefused):
        return all(400 <= code < 500 for code, _ in exc.recipients.values())
    if isinstance(exc, smtplib.SMTPNotSupportedError | ssl.SSLCertVerificationError):
        return False
    return isinstance(exc, OSError)  # refused, reset, timed out, disconnected (smtplib's errors are OSErrors)


@dataclass(frozen=True)
class SmtpMailer:
    """Where mail goes and how to log in there."""

    host: str
    port: int
    sender: str
    tls: str = "starttls"
    user: str | None = None
    password: str | None = None

    @classmethod
    def from_settings(cls, settings: Settings) -> SmtpMailer | None:
        """The mailer the settings describe; None when no SMTP host is set (then no mail is ever sent)."""
        if not settings.smtp_host:
            return None
        if settings.smtp_tls not in TLS_MODES:
            raise ValueError(f"MEEPLE_SMTP_TLS must be one of {', '.join(TLS_MODES)}, not {settings.smtp_tls!r}")
        return cls(settings.smtp_host, settings.smtp_port, settings.smtp_from, settings.smtp_tls,
                   settings.smtp_user, settings.smtp_password)

    async def send(self, message: EmailMessage) -> None:
        """Send `message` (its From, Date and Message-ID are set here), in a worker thread."""
        if "From" not in message:
            message["From"] = self.sender
        del message["Date"], message["Message-ID"]  # a retried message gets its own (headers would pile up)
        message["Date"] = formatdate()
        # the sender's domain: make_msgid would otherwise ask the resolver for this host's name, in the loop
        message["Message-ID"] = make_msgid("meeple", parseaddr(self.sender)[1].rpartition("@")[2] or "localhost")
        await asyncio.to_thread(self._send_now, message)

    def _send_now(self, message: EmailMessage) -> None:
        if self.tls == "ssl":
            client: smtplib.SMTP = smtplib.SMTP_SSL(self.host, self.port, timeout=SMTP_TIMEOUT_S,
                                                    context=ssl.create_default_context())
        else:
            client = smtplib.SMTP(self.host, self.port, timeout=SMTP_TIMEOUT_S)
        with client:
            if self.tls == "starttls":
                client.starttls(context=ssl.create_default_context())
            if self.user and self.password:
                client.login(self.user, self.password)
            client.send_message(message)
