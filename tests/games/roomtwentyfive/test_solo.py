"""Solo: one player plays the Season 1 solo game (the rulebook's "Cooperation or Solo modes: 8
turns side"; four characters), with the M.A.C. cards the page allows in Solo at either level
(its "Madness Level" Solo is `mac=madness` at one player)."""

from __future__ import annotations

import pytest

from meeple.games.roomtwentyfive import GAME
from meeple.games.roomtwentyfive.components import CENTRE_NEIGHBOURS, KEY, PRISONER, PROGRAM
from meeple.games.roomtwentyfive.mac import BARRIER_DECK, MADNESS_DECK


def test_one_player_plays_four_prisoners_on_the_eight_turn_side() -> None:
    state = GAME.setup(1, {}, 4)
    assert state.owner == [0, 0, 0, 0] and state.role == [PRISONER] * 4
    assert state.last_turn == 8 and KEY in state.kind, "Cooperation's Key Room and countdown"


def test_the_solo_player_takes_one_pre_game_look_for_all_four_characters() -> None:
    state = GAME.setup(1, {}, 4)
    assert GAME.waiting_for(state) == {0}
    looks = GAME.legal_actions(state, 0)
    assert sorted(a["room"] for a in looks) == sorted(CENTRE_NEIGHBOURS)
    GAME.apply(state, 0, looks[0])
    assert state.phase == PROGRAM and bin(state.seen[0]).count("1") == 1, "one look, not four"
    assert {a["character"] for a in GAME.legal_actions(state, 0)} == {0, 1, 2, 3}, "then all four program"


def play_a_quiet_turn(state) -> None:
    """Every character programs a single Look; every decision takes its first choice."""
    while state.turn == 1 and state.winner is None:
        legal = GAME.legal_actions(state, 0)
        quiet = [a for a in legal if a["type"] == "program" and a["first"] == "look" and a["second"] == ""
                 and not a["adrenaline"]]
        GAME.apply(state, 0, quiet[0] if quiet else legal[0])


@pytest.mark.parametrize(("level", "deck"), [("barrier", BARRIER_DECK), ("madness", MADNESS_DECK)])
def test_solo_plays_the_mac_cards_at_both_levels(level: str, deck: tuple[str, ...]) -> None:
    state = GAME.setup(1, {"mac": level}, 4)
    assert state.mac == level and len(state.deck) == len(deck)
    play_a_quiet_turn(state)
    assert state.turn == 2 and len(state.discard) == 1, "the complex played its card at the end of turn 1"
    assert GAME.view(state, 0)["mac"]["discard"], "and its discards are public"
