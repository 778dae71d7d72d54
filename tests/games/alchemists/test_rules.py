"""One scenario per rule of the rules page, from named positions (see positions.py)."""

from __future__ import annotations

import pytest

from meeple.engine import IllegalAction
from meeple.games.alchemists import GAME
from meeple.games.alchemists.actions import SPACE_INDEX
from meeple.games.alchemists.components import ALCHEMICALS, FAVOUR_NAMES, MIX, NEUTRAL, SEALS
from meeple.games.alchemists.flow import end_round, final_scoring
from meeple.games.alchemists.goods import add_rep, zone
from meeple.games.alchemists.state import SICK

from .positions import a, acting, declared, hand, past_order, publish, table

RED_PLUS, RED_MINUS, GREEN_PLUS, GREEN_MINUS, BLUE_PLUS, BLUE_MINUS = range(6)


def types(s, seat):
    return sorted({x["type"] for x in GAME.legal_actions(s, seat)})


# --- the world and the mixing rule -----------------------------------------------------------------------

def test_the_page_s_example_mix_is_red_plus() -> None:
    big_red_plus = ALCHEMICALS.index(((1, 1), (1, 0), (-1, 0)))
    small_red_plus = ALCHEMICALS.index(((1, 0), (-1, 1), (-1, 0)))
    assert MIX[8 * big_red_plus + small_red_plus] == RED_PLUS


def test_every_alchemical_has_one_opposite_that_makes_neutral_and_no_other_pair_does() -> None:
    for x in range(8):
        neutral = [y for y in range(8) if y != x and MIX[8 * x + y] == NEUTRAL]
        assert neutral == [x ^ 1]
        assert all(ALCHEMICALS[x][c][0] == -ALCHEMICALS[x ^ 1][c][0] for c in range(3))


def test_the_world_is_a_random_permutation_and_not_in_any_view_until_the_end() -> None:
    worlds = {tuple(GAME.setup(2, {}, seed).world) for seed in range(20)}
    assert len(worlds) == 20 and all(sorted(w) == list(range(8)) for w in worlds)
    s = GAME.setup(2, {}, 3)
    for seat in (0, 1, None):
        assert GAME.view(s, seat)["world"] is None


# --- setup and the order track ---------------------------------------------------------------------------

@pytest.mark.parametrize(("master", "cards"), [(False, 3), (True, 2)])
def test_apprentices_start_with_three_ingredients_masters_with_two(master: bool, cards: int) -> None:
    s = GAME.setup(3, {"variant": "master" if master else "apprentice"}, 5)
    assert all(sum(h) == cards for h in s.hands)
    assert s.gold == [2, 2, 2] and s.rep == [10, 10, 10] and all(len(f) == 2 for f in s.favours)


def test_the_start_player_chooses_first_and_takes_the_bonus_at_once() -> None:
    s = table(3)
    first = s.picking[0]
    assert first == s.start
    before = sum(s.hands[first])
    GAME.apply(s, first, a("order", space=4))  # two ingredients
    assert sum(s.hands[first]) == before + 2 and s.picking[0] == (first + 1) % 3


def test_the_top_order_space_costs_a_gold_and_is_refused_without_one() -> None:
    s = table(2)
    seat = s.picking[0]
    s.gold[seat] = 0
    assert a("order", space=0) not in GAME.legal_actions(s, seat)
    with pytest.raises(IllegalAction, match="costs 1 gold"):
        GAME.apply(s, seat, a("order", space=0))
    s = GAME.clone(s)  # a new object: the engine's memo of legal actions belongs to the old one
    s.gold[seat] = 1
    GAME.apply(s, seat, a("order", space=0))
    assert s.gold[seat] == 0


def test_a_taken_order_space_is_refused() -> None:
    s = table(2)
    first = s.picking[0]
    GAME.apply(s, first, a("order", space=2))
    with pytest.raises(IllegalAction, match="taken"):
        GAME.apply(s, 1 - first, a("order", space=2))


def test_players_declare_from_the_bottom_of_the_order_track_up() -> None:
    s = table(3)
    picks = {}
    for k in (5, 1, 3):
        seat = s.picking[0]
        picks[seat] = k
        GAME.apply(s, seat, a("order", space=k))
    assert s.phase == "declare"
    assert s.order == sorted(picks, key=picks.get)
    assert s.declaring == s.order[::-1]


@pytest.mark.parametrize(("players", "cubes"), [(2, 6), (3, 5), (4, 4)])
def test_three_cubes_in_round_one_then_six_five_four(players: int, cubes: int) -> None:
    s = table(players)
    from meeple.games.alchemists.flow import begin_declaring

    begin_declaring(s)
    assert s.cubes == [3] * players
    s.round = 2
    begin_declaring(s)
    assert s.cubes == [cubes] * players


def test_selling_debunking_and_publishing_open_from_round_two_and_the_exhibition_only_in_round_six() -> None:
    from meeple.games.alchemists.components import open_spaces

    assert {"sell", "debunk", "publish", "exhibit"}.isdisjoint(open_spaces(1))
    assert {"sell", "debunk", "publish", "student", "drink"} <= set(open_spaces(2))
    assert "exhibit" in open_spaces(6) and {"student", "drink"}.isdisjoint(open_spaces(6))


def test_a_sell_action_takes_two_cubes() -> None:
    s = table(2)
    while s.phase == "order":
        GAME.apply(s, s.picking[0], a("order", space=1 + len(s.order_pos) - s.order_pos.count(-1)))
    s.round = 2
    seat = s.declaring[0]
    s.cubes[seat] = 6
    GAME.apply(s, seat, a("place", space="sell"))
    assert s.cubes[seat] == 4
    with pytest.raises(IllegalAction, match="already declared 1 sell"):
        GAME.apply(s, seat, a("place", space="sell"))


# --- resolution ------------------------------------------------------------------------------------------

def test_spaces_resolve_column_by_column_top_to_bottom() -> None:
    s = declared(2, {0: ["gather", "gather"], 1: ["gather", "gather"]})
    top, bottom = s.order
    seen = []
    while s.space == 0 and s.phase == "resolve":
        seen.append(s.actor)
        GAME.apply(s, s.actor, a("decline"))
    assert seen == [top, bottom, top, bottom]


def test_the_associate_puts_its_player_in_the_top_row_of_a_space() -> None:
    s = table(2)
    past_order(s)
    bottom = s.declaring[0]
    s.favours[bottom] = ["associate"]
    GAME.apply(s, bottom, a("favour", card="associate", space="gather"))
    GAME.apply(s, bottom, a("place", space="gather"))
    GAME.apply(s, bottom, a("done"))
    top = s.declaring[0]
    GAME.apply(s, top, a("place", space="gather"))
    GAME.apply(s, top, a("done"))
    assert s.actor == bottom and s.tasks == [[0, top]]


def test_a_declined_action_puts_its_cubes_in_the_unused_box_and_two_unused_cubes_make_a_favour() -> None:
    s = declared(2, {0: ["transmute", "transmute"]})
    s.hands[0] = hand(1, 2)
    while s.space < SPACE_INDEX["transmute"]:
        GAME.apply(s, s.actor, a("decline"))
    assert s.actor == 0 and s.stage == "transmute"
    favours = len(s.favours[0])
    GAME.apply(s, 0, a("decline"))
    GAME.apply(s, 0, a("decline"))
    assert s.round == 2 and len(s.favours[0]) == favours + 1  # two declined + one unplaced cube: 3 // 2


def test_an_action_that_cannot_be_used_is_declined_at_once() -> None:
    s = acting("transmute", cards=())
    s.tasks = [[SPACE_INDEX["transmute"], 0], [SPACE_INDEX["gather"], 1]]
    s.actor = -1
    from meeple.games.alchemists.flow import next_task

    events = next_task(s)
    assert s.actor == 1 and any("cannot use" in e.text for e in events)


def test_gather_takes_a_market_card_or_the_top_of_the_deck() -> None:
    s = acting("gather")
    slot = next(k for k, i in enumerate(s.market) if i >= 0)
    card = s.market[slot]
    GAME.apply(s, 0, a("gather", slot=slot))
    assert s.market[slot] == -1 and s.hands[0][card] == 2 if card in (0, 2, 4) else s.hands[0][card] == 1
    s = acting("gather")
    GAME.apply(s, 0, a("gather", slot=-1))
    assert sum(s.hands[0]) == 4


def test_transmute_turns_an_ingredient_into_a_gold_and_the_sage_into_two() -> None:
    s = acting("transmute")
    GAME.apply(s, 0, a("transmute", ingredient=2))
    assert s.gold[0] == 6 and s.hands[0] == hand(0, 4)
    s = acting("transmute")
    s.favours[0] = ["sage"]
    GAME.apply(s, 0, a("favour", card="sage"))
    GAME.apply(s, 0, a("transmute", ingredient=2))
    assert s.gold[0] == 7 and s.favours[0] == []


def test_buying_an_artifact_pays_its_cost_and_the_shopkeeper_takes_one_off() -> None:
    s = acting("artifact")
    art = s.art_market[0]
    from meeple.games.alchemists.components import ARTIFACTS

    cost = ARTIFACTS[art][2]
    s.favours[0] = ["shopkeeper"]
    GAME.apply(s, 0, a("favour", card="shopkeeper"))
    GAME.apply(s, 0, a("buy", artifact=art))
    assert s.gold[0] == 5 - (cost - 1) and art in s.artifacts[0] and art not in s.art_market


# --- the student and drinking ----------------------------------------------------------------------------

def test_a_student_result_is_public_but_the_ingredients_stay_private() -> None:
    s = acting("student")
    events = GAME.apply(s, 0, a("mix", a=0, b=2))
    assert s.notes[0] == [["student", 0, 2, f"p{BLUE_MINUS}"]]
    public = [e for e in events if e.to is None]
    assert any("blue-" in e.text for e in public) and not any("mushroom" in e.text for e in public)
    assert GAME.view(s, 1)["players"][0]["results"] == [["student", f"p{BLUE_MINUS}"]]
    assert GAME.view(s, 0)["players"][0]["results"] == [["student", f"p{BLUE_MINUS}", 0, 2]]


def test_after_a_negative_student_potion_each_test_costs_a_gold() -> None:
    s = acting("student")
    GAME.apply(s, 0, a("mix", a=0, b=2))  # blue-: the student is sick
    assert s.student_sick and s.gold[0] == 5
    s.actor, s.stage, s.tasks = 1, "student", [[SPACE_INDEX["gather"], 0]]
    s.gold[1] = 0
    assert GAME.legal_actions(s, 1) == [a("decline")]
    with pytest.raises(IllegalAction, match="pay 1 gold"):
        GAME.apply(s, 1, a("mix", a=1, b=3))
    s = GAME.clone(s)
    s.gold[1] = 2
    GAME.apply(s, 1, a("mix", a=1, b=3))  # blue+, but it still costs
    assert s.gold[1] == 1


@pytest.mark.parametrize(("pair", "effect"), [((0, 4), "hospital"), ((1, 2), "paralysed"), ((0, 2), "rep"),
                                              ((0, 3), None)])
def test_drinking_red_minus_green_minus_blue_minus_or_a_positive_potion(pair, effect) -> None:
    s = acting("drink", cards=(0, 1, 2, 3, 4))
    GAME.apply(s, 0, a("mix", a=pair[0], b=pair[1]))
    assert (s.hospital[0] == 1) == (effect == "hospital")
    assert s.paralysed[0] == (effect == "paralysed")
    assert s.rep[0] == (9 if effect == "rep" else 10)


def test_the_hospital_costs_a_cube_next_round_and_paralysis_puts_you_last() -> None:
    s = table(3)
    s.hospital[1] = 1
    s.paralysed[2] = True
    end_round(s)
    assert s.order_pos[2] == SICK and 2 not in s.picking
    past_order(s)
    assert s.order[-1] == 2 and s.cubes[1] == 4 and s.cubes[0] == 5
    assert s.unused[1] == 1  # the hospital's cube waits in the unused box (it counts for favours)


def test_the_custodian_drinks_before_the_sale() -> None:
    s = table(2)
    past_order(s)
    seat = s.declaring[0]
    s.favours[seat] = ["custodian"]
    GAME.apply(s, seat, a("favour", card="custodian"))
    assert s.cubes[seat] == 2 and s.decl[seat][SPACE_INDEX["custodian"]] == 1
    GAME.apply(s, seat, a("done"))
    GAME.apply(s, s.declaring[0], a("done"))
    assert s.stage == "custodian" and s.actor == seat


# --- selling ---------------------------------------------------------------------------------------------

def selling(refunds: dict[int, int], rep: int = 10) -> object:
    s = acting("sell", stop=False)
    s.adventurer = 0  # the knight: red+, green+, blue+
    s.hands = [hand(0, 2, 3, 4), hand(1, 3, 5)]
    s.rep = [rep, 10]
    s.space = SPACE_INDEX["sell"]
    s.decl[1][s.space] = 1
    s.sellers, s.sell_sorted, s.refunds = [], False, [-1, -1]
    s.tasks = [[-1, 0], [-1, 1]]
    from meeple.games.alchemists.flow import next_task

    s.actor = -1
    next_task(s)
    for seat in (0, 1):
        GAME.apply(s, seat, a("refund", level=refunds[seat]))
    return s


def test_a_higher_refund_sells_first() -> None:
    s = selling({0: 0, 1: 2})
    assert s.sellers == [1, 0] and s.actor == 1


def test_equal_refunds_sell_in_row_order() -> None:
    s = selling({0: 1, 1: 1})
    assert s.sellers == [0, 1]


def test_a_met_guarantee_is_paid_less_the_refund_and_a_potion_is_sold_once() -> None:
    s = selling({0: 1, 1: 0})
    GAME.apply(s, 0, a("offer", potion=GREEN_PLUS, guarantee=4))
    GAME.apply(s, 0, a("mix", a=0, b=2))  # blue-: wrong sign
    assert s.gold[0] == 5 and s.rep[0] == 9
    legal = GAME.legal_actions(s, 1)
    assert a("offer", potion=GREEN_PLUS, guarantee=4) not in legal and a("offer", potion=RED_PLUS, guarantee=4) in legal
    GAME.apply(s, 1, a("offer", potion=RED_PLUS, guarantee=4))
    GAME.apply(s, 1, a("mix", a=1, b=5))  # red+: exact
    assert s.gold[1] == 9


def test_a_right_sign_meets_a_guarantee_of_three_and_neutral_of_two() -> None:
    s = selling({0: 0, 1: 0})
    GAME.apply(s, 0, a("offer", potion=BLUE_PLUS, guarantee=2))
    GAME.apply(s, 0, a("mix", a=0, b=3))  # green+: right sign
    assert s.gold[0] == 7 and s.rep[0] == 10
    GAME.apply(s, 1, a("offer", potion=RED_PLUS, guarantee=3))
    s.hands[1] = hand(0, 1)
    GAME.apply(s, 1, a("mix", a=0, b=1))  # neutral: only 2
    assert s.gold[1] == 5 and s.rep[1] == 9


def test_the_red_zone_sells_for_a_gold_less_and_the_blue_zone_for_one_more() -> None:
    s = selling({0: 0, 1: 0}, rep=5)
    GAME.apply(s, 0, a("offer", potion=GREEN_PLUS, guarantee=4))
    GAME.apply(s, 0, a("mix", a=0, b=3))
    assert s.gold[0] == 8
    s = selling({0: 0, 1: 0}, rep=18)
    GAME.apply(s, 0, a("offer", potion=GREEN_PLUS, guarantee=4))
    GAME.apply(s, 0, a("mix", a=0, b=3))
    assert s.gold[0] == 10


def test_green_and_blue_zones_give_a_refund_level_for_a_gold_less() -> None:
    s = selling({0: 2, 1: 0}, rep=15)
    GAME.apply(s, 0, a("offer", potion=GREEN_PLUS, guarantee=4))
    GAME.apply(s, 0, a("mix", a=0, b=3))
    assert s.gold[0] == 5 + 4 - 1


def test_the_barmaid_counts_a_potion_one_level_better_or_gives_a_reputation_for_an_exact_one() -> None:
    s = selling({0: 0, 1: 0})
    s.favours[0] = ["barmaid"]
    GAME.apply(s, 0, a("favour", card="barmaid"))
    GAME.apply(s, 0, a("offer", potion=BLUE_PLUS, guarantee=4))
    GAME.apply(s, 0, a("mix", a=0, b=3))  # green+: right sign counts as exact
    assert s.gold[0] == 9
    s = selling({0: 0, 1: 0})
    s.favours[0] = ["barmaid"]
    GAME.apply(s, 0, a("favour", card="barmaid"))
    GAME.apply(s, 0, a("offer", potion=GREEN_PLUS, guarantee=4))
    GAME.apply(s, 0, a("mix", a=0, b=3))
    assert s.rep[0] == 11


def test_the_merchant_pays_the_first_seller_and_lets_a_later_one_sell_a_sold_potion() -> None:
    s = selling({0: 1, 1: 0})
    s.favours[0] = ["merchant"]
    GAME.apply(s, 0, a("favour", card="merchant"))
    assert s.gold[0] == 6
    GAME.apply(s, 0, a("offer", potion=GREEN_PLUS, guarantee=1))
    GAME.apply(s, 0, a("mix", a=0, b=3))
    s.favours[1] = ["merchant"]
    GAME.apply(s, 1, a("favour", card="merchant"))
    assert s.gold[1] == 5 and a("offer", potion=GREEN_PLUS, guarantee=4) in GAME.legal_actions(s, 1)


# --- theories --------------------------------------------------------------------------------------------

def test_publishing_costs_a_gold_gives_a_reputation_and_keeps_the_seal_face_down() -> None:
    s = acting("publish")
    GAME.apply(s, 0, a("theory", ingredient=3))
    GAME.apply(s, 0, a("alchemical", alchemical=5))
    GAME.apply(s, 0, a("seal", seal="gold"))
    assert s.theory[3] == 5 and s.gold[0] == 4 and s.rep[0] == 11 and s.seals_left[0][0] == 1
    assert GAME.view(s, 1)["theories"][0]["seals"] == [{"seat": 0, "seal": None}]
    assert GAME.view(s, 0)["theories"][0]["seals"] == [{"seat": 0, "seal": "gold"}]


def test_an_alchemical_already_on_the_board_cannot_be_published_again() -> None:
    s = acting("publish")
    publish(s, 1, 0, 5, "silver")
    GAME.apply(s, 0, a("theory", ingredient=3))
    assert a("alchemical", alchemical=5) not in GAME.legal_actions(s, 0)


def test_endorsing_pays_one_gold_to_each_seal_already_there() -> None:
    s = acting("publish", players=3)
    publish(s, 1, 2, 2, "silver")
    publish(s, 2, 2, 2, "red")
    GAME.apply(s, 0, a("endorse", ingredient=2))
    GAME.apply(s, 0, a("seal", seal="silver"))
    assert s.gold == [5 - 1 - 2, 6, 6] and s.rep[0] == 11


def test_the_first_grant_needs_two_of_its_ingredients_and_later_ones_three() -> None:
    s = acting("publish", gold=9)
    s.grants_left = [0, 1]  # (0, 1, 2) and (3, 4, 5)
    publish(s, 0, 0, 0, "red")
    GAME.apply(s, 0, a("theory", ingredient=1))
    GAME.apply(s, 0, a("alchemical", alchemical=1))
    GAME.apply(s, 0, a("seal", seal="green"))
    assert s.grants[0] == [0] and s.gold[0] == 9 - 1 + 2
    publish(s, 0, 3, 3, "blue")
    publish(s, 0, 4, 4, "blue")
    from meeple.games.alchemists.theories import take_grants

    assert take_grants(s, 0) == []  # only two of (3, 4, 5)
    publish(s, 0, 5, 6, "silver")
    assert len(take_grants(s, 0)) == 1 and s.grants[0] == [0, 1]


def test_a_conflicted_theory_cannot_be_endorsed_and_does_not_count() -> None:
    s = acting("publish")
    publish(s, 1, 2, 2, "silver")
    publish(s, 1, 3, 4, "silver")
    s.conflicts = [[2, 3]]
    from meeple.games.alchemists.theories import counted_seals

    assert a("endorse", ingredient=2) not in GAME.legal_actions(s, 0)
    assert counted_seals(s, 1) == 0


# --- debunking -------------------------------------------------------------------------------------------

def test_apprentice_debunking_a_wrong_aspect_gives_two_and_costs_unhedged_seals_five() -> None:
    s = acting("debunk", players=3)
    publish(s, 1, 2, 3, "gold")  # claims -Rs+G+Bs, truly +Rs-G-Bs: wrong in red
    publish(s, 2, 2, 3, "red")
    GAME.apply(s, 0, a("debunk", ingredient=2, colour=0))
    assert s.theory[2] == -1 and s.seals[2] == []
    assert s.rep == [12, 5, 10]  # the gold seal's owner: -5, and the yellow zone adds nothing
    assert s.public_notes == [["debunk", 2, -1, "a0+"]]


def test_apprentice_debunking_a_right_aspect_fails_for_one_reputation() -> None:
    s = acting("debunk")
    publish(s, 1, 2, 6, "gold")  # claims -R-G-B for the true +Rs-G-Bs: right in green
    GAME.apply(s, 0, a("debunk", ingredient=2, colour=1))
    assert s.theory[2] == 6 and s.rep[0] == 9


def test_master_demonstration_refutes_a_theory_with_the_wrong_sign_in_the_potion_s_colour() -> None:
    s = acting("debunk", master=True)
    publish(s, 1, 0, 1, "blue")  # claims +Rs-Gs+B for ingredient 0 (truly -Rs+Gs-B)
    GAME.apply(s, 0, a("demonstrate", a=0, b=2))  # blue-: ingredient 0 is - in blue; claim says +
    assert s.theory[0] == -1 and s.rep == [12, 10]  # hedged in blue: no loss


def test_master_demonstration_puts_two_theories_that_cannot_both_hold_in_conflict() -> None:
    s2 = acting("debunk", master=True)
    publish(s2, 1, 1, 3, "silver")  # 1 claimed as 3 (-Rs+G+Bs); 2 claimed as 5 (+R+Gs-Bs)
    publish(s2, 1, 2, 5, "silver")
    GAME.apply(s2, 0, a("demonstrate", a=1, b=2))  # truly green-: 1 claimed +G (refuted), 2 claimed +G (refuted)
    assert s2.theory[1] == -1 and s2.theory[2] == -1
    s3 = acting("debunk", master=True)
    publish(s3, 1, 0, 1, "silver")  # 0 claimed +Rs-Gs+B, 1 claimed -Rs+Gs-B: claims say neutral
    publish(s3, 1, 1, 0, "silver")
    GAME.apply(s3, 0, a("demonstrate", a=0, b=1))  # truly neutral: agrees, nothing debunked
    assert s3.rep[0] == 9 and s3.conflicts == []
    s4 = acting("debunk", master=True)
    publish(s4, 1, 0, 2, "silver")  # claim +Rs-G-Bs, claim for 1: -Rs+G+Bs -> claims predict neutral
    publish(s4, 1, 1, 3, "silver")
    GAME.apply(s4, 0, a("demonstrate", a=0, b=1))  # truly neutral, which neither theory alone refutes
    assert s4.conflicts == [] and s4.rep[0] == 9
    s5 = acting("debunk", master=True)
    publish(s5, 1, 0, 6, "silver")  # -R-G-B for 0 and +R+G+B for 1: predict neutral
    publish(s5, 1, 2, 4, "silver")  # -R-Gs+Bs for 2
    GAME.apply(s5, 0, a("demonstrate", a=0, b=2))  # truly blue-: 0 claimed B- (ok), 2 claimed B+ (refuted)
    assert s5.theory[2] == -1 and s5.theory[0] == 6


def test_master_conflict_tokens_when_the_result_refutes_neither_alone() -> None:
    s = acting("debunk", master=True)
    publish(s, 1, 0, 6, "silver")  # 0 claimed -R-G-B, 3 claimed -R-Gs+Bs (4)
    publish(s, 1, 3, 4, "silver")  # claims predict red-; truly 0+3 = green+... 3 claimed G- refuted
    GAME.apply(s, 0, a("demonstrate", a=0, b=3))
    assert s.theory[3] == -1
    s = acting("debunk", master=True)
    publish(s, 1, 0, 7, "silver")  # 0 claimed +R+G+B, 2 claimed +R+Gs-Bs (5): predict green+
    publish(s, 1, 2, 5, "silver")
    GAME.apply(s, 0, a("demonstrate", a=0, b=2))  # truly blue-: 0 claimed B+ -> refuted; 2 claimed B- fine
    assert s.theory[0] == -1 and s.theory[2] == 5
    s = acting("debunk", master=True)
    publish(s, 1, 1, 0, "silver")  # 1 claimed -Rs+Gs-B, 5 claimed -Rs+G+Bs (3): predict green+
    publish(s, 1, 5, 3, "silver")
    GAME.apply(s, 0, a("demonstrate", a=1, b=5))  # truly red+: 1 claimed R-, refuted; 5 claimed R- refuted
    assert s.theory[1] == -1 and s.theory[5] == -1
    s = acting("debunk", master=True)
    publish(s, 1, 1, 5, "silver")  # 1 claimed +R+Gs-Bs, 5 claimed +Rs-G-Bs (2): predict red+? 5 with 2 = red+
    publish(s, 1, 5, 2, "silver")
    GAME.apply(s, 0, a("demonstrate", a=1, b=5))  # truly red+: both claim R+, and predict red+: fails
    assert s.conflicts == [] and s.rep[0] == 9
    s = acting("debunk", master=True)
    publish(s, 1, 1, 7, "silver")  # 1 claimed +R+G+B, 5 claimed +R+Gs-Bs (5): predict green+
    publish(s, 1, 5, 5, "silver")
    GAME.apply(s, 0, a("demonstrate", a=1, b=5))  # truly red+: both R+, no single refutation; conflict
    assert s.conflicts == [[1, 5]] and s.rep[0] == 12 and s.theory[1] == 7 and s.theory[5] == 5


# --- reputation ------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("rep", "delta", "after", "name"), [
    (5, -1, 5, "red"), (5, -3, 3, "red"), (10, -2, 8, "yellow"), (15, -2, 12, "green"), (19, -1, 16, "blue"),
    (19, 2, 21, "blue"), (6, 2, 8, "red"),
])
def test_reputation_zones_soften_or_sharpen_losses(rep: int, delta: int, after: int, name: str) -> None:
    s = table(2)
    s.rep[0] = rep
    assert zone(rep) == name
    add_rep(s, 0, delta)
    assert s.rep[0] == after


def test_gains_and_losses_of_one_action_are_netted_before_the_zone_acts() -> None:
    s = acting("debunk", players=2)
    s.rep = [15, 10]
    publish(s, 0, 2, 3, "gold")  # the debunker's own wrong theory: +2 and -5 = -3, the green zone makes -4
    GAME.apply(s, 0, a("debunk", ingredient=2, colour=0))
    assert s.rep[0] == 11


def test_the_most_seals_gain_a_reputation_at_the_round_s_end() -> None:
    s = table(3)
    publish(s, 1, 0, 0, "gold")
    publish(s, 1, 1, 1, "gold")
    publish(s, 2, 0, 0, "red")
    end_round(s)
    assert s.rep == [10, 11, 10]


@pytest.mark.parametrize(("master", "round_no", "seals", "change"), [
    (False, 3, 1, 1), (False, 3, 0, -1), (False, 5, 2, 1), (False, 5, 1, -1), (False, 5, 0, -2),
    (True, 3, 2, 1), (True, 3, 1, -1), (True, 3, 0, -2), (True, 5, 3, 1), (True, 5, 2, -1), (True, 5, 1, -2),
    (True, 5, 0, -3),
])
def test_conferences_after_rounds_three_and_five(master: bool, round_no: int, seals: int, change: int) -> None:
    from meeple.games.alchemists.flow import conference

    s = table(2, master)
    s.round = round_no
    for i in range(seals):
        publish(s, 0, i, i, "red")
    conference(s, [seals, 99])
    assert s.rep[0] == 10 + change


def test_new_artifacts_replace_the_old_after_round_three() -> None:
    from meeple.games.alchemists.components import ARTIFACTS

    s = table(2)
    s.round = 3
    end_round(s)
    assert len(s.art_market) == 3 and all(ARTIFACTS[x][1] == 2 for x in s.art_market)


# --- the exhibition and the end --------------------------------------------------------------------------

def test_the_exhibition_first_gains_one_both_signs_two_more_and_failure_loses_one() -> None:
    s = acting("exhibit", round_no=6, cards=(0, 1, 3, 5))
    GAME.apply(s, 0, a("exhibit", potion=RED_PLUS))
    GAME.apply(s, 0, a("mix", a=1, b=5))  # red+
    assert s.rep[0] == 11 and s.exhibits[RED_PLUS] == [0]
    s.exhibits[RED_MINUS] = [1]
    s.actor, s.stage, s.tasks = 0, "exhibit", [[SPACE_INDEX["gather"], 1]]
    s.hands[0] = hand(0, 4)
    GAME.apply(s, 0, a("exhibit", potion=RED_MINUS))
    GAME.apply(s, 0, a("mix", a=0, b=4))  # red-: not first, but both reds
    assert s.rep[0] == 13
    s.actor, s.stage, s.tasks = 0, "exhibit", [[SPACE_INDEX["gather"], 1]]
    s.hands[0] = hand(0, 1)
    GAME.apply(s, 0, a("exhibit", potion=BLUE_PLUS))
    GAME.apply(s, 0, a("mix", a=0, b=1))  # neutral
    assert s.rep[0] == 12


def test_final_scoring_reveals_the_world_and_scores_every_source() -> None:
    s = table(2)
    s.rep = [12, 10]
    s.gold = [4, 0]
    s.favours = [["sage"], []]  # 4 + 2 = 6 gold: 2 VP
    s.artifacts = [[4], []]  # lucky horseshoe: 2 VP
    s.grants = [[0], []]  # 2 VP
    publish(s, 0, 0, 0, "gold")  # right: 5
    publish(s, 0, 1, 1, "silver")  # right: 3
    publish(s, 0, 2, 3, "red")  # wrong in red (and others): hedged, 0
    publish(s, 0, 4, 5, "gold")  # wrong: -4
    publish(s, 1, 4, 5, "green")  # -R-Gs+Bs vs +R+Gs-Bs: green is wrong too, hedged
    final_scoring(s)
    assert s.breakdown[0] == {"reputation": 12, "artifacts": 2, "grants": 2, "gold": 2, "theories": 4}
    assert s.scores == [22, 10]
    assert GAME.view(s, 1)["world"] == list(range(8))
    assert GAME.outcome(s) is not None and GAME.waiting_for(s) == frozenset()


def test_a_hedge_in_a_colour_the_theory_got_right_does_not_protect() -> None:
    from meeple.games.alchemists.flow import seal_points

    s = table(2)
    s.theory[0] = 2  # +Rs-G-Bs claimed for the true -Rs+Gs-B: blue sign right
    assert seal_points(s, 0, SEALS.index("blue")) == -4
    assert seal_points(s, 0, SEALS.index("red")) == 0


# --- favours while declaring -----------------------------------------------------------------------------

def test_the_assistant_gives_a_cube_and_the_herbalist_draws_three_then_discards_two() -> None:
    s = table(2)
    past_order(s)
    seat = s.declaring[0]
    s.favours[seat] = ["assistant", "herbalist"]
    GAME.apply(s, seat, a("favour", card="assistant"))
    assert s.cubes[seat] == 4
    cards = sum(s.hands[seat])
    GAME.apply(s, seat, a("favour", card="herbalist"))
    assert sum(s.hands[seat]) == cards + 3 and types(s, seat) == ["discard"]
    for _ in range(2):
        GAME.apply(s, seat, a("discard", ingredient=next(i for i in range(8) if s.hands[seat][i])))
    assert sum(s.hands[seat]) == cards + 1 and "place" in types(s, seat)


def test_the_favour_deck_holds_the_published_22_cards_and_the_two_promo_publishers() -> None:
    from meeple.games.alchemists.components import FAVOURS

    assert sum(FAVOURS.values()) == 24 and FAVOURS["publisher"] == 2 and sorted(FAVOURS) == list(FAVOUR_NAMES)


# --- the Publisher (promo favour): instead of a debunk, revise a theory of one's own ----------------------

def test_the_publisher_is_offered_only_on_a_debunk_and_only_with_a_theory_it_can_revise() -> None:
    s = acting("debunk")
    s.favours[0] = ["publisher"]
    publish(s, 1, 2, 6, "gold")  # somebody else's theory: nothing of ours to revise
    assert {"type": "favour", "card": "publisher"} not in GAME.legal_actions(s, 0)
    assert "Publisher needs a theory with your seal" in GAME.explain_illegal(s, 0, a("favour", card="publisher"))
    publish(s, 0, 4, 3, "silver")
    assert {"type": "favour", "card": "publisher"} in GAME.legal_actions(s, 0)
    t = acting("transmute")
    t.favours[0] = ["publisher"]
    publish(t, 0, 4, 3, "silver")
    assert {"type": "favour", "card": "publisher"} not in GAME.legal_actions(t, 0)


def test_the_publisher_exchanges_a_lone_seal_and_the_alchemical_instead_of_debunking() -> None:
    s = acting("debunk")
    s.favours[0] = ["publisher"]
    publish(s, 0, 4, 3, "gold")
    publish(s, 0, 5, 2, "red")
    s.conflicts = [[4, 5]]
    rep = s.rep[:]
    GAME.apply(s, 0, a("favour", card="publisher"))
    assert s.favours[0] == [] and types(s, 0) == ["revise"]  # played instead of the debunk: no decline now
    GAME.apply(s, 0, a("revise", ingredient=4))
    legal = GAME.legal_actions(s, 0)
    assert {x["seal"] for x in legal if x["type"] == "seal"} == {"silver", "red", "green", "blue"}
    assert {x["alchemical"] for x in legal if x["type"] == "alchemical"} == {0, 1, 4, 5, 6, 7}
    assert a("done") not in legal  # something must change first
    events = GAME.apply(s, 0, a("seal", seal="blue"))
    assert s.seals[4] == [[0, SEALS.index("blue")]] and s.seals_left[0] == [2, 2, 1, 2, 1]
    private = [e for e in events if e.to]
    assert private and all(e.to == (0,) for e in private)  # which seal it is now stays secret
    assert all("blue" not in e.text for e in events if not e.to)
    assert types(s, 0) == ["alchemical", "done"]
    GAME.apply(s, 0, a("alchemical", alchemical=4))  # both exchanged: the Publisher is finished
    assert s.theory[4] == 4 and s.conflicts == [] and s.rep == rep and s.public_notes == []
    assert s.actor == 1 and s.stage == "gather"  # on to the next task


def test_the_publisher_only_exchanges_the_seal_when_others_share_the_theory() -> None:
    s = acting("debunk", players=3)
    s.favours[0] = ["publisher"]
    publish(s, 0, 4, 3, "red")
    publish(s, 2, 4, 3, "gold")
    GAME.apply(s, 0, a("favour", card="publisher"))
    GAME.apply(s, 0, a("revise", ingredient=4))
    assert types(s, 0) == ["seal"]
    assert "Other seals are on that theory" in GAME.explain_illegal(s, 0, a("alchemical", alchemical=0))
    assert "already" in GAME.explain_illegal(s, 0, a("seal", seal="red"))
    GAME.apply(s, 0, a("seal", seal="gold"))
    assert s.theory[4] == 3 and [0, SEALS.index("gold")] in s.seals[4] and s.actor == 1


def test_the_publisher_may_stop_after_one_exchange() -> None:
    s = acting("debunk")
    s.favours[0] = ["publisher"]
    publish(s, 0, 4, 3, "gold")
    GAME.apply(s, 0, a("favour", card="publisher"))
    GAME.apply(s, 0, a("revise", ingredient=4))
    GAME.apply(s, 0, a("alchemical", alchemical=7))
    assert types(s, 0) == ["done", "seal"]
    GAME.apply(s, 0, a("done"))
    assert s.theory[4] == 7 and s.seals[4] == [[0, SEALS.index("gold")]] and s.actor == 1


def test_the_discard_is_shuffled_into_a_new_deck_when_the_deck_runs_out() -> None:
    from meeple.games.alchemists.goods import discard, draw_ingredient

    s = table(2)
    s.deck = [0] * 8
    s.hands[0] = hand(3, 3)
    discard(s, 0, 3)
    discard(s, 0, 3)
    assert s.outs[0][3] == 2
    assert draw_ingredient(s) == 3 and s.deck[3] == 1 and s.discard == [0] * 8 and s.outs[0] == [0] * 8
    s.deck = [0] * 8
    s.discard = [0] * 8
    assert draw_ingredient(s) == -1


def test_cubes_left_unplaced_go_to_the_unused_box() -> None:
    s = table(2)
    past_order(s)
    seat = s.declaring[0]
    GAME.apply(s, seat, a("place", space="gather"))
    GAME.apply(s, seat, a("done"))
    assert s.unused[seat] == 2 and s.cubes[seat] == 0


# --- round end: the start player and the adventurers (rules page, "Round Overview") ----------------------

def test_the_start_player_moves_on_and_a_new_adventurer_comes_each_round_from_round_two() -> None:
    s = table(3)
    assert s.adventurer == -1  # nobody buys potions in round 1
    starts, seen = [s.start], []
    for round_no in range(1, 6):
        s.round = round_no
        end_round(s)
        starts.append(s.start)
        seen.append(s.adventurer)
        assert s.round == round_no + 1 and s.picking[0] == s.start
    assert starts == [(starts[0] + k) % 3 for k in range(6)]
    assert len(set(seen)) == 5 and s.adv_out not in seen  # five different ones; the sixth stays put away


# --- debunking: what a refutation leaves behind ----------------------------------------------------------

def test_a_debunked_ingredient_can_be_republished_at_once_with_the_returned_alchemical() -> None:
    s = acting("debunk", gold=5)
    publish(s, 1, 2, 3, "gold")  # wrong in red (truly alchemical 2)
    s.decl[0][SPACE_INDEX["publish"]] = 1
    s.tasks = [[SPACE_INDEX["publish"], 0], [SPACE_INDEX["gather"], 1]]
    GAME.apply(s, 0, a("debunk", ingredient=2, colour=0))
    assert s.theory[2] == -1 and s.actor == 0 and s.stage == "publish"
    GAME.apply(s, 0, a("theory", ingredient=2))
    assert a("alchemical", alchemical=3) in GAME.legal_actions(s, 0)  # the token went back to the supply
    GAME.apply(s, 0, a("alchemical", alchemical=2))
    GAME.apply(s, 0, a("seal", seal="silver"))
    assert s.theory[2] == 2 and s.seals[2] == [[0, SEALS.index("silver")]]


def test_refuting_one_theory_of_a_conflict_resolves_it_and_the_other_counts_again() -> None:
    from meeple.games.alchemists.theories import counted_seals

    s = acting("debunk", players=3)
    publish(s, 1, 1, 7, "silver")  # claims +R+G+B; ingredient 1 is truly +Rs-Gs+B: wrong in green
    publish(s, 2, 5, 5, "silver")  # right
    s.conflicts = [[1, 5]]
    assert counted_seals(s, 2) == 0
    GAME.apply(s, 0, a("debunk", ingredient=1, colour=1))
    assert s.theory[1] == -1 and s.conflicts == [] and counted_seals(s, 2) == 1
    s.decl[0][SPACE_INDEX["publish"]] = 1
    s.actor, s.stage, s.space = 0, "publish", SPACE_INDEX["publish"]
    assert a("endorse", ingredient=5) in GAME.legal_actions(s, 0)  # no longer conflicted: open to endorse

