"""`PonteDelDiavoloGame.apply`'s shortcut accepts a prebuilt action exactly when the engine's scan would.

At positions of seeded random playouts (and clones of them, which share the
position's cache, played on afterwards), every prebuilt place and bridge
object, the pass and the pie choices, and equal copies of them, are applied
to a clone: each must be accepted exactly when it is listed, and leave the
same state as the engine's plain path (`BaseGame.apply`).
"""

from __future__ import annotations

import pytest

from meeple.engine import BaseGame, IllegalAction, Rng
from meeple.games.pontedeldiavolo.board import PLACE
from meeple.games.pontedeldiavolo.legal import BRIDGE, CHOICES, PASS
from meeple.games.pontedeldiavolo.state import PonteState, dump

from .positions import GAME

CANDIDATES = (*PLACE, *BRIDGE, PASS, *CHOICES)


def outcome_of(apply_: object, s: PonteState, seat: int, action: dict[str, object]) -> object:
    """The dump after `apply_` on a clone, or the refusal's text."""
    after = s.clone()
    try:
        apply_(after, seat, action)  # type: ignore[operator]
    except IllegalAction as exc:
        return str(exc)
    return dump(after)


def check_position(s: PonteState, rng: Rng) -> None:
    """Every candidate (object and copy) at `s`, through the shortcut and the engine's path, for both seats."""
    for seat in (0, 1):
        listed = GAME.legal_tuple(s, seat)
        picks = [a for a in CANDIDATES if rng.below(4) == 0 or any(b is a for b in listed)]
        for action in picks:
            for a in (action, dict(action)):
                ours = outcome_of(GAME.apply, s, seat, a)
                plain = outcome_of(lambda st, se, ac: BaseGame.apply(GAME, st, se, ac), s, seat, a)
                assert ours == plain, (seat, a)
                assert isinstance(ours, dict) == any(b == a for b in listed), (seat, a)


@pytest.mark.parametrize("seed", range(6))
def test_shortcut_matches_the_scan(seed: int) -> None:
    rng = Rng(seed)
    s = GAME.setup(2, {}, seed)
    twin = None
    step = 0
    while GAME.waiting_for(s):
        seat = min(GAME.waiting_for(s))
        if step % 9 == 0:
            check_position(s, rng)
        if step == 20:
            twin = s.clone()  # shares this position's cache; played on below, after `s` has moved on
        listed = GAME.legal_tuple(s, seat)
        GAME.apply(s, seat, listed[rng.below(len(listed))])
        step += 1
    assert twin is not None
    while GAME.waiting_for(twin):
        seat = min(GAME.waiting_for(twin))
        check_position(twin, rng)
        listed = GAME.legal_tuple(twin, seat)
        GAME.apply(twin, seat, listed[rng.below(len(listed))])


def test_listed_objects_take_the_shortcut(monkeypatch: pytest.MonkeyPatch) -> None:
    """Only the pass and the pie choice reach the engine's scan when a bot plays the listed objects."""
    engine_path: list[str] = []
    plain = BaseGame.apply

    def counted(game: BaseGame, state: PonteState, seat: int, action: dict[str, object], **kw: object) -> object:
        engine_path.append(str(action["type"]))
        return plain(game, state, seat, action, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(BaseGame, "apply", counted)
    for seed in range(3):
        rng = Rng(seed)
        s = GAME.setup(2, {}, seed)
        while GAME.waiting_for(s):
            seat = min(GAME.waiting_for(s))
            listed = GAME.legal_tuple(s, seat)
            GAME.apply(s, seat, listed[rng.below(len(listed))])
    assert engine_path and set(engine_path) <= {"keep", "swap", "pass"}
