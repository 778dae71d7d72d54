"""A pytest run that selects nothing fails with exit 1, never pytest's exit 5."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_an_empty_selection_fails() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:xdist", "-p", "no:cacheprovider", "tests/packaging/test_extras.py",
         "-k", "no_test_has_this_name"],
        cwd=ROOT, capture_output=True, text=True, timeout=120, check=False,
    )
    assert done.returncode == 1, done.stdout + done.stderr
    assert "no tests were collected" in done.stdout
