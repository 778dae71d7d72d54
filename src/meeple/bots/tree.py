"""The search tree of ISMCTS: nodes, action keys, UCB selection and the reward of an outcome.

A node is an edge of the tree: the action one seat took from its parent, with
that seat's visit count, summed reward and availability count (how often the
action was legal when its parent was visited, which is what ISMCTS uses in
place of the parent's visit count). Children are keyed by `(actor, action key)`
so that two seats deciding at the same node (a simultaneous phase) never share
statistics.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import orjson

from meeple.engine import Action, Outcome, Rng

_SORT = orjson.OPT_SORT_KEYS

EdgeKey = tuple[int, bytes]
"""`(actor, canonical JSON of the action)`: one edge of the tree. Canonical JSON is stable across
determinizations and, measured, no dearer than a tuple of the action's items (which may not hash)."""


class Node:
    """One edge of the tree and the statistics of the seat that chose it."""

    __slots__ = ("action", "avail", "children", "joints", "key", "seat", "total", "visits")

    def __init__(self, seat: int, action: Action | None, key: bytes = b"") -> None:
        self.seat = seat
        self.action = action
        self.key = key
        self.visits = 0
        self.total = 0.0
        self.avail = 0
        self.children: dict[EdgeKey, Node] = {}
        self.joints: dict[tuple[EdgeKey, ...], Node] | None = None

    def after_joint(self, picks: tuple[EdgeKey, ...]) -> Node:
        """The node reached once every seat of a simultaneous phase begun here has chosen `picks`."""
        if self.joints is None:
            self.joints = {}
        node = self.joints.get(picks)
        if node is None:
            node = self.joints[picks] = Node(-1, None)
        return node


def action_key(action: Action) -> bytes:
    """An action's canonical JSON, the second half of its `EdgeKey` (`pick` inlines it)."""
    return orjson.dumps(action, option=_SORT)


def pick(node: Node, actor: int, legal: Sequence[Action], c: float, rng: Rng) -> tuple[Node, bool]:
    """The edge `actor` takes from `node`: an untried legal action if any (expanded), else the UCB best.

    Every legal action already in the tree has its availability counted. The
    second value says whether a new node was expanded.
    """
    children = node.children
    untried: list[tuple[EdgeKey, Action]] = []
    best: Node | None = None
    best_value = -math.inf
    for action in legal:
        key = (actor, orjson.dumps(action, option=_SORT))
        child = children.get(key)
        if child is None:
            untried.append((key, action))
            continue
        child.avail += 1
        if not untried:
            value = child.total / child.visits + c * math.sqrt(math.log(child.avail) / child.visits)
            if value > best_value:
                best, best_value = child, value
    if untried:
        key, action = untried[rng.below(len(untried))] if len(untried) > 1 else untried[0]
        child = children[key] = Node(actor, action, key[1])
        child.avail = 1
        return child, True
    assert best is not None
    return best, False


def most_visited(root: Node, seat: int) -> Node:
    """The root edge of `seat` with the most visits (ties: the higher summed reward, then the first)."""
    mine = [n for (actor, _), n in root.children.items() if actor == seat]
    return max(mine, key=lambda n: (n.visits, n.total))


def rewards(outcome: Outcome, players: int) -> list[float]:
    """Each seat's reward in [0, 1]: 1 for first alone, 0 for last alone, tied places shared.

    Seats tied at rank r over t places get the average of those places, so a
    two-player draw is worth 0.5 each. Team games rank teams; cooperative games
    give everyone 1 or 0 for the team result.

    >>> rewards(Outcome.from_scores([5, 9, 5]), 3)
    [0.25, 1.0, 0.25]
    """
    if outcome.cooperative:
        return [1.0 if outcome.team_won else 0.0] * players
    if players < 2:
        return [1.0] * players
    if outcome.teams is not None:
        return _team_rewards(outcome)
    return _place_rewards(list(outcome.ranks))


def _place_rewards(ranks: list[int]) -> list[float]:
    n = len(ranks)
    if n < 2:
        return [1.0] * n
    tied = {r: ranks.count(r) for r in set(ranks)}
    return [(n - r - (tied[r] - 1) / 2) / (n - 1) for r in ranks]


def _team_rewards(outcome: Outcome) -> list[float]:
    teams = outcome.teams
    assert teams is not None
    ids = sorted(set(teams))
    rank_of = {t: outcome.ranks[teams.index(t)] for t in ids}
    team_ranks = [rank_of[t] for t in ids]
    # competition ranks among teams, whatever numbering the game used
    places = [1 + sum(1 for o in team_ranks if o < r) for r in team_ranks]
    by_team = dict(zip(ids, _place_rewards(places), strict=True))
    return [by_team[t] for t in teams]


def describe(root: Node, seat: int, limit: int = 5) -> list[dict[str, Any]]:
    """The most visited root actions of `seat` with visits and mean reward, for logs and tests."""
    mine = sorted((n for (a, _), n in root.children.items() if a == seat), key=lambda n: -n.visits)
    return [{"action": n.action, "visits": n.visits, "mean": round(n.total / n.visits, 3) if n.visits else None}
            for n in mine[:limit]]
