"""Browser tests: a real server in a subprocess, and Debian's Chromium driven by Playwright.

Every test here is marked `browser`; all are skipped, saying why, when
/usr/bin/chromium (or Playwright) is missing. Screenshots go to
test-artifacts/ at the top of the repository (git-ignored).
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

CHROMIUM = Path("/usr/bin/chromium")
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
START_TIMEOUT = 90.0  # seconds; a loaded 2-core machine has taken over 30 to import everything


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "browser: drives a real browser against a real server (needs /usr/bin/chromium)")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Skip every browser test, with the reason, when the browser cannot run here."""
    reason = None
    if not CHROMIUM.exists():
        reason = f"{CHROMIUM} is not installed (apt-get install chromium)"
    else:
        try:
            import playwright.sync_api  # noqa: F401
        except ImportError:
            reason = "Playwright for Python is not installed (pip install playwright)"
    if reason is None:
        return
    if os.environ.get("CI") == "true":  # CI installs Chromium (scripts/test-services.sh): never a silent skip there
        raise pytest.UsageError(f"browser tests cannot run: {reason}")
    for item in items:
        if item.get_closest_marker("browser"):
            item.add_marker(pytest.mark.skip(reason=reason))


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class Server:
    """`python -m meeple.server.run` on a free loopback port with a fresh SQLite file.

    `env` adds environment variables for the server (a test speed profile, say).
    """

    def __init__(self, folder: Path, env: dict[str, str] | None = None) -> None:
        self.folder = folder
        self.env = dict(env or {})
        self.port = _free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.start()

    def start(self) -> None:
        """Start the process (again, after `stop`, on the same port and database)."""
        self.log = open(self.folder / "server.log", "a")  # noqa: SIM115 - closed in stop()
        env = {**os.environ, "MEEPLE_BOT_DELAY": "0.05", **self.env}
        env.pop("MEEPLE_DATABASE_URL", None)
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "meeple.server.run", "--host", "127.0.0.1", "--port", str(self.port),
             "--database-url", f"sqlite:///{self.folder / 'meeple.sqlite3'}"],
            stdout=self.log, stderr=subprocess.STDOUT, env=env,
        )
        self._wait_until_up()

    def restart(self) -> None:
        """Stop and start again: every open page loses its connection for a moment."""
        self.stop()
        self.start()

    def _wait_until_up(self) -> None:
        deadline = time.monotonic() + START_TIMEOUT
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"the server exited: {(self.folder / 'server.log').read_text()[-2000:]}")
            try:
                if httpx.get(f"{self.base}/api/games", timeout=1.0).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            time.sleep(0.1)
        self.stop()
        tail = (self.folder / "server.log").read_text()[-2000:]
        raise RuntimeError(f"the server did not start within {START_TIMEOUT:.0f} s: {tail}")

    def stop(self) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait(5)
        self.log.close()


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """A running server shared by the tests of one module."""
    running = Server(tmp_path_factory.mktemp("server"))
    try:
        yield running
    finally:
        running.stop()


@pytest.fixture(scope="module")
def browser() -> Iterator[object]:
    """Headless Chromium (Debian's), shared by the tests of one module."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        chromium = pw.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=ARGS)
        try:
            yield chromium
        finally:
            chromium.close()


@pytest.fixture(scope="session")
def artifacts() -> Path:
    """Where screenshots go (git-ignored)."""
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS
