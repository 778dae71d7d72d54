"""Multiple-observer ISMCTS for hidden-information games: every seat's choices are searched from what it can know.

Single-observer ISMCTS (`search.Search`) draws every world from the searching
seat's view and keeps one tree, so the other seats' choices in it are learnt
in worlds where the searcher's secrets are always the true ones, and apart
under each of the searcher's hidden moves: the opponents in the tree play as
if they could see the searcher's discs. Measured in Skull at three players
(docs/bots.md, Ladder): with Hard's own disc a skull, the next seat of its
tree passed after Hard's bid of 2 in 80% of its visits; with a flower, in
23%, though that seat sees the same table both times. Hard then finds that
bluffs never work and honest bids are always contested.

Here each seat has a tree of its own, keyed by what that seat observes: its
own actions, and of another seat's move only the events it may see ("places
a disc", not which); another seat's tree is one per value of its secrets
where the game's policy gives `secret_key` (else one for all the secrets
the searcher draws for it). Iterations take turns at being owned: every other one by
the searching seat, the rest by the other seats in turn. An owned iteration's
world is drawn from the owner's view (for another seat: its secrets from the
searcher's view, then all it cannot see, the searcher's secrets included,
from its own); only the owner's tree grows and learns from it, and every
other seat plays from its own tree, in proportion to the visits there (its
mixed strategy so far), or by the rollout policy where its tree has nothing.
So no seat's statistics come from a world that only another seat could know,
and a bluff that an opponent cannot tell from a strong hand gets the
opponent's answer to both. The move is read from the searcher's tree, which
gets half the iterations.

Picks of a simultaneous phase are observed by the others only when all have
chosen (then, with the events that revealed them), so no seat's choice is
searched as if it knew another's pending one.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING

import orjson

from meeple.engine import Action, Event, Game, Rng, State

from .search import Search
from .tree import Node, action_key, pick

if TYPE_CHECKING:
    from .ismcts import ISMCTS

_OBSERVED = orjson.OPT_SORT_KEYS | orjson.OPT_NON_STR_KEYS
IDLE = 4
"""Owned iterations in a row without a choice of the owner's after which another seat owns no more."""


def observation(events: Sequence[Event], actor: int, seat: int) -> bytes:
    """What `seat` sees of `actor`'s move: the events it may see, as canonical JSON."""
    seen = [(e.type, e.text, e.data) for e in events if e.to is None or seat in e.to]
    return orjson.dumps([actor, seen], option=_OBSERVED, default=str)


def follow(node: Node, actor: int, legal: Sequence[Action], rng: Rng) -> Node | None:
    """An edge of `actor` at `node` among `legal`, drawn in proportion to its visits; None if none was tried."""
    children = node.children
    tried: list[Node] = []
    total = 0
    for action in legal:
        child = children.get((actor, action_key(action)))
        if child is not None and child.visits:
            tried.append(child)
            total += child.visits
    if not tried:
        return None
    draw = rng.below(total)
    for child in tried:
        draw -= child.visits
        if draw < 0:
            return child
    return tried[-1]


class ObserverSearch(Search):
    """One multiple-observer search: a tree per seat, iterations owned by the seats in turn (module docstring)."""

    def __init__(self, game: Game, state: State, seat: int, rng: Rng, bot: ISMCTS) -> None:
        super().__init__(game, state, seat, rng, bot)
        self.trees = [Node(s, None) for s in range(self.players)]
        self.root = self.trees[seat]
        self.keyed: list[dict[Hashable, Node]] = [{} for _ in range(self.players)]
        self.others = [s for s in range(self.players) if s != seat]
        self.idle = [0] * self.players

    def owner(self, i: int) -> int:
        """Who owns iteration `i` (from 1): the searching seat on odd ones, the others in turn on even ones."""
        if i % 2 or not self.others:
            return self.seat
        return self.others[(i // 2) % len(self.others)]

    def idle_owner(self, owner: int, path: list[Node]) -> None:
        """Count an owned iteration in which the owner never chose; after IDLE in a row it owns no more
        (a seat out of the game, or one the game ends before: its tree has nothing to learn)."""
        self.idle[owner] = 0 if path else self.idle[owner] + 1
        if self.idle[owner] >= IDLE and owner in self.others:
            self.others.remove(owner)

    def walk(self, i: int) -> tuple[list[Node], bool, State]:
        """A world from the owner's view, and the owner's edges chosen in it."""
        owner = self.owner(i)
        det = self.fresh(self.state, self.seat, self.rng)
        if owner != self.seat:
            det = self.fresh(det, owner, self.rng)
        path, over = self.descend_as(owner, det)
        if owner != self.seat:
            self.idle_owner(owner, path)
        return path, over, det

    def descend_as(self, owner: int, det: State) -> tuple[list[Node], bool]:
        """Play the trees down until the owner expands an edge or the game ends; the owner's edges."""
        g, apply, rng, c, narrow, players = self.game, self.apply, self.rng, self.c, self.narrow, self.players
        cursors: list[Node | None] = list(self.trees) if self.secret is None else self.roots(det)
        held: list[list[bytes]] = [[] for _ in range(players)]
        path: list[Node] = []
        actor = self.seat
        waiting = self.root_waiting
        pending = set(waiting) if len(waiting) > 1 and actor in waiting else None
        while True:
            full: Sequence[Action] = g.legal_tuple(det, actor)
            if not full:
                return path, False
            legal = full
            if narrow is not None and len(full) > 1:
                legal = narrow(det, actor, full) or full
            node = cursors[actor]
            expanded = False
            child: Node | None
            if actor == owner:
                assert node is not None
                child, expanded = pick(node, actor, legal, c, rng)
                path.append(child)
            else:
                child = None if node is None else follow(node, actor, legal, rng)
            action = child.action if child is not None else self.play(det, actor, full)
            events = apply(det, actor, action)  # type: ignore[arg-type]
            if expanded:
                return path, False
            waiting = g.waiting_for(det)
            if not waiting:
                return path, True
            cursors[actor] = child
            together = False
            if pending is not None:
                pending.discard(actor)
                together = waiting <= pending
            for s in range(players):
                if s != actor or (pending is not None and not together):
                    held[s].append(observation(events, actor, s))
            if not together:
                _observe(cursors, held)
                pending = set(waiting) if len(waiting) > 1 else None
            actor = min(waiting)

    def roots(self, det: State) -> list[Node | None]:
        """Each seat's tree for its secrets in `det` (`Policy.secret_key`); the searcher's one tree."""
        secret = self.secret
        assert secret is not None
        out: list[Node | None] = []
        for s, keyed in enumerate(self.keyed):
            if s == self.seat:
                out.append(self.root)
                continue
            key = secret(det, s)
            node = keyed.get(key)
            if node is None:
                node = keyed[key] = Node(s, None)
            out.append(node)
        return out

    def play(self, det: State, actor: int, legal: Sequence[Action]) -> Action:
        """The rollout policy's move, for a seat whose tree has nothing here."""
        if len(legal) == 1:
            return legal[0]
        if self.policy is not None:
            return self.policy(det, actor, legal, self.rng)
        return legal[self.rng.below(len(legal))]


def _observe(cursors: list[Node | None], held: list[list[bytes]]) -> None:
    """Move each seat's cursor down by what it has seen since its last step (a seat off its tree stays off)."""
    for s, seen in enumerate(held):
        if not seen:
            continue
        node = cursors[s]
        if node is not None:
            key = (-1, b"\n".join(seen))
            nxt = node.children.get(key)
            if nxt is None:
                nxt = node.children[key] = Node(-1, None)
            cursors[s] = nxt
        seen.clear()
