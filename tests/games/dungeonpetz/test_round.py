"""Rounds, setup, income, the market between rounds, aging and the start player."""

from __future__ import annotations

import pytest

from meeple.games.dungeonpetz import GAME
from meeple.games.dungeonpetz.business import age
from meeple.games.dungeonpetz.components import EXHIBITION_FOOD, STARTER, grown
from meeple.games.dungeonpetz.setup import begin_round, visible_customer, visible_exhibition

from .positions import fresh, put_pet


@pytest.mark.parametrize(("players", "rounds"), [(2, 6), (3, 6), (4, 5)])
def test_the_rulebook_rounds_five_with_four_players_six_with_fewer(players: int, rounds: int) -> None:
    s = fresh(players)
    assert s.rounds == rounds
    assert len([t for t in s.exhibitions if t >= 0]) == rounds - 1  # from round 2
    assert len([t for t in s.customers if t >= 0]) == rounds - 2  # from round 3
    assert s.exhibitions[:2] == [-1, -1] and s.customers[:3] == [-1, -1, -1]


def test_each_shop_opens_with_imps_gold_one_dirty_cage_and_a_card_of_each_colour() -> None:
    s = fresh(4)
    for seat in range(4):
        assert s.imps[seat] == 6 and s.relatives[seat] == [1, 2, 3, 4]
        assert s.cage[seat] == [STARTER, -1, -1, -1] and s.manure[seat][0] == 1
        assert sorted(GAME.view(s, seat)["shops"][seat]["hand_colours"].values()) == [1, 1, 1, 1]


def test_income_four_players_start_and_left_neighbour_one_gold_the_others_two() -> None:
    s = fresh(4)
    assert s.start == 0 and s.gold == [3, 3, 4, 4]


@pytest.mark.parametrize("players", [2, 3])
def test_income_two_three_players_start_one_others_two(players: int) -> None:
    s = fresh(players)
    assert s.gold == [3] + [4] * (players - 1)


def test_round_one_market() -> None:
    s = fresh(4)
    assert len(s.cage_market) == 3 and len(s.addon_market) == 2 and len(s.artifact_market) == 2
    assert len(s.low) == 3 and len(s.high) == 1
    assert s.stands == [[2, 0], [0, 2], [1, 1]]


def test_next_round_leftover_babies_grow_to_the_upper_corral_grown_ones_leave_for_meat() -> None:
    s = fresh(4)
    low, high = list(s.low), list(s.high)
    s.low.pop()  # one baby was bought
    s.round = 2
    begin_round(s, [])
    assert s.high == low[:2] and len(s.low) == 3
    veg, meat, mixed = EXHIBITION_FOOD[s.exhibitions[2]]  # the round's exhibition tile sets the food
    assert s.stands == [[2 + veg, 0], [0, 2 + meat + len(high)], [1 + mixed, 1 + mixed]]  # + 1 meat a leaving pet
    assert len(s.cage_market) == 3 and len(s.addon_market) == 2 and len(s.artifact_market) == 2


@pytest.mark.parametrize(("size", "after"), [(2, 4), (3, 5), (4, 5), (6, 7), (7, 7)])
def test_pets_grow_two_sizes_when_small_one_when_bigger_never_past_seven(size: int, after: int) -> None:
    s = fresh(2)
    put_pet(s, 0, 0, "Gnawler", size)
    age(s, [])
    assert s.size[0][0] == after == grown(size)


def test_aging_food_goes_old_then_is_thrown_away_and_imps_come_home() -> None:
    s = fresh(2)
    s.food[0] = [2, 1, 5, 5]
    s.busy[0], s.imps[0] = 3, 1
    s.hospital[0] = [1, 2]
    age(s, [])
    assert s.food[0] == [0, 0, 2, 1]
    assert s.imps[0] == 1 + 3 + 1 and s.hospital[0] == [2]


def test_start_token_passes_clockwise_with_four_players() -> None:
    s = fresh(4)
    age(s, [])
    assert s.start == 1


def test_start_token_passes_right_with_two_or_three() -> None:
    s = fresh(3)
    age(s, [])
    assert s.start == 2


def test_before_the_last_round_the_lowest_reputation_takes_the_start_token() -> None:
    s = fresh(4)
    s.round = 4
    s.rep = [5, 9, 2, 7]
    age(s, [])
    assert s.start == 2


def test_regular_foresight_shows_the_next_exhibition_and_the_customer_two_rounds_ahead() -> None:
    s = fresh(4)
    assert visible_exhibition(s, 2) and not visible_exhibition(s, 3)
    assert visible_customer(s, 3) and not visible_customer(s, 4)
    view = GAME.view(s, 0)
    assert [e["tile"] is not None for e in view["exhibitions"]] == [True, False, False, False]


def test_more_and_full_foresight() -> None:
    more = fresh(4, foresight="more")
    assert visible_exhibition(more, 3) and not visible_exhibition(more, 4) and visible_customer(more, 4)
    full = fresh(4, foresight="full")
    assert all(e["tile"] for e in GAME.view(full, 0)["exhibitions"])
    assert all(c["tile"] for c in GAME.view(full, 0)["customers"])
