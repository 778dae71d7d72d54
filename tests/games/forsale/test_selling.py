"""Phase two, selling: simultaneous face-down choices, revealed together, matched to cheques."""

from __future__ import annotations

import pytest

from meeple.engine import IllegalAction, Rng
from meeple.games.forsale import GAME

from .positions import final_round, selling_round


def test_every_seat_is_waited_for_and_may_sell_any_card_in_hand() -> None:
    s = selling_round()
    assert GAME.waiting_for(s) == frozenset({0, 1, 2})
    assert GAME.legal_actions(s, 2) == [{"type": "sell", "property": 3}, {"type": "sell", "property": 12}]


def test_a_choice_stays_face_down_until_all_have_chosen() -> None:
    s = selling_round()
    events = GAME.apply(s, 1, {"type": "sell", "property": 25})
    assert [(e.text, e.to) for e in events] == [
        ("{p1} has chosen a property to sell.", None),
        ("You offer property 25 for sale.", (1,)),
    ]
    assert GAME.waiting_for(s) == frozenset({0, 2}) and GAME.legal_actions(s, 1) == []
    assert s.hands[1] == [5, 6, 25] and s.cheques[1] == [15, 15]
    mine, theirs, spectator = GAME.view(s, 1), GAME.view(s, 0), GAME.view(s, None)
    assert mine["my_choice"] == 25 and theirs["my_choice"] is None and spectator["my_choice"] is None
    assert theirs["chosen"] == [False, True, False]
    theirs_as_mine = {k: v for k, v in theirs.items() if k not in ("my_choice", "you")} | {"you": 1}
    assert {k: v for k, v in mine.items() if k != "my_choice"} == theirs_as_mine


def test_a_choice_cannot_be_changed() -> None:
    s = selling_round()
    GAME.apply(s, 1, {"type": "sell", "property": 25})
    with pytest.raises(IllegalAction, match="already chosen a property this round"):
        GAME.apply(s, 1, {"type": "sell", "property": 5})


def test_you_can_only_sell_a_property_you_hold() -> None:
    s = selling_round()
    before = GAME.dump(s)
    with pytest.raises(IllegalAction, match="You do not hold property 25; you hold 3 and 12"):
        GAME.apply(s, 2, {"type": "sell", "property": 25})
    assert GAME.dump(s) == before


@pytest.mark.parametrize("action", [{"type": "bid", "amount": 1}, {"type": "pass"}])
def test_no_bidding_in_the_selling_phase(action: dict) -> None:
    with pytest.raises(IllegalAction, match="The auctions are over"):
        GAME.apply(selling_round(), 0, action)


def test_the_highest_property_takes_the_highest_cheque() -> None:
    s = selling_round()
    GAME.apply(s, 0, {"type": "sell", "property": 4})
    GAME.apply(s, 1, {"type": "sell", "property": 6})
    events = GAME.apply(s, 2, {"type": "sell", "property": 12})
    assert [e.text for e in events] == [
        "{p2} has chosen a property to sell.",
        "You offer property 12 for sale.",
        "{p2} sells property 12 for a cheque of $15,000.",
        "{p1} sells property 6 for a cheque of $7,000.",
        "{p0} sells property 4 for a cheque of $0.",
        "Selling round 8: cheques $3,000, $9,000 and $11,000 are up for sale.",
    ]
    assert s.hands == [[1, 2], [5, 25], [3]]
    assert s.cheques == [[10, 10, 0], [15, 15, 7], [12, 13, 15]]
    assert s.last_sales == [[2, 12, 15], [1, 6, 7], [0, 4, 0]]
    assert s.pending == [None] * 3 and GAME.waiting_for(s) == frozenset({0, 1, 2})


def test_the_order_of_choosing_does_not_matter() -> None:
    results = []
    for order in ((0, 1, 2), (2, 1, 0), (1, 2, 0)):
        s = selling_round()
        picks = {0: 1, 1: 25, 2: 3}
        for seat in order:
            GAME.apply(s, seat, {"type": "sell", "property": picks[seat]})
        results.append(GAME.dump(s))
    assert results[0] == results[1] == results[2]


def test_others_face_down_choices_are_resampled_from_their_hands() -> None:
    s = selling_round()
    GAME.apply(s, 1, {"type": "sell", "property": 25})
    GAME.apply(s, 2, {"type": "sell", "property": 12})
    seen = {GAME.determinize(s, 0, Rng(r)).pending[1] for r in range(40)}
    assert seen == {5, 6, 25}
    assert {GAME.determinize(s, 1, Rng(r)).pending[1] for r in range(10)} == {25}
    assert all(GAME.determinize(s, 0, Rng(r)).pending[0] is None for r in range(10))


def test_the_last_sale_ends_the_game() -> None:
    s = final_round()
    GAME.apply(s, 2, {"type": "sell", "property": 12})
    GAME.apply(s, 0, {"type": "sell", "property": 1})
    events = GAME.apply(s, 1, {"type": "sell", "property": 6})
    assert [e.type for e in events] == ["chosen", "chosen_private", "sale", "sale", "sale",
                                        "score", "score", "score", "game_over"]
    assert s.phase == "over" and GAME.waiting_for(s) == frozenset()
    assert [GAME.legal_actions(s, seat) for seat in range(3)] == [[], [], []]
    assert GAME.progress(s) == 1.0
    with pytest.raises(IllegalAction, match="The game is over"):
        GAME.apply(s, 0, {"type": "sell", "property": 1})
