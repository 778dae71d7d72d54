"""The team bot's look past its own actions: the best few turn plans tried against sampled draws.

`bot.plan_turn` ranks whole-turn plans by `evaluate.value`, a static
estimate of the risk each city on two or three cubes runs. Here the few best
plans (distinct first steps) are each carried through the rest of the turn on
several determinizations of the seat's view (the decks reshuffled within
what the table knows, `hidden.determinize`): the two player cards, any
epidemic with its intensify, and the infections, so a plan is charged for the
outbreaks and chains those draws would actually cause, the epidemic's
reshuffled discard pile included. Each sampled outcome is scored by `value`
from the next player's point of view, and the plan with the best mean wins.
It reads nothing hidden: every sample is drawn from the seat's information.
"""

from __future__ import annotations

from meeple.engine import Action, Rng

from .actions import colour_counts
from .components import CARD_NAMES, is_event
from .evaluate import Context, context, value
from .hidden import determinize
from .map import COLOUR_OF
from .play import play
from .state import ACTIONS, PandemicState

SAMPLES = 6
"""Determinizations each plan is tried on."""
PLANS = 4
"""Plans (distinct first steps) tried past the turn's end."""
LOOKAHEAD_WEIGHT = 1.0
"""Share of a plan's score taken from the sampled draws (the rest is its static value)."""


def end_of_turn(state: PandemicState, seat: int) -> PandemicState:
    """The position once `seat` stops acting: the remaining actions passed."""
    if state.phase == ACTIONS and state.current == seat and state.result is None and state.pending is None:
        done = state.clone()
        play(done, seat, {"type": "pass"})
        return done
    return state


def rerank(
    state: PandemicState, seat: int, ctx: Context, plans: list[tuple[float, Action, PandemicState]], rng: Rng,
) -> tuple[float, Action] | None:
    """The (score, first step) of the plan whose sampled draws turn out best among the `PLANS` best
    of `plans` (value, first step, position after the plan) with distinct first steps."""
    best: dict[str, tuple[float, Action, PandemicState]] = {}
    for v, first, after in plans:
        key = repr(sorted(first.items()))
        if key not in best or v > best[key][0]:
            best[key] = (v, first, after)
    top = sorted(best.values(), key=lambda p: -p[0])[:PLANS]
    if not top:
        return None
    cure = next((p for p in top if p[1]["type"] in ("cure", "keep")), None)
    if cure is not None:  # a cure among the best plans is made at once
        return cure[0], cure[1]
    if len(top) == 1:
        return top[0][0], top[0][1]
    seeds = [rng.next64() for _ in range(SAMPLES)]
    scored = []
    for v, first, after in top:
        done = end_of_turn(after, seat)
        mean = sum(sampled_value(done, seat, Rng(x)) for x in seeds) / len(seeds)
        scored.append((LOOKAHEAD_WEIGHT * mean + (1 - LOOKAHEAD_WEIGHT) * v, first))
    return max(scored, key=lambda p: p[0])


def sampled_value(state: PandemicState, seat: int, rng: Rng) -> float:
    """`value` after one sampled draw, epidemic and infection step, when the next player's turn begins."""
    s = determinize(state, seat, rng)
    current = s.current
    steps = 0
    while s.result is None and not (s.phase == ACTIONS and s.current != current) and steps < 40:
        steps += 1
        over = s.over_limit()
        if over is not None:
            card = least_needed(s, over)
            play(s, over, {"type": "discard", "card": CARD_NAMES[s.hands[over][0] if card is None else card]})
        elif s.pending is not None or s.phase == ACTIONS:
            break
        else:
            play(s, s.current, {"type": s.phase})
    return value(s, context(s))


def least_needed(state: PandemicState, seat: int) -> int | None:
    """The city card `seat` misses least by a quick rule (a cured colour, else the colour held
    least), or None with no city card: the samples' discard, and the card an Operations Expert's
    flight spends."""
    hand = state.hands[seat]
    counts = colour_counts(hand)
    cities = [c for c in hand if not is_event(c)]
    if not cities:
        return None
    return min(cities, key=lambda c: (not state.cured[COLOUR_OF[c]], counts[COLOUR_OF[c]], c))
