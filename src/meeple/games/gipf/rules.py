"""GIPF (Kris Burm, 1996) for two players: the Game object that ties the modules together."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from meeple.engine import ONE_SEAT, BaseGame, Event, Option, Outcome, action_shapes

from . import actions, state, turns
from .bot import POLICY
from .components import QUIET_LIMIT
from .explain import explain
from .geometry import INDEX
from .state import GipfState
from .view import view

TURN_BOUND = 37 * QUIET_LIMIT
"""At most 36 turns can capture (each takes at least one of the 36 pieces for good), and at most
QUIET_LIMIT - 1 quiet turns separate them before the draw bound ends the game."""
STEPS_PER_TURN = 3 + 15 + 54
"""A piece choice, a dot and a push; at most 15 row choices (a push changes at most 15 lines);
at most 54 GIPF decisions (18 GIPFs, each in at most 3 rows)."""


class GipfGame(BaseGame):
    """Enter a piece from a dot and push it in; four in a row take their line with them."""

    id = "gipf"
    title = "GIPF"
    play_minutes = (30, 60)
    summary = (
        "Push pieces onto a hexagonal board; rows of four capture. "
        "Keep pieces in reserve and a GIPF on the board."
    )
    min_players = 2
    max_players = 2
    action_shapes = action_shapes(
        {"piece": "piece", "enter": "dot", "push": "toward", "take_row": "from to", "gipf": "at keep"}
    )
    options = (
        Option(
            "variant", "Rules",
            (("standard", "Standard: three GIPFs each on the board"),
             ("basic", "Basic: no GIPFs, three single pieces each on the board"),
             ("tournament", "Tournament: empty board, enter GIPFs until your first single piece")),
            "standard",
            help="Basic and standard start from the published position with 12 pieces in reserve; "
            "tournament starts empty with 18.",
        ),
    )
    hidden_information = False
    chance = False
    max_steps = TURN_BOUND * STEPS_PER_TURN
    policy = POLICY

    # -- setup and turn order -----------------------------------------------------

    def setup(self, players: int, options: Mapping[str, Any], seed: int) -> GipfState:
        self.check_players(players)
        opts = self.resolve_options(options, players)
        s = state.new_state(opts["variant"], seed)
        turns.start_turn(s)
        return s

    def waiting_for(self, s: GipfState) -> frozenset[int]:
        phase = s.phase  # actions.to_move, read inline: the driver asks at every step
        if phase == "over":
            return frozenset()
        seat = s.resolver if phase in ("row", "gipf") else s.turn
        assert seat is not None
        return ONE_SEAT[seat]

    def legal_actions(self, s: GipfState, seat: int) -> list[dict[str, Any]]:
        return actions.legal(s, seat)

    def shared_legal_actions(self, s: GipfState, seat: int) -> Sequence[dict[str, Any]]:
        return actions.shared_legal(s, seat)

    def explain_illegal(self, s: GipfState, seat: int, action: dict[str, Any]) -> str:
        return explain(s, seat, action)

    def play(self, s: GipfState, seat: int, action: dict[str, Any]) -> list[Event]:
        kind = action["type"]
        if kind == "enter":
            return turns.choose_dot(s, INDEX[action["dot"]])
        if kind == "push":
            assert s.dot is not None
            return turns.enter(s, s.dot, INDEX[action["toward"]])
        if kind == "piece":
            return turns.choose_piece(s, action["piece"] == "gipf")
        if kind == "take_row":
            return turns.choose_row(s, actions.find_row(s, INDEX[action["from"]], INDEX[action["to"]]))
        return turns.decide_gipf(s, action["keep"])

    # -- what players see ---------------------------------------------------------

    def view(self, s: GipfState, seat: int | None) -> dict[str, Any]:
        return view(s)

    def describe_action(self, s: GipfState, seat: int, action: dict[str, Any]) -> str:
        return actions.describe(s, action)

    def outcome(self, s: GipfState) -> Outcome | None:
        if s.phase != "over":
            return None
        if s.winner is None:
            return Outcome(scores=(0.5, 0.5), ranks=(1, 1), notes="drawn", extra={"reason": s.result})
        scores = [0.0, 0.0]
        scores[s.winner] = 1.0
        out = Outcome.from_scores(scores, notes=f"won: {s.result}")
        return Outcome(out.scores, out.ranks, notes=out.notes, extra={"reason": s.result})

    def progress(self, s: GipfState) -> float:
        """The furthest of: a reserve run down, pieces captured, the draw bound approaching."""
        if s.phase == "over":
            return 1.0
        full = 18 if s.variant == "tournament" else 12
        total = 18 if s.variant != "basic" else 15
        share = max(
            *(1 - s.reserve[p] / full for p in (0, 1)),
            *(s.captured[p] / total for p in (0, 1)),
            s.quiet / QUIET_LIMIT,
        )
        return min(0.99, max(0.0, share))

    # -- persistence ----------------------------------------------------------------

    def clone(self, s: GipfState) -> GipfState:
        return state.clone(s)

    def dump(self, s: GipfState) -> dict[str, Any]:
        return state.dump(s)

    def load(self, data: dict[str, Any]) -> GipfState:
        return state.load(data)


GAME = GipfGame()
