"""Pickomino (Heckmeck am Bratwurmeck): push-your-luck dice for worm tiles.

The game object wires the contract to the turn logic in `turn.py`; legality
lives in the predicates of `turn.py` (which both `turn.legal` and the refusal
sentences of `explain.py` ask), the view in `view.py`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from meeple.engine import ONE_SEAT, BaseGame, Event, Outcome, Rng, action_shapes, seat_name

from . import turn
from .bot import POLICY
from .components import FACES, NUM_DICE, TILES, face_name
from .explain import explain
from .state import OVER, ROLL, PickominoState, dump_state, load_state
from .view import build_view

Action = dict[str, Any]


class PickominoGame(BaseGame):
    """2-7 players roll eight dice to claim tiles 21-36; the most worms wins."""

    id = "pickomino"
    title = "Pickomino"
    play_minutes = (20, 30)
    summary = "Roll eight dice, keep one face at a time, and grab worm tiles before you bust."
    min_players = 2
    max_players = 7
    action_shapes = action_shapes({"roll": "", "keep": "face", "take": "tile", "steal": "tile from"})
    hidden_information = False
    chance = True
    simultaneous = False
    max_steps = 4000
    """Steals and busts returning the highest tile can in principle repeat forever;
    random play at 7 players stays far below this (see README)."""
    policy = POLICY

    def setup(self, players: int, options: Mapping[str, Any], seed: int) -> PickominoState:
        """A full grill, empty stacks, seat 0 to roll."""
        self.check_players(players)
        self.resolve_options(options, players)
        return PickominoState(players=players, rng=Rng(seed), stacks=[[] for _ in range(players)])

    def waiting_for(self, state: PickominoState) -> frozenset[int]:
        """The seat to play, until the grill is empty (`turn.waiting_for`, asked here without a second call)."""
        return frozenset() if state.phase == OVER else ONE_SEAT[state.turn]

    def legal_actions(self, state: PickominoState, seat: int) -> list[Action]:
        """Roll, keep a face, or the one tile to take or steal (see `turn.legal`)."""
        return turn.legal(state, seat)

    def shared_legal_actions(self, state: PickominoState, seat: int) -> Sequence[Action]:
        """As `legal_actions`, with prebuilt actions (see `turn.shared_legal`)."""
        return turn.shared_legal(state, seat)

    def play(self, state: PickominoState, seat: int, action: Action) -> list[Event]:
        """Apply a legal action for `seat`."""
        kind = action["type"]
        if kind == "roll":
            return turn.roll(state, seat)
        if kind == "keep":
            return turn.keep(state, seat, action["face"])
        if kind == "take":
            return turn.take(state, seat, action["tile"])
        return turn.steal(state, seat, action["tile"], action["from"])

    def explain_illegal(self, state: PickominoState, seat: int, action: Action) -> str:
        """A sentence saying why `action` is refused."""
        return explain(state, seat, action)

    def view(self, state: PickominoState, seat: int | None) -> dict[str, Any]:
        """The whole table (nothing is hidden in Pickomino)."""
        return build_view(state, seat)

    def outcome(self, state: PickominoState) -> Outcome | None:
        """Worms decide; ties go to the player holding the highest tile."""
        if state.phase != OVER:
            return None
        scores = state.worm_totals()
        highest = [[max(stack) if stack else 0] for stack in state.stacks]
        return Outcome.from_scores(scores, tiebreaks=highest, notes="ties broken by the highest tile held",
                                   tiebreak_names=("highest tile",))

    def progress(self, state: PickominoState) -> float:
        """The share of the sixteen tiles no longer face up on the grill."""
        return (len(TILES) - len(state.grill)) / len(TILES)

    def clone(self, state: PickominoState) -> PickominoState:
        """A fast hand-written copy."""
        return state.copy()

    def dump(self, state: PickominoState) -> dict[str, Any]:
        """Plain JSON."""
        return dump_state(state)

    def load(self, data: dict[str, Any]) -> PickominoState:
        """Inverse of `dump`."""
        return load_state(data)

    def describe_action(self, state: PickominoState, seat: int, action: Action) -> str:
        """Labels such as `keep the 4s (3 dice)`, `take tile 27`, `steal tile 25 from {p1}`."""
        kind = action.get("type")
        if kind == "roll":
            n = NUM_DICE - len(state.kept)
            if state.phase == ROLL:
                return "roll the dice"
            return "roll the last die" if n == 1 else f"roll the {n} remaining dice"
        if kind == "keep" and action.get("face") in FACES:
            face = action["face"]
            count = state.roll.count(face)
            return f"keep the {face_name(face, count)} ({count} {'die' if count == 1 else 'dice'})"
        if kind == "take":
            return f"take tile {action.get('tile')}"
        if kind == "steal":
            victim = action.get("from")
            whom = seat_name(victim) if isinstance(victim, int) else repr(victim)
            return f"steal tile {action.get('tile')} from {whom}"
        return super().describe_action(state, seat, action)


GAME = PickominoGame()
