"""Matches: lineups, seat rotation, shared deals, the tally of known results, and whole tiny matches."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from meeple.bots import BotSpecError
from meeple.bots.match import GameResult, MatchError, jobs, lineup, seating, tally
from meeple.tools.match import run_match
from tests.bots.simul import SIMUL
from tests.engine.toy import TOY

TIMING = ("ms_per_move", "ms_per_search")


def test_the_last_bot_fills_the_table() -> None:
    assert lineup(TOY, 3, ["ismcts:10", "random"]) == ["ismcts:10", "random", "random"]
    assert lineup(TOY, 2, [" random ", "ismcts"]) == ["random", "ismcts"]


def test_a_level_plays_as_the_games_tables_play_it() -> None:
    from meeple.games.claim import GAME as CLAIM
    from meeple.games.pandemic import GAME as PANDEMIC

    assert lineup(CLAIM, 2, ["ismcts:hard", "ismcts:easy"]) == ["ismcts:hard:1900ms", "ismcts:easy"]
    assert lineup(PANDEMIC, 2, ["ismcts:medium", "ismcts:500"]) == ["policy", "ismcts:500"]


@pytest.mark.parametrize("players, specs, error, message", [
    (2, [], MatchError, "name at least one bot"),
    (2, ["random", "random", "random"], MatchError, "3 bots for 2 seats"),
    (5, ["random"], MatchError, "Toy is for 2-3 players, not 5"),
    (2, ["random", "mcts"], BotSpecError, "unknown bot 'mcts'"),
    (2, ["policy"], BotSpecError, "toy has no policy bot"),
])
def test_bad_lineups_are_refused(players: int, specs: list[str], error: type, message: str) -> None:
    with pytest.raises(error, match=message):
        lineup(TOY, players, specs)


def test_each_bot_plays_every_seat_equally() -> None:
    entries = ["a", "b", "c"]
    seats = Counter((seat, spec) for i in range(6) for seat, spec in enumerate(seating(entries, i)))
    assert seats == {(s, e): 2 for s in range(3) for e in entries}


def test_seats_rotate_on_a_shared_deal() -> None:
    todo = jobs(TOY, 2, ["x", "y"], 5, seed=10)
    assert [j.seats for j in todo] == [("x", "y"), ("y", "x")] * 2 + [("x", "y")]
    assert [j.seed for j in todo] == [10, 10, 11, 11, 12]
    assert len({j.policy_seed for j in todo}) == 5


def _result(i: int, seats: tuple[str, ...], ranks: tuple[int, ...], **kw: Any) -> GameResult:
    n = len(seats)
    base: dict[str, Any] = dict(scores=tuple(float(-r) for r in ranks), cooperative=False, team_won=None, steps=10,
                                seconds=[0.1] * n, moves=[5] * n, iterations=[50] * n, searches=[1] * n)
    base.update(kw)
    return GameResult(i, seats, ranks, **base)


def test_tally_of_known_results() -> None:
    results = [
        _result(0, ("i", "r"), (1, 2)),
        _result(1, ("r", "i"), (2, 1)),
        _result(2, ("i", "r"), (1, 1)),  # a draw
        _result(3, ("r", "i"), (1, 2)),
    ]
    table = tally(results, ["i", "r"])
    i, r = table["i"], table["r"]
    assert (i.seat_games, i.wins, i.field_games, i.field_score) == (4, 2.5, 4, 2.5)
    assert (r.seat_games, r.wins, r.field_score) == (4, 1.5, 1.5)
    assert i.games_by_seat == {0: 2, 1: 2} and i.wins_by_seat == {0: 1.5, 1: 1.0}
    assert (i.moves, i.searches, i.iterations) == (20, 4, 200)


def test_tally_pools_seats_of_the_same_bot() -> None:
    results = [_result(0, ("i", "r", "r"), (2, 1, 3)), _result(1, ("r", "i", "r"), (2, 1, 3))]
    table = tally(results, ["i", "r", "r"])
    assert table["r"].seat_games == 4 and table["r"].wins == 1.0
    assert table["i"].field_score == pytest.approx(0.5 + 1.0)


def test_cooperative_games_count_the_team_result() -> None:
    results = [_result(0, ("a", "b"), (1, 1), cooperative=True, team_won=True),
               _result(1, ("b", "a"), (1, 1), cooperative=True, team_won=False)]
    table = tally(results, ["a", "b"])
    assert table["a"].wins == table["b"].wins == 1.0
    assert table["a"].field_games == 0


def _figures(report: Any) -> dict[str, Any]:
    d = report.as_dict()
    d.pop("seconds"), d.pop("workers")
    for b in d["bots"]:
        for key in TIMING:
            b.pop(key)
    return d


def test_a_tiny_match_is_reproducible_and_adds_up() -> None:
    a = run_match(TOY, 2, ["ismcts:20", "random"], 6, seed=3, workers=1)
    b = run_match(TOY, 2, ["ismcts:20", "random"], 6, seed=3, workers=1)
    assert _figures(a) == _figures(b)
    d = a.as_dict()
    assert d["games"] == 6 and d["lineup"] == ["ismcts:20", "random"]
    ismcts, rnd = d["bots"]
    assert ismcts["seat_games"] == rnd["seat_games"] == 6
    assert ismcts["win_rate_by_seat"].keys() == {"0", "1"}
    assert ismcts["wins"] + rnd["wins"] == pytest.approx(6)
    assert ismcts["iterations_per_search"] == 20.0
    assert rnd["iterations_per_search"] is None and rnd["ms_per_move"] is not None
    lo, hi = ismcts["win_interval"]
    assert lo <= ismcts["win_rate"] <= hi
    assert ismcts["elo"] == pytest.approx(-rnd["elo"])


def test_workers_give_the_same_figures_as_one_process() -> None:
    one = run_match(SIMUL, 3, ["ismcts:10", "random"], 3, seed=1, workers=1)
    two = run_match(SIMUL, 3, ["ismcts:10", "random"], 3, seed=1, workers=2)
    assert _figures(one) == _figures(two)
    assert two.workers == 2
