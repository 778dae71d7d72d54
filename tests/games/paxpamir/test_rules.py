"""Scenario tests: one per rule, exception and tie-breaker of the rules page, from named positions."""

from __future__ import annotations

from meeple.engine import Rng
from meeple.games.paxpamir import GAME
from meeple.games.paxpamir.board import court_limit, hand_limit, influence, ruler
from meeple.games.paxpamir.components import DOMINANCE, EVENTS, MILITARY, POLITICAL
from meeple.games.paxpamir.deal import build_deck
from meeple.games.paxpamir.state import BORDER_LOC, CARD_BASE, GIFT_BASE, OVER, REGION_LOC

from .positions import AFGHAN, BRITISH, RUSSIAN, army, do, legal, road, spy, table, tribe

# -- setup -------------------------------------------------------------------------------------


def test_a_random_player_chooses_loyalty_first_and_the_last_chooser_takes_the_first_turn() -> None:
    s = GAME.setup(3, {}, 5)
    first = s.step["seat"]
    assert legal(s, first) == [{"type": "loyalty", "coalition": c} for c in ("afghan", "british", "russian")]
    for k in range(3):
        do(s, (first + k) % 3, "loyalty", coalition="british")
    assert s.active == (first + 2) % 3 and s.step == {"k": "main", "seat": (first + 2) % 3}
    assert s.coins == [4, 4, 4] and s.loyalty == [BRITISH] * 3


def test_the_deck_is_six_piles_with_events_below_the_top_pile_and_checks_in_the_bottom_four() -> None:
    for players in (2, 5):
        deck, starts, boxed = build_deck(players, Rng(3))
        assert len(deck) == 6 * (5 + players) + 10 and len(boxed) == 6
        piles = [deck[starts[i]: starts[i + 1] if i < 5 else len(deck)] for i in range(6)]  # bottom first
        assert [sum(1 for c in p if c in DOMINANCE) for p in piles] == [1, 1, 1, 1, 0, 0]
        assert [sum(1 for c in p if c in EVENTS) for p in piles] == [1, 1, 1, 1, 2, 0]


# -- purchase ----------------------------------------------------------------------------------


def test_a_purchase_costs_a_rupee_on_each_card_to_its_left_and_goes_to_hand() -> None:
    s = table()
    do(s, 0, "buy", row=0, col=2)
    assert s.coins[0] == 2 and s.mcoins[0][:3] == [1, 1, 0] and s.hands[0] == [63] and s.actions == 1


def test_an_empty_space_on_the_left_is_paid_on_the_other_row() -> None:
    s = table()
    s.market[0][1] = 0
    do(s, 0, "buy", row=0, col=2)
    assert s.mcoins[0][0] == 1 and s.mcoins[1][1] == 1


def test_military_favoured_doubles_the_cost() -> None:
    s = table()
    s.favoured = MILITARY
    cols = {a["col"] for a in legal(s, 0, "buy") if a["row"] == 0}
    assert cols == {0, 1, 2}
    do(s, 0, "buy", row=0, col=2)
    assert s.coins[0] == 0 and s.mcoins[0][:2] == [2, 2]


def test_the_buyer_takes_the_rupees_on_the_card() -> None:
    s = table()
    s.mcoins[0][3] = 2
    do(s, 0, "buy", row=0, col=3)
    assert s.coins[0] == 4 - 3 + 2


def test_a_card_that_took_rupees_this_turn_cannot_be_bought() -> None:
    s = table(coins=6)
    do(s, 0, "buy", row=0, col=2)
    cols = {a["col"] for a in legal(s, 0, "buy") if a["row"] == 0}
    assert 0 not in cols and 1 not in cols and 3 in cols


def test_an_influence_card_makes_its_cards_free() -> None:
    s = table()
    s.courts[0] = [68]  # Persian influence
    s.coins[0] = 0
    assert {"type": "buy", "row": 1, "col": 5} in legal(s, 0)
    do(s, 0, "buy", row=1, col=5)
    assert s.coins[0] == 0 and s.mcoins[1] == [0] * 6


def test_public_withdrawal_cannot_be_bought_and_rupees_on_it_leave_the_game() -> None:
    s = table()
    s.market[0][0] = 111
    assert {"type": "buy", "row": 0, "col": 0} not in legal(s, 0)
    do(s, 0, "buy", row=0, col=1)
    assert s.mcoins[0][0] == 0 and s.coins[0] == 3


# -- play and impacts --------------------------------------------------------------------------


def test_a_card_is_played_to_either_end_of_the_court() -> None:
    s = table()
    s.courts[0] = [100]
    s.hands[0] = [76, 76 - 1]
    do(s, 0, "play", card=76, side="left")
    assert s.courts[0] == [76, 100]
    while s.step and s.step["k"] == "place":
        do(s, 0, "place", to=legal(s, 0, "place")[0]["to"])
    do(s, 0, "play", card=75, side="right")
    assert s.courts[0] == [76, 100, 75]


def test_impacts_place_tribes_armies_and_a_spy_in_the_card_s_region() -> None:
    s = table()
    s.hands[0] = [7]  # Kabul chief 3: 2 tribes, 1 army, 1 spy
    do(s, 0, "play", card=7, side="left")
    assert s.step["piece"] == "tribe" and legal(s, 0) == [{"type": "place", "to": "kabul"}]
    do(s, 0, "place", to="kabul")
    do(s, 0, "place", to="kabul")
    assert legal(s, 0) == [{"type": "place", "to": "kabul"}] and s.step["piece"] == "army"
    do(s, 0, "place", to="kabul")
    assert legal(s, 0) == [{"type": "place", "to": 7}]
    do(s, 0, "place", to=7)
    assert s.cylinders[:3] == [REGION_LOC["kabul"], REGION_LOC["kabul"], CARD_BASE + 7]
    assert s.blocks[12] == REGION_LOC["kabul"] and s.step["k"] == "main" and ruler(s, REGION_LOC["kabul"]) == 0


def test_a_road_goes_on_a_border_of_the_region() -> None:
    s = table()
    s.hands[0] = [9]  # Kabul merchant 2: one road
    do(s, 0, "play", card=9, side="left")
    assert [a["to"] for a in legal(s, 0)] == ["transcaspia-kabul", "herat-kabul", "kabul-kandahar", "kabul-punjab"]


def test_leverage_gives_two_rupees_and_a_suit_icon_changes_the_favoured_suit() -> None:
    s = table()
    s.hands[0] = [27, 10]  # Punjab chief 4 (tribe, leverage); Kabul merchant 3 (road, military)
    do(s, 0, "play", card=27, side="left")
    do(s, 0, "place", to="punjab")
    assert s.coins[0] == 6
    do(s, 0, "play", card=10, side="left")
    do(s, 0, "place", to="kabul-punjab")
    assert s.favoured == MILITARY


def test_a_patriot_of_another_coalition_changes_loyalty_and_loses_patriots_gifts_and_prizes() -> None:
    s = table()
    s.courts[0] = [32]  # a British patriot
    s.cylinders[0] = GIFT_BASE
    s.prizes[0] = 2
    s.hands[0] = [69]  # a Russian patriot with two spies
    do(s, 0, "play", card=69, side="left")
    assert s.loyalty[0] == RUSSIAN and s.courts[0] == [69] and s.prizes[0] == 0 and s.cylinders[0] == 0


# -- the ruler's bribe ---------------------------------------------------------------------------


def _bribe_table() -> object:
    s = table()
    tribe(s, 1, "herat", 2)
    s.hands[0] = [63]  # Herat merchant 3: three roads
    do(s, 0, "play", card=63, side="left")
    return s


def test_the_ruler_may_ask_a_bribe_of_their_tribes_there_and_full_payment_is_accepted() -> None:
    s = _bribe_table()
    assert legal(s, 0) == [{"type": "offer", "amount": k} for k in range(3)] + [{"type": "back"}]
    do(s, 0, "offer", amount=2)
    assert s.coins == [2, 6] and s.courts[0] == [63]


def test_a_smaller_offer_is_the_ruler_s_to_accept_waive_or_refuse() -> None:
    s = _bribe_table()
    do(s, 0, "offer", amount=1)
    assert GAME.waiting_for(s) == {1}
    assert [a["reply"] for a in legal(s, 1)] == ["accept", "waive", "refuse"]
    do(s, 1, "answer", reply="accept")
    assert s.coins == [3, 5] and s.courts[0] == [63]
    s = _bribe_table()
    do(s, 0, "offer", amount=1)
    do(s, 1, "answer", reply="waive")
    assert s.coins == [4, 4] and s.courts[0] == [63]


def test_after_a_refusal_the_player_pays_in_full_or_gives_up() -> None:
    s = _bribe_table()
    do(s, 0, "offer", amount=0)
    do(s, 1, "answer", reply="refuse")
    assert legal(s, 0) == [{"type": "offer", "amount": 2}, {"type": "back"}]
    do(s, 0, "back")
    assert s.hands[0] == [63] and s.actions == 2 and s.step["k"] == "main"


def _big_bribe_table(coins: int = 4) -> object:
    """Seat 1 rules Herat with three tribes; seat 0 plays a Herat card: a bribe of 3."""
    s = table(coins=coins)
    tribe(s, 1, "herat", 3)
    s.hands[0] = [63]
    do(s, 0, "play", card=63, side="left")
    return s


def test_the_ruler_may_ask_for_an_amount_between_the_offer_and_the_bribe() -> None:
    s = _big_bribe_table()
    do(s, 0, "offer", amount=0)
    assert legal(s, 1) == [{"type": "answer", "reply": "accept"}, {"type": "ask", "amount": 1},
                           {"type": "ask", "amount": 2}, {"type": "answer", "reply": "refuse"}]
    do(s, 1, "ask", amount=2)
    assert GAME.waiting_for(s) == {0} and s.step["ask"] == 2
    assert legal(s, 0) == [{"type": "offer", "amount": 2}, {"type": "back"}]
    do(s, 0, "offer", amount=2)
    assert s.coins == [2, 6] and s.courts[0] == [63]


def test_after_the_ruler_asks_the_player_may_decline_the_play() -> None:
    s = _big_bribe_table()
    do(s, 0, "offer", amount=1)
    assert [a["amount"] for a in legal(s, 1, "ask")] == [2]  # above the offer, below the bribe
    do(s, 1, "ask", amount=2)
    do(s, 0, "back")
    assert s.coins == [4, 4] and s.hands[0] == [63] and s.actions == 2 and s.step == {"k": "main", "seat": 0}


def test_the_ruler_asks_only_for_what_the_player_can_pay() -> None:
    s = _big_bribe_table(coins=1)
    do(s, 0, "offer", amount=0)
    assert [a["amount"] for a in legal(s, 1, "ask")] == [1]
    do(s, 1, "answer", reply="refuse")
    assert legal(s, 0) == [{"type": "back"}]  # the full 3 is out of reach: give up, never stuck


def test_a_spy_holder_may_ask_for_a_different_amount_too() -> None:
    s = table()
    s.courts[0] = [8]  # a card with a tax action
    spy(s, 1, 8, 3)
    s.mcoins[0][0] = 1
    do(s, 0, "act", card=8, action="tax")
    assert s.step["k"] == "bribe" and s.step["full"] == 3
    do(s, 0, "offer", amount=1)
    assert {"type": "ask", "amount": 2} in legal(s, 1)
    do(s, 1, "ask", amount=2)
    do(s, 0, "offer", amount=2)
    assert s.coins[1] == 6 and 8 in s.used_cards


def test_courtly_manners_lets_its_buyer_ignore_a_bribe_or_still_pay_it() -> None:
    s = _buy_event(107)
    tribe(s, 1, "herat", 2)
    s.hands[0] = [63]
    do(s, 0, "play", card=63, side="left")
    assert s.step["k"] == "bribe"
    assert legal(s, 0) == [{"type": "offer", "amount": k} for k in range(3)] + [{"type": "ignore"},
                                                                                  {"type": "back"}]
    do(s, 0, "ignore")
    assert s.coins == [4, 4] and s.courts[0] == [63]
    s = _buy_event(107)
    tribe(s, 1, "herat", 2)
    s.hands[0] = [63]
    do(s, 0, "play", card=63, side="left")
    do(s, 0, "offer", amount=2)  # paying anyway (to keep a friend) is allowed
    assert s.coins == [2, 6]


def test_courtly_manners_may_be_used_even_after_the_ruler_refuses() -> None:
    s = _buy_event(107)
    tribe(s, 1, "herat", 2)
    s.hands[0] = [63]
    do(s, 0, "play", card=63, side="left")
    do(s, 0, "offer", amount=0)
    do(s, 1, "answer", reply="refuse")
    assert legal(s, 0) == [{"type": "offer", "amount": 2}, {"type": "ignore"}, {"type": "back"}]


def test_charismatic_courtiers_pay_no_bribe_to_play() -> None:
    s = table()
    tribe(s, 1, "herat", 2)
    s.courts[0] = [42]
    s.hands[0] = [63]
    do(s, 0, "play", card=63, side="left")
    assert s.step["k"] == "place"


# -- card actions ------------------------------------------------------------------------------


def test_tax_takes_from_a_player_with_a_card_of_a_ruled_region_down_to_their_economic_stars() -> None:
    s = table()
    s.courts[0] = [64]  # Herat merchant 4: tax, rank 2
    tribe(s, 0, "herat")
    s.courts[1] = [61]  # a Herat card, economic rank 2: shelters 2 rupees
    s.coins[1] = 3
    do(s, 0, "act", card=64, action="tax")
    assert legal(s, 0) == [{"type": "levy", "seat": 1}, {"type": "done"}]
    do(s, 0, "levy", seat=1)
    assert s.coins == [5, 2] and s.step["k"] == "main"


def test_tax_may_take_the_market_s_rupees() -> None:
    s = table()
    s.courts[0] = [64]
    s.mcoins[1][4] = 3
    do(s, 0, "act", card=64, action="tax")
    do(s, 0, "collect", row=1, col=4)
    do(s, 0, "collect", row=1, col=4)
    assert s.coins[0] == 6 and s.mcoins[1][4] == 1


def test_a_favoured_card_s_action_is_free() -> None:
    s = table()
    s.courts[0] = [64]
    s.mcoins[1][4] = 3
    s.favoured = 2  # economic
    do(s, 0, "act", card=64, action="tax")
    do(s, 0, "done")
    assert s.actions == 2 and {"type": "act", "card": 64, "action": "tax"} not in legal(s, 0)


def test_a_gift_costs_its_space_paid_onto_the_market_and_counts_as_influence() -> None:
    s = table()
    s.courts[0] = [4]
    do(s, 0, "act", card=4, action="gift")
    assert legal(s, 0) == [{"type": "gift", "cost": 2}, {"type": "gift", "cost": 4}]
    do(s, 0, "gift", cost=2)
    assert s.coins[0] == 2 and s.mcoins[0][5] == 1 and s.mcoins[1][5] == 1 and influence(s, 0) == 2


def test_build_places_armies_and_roads_in_ruled_regions_for_two_rupees_each() -> None:
    s = table()
    s.courts[0] = [5]
    tribe(s, 0, "kabul")
    s.favoured = MILITARY
    do(s, 0, "act", card=5, action="build")
    assert [a.get("to") for a in legal(s, 0)] == [
        "kabul", "transcaspia-kabul", "herat-kabul", "kabul-kandahar", "kabul-punjab", None]
    do(s, 0, "place", to="kabul")
    do(s, 0, "place", to="kabul-punjab")
    assert s.coins[0] == 0 and s.mcoins[0][5] == 1 and s.mcoins[0][4] == 1 and s.step["k"] == "main"


def test_armies_move_only_along_roads_of_their_coalition() -> None:
    s = table()
    s.courts[0] = [9]  # move, rank 1
    army(s, BRITISH, "kabul")
    assert {"type": "act", "card": 9, "action": "move"} not in legal(s, 0)
    road(s, BRITISH, "kabul-punjab")
    do(s, 0, "act", card=9, action="move")
    assert legal(s, 0, "move") == [{"type": "move", "piece": "army", "frm": "kabul", "to": "punjab"}]


def test_spies_move_around_the_circle_of_courts() -> None:
    s = table()
    s.courts = [[9], [61, 62]]
    spy(s, 0, 9)
    do(s, 0, "act", card=9, action="move")
    assert {(a["frm"], a["to"]) for a in legal(s, 0, "move")} == {(9, 61), (9, 62)}


def test_betray_discards_a_card_with_your_spy_and_offers_it_as_a_prize() -> None:
    s = table()
    s.courts = [[10], [13]]  # 13 carries a Russian prize
    spy(s, 0, 13)
    do(s, 0, "act", card=10, action="betray")
    assert s.coins[0] == 2 and legal(s, 0) == [{"type": "betray", "card": 13}]
    do(s, 0, "betray", card=13)
    assert s.courts[1] == [] and s.cylinders[0] == 0
    do(s, 0, "prize", take=True)
    assert s.loyalty[0] == RUSSIAN and s.prizes[0] == 1


def test_bodyguards_protect_political_cards_from_betrayal() -> None:
    s = table()
    s.courts = [[10], [15, 7]]
    spy(s, 0, 7)
    assert {"type": "act", "card": 10, "action": "betray"} not in legal(s, 0)


def test_battle_removes_enemy_pieces_up_to_rank_and_own_armies_never_own_coalition() -> None:
    s = table(3, (BRITISH, RUSSIAN, BRITISH))
    s.courts[0] = [33]  # battle, rank 2
    army(s, BRITISH, "punjab")
    army(s, RUSSIAN, "punjab", 2)
    road(s, RUSSIAN, "kabul-punjab")
    road(s, BRITISH, "kandahar-punjab")
    tribe(s, 1, "punjab")
    tribe(s, 2, "punjab")
    do(s, 0, "act", card=33, action="battle")
    do(s, 0, "battle", at="punjab")
    assert s.step["n"] == 1
    assert legal(s, 0, "remove") == [
        {"type": "remove", "owner": "russian", "at": "punjab"},
        {"type": "remove", "owner": "russian", "at": "kabul-punjab"},
        {"type": "remove", "owner": 1, "at": "punjab"}]
    do(s, 0, "remove", owner="russian", at="punjab")
    assert s.step["k"] == "main"


def test_a_battle_on_a_card_removes_spies_and_a_safe_house_saves_them() -> None:
    s = table()
    s.courts = [[39], [41]]  # 39: move/battle; 41: safe house
    spy(s, 0, 39)
    spy(s, 1, 39)
    do(s, 0, "act", card=39, action="battle")
    do(s, 0, "battle", at=39)
    do(s, 0, "remove", owner=1, at=39)
    assert s.cylinders[10] == 0 and s.step["k"] == "safehouse" and GAME.waiting_for(s) == {1}
    assert legal(s, 1) == [{"type": "place", "to": 41}, {"type": "done"}]
    do(s, 1, "place", to=41)
    assert s.cylinders[10] == CARD_BASE + 41 and s.step == {"k": "main", "seat": 0}


def test_a_citadel_protects_its_owner_s_tribes_in_its_region() -> None:
    s = table()
    s.courts = [[33], [17]]
    army(s, BRITISH, "kabul")
    tribe(s, 1, "kabul")
    assert {"type": "act", "card": 33, "action": "battle"} not in legal(s, 0)


def test_a_spy_bribe_is_owed_to_whoever_has_the_most_spies_on_the_card() -> None:
    s = table()
    s.courts[0] = [64]
    s.mcoins[0][0] = 1
    spy(s, 1, 64, 2)
    do(s, 0, "act", card=64, action="tax")
    assert s.step["k"] == "bribe" and s.step["full"] == 2
    spy(s, 0, 64, 2)
    s.step = {"k": "main", "seat": 0}
    s.actions, s.used_cards = 2, []
    do(s, 0, "act", card=64, action="tax")
    assert s.step["k"] == "tax"  # a tie for most spies owes nothing


def test_savvy_operator_actions_are_always_free() -> None:
    s = table()
    s.courts = [[91], [5]]
    spy(s, 0, 5)
    do(s, 0, "act", card=91, action="betray")
    assert s.actions == 2


# -- overthrow and leverage ----------------------------------------------------------------------


def test_losing_the_last_tribe_in_a_region_discards_its_political_cards() -> None:
    s = table()
    s.courts = [[33], [5, 9]]
    army(s, BRITISH, "kabul")
    tribe(s, 1, "kabul")
    s.loyalty = [BRITISH, RUSSIAN]
    do(s, 0, "act", card=33, action="battle")
    do(s, 0, "battle", at="kabul")
    do(s, 0, "remove", owner=1, at="kabul")
    assert s.courts[1] == [9]


def test_losing_the_last_political_card_of_a_region_removes_the_tribes_there() -> None:
    s = table()
    s.courts = [[10], [5]]
    tribe(s, 1, "kabul", 2)
    spy(s, 0, 5)
    do(s, 0, "act", card=10, action="betray")
    do(s, 0, "betray", card=5)
    assert s.cylinders[10:12] == [0, 0]


def test_a_discarded_leveraged_card_is_paid_back_or_cards_are_discarded_for_it() -> None:
    s = table()
    s.courts[0] = [14, 61, 62, 63]  # four cards, limit three; 14 is leveraged
    s.coins[0] = 1
    s.hands[0] = [65]
    do(s, 0, "end")
    assert s.step["k"] == "court"
    do(s, 0, "discard", card=14)
    assert s.coins[0] == -1 and s.step == {"k": "debt", "seat": 0}
    do(s, 0, "discard", card=65)
    assert s.coins[0] == 0 and s.hands[0] == [] and s.active == 1


# -- cleanup -------------------------------------------------------------------------------------


def test_hand_and_court_limits_grow_with_stars() -> None:
    s = table()
    s.courts[0] = [7, 1]  # political rank 2, intelligence rank 3
    assert court_limit(s, 0) == 5 and hand_limit(s, 0) == 5
    s.courts[0] = []
    s.hands[0] = [61, 62, 63]
    do(s, 0, "end")
    assert s.step["k"] == "hand"
    do(s, 0, "discard", card=61)
    assert s.active == 1


def test_an_event_in_the_left_column_is_discarded_at_cleanup_and_affects_everyone() -> None:
    s = table()
    s.market[0][0] = 109  # riots in Punjab
    s.mcoins[0][0] = 2
    tribe(s, 1, "punjab")
    army(s, RUSSIAN, "punjab")
    s.courts[1] = [25]
    do(s, 0, "end")
    assert s.cylinders[10] == 0 and s.blocks[24] == 0 and s.courts[1] == []
    assert s.market[0][0] == 62 and s.mcoins[0][0] == 2  # rupees left behind slide onto the next card
    s = table()
    s.market[1][0] = 116  # the political suit event
    s.favoured = MILITARY
    do(s, 0, "end")
    assert s.favoured == POLITICAL


def test_the_market_slides_left_and_refills_from_the_deck() -> None:
    s = table()
    top = s.deck[-1]
    do(s, 0, "buy", row=0, col=0)
    do(s, 0, "end")
    assert s.market[0] == [62, 63, 64, 65, 67, top]


def _empty_deck_table() -> object:
    """The deck is used up; the last Dominance Check sits in the market's top row, column 3."""
    s = table(2, (BRITISH, RUSSIAN))
    s.market[0][3] = 104
    s.deck = []
    return s


def test_with_the_deck_used_up_the_market_slides_left_and_stays_short() -> None:
    s = _empty_deck_table()
    do(s, 0, "buy", row=0, col=0)
    do(s, 0, "end")
    assert s.market[0] == [62, 63, 104, 65, 67, 0] and s.phase != OVER and s.step == {"k": "main", "seat": 1}


def test_with_the_deck_used_up_the_last_check_still_ends_the_game_when_it_leaves_the_left_column() -> None:
    s = _empty_deck_table()
    s.market[0][:3] = [0, 0, 0]  # the cards before it are gone: it slides to the left column
    do(s, 0, "end")
    assert s.market[0][0] == 104 and s.phase != OVER
    do(s, 1, "end")  # at the next cleanup it leaves the market: the final check, scored double
    assert s.phase == OVER and s.checks == 1


def test_with_the_deck_used_up_the_last_check_may_be_bought() -> None:
    s = _empty_deck_table()
    tribe(s, 0, "kabul")
    do(s, 0, "buy", row=0, col=3)
    assert s.phase == OVER and s.vp == [6, 2]  # a failed final check, doubled: 3 and 1 by cylinders in play


def test_an_action_cost_beyond_the_cards_left_in_the_market_leaves_the_game() -> None:
    s = table(2, (BRITISH, RUSSIAN), coins=6)
    s.market = [[61, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0]]
    s.courts[0] = [62]  # gift or build
    do(s, 0, "act", card=62, action="gift")
    do(s, 0, "gift", cost=4)
    assert s.coins[0] == 2 and s.mcoins == [[1, 0, 0, 0, 0, 0], [0] * 6]  # one rupee placed, two gone


# -- Dominance Checks ----------------------------------------------------------------------------


def _check_table(players: int, loyalty: tuple[int, ...]) -> object:
    s = table(players, loyalty)
    s.market[0][0] = 101
    s.deck = [102] + [c for c in s.deck if c not in DOMINANCE]  # one check left after this one
    return s


def test_a_dominant_coalition_scores_its_players_5_3_1_by_influence_and_its_blocks_go() -> None:
    s = _check_table(4, (BRITISH, BRITISH, BRITISH, RUSSIAN))
    army(s, BRITISH, "kabul", 4)
    s.prizes = [2, 1, 0, 0]
    do(s, 0, "end")
    assert s.vp == [5, 3, 1, 0] and s.blocks == [0] * 36 and s.checks == 1


def test_tied_players_split_the_points_of_their_places_rounded_down() -> None:
    s = _check_table(3, (BRITISH, BRITISH, BRITISH))
    army(s, BRITISH, "kabul", 4)
    s.prizes = [1, 0, 0]
    do(s, 0, "end")
    assert s.vp == [5, 2, 2]


def test_a_failed_check_scores_3_and_1_for_most_cylinders_in_play() -> None:
    s = _check_table(3, (BRITISH, RUSSIAN, AFGHAN))
    army(s, BRITISH, "kabul", 3)
    tribe(s, 1, "kabul", 2)
    tribe(s, 2, "herat", 1)
    do(s, 0, "end")
    assert s.vp == [0, 3, 1] and s.blocks.count(REGION_LOC["kabul"]) == 3


def test_the_last_check_scores_double_and_ends_the_game_with_the_tie_breakers() -> None:
    s = table(2, (BRITISH, RUSSIAN))
    s.market[0][0] = 104
    s.deck = [c for c in s.deck if c not in DOMINANCE]
    tribe(s, 0, "kabul")
    tribe(s, 1, "herat")
    s.courts = [[33], [38]]  # two military stars each
    s.coins = [3, 5]
    do(s, 0, "end")
    assert s.phase == OVER and s.vp == [4, 4]
    assert GAME.outcome(s).ranks == (2, 1)  # rupees break the tie of points and military stars


def test_a_lead_of_four_points_after_a_check_ends_the_game() -> None:
    s = _check_table(2, (BRITISH, RUSSIAN))
    army(s, BRITISH, "kabul", 4)
    do(s, 0, "end")
    assert s.vp == [5, 0] and s.phase == OVER and GAME.outcome(s).ranks == (1, 2)


def test_instability_a_second_check_in_the_market_resolves_one_and_discards_both() -> None:
    s = table(3, (BRITISH, RUSSIAN, AFGHAN))
    s.market[0][3] = 101
    s.deck = [103, 104] + [c for c in s.deck if c not in DOMINANCE] + [102]
    tribe(s, 1, "kabul")
    do(s, 0, "buy", row=0, col=0)
    do(s, 0, "end")
    assert s.checks == 1 and s.vp == [0, 3, 0]
    assert not any(c in DOMINANCE for row in s.market for c in row)


def test_insurrection_puts_two_afghan_armies_in_kabul_after_a_check() -> None:
    s = _check_table(3, (BRITISH, RUSSIAN, AFGHAN))
    s.courts[2] = [3]
    do(s, 0, "end")
    assert GAME.waiting_for(s) == {2} and legal(s, 2) == [{"type": "place", "to": "kabul"}]
    do(s, 2, "place", to="kabul")
    do(s, 2, "place", to="kabul")
    assert s.blocks[:12].count(REGION_LOC["kabul"]) == 2 and s.step == {"k": "main", "seat": 1}


def test_insurrection_takes_afghan_blocks_from_the_map_when_the_supply_is_short() -> None:
    s = _check_table(3, (BRITISH, RUSSIAN, AFGHAN))
    s.courts[2] = [3]
    army(s, AFGHAN, "herat", 11)
    army(s, BRITISH, "punjab", 10)  # no coalition dominates: the check fails, nobody leads by 4
    do(s, 0, "end")
    do(s, 2, "place", to="kabul")
    assert legal(s, 2) == [{"type": "pick", "at": "herat"}]
    do(s, 2, "pick", at="herat")
    do(s, 2, "place", to="kabul")
    assert s.blocks[:12].count(REGION_LOC["kabul"]) == 2 and s.blocks[:12].count(REGION_LOC["herat"]) == 10


def test_a_purchased_dominance_check_is_resolved_at_once() -> None:
    s = _check_table(2, (BRITISH, RUSSIAN))
    tribe(s, 1, "kabul")
    do(s, 0, "buy", row=0, col=0)
    assert s.vp == [1, 3] and s.step["k"] == "main" and s.actions == 1  # no cylinder is still second


def test_infrastructure_adds_a_free_block_after_building() -> None:
    s = table()
    s.courts[0] = [5, 78]  # build; infrastructure
    tribe(s, 0, "kabul")
    do(s, 0, "act", card=5, action="build")
    do(s, 0, "place", to="kabul")
    do(s, 0, "done")
    assert s.step["why"] == "infra" and s.coins[0] == 2
    do(s, 0, "place", to="kabul-punjab")
    assert s.coins[0] == 2 and s.step["k"] == "main"
    assert s.blocks[12:14] == [REGION_LOC["kabul"], BORDER_LOC["kabul-punjab"]]


def test_blackmail_places_a_free_spy_at_the_start_of_the_turn() -> None:
    s = table()
    s.courts = [[], [54, 61]]  # seat 1 has Blackmail (Herat); 61 is a Herat card without spies
    do(s, 0, "end")
    assert s.active == 1 and s.step["why"] == "blackmail"
    assert legal(s, 1) == [{"type": "place", "to": 54}, {"type": "place", "to": 61}, {"type": "done"}]
    do(s, 1, "place", to=61)
    assert s.cylinders[10] == CARD_BASE + 61 and s.step["k"] == "main"


# -- events ------------------------------------------------------------------------------------


def _buy_event(card: int, players: int = 2) -> object:
    s = table(players, (BRITISH, RUSSIAN, AFGHAN)[:players])
    s.market[0][0] = card
    do(s, 0, "buy", row=0, col=0)
    return s


def test_bought_events_that_last_until_the_next_check() -> None:
    for card, flag in ((105, "new_tactics"), (106, "koh_i_noor"), (107, "courtly_manners"), (110, "nationalism"),
                       (112, "nation_building")):
        assert flag in _buy_event(card).pflags[0]
    assert "conflict_fatigue" in _buy_event(109).flags
    assert _buy_event(113).coins[0] == 7  # Backing of Persian Aristocracy: 3 rupees


def test_new_tactics_makes_military_cards_favoured_for_the_buyer() -> None:
    s = _buy_event(105)
    s.courts[0] = [33]
    army(s, BRITISH, "punjab")
    army(s, RUSSIAN, "punjab")
    do(s, 0, "act", card=33, action="battle")
    assert s.actions == 1  # the purchase took one; the battle was free


def test_koh_i_noor_doubles_gifts_and_embarrassment_cancels_them() -> None:
    s = _buy_event(106)
    s.cylinders[0] = GIFT_BASE
    assert influence(s, 0) == 3
    s.flags.append("embarrassment")
    assert influence(s, 0) == 1


def test_rumor_cancels_a_chosen_player_s_patriots() -> None:
    s = _buy_event(108)
    s.courts[1] = [69]
    assert legal(s, 0) == [{"type": "choose", "seat": 1}]
    do(s, 0, "choose", seat=1)
    assert influence(s, 1) == 1 and "rumor" in s.pflags[1]


def test_other_persuasive_methods_swaps_hands() -> None:
    s = table()
    s.market[0][0] = 114
    s.hands = [[61], [62, 63]]
    do(s, 0, "buy", row=0, col=0)
    do(s, 0, "choose", seat=1)
    assert s.hands == [[62, 63], [61]]


def test_pashtunwali_values_chooses_the_suit_and_holds_it_until_the_next_check() -> None:
    s = _buy_event(115)
    do(s, 0, "suit", suit="military")
    assert s.favoured == MILITARY
    s.market[1][0] = 116  # the political-suit event leaves the market: blocked by Pashtunwali Values
    do(s, 0, "end")
    assert s.favoured == MILITARY


def test_rebuke_removes_all_tribes_and_armies_in_a_region() -> None:
    s = _buy_event(116)
    tribe(s, 1, "herat", 2)
    army(s, RUSSIAN, "herat")
    road(s, RUSSIAN, "herat-kabul")
    do(s, 0, "rebuke", region="herat")
    assert s.cylinders[10:12] == [0, 0] and s.blocks[24] == 0 and s.blocks[25] != 0


def test_conflict_fatigue_needs_a_lead_of_two_at_the_next_check() -> None:
    s = _check_table(2, (BRITISH, RUSSIAN))
    s.flags.append("conflict_fatigue")
    army(s, BRITISH, "kabul", 2)
    do(s, 0, "end")
    assert s.vp == [5, 0]


def test_nation_building_doubles_the_build() -> None:
    s = _buy_event(112)
    s.courts[0] = [5]
    tribe(s, 0, "kabul")
    do(s, 0, "act", card=5, action="build")
    assert s.step["n"] == 4
    for _ in range(4):
        do(s, 0, "place", to="kabul")
    assert s.coins[0] == 0 and s.blocks[12:16] == [REGION_LOC["kabul"]] * 4


def test_events_leaving_the_market_hit_everyone() -> None:
    s = table()
    s.market[0][0] = 107  # Disregard for Customs: no bribes until the next check
    do(s, 0, "end")
    assert "disregard" in s.flags
    s = table()
    s.market[0][0] = 108  # Failure to Impress: all prizes lost
    s.prizes = [2, 1]
    do(s, 0, "end")
    assert s.prizes == [0, 0]
    s = table()
    s.market[0][0] = 114  # Confidence Failure: everyone discards a card from hand, from the active player on
    s.hands = [[61], [62, 63]]
    do(s, 0, "end")
    assert GAME.waiting_for(s) == {0}
    do(s, 0, "discard", card=61)
    assert GAME.waiting_for(s) == {1}
    do(s, 1, "discard", card=63)
    assert s.hands == [[], [62]] and s.active == 1


def test_effects_until_the_next_check_end_at_the_check() -> None:
    s = _check_table(2, (BRITISH, RUSSIAN))
    s.flags = ["disregard"]
    s.pflags = [["nationalism"], ["rumor"]]
    do(s, 0, "end")
    assert s.flags == [] and s.pflags == [[], []]


# -- the bot's answers -------------------------------------------------------------------------


def _answers(loyalty: tuple[int, int], draws: int = 300) -> dict[str, int]:
    """How often the policy answers an offer of nothing from seat 0, as ruler of Herat (seat 1)."""
    from meeple.games.paxpamir.bot import POLICY

    s = table(2, loyalty)
    tribe(s, 1, "herat", 3)
    s.hands[0] = [63]
    do(s, 0, "play", card=63, side="left")
    do(s, 0, "offer", amount=0)
    rng = Rng(7)
    counts: dict[str, int] = {}
    for _ in range(draws):
        a = POLICY.rollout_action(s, 1, legal(s, 1), rng)
        key = "ask" if a["type"] == "ask" else a["reply"]
        counts[key] = counts.get(key, 0) + 1
    return counts


def test_the_bot_asks_or_refuses_a_rival_and_lets_a_friend_off() -> None:
    rival = _answers((BRITISH, RUSSIAN))
    assert rival.get("ask", 0) + rival.get("refuse", 0) > 3 * rival.get("accept", 0)
    friend = _answers((BRITISH, BRITISH))
    assert friend.get("accept", 0) > friend.get("ask", 0) + friend.get("refuse", 0)


def test_a_purchase_rupee_for_a_column_empty_in_both_rows_leaves_the_game() -> None:
    s = _empty_deck_table()
    s.market = [[61, 0, 63, 0, 0, 0], [0, 0, 0, 0, 0, 0]]
    do(s, 0, "buy", row=0, col=2)
    assert s.coins[0] == 2 and s.mcoins == [[1, 0, 0, 0, 0, 0], [0] * 6] and s.hands[0] == [63]


# -- the court cards' special abilities without a scenario above -----------------------------------


def test_indispensable_advisors_keep_their_owner_s_spies_from_battles_on_cards() -> None:
    s = table()
    s.courts = [[39], [1]]  # 39: move/battle rank 1; 1: Indispensable Advisors
    spy(s, 0, 39)
    spy(s, 1, 39)
    assert {"type": "act", "card": 39, "action": "battle"} not in legal(s, 0)
    s.courts[1] = [61]
    assert {"type": "act", "card": 39, "action": "battle"} in legal(s, 0)


def test_claim_of_ancient_lineage_taxes_a_player_with_any_court_card() -> None:
    s = table()
    s.courts = [[64], [75]]  # Herat tax card; a Persia card; seat 0 rules nowhere, the market is bare
    assert {"type": "act", "card": 64, "action": "tax"} not in legal(s, 0)
    s.courts[0] = [64, 5]  # 5: Claim of Ancient Lineage
    do(s, 0, "act", card=64, action="tax")
    assert legal(s, 0) == [{"type": "levy", "seat": 1}, {"type": "done"}]
    do(s, 0, "levy", seat=1)
    assert s.coins == [5, 3]


def test_strange_bedfellows_moves_a_spy_to_any_card_of_its_card_s_region() -> None:
    s = table()
    s.courts = [[21], [61, 62, 63, 64]]  # 21: Strange Bedfellows, move rank 2; 61-64 Herat cards
    spy(s, 0, 63)
    do(s, 0, "act", card=21, action="move")
    assert {(a["frm"], a["to"]) for a in legal(s, 0, "move")} == {(63, 62), (63, 64), (63, 61)}


def test_well_connected_moves_a_spy_two_cards_along_the_circle() -> None:
    s = table()
    s.courts = [[56, 9], [61, 62, 63, 64, 65]]  # 56: Well Connected; 9: move rank 1
    spy(s, 0, 63)
    do(s, 0, "act", card=9, action="move")
    assert {(a["frm"], a["to"]) for a in legal(s, 0, "move")} == {(63, 61), (63, 62), (63, 64), (63, 65)}


def test_civil_service_reforms_pay_no_spy_bribe_for_card_actions() -> None:
    s = table()
    s.courts[0] = [64, 24]  # 24: Civil Service Reforms
    s.mcoins[0][0] = 1
    spy(s, 1, 64, 2)
    do(s, 0, "act", card=64, action="tax")
    assert s.step["k"] == "tax" and s.coins == [4, 4]


def test_army_supplies_move_armies_without_roads() -> None:
    s = table()
    s.courts[0] = [9]  # move rank 1
    army(s, BRITISH, "kabul")
    assert {"type": "act", "card": 9, "action": "move"} not in legal(s, 0)
    s.courts[0] = [9, 51]  # 51: armies move without roads
    do(s, 0, "act", card=9, action="move")
    assert {a["to"] for a in legal(s, 0, "move")} == {"transcaspia", "herat", "kandahar", "punjab"}


def test_nationalism_moves_the_buyer_s_tribes_like_armies_along_roads() -> None:
    s = _buy_event(110)
    s.courts[0] = [9]
    tribe(s, 0, "kabul")
    road(s, BRITISH, "kabul-punjab")
    do(s, 0, "act", card=9, action="move")
    assert legal(s, 0, "move") == [{"type": "move", "piece": "tribe", "frm": "kabul", "to": "punjab"}]
    do(s, 0, "move", piece="tribe", frm="kabul", to="punjab")
    assert s.cylinders[0] == REGION_LOC["punjab"]
