"""`meeple simulate` and the function behind it."""

from __future__ import annotations

import orjson
import pytest
from typer.testing import CliRunner

from meeple.cli import app
from meeple.engine import Option, Outcome
from meeple.tools.options import UsageError, game_options, parse_pairs
from meeple.tools.simulate import simulate
from tests.engine.toy import TOY, ToyGame, ToyState

FIELDS = {"game", "players", "options", "seed", "games", "seconds", "games_per_s", "moves_per_s",
          "length", "wins", "scores", "team_win_rate"}


def test_simulate_figures_are_sane() -> None:
    figures = simulate(TOY, 3, 20, seed=4).as_dict()
    assert figures["games"] == 20 and figures["players"] == 3
    assert figures["games_per_s"] > 0 and figures["moves_per_s"] > figures["games_per_s"]
    length = figures["length"]
    assert 0 < length["min"] <= length["mean"] <= length["max"] <= TOY.max_steps
    assert len(figures["wins"]) == 3 and all(0 <= w <= 1 for w in figures["wins"])
    assert sum(figures["wins"]) >= 1  # every game has a winner; ties count for each tied seat
    for spread in figures["scores"]:
        assert spread["min"] <= spread["mean"] <= spread["max"] and spread["stdev"] >= 0
    assert figures["team_win_rate"] is None


def test_simulate_is_deterministic_apart_from_the_clock() -> None:
    a, b = simulate(TOY, 2, 10, seed=1).as_dict(), simulate(TOY, 2, 10, seed=1).as_dict()
    for key in ("seconds", "games_per_s", "moves_per_s"):
        a.pop(key), b.pop(key)
    assert a == b


def test_cooperative_games_report_the_team_win_rate() -> None:
    class Coop(ToyGame):
        def outcome(self, s: ToyState) -> Outcome | None:
            base = super().outcome(s)
            return None if base is None else Outcome.team(sum(s.played[0]) > 12, s.players)

    figures = simulate(Coop(), 2, 30, seed=0).as_dict()
    assert 0 <= figures["team_win_rate"] <= 1
    assert figures["wins"][0] == figures["wins"][1] == figures["team_win_rate"]


def test_json_prints_exactly_one_line_with_every_figure(runner: CliRunner, test_registry: dict) -> None:
    result = runner.invoke(app, ["simulate", "toy", "--players", "2", "--games", "15", "--seed", "3", "--json"])
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert len(lines) == 1
    figures = orjson.loads(lines[0])
    assert set(figures) == FIELDS
    assert figures["games"] == 15 and figures["players"] == 2 and figures["seed"] == 3


def test_the_table_output_names_the_figures(runner: CliRunner, test_registry: dict) -> None:
    result = runner.invoke(app, ["simulate", "simul", "-p", "3", "-n", "5"])
    assert result.exit_code == 0, result.output
    words = " ".join(result.stdout.split())  # the headline wraps where the terminal is narrow
    assert "5 games of simul (3 players)" in words
    assert "games/s" in words and "moves per game (min 6, max 6)" in words


def test_a_registered_game_simulates_too(runner: CliRunner) -> None:
    result = runner.invoke(app, ["simulate", "pickomino", "--games", "3", "--json"])
    assert result.exit_code == 0, result.output
    figures = orjson.loads(result.stdout)
    assert figures["games"] == 3 and figures["moves_per_s"] > 0


def test_bad_player_counts_and_options_are_usage_errors(runner: CliRunner, test_registry: dict) -> None:
    result = runner.invoke(app, ["simulate", "toy", "--players", "5", "--json"])
    assert result.exit_code == 2
    assert "Toy is for 2-3 players, not 5" in result.stderr
    result = runner.invoke(app, ["simulate", "toy", "--option", "speed=fast"])
    assert result.exit_code == 2
    assert "unknown option(s): speed" in result.stderr and "Toy has no options" in result.stderr


def test_options_are_read_as_json_when_they_are_json() -> None:
    assert parse_pairs(["variant=true", "n=3", "mode=expert", 'name="x"']) == {
        "variant": True, "n": 3, "mode": "expert", "name": "x"}
    with pytest.raises(UsageError, match="expects key=value, got 'variant'"):
        parse_pairs(["variant"])


def test_options_are_checked_against_the_declared_ones() -> None:
    class WithOption(ToyGame):
        options = (Option.flag("variant", "Variant"),)

    game = WithOption()
    assert game_options(game, ["variant=true"], 2) == {"variant": True}
    assert game_options(game, None, 2) == {"variant": False}
    expected = r"option variant: 'yes' is not one of False, True\. .*variant \(false\*, true\)"
    with pytest.raises(UsageError, match=expected):
        game_options(game, ["variant=yes"], 2)


def test_a_bare_number_names_a_string_choice_that_reads_the_same() -> None:
    """`-o season=1961` picks the season "1961": nobody should have to quote it for the shell and JSON."""
    class WithSeason(ToyGame):
        options = (Option("season", "Season", (("off", "None"), ("1961", "1961")), "off"),)

    game = WithSeason()
    assert game_options(game, ["season=1961"], 2) == {"season": "1961"}
    assert game_options(game, ['season="1961"'], 2) == {"season": "1961"}
    with pytest.raises(UsageError, match="1962"):
        game_options(game, ["season=1962"], 2)
