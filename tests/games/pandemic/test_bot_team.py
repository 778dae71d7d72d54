"""The team bot's plan for cards spread over far-apart hands (issue #22 point 3)."""

from __future__ import annotations

from itertools import pairwise

from meeple.engine import Rng
from meeple.games.pandemic import GAME
from meeple.games.pandemic.actions import colour_counts
from meeple.games.pandemic.evaluate import REACH_CAP, gather_actions, toward_cure
from meeple.games.pandemic.map import CITY_INDEX

from .positions import play, table


def test_a_held_cure_is_worth_more_with_every_action_saved_however_far() -> None:
    worths = [toward_cure(n) for n in range(40)]
    assert all(a > b for a, b in pairwise(worths))
    assert worths[-1] > 0
    assert worths[REACH_CAP + 10] - worths[REACH_CAP + 11] > 10  # still a reason to take a step


def test_a_giver_far_from_its_collector_waits_for_it_in_the_city_of_its_card() -> None:
    """Four hands hold four blue cards for the Scientist, 17 actions of meetings away: before,
    gains beyond 12 actions counted nothing, and the Medic walked past Chicago toward Sydney."""
    s = table(4, ("Medic", "Scientist", "Dispatcher", "Operations Expert"),
              at={0: "Atlanta", 1: "Baghdad", 2: "Lima", 3: "Sydney"},
              hands={0: ["Chicago", "Tokyo"], 1: ["London", "Madrid"], 2: ["Essen", "Lagos"],
                     3: ["Milan", "Jakarta"]},
              cubes={"Lagos": {"yellow": 1}})
    before = gather_actions(s, [colour_counts(h) for h in s.hands], 0, 1, 4)
    while s.phase == "actions" and s.current == 0:
        play(s, 0, GAME.policy.choose(GAME, s, 0, Rng(1)))
    after = gather_actions(s, [colour_counts(h) for h in s.hands], 0, 1, 4)
    assert before is not None and after is not None and after < before
    assert s.location[0] == CITY_INDEX["Chicago"]
