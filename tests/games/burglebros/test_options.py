"""BGA's table options: the level (stealth tokens), the solo variant with several characters, and
one Deadbolt per floor."""

from __future__ import annotations

from collections import Counter

import pytest

from meeple.engine import InvalidOptions
from meeple.games.burglebros import GAME
from meeple.games.burglebros.components import JOBS

from .positions import cell, end_turn, heist, play


@pytest.mark.parametrize(("level", "tokens"), [("easy", 6), ("normal", 3), ("hard", 1)])
def test_the_level_sets_each_thiefs_stealth_tokens(level, tokens):
    s = GAME.setup(3, {"level": level}, 0)
    assert [t.stealth for t in s.thieves] == [tokens] * 3


def test_on_hard_the_first_guard_contact_leaves_a_thief_bare_and_the_second_catches_them():
    s = heist(1, rooms={"1A1": "plain", "1A2": "plain"}, guards={0: ("1A2", "1D4")},
              options={"level": "hard"})
    assert s.thieves[0].stealth == 1
    play(s, 0, {"type": "move", "to": cell("1A2")})
    assert s.thieves[0].stealth == 0 and s.result is None
    play(s, 0, {"type": "move", "to": cell("1A1")}, {"type": "move", "to": cell("1A2")})
    assert s.result == "lost"


def test_the_solo_variant_gives_one_seat_a_crew_of_thieves():
    s = GAME.setup(1, {"solo_characters": 3}, 4)
    assert len(s.thieves) == 3 and GAME.num_players(s) == 1
    assert len({t.character for t in s.thieves}) == 3
    # A crew of three plays as three players: 3 patrol cards set aside, the team cards kept.
    assert len(s.patrol[0].removed) == 3
    assert "gold_bar" in s.loot.cards and "dead_drop" in s.events.cards


def test_the_solo_variant_is_only_for_one_player():
    with pytest.raises(InvalidOptions):
        GAME.setup(2, {"solo_characters": 2}, 0)


def test_in_the_solo_variant_seat_0_plays_every_thief_in_turn():
    s = heist(1, rooms={"1A1": "plain", "1B2": "plain", "1A2": "plain"}, at=("1A2", "1A2"),
              options={"solo_characters": 2})
    assert len(s.thieves) == 2 and GAME.waiting_for(s) == frozenset({0})
    play(s, 0, {"type": "move", "to": cell("1B2")})
    assert s.thieves[0].pos == cell("1B2")
    events = end_turn(s, 0)
    assert any(e.text.startswith("{p0}'s thief 2's turn") for e in events)
    assert s.turn == 1 and GAME.waiting_for(s) == frozenset({0})
    play(s, 0, {"type": "move", "to": cell("1A1")})
    assert s.thieves[1].pos == cell("1A1") and s.thieves[0].pos == cell("1B2")
    with pytest.raises(Exception, match="no seat"):
        GAME.apply(s, 1, {"type": "end_turn"})


def test_a_won_solo_crew_is_one_winning_seat():
    s = heist(1, rooms={"3A1": "stairs"}, at=("3A1", "3A1"), options={"solo_characters": 2})
    for name in ("1B2", "2B2", "3B2"):
        s.safe_open[cell(name)] = True
    play(s, 0, {"type": "escape"}, {"type": "escape"})
    outcome = GAME.outcome(s)
    assert s.result == "won" and outcome is not None and len(outcome.scores) == 1


@pytest.mark.parametrize("job", ["bank", "office", "fortknox"])
def test_one_deadbolt_per_floor(job):
    most = 2 if job == "fortknox" else 1
    for seed in range(30):
        s = GAME.setup(2, {"job": job, "deadbolts": "per_floor"}, seed)
        per_floor = [Counter(s.rooms[c] for c in s.layout.floor_cells(f))["deadbolt"]
                     for f in range(JOBS[job].floors)]
        assert all(1 <= n <= most for n in per_floor)
        assert sum(per_floor) == len(JOBS[job].tiles["deadbolt"])


def test_a_caught_solo_thief_is_named_as_a_crew_member_in_the_result():
    s = heist(1, rooms={"1A1": "plain", "1A2": "plain", "1B2": "plain"}, at=("1A1", "1B2"),
              guards={0: ("1A2", "1D4")}, options={"solo_characters": 2, "level": "hard"})
    s.thieves[0].stealth = 0
    play(s, 0, {"type": "move", "to": cell("1A2")})  # into the guard's room with no stealth left
    outcome = GAME.outcome(s)
    assert s.result == "lost" and outcome is not None
    assert "{p0}'s thief 1" in outcome.notes and "{p1}" not in outcome.notes
