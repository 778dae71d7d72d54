"""Phase 2: secret groups, the reveal, largest first, and every space of the market."""

from __future__ import annotations

import pytest

from meeple.engine import IllegalAction
from meeple.games.dungeonpetz import GAME

from .positions import fresh, groups


def send(s, seat: int, space: str, item: int = -1) -> list:
    return GAME.apply(s, seat, {"type": "send", "space": space, "item": item})


def test_everyone_groups_at_once_and_nobody_sees_another_seats_groups() -> None:
    s = fresh(4)
    assert GAME.waiting_for(s) == frozenset({0, 1, 2, 3})
    GAME.apply(s, 0, {"type": "group", "imps": 3})
    GAME.apply(s, 0, {"type": "gold", "amount": 2})
    assert GAME.view(s, 0)["shops"][0]["groups"] == [[3, 2]]
    assert GAME.view(s, 1)["shops"][0]["groups"] is None and GAME.view(s, None)["shops"][0]["groups"] is None
    GAME.apply(s, 0, {"type": "ready"})
    assert GAME.waiting_for(s) == frozenset({1, 2, 3})
    assert GAME.view(s, 1)["shops"][0]["ready"] is True


def test_a_group_needs_an_imp_at_most_six_groups_and_only_gold_you_have() -> None:
    s = fresh(2)
    s.imps[0] = 8
    legal = GAME.legal_actions(s, 0)
    assert {"type": "group", "imps": 0} not in legal and {"type": "group", "imps": 8} in legal
    GAME.apply(s, 0, {"type": "group", "imps": 1})
    assert [a["amount"] for a in GAME.legal_actions(s, 0)] == list(range(s.gold[0] + 1))
    GAME.apply(s, 0, {"type": "gold", "amount": 0})
    for _ in range(5):
        GAME.apply(s, 0, {"type": "group", "imps": 1})
        GAME.apply(s, 0, {"type": "gold", "amount": 0})
    assert s.ready[0]  # the sixth group ends the grouping


def test_groups_go_largest_first_counting_gold_ties_in_turn_order() -> None:
    s = fresh(3)
    s.start = 1
    events = groups(s, {0: [(2, 1)], 1: [(1, 2), (1, 0)], 2: [(4, 0)]})
    assert s.queue == [[2, 4, 0], [1, 1, 2], [0, 2, 1], [1, 1, 0]]
    assert any(e.reveals for e in events)
    assert GAME.waiting_for(s) == frozenset({2})


def test_a_sent_groups_gold_goes_to_the_bank_a_group_at_home_keeps_it() -> None:
    s = fresh(4)
    groups(s, {0: [(2, 2), (1, 1)]})
    gold = s.gold[0]
    send(s, 0, "pet_low1", 0)
    assert s.gold[0] == gold - 2 and len(s.waiting[0]) == 1
    GAME.apply(s, 0, {"type": "home"})
    assert s.gold[0] == gold - 2 and s.imps[0] == 6 - 2


def test_a_cage_needs_two_imps_a_pet_needs_gold() -> None:
    s = fresh(4)
    groups(s, {0: [(1, 0)]})
    spaces = {a["space"] for a in GAME.legal_actions(s, 0) if a["type"] == "send"}
    assert not spaces & {"cage1", "cage2", "pet_low1", "pet_low2", "pet_high"}
    with pytest.raises(IllegalAction, match="2 imps"):
        send(s, 0, "cage1", 0)
    with pytest.raises(IllegalAction, match="with gold"):
        send(s, 0, "pet_low1", 0)


def test_a_taken_space_is_closed_to_later_groups() -> None:
    s = fresh(4)
    groups(s, {0: [(3, 0)], 1: [(2, 0)]})
    send(s, 0, "veg")
    assert "veg" not in {a["space"] for a in GAME.legal_actions(s, 1) if a["type"] == "send"}


def test_food_stand_gives_all_its_food_artifacts_both() -> None:
    s = fresh(4)
    groups(s, {0: [(2, 0), (1, 0)]})
    arts = list(s.artifact_market)
    send(s, 0, "mixed")
    send(s, 0, "artifacts")
    assert s.food[0][:2] == [1, 1] and s.stands[2] == [0, 0]
    assert s.artifacts[0] == arts and s.artifact_market == []


def test_invite_brings_the_relatives_of_this_and_earlier_rounds() -> None:
    s = fresh(4)
    s.round = 2
    groups(s, {0: [(1, 0)]})
    send(s, 0, "invite")
    assert s.relatives[0] == [3, 4] and s.imps[0] == 6 - 1 + 2


def test_hospital_gives_a_potion_and_brings_injured_imps_home() -> None:
    s = fresh(4)
    s.hospital[0] = [2, 2]
    groups(s, {0: [(1, 0)]})
    send(s, 0, "hospital")
    assert s.held_potions[0] == 1 and s.potions == 4 and s.hospital[0] == [] and s.imps[0] == 6 - 1 + 2


def test_judging_and_the_platform_whose_imps_move_there_at_the_end_of_the_round() -> None:
    s = fresh(4)
    groups(s, {0: [(2, 0), (1, 0)]})
    send(s, 0, "platform")
    send(s, 0, "judge")
    assert s.booked[0] == 2 and s.platform[0] == 0 and s.judge[0] and s.busy[0] == 1
    from meeple.games.dungeonpetz.business import age
    age(s, [])
    assert s.platform[0] == 2 and s.booked[0] == 0 and s.imps[0] == 6 - 2  # they stay on the platform


def test_two_players_neutral_imps_block_spaces_and_follow_their_arrows() -> None:
    s = fresh(2)
    assert s.neutral == ["veg", "cage1", "pet_low1", "judge"]
    groups(s, {0: [(3, 2)]})
    spaces = {a["space"] for a in GAME.legal_actions(s, 0) if a["type"] == "send"}
    assert not spaces & set(s.neutral) and "cage2" in spaces
    from meeple.games.dungeonpetz.setup import begin_round
    s.round = 2
    begin_round(s, [])
    assert s.neutral == ["mixed", "addon", "pet_high", "artifacts"]


def test_three_players_have_two_neutral_imps_four_players_none() -> None:
    assert len(fresh(3).neutral) == 2 and fresh(4).neutral == []


def test_a_group_with_nowhere_to_go_stays_home_by_itself() -> None:
    s = fresh(4)
    s.artifact_market = []
    for stand in s.stands:
        stand[0] = stand[1] = 0
    groups(s, {0: [(1, 0)] * 6})
    # one-imp groups without gold: 8 spaces they could use (addon, invite, hospital, judge, platform...)
    assert s.phase == "send"
