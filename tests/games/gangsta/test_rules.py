"""One test per rule of the rules page (and each choice the README records), from named positions."""

from __future__ import annotations

from meeple.games.gangsta import GAME
from meeple.games.gangsta.components import DECKS, DOMINATION, GANG_WARS, GANGSTERS, HEISTS, INFORMANT, IS_SNITCH
from meeple.games.gangsta.scoring import breakdown

from .positions import act, g, h, kinds, table


def heist(state, seat, name, *members):  # type: ignore[no-untyped-def]
    """Choose heist `name` and add `members` one at a time; the events of the last step."""
    act(state, seat, "heist", heist=h(name))
    events = []
    for m in members:
        events = act(state, seat, "add", gangster=g(m))
    return events


def types(events) -> list[str]:  # type: ignore[no-untyped-def]
    return [e.type for e in events]


# -- setup ------------------------------------------------------------------------------------------------------


def test_setup_gives_each_player_a_boss_and_its_money_and_deals_both_rivers() -> None:
    s = GAME.setup(4, {}, 5)
    bosses = [gang[0] for gang in s.gangs]
    assert all(GANGSTERS[b].boss for b in bosses) and len(set(bosses)) == 4
    assert s.money == [GANGSTERS[b].cost for b in bosses]
    assert len(s.griver) == 5 and not any(GANGSTERS[x].boss for x in s.griver)
    assert len(s.hriver) == 5 and all(x in DECKS[0] for x in s.hriver)
    assert s.chapter == 0 and GAME.waiting_for(s) == {0}


def test_catch_up_option_gives_each_later_seat_a_dollar_more() -> None:
    s = GAME.setup(3, {"catch_up": True}, 5)
    assert [s.money[i] - GANGSTERS[s.gangs[i][0]].cost for i in range(3)] == [0, 1, 2]


# -- mobilization -----------------------------------------------------------------------------------------------


def test_an_available_leader_readies_one_gangster_free_then_each_costs_a_dollar() -> None:
    s = table(gangs=[["The Count", "Tiny", "Ace"], ["Mama Rosa"]], engaged=["Tiny", "Ace"], mobilize=True)
    assert s.stage == "mobilize" and s.free == 1
    assert kinds(s, 0) == [("ready", g("Tiny")), ("ready", g("Ace")), ("done", None)]
    act(s, 0, "ready", gangster=g("Tiny"))
    assert s.money[0] == 8
    act(s, 0, "ready", gangster=g("Ace"))
    assert s.money[0] == 7 and s.stage == "action"


def test_only_available_leaders_give_free_readies_and_a_readied_leader_adds_none() -> None:
    s = table(gangs=[["The Count", "Spike", "Ace"], ["Mama Rosa"]], engaged=["The Count", "Ace"], mobilize=True)
    assert s.free == 1  # Spike; the engaged Count gives nothing
    act(s, 0, "ready", gangster=g("The Count"))
    act(s, 0, "ready", gangster=g("Ace"))
    assert s.money[0] == 7


def test_mobilization_is_skipped_with_nothing_to_pay_and_no_leader_available() -> None:
    s = table(gangs=[["The Count", "Tiny", "Ace"], ["Mama Rosa"]], engaged=["The Count", "Tiny"], money=[0, 8],
              mobilize=True)
    assert s.stage == "action"


def test_done_ends_mobilization_early() -> None:
    s = table(gangs=[["The Count", "Tiny", "Ace"], ["Mama Rosa"]], engaged=["Tiny", "Ace"], mobilize=True)
    act(s, 0, "done")
    assert s.stage == "action" and s.engaged[g("Tiny")]


def test_a_synchronized_gang_becomes_available_for_free() -> None:
    s = table(gangs=[["The Count", "Tiny"], ["Mama Rosa"]], engaged=["The Count", "Tiny"], money=[0, 8])
    s.turn = 1
    act(s, 1, "pass")
    events = act(s, 1, "keep")
    assert "synchronize" in types(events) and s.turn == 0
    assert s.stage == "action" and not s.engaged[g("The Count")] and not s.engaged[g("Tiny")]


# -- recruit ----------------------------------------------------------------------------------------------------


def test_recruit_pays_the_cost_and_the_gangster_joins_available() -> None:
    s = table(griver=["Whisper", "Hazel", "Tiny", "Ace", "Zero"], money=[7, 8])
    assert ("recruit", g("Whisper")) not in kinds(s, 0)  # costs 8
    act(s, 0, "recruit", gangster=g("Hazel"))
    assert s.money[0] == 0 and s.gangs[0][-1] == g("Hazel") and not s.engaged[g("Hazel")]
    assert len(s.griver) == 5 and s.turn == 1


# -- heists -----------------------------------------------------------------------------------------------------


def test_only_heists_the_available_gang_can_complete_are_offered() -> None:
    s = table(gangs=[["The Count", "Tiny", "Ace"], ["Mama Rosa"]], engaged=["Ace"],
              hriver=["Corner Store", "Pharmacy", "Newsstand", "Flower Stall", "Record Shop"])
    offered = [v for k, v in kinds(s, 0) if k == "heist"]
    assert offered == [h("Pharmacy"), h("Record Shop")]  # Flower Stall needs a Brawler: Ace is engaged


def test_a_gangster_joins_only_with_a_skill_still_needed_and_the_heist_completes_itself() -> None:
    s = table(gangs=[["The Count", "Tiny", "Spike", "Ace"], ["Mama Rosa"]],
              hriver=["Pharmacy", "Corner Store", "Newsstand", "Laundromat", "Bus Depot"])
    act(s, 0, "heist", heist=h("Pharmacy"))
    assert kinds(s, 0) == [("add", g("The Count")), ("add", g("Tiny")), ("add", g("Spike"))]
    act(s, 0, "add", gangster=g("Spike"))
    assert kinds(s, 0) == [("add", g("The Count")), ("add", g("Tiny"))]
    events = act(s, 0, "add", gangster=g("Tiny"))
    assert "done" in types(events)
    assert s.engaged[g("Spike")] and s.engaged[g("Tiny")] and not s.engaged[g("The Count")]
    assert s.money[0] == 8 + 3 and s.performed[0] == [h("Pharmacy")] and h("Pharmacy") not in s.hriver
    assert breakdown(s)[0]["heists"] == 1 and s.turn == 1


def test_fast_recruitment_lets_the_player_recruit_at_once() -> None:
    s = table(gangs=[["Lady Jade", "Zero"], ["Mama Rosa"]],
              hriver=["Jukebox Fix", "Corner Store", "Newsstand", "Laundromat", "Bus Depot"])
    heist(s, 0, "Jukebox Fix", "Lady Jade", "Zero")
    assert s.stage == "recruit" and s.money[0] == 8
    assert ("skip", None) in kinds(s, 0)
    act(s, 0, "recruit", gangster=g("Tiny"))
    assert s.money[0] == 6 and g("Tiny") in s.gangs[0] and s.turn == 1


def test_learning_goes_to_a_participant_without_a_learned_skill() -> None:
    s = table(gangs=[["The Count", "Spike", "Tiny"], ["Mama Rosa"]],
              hriver=["Shoeshine Stand", "Corner Store", "Newsstand", "Laundromat", "Bus Depot"])
    s.learned[g("The Count")] = 5
    heist(s, 0, "Shoeshine Stand", "The Count", "Spike")
    assert s.stage == "learn"
    assert kinds(s, 0) == [("learn", g("Spike")), ("skip", None)]  # the Count learned already; Tiny not in crew
    act(s, 0, "learn", gangster=g("Spike"))
    assert s.learned[g("Spike")] == INFORMANT


def test_nobody_learns_a_second_leader_skill() -> None:
    s = table(gangs=[["Big Earl"], ["Mama Rosa"]],
              hriver=["Tailor's Backroom", "Corner Store", "Newsstand", "Laundromat", "Bus Depot"])
    events = heist(s, 0, "Tailor's Backroom", "Big Earl")
    assert "no_learn" in types(events) and s.learned[g("Big Earl")] == -1 and s.turn == 1


def test_play_again_gives_a_new_turn_but_not_twice_in_a_row() -> None:
    s = table(gangs=[["The Count", "Patch"], ["Mama Rosa"]], chapter=GANG_WARS,
              hriver=["Wine Cellar", "Night Club", "Rail Yard", "Hotel Safe", "Distillery"])
    events = heist(s, 0, "Wine Cellar", "The Count", "Patch")
    assert "replay" in types(events) and s.turn == 0 and s.replaying
    s2 = table(gangs=[["The Count", "Patch"], ["Mama Rosa"]], chapter=GANG_WARS, replaying=True,
               hriver=["Wine Cellar", "Night Club", "Rail Yard", "Hotel Safe", "Distillery"])
    events = heist(s2, 0, "Wine Cellar", "The Count", "Patch")
    assert "no_replay" in types(events) and s2.turn == 1 and not s2.replaying


def test_theft_takes_at_most_what_the_opponent_has() -> None:
    s = table(3, gangs=[["Big Earl", "Lefty"], ["Mama Rosa"], ["The Count"]], money=[6, 3, 0], chapter=GANG_WARS,
              hriver=["Auction House", "Night Club", "Rail Yard", "Hotel Safe", "Distillery"])
    heist(s, 0, "Auction House", "Lefty")
    assert kinds(s, 0) == [("steal", 1), ("skip", None)]  # seat 2 has nothing
    act(s, 0, "steal", target=1)
    assert s.money == [9, 0, 0]


def test_diversion_engages_up_to_n_available_opponents_gangsters() -> None:
    s = table(gangs=[["Big Earl", "Whisper"], ["Mama Rosa", "Tiny", "Ace", "Zero"]], engaged=["Ace"], chapter=GANG_WARS,
              hriver=["Printing Press", "Night Club", "Rail Yard", "Hotel Safe", "Distillery"])
    heist(s, 0, "Printing Press", "Whisper")
    assert kinds(s, 0) == [("divert", g("Mama Rosa")), ("divert", g("Tiny")), ("divert", g("Zero")), ("done", None)]
    act(s, 0, "divert", gangster=g("Mama Rosa"))
    act(s, 0, "divert", gangster=g("Tiny"))
    assert s.engaged[g("Mama Rosa")] and s.engaged[g("Tiny")] and s.turn == 1


def test_assassination_makes_the_target_discard_a_two_skill_gangster_never_the_boss() -> None:
    s = table(3, gangs=[["The Count", "Moe"], ["Mama Rosa", "Slim", "Tiny"], ["Big Earl", "Ace"]],
              chapter=DOMINATION,
              hriver=["Grand Hotel", "City Hall", "Casino Vault", "The Mint", "Gold Train"])
    heist(s, 0, "Grand Hotel", "The Count", "Moe")
    assert kinds(s, 0) == [("target", 1), ("skip", None)]  # seat 2's gang has no two-skill gangster but its Boss
    act(s, 0, "target", target=1)
    assert GAME.waiting_for(s) == {1}
    assert kinds(s, 1) == [("discard", g("Slim"))]
    act(s, 1, "discard", gangster=g("Slim"))
    assert g("Slim") in s.gone and s.gangs[1] == [g("Mama Rosa"), g("Tiny")] and s.turn == 1


def test_a_learned_skill_counts_towards_the_two_skills_of_a_hit() -> None:
    s = table(gangs=[["The Count", "Moe"], ["Mama Rosa", "Tiny"]], chapter=DOMINATION,
              hriver=["Grand Hotel", "City Hall", "Casino Vault", "The Mint", "Gold Train"])
    assert not any(k == "target" for k, _ in kinds(s, 0))
    s.learned[g("Tiny")] = 0
    heist(s, 0, "Grand Hotel", "The Count", "Moe")
    act(s, 0, "target", target=1)
    assert kinds(s, 1) == [("discard", g("Tiny"))]


def test_rallying_makes_the_whole_gang_available() -> None:
    s = table(gangs=[["The Count", "Knuckles", "Vinnie", "Tiny"], ["Mama Rosa"]], engaged=["Tiny"],
              chapter=DOMINATION,
              hriver=["Diamond Exchange", "City Hall", "Casino Vault", "The Mint", "Gold Train"])
    events = heist(s, 0, "Diamond Exchange", "Knuckles", "Vinnie")
    assert "rally" in types(events)
    assert not any(s.engaged[x] for x in s.gangs[0])


# -- co-op heists -----------------------------------------------------------------------------------------------


def test_a_coop_heist_starts_with_an_own_gangster_then_takes_anyone_and_pays_every_partner() -> None:
    s = table(3, gangs=[["The Count"], ["Big Earl", "Gravel", "Zero"], ["Mama Rosa"]], chapter=GANG_WARS,
              hriver=["Warehouse", "Night Club", "Rail Yard", "Hotel Safe", "Distillery"], money=[8, 6, 8])
    assert ("heist", h("Warehouse")) in kinds(s, 0)
    act(s, 0, "heist", heist=h("Warehouse"))
    assert kinds(s, 0) == [("add", g("The Count"))]
    act(s, 0, "add", gangster=g("The Count"))
    assert kinds(s, 0) == [("add", g("Big Earl")), ("add", g("Gravel"))]  # Rosa adds no Mercenary or Informant
    act(s, 0, "add", gangster=g("Big Earl"))
    events = act(s, 0, "add", gangster=g("Gravel"))
    assert "coop" in types(events)
    assert s.money == [8 + 3, 6 + 3, 8] and s.performed[0] == [h("Warehouse")] and breakdown(s)[0]["heists"] == 3
    assert s.engaged[g("Big Earl")] and s.engaged[g("Gravel")] and not s.engaged[g("Mama Rosa")]


def test_a_coop_heist_done_alone_pays_no_coop_money() -> None:
    s = table(gangs=[["The Count", "Knuckles", "Gravel"], ["Big Earl"]], chapter=GANG_WARS,
              hriver=["Warehouse", "Night Club", "Rail Yard", "Hotel Safe", "Distillery"])
    events = heist(s, 0, "Warehouse", "The Count", "Knuckles", "Gravel")
    assert "coop" not in types(events) and s.money == [8, 6]


def test_a_coop_heist_needs_an_own_gangster_adding_a_needed_skill() -> None:
    s = table(gangs=[["The Count", "Ace"], ["Big Earl", "Gravel", "Tiny", "Spike"]], engaged=["The Count"],
              chapter=GANG_WARS, hriver=["Warehouse", "Night Club", "Rail Yard", "Hotel Safe", "Distillery"])
    assert ("heist", h("Warehouse")) not in kinds(s, 0)


# -- pass -------------------------------------------------------------------------------------------------------


def test_passing_pays_a_dollar_per_leader_then_one_river_card_may_go() -> None:
    s = table(gangs=[["The Count", "Spike"], ["Mama Rosa"]])
    act(s, 0, "pass")
    assert s.money[0] == 10 and s.stage == "drop"
    assert len(kinds(s, 0)) == 11 and kinds(s, 0)[-1] == ("keep", None)
    act(s, 0, "drop_heist", heist=h("Pawnshop"))
    assert s.hdiscard == [h("Pawnshop")] and h("Pawnshop") not in s.hriver and len(s.hriver) == 5


def test_pass_minimum_option_pays_at_least_two() -> None:
    s = table(options={"pass_minimum": True})
    act(s, 0, "pass")
    assert s.money[0] == 10
    s = table()
    act(s, 0, "pass")
    assert s.money[0] == 9


# -- snitches ---------------------------------------------------------------------------------------------------


def snitch_table(players: int, gangs, money, snitch: str = "Canary"):  # type: ignore[no-untyped-def]
    """Seat 0 passes and drops a heist: the refill draws `snitch`, then Cinema."""
    s = table(players, gangs=gangs, money=money, chapter=GANG_WARS,
              hriver=["Night Club", "Rail Yard", "Hotel Safe", "Distillery", "Fur Shop"],
              hdeck=["Cinema", snitch])
    act(s, 0, "pass")
    return s


def test_a_snitch_charges_informants_short_of_its_own_and_the_poor_discard() -> None:
    s = snitch_table(3, [["Lady Jade"], ["The Count", "Tiny"], ["Mama Rosa"]], [6, 1, 0])
    act(s, 0, "drop_heist", heist=h("Night Club"))
    assert s.money == [6 + 1 - 2, 0, 0]  # Jade's Informant; the Count's gang cannot pay 3
    assert s.stage == "snitch" and GAME.waiting_for(s) == {1}  # Rosa has only her Boss
    assert kinds(s, 1) == [("discard", g("Tiny"))]  # never the Boss
    act(s, 1, "discard", gangster=g("Tiny"))
    assert g("Tiny") in s.gone and s.hriver[-1] == h("Cinema") and s.turn == 1


def test_informants_in_the_gang_cover_a_snitch() -> None:
    s = snitch_table(2, [["Lady Jade", "Smokey"], ["The Count"]], [6, 8])
    act(s, 0, "drop_heist", heist=h("Night Club"))
    assert s.money == [7, 5] and s.turn == 1


def test_every_poor_player_chooses_in_secret_and_the_choices_show_together() -> None:
    s = snitch_table(3, [["Lady Jade"], ["The Count", "Tiny", "Ace"], ["Mama Rosa", "Zero"]], [6, 0, 0])
    act(s, 0, "drop_heist", heist=h("Night Club"))
    assert GAME.waiting_for(s) == {1, 2}
    act(s, 1, "discard", gangster=g("Ace"))
    assert GAME.waiting_for(s) == {2}
    for seat in (0, 2, None):
        view = GAME.view(s, seat)
        assert view["players"][1]["decided"]
        assert view["you"] is None or view["you"]["discard"] is None
        assert g("Ace") in [x["id"] for x in view["players"][1]["gang"]]
    assert GAME.view(s, 1)["you"]["discard"] == g("Ace")
    events = act(s, 2, "discard", gangster=g("Zero"))
    shown = [e for e in events if e.type == "discard"]
    assert [e.data["gangster"] for e in shown] == [g("Ace"), g("Zero")] and all(e.reveals for e in shown)


# -- chapters ---------------------------------------------------------------------------------------------------


def test_the_fourth_gangster_boss_included_starts_gang_wars_with_opportunity_income() -> None:
    s = table(gangs=[["The Count", "Tiny", "Spike"], ["Mama Rosa"]], griver=["Ace", "Gravel", "Zero", "Moe", "Doc"])
    events = act(s, 0, "recruit", gangster=g("Ace"))
    assert s.chapter == GANG_WARS and "chapter" in types(events)
    assert s.money == [8 - 2, 8 + (5 - 2)]  # 5 skills against Rosa's 2
    assert all(HEISTS[x].chapter == GANG_WARS and not IS_SNITCH[x] for x in s.hriver)
    assert sum(IS_SNITCH[x] for x in s.hdeck) == 3


def test_three_gangsters_and_the_boss_is_not_yet_the_fourth() -> None:
    s = table(gangs=[["The Count", "Tiny"], ["Mama Rosa"]], griver=["Ace", "Gravel", "Zero", "Moe", "Doc"])
    act(s, 0, "recruit", gangster=g("Ace"))
    assert s.chapter == 0


WARS = ["Night Club", "Rail Yard", "Hotel Safe", "Distillery", "Fur Shop"]


def test_gang_wars_end_at_the_seventh_the_top_mercenaries_keep_all_others_discard() -> None:
    s = table(3, gangs=[["Big Earl", "Whisper", "Tiny", "Ace", "Zero", "Gravel"], ["The Count", "Knuckles"],
                        ["Mama Rosa"]], chapter=GANG_WARS, hriver=WARS, griver=["Spike", "Moe", "Doc", "Slim", "Rook"])
    act(s, 0, "recruit", gangster=g("Spike"))
    assert s.stage == "wars" and GAME.waiting_for(s) == {1}  # 3 Mercenaries against 1 and 0; Rosa has only her Boss
    act(s, 1, "discard", gangster=g("Knuckles"))
    assert s.chapter == DOMINATION and s.snitches == []
    assert all(HEISTS[x].chapter == DOMINATION and not IS_SNITCH[x] for x in s.hriver)


def test_a_mercenary_tie_makes_everyone_discard() -> None:
    s = table(gangs=[["Big Earl", "Tiny", "Ace", "Zero", "Gravel", "Moe"], ["The Count", "Knuckles", "Slim"]],
              chapter=GANG_WARS, hriver=WARS, griver=["Spike", "Doc", "Rook", "Lucky", "Jinx"])
    act(s, 0, "recruit", gangster=g("Spike"))
    assert GAME.waiting_for(s) == {0, 1}


def test_two_players_double_the_mercenaries_chooses_the_opponents_discard() -> None:
    s = table(gangs=[["Big Earl", "Knuckles", "Tiny", "Ace", "Zero", "Gravel"], ["The Count", "Preacher", "Slim"]],
              chapter=GANG_WARS, hriver=WARS, griver=["Spike", "Doc", "Rook", "Lucky", "Jinx"])
    s.gangs[1] = [g("The Count"), g("Slim"), g("Switch")]
    s.owner[g("Preacher")] = -1
    s.owner[g("Switch")] = 1
    act(s, 0, "recruit", gangster=g("Spike"))  # 2 Mercenaries against 1
    assert s.stage == "wars_pick" and GAME.waiting_for(s) == {0}
    assert kinds(s, 0) == [("discard", g("Slim")), ("discard", g("Switch"))]
    act(s, 0, "discard", gangster=g("Slim"))
    assert s.gangs[1] == [g("The Count"), g("Switch")] and s.chapter == DOMINATION


def test_two_players_short_of_double_the_loser_chooses() -> None:
    s = table(gangs=[["Big Earl", "Knuckles", "Switch", "Ace", "Zero", "Gravel"], ["The Count", "Preacher", "Slim"]],
              chapter=GANG_WARS, hriver=WARS, griver=["Spike", "Doc", "Rook", "Lucky", "Jinx"])
    act(s, 0, "recruit", gangster=g("Spike"))  # 3 against 2
    assert s.stage == "wars" and GAME.waiting_for(s) == {1}


# -- the end ----------------------------------------------------------------------------------------------------

DOM = ["City Hall", "Casino Vault", "The Mint", "Gold Train", "Embassy"]


def test_the_ninth_gangster_ends_the_game_at_once() -> None:
    s = table(gangs=[["Big Earl", "Knuckles", "Switch", "Ace", "Zero", "Gravel", "Tiny", "Moe"], ["The Count"]],
              chapter=DOMINATION, hriver=DOM, griver=["Spike", "Doc", "Rook", "Lucky", "Jinx"])
    act(s, 0, "recruit", gangster=g("Spike"))
    assert s.stage == "over" and GAME.outcome(s) is not None and GAME.waiting_for(s) == frozenset()


def test_the_third_domination_snitch_ends_the_game_after_it_is_paid() -> None:
    s = table(gangs=[["Lady Jade"], ["The Count"]], money=[6, 8], chapter=DOMINATION, hriver=DOM,
              hdeck=["Power Plant", "Grass"], snitches=[h("Weasel"), h("Mole")])
    act(s, 0, "pass")
    act(s, 0, "drop_heist", heist=h("City Hall"))
    assert s.stage == "over" and s.money == [7 - 3, 8 - 4]


def test_the_second_domination_snitch_does_not_end_it() -> None:
    s = table(gangs=[["Lady Jade"], ["The Count"]], money=[6, 8], chapter=DOMINATION, hriver=DOM,
              hdeck=["Power Plant", "Grass"], snitches=[h("Weasel")])
    act(s, 0, "pass")
    act(s, 0, "drop_heist", heist=h("City Hall"))
    assert s.stage == "action" and s.turn == 1


def test_gang_wars_snitches_never_end_the_game() -> None:
    s = snitch_table(2, [["Lady Jade"], ["The Count"]], [6, 8])
    s.snitches = [h("Loose Lips"), h("Stool Pigeon")]
    act(s, 0, "drop_heist", heist=h("Night Club"))
    assert s.stage == "action" and len(s.snitches) == 3


def test_with_no_gangster_left_to_recruit_the_game_ends() -> None:
    s = table(griver=["Tiny"], money=[8, 8])
    s.gdeck = []
    act(s, 0, "recruit", gangster=g("Tiny"))
    assert s.stage == "over"


# -- scoring ----------------------------------------------------------------------------------------------------


def test_score_is_gangsters_and_heists_plus_two_for_each_sole_majority() -> None:
    s = table(gangs=[["The Count", "Whisper", "Sparks"], ["Mama Rosa", "Mouse"]], money=[5, 9])
    s.performed = [[h("Newsstand")], [h("Pawnshop")]]
    assert breakdown(s) == [
        {"gangsters": 6, "heists": 2, "wealth": 0, "gang_size": 2, "total": 10},
        {"gangsters": 3, "heists": 1, "wealth": 2, "gang_size": 0, "total": 6},
    ]


def test_tied_majorities_give_one_each_and_a_tie_goes_to_the_bigger_gang() -> None:
    s = table(gangs=[["The Count", "Mouse"], ["Mama Rosa", "Tiny", "Ace"]], money=[5, 5])
    s.performed = [[h("Pawnshop")], []]
    parts = breakdown(s)
    assert [p["wealth"] for p in parts] == [1, 1] and [p["total"] for p in parts] == [3 + 1 + 1, 2 + 1 + 2]
    s.stage = "over"
    out = GAME.outcome(s)
    assert out is not None and out.ranks == (2, 1)


# -- details the README records ---------------------------------------------------------------------------------


def test_a_learned_informant_covers_a_snitch_like_a_printed_one() -> None:
    s = snitch_table(2, [["Lady Jade", "Tiny"], ["The Count"]], [6, 8], snitch="Loose Lips")
    s.learned[g("Tiny")] = INFORMANT
    act(s, 0, "drop_heist", heist=h("Night Club"))
    assert s.money == [7, 8 - 2]


def test_learned_skills_count_in_the_opportunity_income() -> None:
    s = table(gangs=[["The Count", "Tiny", "Spike"], ["Mama Rosa"]], griver=["Ace", "Gravel", "Zero", "Moe", "Doc"])
    s.learned[g("Mama Rosa")] = 5
    act(s, 0, "recruit", gangster=g("Ace"))
    assert s.money == [6, 8 + (5 - 3)]


def test_a_diversion_may_stop_early_and_a_theft_may_be_skipped() -> None:
    s = table(gangs=[["Big Earl", "Whisper"], ["Mama Rosa", "Tiny", "Ace"]], engaged=["Ace"], chapter=GANG_WARS,
              hriver=["Printing Press", "Night Club", "Rail Yard", "Hotel Safe", "Distillery"])
    heist(s, 0, "Printing Press", "Whisper")
    act(s, 0, "divert", gangster=g("Tiny"))
    act(s, 0, "done")
    assert s.turn == 1 and not s.engaged[g("Mama Rosa")]
    s = table(3, gangs=[["Big Earl", "Lefty"], ["Mama Rosa"], ["The Count"]], money=[6, 3, 0], chapter=GANG_WARS,
              hriver=["Auction House", "Night Club", "Rail Yard", "Hotel Safe", "Distillery"])
    heist(s, 0, "Auction House", "Lefty")
    act(s, 0, "skip")
    assert s.money == [6, 3, 0] and s.turn == 1


def test_an_empty_gangster_deck_takes_back_the_river_discards() -> None:
    s = table(gangs=[["The Count", "Spike"], ["Mama Rosa"]])
    s.gdeck = []
    act(s, 0, "pass")
    act(s, 0, "drop_gangster", gangster=g("Tiny"))
    assert s.griver[-1] == g("Tiny") and s.gdiscard == [] and s.gdeck == []


def test_rewards_nobody_can_use_are_noted_and_skipped() -> None:
    s = table(3, gangs=[["Big Earl", "Lefty"], ["Mama Rosa"], ["The Count"]], money=[6, 0, 0], chapter=GANG_WARS,
              hriver=["Auction House", "Night Club", "Rail Yard", "Hotel Safe", "Distillery"])
    events = heist(s, 0, "Auction House", "Lefty")
    assert "no_steal" in types(events) and s.turn == 1


# -- the Clans variant ------------------------------------------------------------------------------------------


def test_clans_recruiting_from_the_boss_s_clan_costs_a_dollar_less() -> None:
    assert GANGSTERS[g("Zero")].clan == GANGSTERS[g("Lady Jade")].clan != GANGSTERS[g("Tiny")].clan
    s = table(gangs=[["Lady Jade"], ["The Count"]], options={"clans": True})
    assert GAME.describe_action(s, 0, {"type": "recruit", "gangster": g("Zero")}) == "recruit Zero for $1"
    act(s, 0, "recruit", gangster=g("Zero"))
    assert s.money[0] == 6 - 1
    s = table(gangs=[["Lady Jade"], ["The Count"]])
    act(s, 0, "recruit", gangster=g("Zero"))
    assert s.money[0] == 6 - 2


def test_clans_each_clan_s_majority_scores_instead_of_the_most_gangsters() -> None:
    # Jade's clan: Jade + Zero against Preacher (2-1); the Count's clan: the Count alone (1-0); Tiny's clan tied.
    gangs = [["Lady Jade", "Zero", "Tiny"], ["The Count", "Preacher", "Spike"]]
    clans = {GANGSTERS[g(x)].clan for gang in gangs for x in gang}
    assert len(clans) == 3
    s = table(gangs=gangs, money=[5, 5], options={"clans": True})
    assert [p["gang_size"] for p in breakdown(s)] == [2 + 1, 2 + 1]
    s = table(gangs=gangs, money=[5, 5])
    assert [p["gang_size"] for p in breakdown(s)] == [1, 1]
