"""Meditation and the hidden plenitude tokens: each seat sees exactly the tokens it has looked at."""

from __future__ import annotations

from meeple.engine import Rng
from meeple.games.chakra import GAME
from meeple.games.chakra.components import CHAKRAS, GREEN, RED, YELLOW

from .positions import PLENITUDE, position


def test_each_player_starts_with_one_random_meditation_token() -> None:
    s = GAME.setup(4, {}, 7)
    assert all(len(m) == 1 for m in s.meditation)
    assert sorted([*s.plenitude, s.box]) == [1, 1, 2, 2, 3, 3, 4, 4]


def test_meditating_then_looking_shows_the_value_to_the_looker_only() -> None:
    s = position(2)
    GAME.apply(s, 0, {"type": "meditate"})
    assert GAME.legal_actions(s, 0) == [{"type": "look", "colour": c} for c in range(CHAKRAS) if c != GREEN]
    events = GAME.apply(s, 0, {"type": "look", "colour": RED})
    private = [e for e in events if e.to is not None]
    assert [e.to for e in private] == [(0,)] and private[0].reveals and "worth 1" in private[0].text
    assert not any("worth" in e.text for e in events if e.to is None)
    assert GAME.view(s, 0)["plenitude"] == [None, None, None, 1, None, None, 1]
    assert GAME.view(s, 1)["plenitude"] == [None, None, None, 1, None, None, None]
    assert GAME.view(s, None)["plenitude"] == [None] * CHAKRAS
    assert GAME.view(s, 1)["boards"][0]["meditation"] == [GREEN, RED]  # which tokens were seen is public


def test_with_every_meditation_token_a_meditation_only_takes_tokens_back() -> None:
    s = position(2)
    s.meditation[0] = list(range(CHAKRAS))
    s.spaces[0][2] = True
    GAME.apply(s, 0, {"type": "meditate"})
    assert s.turn == 1 and not s.spaces[0][2]


def test_determinize_keeps_what_the_seat_has_seen_and_deals_the_rest_from_the_unseen_tokens() -> None:
    s = position(2)
    s.meditation = [[GREEN, YELLOW], [RED]]
    values = set()
    for r in range(40):
        d = GAME.determinize(s, 0, Rng(r))
        assert d.plenitude[GREEN] == PLENITUDE[GREEN] and d.plenitude[YELLOW] == PLENITUDE[YELLOW]
        assert sorted([*d.plenitude, d.box]) == [1, 1, 2, 2, 3, 3, 4, 4]
        assert GAME.view(d, 0) == GAME.view(s, 0)
        values.add(tuple(d.plenitude))
    assert len(values) > 10  # really resampled


def test_at_the_end_every_token_is_revealed() -> None:
    s = position(2)
    s.phase = "over"
    assert GAME.view(s, 1)["plenitude"] == PLENITUDE
    assert GAME.determinize(s, 1, Rng(3)).plenitude == PLENITUDE
