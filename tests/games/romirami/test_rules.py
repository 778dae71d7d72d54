"""One test per rule of the page, from named positions (see positions.py)."""

from __future__ import annotations

from typing import Any

from meeple.engine import Rng
from meeple.games.romirami import GAME
from meeple.games.romirami.components import CONTRACTS, SUIT, TARGET, VALUE
from meeple.games.romirami.scoring import breakdown, trophy_winner
from meeple.games.romirami.state import BUILD, DISCARD, OVER, TAKE
from meeple.games.romirami.state import CONTRACTS as CONTRACT_PHASE

from .positions import (
    CHERRY,
    CLOVER,
    DIAMOND,
    FIVE_KIND,
    FOUR_KIND,
    HEART,
    PAIR1_RUN4,
    RUN5,
    TRIPLES,
    card,
    contract,
    contract_turn,
    market_turn,
    position,
    round_end,
)


def act(state: Any, seat: int, action: dict[str, Any]) -> list[Any]:
    return GAME.apply(state, seat, action)


def kinds(state: Any, seat: int) -> list[tuple[str, Any]]:
    return [(a["type"], a.get("card", a.get("contract"))) for a in GAME.legal_actions(state, seat)]


# --- setup -------------------------------------------------------------------------------------

def test_setup_deals_three_cards_a_star_six_numbers_four_contracts_and_four_trophy_sides() -> None:
    for players in (2, 3, 4):
        s = GAME.setup(players, {}, 7)
        assert [len(h) for h in s.hands] == [3] * players
        assert s.star_used == [False] * players
        assert len(s.market) == 6 and len(s.contracts) == 4
        assert len(s.deck) == 92 - 6 - 3 * players and len(s.contract_deck) == 32
        assert len(s.trophies) == 4 and set(s.trophies) <= {0, 1}
        assert s.turn == 0 and s.first == 0 and s.phase == TAKE
    sides = {tuple(GAME.setup(2, {}, seed).trophies) for seed in range(40)}
    assert len(sides) > 4, "each trophy shows a random side"


def test_the_deck_has_92_cards_four_suits_counts_4_5_5_5_4() -> None:
    for suit in range(4):
        values = [VALUE[c] for c in range(92) if SUIT[c] == suit]
        assert [values.count(v) for v in (1, 2, 3, 4, 5)] == [4, 5, 5, 5, 4]
    assert len(CONTRACTS) == 36


# --- taking ------------------------------------------------------------------------------------

def test_take_one_to_three_cards_of_one_number_or_one_suit() -> None:
    s = market_turn()
    act(s, 0, {"type": "pick", "card": card(3, HEART)})
    # with 3♥ picked: the other 3s (same number) and the hearts (same suit)
    assert kinds(s, 0) == [("pick", card(1, HEART)), ("pick", card(5, HEART)), ("pick", card(3, DIAMOND)),
                           ("pick", card(3, CLOVER)), ("take", None)]
    act(s, 0, {"type": "pick", "card": card(3, CLOVER)})
    # 3♥ 3♣ share the number only: a third must be a 3
    assert kinds(s, 0) == [("pick", card(3, DIAMOND)), ("take", None)]
    s.star_used[0] = True  # without it, 1 2 3 3 3 4 meets none of the market's contracts
    act(s, 0, {"type": "pick", "card": card(3, DIAMOND)})
    # the third card takes them at once; the market is refilled to six from the deck (and with
    # no contract to meet, the turn passes)
    assert s.chosen == [] and s.turn == 1
    assert {card(3, HEART), card(3, DIAMOND), card(3, CLOVER)} <= set(s.hands[0])
    assert len(s.market) == 6 and len(s.hands[0]) == 6


def test_a_take_that_lets_the_hand_meet_a_contract_leads_to_the_contract_step() -> None:
    s = market_turn()
    for c in (card(3, HEART), card(3, CLOVER), card(3, DIAMOND)):
        act(s, 0, {"type": "pick", "card": c})
    # 1 2 3 4 and the unused Star (as the 5) meet the 5-run
    assert s.phase == CONTRACT_PHASE and s.turn == 0
    assert kinds(s, 0) == [("complete", RUN5), ("done", None)]


def test_suit_take_and_stopping_after_one_or_two() -> None:
    s = market_turn()
    act(s, 0, {"type": "pick", "card": card(1, HEART)})
    act(s, 0, {"type": "pick", "card": card(5, HEART)})
    assert kinds(s, 0) == [("pick", card(3, HEART)), ("take", None)]
    events = act(s, 0, {"type": "take"})
    assert events[0].text == "{p0} takes 1♥ 5♥"
    assert card(1, HEART) in s.known[0] and card(5, HEART) in s.known[0]


def test_cards_of_neither_the_same_number_nor_suit_cannot_be_taken_together() -> None:
    s = market_turn()
    act(s, 0, {"type": "pick", "card": card(1, HEART)})
    assert ("pick", card(2, CLOVER)) not in kinds(s, 0)


def test_the_discard_pile_is_shuffled_into_a_new_deck_when_the_deck_runs_out() -> None:
    s = market_turn()
    s.discard = s.deck[:-1]
    s.deck = s.deck[-1:]
    act(s, 0, {"type": "pick", "card": card(3, HEART)})
    act(s, 0, {"type": "pick", "card": card(3, DIAMOND)})
    act(s, 0, {"type": "take"})
    assert len(s.market) == 6 and s.discard == []


# --- completing contracts ----------------------------------------------------------------------

def test_only_contracts_the_hand_can_meet_are_offered() -> None:
    s = contract_turn()
    assert kinds(s, 0) == [("complete", PAIR1_RUN4), ("complete", TRIPLES), ("complete", RUN5), ("done", None)]
    # without the Star, 3K+3K is out of reach (only three 3s and two 1s)
    s = contract_turn(star_used=True)
    assert kinds(s, 0) == [("complete", PAIR1_RUN4), ("complete", RUN5), ("done", None)]


def test_the_star_fills_the_gap_of_a_run() -> None:
    # 1 3 4 5 and the Star meet a run of 4 (1 2 3 4 or 2 3 4 5, the Star being the 2); without it, nothing
    run4 = contract(1, CHERRY, "4R")
    hand = sorted([card(1, HEART), card(3, HEART), card(4, DIAMOND), card(5, CLOVER)])
    s = position(2, phase=CONTRACT_PHASE, turn=0, hands=[hand, [card(2, CLOVER)]], contracts=[run4, FIVE_KIND])
    assert kinds(s, 0) == [("complete", run4), ("done", None)]
    act(s, 0, {"type": "complete", "contract": run4})
    act(s, 0, {"type": "use", "card": card(3, HEART)})
    act(s, 0, {"type": "star"})
    # 3 and the Star fit 1-4 and 2-5, so 1, 4 and 5 may come next (never a second 3)
    assert {VALUE[c] for t, c in kinds(s, 0) if t == "use"} == {1, 4, 5}
    for c in (card(4, DIAMOND), card(5, CLOVER)):
        act(s, 0, {"type": "use", "card": c})
    assert s.done[0] == [run4] and s.star_used[0]
    s = position(2, phase=CONTRACT_PHASE, turn=0, hands=[hand, [card(2, CLOVER)]], contracts=[run4, FIVE_KIND],
                 star_used=[True, False])
    assert kinds(s, 0) == [("done", None)]


def test_recipes_need_disjoint_cards_and_a_fixed_pair() -> None:
    s = contract_turn(star_used=True)
    act(s, 0, {"type": "complete", "contract": PAIR1_RUN4})
    assert s.phase == BUILD
    # first recipe: the pair of 1s, so only 1s
    assert kinds(s, 0) == [("use", card(1, HEART)), ("use", card(1, DIAMOND))]
    act(s, 0, {"type": "use", "card": card(1, HEART)})
    act(s, 0, {"type": "use", "card": card(1, DIAMOND)})
    # then the run of 4 from 2 3 4 5 (the 1s are used): any card of those numbers
    legal = [c for t, c in kinds(s, 0) if t == "use"]
    assert sorted(VALUE[c] for c in legal) == [2, 3, 3, 3, 4, 5]
    act(s, 0, {"type": "use", "card": card(3, CLOVER)})
    # a second 3 no longer fits the run
    assert ("use", card(3, HEART)) not in kinds(s, 0)
    for c in (card(2, HEART), card(4, DIAMOND)):
        act(s, 0, {"type": "use", "card": c})
    events = act(s, 0, {"type": "use", "card": card(5, HEART)})
    assert s.done[0] == [PAIR1_RUN4]
    # heart contract: 1♥ 2♥ 5♥ are suit bonus cards; 1♦ 3♣ 4♦ go to the discard pile
    assert s.bonus[0] == sorted([card(1, HEART), card(2, HEART), card(5, HEART)])
    assert sorted(s.discard) == sorted([card(1, DIAMOND), card(3, CLOVER), card(4, DIAMOND)])
    assert "3 suit bonus cards" in events[0].text
    # the contract market is refilled to four
    assert len(s.contracts) == 4 and PAIR1_RUN4 not in s.contracts


def test_any_number_of_contracts_in_one_turn_then_done() -> None:
    s = contract_turn(star_used=True)
    s.hands[0] = sorted(s.hands[0] + [card(v, CLOVER) for v in (1, 2, 4, 5)])
    act(s, 0, {"type": "complete", "contract": RUN5})
    for v in (1, 2, 3, 4, 5):
        act(s, 0, {"type": "use", "card": card(v, CLOVER) if v != 3 else card(3, CLOVER)})
    assert s.done[0] == [RUN5] and s.phase == CONTRACT_PHASE and s.turn == 0
    assert ("complete", PAIR1_RUN4) in kinds(s, 0)
    act(s, 0, {"type": "done"})
    assert s.turn == 1


def test_the_star_replaces_one_card_once_a_game_and_is_no_suit_bonus() -> None:
    s = contract_turn()
    act(s, 0, {"type": "complete", "contract": TRIPLES})
    assert ("star", None) in kinds(s, 0)
    act(s, 0, {"type": "star"})
    # the Star is on the first triple: two more of one number; the second triple must be the other
    for c in (card(1, HEART), card(1, DIAMOND)):
        act(s, 0, {"type": "use", "card": c})
    assert ("star", None) not in kinds(s, 0)
    for c in (card(3, HEART), card(3, DIAMOND), card(3, CLOVER)):
        act(s, 0, {"type": "use", "card": c})
    assert s.star_used[0] and s.done[0] == [TRIPLES]
    assert s.bonus[0] == [], "a cherry contract: no cherry card used, and the Star is never a bonus"
    assert breakdown(s, 0)["star"] == 0
    assert breakdown(s, 1)["star"] == 1


def test_a_card_that_would_make_the_contract_impossible_is_not_offered() -> None:
    s = contract_turn(star_used=True)
    act(s, 0, {"type": "complete", "contract": RUN5})
    # all five numbers are needed, each once: every card is fine first
    act(s, 0, {"type": "use", "card": card(3, HEART)})
    assert all(VALUE[c] != 3 for t, c in kinds(s, 0) if t == "use")


def test_no_contract_to_meet_skips_the_contract_step() -> None:
    s = market_turn()
    s.hands[1] = [card(1, CHERRY)]
    act(s, 0, {"type": "pick", "card": card(2, CLOVER)})
    act(s, 0, {"type": "take"})
    assert s.turn == 1 and s.phase == TAKE


# --- hand size ---------------------------------------------------------------------------------

def test_the_hand_is_refilled_to_three_at_the_end_of_the_turn() -> None:
    s = contract_turn(star_used=True)
    s.hands[0] = [card(v, HEART) for v in (1, 2, 3, 4, 5)]
    top = s.deck[-3:]
    act(s, 0, {"type": "complete", "contract": RUN5})
    for v in (1, 2, 3, 4):
        act(s, 0, {"type": "use", "card": card(v, HEART)})
    # the last card completes the contract; with no card left nothing else can be met, so the
    # turn ends: three cards from the top of the deck, seen only by their owner
    events = act(s, 0, {"type": "use", "card": card(5, HEART)})
    assert sorted(s.hands[0]) == sorted(top) and s.turn == 1
    drew = [e for e in events if e.type == "drew"]
    assert len(drew) == 1 and drew[0].to == (0,)
    assert any(e.type == "draw" and e.to is None and "3 cards" in e.text for e in events)


def test_more_than_ten_cards_must_be_discarded_down_to_ten() -> None:
    hand = sorted([card(v, suit) for v in (1, 2, 4) for suit in (HEART, DIAMOND, CLOVER, CHERRY)])[:12]
    s = position(2, phase=CONTRACT_PHASE, turn=0, hands=[hand[:], [card(5, CLOVER)]], contracts=[RUN5, TRIPLES,
                 contract(1, CHERRY, "4R"), contract(3, HEART, "5R")], star_used=[True, False])
    act(s, 0, {"type": "done"})
    assert s.phase == DISCARD and s.turn == 0
    assert kinds(s, 0) == [("discard", c) for c in hand]
    act(s, 0, {"type": "discard", "card": hand[0]})
    assert s.phase == DISCARD
    act(s, 0, {"type": "discard", "card": hand[1]})
    assert len(s.hands[0]) == 10 and s.turn == 1 and s.phase == TAKE
    assert s.discard[-2:] == hand[:2]


# --- the end -----------------------------------------------------------------------------------

def _finish_turn(s: Any, seat: int) -> None:
    act(s, seat, {"type": "done"})
    while s.phase == DISCARD:
        act(s, seat, GAME.legal_actions(s, seat)[0])


def test_the_game_ends_at_the_end_of_the_round_that_reaches_the_target() -> None:
    for players in (2, 3, 4):
        target = TARGET[players]
        assert target == {2: 7, 3: 6, 4: 5}[players]
        done = [[] for _ in range(players)]
        done[0] = list(range(20, 20 + target))
        s = round_end(players, done, turn=0)
        _finish_turn(s, 0)
        assert s.phase == TAKE and s.turn == 1, "the round goes on to its end"
        s = round_end(players, done, turn=players - 1)
        _finish_turn(s, players - 1)
        assert s.phase == OVER and GAME.outcome(s) is not None
        short = [[] for _ in range(players)]
        short[0] = list(range(20, 19 + target))
        s = round_end(players, short, turn=players - 1)
        _finish_turn(s, players - 1)
        assert s.phase == TAKE, f"{target - 1} contracts do not end a {players}-player game"


def test_trophies_go_to_the_single_most_and_a_tie_awards_nobody() -> None:
    # tile 0: cherries (side 0) or 2-card combos (side 1)
    heart4k, clover4k, diamond4k = contract(2, HEART, "4K"), contract(2, CLOVER, "4K"), contract(2, DIAMOND, "4K")
    cherry5k = contract(4, CHERRY, "5K")
    cherry_pairs = contract(4, CHERRY, "2K+2K+2K")
    s = round_end(3, [[cherry5k, cherry_pairs], [heart4k], [clover4k, diamond4k]], turn=2)
    s.trophies = [0, 0, 0, 0]
    assert trophy_winner(s, 0) == 0          # cherries: 2 / 0 / 0
    assert trophy_winner(s, 1) == 1          # hearts: 0 / 1 / 0
    assert trophy_winner(s, 2) == 2          # clovers: 0 / 0 / 1
    assert trophy_winner(s, 3) == 2          # diamonds: 0 / 0 / 1
    s.done[1].append(contract(1, DIAMOND, "4R"))
    assert trophy_winner(s, 3) is None       # diamonds tied 1 / 1: nobody
    s.trophies = [1, 1, 1, 1]
    assert trophy_winner(s, 0) == 0          # 2-card combos: three pairs
    assert trophy_winner(s, 2) is None       # 4-card combos: 0 / 2 / 2 (4K + 4R): tied
    assert trophy_winner(s, 3) == 0          # 5-card combos: the 5K alone
    assert trophy_winner(s, 1) is None       # 3-card combos: nobody has one


def test_score_is_contracts_trophies_bonus_and_unused_star() -> None:
    s = round_end(2, [[FIVE_KIND], [FOUR_KIND]], turn=1)
    s.trophies = [0, 0, 0, 0]
    s.bonus = [[card(5, HEART), card(5, HEART, 1)], [card(4, CLOVER)]]
    s.star_used = [False, True]
    s.phase = OVER
    assert breakdown(s, 0) == {"contracts": 4, "trophies": 3, "bonus": 2, "star": 1, "total": 10}
    assert breakdown(s, 1) == {"contracts": 2, "trophies": 3, "bonus": 1, "star": 0, "total": 6}
    out = GAME.outcome(s)
    assert out is not None and out.scores == (10, 6) and out.ranks == (1, 2)


def test_a_tie_goes_to_the_most_suit_bonus_cards_then_is_shared() -> None:
    s = round_end(3, [[FIVE_KIND], [contract(4, CLOVER, "5K")], [contract(4, CHERRY, "5K")]], turn=2)
    s.trophies = [1, 1, 1, 1]  # 5-card combos tied 1/1/1: nobody; others nobody
    s.bonus = [[card(5, HEART)], [card(5, CLOVER), card(4, CLOVER)], [card(5, CHERRY)]]
    s.star_used = [False, True, False]
    s.phase = OVER
    out = GAME.outcome(s)
    assert out is not None and out.scores == (6, 6, 6)
    assert out.ranks == (2, 1, 2)


def test_determinize_keeps_what_the_seat_saw_and_resamples_the_rest() -> None:
    s = market_turn()
    act(s, 0, {"type": "pick", "card": card(3, HEART)})
    act(s, 0, {"type": "take"})
    d = GAME.determinize(s, 1, Rng(5))
    assert card(3, HEART) in d.hands[0], "a card taken from the market stays known"
    assert d.hands[1] == s.hands[1]
    assert sorted(d.deck + [c for c in d.hands[0] if c not in d.known[0]]) == sorted(
        s.deck + [c for c in s.hands[0] if c not in s.known[0]])
