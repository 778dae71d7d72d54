"""Determinize: a state consistent with all one seat knows, everything else resampled.

What a seat does not know, and how it is redrawn:

* the world: drawn uniformly from the worlds consistent with the public notes
  (debunks) and the seat's own notes (`worlds.consistent`, exact, no rejection);
* which ingredients another player mixed: for each of its notes the rules made
  only the result public, so a pair giving that result in the new world is drawn;
* where the unseen ingredient cards are: the 40 cards minus the market, the
  seat's hand and the seat's own discards since the last shuffle, dealt again
  to the other hands, the other players' discards and the deck (sizes kept);
* other players' favours (redealt with the favour deck) and the kinds of their
  face-down seals (their seals on the board and in supply shuffled together; while one of them is
  revising a theory with the Publisher, redrawn until it still has something to exchange there);
* which adventurers are still to come (the one put away at setup is unknown);
* the Rng.

Pools are built in a sorted order before drawing, so the result depends only on
what the seat knows and on `rng`. Simplification: another player's mixed pairs are
drawn from the whole world, not tied to the cards dealt to its discards, and
cards a player was seen to take from the market are not kept in its hand.
"""

from __future__ import annotations

from meeple.engine import Rng

from .actions import rework_actions
from .components import COPIES, FAVOUR_NAMES, SEALS
from .state import AlchemistsState
from .theories import revisable
from .worlds import known, pair_for, sample_world


def determinize(state: AlchemistsState, seat: int, rng: Rng) -> AlchemistsState:
    """A copy of `state` in which every unseen thing is redrawn from `rng`."""
    s = state.copy()
    others = [o for o in range(s.players) if o != seat]
    if s.phase != "over":  # at the end the world, the mixed pairs and the seals are all revealed
        s.world = sample_world(known(s.public_notes, s.notes[seat]), rng)
        for o in others:
            for note in s.notes[o]:
                got = pair_for(s.world, note[3], rng)
                if got is not None:
                    note[1], note[2] = got
        _seals(s, others, rng)
    _cards(s, seat, others, rng)
    _favours(s, others, rng)
    _adventurers(s, rng)
    s.rng = Rng(rng.next64())
    return s


def _deal(pool: list[int], sizes: list[int], rng: Rng) -> list[list[int]]:
    rng.shuffle(pool)
    out, at = [], 0
    for n in sizes:
        out.append(pool[at:at + n])
        at += n
    return out


def _counts(cards: list[int]) -> list[int]:
    c = [0] * 8
    for i in cards:
        c[i] += 1
    return c


def _cards(s: AlchemistsState, seat: int, others: list[int], rng: Rng) -> None:
    left = [COPIES] * 8
    for i in s.market:
        if i >= 0:
            left[i] -= 1
    for i in range(8):
        left[i] -= s.hands[seat][i] + s.outs[seat][i]
    pool = [i for i in range(8) for _ in range(left[i])]
    sizes = [sum(s.hands[o]) for o in others] + [sum(s.outs[o]) for o in others] + [sum(s.deck)]
    dealt = _deal(pool, sizes, rng)
    n = len(others)
    for k, o in enumerate(others):
        s.hands[o] = _counts(dealt[k])
        s.outs[o] = _counts(dealt[n + k])
    s.deck = _counts(dealt[2 * n])
    s.discard = [sum(s.outs[x][i] for x in range(s.players)) for i in range(8)]


def _favours(s: AlchemistsState, others: list[int], rng: Rng) -> None:
    pool = [k for k in range(len(FAVOUR_NAMES)) for _ in range(s.favour_deck[k])]
    for o in others:
        pool += [FAVOUR_NAMES.index(f) for f in s.favours[o]]
    pool.sort()
    sizes = [len(s.favours[o]) for o in others]
    dealt = _deal(pool, [*sizes, len(pool) - sum(sizes)], rng)
    for k, o in enumerate(others):
        s.favours[o] = sorted(FAVOUR_NAMES[f] for f in dealt[k])
    s.favour_deck = [0] * len(FAVOUR_NAMES)
    for f in dealt[-1]:
        s.favour_deck[f] += 1


REDRAWS = 30
"""Tries at seal kinds that leave a Publisher in play something to exchange (then the true kinds stand)."""


def _seals(s: AlchemistsState, others: list[int], rng: Rng) -> None:
    for o in others:
        placed = [seal for i in range(8) for seal in s.seals[i] if seal[0] == o]
        kinds = [seal[1] for seal in placed] + [k for k in range(len(SEALS)) for _ in range(s.seals_left[o][k])]
        kinds.sort()
        true = [seal[1] for seal in placed], s.seals_left[o][:]
        for _ in range(REDRAWS):
            rng.shuffle(kinds)
            _set_kinds(s, o, placed, kinds)
            if _consistent(s, o):
                break
        else:
            for seal, k in zip(placed, true[0], strict=True):
                seal[1] = k
            s.seals_left[o] = true[1]


def _set_kinds(s: AlchemistsState, o: int, placed: list[list[int]], kinds: list[int]) -> None:
    for seal, k in zip(placed, kinds, strict=False):
        seal[1] = k
    s.seals_left[o] = [0] * len(SEALS)
    for k in kinds[len(placed):]:
        s.seals_left[o][k] += 1


def _consistent(s: AlchemistsState, o: int) -> bool:
    """Seal kinds agree with what the table saw: a player revising a theory with the Publisher (stages revise and
    rework) had, and still has, something there to exchange."""
    if s.actor != o or s.stage not in ("revise", "rework"):
        return True
    return bool(revisable(s, o)) if s.stage == "revise" else bool(rework_actions(s, o))


def _adventurers(s: AlchemistsState, rng: Rng) -> None:
    pool = sorted([*s.adv_left, s.adv_out])
    rng.shuffle(pool)
    s.adv_out, s.adv_left = pool[0], sorted(pool[1:])
