"""Up or Down? for 2-6 players: slot cards into a ring, take a neighbour, build three rising or falling columns.

This module ties the turn together behind the game contract; the rules live
in `turn` (predicates, legal actions, moves), `scoring`, `deal` and `hidden`.
Actions: `{"type": "place", "card": N}`, `{"type": "take", "card": N}`,
`{"type": "column", "column": K}`, `{"type": "discard", "column": K}` and
`{"type": "draw", "pile": "up" | "down"}` (see `turn`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from meeple.engine import ONE_SEAT, Action, BaseGame, Event, Option, Outcome, Rng, action_shapes

from . import scoring, turn
from .bot import POLICY
from .components import DISPLAY, HIGHEST
from .deal import new_game
from .explain import explain
from .hidden import determinize
from .state import COLUMN, DRAW, OVER, PLACE, TAKE, UpOrDownState, dump, load
from .view import view

_STEP_INDEX = {PLACE: 0, TAKE: 1, COLUMN: 2, DRAW: 3}


class UpOrDownGame(BaseGame):
    """The game object registered as `upordown`."""

    id = "upordown"
    title = "Up or Down?"
    play_minutes = (15, 25)
    summary = "Slot a card into the ring, take its neighbour and build three columns that only go up or down."
    min_players = 2
    max_players = 6
    options = (
        Option("length", "Game length", (("short", "Short game"), ("long", "Long game")), "short",
               help="The deck: 2 players 1-42 or 1-54, 3 players 1-60 or 1-78, 4 players 1-78 or 1-102, "
                    "5-6 players 1-96 or 1-126."),
    )
    action_shapes = action_shapes({
        "place": "card", "take": "card", "column": "column", "discard": "column", "draw": "pile",
    })
    hidden_information = True
    chance = True
    simultaneous = False
    max_steps = 4 * (HIGHEST - DISPLAY)
    """Each card that leaves a hand or a pile costs at most four actions (place, take, column, draw)."""
    seconds_per_turn = 20
    policy = POLICY
    bot_levels: ClassVar[Mapping[str, str]] = {"ismcts:hard": "ismcts:hard:1500ms"}

    def setup(self, players: int, options: Mapping[str, Any], seed: int) -> UpOrDownState:
        """A shuffled table for 2-6 players; seat 0 plays first."""
        self.check_players(players)
        chosen = self.resolve_options(options, players)
        return new_game(players, chosen["length"], seed)

    def waiting_for(self, state: UpOrDownState) -> frozenset[int]:
        """The player on turn, until the game is over."""
        return frozenset() if state.step == OVER else ONE_SEAT[state.turn]

    def legal_actions(self, state: UpOrDownState, seat: int) -> list[Action]:
        """The actions of the turn's current step (see `turn.legal_actions`)."""
        return turn.legal_actions(state, seat)

    def shared_legal_actions(self, state: UpOrDownState, seat: int) -> Sequence[Action]:
        """As `legal_actions`, with prebuilt action objects (what the bots and `apply` read)."""
        return turn.shared_actions(state, seat)

    def play(self, state: UpOrDownState, seat: int, action: Action) -> list[Event]:
        """Apply a legal action; the game ends when every hand is empty."""
        kind = action["type"]
        if kind == "place":
            events = turn.place(state, seat, action["card"])
        elif kind == "take":
            events = turn.take(state, seat, action["card"])
        elif kind == "column":
            events = turn.lay(state, seat, action["column"])
        elif kind == "discard":
            events = turn.discard(state, seat, action["column"])
        else:
            events = turn.draw(state, seat, action["pile"])
        if state.step == OVER:
            events += scoring.final_events(state)
        return events

    def explain_illegal(self, state: UpOrDownState, seat: int, action: Action) -> str:
        """A precise reason, e.g. "Column 2 goes up, so its next card must be higher than 40; ..."."""
        return explain(state, seat, action)

    def describe_action(self, state: UpOrDownState, seat: int, action: Action) -> str:
        """ "place 17 into the ring", "take 23", "lay 23 on column 1", "discard column 2", "draw face-down"."""
        kind = action.get("type")
        if kind == "place":
            return f"place {action['card']} into the ring"
        if kind == "take":
            return f"take {action['card']} from the ring"
        if kind == "column" and isinstance(action.get("column"), int) and turn.is_column(action["column"]):
            k = action["column"]
            if state.columns[seat][k]:
                return f"lay {state.taken} on column {k + 1}"
            return f"start column {k + 1} with {state.taken}"
        if kind == "discard" and isinstance(action.get("column"), int):
            return f"discard column {action['column'] + 1} and start it again with {state.taken}"
        if kind == "draw" and action.get("pile") in turn.PILES:
            if action["pile"] == "up" and state.up:
                return f"draw {state.up[-1]} from the face-up pile"
            return "draw from the face-down pile"
        return super().describe_action(state, seat, action)

    def view(self, state: UpOrDownState, seat: int | None) -> dict[str, Any]:
        """Everything public plus the seat's own hand and discards (see `view.py`)."""
        return view(state, seat)

    def outcome(self, state: UpOrDownState) -> Outcome | None:
        """Column scores plus discards; ties shared (see `scoring.py`)."""
        return None if state.step != OVER else scoring.outcome(state)

    def progress(self, state: UpOrDownState) -> float:
        """Share of the turns played: every card dealt to a hand or a pile is one turn of four steps."""
        if state.step == OVER:
            return 1.0
        total = state.top - DISPLAY
        left = sum(len(h) for h in state.hands) + len(state.up) + len(state.down)
        done = total - left - (0 if state.step == PLACE else 1)
        return min(0.999, (4 * done + _STEP_INDEX[state.step]) / (4 * total))

    def determinize(self, state: UpOrDownState, seat: int, rng: Rng) -> UpOrDownState:
        """Resample other hands (but the cards seen drawn), the face-down pile and the face-up pile's hidden part."""
        return determinize(state, seat, rng)

    def clone(self, state: UpOrDownState) -> UpOrDownState:
        """A fast hand-written copy."""
        return state.clone()

    def dump(self, state: UpOrDownState) -> dict[str, Any]:
        """Plain JSON."""
        return dump(state)

    def load(self, data: dict[str, Any]) -> UpOrDownState:
        """Inverse of `dump`."""
        return load(data)


GAME = UpOrDownGame()
