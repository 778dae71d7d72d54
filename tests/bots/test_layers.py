"""`import meeple.bots` is light: the protocol (`meeple.bots.base`) only,
each bot imported when it is first asked for."""

from __future__ import annotations

import pytest

import meeple.bots
from tests.layers import loaded_by, modules_of


def test_importing_the_package_imports_no_bot() -> None:
    loaded = loaded_by("meeple.bots")
    submodules = {name for name, _ in modules_of("meeple.bots")} - {"meeple.bots", "meeple.bots.base"}
    assert "meeple.bots.ismcts" in submodules
    assert sorted(submodules & loaded) == []


def test_every_exported_name_is_there_on_first_use() -> None:
    for name in meeple.bots.__all__:
        assert getattr(meeple.bots, name) is not None
    assert meeple.bots.ISMCTS.__module__ == "meeple.bots.ismcts"
    assert set(meeple.bots.__all__) <= set(dir(meeple.bots))


def test_an_unknown_name_is_an_attribute_error() -> None:
    with pytest.raises(AttributeError, match="NoSuchBot"):
        meeple.bots.NoSuchBot  # noqa: B018
