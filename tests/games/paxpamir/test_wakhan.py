"""Wakhan (the `wakhan` option): her setup, her decision rules and each action she takes, from named positions."""

from __future__ import annotations

import pytest

from meeple.engine import InvalidOptions, Rng
from meeple.games.paxpamir import GAME
from meeple.games.paxpamir.automa import choose, run
from meeple.games.paxpamir.board import influence, ruler
from meeple.games.paxpamir.components import DOMINANCE, MILITARY
from meeple.games.paxpamir.radicalize import radicalize
from meeple.games.paxpamir.state import CARD_BASE, PLAYING, REGION_LOC, PaxState
from meeple.games.paxpamir.wakhan import AI_CARDS, discard_choice, priority, refresh_loyalty

from .positions import AFGHAN, BRITISH, RUSSIAN, army, do, legal, road, spy, tribe

MARKET = [[61, 62, 63, 64, 65, 67], [75, 76, 77, 79, 80, 81]]
"""A plain market of court cards (Herat merchants on top, Persia cards below)."""


def wtable(persons: int = 1, loyalty: tuple[int, ...] = (BRITISH,), front: int = 1, top: int = 1,
           coins: int = 4) -> PaxState:
    """Wakhan (the last seat) at her turn's main decision: AI card `front` revealed, `top` on her deck,
    the persons loyal as given, a plain market, empty courts."""
    s = GAME.setup(persons, {"wakhan": True}, 1)
    w = s.wakhan
    s.loyalty = [*loyalty, -1]
    s.phase, s.active, s.actions, s.turn = PLAYING, w, 2, 1
    s.coins = [coins] * s.players
    s.todo = []
    s.step = {"k": "main", "seat": w}
    s.market = [row[:] for row in MARKET]
    s.mcoins = [[0] * 6 for _ in range(2)]
    rest = [n for n in AI_CARDS if n not in (front, top)]
    s.ai_deck = [*rest, top] if top != front else [*rest, front]
    s.ai_discard = [front] if top != front else []
    if top == front:  # one card is both: reveal it and put another's back on top
        s.ai_discard = [s.ai_deck.pop()]
    s.wk = [0, 0]
    refresh_loyalty(s)
    return s


# -- setup and the table -----------------------------------------------------------------------


def test_one_person_needs_wakhan_and_she_sits_last_and_plays_first() -> None:
    with pytest.raises(InvalidOptions):
        GAME.setup(1, {}, 1)
    with pytest.raises(InvalidOptions):
        GAME.setup(3, {"wakhan": True}, 1)
    s = GAME.setup(1, {"wakhan": True}, 4)
    assert (s.players, s.wakhan, GAME.num_players(s), s.coins) == (2, 1, 1, [4, 4])
    assert len(s.deck) + 12 == 6 * (5 + 2) + 10  # the deck is built counting Wakhan as a player
    assert GAME.waiting_for(s) == {0} and s.step["k"] == "loyalty"
    events = do(s, 0, "loyalty", coalition="british")
    assert s.loyalty[1] in (AFGHAN, RUSSIAN)  # her pragmatic loyalty avoids the person's
    assert len(s.ai_discard) >= 1 and s.turn >= 1
    assert GAME.waiting_for(s) == {0}  # her first turn was played inside the person's action
    text = " ".join(e.text for e in events)
    assert "Wakhan reveals AI card" in text and "{p1}" not in text


def test_two_persons_choose_in_seat_order_then_wakhan_plays() -> None:
    s = GAME.setup(2, {"wakhan": True}, 2)
    assert s.step == {"k": "loyalty", "seat": 0}
    do(s, 0, "loyalty", coalition="afghan")
    assert s.step == {"k": "loyalty", "seat": 1}
    do(s, 1, "loyalty", coalition="russian")
    assert s.loyalty[2] == BRITISH  # the only coalition nobody else holds
    assert GAME.waiting_for(s) <= {0, 1}


def test_her_deck_order_is_hidden_and_determinize_keeps_the_visible_back() -> None:
    s = wtable(front=2, top=5)
    view = GAME.view(s, 0)["wakhan"]
    assert view["card"]["n"] == 2 and "order" not in view and view["deck"] == 23
    assert view["back"] == {"columns": [4, 5, 0, 1, 2, 3], "rows": ["top", "bottom"]}
    seen = set()
    for k in range(20):
        d = GAME.determinize(s, 0, Rng(k))
        assert sorted(d.ai_deck) == sorted(s.ai_deck)
        top = AI_CARDS[d.ai_deck[-1]]
        assert (top.columns, top.rows) == (AI_CARDS[5].columns, AI_CARDS[5].rows)
        seen.add(tuple(d.ai_deck[:-1]))
    assert len(seen) > 1


def test_her_deck_is_reshuffled_when_the_last_card_is_revealed() -> None:
    from meeple.games.paxpamir.wakhan import reveal

    s = wtable()
    s.ai_discard, s.ai_deck = sorted(AI_CARDS)[:23], [24]
    events = reveal(s)
    assert len(s.ai_deck) == 23 and len(s.ai_discard) == 1 and "reshuffled" in events[0].text


# -- her decision rules --------------------------------------------------------------------------


def test_pragmatic_loyalty_is_the_first_of_the_cards_order_nobody_else_holds() -> None:
    s = wtable(loyalty=(RUSSIAN,), front=1)  # card 1: russian, afghan, british
    assert s.loyalty[s.wakhan] == AFGHAN
    s = wtable(persons=2, loyalty=(RUSSIAN, AFGHAN), front=1)
    assert s.loyalty[s.wakhan] == BRITISH
    s = wtable(loyalty=(BRITISH,), front=1)
    assert s.loyalty[s.wakhan] == RUSSIAN


def test_radicalize_takes_the_arrows_row_and_column_then_goes_left_then_the_other_row() -> None:
    s = wtable(front=2, top=5)  # front 2: column arrow 1, row arrow 0; back 5: columns[1] = 5, rows[0] = top
    assert radicalize(s, legal(s, s.wakhan)) == {"type": "buy", "row": 0, "col": 4}  # 5 costs more than 4
    s.coins[s.wakhan] = 2
    assert radicalize(s, legal(s, s.wakhan)) == {"type": "buy", "row": 0, "col": 2}
    s.market[0] = [0, 0, 0, 0, 0, 0]
    assert radicalize(s, legal(s, s.wakhan)) == {"type": "buy", "row": 1, "col": 2}  # the other row
    s = wtable(front=2, top=7)  # back 7: columns[1] = 2, rows[0] = bottom
    assert radicalize(s, legal(s, s.wakhan)) == {"type": "buy", "row": 1, "col": 2}


def test_radicalize_by_the_arrows_buys_an_event_too() -> None:
    s = wtable(front=2, top=5)
    s.market[0][4] = 107  # an event where the arrows point (Courtly Manners)
    assert radicalize(s, legal(s, s.wakhan)) == {"type": "buy", "row": 0, "col": 4}


def test_radicalize_skips_cards_that_took_rupees_this_turn() -> None:
    s = wtable(front=2, top=5)
    s.used_cards.append(MARKET[0][4])
    assert radicalize(s, legal(s, s.wakhan)) == {"type": "buy", "row": 0, "col": 3}


def test_with_a_dominance_check_in_the_market_she_radicalizes_for_the_check() -> None:
    s = wtable(front=2, top=5)
    s.market[1][5] = DOMINANCE[0]
    # nobody dominates: the most tribe and spy icons (76: two tribes), cheapest then highest number
    assert radicalize(s, legal(s, s.wakhan)) == {"type": "buy", "row": 1, "col": 1}
    army(s, BRITISH, "kabul", 4)  # British dominate: a British patriot (80), else the most army/road icons
    assert radicalize(s, legal(s, s.wakhan)) == {"type": "buy", "row": 1, "col": 4}


def test_card_priority_opponents_then_favoured_suit_then_patriots_then_rank_then_number() -> None:
    s = wtable()
    w = s.wakhan
    s.courts[0] = [61, 75]
    s.courts[w] = [64, 79]
    assert priority(s, [64, 79, 61]) == 61  # an opponent's card first
    assert priority(s, [61, 75]) == 75  # political (75) is favoured
    s.favoured = 2
    assert priority(s, [61, 75]) == 61  # now economic (61)
    s.favoured = MILITARY
    assert priority(s, [64, 79]) == 79  # a patriot... none; leveraged 79
    assert priority(s, [62, 67]) == 67  # equal rank 1 and 2: the highest rank (67, rank 2)


def test_her_cleanup_discard_keeps_political_patriots_and_leveraged_cards() -> None:
    s = wtable()
    w = s.wakhan
    s.courts[w] = [75, 80, 79, 61, 64]
    assert discard_choice(s, s.courts[w]) == 61  # not political, not a patriot, not leveraged, lowest rank... 61/64
    spy(s, 0, 64)
    assert discard_choice(s, s.courts[w]) == 64  # most spies of others


def test_ambition_buys_a_dominance_check_that_gives_her_the_most_points() -> None:
    s = wtable(front=2, top=5)
    s.market[0][0] = DOMINANCE[0]
    army(s, AFGHAN, "kabul", 4)
    # Afghan dominate: Wakhan (influence 1 in every coalition) is the only one loyal to them
    assert choose(s) == {"type": "buy", "row": 0, "col": 0}
    s = wtable(front=2, top=5)
    s.market[0][0] = DOMINANCE[0]
    army(s, BRITISH, "kabul", 4)  # British dominate and the person (British) ties her influence: no strict lead
    assert choose(s) != {"type": "buy", "row": 0, "col": 0}


def test_a_failed_check_is_bought_when_she_has_the_most_cylinders_in_play() -> None:
    s = wtable(front=2, top=5)
    s.market[0][0] = DOMINANCE[0]
    tribe(s, s.wakhan, "herat", 2)
    assert choose(s) == {"type": "buy", "row": 0, "col": 0}


# -- her actions ---------------------------------------------------------------------------------


def _court(s: PaxState, *cards: int) -> None:
    s.courts[s.wakhan] = list(cards)
    for row in s.market:
        for i, c in enumerate(row):
            if c in cards:
                row[i] = 0


def test_tax_takes_from_the_richest_player_she_may_tax_then_the_market() -> None:
    s = wtable(front=1, top=1)  # card 1: tax first
    w = s.wakhan
    _court(s, 61)  # Herat merchant: tax, rank 2
    tribe(s, w, "herat")
    s.courts[0] = [62]  # a Herat card in the person's court: she rules Herat, so she may tax them
    s.coins[0] = 5
    s.mcoins[1][3] = 1
    events = run(s)
    assert s.coins[0] <= 3 and sum("taxes a rupee from {p0}" in e.text for e in events) >= 2
    assert sum(map(sum, s.mcoins)) >= 1  # the market's rupee stayed (rank 2: both from the person)


def test_tax_takes_all_it_may_from_one_player_before_the_next() -> None:
    from meeple.games.paxpamir.wakhan import target_player

    s = wtable(persons=2, loyalty=(BRITISH, AFGHAN), front=1, top=2)
    w = s.wakhan
    _court(s, 61)  # tax, rank 2
    tribe(s, w, "herat")
    s.courts[0], s.courts[1] = [62], [67]
    s.coins[0] = s.coins[1] = 5
    s.market = [[0] * 6, [0] * 6]
    aim = target_player(s)
    run(s)
    assert s.coins[aim] == 3 and s.coins[1 - aim] == 5  # the tie goes to the red arrow's player


def test_tax_without_taxable_players_collects_the_market_red_row_first() -> None:
    s = wtable(front=1, top=1)
    w = s.wakhan
    _court(s, 61)
    s.mcoins[0][2] = 1
    s.mcoins[1][1] = 1
    s.mcoins[1][4] = 1
    before = s.coins[w]
    events = run(s)
    taxed = [e.text for e in events if "taxes a rupee from the market" in e.text]
    assert len(taxed) >= 2 and s.coins[w] >= before + 2  # columns 1 (red row: bottom) and 2 first


def test_build_places_armies_in_the_first_region_she_rules_by_the_card() -> None:
    s = wtable(front=7, top=1, coins=6)  # card 7: build first; regions punjab, transcaspia, kabul, ...
    w = s.wakhan
    _court(s, 62)  # gift, build
    tribe(s, w, "kabul")
    tribe(s, w, "transcaspia")
    c = s.loyalty[w]
    run(s)
    assert sum(1 for i in range(c * 12, c * 12 + 12) if s.blocks[i] == REGION_LOC["transcaspia"]) >= 1
    assert not any(s.blocks[i] == REGION_LOC["kabul"] for i in range(c * 12, c * 12 + 12))


def test_move_sends_an_army_along_a_road_to_where_others_tribes_outnumber_her_armies() -> None:
    s = wtable(front=12, top=1)  # card 12: move first; regions kandahar, herat, persia, ...
    w = s.wakhan
    c = s.loyalty[w]
    _court(s, 63)  # move, rank 3
    army(s, c, "kandahar")
    road(s, c, "herat-kandahar")
    tribe(s, 0, "herat", 2)
    run(s)
    assert any(s.blocks[i] == REGION_LOC["herat"] for i in range(c * 12, c * 12 + 12))


def test_betray_takes_a_prize_card_where_she_has_a_spy_and_keeps_the_prize() -> None:
    s = wtable(front=12, top=1, coins=6)  # move (nothing to move), then betray
    w = s.wakhan
    _court(s, 77)  # build, betray
    s.courts[0] = [79, 62]  # 79 has a British prize
    spy(s, w, 79)
    spy(s, w, 62)
    run(s)
    assert 79 not in s.courts[0] and s.wk_prizes[BRITISH] == 1 and influence(s, w, BRITISH) == 2
    assert 62 in s.courts[0]  # no prize: not betrayed


def test_battle_in_the_first_region_removes_the_others_tribes_first() -> None:
    s = wtable(front=5, top=1)  # card 5: rule_region, battle, radicalize; regions persia, kandahar, herat
    w = s.wakhan
    c = s.loyalty[w]
    _court(s, 75)  # tax, battle rank 1
    s.market = [[0] * 6, [0] * 6]  # nothing to radicalize
    army(s, c, "herat", 2)
    tribe(s, 0, "herat")
    army(s, s.loyalty[0], "herat")
    run(s)
    assert not any(x == REGION_LOC["herat"] for x in s.cylinders[0:10])  # the tribe went first (rank 1)
    assert any(s.blocks[i] == REGION_LOC["herat"] for i in range(s.loyalty[0] * 12, s.loyalty[0] * 12 + 12))


def test_battle_on_the_spied_card_with_the_most_spies() -> None:
    s = wtable(front=14, top=1)  # card 14: battle_spied_card first
    w = s.wakhan
    _court(s, 65)  # tax, move, battle (rank 1)
    s.courts[0] = [61, 64]
    spy(s, w, 61)
    spy(s, 0, 61)
    spy(s, w, 64)
    spy(s, 0, 64, 2)
    run(s)
    assert s.cylinders[0:10].count(CARD_BASE + 64) == 1 and s.cylinders[0:10].count(CARD_BASE + 61) == 1


def test_gift_takes_the_cheapest_gift_and_bonus_actions_come_from_favoured_cards() -> None:
    s = wtable(front=13, top=1, coins=5)  # no action of card 13 works here without checks or icons
    w = s.wakhan
    _court(s, 62)  # economic: gift, build
    s.favoured = 2  # economic favoured: a free bonus action
    s.market = [[0] * 6, [0] * 6]
    run(s)
    assert 300 in s.cylinders[w * 10: w * 10 + 10] and s.coins[w] == 3


def test_she_pays_the_rulers_bribe_for_a_radicalized_card() -> None:
    s = wtable(front=2, top=5, coins=6)
    w = s.wakhan
    tribe(s, 0, "herat", 2)  # the person rules Herat: a Herat card costs her a bribe of 2
    run(s)
    assert any(s.courts[w]) and s.coins[0] >= 6


def test_she_discards_a_radicalized_card_whose_bribe_she_cannot_pay() -> None:
    s = wtable(front=2, top=5, coins=4)
    w = s.wakhan
    tribe(s, 0, "herat", 3)
    events = run(s)
    assert any("cannot pay" in e.text for e in events)
    assert 63 in s.discards and 63 not in s.courts[w]


def test_a_person_owes_her_the_full_bribe_without_negotiation() -> None:
    s = wtable(coins=6)
    w = s.wakhan
    tribe(s, w, "herat", 2)
    assert ruler(s, REGION_LOC["herat"]) == w
    s.active, s.step = 0, {"k": "main", "seat": 0}
    s.hands[0] = [61]
    do(s, 0, "play", card=61, side="left")
    assert legal(s, 0) == [{"type": "offer", "amount": 2}, {"type": "back"}]
    assert "Wakhan does not negotiate" in GAME.explain_illegal(s, 0, {"type": "offer", "amount": 1})
    do(s, 0, "offer", amount=2)
    assert s.coins[0] == 4 and 61 in s.courts[0]


def test_her_ruling_counts_her_tribes_and_the_largest_coalitions_armies() -> None:
    s = wtable(loyalty=(BRITISH,))
    w = s.wakhan
    tribe(s, w, "kabul")
    tribe(s, 0, "kabul")
    army(s, BRITISH, "kabul")
    assert ruler(s, REGION_LOC["kabul"]) == -1  # 1 + 1 British army for her, 1 + 1 for the person: a tie
    army(s, AFGHAN, "kabul", 2)
    assert ruler(s, REGION_LOC["kabul"]) == w


def test_she_is_scored_in_every_coalitions_check() -> None:
    from meeple.games.paxpamir.dominance import resolve

    s = wtable(loyalty=(BRITISH,))
    w = s.wakhan
    s.courts[w] = [80]  # a British patriot: her British influence 2
    army(s, BRITISH, "kabul", 4)
    s.market[0][0] = DOMINANCE[0]
    resolve(s)
    assert s.vp[w] == 5 and s.vp[0] == 3


def test_a_whole_game_against_her_ends_with_the_persons_outcome() -> None:
    for persons in (1, 2):
        s = GAME.setup(persons, {"wakhan": True}, 7)
        rng = Rng(3)
        while GAME.waiting_for(s):
            seat = min(GAME.waiting_for(s))
            acts = GAME.legal_actions(s, seat)
            GAME.apply(s, seat, acts[rng.below(len(acts))])
        out = GAME.outcome(s)
        assert out is not None and len(out.ranks) == persons and "Wakhan scored" in out.notes


def test_her_rules_only_ever_name_legal_actions(monkeypatch: pytest.MonkeyPatch) -> None:
    import meeple.games.paxpamir.automa as automa
    from meeple.games.paxpamir.bot import POLICY

    monkeypatch.setattr(automa, "STRICT", True)
    for persons, seed in ((1, 11), (1, 12), (2, 13)):
        s = GAME.setup(persons, {"wakhan": True}, seed)
        rng = Rng(seed)
        while GAME.waiting_for(s):
            seat = min(GAME.waiting_for(s))
            GAME.apply(s, seat, POLICY.rollout_action(s, seat, GAME.legal_actions(s, seat), rng))
        assert GAME.outcome(s) is not None


def test_a_one_person_table_without_wakhan_is_refused_with_a_clear_error() -> None:
    from meeple.arena.tables import ArenaError, check_new_table

    with pytest.raises(ArenaError, match="1 player needs the option 'Wakhan"):
        check_new_table(GAME, 1, {}, "realtime")
    assert check_new_table(GAME, 1, {"wakhan": True}, "realtime")["wakhan"] is True


def test_she_pays_a_spy_bribe_in_full_to_use_her_card() -> None:
    s = wtable(front=1, top=1, coins=3)  # card 1: tax first
    _court(s, 61)
    spy(s, 0, 61, 2)  # the person has the most spies on her card: a bribe of 2
    s.market = [[0] * 6, [0] * 6]
    s.mcoins[0][0] = 2
    events = run(s)
    assert any("pays {p0} a bribe of 2" in e.text for e in events)  # (her name is put in by play)
    assert any("uses Herat merchant 1 to tax" in e.text for e in events)


def test_she_skips_an_action_whose_spy_bribe_she_cannot_pay() -> None:
    s = wtable(front=1, top=1, coins=1)
    _court(s, 61)
    spy(s, 0, 61, 2)
    s.market = [[0] * 6, [0] * 6]
    s.mcoins[0][0] = 2
    events = run(s)
    assert not any("to tax" in e.text for e in events)
    assert any("skips tax" in e.text for e in events)


MIXED = [[4, 15, 1, 32, 61, 76], [18, 33, 2, 80, 62, 81]]
"""A market of every suit: intelligence 4 (rank 1), 1 (3), 18 (1), 2 (2); military 15 (1), 32 (3), 33 (2);
economic 61, 80, 62, 81; political 76 (rank 2)."""


@pytest.mark.parametrize(("kind", "setup", "want"), [
    ("top_political", None, (0, 5)),
    ("top_intelligence", None, (0, 2)),
    ("any_intelligence", None, (1, 0)),  # the cheapest intelligence card, then the highest number (18)
    ("if_military_top_military", "military", (0, 3)),
    ("if_military_top_military", None, None),  # military not favoured: skipped
    ("if_political_top_economic", None, (0, 4)),  # political favoured: rank 2 economic 61 and 81, the cheaper
    ("if_poor_most_rupees", "poor", (1, 1)),  # 3 rupees on 33 less its cost 1
    ("most_blocks", None, (0, 3)),  # Punjab officer 2: three armies
    ("if_no_dominance_most_cylinders", None, (0, 2)),  # Kabul agent 1: three spies
    ("if_no_move_a_move_card", None, (0, 0)),  # no Move card in her court: the cheapest with Move
    ("if_dominance_matching_patriot", "british", (1, 3)),  # British dominate: the British patriot 80
    ("if_court_full_top_political", "full", (0, 5)),
    ("if_fewer_spies_top_intelligence", "spies", (0, 2)),
    ("rule_region", "rule", (0, 5)),  # Persia chief 76's two tribes beat the person's one tribe there
])
def test_each_radicalize_instruction_picks_its_card(kind: str, setup: str | None, want: tuple[int, int] | None) -> None:
    from meeple.games.paxpamir.automa import _TRY

    s = wtable(coins=10)
    w = s.wakhan
    s.market = [row[:] for row in MIXED]
    if setup == "military":
        s.favoured = MILITARY
    elif setup == "poor":
        s.coins[w] = 1
        s.mcoins[1][1] = 3  # 33 costs 1: nets 2
        s.mcoins[1][4] = 1  # 62 costs 4: nets -3
    elif setup == "british":
        army(s, BRITISH, "kabul", 4)
    elif setup == "full":
        s.courts[w] = [61, 62, 64]
    elif setup == "spies":
        s.courts[0] = [65]
        spy(s, 0, 65)
    elif setup == "rule":
        tribe(s, 0, "persia")
    found = _TRY[kind](s, legal(s, w))
    assert (None if found is None else (found["row"], found["col"])) == want
