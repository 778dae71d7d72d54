"""Session-wide rules for every test run."""

from __future__ import annotations

import pytest


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """A run that collected no test fails (exit 1) instead of pytest's exit 5.

    `make test` (and CI through `.ci/run`) must never pass, nor end with a code
    a wrapper might take for "nothing to do", because a filter, a marker or a
    broken collection left nothing to run.
    """
    if exitstatus == pytest.ExitCode.NO_TESTS_COLLECTED:
        session.exitstatus = pytest.ExitCode.TESTS_FAILED
        reporter = session.config.pluginmanager.get_plugin("terminalreporter")
        if reporter is not None:
            reporter.write_line("error: no tests were collected; a test run must run tests", red=True)
