"""A plain install serves: build the wheel, install it alone in a clean venv, serve on SQLite, fetch the lobby.

No dev tools and no extras: a SQLite-only host gets neither asyncpg nor redis,
and the server must still start from what pyproject.toml
declares (a missing dependency shows up here, not on a user's machine). Its
dependencies come from PyPI, as a user's `pip install` would get them.
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
INSTALL_TIMEOUT_S = 600
START_TIMEOUT_S = 90


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _clean_env() -> dict[str, str]:
    """This environment without anything that would let the venv see the source tree or our settings."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("MEEPLE_", "PYTHON", "VIRTUAL_ENV", "PIP_REQUIRE"))}
    env["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
    return env


def _run(cmd: list[str], cwd: Path, timeout: float) -> None:
    done = subprocess.run(cmd, cwd=cwd, env=_clean_env(), capture_output=True, text=True, timeout=timeout, check=False)
    if done.returncode:
        pytest.fail(f"{' '.join(cmd)} exited {done.returncode}:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}")


def _get(url: str) -> tuple[int, bytes]:
    with urllib.request.urlopen(url, timeout=10) as response:
        return response.status, response.read()


def test_the_wheel_installs_alone_and_serves_on_sqlite() -> None:
    with tempfile.TemporaryDirectory(prefix="meeple-wheel-") as tmp:
        work = Path(tmp)
        # build from a copy, so the checkout gets no build/ or egg-info of ours
        src = work / "src-copy"
        src.mkdir()
        for name in ("pyproject.toml", "README.md"):
            shutil.copy2(ROOT / name, src / name)
        shutil.copytree(ROOT / "src", src / "src", ignore=shutil.ignore_patterns("__pycache__", "*.egg-info"))
        wheels = work / "wheels"
        _run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(wheels), str(src)], work,
             INSTALL_TIMEOUT_S)
        (wheel,) = wheels.glob("meeple-*.whl")

        venv = work / "venv"
        _run([sys.executable, "-m", "venv", str(venv)], work, 120)
        py = venv / "bin" / "python"
        _run([str(py), "-m", "pip", "install", "-q", str(wheel)], work, INSTALL_TIMEOUT_S)
        probe = "import importlib.util as u; print([m for m in ('asyncpg', 'redis', 'pytest') if u.find_spec(m)])"
        extras = subprocess.run([str(py), "-c", probe], env=_clean_env(), capture_output=True, text=True, check=True)
        assert extras.stdout.strip() == "[]", f"a plain install brought optional packages: {extras.stdout}"

        port = _free_port()
        run_dir = work / "run"
        run_dir.mkdir()
        log = (work / "serve.log").open("w+")
        server = subprocess.Popen(
            [str(venv / "bin" / "meeple"), "serve", "--host", "127.0.0.1", "--port", str(port)],
            cwd=run_dir, env={**_clean_env(), "MEEPLE_BOT_WORKERS": "1"}, stdout=log, stderr=subprocess.STDOUT,
        )
        try:
            base = f"http://127.0.0.1:{port}"
            deadline = time.monotonic() + START_TIMEOUT_S
            while True:
                if server.poll() is not None:
                    log.seek(0)
                    pytest.fail(f"meeple serve exited {server.returncode}:\n{log.read()[-5000:]}")
                try:
                    status, body = _get(f"{base}/api/games")
                    break
                except OSError:
                    if time.monotonic() > deadline:
                        log.seek(0)
                        pytest.fail(f"meeple serve did not answer within {START_TIMEOUT_S} s:\n{log.read()[-5000:]}")
                    time.sleep(0.3)
            assert status == 200
            ids = {g["id"] for g in json.loads(body)["games"]}
            assert {"pickomino", "skull", "wizard"} <= ids
            status, page = _get(f"{base}/")
            assert status == 200 and b"<html" in page.lower()
            assert (run_dir / "var" / "meeple.sqlite3").is_file()
        finally:
            server.terminate()
            try:
                server.wait(timeout=20)
            except subprocess.TimeoutExpired:
                server.kill()
                server.wait(timeout=10)
            log.close()
