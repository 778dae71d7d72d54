"""Phase one and phase two tricks: following, winning, faction powers and where the cards go."""

from __future__ import annotations

from meeple.games.claim import GAME
from meeple.games.claim.components import DECK
from meeple.games.claim.state import ONE, OVER, TWO

from .positions import HAND0, HAND1, final_trick, last_of_phase_one, led, opening, phase_two, void_follower


def play(card: str) -> dict[str, str]:
    return {"type": "play", "card": card}


def cards(state, seat: int) -> list[str]:  # type: ignore[no-untyped-def]
    return [a["card"] for a in GAME.legal_actions(state, seat)]


NO_GOBLINS = ["K5", "K6", "K7", "U0", "U5", "U9", "D3", "D7", "D9", "P2", "P8", "D1", "D2"]
NO_KNIGHTS = ["G5", "G9", "U0", "U5", "U9", "D3", "D7", "D9", "P2", "P8", "G1", "G2", "D1"]
NO_DOPPEL = ["G5", "G9", "K6", "U0", "U5", "U9", "D3", "D7", "D9", "G1", "G2", "D1", "D2"]


def test_the_deck_has_52_cards_in_five_factions() -> None:
    assert len(DECK) == 52
    counts = {f: sum(1 for c in DECK if c[0] == f) for f in "GKUDP"}
    assert counts == {"G": 14, "K": 8, "U": 10, "D": 10, "P": 10}
    assert DECK.count("G0") == 5 and "K0" not in DECK and "K1" not in DECK


def test_setup_deals_13_each_and_turns_up_a_prize() -> None:
    s = GAME.setup(2, {}, 7)
    assert [len(h) for h in s.hands] == [13, 13] and s.prize is not None and len(s.deck) == 25
    assert sorted(s.hands[0] + s.hands[1] + s.deck + [s.prize]) == sorted(DECK)


def test_the_leader_may_play_any_card_of_the_hand() -> None:
    s = opening()
    assert cards(s, 0) == sorted(set(HAND0))
    assert cards(s, 1) == []


def test_the_follower_follows_the_lead_faction_or_plays_a_doppelganger() -> None:
    assert cards(led("G3"), 1) == ["G1", "G2", "G5", "G9", "P2", "P8"]


def test_a_follower_void_of_the_lead_faction_may_play_anything() -> None:
    s = void_follower("K4", NO_KNIGHTS)
    assert cards(s, 1) == sorted(set(NO_KNIGHTS))


def test_a_led_doppelganger_makes_doppelgangers_the_lead_faction() -> None:
    assert cards(led("P1"), 1) == ["P2", "P8"]
    assert cards(void_follower("P1", NO_DOPPEL), 1) == sorted(set(NO_DOPPEL))


def test_the_higher_card_of_the_lead_faction_wins() -> None:
    s = led("D5")
    GAME.apply(s, 1, play("D7"))
    assert s.last == [0, "D5", "D7", 1] and s.leader == 1 and s.turn == 1


def test_equal_values_go_to_the_leader() -> None:
    s = led("U2")
    GAME.apply(s, 1, play("P2"))  # a Doppelgänger counts as Undead 2: a tie
    assert s.last[3] == 0  # type: ignore[index]


def test_a_doppelganger_counts_as_the_lead_faction_by_value() -> None:
    s = led("G7")
    GAME.apply(s, 1, play("P8"))
    assert s.last[3] == 1  # type: ignore[index]


def test_a_doppelganger_on_a_goblin_has_no_knight_power() -> None:
    s = led("G7")
    GAME.apply(s, 1, play("P2"))
    assert s.last[3] == 0  # type: ignore[index]


def test_a_knight_beats_a_led_goblin_whatever_the_values() -> None:
    s = void_follower("G7", NO_GOBLINS)
    GAME.apply(s, 1, play("K5"))
    assert s.last[3] == 1  # type: ignore[index]


def test_a_goblin_does_not_beat_a_led_knight() -> None:
    s = void_follower("K4", NO_KNIGHTS)
    GAME.apply(s, 1, play("G9"))
    assert s.last[3] == 0  # type: ignore[index]


def test_a_card_off_the_lead_faction_loses_whatever_its_value() -> None:
    s = void_follower("K4", NO_KNIGHTS)
    GAME.apply(s, 1, play("U9"))
    assert s.last[3] == 0  # type: ignore[index]


def test_phase_one_winner_takes_the_prize_loser_a_blind_card_and_the_next_prize_is_turned_up() -> None:
    s = led("D5")
    events = GAME.apply(s, 1, play("D7"))
    assert s.followers == [["G8"], ["D8"]]
    assert s.known == [[], ["D8"]]
    assert s.discard == ["D5", "D7"] and s.scores == [[], []]
    assert s.prize == "K3" and s.tricks == 1 and s.phase == ONE
    private = [e for e in events if e.type == "blind_private"]
    assert private and private[0].to == (0,) and "Goblin 8" in private[0].text and private[0].reveals
    public = [e.text for e in events if e.to is None]
    assert not any("Goblin 8" in t for t in public)


def test_played_undead_score_for_the_phase_one_winner() -> None:
    s = led("U8")
    GAME.apply(s, 1, play("U9"))
    assert s.scores == [[], ["U8", "U9"]] and s.discard == []
    s = led("D5")
    GAME.apply(s, 1, play("D3"))
    assert s.scores == [[], []]


def test_a_lost_undead_follower_also_scores_for_the_winner() -> None:
    s = void_follower("K4", NO_KNIGHTS)
    GAME.apply(s, 1, play("U9"))
    assert s.scores == [["U9"], []] and s.discard == ["K4"]


def test_a_turned_up_undead_goes_to_the_followers_not_the_score_pile() -> None:
    s = opening()
    s.deck[s.deck.index("U7")] = "D8"
    s.prize = "U7"
    GAME.apply(s, 0, play("D5"))
    GAME.apply(s, 1, play("D3"))
    assert s.followers[0] == ["U7"] and s.scores == [[], []]


def test_after_thirteen_tricks_the_followers_become_the_hands_and_the_last_winner_leads() -> None:
    s = last_of_phase_one()
    GAME.apply(s, 1, play("G2"))
    GAME.apply(s, 0, play("K2"))  # a Knight beats a led Goblin
    assert s.phase == TWO and s.leader == 0 and s.turn == 0 and s.prize is None
    assert len(s.hands[0]) == 13 and "K5" in s.hands[0] and "G4" in s.hands[1]
    assert s.known == [["G7", "K5", "K9"], ["U9"]] and s.followers == [[], []] and s.deck == []


def test_phase_two_winner_scores_both_cards() -> None:
    s = phase_two()
    GAME.apply(s, 0, play("G7"))
    GAME.apply(s, 1, play("G9"))
    assert s.scores == [[], ["G7", "G9"]] and s.known[0] == ["K9"]


def test_phase_two_dwarves_go_to_the_loser() -> None:
    s = phase_two()
    GAME.apply(s, 0, play("D5"))
    GAME.apply(s, 1, play("D7"))
    assert s.scores == [["D5", "D7"], []]


def test_phase_two_a_doppelganger_on_dwarves_has_no_dwarf_power() -> None:
    s = phase_two()
    GAME.apply(s, 0, play("D0"))
    GAME.apply(s, 1, play("P2"))
    assert s.scores == [["D0"], ["P2"]]


def test_phase_two_undead_have_no_power() -> None:
    s = phase_two()
    GAME.apply(s, 0, play("U8"))
    GAME.apply(s, 1, play("U9"))
    assert s.scores == [[], ["U8", "U9"]] and s.discard == []


def test_the_game_ends_after_the_26th_trick() -> None:
    s = final_trick([[], []], [["G3"], ["G5"]])
    GAME.apply(s, 0, play("G3"))
    assert GAME.outcome(s) is None
    GAME.apply(s, 1, play("G5"))
    assert s.phase == OVER and GAME.outcome(s) is not None and GAME.progress(s) == 1.0
    assert GAME.waiting_for(s) == frozenset()


def test_hands_and_the_first_leader_are_random_across_seeds() -> None:
    assert {GAME.setup(2, {}, seed).leader for seed in range(20)} == {0, 1}
    assert GAME.setup(2, {}, 1).hands != GAME.setup(2, {}, 2).hands
    assert HAND1 != HAND0
