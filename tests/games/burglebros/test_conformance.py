"""The conformance kit: 200 seeds at every player count with the defaults, 50 for each other option."""

from __future__ import annotations

import pytest

from meeple.engine import conformance
from meeple.games.burglebros import GAME

OTHER_OPTIONS = [
    ({"job": "office"}, 2),
    ({"job": "fortknox"}, 3),
    ({"characters": "advanced"}, 4),
    ({"characters": "side"}, 1),
    ({"characters": "choose"}, 3),
    ({"walls": "random"}, 2),
    ({"lost_visual": True}, 4),
    ({"after_alarm": "resume"}, 1),
    ({"level": "easy"}, 2),
    ({"level": "hard"}, 3),
    ({"solo_characters": 2}, 1),
    ({"solo_characters": 3}, 1),
    ({"solo_characters": 4}, 1),
    ({"deadbolts": "per_floor"}, 4),
    ({"job": "fortknox", "walls": "random", "deadbolts": "per_floor"}, 2),
]


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_conformance_defaults(players: int) -> None:
    report = conformance.check(GAME, seeds=range(200), players=players, options={})
    assert report.games == 200


@pytest.mark.parametrize(("options", "players"), OTHER_OPTIONS, ids=[str(o) for o, _ in OTHER_OPTIONS])
def test_conformance_options(options: dict, players: int) -> None:
    report = conformance.check(GAME, seeds=range(50), players=players, options=options)
    assert report.games == 50


def test_every_non_default_choice_is_covered() -> None:
    declared = {(o.id, v) for o in GAME.options for v in o.values if v != o.default}
    assert declared == {(k, v) for opts, _ in OTHER_OPTIONS for k, v in opts.items()}
