"""Skull's policy: a search hint (small raises only) and a rule-based player for the `policy` bot.

A bid may be any count up to every disc on the mats (up to 24 at six
players), so a search tree that tries every count spreads its visits thin
over bids that differ only in how reckless they are. `search_actions` keeps
the placements, the pass, the flips and the raises of one to RAISES over the
current bid.

`observers` is set: bluffing is the game, so the search keeps a tree per
seat, each from what that seat can observe, lest the opponents in the search
read the searcher's discs (docs/bots.md, Ladder). `secret_key` is a seat's
own discs (its mat, bottom to top, and its hand):
the search keys each other seat's tree on them, so that a seat with a skull
under its top disc plays differently from one without (a handful of values).

Rollouts stay uniform on purpose: a cautious rollout policy (mostly
flowers, raises its own mat can back) made ISMCTS weaker against the random
bot, 7 wins in 24 against 12 on the same deals, since uniform rollouts model
random opponents exactly (docs/bots.md, Findings).

`choose` is the `policy` bot, the obvious strategy of the rules, reading only
what its seat knows (its own hand and mat, and the public counts):

* place the skull half the time while none is on its mat (a trap for
  challengers), else a flower;
* bid as soon as a flower tops its mat (or its hand is empty), and raise,
  straight to its reach: the flowers on top of its own mat, and if no skull
  is under them, the top disc of each other mat and every disc of a player
  known to have lost their skull; pass once the bid is past that;
* flip first the mats of players who lost their skull, then the tallest
  stacks (their top disc is the least likely to be the skull);
* after flipping its own skull, discard a flower while two are left, else the
  skull; an eliminated challenger lets the next seat start.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from meeple.engine import Action, Game, Policy, Rng

from .components import BIDDING, CHALLENGE, CHOOSE_START, DISCARD, FLOWER, LOST, SKULL
from .state import SkullState

RAISES = 3
"""The largest raise over the current bid that the search considers."""
SKULL_CHANCE = 2
"""One placement in this many is the skull, while none is on the seat's mat."""


class SkullPolicy(Policy):
    """`GAME.policy`: `search_actions`, `observers` and `secret_key` for ISMCTS (uniform rollouts), `choose` for
    the `policy` bot."""

    observers = True

    def search_actions(self, state: SkullState, seat: int, legal: Sequence[Action]) -> Sequence[Action]:
        """`legal` without the bids more than RAISES above the current one."""
        top = state.bid + RAISES
        return [a for a in legal if a["type"] != "bid" or a["count"] <= top]

    def secret_key(self, state: SkullState, seat: int) -> Hashable:
        """The seat's own discs: its mat (bottom to top) and its hand."""
        return tuple(state.mats[seat]), tuple(state.hands[seat])

    def choose(self, game: Game, state: SkullState, seat: int, rng: Rng) -> Action:
        """The rule-based move for `seat` (module docstring), one of `game.legal_actions`."""
        legal = game.legal_actions(state, seat)
        if len(legal) == 1:
            return legal[0]
        return decide(state, seat, legal, rng)


def decide(state: SkullState, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
    """The rule-based move among `legal` (more than one), reading only what `seat` knows."""
    if state.phase == CHALLENGE:
        return _flip(state, legal)
    if state.phase == DISCARD:
        keep_skull = state.hands[seat][FLOWER] >= 2
        return _pick(legal, "discard", disc="flower" if keep_skull else "skull")
    if state.phase == BIDDING:
        return _raise_or_pass(state, seat, legal)
    if state.phase == CHOOSE_START:
        return next((a for a in legal if a["seat"] == state.next_seat(seat)), legal[0])
    return _place_or_bid(state, seat, legal, rng)


def sure_flowers(state: SkullState, seat: int) -> int:
    """The flowers on top of the seat's own mat, above its skull if it placed one."""
    mat = state.mats[seat]
    count = 0
    for kind in reversed(mat):
        if kind == SKULL:
            break
        count += 1
    return count


def reach(state: SkullState, seat: int) -> int:
    """How many flowers the seat expects to turn up: its own, then the likely ones of the other mats."""
    own = sure_flowers(state, seat)
    if own < len(state.mats[seat]):
        return own  # a bid past its own skull fails at once
    others = 0
    for s in range(state.players):
        if s != seat and state.mats[s]:
            others += len(state.mats[s]) if state.skull_known[s] == LOST else 1
    return own + others


def _pick(legal: Sequence[Action], kind: str, **fields: object) -> Action:
    """The legal action of `kind` with `fields`, else the first legal action."""
    for action in legal:
        if action["type"] == kind and all(action.get(k) == v for k, v in fields.items()):
            return action
    return legal[0]


def _place_or_bid(state: SkullState, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
    """Opening and turns: open the bidding at the seat's reach once a flower tops its mat, else place."""
    places = [a for a in legal if a["type"] == "place"]
    bids = [a for a in legal if a["type"] == "bid"]
    mat = state.mats[seat]
    if bids and (not places or sure_flowers(state, seat) >= 1):
        return min(bids, key=lambda a: abs(a["count"] - max(1, reach(state, seat))))
    if SKULL not in mat and rng.below(SKULL_CHANCE) == 0:
        return _pick(places, "place", disc="skull")
    return _pick(places, "place", disc="flower")


def _raise_or_pass(state: SkullState, seat: int, legal: Sequence[Action]) -> Action:
    """Raise straight to the seat's reach while the bid is under it, else pass."""
    far = reach(state, seat)
    if state.bid < far:
        return _pick(legal, "bid", count=far)
    return _pick(legal, "pass")


def _flip(state: SkullState, legal: Sequence[Action]) -> Action:
    """The mat least likely to show a skull: a skull-less owner's first, then the tallest face-down stack."""

    def risk(action: Action) -> tuple[int, int]:
        s = action["seat"]
        return (state.skull_known[s] != LOST, state.flipped[s] - len(state.mats[s]))

    return min(legal, key=risk)


POLICY = SkullPolicy()
