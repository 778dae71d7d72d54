"""Setup: Atlanta's station, the nine first infections, hands, epidemic piles, roles."""

from __future__ import annotations

import pytest

from meeple.engine import IllegalAction
from meeple.games.pandemic import GAME
from meeple.games.pandemic.components import EPIDEMIC, EVENTS, START_CITY
from meeple.games.pandemic.decks import pile_contents
from meeple.games.pandemic.map import CITY_COUNT

from .positions import play


@pytest.mark.parametrize("players, hand", [(2, 4), (3, 3), (4, 2)])
def test_hands_by_player_count_and_every_pawn_in_atlanta(players: int, hand: int) -> None:
    s = GAME.setup(players, {}, 3)
    assert [len(h) for h in s.hands] == [hand] * players
    assert s.location == [START_CITY] * players
    assert s.stations == [START_CITY]
    assert s.phase == "actions" and s.current == 0 and s.actions_left == 4


def test_nine_cities_start_with_three_two_and_one_cubes() -> None:
    s = GAME.setup(2, {}, 11)
    first = s.infection_discard
    assert len(first) == 9 and len(s.infection_deck) == CITY_COUNT - 9
    per_city = [sum(s.cubes[4 * c:4 * c + 4]) for c in first]
    assert per_city == [3, 3, 3, 2, 2, 2, 1, 1, 1]
    assert sum(s.cubes) == 18 and sum(s.supply) == 96 - 18
    assert s.outbreaks == 0 and s.rate() == 2


@pytest.mark.parametrize("epidemics", [4, 5, 6])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_player_deck_holds_every_other_card_and_one_epidemic_per_pile(players: int, epidemics: int) -> None:
    s = GAME.setup(players, {"epidemics": epidemics}, 5)
    dealt = [c for h in s.hands for c in h]
    assert sorted(dealt + [c for c in s.player_deck if c != EPIDEMIC]) == list(range(CITY_COUNT)) + list(EVENTS)
    piles = pile_contents(s)
    assert len(piles) == epidemics and all(e == 1 for _, e in piles)
    sizes = [size for size, _ in piles]
    assert sum(sizes) == len(s.player_deck) and max(sizes) - min(sizes) <= 1
    assert sizes == sorted(sizes), "the smaller piles lie at the bottom"


def test_two_players_standard_piles_are_ten_cards_each() -> None:
    s = GAME.setup(2, {"epidemics": 5}, 1)
    assert s.piles == [10, 10, 10, 10, 10]  # 45 cards after dealing 8, plus 5 epidemics


def test_uneven_piles_put_the_smaller_ones_at_the_bottom() -> None:
    s = GAME.setup(3, {"epidemics": 4}, 1)
    assert s.piles == [12, 12, 12, 12]  # 44 cards after dealing 9: 11 each, plus the epidemic
    s = GAME.setup(3, {"epidemics": 6}, 1)
    assert s.piles == [8, 8, 8, 8, 9, 9]  # 44 = 7+7+7+7+8+8, bottom first


def test_roles_are_dealt_at_random_and_all_different() -> None:
    seen = set()
    for seed in range(20):
        roles = GAME.setup(4, {}, seed).roles
        assert len(set(roles)) == 4 and all(r is not None for r in roles)
        seen.update(roles)
    assert seen == set(range(7))


def test_chosen_roles_are_picked_in_seat_order_as_actions() -> None:
    s = GAME.setup(3, {"roles": "chosen"}, 2)
    assert s.phase == "roles" and GAME.waiting_for(s) == {0}
    assert len(GAME.legal_actions(s, 0)) == 7 and GAME.legal_actions(s, 1) == []
    play(s, 0, {"type": "role", "role": "Medic"})
    assert GAME.waiting_for(s) == {1}
    assert {"type": "role", "role": "Medic"} not in GAME.legal_actions(s, 1)
    with pytest.raises(IllegalAction, match="already taken"):
        GAME.apply(s, 1, {"type": "role", "role": "Medic"})
    play(s, 1, {"type": "role", "role": "Scientist"})
    play(s, 2, {"type": "role", "role": "Dispatcher"})
    assert s.phase == "actions" and s.current == 0 and GAME.view(s, 0)["players"][2]["role"] == "Dispatcher"


def test_no_event_is_played_while_roles_are_chosen() -> None:
    s = GAME.setup(2, {"roles": "chosen"}, 2)
    s.hands[1].append(EVENTS[0])
    assert GAME.legal_actions(s, 1) == []


def test_options_are_checked() -> None:
    with pytest.raises(ValueError):
        GAME.setup(2, {"epidemics": 7}, 1)
    with pytest.raises(ValueError):
        GAME.setup(5, {}, 1)
