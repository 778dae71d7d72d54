"""Dominance Checks: a dominant coalition's loyal players score by influence, else by cylinders in play.

The fourth (last) check scores double; tied players share the points of the places they tie for
(their sum divided by their number, rounded down). After any check, a lead of 4 points ends the game.
"""

from __future__ import annotations

from meeple.engine import Event

from .board import blocks_in_play, cylinders_in_play, influence
from .components import COALITIONS, is_dominance
from .state import PaxState


def dominant(state_blocks: list[int], lead: int) -> int:
    """The coalition with at least `lead` more blocks in play than each other one, or -1."""
    for c in range(3):
        if all(state_blocks[c] >= state_blocks[o] + lead for o in range(3) if o != c):
            return c
    return -1


def share(points: tuple[int, ...], scores: dict[int, int]) -> dict[int, int]:
    """Points by place among the ranked seats; ties split the places they take, rounded down."""
    out: dict[int, int] = {}
    order = sorted(set(scores.values()), reverse=True)
    place = 0
    for value in order:
        tied = [s for s, v in scores.items() if v == value]
        if place >= len(points):
            break
        total = sum(points[place: place + len(tied)])
        for s in tied:
            out[s] = total // len(tied)
        place += len(tied)
    return out


def checks_left(state: PaxState) -> int:
    """Dominance Check cards still in the market or the deck."""
    in_market = sum(1 for row in state.market for c in row if is_dominance(c))
    return in_market + sum(1 for c in state.deck if is_dominance(c))


def resolve(state: PaxState) -> tuple[list[Event], bool]:
    """Score one check; return its events and whether the game is over."""
    final = checks_left(state) == 0
    lead = 2 if "conflict_fatigue" in state.flags else 4
    counts = [blocks_in_play(state, c) for c in range(3)]
    winner = dominant(counts, lead)
    mult = 2 if final else 1
    if winner >= 0:
        scores = {s: influence(state, s, winner) for s in range(state.players)
                  if state.loyalty[s] == winner or s == state.wakhan}
        gained = share(tuple(p * mult for p in (5, 3, 1)), scores)
        head = f"Dominance Check: the {COALITIONS[winner].capitalize()} coalition dominates"
    else:
        scores = {s: cylinders_in_play(state, s) for s in range(state.players)}
        gained = share(tuple(p * mult for p in (3, 1)), scores)
        head = "Dominance Check fails: no coalition dominates"
    for s, v in gained.items():
        state.vp[s] += v
    state.checks += 1
    detail = ", ".join(f"{{p{s}}} +{v}" for s, v in sorted(gained.items()) if v)
    events = [Event("dominance", f"{head}{' (final, double)' if final else ''}: {detail or 'nobody scores'}",
                    data={"coalition": winner, "blocks": counts, "gained": {str(k): v for k, v in gained.items()},
                          "final": final})]
    ranked = sorted(state.vp, reverse=True)
    over = final or (len(ranked) > 1 and ranked[0] >= ranked[1] + 4)
    if winner >= 0 and not over:
        for i in range(len(state.blocks)):
            state.blocks[i] = 0
    return events, over
