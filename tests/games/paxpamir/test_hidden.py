"""What each seat sees, and determinize: other hands, the deck and the events left out redrawn."""

from __future__ import annotations

from meeple.engine import Rng, canonical
from meeple.games.paxpamir import GAME
from meeple.games.paxpamir.components import DOMINANCE, is_event

from .positions import table


def _started() -> object:
    s = table(3, (1, 2, 0))
    s.hands = [[61, 62], [63, 64, 65], []]
    for c in (61, 62, 63, 64, 65):
        if c in s.deck:
            s.deck.remove(c)
    return s


def test_a_view_shows_only_the_seat_s_own_hand_and_the_sizes_of_the_others() -> None:
    s = _started()
    v = GAME.view(s, 0)
    assert v["players"][0]["hand"] == [61, 62] and v["players"][1]["hand"] is None
    assert v["players"][1]["hand_size"] == 3
    spectator = GAME.view(s, None)
    assert all(p["hand"] is None for p in spectator["players"])
    text = canonical(GAME.view(s, 0)).decode()
    assert '"deck":' in text and "63" not in str(v["players"][1])


def test_determinize_redraws_other_hands_and_the_deck_keeping_the_view() -> None:
    s = _started()
    before = canonical(GAME.view(s, 0))
    hands, decks = set(), set()
    for r in range(20):
        d = GAME.determinize(s, 0, Rng(r))
        assert canonical(GAME.view(d, 0)) == before
        assert d.hands[0] == [61, 62] and len(d.hands[1]) == 3
        assert not any(is_event(c) for c in d.hands[1])
        assert sorted(d.deck + d.hands[1] + d.boxed) == sorted(s.deck + s.hands[1] + s.boxed)
        hands.add(tuple(d.hands[1]))
        decks.add(tuple(d.deck[-5:]))
    assert len(hands) > 5 and len(decks) > 5


def test_determinize_keeps_each_pile_s_mix_of_checks_and_events() -> None:
    s = GAME.setup(4, {}, 2)
    for r in range(10):
        d = GAME.determinize(s, 0, Rng(r))
        for lo, hi in zip(s.piles, [*s.piles[1:], len(s.deck)], strict=True):
            assert sum(c in DOMINANCE for c in d.deck[lo:hi]) == sum(c in DOMINANCE for c in s.deck[lo:hi])
            assert sum(is_event(c) for c in d.deck[lo:hi]) == sum(is_event(c) for c in s.deck[lo:hi])


def test_the_own_hand_and_state_rng_are_untouched_by_the_seat_s_own_determinization() -> None:
    s = _started()
    d = GAME.determinize(s, 1, Rng(4))
    assert d.hands[1] == s.hands[1] and d.rng != s.rng


def test_the_board_s_card_table_is_written_from_the_components() -> None:
    from pathlib import Path

    from meeple.games.paxpamir import view

    assert (Path(view.__file__).parent / "cards.js").read_text() == view.catalogue_module()


def test_the_card_a_player_bribes_to_play_stays_in_their_hand_for_everyone() -> None:
    from .positions import tribe

    s = _started()
    tribe(s, 1, "herat", 2)
    GAME.apply(s, 0, {"type": "play", "card": 61, "side": "left"})
    GAME.apply(s, 0, {"type": "offer", "amount": 1})
    for r in range(10):
        d = GAME.determinize(s, 1, Rng(r))
        assert 61 in d.hands[0] and len(d.hands[0]) == 2
