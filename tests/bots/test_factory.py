"""make_bot: every spec form, and a clear error for anything else."""

from __future__ import annotations

from typing import Any

import pytest

from meeple.bots import ISMCTS, LEVELS, Bot, BotSpecError, PolicyBot, RandomBot, bot_name, make_bot
from meeple.bots.factory import UNBOUNDED
from meeple.engine import Policy, Rng, contains_action
from meeple.games.forsale import GAME as FORSALE
from tests.engine.toy import TOY, ToyGame


def test_random() -> None:
    bot = make_bot("random")
    assert isinstance(bot, RandomBot) and isinstance(bot, Bot)


@pytest.mark.parametrize("spec, level", [("ismcts", "medium"), ("ismcts:easy", "easy"),
                                         ("ismcts:medium", "medium"), ("ismcts:hard", "hard"),
                                         (" ISMCTS:Hard ", "hard")])
def test_levels(spec: str, level: str) -> None:
    bot = make_bot(spec)
    assert isinstance(bot, ISMCTS)
    assert bot.budget == LEVELS[level]
    assert bot_name(bot) == f"ismcts:{level}"


@pytest.mark.parametrize("spec, iterations, ms, uniform", [
    ("ismcts:500", 500, None, False),
    ("ismcts:250ms", UNBOUNDED, 250.0, False),
    ("ismcts:500:250ms", 500, 250.0, False),
    ("ismcts:hard:250ms", LEVELS["hard"].iterations, 250.0, False),
    ("ismcts:hard:800", 800, None, False),
    ("ismcts:500:uniform", 500, None, True),
    ("ismcts:uniform", LEVELS["medium"].iterations, LEVELS["medium"].ms, True),
])
def test_budgets(spec: str, iterations: int, ms: float | None, uniform: bool) -> None:
    bot = make_bot(spec)
    assert isinstance(bot, ISMCTS)
    assert (bot.budget.iterations, bot.budget.ms, bot.use_policy) == (iterations, ms, not uniform)
    assert bot.name == spec.strip().lower()


@pytest.mark.parametrize("spec, observers", [
    ("ismcts:hard", None), ("ismcts:hard:single", False), ("ismcts:500:observers", True),
])
def test_one_tree_or_a_tree_per_seat(spec: str, observers: bool | None) -> None:
    bot = make_bot(spec)
    assert isinstance(bot, ISMCTS) and bot.observers is observers and bot.name == spec


def test_a_seed_fixes_the_search() -> None:
    bot = make_bot("ismcts:50", seed=7)
    assert isinstance(bot, ISMCTS) and bot.seed == 7


@pytest.mark.parametrize("spec, message", [
    ("", "unknown bot ''"),
    ("alphazero", "unknown bot 'alphazero'; bots are: random, ismcts"),
    ("random:3", "unknown bot 'random:3'"),
    ("ismcts:", "an empty part"),
    ("ismcts::500", "an empty part"),
    ("ismcts:expert", "cannot read 'expert'"),
    ("ismcts:500:600", "cannot read '600'"),
    ("ismcts:500:hard", "cannot read 'hard'"),
    ("ismcts:single:observers", "cannot read 'observers'"),
    ("ismcts:0", "at least one iteration"),
    ("ismcts:0ms", "must be positive"),
])
def test_errors_name_the_spec_and_the_forms(spec: str, message: str) -> None:
    with pytest.raises(BotSpecError, match=message.replace("(", r"\(")):
        make_bot(spec)


def test_a_bad_spec_is_a_value_error() -> None:
    with pytest.raises(ValueError):
        make_bot("nope")


def test_policy_needs_a_game_with_a_policy() -> None:
    assert isinstance(make_bot("policy"), PolicyBot)
    with pytest.raises(BotSpecError, match="toy has no policy bot"):
        make_bot("policy", game=TOY)
    with pytest.raises(BotSpecError, match="toy has no policy bot"):
        make_bot("policy").choose(TOY, TOY.setup(2, {}, 1), 0, Rng(1))


def test_policy_plays_a_rollout_policy_on_a_determinization() -> None:
    state = FORSALE.setup(4, {}, 2)
    bot = make_bot("policy", game=FORSALE)
    action = bot.choose(FORSALE, state, 0, Rng(3))
    assert contains_action(FORSALE.legal_actions(state, 0), action)


def test_policy_prefers_the_games_own_bot() -> None:
    class Own(Policy):
        def choose(self, game: Any, state: Any, seat: int, rng: Rng) -> dict[str, Any]:
            return game.legal_actions(state, seat)[-1]

    class WithBot(ToyGame):
        policy = Own()

    game = WithBot()
    state = game.setup(2, {}, 1)
    assert make_bot("policy", game=game).choose(game, state, 0, Rng(0)) == game.legal_actions(state, 0)[-1]


def test_a_game_may_name_its_own_bot_for_a_table_level() -> None:
    from meeple import games
    from meeple.bots import spec_for_game

    pandemic, skull = games.get("pandemic"), games.get("skull")
    assert spec_for_game("ismcts:hard", pandemic) == "policy"  # the team bot outplays the search there
    assert make_bot(spec_for_game("ismcts:easy", pandemic), game=pandemic).name == "policy"
    assert spec_for_game("ismcts:hard", skull) == "ismcts:hard" and spec_for_game("random", pandemic) == "random"


def test_which_bots_act_out_of_turn_is_declared() -> None:
    from meeple.games.pandemic import GAME as PANDEMIC
    from tests.games.pandemic.positions import table

    assert PANDEMIC.policy is not None and PANDEMIC.policy.interjects and not Policy().interjects
    assert make_bot("policy").interjects(PANDEMIC) and make_bot("ismcts:hard").interjects(PANDEMIC)
    assert not make_bot("ismcts:500:uniform").interjects(PANDEMIC)  # it ignores the game's policy
    assert not make_bot("random").interjects(PANDEMIC) and not make_bot("ismcts").interjects(FORSALE)
    # the search, out of turn, plays the event cards as the game's policy does
    s = table(2, ("Medic", "Researcher"), at={0: "Karachi"},
              hands={0: ["Chicago", "Essen", "London", "Madrid", "Milan"], 1: ["Airlift"]})
    airlift = {"type": "event", "card": "Airlift"}
    assert make_bot("ismcts:easy").interject(PANDEMIC, s, 1, Rng(1)) == airlift
    assert make_bot("ismcts:easy:uniform").interject(PANDEMIC, s, 1, Rng(1)) is None
