"""ISMCTS: deterministic for a seed, within its budget, blind to hidden information, stronger than random."""

from __future__ import annotations

from typing import Any

import pytest

from meeple.bots import ISMCTS, LEVELS, Budget, RandomBot, play_game
from meeple.bots.observers import ObserverSearch
from meeple.bots.search import Search
from meeple.bots.tree import Node, rewards
from meeple.engine import Outcome, Policy, Rng
from meeple.games.forsale import GAME as FORSALE
from meeple.games.forsale.state import SELLING
from meeple.games.skull import GAME as SKULL
from tests.bots.simul import SIMUL
from tests.engine.toy import TOY


def _bot(iterations: int = 200, seed: int | None = 9, **kw: Any) -> ISMCTS:
    return ISMCTS(budget=Budget(iterations=iterations), seed=seed, **kw)


def test_same_seed_same_move() -> None:
    state = TOY.setup(3, {}, 4)
    moves = {str(_bot().choose(TOY, state, 0, Rng(1))) for _ in range(3)}
    assert len(moves) == 1


def test_without_a_seed_the_handed_rng_decides() -> None:
    state = FORSALE.setup(4, {}, 3)
    a = _bot(seed=None).choose(FORSALE, state, 0, Rng(5))
    b = _bot(seed=None).choose(FORSALE, state, 0, Rng(5))
    assert a == b


def test_the_search_leaves_the_state_alone() -> None:
    state = FORSALE.setup(4, {}, 3)
    before = FORSALE.dump(state)
    _bot(100).choose(FORSALE, state, 0, Rng(0))
    assert FORSALE.dump(state) == before


def test_iteration_budget_is_respected() -> None:
    bot = _bot(37, seed=1)
    bot.choose(TOY, TOY.setup(2, {}, 2), 0, Rng(0))
    assert bot.last_iterations == 37
    assert sum(n.visits for n in bot.last_root.children.values()) == 37  # type: ignore[union-attr]
    # a tree per seat: the searching seat owns every other iteration, from the first
    observers = _bot(37, seed=1, observers=True)
    observers.choose(TOY, TOY.setup(2, {}, 2), 0, Rng(0))
    assert observers.last_iterations == 37
    assert sum(n.visits for n in observers.last_root.children.values()) == 19  # type: ignore[union-attr]


def test_the_game_policy_chooses_a_tree_per_seat() -> None:
    """Skull's policy sets `observers`, For Sale's does not; the bot's own setting wins."""
    assert _bot().per_seat(SKULL) and not _bot().per_seat(FORSALE)
    assert not _bot(observers=False).per_seat(SKULL) and _bot(observers=True).per_seat(FORSALE)


def test_time_budget_cuts_the_search() -> None:
    bot = ISMCTS(budget=Budget(iterations=10**9, ms=30), seed=1)
    bot.choose(TOY, TOY.setup(2, {}, 2), 0, Rng(0))
    assert 0 < bot.last_iterations < 10**9


def test_a_forced_move_needs_no_search() -> None:
    bot = _bot()
    state = FORSALE.setup(3, {}, 1)
    state.coins[0] = 0  # nothing to bid with: passing is the only move
    assert bot.choose(FORSALE, state, 0, Rng(0)) == {"type": "pass"}
    assert bot.last_iterations == 0


def test_budgets_are_checked() -> None:
    with pytest.raises(ValueError, match="at least one iteration"):
        Budget(iterations=0)
    with pytest.raises(ValueError, match="must be positive"):
        Budget(iterations=5, ms=0)


def test_toy_search_sees_only_what_the_seat_may_know() -> None:
    """Two states that differ only in cards seat 0 cannot see give the same decision."""
    a = TOY.setup(2, {}, 5)
    b = TOY.clone(a)
    hidden = sorted(b.deck + b.hands[1])
    b.deck, b.hands[1] = hidden[2:], hidden[:2]
    b.rng = Rng(12345)
    assert TOY.view(a, 0) == TOY.view(b, 0)
    assert TOY.dump(a) != TOY.dump(b)
    bot = _bot(300, seed=3)
    assert bot.choose(TOY, a, 0, Rng(0)) == bot.choose(TOY, b, 0, Rng(0))


def _selling_position() -> Any:
    """A 4-player For Sale game played to the selling phase, seat 0 and 1 already chosen."""
    state = FORSALE.setup(4, {}, 11)
    rng = Rng(2)
    while state.phase != SELLING:
        seat = min(FORSALE.waiting_for(state))
        FORSALE.apply(state, seat, RandomBot().choose(FORSALE, state, seat, rng))
    for seat in (0, 1):
        FORSALE.apply(state, seat, {"type": "sell", "property": state.hands[seat][0]})
    return state


def test_forsale_search_sees_only_what_the_seat_may_know() -> None:
    """Different decks, left-out cards, face-down choices and Rng, one view: one move."""
    a = _selling_position()
    b = FORSALE.clone(a)
    b.pending[1] = b.hands[1][-1]  # another face-down choice
    pool = sorted(b.property_deck + b.removed_properties)
    b.property_deck, b.removed_properties = pool[: len(b.property_deck)], pool[len(b.property_deck):]
    cheques = sorted(b.cheque_deck + b.removed_cheques, reverse=True)
    b.cheque_deck, b.removed_cheques = cheques[: len(b.cheque_deck)], sorted(cheques[len(b.cheque_deck):])
    b.rng = Rng(999)
    assert FORSALE.view(a, 2) == FORSALE.view(b, 2)
    assert FORSALE.dump(a) != FORSALE.dump(b)
    bot = _bot(300, seed=4)
    assert bot.choose(FORSALE, a, 2, Rng(0)) == bot.choose(FORSALE, b, 2, Rng(0))


def test_simultaneous_choices_are_searched_blind() -> None:
    """In a simultaneous phase the other seats' statistics sit beside ours, not under our choice."""
    state = SIMUL.setup(3, {}, 1)
    bot = _bot(300, seed=2, observers=False)
    bot.choose(SIMUL, state, 1, Rng(0))
    root = bot.last_root
    assert root is not None
    actors = {actor for actor, _ in root.children}
    assert actors == {0, 1, 2}
    for (actor, _), child in root.children.items():
        assert not child.children, f"seat {actor}'s choice has choices of others under it"
    assert root.joints, "after everyone has chosen, the tree goes on under the joint choice"
    joint = next(iter(root.joints))
    assert [actor for actor, _ in joint] == [1, 0, 2]  # ours first, then the others in seat order
    assert all(isinstance(node, Node) for node in root.joints.values())


def test_levels_are_named_budgets() -> None:
    assert set(LEVELS) == {"easy", "medium", "hard"}
    assert LEVELS["easy"].iterations < LEVELS["medium"].iterations < LEVELS["hard"].iterations
    assert ISMCTS().budget == LEVELS["medium"] and ISMCTS().name == "ismcts:medium"
    with pytest.raises(ValueError, match="unknown level"):
        ISMCTS("impossible")


def test_rewards_follow_ranks_share_ties_and_team_results() -> None:
    assert rewards(Outcome.from_scores([1, 2, 3]), 3) == [0.0, 0.5, 1.0]
    assert rewards(Outcome.from_scores([3, 9, 3]), 3) == [0.25, 1.0, 0.25]
    assert rewards(Outcome.from_scores([5, 5]), 2) == [0.5, 0.5]
    assert rewards(Outcome.from_scores([9, 9, 1]), 3) == [0.75, 0.75, 0.0]
    assert rewards(Outcome.team(True, 2), 2) == [1.0, 1.0]
    assert rewards(Outcome.team(False, 3), 3) == [0.0, 0.0, 0.0]
    teams = Outcome(scores=(1, 0, 1, 0), ranks=(1, 2, 1, 2), teams=(0, 1, 0, 1))
    assert rewards(teams, 4) == [1.0, 0.0, 1.0, 0.0]


def _counting_toy(depth: int) -> tuple[Any, dict[str, int]]:
    """The toy game with a policy that counts its rollout steps and estimates, cut at `depth`."""
    calls = {"rollout": 0, "evaluate": 0}

    class Counting(Policy):
        rollout_depth = depth

        def rollout_action(self, state: Any, seat: int, legal: list[Any], rng: Rng) -> Any:
            calls["rollout"] += 1
            return legal[0]

        def evaluate(self, state: Any) -> list[float]:
            calls["evaluate"] += 1
            return [0.5] * state.players

    class Toy(type(TOY)):  # type: ignore[misc]
        policy = Counting()

    return Toy(), calls


def test_a_rollout_policy_and_estimate_are_used() -> None:
    """A game's policy plays the rollouts; with `evaluate` they stop at `rollout_depth`."""
    game, calls = _counting_toy(2)
    _bot(50, observers=False).choose(game, TOY.setup(2, {}, 3), 0, Rng(0))
    assert calls["evaluate"] > 0 and 0 < calls["rollout"] <= 2 * 50
    calls.update(rollout=0, evaluate=0)
    _bot(50, use_policy=False).choose(game, TOY.setup(2, {}, 3), 0, Rng(0))
    assert calls == {"rollout": 0, "evaluate": 0}


def test_an_estimate_at_depth_zero_replaces_the_rollouts() -> None:
    """`rollout_depth = 0`: each new leaf is estimated at once, no rollout step is played."""
    game, calls = _counting_toy(0)
    _bot(40, observers=False).choose(game, TOY.setup(2, {}, 3), 0, Rng(0))
    assert calls["rollout"] == 0 and 0 < calls["evaluate"] <= 40


def test_search_actions_narrow_what_the_tree_considers() -> None:
    """The tree holds only the actions `search_actions` names (here the last legal one), at every node."""
    seen: list[tuple[int, int]] = []

    class Narrowing(Policy):
        def search_actions(self, state: Any, seat: int, legal: list[Any]) -> list[Any]:
            seen.append((len(legal), seat))
            return legal[-1:]

    class Toy(type(TOY)):  # type: ignore[misc]
        policy = Narrowing()

    game, state = Toy(), TOY.setup(2, {}, 3)
    legal = game.legal_actions(state, 0)
    assert len(legal) > 1
    bot = _bot(60)
    assert bot.choose(game, state, 0, Rng(0)) == legal[-1]
    assert bot.last_root is not None and len(bot.last_root.children) == 1
    assert seen and all(n > 1 for n, _ in seen)


def test_beats_random_at_the_toy_game() -> None:
    wins = 0
    games = 30
    for g in range(games):
        seat = g % 2
        bots: list[Any] = [RandomBot(), RandomBot()]
        bots[seat] = _bot(150, seed=g)
        record = play_game(TOY, 2, {}, seed=g, bots=bots, policy_seed=g)
        assert record.outcome is not None
        wins += record.outcome.ranks[seat] == 1
    assert wins >= games * 0.6


def test_explain_lists_the_most_visited_root_actions() -> None:
    bot = _bot(120, seed=5)
    assert bot.explain() == []
    state = TOY.setup(2, {}, 6)
    chosen = bot.choose(TOY, state, 0, Rng(0))
    lines = bot.explain(limit=2)
    assert lines[0]["action"] == chosen and len(lines) <= 2
    assert lines[0]["visits"] >= lines[-1]["visits"] and 0.0 <= lines[0]["mean"] <= 1.0


def _skull_opening(disc: str) -> Any:
    """Three-player Skull after the opening: seat 0's first disc is `disc`, the others' flowers."""
    state = SKULL.setup(3, {}, 1)
    for seat, placed in enumerate((disc, "flower", "flower")):
        SKULL.apply(state, seat, {"type": "place", "disc": placed})
    return state


def _trees(search: ObserverSearch, seat: int) -> list[Node]:
    """Seat's trees in a search: one per value of its secrets (Skull gives `secret_key`), else the one."""
    return list(search.keyed[seat].values()) or [search.trees[seat]]


def test_opponents_search_only_what_they_observe() -> None:
    """In seat 1's own tree, seat 0's placements are one observation ("places a disc"), whichever disc."""
    state = _skull_opening("flower")
    search = ObserverSearch(SKULL, state, 0, Rng(3), _bot(400))
    search.run(Budget(iterations=400))
    placed = [n.action for (a, _), n in search.root.children.items() if a == 0]
    tried = {action["disc"] for action in placed if action is not None and action["type"] == "place"}
    assert tried == {"flower", "skull"}
    trees = _trees(search, 1)
    assert len(trees) > 1, "one tree for each of seat 1's possible discs"
    seen = {key for tree in trees for key in tree.children if b"place" in key[1]}
    assert len(seen) == 1 and all(b"skull" not in k and b"flower" not in k for _, k in seen)
    assert all(a in (-1, 1) for tree in trees for a, _ in tree.children)


def test_opponents_answer_a_bluff_as_an_honest_bid() -> None:
    """After seat 0's bid of 2, seat 1 passes as often whether seat 0's disc is a skull or a flower.

    The single-observer tree's seat 1 read the disc: it passed far more often over the skull."""

    def passes(disc: str, kind: type[Search]) -> float:
        search = kind(SKULL, _skull_opening(disc), 0, Rng(5), _bot())
        search.run(Budget(iterations=1500))
        # seat 1's view of the bid: its own tree's observation, or the bid's edge in the one tree
        roots = _trees(search, 1) if isinstance(search, ObserverSearch) else [search.root]
        after = [
            n
            for root in roots
            for (a, k), n in root.children.items()
            if a in (-1, 0) and b"bid" in k and b'"count":2' in k
        ]
        kids = [n for node in after for (a, _), n in node.children.items() if a == 1]
        return sum(n.visits for n in kids if n.action["type"] == "pass") / sum(n.visits for n in kids)  # type: ignore[index]

    assert abs(passes("skull", ObserverSearch) - passes("flower", ObserverSearch)) < 0.15
    assert passes("skull", Search) - passes("flower", Search) > 0.3


def test_simultaneous_choices_are_observed_together() -> None:
    """Observer search: no seat's tree has another's pick of a simultaneous phase under its own root choice
    until everyone has chosen, and then as one observation."""
    search = ObserverSearch(SIMUL, SIMUL.setup(3, {}, 1), 1, Rng(2), _bot(300))
    search.run(Budget(iterations=300))
    for seat, tree in enumerate(search.trees):
        for (actor, _), child in tree.children.items():
            assert actor == seat, f"seat {seat}'s tree has seat {actor}'s pick at its root"
            assert all(a == -1 for a, _ in child.children)


def test_a_seat_out_of_the_game_stops_owning_iterations() -> None:
    """Skull's seat 2 has no disc left: after a few owned iterations with no choice, seat 1 owns them all."""
    state = _skull_opening("flower")
    state.hands[2], state.mats[2] = [0, 0], []
    search = ObserverSearch(SKULL, state, 0, Rng(1), _bot())
    search.run(Budget(iterations=200))
    assert search.others == [1]
    assert not any(a == 2 for tree in _trees(search, 2) for a, _ in tree.children)
