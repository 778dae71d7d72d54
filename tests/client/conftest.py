"""The client is tested against a live server: the server tests' fixture, one server per module and backend."""

from tests.server.conftest import server

__all__ = ["server"]
