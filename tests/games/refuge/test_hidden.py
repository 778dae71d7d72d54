"""What each seat sees, and determinize: secret decisions and held tiles redrawn, consistently."""

from __future__ import annotations

from meeple.engine import Rng, canonical
from meeple.games.refuge import GAME
from meeple.games.refuge.components import BANG, STORM
from meeple.games.refuge.state import CHOOSE

from .positions import table, tiles


def test_another_seat_s_pending_decision_is_redrawn_and_never_shown() -> None:
    s = table(3)
    GAME.apply(s, 1, {"type": "return"})
    seen = {GAME.determinize(s, 0, Rng(r)).pending[1] for r in range(20)}
    assert seen == {"draw", "return"}
    assert GAME.determinize(s, 1, Rng(3)).pending[1] == "return"  # one's own choice stays


def test_held_tiles_are_redrawn_from_bag_and_hand_under_the_bang_rule() -> None:
    s = table(2)
    s.bags[1] = tiles("bramble", "glade")  # seat 1 draws both: glade must wait (bramble is forced)...
    s.bags[1] = tiles("trail", "glade")  # ...so draw two plain tiles: seat 1 must choose
    GAME.apply(s, 0, {"type": "return"})
    GAME.apply(s, 1, {"type": "draw"})
    assert s.stage[1] == CHOOSE
    s.bags[1] = tiles("storm", "ridge", "hedge", "stile")
    before = canonical(GAME.view(s, 0))
    hands = set()
    for r in range(40):
        d = GAME.determinize(s, 0, Rng(r))
        assert canonical(GAME.view(d, 0)) == before
        hand = d.hands[1]
        assert len(hand) == 2 and STORM not in hand and hand[0] != hand[1] and BANG[hand[0]] == BANG[hand[1]]
        assert sorted(d.bags[1] + hand) == sorted(s.bags[1] + s.hands[1])
        hands.add(tuple(hand))
    assert len(hands) > 2
    assert GAME.determinize(s, 1, Rng(1)).hands[1] == s.hands[1]


def test_the_view_shows_a_bag_with_the_held_tiles_counted_in() -> None:
    s = table(2)
    s.bags[1] = tiles("trail", "glade")
    GAME.apply(s, 0, {"type": "return"})
    GAME.apply(s, 1, {"type": "draw"})
    other = GAME.view(s, 0)["players"][1]
    assert other["bag"] == {"trail": 1, "glade": 1} and other["held"] == 2
    assert GAME.view(s, 0)["you"]["hand"] == [] and GAME.view(s, 1)["you"]["hand"] == ["trail", "glade"]
    assert GAME.view(s, None)["you"] is None


def test_the_renderer_s_tile_table_is_written_from_the_components() -> None:
    from pathlib import Path

    from meeple.games.refuge import view

    assert (Path(view.__file__).parent / "tiles.js").read_text() == view.catalogue_module()
