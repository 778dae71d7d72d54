"""Exhibitions, customers, the platform, spare imps and the end of the game."""

from __future__ import annotations

import pytest

from meeple.games.dungeonpetz import GAME, flow
from meeple.games.dungeonpetz.business import sale_value
from meeple.games.dungeonpetz.components import CUSTOMERS, EXHIBITIONS, POTION, RAINBOW
from meeple.games.dungeonpetz.scoring import (
    award,
    business_acumen,
    customer_match,
    exhibition_score,
    pet_display,
    symbols,
)

from .positions import card, fresh, put_pet


def tile(table, name: str) -> int:
    return next(i for i, t in enumerate(table) if t[0] == name)


def angry(s, seat: int, slot: int, n: int) -> None:
    used: list[int] = []
    for _ in range(n):
        used.append(card("red", "anger", avoid=tuple(used)))
    s.assigned[seat][slot] = [[c, 0, 1] for c in used]


def test_a_single_pet_exhibition_takes_the_best_pet_a_display_one_sums_them() -> None:
    s = fresh(4)
    put_pet(s, 0, 0, "Snarlpup", 5)
    put_pet(s, 0, 1, "Tuskling", 3)
    angry(s, 0, 0, 2)
    roar = tile(EXHIBITIONS, "Loudest Roar")  # + anger anger size, - suffering play
    assert exhibition_score(s, 0, roar) == 2 * 2 + 5
    fair = tile(EXHIBITIONS, "Family Fair")  # display: + size, - poop disease mutation
    assert exhibition_score(s, 0, fair) == 5 + 3
    s.judge[0] = True
    assert exhibition_score(s, 0, fair) == 5 + 3 + 2


@pytest.mark.parametrize(("players", "scores", "gains"), [
    (4, [5, 9, 1, 3], [6, 8, 2, 4]),
    (3, [5, 9, 1], [4, 7, 2]),
    (2, [5, 9], [2, 6]),
    (4, [0, 9, -2, 9], [0, 8, 0, 8]),  # ties share the better reward; a score of 0 or less takes no part
])
def test_exhibition_rewards_by_player_count(players: int, scores: list[int], gains: list[int]) -> None:
    s = fresh(players)
    award(s, "test", scores, [])
    assert s.rep == gains


def test_final_exhibitions_negative_scores_cost_reputation() -> None:
    s = fresh(2)
    s.rep = [10, 10]
    award(s, "Pet Display", [-3, 4], [], final=True)
    assert s.rep == [7, 16]


def test_final_business_acumen_and_pet_display() -> None:
    s = fresh(2)
    s.gold[0], s.sold[0], s.lost[0], s.hospital[0] = 5, 2, 1, [7]
    assert business_acumen(s, 0) == 5 + 4 - 1 - 2
    put_pet(s, 0, 0, "Gnawler", 6, suffering=1, manure=2)
    s.addon[0][1] = 0
    assert pet_display(s, 0) == 2 + 1 - 2 - 1


def selling_position(players: int = 4, customer: str = "Warlord"):
    s = fresh(players)
    s.round = 3
    s.customers[3] = tile(CUSTOMERS, customer)
    s.phase, s.order, s.turn = "sell", [0, 1, 2, 3][:players], -1
    s.platform_used = False
    return s


def test_customers_buy_liked_pets_of_size_four_or_more() -> None:
    s = selling_position()
    put_pet(s, 0, 0, "Snarlpup", 4)
    put_pet(s, 0, 1, "Fanglet", 3)
    angry(s, 0, 0, 1)
    angry(s, 0, 1, 2)
    flow.next_seller(s, [])
    assert GAME.legal_actions(s, 0) == [{"type": "sell", "slot": 0, "venue": "market"}, {"type": "keep"}]
    GAME.apply(s, 0, {"type": "sell", "slot": 0, "venue": "market"})
    # Warlord: + anger anger size, - play: 1 + 1 ... anger counted twice, size 4
    value = 2 * 1 + 4
    assert s.rep[0] == 2 * value and s.gold[0] == 3 + 3 + 6 and s.kind[0][0] == -1 and s.sold[0] == 1


def test_the_platform_triples_needs_a_booked_imp_and_serves_one_sale_a_round() -> None:
    s = selling_position()
    for seat in (0, 1):
        put_pet(s, seat, 0, "Snarlpup", 5, mutation=1)
        angry(s, seat, 0, 1)
        s.platform[seat] = 1
    flow.next_seller(s, [])
    GAME.apply(s, 0, {"type": "sell", "slot": 0, "venue": "platform"})
    value = 2 + 5
    assert s.rep[0] == 3 * value and s.gold[0] == 3 + (5 - 1 - 2) and s.platform[0] == 0
    assert {"type": "sell", "slot": 0, "venue": "platform"} not in GAME.legal_actions(s, 1)


def test_no_customers_before_round_three() -> None:
    s = fresh(4)
    put_pet(s, 0, 0, "Snarlpup", 5)
    s.phase, s.order, s.turn, s.stage = "care", [0, 1, 2, 3], 3, "discard"
    flow.exhibition(s, [])
    assert s.phase != "sell"


def test_a_spare_imp_cleans_two_manure_from_an_empty_cage_idle_imps_earn_gold() -> None:
    s = fresh(4)
    s.cage[0][1] = 1
    s.manure[0] = [1, 3, 0, 0]
    put_pet(s, 0, 0, "Gnawler", 4, manure=1)
    flow.start_clean(s, [])
    assert GAME.legal_actions(s, 0) == [{"type": "clean", "slot": 1}, {"type": "finish"}]
    gold = s.gold[0]
    GAME.apply(s, 0, {"type": "clean", "slot": 1})
    assert s.manure[0][1] == 1
    GAME.apply(s, 0, {"type": "clean", "slot": 1})
    assert s.manure[0][1] == 0 and s.gold[0] == gold + 4 and s.current() != 0


def test_the_game_ends_after_the_last_round_with_both_final_exhibitions_and_ties_share_the_win() -> None:
    s = fresh(2)
    s.round = s.rounds
    s.rep = [10, 10]
    flow.end_round(s, [])
    assert s.phase == "over" and [r[0] for r in s.results] == ["Business Acumen", "Pet Display"]
    out = GAME.outcome(s)
    assert out is not None
    if s.rep[0] == s.rep[1]:
        assert out.ranks == (1, 1)


def test_rainbow_counts_only_the_different_colours_of_a_pet_s_cards() -> None:
    s = selling_position(customer="Collector")  # + rainbow rainbow size, - suffering mutation
    put_pet(s, 0, 0, "Snarlpup", 4)
    angry(s, 0, 0, 2)  # two red cards: one colour
    s.assigned[0][0].append([card("green", "hunger"), 0, 0])
    s.assigned[0][0].append([POTION, 0, 3])  # a potion in a purple bar shows no colour
    assert symbols(s, 0, 0)[RAINBOW] == 2
    assert customer_match(s, 0, 0, s.customers[3]) == 2 + 2 + 4


def test_a_customer_buys_only_a_pet_whose_match_is_above_zero() -> None:
    s = selling_position(customer="Jester")  # + play play rainbow, - anger
    put_pet(s, 0, 0, "Snarlpup", 5)
    angry(s, 0, 0, 1)  # rainbow 1 - anger 1 = 0
    put_pet(s, 0, 1, "Tuskling", 6)  # no cards at all: 0
    assert customer_match(s, 0, 0, s.customers[3]) == 0 and sale_value(s, 0, 0) == sale_value(s, 0, 1) == 0
    flow.next_seller(s, [])
    assert s.phase == "clean"  # nobody has a pet to sell: on to the spare imps


def test_used_need_cards_and_potions_leave_the_pets_in_the_business_phase() -> None:
    s = fresh(2)
    put_pet(s, 0, 0, "Snarlpup", 4)
    red = card("red", "anger")
    s.assigned[0][0] = [[red, 0, 1], [POTION, 0, 2]]
    potions = s.potions
    flow.start_clean(s, [])
    assert s.assigned[0][0] == [] and red in s.discards[1] and s.potions == potions + 1
