"""What each seat sees, and determinize: deck order and others' secret discards redrawn, consistently."""

from __future__ import annotations

from meeple.engine import Rng, canonical
from meeple.games.gangsta import GAME

from .positions import g, pending_discards


def test_views_never_show_the_decks_or_another_seat_s_secret_discard() -> None:
    s = pending_discards()
    for seat in (0, 2, None):
        text = canonical(GAME.view(s, seat))
        assert b"gdeck" not in text and b"hdeck" not in text
        assert GAME.view(s, seat)["players"][1]["decided"] is True
        you = GAME.view(s, seat)["you"]
        assert you is None or you["discard"] is None
    assert GAME.view(s, 1)["you"]["discard"] == g("Ace")
    assert GAME.view(s, 0)["heist_deck"] == len(s.hdeck)


def test_determinize_redraws_another_seat_s_discard_and_the_decks_but_keeps_the_view() -> None:
    s = pending_discards()
    before = canonical(GAME.view(s, 0))
    picks, decks = set(), set()
    for r in range(30):
        d = GAME.determinize(s, 0, Rng(r))
        assert canonical(GAME.view(d, 0)) == before
        assert d.pending[1] in (g("Tiny"), g("Ace"))
        assert sorted(d.gdeck) == sorted(s.gdeck)
        picks.add(d.pending[1])
        decks.add(tuple(d.gdeck))
    assert picks == {g("Tiny"), g("Ace")} and len(decks) > 20
    assert GAME.determinize(s, 1, Rng(4)).pending[1] == g("Ace")  # one's own choice stays


def test_the_renderer_s_card_table_is_written_from_the_components() -> None:
    from pathlib import Path

    from meeple.games.gangsta import view

    assert (Path(view.__file__).parent / "cards.js").read_text() == view.catalogue_module()
