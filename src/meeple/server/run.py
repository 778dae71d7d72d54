"""Running the server: `serve()` for `meeple serve`, and `python -m meeple.server.run`.

The database URL is the argument if given, else MEEPLE_DATABASE_URL, else the
SQLite file ./var/meeple.sqlite3 (its folder is created).
"""

from __future__ import annotations

import argparse
import copy
from typing import Any

import uvicorn
from uvicorn.config import LOGGING_CONFIG

from .app import create_app
from .live.http_protocol import UpgradeReleasingHttpProtocol
from .live.ws_protocol import CoalescingWebSocketProtocol
from .settings import Settings

WS_MAX_FRAME = 1024 * 1024
"""uvicorn closes a WebSocket (1009) on a frame above this; the app answers smaller oversized ones."""


def log_config() -> dict[str, Any]:
    """uvicorn's logging, with the arena's own loggers (`meeple.*`: mail sent, garbage sweeps, a move another
    process stored first) written the same way at INFO; without this they fell to the root logger and were lost."""
    config = copy.deepcopy(LOGGING_CONFIG)
    config["loggers"]["meeple"] = {"handlers": ["default"], "level": "INFO", "propagate": False}
    return config


def serve(host: str, port: int, database_url: str | None) -> None:
    """Serve the arena on host:port until interrupted."""
    settings = Settings.from_env(database_url=database_url)
    uvicorn.run(
        create_app(settings),
        host=host,
        port=port,
        http=UpgradeReleasingHttpProtocol,
        ws=CoalescingWebSocketProtocol,
        ws_max_size=WS_MAX_FRAME,
        ws_per_message_deflate=False,
        proxy_headers=False,  # the app believes X-Forwarded-For only from MEEPLE_TRUSTED_PROXIES (app.py)
        log_level="info",
        log_config=log_config(),
        access_log=False,
        timeout_graceful_shutdown=5,
    )


def main(argv: list[str] | None = None) -> None:
    """Command-line entry for scripts and tests: --host, --port, --database-url."""
    parser = argparse.ArgumentParser(prog="python -m meeple.server.run", description=__doc__)
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--database-url", default=None)
    args = parser.parse_args(argv)
    serve(args.host, args.port, args.database_url)


if __name__ == "__main__":
    main()
