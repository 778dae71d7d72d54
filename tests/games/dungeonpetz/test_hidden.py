"""A seat's view shows only what it may know, and determinize redraws exactly the rest."""

from __future__ import annotations

from meeple.engine import Rng
from meeple.games.dungeonpetz import GAME, flow
from meeple.games.dungeonpetz.components import CARD_COLOUR

from .positions import fresh, put_pet


def test_other_hands_show_only_their_colours() -> None:
    s = fresh(3)
    view = GAME.view(s, 0)
    assert view["shops"][0]["hand"] is not None
    assert view["shops"][1]["hand"] is None and view["shops"][1]["hand_colours"] == {
        "green": 1, "red": 1, "yellow": 1, "purple": 1}
    assert all(shop["hand"] is None for shop in GAME.view(s, None)["shops"])


def test_determinize_redraws_other_hands_by_colour_and_keeps_mine() -> None:
    s = fresh(3)
    hands = set()
    for r in range(20):
        det = GAME.determinize(s, 0, Rng(r))
        assert det.hand[0] == s.hand[0]
        assert sorted(CARD_COLOUR[c] for c in det.hand[1]) == sorted(CARD_COLOUR[c] for c in s.hand[1])
        assert not set(det.hand[1]) & set(s.hand[0])
        hands.add(tuple(det.hand[1]))
    assert len(hands) > 10


def test_secret_groups_are_redrawn_for_the_others_kept_for_me() -> None:
    s = fresh(2)
    GAME.apply(s, 1, {"type": "group", "imps": 4})
    GAME.apply(s, 1, {"type": "gold", "amount": 3})
    GAME.apply(s, 1, {"type": "ready"})
    GAME.apply(s, 0, {"type": "group", "imps": 2})
    seen = {tuple(map(tuple, GAME.determinize(s, 0, Rng(r)).groups[1])) for r in range(30)}
    assert len(seen) > 5
    for r in range(10):
        det = GAME.determinize(s, 0, Rng(r))
        assert det.ready[1] and det.making[0] == 2
        assert sum(g[0] for g in det.groups[1]) <= det.imps[1] and sum(g[1] for g in det.groups[1]) <= det.gold[1]
    half = GAME.determinize(s, 1, Rng(3))
    assert half.making[0] == 0 and half.groups[0] == []  # seat 0's half-made group is unknown to seat 1


def test_cards_assigned_in_secret_stay_hidden_until_all_are_done() -> None:
    s = fresh(2)
    put_pet(s, 0, 0, "Gnawler", 2)
    put_pet(s, 1, 0, "Tuskling", 2)
    flow.start_assign(s, [])
    legal = GAME.legal_actions(s, 1)
    GAME.apply(s, 1, legal[0])
    GAME.apply(s, 1, GAME.legal_actions(s, 1)[0])
    assert s.ready[1] and not s.ready[0]
    assert GAME.view(s, 0)["shops"][1]["cages"][0]["pet"]["needs"] is None
    assert GAME.view(s, 1)["shops"][1]["cages"][0]["pet"]["needs"]
    for r in range(10):
        det = GAME.determinize(s, 0, Rng(r))
        assert len(det.assigned[1][0]) == 2 and det.ready[1]
        assert GAME.view(det, 0) == GAME.view(s, 0)


def test_face_down_exhibitions_and_customers_are_redrawn_face_up_ones_kept() -> None:
    s = fresh(4)
    later = set()
    for r in range(20):
        det = GAME.determinize(s, 0, Rng(r))
        assert det.exhibitions[2] == s.exhibitions[2] and det.customers[3] == s.customers[3]
        later.add((det.exhibitions[3], det.customers[4]))
    assert len(later) > 5
