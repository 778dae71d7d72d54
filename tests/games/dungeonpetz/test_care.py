"""Phases 3-4: cages and pets arranged, need cards drawn and assigned, needs evaluated."""

from __future__ import annotations

from meeple.games.dungeonpetz import GAME, flow
from meeple.games.dungeonpetz.components import CAGES, bars

from .positions import card, evaluate, fresh, pet, put_pet, texts

IRON, WARDED, FEEDING, PLAYGROUND, DRAIN_CAGE, CLINIC = 1, 2, 7, 8, 9, 10


def arrange_position(players: int = 4):
    s = fresh(players)
    s.phase, s.order, s.turn = "arrange", [0, 1, 2, 3][:players], -1
    return s


def test_a_new_cage_fills_an_empty_place_and_a_waiting_pet_moves_in() -> None:
    s = arrange_position()
    s.kind[0][0] = pet("Gnawler")
    s.size[0][0] = 2
    s.new_cages[0] = [IRON]
    s.waiting[0] = [[pet("Tuskling"), 2, 0, 0]]
    flow.start_arranging(s, [])
    assert s.cage[0][:2] == [0, IRON] and s.kind[0][1] == pet("Tuskling") and s.waiting[0] == []
    assert {"type": "move", "pet": 1, "to": 0} in GAME.legal_actions(s, 0)


def test_with_four_cages_built_a_new_cage_replaces_one_or_is_discarded() -> None:
    s = arrange_position()
    s.cage[0] = [0, 3, 4, 5]
    s.manure[0] = [2, 0, 0, 0]
    s.new_cages[0] = [IRON]
    flow.start_arranging(s, [])
    assert GAME.legal_actions(s, 0) == [{"type": "place", "slot": k} for k in (0, 1, 2, 3, -1)]
    GAME.apply(s, 0, {"type": "place", "slot": 0})
    assert s.cage[0][0] == IRON and s.manure[0][0] == 0


def test_an_addon_goes_on_a_built_cage() -> None:
    s = arrange_position()
    s.new_addons[0] = [0]
    flow.start_arranging(s, [])
    assert GAME.legal_actions(s, 0) == [{"type": "place", "slot": 0}, {"type": "place", "slot": -1}]
    GAME.apply(s, 0, {"type": "place", "slot": 0})
    assert s.addon[0][0] == 0


def test_pets_without_a_cage_are_released_and_cost_reputation() -> None:
    s = arrange_position()
    s.rep[0] = 23
    put_pet(s, 0, 0, "Gnawler", 4)
    s.waiting[0] = [[pet("Tuskling"), 2, 0, 0]]
    flow.start_arranging(s, [])
    events = GAME.apply(s, 0, {"type": "arranged"})
    assert s.rep[0] == 21 and s.lost[0] == 1 and any("released" in t for t in texts(events))


def test_a_waiting_pet_may_take_a_caged_pets_place() -> None:
    s = arrange_position()
    put_pet(s, 0, 0, "Gnawler", 4, suffering=1)
    s.waiting[0] = [[pet("Tuskling"), 2, 0, 0]]
    flow.start_arranging(s, [])
    GAME.apply(s, 0, {"type": "move", "pet": 4, "to": 0})
    assert s.kind[0][0] == pet("Tuskling") and s.waiting[0] == [[pet("Gnawler"), 4, 1, 0]]


def test_pets_draw_a_card_per_colour_bar_and_assign_by_colour_in_secret() -> None:
    s = fresh(2)
    put_pet(s, 0, 0, "Gnawler", 2)
    s.phase = "arrange"
    flow.start_assign(s, [])
    assert len(s.hand[0]) == 4 + len(bars(pet("Gnawler"), 2)) and s.hand[1] and s.ready[1]
    legal = GAME.legal_actions(s, 0)
    assert legal and all(a["type"] == "assign" and a["slot"] == 0 for a in legal)
    colours = {GAME.view(s, 0)["shops"][0]["hand"][s.hand[0].index(a["card"])]["colour"] for a in legal}
    assert colours == {"green", "yellow"}
    GAME.apply(s, 0, legal[0])
    assert GAME.view(s, 1)["shops"][0]["cages"][0]["pet"]["needs"] is None
    assert sum(GAME.view(s, 1)["shops"][0]["hand_colours"].values()) == 6


def test_a_potion_may_stand_in_for_a_card() -> None:
    s = fresh(2)
    put_pet(s, 0, 0, "Gnawler", 2)
    s.held_potions[0] = 1
    flow.start_assign(s, [])
    assert {"type": "potion", "slot": 0, "colour": 0} in GAME.legal_actions(s, 0)


def test_double_symbol_cards_upside_down_only_with_the_option() -> None:
    for double in (False, True):
        s = fresh(2, double=double)
        put_pet(s, 0, 0, "Snarlpup", 2)  # two red bars
        s.hand[0].append(card("red", "anger", double=True))
        flow.start_assign(s, [])
        flips = [a for a in GAME.legal_actions(s, 0) if a["type"] == "assign" and a["flip"]]
        assert bool(flips) == double


def test_hunger_the_seat_feeds_by_diet_old_food_first_a_pet_with_nothing_to_eat_suffers() -> None:
    s = fresh(4)
    put_pet(s, 0, 0, "Gnawler", 4)  # herbivore
    put_pet(s, 0, 1, "Tuskling", 4)  # carnivore
    s.food[0] = [1, 0, 1, 0]
    h = [card("green", "hunger", avoid=(i,)) for i in range(2)]
    evaluate(s, {0: {0: [(h[0], 0), (h[1], 0)], 1: [(card("red", "hunger"), 0)]}})
    assert s.stage == "feed" and GAME.legal_actions(s, 0) == [{"type": "feed", "slot": 0, "food": "veg"},
                                                              {"type": "starve", "slot": 0}]
    GAME.apply(s, 0, {"type": "feed", "slot": 0, "food": "veg"})
    assert s.food[0] == [1, 0, 0, 0]  # the old vegetable first
    GAME.apply(s, 0, {"type": "feed", "slot": 0, "food": "veg"})
    assert s.food[0] == [0, 0, 0, 0]
    assert s.suffering[0][:2] == [0, 1]  # no meat for the Tuskling: hungry by itself


def test_hunger_the_seat_may_keep_food_and_let_a_pet_go_hungry_omnivores_eat_either() -> None:
    s = fresh(4)
    put_pet(s, 0, 0, "Hexling", 4)  # omnivore
    s.food[0] = [1, 1, 0, 0]
    h = [card("green", "hunger", avoid=(i,)) for i in range(2)]
    evaluate(s, {0: {0: [(h[0], 0), (h[1], 0)]}})
    assert [a.get("food") for a in GAME.legal_actions(s, 0)] == ["veg", "meat", None]
    GAME.apply(s, 0, {"type": "feed", "slot": 0, "food": "meat"})
    GAME.apply(s, 0, {"type": "starve", "slot": 0})
    assert s.food[0] == [1, 0, 0, 0] and s.suffering[0][0] == 1


def test_hunger_the_seat_chooses_which_pet_eats_first_when_food_is_short() -> None:
    s = fresh(4)
    put_pet(s, 0, 0, "Gnawler", 4)  # herbivores both
    put_pet(s, 0, 2, "Mossback", 4)
    s.food[0] = [1, 0, 0, 0]
    h = [card("green", "hunger", avoid=(i,)) for i in range(2)]
    evaluate(s, {0: {0: [(h[0], 0)], 2: [(h[1], 0)]}})
    assert GAME.legal_actions(s, 0) == [{"type": "feed", "slot": 0, "food": "veg"},
                                        {"type": "feed", "slot": 2, "food": "veg"},
                                        {"type": "starve", "slot": 0}, {"type": "starve", "slot": 2}]
    events = GAME.apply(s, 0, {"type": "feed", "slot": 2, "food": "veg"})  # the later cage first
    assert s.suffering[0][0] == 1 and s.suffering[0][2] == 0  # nothing left for the first: hungry by itself
    assert any("Gnawler goes hungry" in text for text in texts(events)) and s.stage != "feed"


def test_a_pet_let_go_hungry_does_not_stop_the_feeding_of_the_others() -> None:
    s = fresh(4)
    put_pet(s, 0, 0, "Gnawler", 4)
    put_pet(s, 0, 1, "Mossback", 4)
    s.food[0] = [2, 0, 0, 0]
    h = [card("green", "hunger", avoid=(i,)) for i in range(2)]
    evaluate(s, {0: {0: [(h[0], 0)], 1: [(h[1], 0)]}})
    GAME.apply(s, 0, {"type": "starve", "slot": 0})
    assert s.suffering[0][0] == 1 and GAME.legal_actions(s, 0) == [{"type": "feed", "slot": 1, "food": "veg"},
                                                                   {"type": "starve", "slot": 1}]
    refused = GAME.explain_illegal(s, 0, {"type": "feed", "slot": 0, "food": "veg"})
    assert refused == "That pet is not hungry (any more)."


def test_the_feeding_pen_and_the_snack_bag_each_take_a_hunger_need() -> None:
    s = fresh(4)
    s.artifacts[0] = [9]  # snack bag
    put_pet(s, 0, 0, "Gnawler", 4, cage=FEEDING)
    h = [card("green", "hunger", avoid=(i,)) for i in range(2)]
    evaluate(s, {0: {0: [(h[0], 0), (h[1], 0)]}})
    assert s.suffering[0][0] == 0 and s.stage != "feed"  # one pet could use it: the bag needs no question


def test_the_snack_bag_feeds_the_pet_the_seat_chooses_when_several_are_hungry() -> None:
    s = fresh(4)
    s.artifacts[0] = [9]
    put_pet(s, 0, 0, "Gnawler", 4)
    put_pet(s, 0, 1, "Tuskling", 4)
    h = [card("green", "hunger", avoid=(i,)) for i in range(2)]
    evaluate(s, {0: {0: [(h[0], 0)], 1: [(card("red", "hunger"), 0)]}})  # no food at all
    assert s.stage == "tool" and GAME.legal_actions(s, 0) == [{"type": "tool", "slot": 0}, {"type": "tool", "slot": 1}]
    assert GAME.view(s, 0)["care"]["tool"] == "snacks"
    assert GAME.explain_illegal(s, 0, {"type": "starve", "slot": 0}) == "Choose the pet your artifact helps first."
    events = GAME.apply(s, 0, {"type": "tool", "slot": 1})
    assert any("Snack bag helps the Tuskling" in text for text in texts(events))
    assert s.suffering[0][:2] == [1, 0]  # the Gnawler had nothing to eat; the Tuskling had the snack


def test_poop_adds_manure_the_drain_takes_one() -> None:
    s = fresh(4)
    put_pet(s, 0, 0, "Gnawler", 4)
    put_pet(s, 0, 1, "Mossback", 4, cage=DRAIN_CAGE)
    p = card("green", "poop")
    evaluate(s, {0: {0: [(p, 0)], 1: [(card("green", "poop", avoid=(p,)), 0)]}})
    assert s.manure[0][:2] == [1, 0]


def test_one_imp_plays_with_two_adjacent_pets() -> None:
    s = fresh(4)
    put_pet(s, 0, 0, "Jesterkin", 4)
    put_pet(s, 0, 1, "Pufflet", 4)
    p1 = card("yellow", "play")
    p2 = card("yellow", "play", avoid=(p1,))
    evaluate(s, {0: {0: [(p1, 0)], 1: [(p2, 0)]}})
    assert GAME.waiting_for(s) == frozenset({0}) and s.stage == "play"
    GAME.apply(s, 0, {"type": "entertain", "slot": 0})
    assert s.suffering[0][:2] == [0, 0] and s.busy[0] == 1


def test_an_unplayed_need_is_suffering() -> None:
    s = fresh(4)
    put_pet(s, 0, 0, "Jesterkin", 4)
    evaluate(s, {0: {0: [(card("yellow", "play"), 0)]}})
    GAME.apply(s, 0, {"type": "rest"})
    assert s.suffering[0][0] == 1


def test_the_playground_handles_one_play_need() -> None:
    s = fresh(4)
    put_pet(s, 0, 0, "Jesterkin", 4, cage=PLAYGROUND)
    evaluate(s, {0: {0: [(card("yellow", "play"), 0)]}})
    assert s.suffering[0][0] == 0 and s.stage != "play"


def anger(n: int) -> list[tuple[int, int]]:
    out: list[int] = []
    for _ in range(n):
        out.append(card("red", "anger", avoid=tuple(out)))
    return [(c, 0) for c in out]


def test_anger_beyond_the_cage_imps_hold_it_and_go_to_hospital() -> None:
    s = fresh(4)
    put_pet(s, 0, 0, "Snarlpup", 4)  # old cage: strength 1
    evaluate(s, {0: {0: anger(3)}})
    assert s.stage == "anger" and GAME.legal_actions(s, 0) == [{"type": "calm"}, {"type": "release"}]
    GAME.apply(s, 0, {"type": "calm"})
    assert s.imps[0] == 4 and s.hospital[0] == [2, 2] and s.kind[0][0] >= 0


def test_anger_let_go_the_pet_escapes() -> None:
    s = fresh(4)
    s.rep[0] = 10
    put_pet(s, 0, 0, "Snarlpup", 4)
    evaluate(s, {0: {0: anger(2)}})
    GAME.apply(s, 0, {"type": "release"})
    assert s.kind[0][0] == -1 and s.rep[0] == 9


def test_anger_without_enough_imps_escapes_by_itself() -> None:
    s = fresh(4)
    s.imps[0] = 1
    put_pet(s, 0, 0, "Snarlpup", 4)
    events = evaluate(s, {0: {0: anger(3)}})
    assert s.kind[0][0] == -1 and any("escapes" in t for t in texts(events))


def test_anger_within_the_cages_strength_is_nothing() -> None:
    s = fresh(4)
    put_pet(s, 0, 0, "Snarlpup", 4, cage=IRON)
    evaluate(s, {0: {0: anger(3)}})
    assert s.kind[0][0] >= 0 and s.hospital[0] == []
    assert CAGES[IRON][1] == 3


def magic(n: int) -> list[tuple[int, int]]:
    out: list[int] = []
    for _ in range(n):
        out.append(card("purple", "magic", avoid=tuple(out)))
    return [(c, 0) for c in out]


def test_magic_beyond_antimagic_mutates_two_mutations_lose_the_pet() -> None:
    s = fresh(4)
    put_pet(s, 0, 0, "Wispmaw", 4)
    put_pet(s, 0, 1, "Hexling", 4, mutation=1)
    cards = magic(4)
    evaluate(s, {0: {0: cards[:2], 1: cards[2:]}})  # the old cage's anti-magic 1 handles one each
    assert s.mutation[0][0] == 1 and s.kind[0][1] == -1


def test_manure_and_disease_above_two_make_the_pet_sick() -> None:
    s = fresh(4)
    put_pet(s, 0, 0, "Gnawler", 6, manure=3)
    put_pet(s, 0, 1, "Mossback", 6, manure=2)
    put_pet(s, 0, 2, "Pufflet", 6, manure=3, cage=CLINIC)
    d = card("purple", "disease")
    evaluate(s, {0: {0: [(d, 0)], 1: [(card("purple", "disease", avoid=(d,)), 0)]}})
    assert s.suffering[0][:3] == [2, 1, 0]


def test_suffering_reaching_the_size_loses_the_pet_one_reputation_per_ten() -> None:
    s = fresh(4)
    s.rep[0] = 35
    put_pet(s, 0, 0, "Jesterkin", 2, suffering=1, manure=1)
    evaluate(s, {0: {0: [(card("yellow", "play"), 0)]}})
    GAME.apply(s, 0, {"type": "rest"})
    assert s.kind[0][0] == -1 and s.rep[0] == 32 and s.manure[0][0] == 1  # the manure stays


def test_a_lost_pet_takes_its_needs_suffering_and_mutations_with_it_but_not_the_manure() -> None:
    from meeple.games.dungeonpetz.components import POTION
    from meeple.games.dungeonpetz.losing import lose_pet

    s = fresh(2)
    s.rep[0] = 9
    put_pet(s, 0, 0, "Snarlpup", 5, suffering=2, mutation=1, manure=2)
    red = card("red", "anger")
    s.assigned[0][0] = [[red, 0, 1], [POTION, 0, 3]]
    potions = s.potions
    lose_pet(s, 0, 0, "it escapes", [])
    assert s.kind[0][0] == -1 and s.suffering[0][0] == s.mutation[0][0] == 0 and s.assigned[0][0] == []
    assert red in s.discards[1] and s.potions == potions + 1 and s.manure[0][0] == 2
    assert s.rep[0] == 9 and s.lost[0] == 1  # under 10 reputation: nothing to lose


def test_surplus_cards_are_discarded_to_one_of_each_colour_a_pouch_keeps_two() -> None:
    s = fresh(4)
    extra = card("green", "poop", avoid=tuple(s.hand[0]))
    s.hand[0].append(extra)
    evaluate(s, {})
    assert s.current() == 0 and all(a["type"] == "discard" for a in GAME.legal_actions(s, 0))
    t = fresh(4)
    t.artifacts[0] = [0]  # green pouch
    t.hand[0].append(card("green", "poop", avoid=tuple(t.hand[0])))
    evaluate(t, {})
    assert t.current() != 0 or t.phase != "care"


def test_the_rattle_muzzle_and_charm_each_handle_one_need_a_round() -> None:
    s = fresh(4)
    s.artifacts[0] = [5, 6, 7]  # rattle, muzzle, charm
    put_pet(s, 0, 0, "Snarlpup", 4)  # old cage: strength 1, anti-magic 1
    put_pet(s, 0, 1, "Wispmaw", 4)
    mag = magic(2)
    evaluate(s, {0: {0: [*anger(2), (card("yellow", "play"), 0)], 1: mag}})
    assert s.suffering[0][:2] == [0, 0] and s.mutation[0][1] == 0 and s.hospital[0] == []
    assert s.kind[0][0] >= 0  # the muzzle took the anger beyond the old cage: nobody hurt, nothing escaped


def test_the_rattle_muzzle_and_charm_each_go_to_the_pet_the_seat_chooses() -> None:
    s = fresh(4)
    s.artifacts[0] = [5, 6, 7]  # rattle, muzzle, charm
    s.imps[0] = 0  # nobody to play with or hold the pets: only the artifacts help
    put_pet(s, 0, 0, "Snarlpup", 4)  # old cages: strength 1, anti-magic 1
    put_pet(s, 0, 2, "Fanglet", 4)
    play = [card("yellow", "play", avoid=(i,)) for i in range(2)]
    red = anger(4)
    mag = magic(4)
    evaluate(s, {0: {0: [red[0], red[1], (play[0], 0), mag[0], mag[1]],
                     2: [red[2], red[3], (play[1], 0), mag[2], mag[3]]}})
    assert s.stage == "tool" and s.tool == "rattle"
    assert GAME.legal_actions(s, 0) == [{"type": "tool", "slot": 0}, {"type": "tool", "slot": 2}]
    GAME.apply(s, 0, {"type": "tool", "slot": 2})
    assert s.suffering[0][:3] == [1, 0, 0]  # the Snarlpup is bored, the Fanglet played with the rattle
    assert s.tool == "muzzle" and [a["slot"] for a in GAME.legal_actions(s, 0)] == [0, 2]
    GAME.apply(s, 0, {"type": "tool", "slot": 2})
    assert s.kind[0][0] < 0 and s.kind[0][2] >= 0  # the Snarlpup broke out; the muzzled Fanglet stays
    assert s.tool == "" and s.stage != "tool"  # the charm had one pet left to help: by itself
    assert s.mutation[0][2] == 0


def test_the_charm_goes_to_the_pet_the_seat_chooses() -> None:
    s = fresh(4)
    s.artifacts[0] = [7]
    put_pet(s, 0, 0, "Wispmaw", 4)
    put_pet(s, 0, 1, "Hexling", 4)
    mag = magic(4)
    evaluate(s, {0: {0: mag[:2], 1: mag[2:]}})
    assert s.tool == "charm" and GAME.view(s, 0)["care"]["magic"] == [1, 1, 0, 0]
    GAME.apply(s, 0, {"type": "tool", "slot": 0})
    assert s.mutation[0][:2] == [0, 1]


def test_the_broom_sweeps_one_manure_from_the_dirtiest_cage() -> None:
    s = fresh(4)
    s.artifacts[0] = [8]
    s.manure[0][0] = 3
    flow.start_clean(s, [])
    assert s.manure[0][0] == 2


def test_every_shop_arranges_at_once_in_the_open_and_the_cards_come_once_all_are_done() -> None:
    s = fresh(3)
    s.phase = "send"
    put_pet(s, 0, 0, "Gnawler", 2)
    s.waiting[0] = [[pet("Tuskling"), 2, 0, 0]]
    s.new_addons[0] = [0]
    put_pet(s, 1, 0, "Mossback", 2)
    s.cage[1][1] = IRON
    s.waiting[1] = [[pet("Fanglet"), 2, 0, 0]]
    flow.start_arranging(s, [])
    assert GAME.waiting_for(s) == frozenset({0, 1})  # seat 2 has nothing to arrange: ready at once
    assert s.cage[1][1] == IRON and s.kind[1][1] == pet("Fanglet")  # the waiting pet moved into the free cage
    assert [x["ready"] for x in GAME.view(s, 2)["shops"]] == [False, False, True]
    GAME.apply(s, 1, {"type": "move", "pet": 0, "to": 1})  # seat 1 need not wait for seat 0
    assert GAME.view(s, 0)["shops"][1]["cages"][1]["pet"]["name"] == "Mossback"  # done in the open
    GAME.apply(s, 1, {"type": "arranged"})
    assert GAME.waiting_for(s) == frozenset({0}) and s.phase == "arrange"
    assert GAME.explain_illegal(s, 1, {"type": "arranged"}) == "You are done arranging: the others are still at it."
    GAME.apply(s, 0, {"type": "place", "slot": -1})  # no free cage for the Tuskling, and the add-on discarded
    events = GAME.apply(s, 0, {"type": "arranged"})
    assert any("released" in text for text in texts(events)) and s.phase == "assign"


def test_pet_moves_are_counted_per_shop() -> None:
    s = fresh(2)
    for seat in (0, 1):
        put_pet(s, seat, 0, "Gnawler", 2)
        s.cage[seat][1] = IRON
    flow.start_arranging(s, [])
    for _ in range(6):
        GAME.apply(s, 0, {"type": "move", "pet": 0, "to": 1})
        GAME.apply(s, 0, {"type": "move", "pet": 1, "to": 0})
        if s.moved[0] >= 6:
            break
    assert s.moved == [6, 0] and GAME.legal_actions(s, 0) == [{"type": "arranged"}]
    assert {"type": "move", "pet": 0, "to": 1} in GAME.legal_actions(s, 1)
