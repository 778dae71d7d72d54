"""A rule-based Pax Pamir player for rollouts and the `policy` bot.

Rollouts that end turns at random play almost nothing; this one prefers, in order: placing and
finishing steps sensibly, playing cards it holds, using its court's actions, buying cheap cards,
and only then ending the turn. Bribe offers lean to the full amount and an amount asked is mostly paid;
Courtly Manners is used to ignore a bribe. The ruler (or spy holder) answers a player of another
coalition by asking for the most it can pay or refusing, and accepts a real offer; a player of its
own coalition it mostly lets off cheaply (accepts, or waives).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from meeple.engine import Action, Policy, Rng
from meeple.engine.estimate import ahead_chances

from .board import blocks_in_play, cylinders_in_play, influence, military_stars
from .state import PaxState

_PREFER = {"play": 5.0, "act": 4.0, "buy": 3.0, "end": 0.6, "back": 0.2, "done": 0.5, "ignore": 20.0}
_REPLY = {"accept": 3.0, "refuse": 1.5, "waive": 0.2, "ask": 2.0}
"""The holder's answer to a player of another coalition (an offer of nothing is not worth accepting)."""
_FRIEND = {"accept": 3.0, "refuse": 0.3, "waive": 1.5, "ask": 0.5}
"""The holder's answer to a player of its own coalition."""


def answer_weight(state: PaxState, step: dict[str, Any], action: Action, top_ask: int) -> float:
    """How much the holder of a bribe likes an answer: by the briber's coalition and the offer."""
    table = _FRIEND if state.loyalty[step["briber"]] == state.loyalty[step["seat"]] else _REPLY
    if action["type"] == "ask":
        return table["ask"] if action["amount"] == top_ask else 0.2 * table["ask"]
    reply = action["reply"]
    if reply == "accept" and not step["offer"]:
        return table["waive"]
    return table[reply]


class PaxPolicy(Policy):
    """Weighted random choices that make a turn do something; a rough standing after 60 steps."""

    rollout_depth = 60

    def evaluate(self, state: PaxState) -> Sequence[float] | None:
        """Points, plus what the next check would likely give: influence in the leading coalition,
        cylinders in play, rupees and military stars as small change."""
        blocks = [blocks_in_play(state, c) for c in range(3)]
        lead = max(range(3), key=lambda c: blocks[c])
        standings = []
        for s in range(state.players):
            value = state.vp[s] + 0.15 * state.coins[s] + 0.2 * cylinders_in_play(state, s)
            value += 0.05 * military_stars(state, s)
            if state.loyalty[s] == lead:
                value += 0.6 * influence(state, s)
            standings.append(value)
        chances = ahead_chances(standings, 3.0)  # Wakhan (the last seat, when she plays) is ranked too
        return chances[:-1] if state.wakhan >= 0 else chances

    def rollout_action(self, state: PaxState, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
        """A weighted draw: plays, actions and cheap purchases before ending the turn."""
        if len(legal) == 1:
            return legal[0]
        step = state.step or {}
        top_ask = max((a["amount"] for a in legal if a["type"] == "ask"), default=0) if step.get("k") == "answer" else 0
        weights = []
        for a in legal:
            kind = a["type"]
            w = _PREFER.get(kind, 1.0)
            if kind == "buy":
                w /= 1 + a["col"]
            elif kind == "offer":
                w = 1.0 + a["amount"]
            elif kind in ("answer", "ask"):
                w = answer_weight(state, step, a, top_ask)
            weights.append(w)
        total = sum(weights)
        x = rng.random() * total
        for a, w in zip(legal, weights, strict=True):
            x -= w
            if x <= 0:
                return a
        return legal[-1]


POLICY = PaxPolicy()
