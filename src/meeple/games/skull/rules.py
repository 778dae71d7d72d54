"""Skull (Hervé Marly, Lui-même): bluff with three flowers and a skull.

The game object wires the contract to the modules that hold the rules:
`acting` (whose move it is), `turn` (opening, placing, bidding), `challenge` (flipping), `aftermath`
(success, lost discs, elimination, the next round), `view`, `hidden`
(determinize) and `explain` (refusals).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from meeple.engine import BaseGame, Event, Outcome, Rng, action_shapes, seat_name

from . import acting, aftermath, challenge, turn
from .bot import POLICY
from .components import DISC_BY_NAME, DISCS_EACH, MOST_PLAYERS, OVER, TURN, WINS_NEEDED
from .explain import explain
from .hidden import determinize
from .state import SkullState, dump_state, load_state
from .view import build_view

Action = dict[str, Any]


class SkullGame(BaseGame):
    """3-6 players place discs face down and bid on how many flowers they can turn up."""

    id = "skull"
    title = "Skull"
    play_minutes = (15, 45)
    summary = "Place flowers and skulls face down, bid how many flowers you can flip, and bluff."
    min_players = 3
    max_players = MOST_PLAYERS
    action_shapes = action_shapes(
        {"place": "disc", "bid": "count", "discard": "disc", "pass": "", "flip": "seat", "start": "seat"}
    )
    hidden_information = True
    chance = True
    simultaneous = True
    max_steps = 2500
    """Each round ends with a success (at most players + 1 of them) or a lost disc (at most
    4 x players), and has at most 4n placements, 4n bids, n passes, 4n flips and 2 choices:
    31 rounds x 80 steps at 6 players (see README)."""
    policy = POLICY

    def setup(self, players: int, options: Mapping[str, Any], seed: int) -> SkullState:
        """Full hands, empty mats on their skull side; seat 0 plays first after the opening."""
        self.check_players(players)
        self.resolve_options(options, players)
        return SkullState.new(players, seed)

    # Asked at every step of every playout and search, so bound straight to the function:
    # everyone owing a first disc in the opening, else the one seat to act (see `acting`).
    waiting_for = staticmethod(acting.waiting_for)

    def legal_actions(self, state: SkullState, seat: int) -> list[Action]:
        """Place, bid, pass, flip, discard or name the next starter, by phase."""
        if not acting.is_your_turn(state, seat):
            return []
        actions: list[Action] = []
        for list_actions in _LISTERS[state.phase]:
            actions += list_actions(state, seat)
        return actions

    def shared_legal_actions(self, state: SkullState, seat: int) -> Sequence[Action]:
        """As `legal_actions`, with prebuilt place, bid and pass actions (see `turn.shared_actions`)."""
        if not acting.is_your_turn(state, seat):
            return ()
        shared = turn.shared_actions(state, seat)
        return self.legal_actions(state, seat) if shared is None else shared

    def play(self, state: SkullState, seat: int, action: Action) -> list[Event]:
        """Apply a legal action for `seat`."""
        kind = action["type"]
        if kind == "place":
            return turn.place(state, seat, DISC_BY_NAME[action["disc"]])
        if kind == "bid":
            return turn.bid(state, seat, action["count"])
        if kind == "pass":
            return turn.pass_bid(state, seat)
        if kind == "flip":
            return challenge.flip(state, seat, action["seat"])
        if kind == "discard":
            return aftermath.discard(state, seat, DISC_BY_NAME[action["disc"]])
        return aftermath.choose_start(state, seat, action["seat"])

    def explain_illegal(self, state: SkullState, seat: int, action: Action) -> str:
        """A sentence saying why `action` is refused."""
        return explain(state, seat, action)

    def view(self, state: SkullState, seat: int | None) -> dict[str, Any]:
        """The public table, plus the seat's own discs."""
        return build_view(state, seat)

    def outcome(self, state: SkullState) -> Outcome | None:
        """One winner (two successes, or the last player left); everyone else shares second place."""
        if state.phase != OVER or state.winner is None:
            return None
        scores = [1.0 if s == state.winner else 0.0 for s in range(state.players)]
        how = "two successful challenges" if state.points[state.winner] >= WINS_NEEDED else "last player left"
        return Outcome.from_scores(scores, notes=f"won by {how}")

    def progress(self, state: SkullState) -> float:
        """The further of: best successes out of two, discs lost out of those that end the game."""
        if state.phase == OVER:
            return 1.0
        by_wins = max(state.points) / WINS_NEEDED
        by_losses = state.discs_lost_total() / (DISCS_EACH * (state.players - 1))
        return min(0.95, max(by_wins, by_losses))

    def determinize(self, state: SkullState, seat: int, rng: Rng) -> SkullState:
        """Every disc `seat` cannot see redrawn consistently with what it knows (see `hidden`)."""
        return determinize(state, seat, rng)

    def clone(self, state: SkullState) -> SkullState:
        """A fast hand-written copy."""
        return state.copy()

    def dump(self, state: SkullState) -> dict[str, Any]:
        """Plain JSON."""
        return dump_state(state)

    def load(self, data: dict[str, Any]) -> SkullState:
        """Inverse of `dump`."""
        return load_state(data)

    def describe_action(self, state: SkullState, seat: int, action: Action) -> str:
        """Labels such as `place a flower`, `bid 4`, `flip {p1}'s top disc`."""
        kind = action.get("type")
        if kind == "place":
            return f"place a {action.get('disc')}"
        if kind == "bid":
            return f"{'start the bidding at' if state.phase == TURN else 'bid'} {action.get('count')}"
        if kind == "pass":
            return "pass"
        if kind == "flip":
            return f"flip {seat_name(action.get('seat', 0))}'s top disc"
        if kind == "discard":
            return f"discard a {action.get('disc')}"
        if kind == "start":
            return f"let {seat_name(action.get('seat', 0))} start the next round"
        return str(kind)

_LISTS = {
    "place": turn.place_actions, "bid": turn.bid_actions, "pass": turn.pass_actions,
    "flip": challenge.flip_actions, "discard": aftermath.discard_actions, "start": aftermath.start_actions,
}
"""Which rule module lists the actions of each kind, for the seat to act in a phase that allows it."""
_LISTERS = {phase: tuple(_LISTS[kind] for kind in kinds) for phase, kinds in acting.PHASE_ACTIONS.items()}
"""`PHASE_ACTIONS` with each kind replaced by its lister, looked up once per call of `legal_actions`."""

GAME = SkullGame()
