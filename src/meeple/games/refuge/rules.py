"""Refuge for 2-4 players: five walks of secret draw-or-return turns, bag building, and the storm.

The game object wires the contract to the modules that hold the rules:
`walk` (the decision, coming home, weather, the storm warning, the walks),
`playing` (one walker's tiles and effects), `market` (buying), `deal`
(setup), `actions` (the legal actions and their dispatch), `view`, `hidden`
(determinize) and `explain` (refusals). The tiles are our own design
(`components`, README).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from meeple.engine import Action, BaseGame, Event, Outcome, Rng, action_shapes, seat_name

from .actions import play_action, shared_actions, waiting_for
from .bot import POLICY
from .components import BY_NAME, COST, WALKS
from .deal import new_game
from .effects import describe
from .explain import explain
from .hidden import determinize
from .playing import tile_words
from .state import OVER, PICK, RefugeState, dump_state, load_state
from .view import build_view
from .walk import warning_at


class RefugeGame(BaseGame):
    """The game object registered as `refuge`."""

    id = "refuge"
    title = "Refuge"
    play_minutes = (20, 30)
    summary = "Draw tiles from your bag to build a path, buy better ones, and get home before the storm breaks."
    min_players = 2
    max_players = 4
    action_shapes = action_shapes({
        "draw": "", "return": "", "play": "tile", "pick": "option", "again": "source",
        "remove": "", "keep": "", "discard": "tile", "buy": "tile", "pass": "",
    })
    hidden_information = True
    chance = True
    simultaneous = True
    max_steps = 4_000
    """A walk lasts at most 12 weather tiles + 9 reserve storms = 21 turns; a walker's turn is at most
    a decision, a few choices (one per effect and "play again") and a buy, under 8 actions:
    5 walks x 21 turns x 4 seats x 8 = 3,360."""
    seconds_per_turn = 20
    policy = POLICY
    bot_levels: ClassVar[Mapping[str, str]] = {"ismcts:hard": "ismcts:hard:1500ms"}

    def setup(self, players: int, options: Mapping[str, Any], seed: int) -> RefugeState:
        """Equal starting bags, a dealt market, the weather deck; everyone owes the first decision."""
        self.check_players(players)
        self.resolve_options(options, players)
        return new_game(players, seed)

    waiting_for = staticmethod(waiting_for)

    def legal_actions(self, state: RefugeState, seat: int) -> list[Action]:
        """Fresh copies of `shared_legal_actions`."""
        return [dict(a) for a in shared_actions(state, seat)]

    def shared_legal_actions(self, state: RefugeState, seat: int) -> Sequence[Action]:
        """The seat's actions as prebuilt objects (see `actions`)."""
        return shared_actions(state, seat)

    def play(self, state: RefugeState, seat: int, action: Action) -> list[Event]:
        """Apply a legal action; the table moves on by itself when nobody owes one."""
        events = play_action(state, seat, action)
        if state.phase == OVER:
            out = self.outcome(state)
            assert out is not None
            scores = ", ".join(f"{seat_name(s)} {state.vp[s]}" for s in range(state.players))
            events.append(Event("end", f"The fifth walk is over: {scores}", data={"vp": state.vp[:]}))
        return events

    def explain_illegal(self, state: RefugeState, seat: int, action: Action) -> str:
        """A sentence from the rule predicates (see `explain`)."""
        return explain(state, seat, action)

    def describe_action(self, state: RefugeState, seat: int, action: Action) -> str:
        """Labels such as "draw two tiles", "play stile (2 boots)", "buy glade (6 steps)"."""
        kind = action.get("type")
        name = action.get("tile")
        tile = BY_NAME.get(name) if isinstance(name, str) else None
        if kind == "draw":
            return "draw two tiles"
        if kind == "return":
            return "return to the refuge"
        if kind == "play" and tile is not None:
            return f"play {tile_words(tile)}"
        if kind == "pick" and state.stage[seat] == PICK and action.get("option") in (0, 1):
            return f"take {describe(state.offer[seat][action['option']].partition(':')[2])}"
        if kind == "again":
            return "play the other drawn tile" if action.get("source") == "hand" else "draw a new tile from the bag"
        if kind == "remove":
            return "remove the other drawn tile from the game"
        if kind == "keep":
            return "keep it" if state.stage[seat] == "remove" else "keep every path tile"
        if kind == "discard" and tile is not None:
            return f"discard {tile_words(tile)} from the game"
        if kind == "buy" and tile is not None:
            return f"buy {tile_words(tile)} for {COST[tile]} steps"
        if kind == "pass":
            return "buy nothing"
        return super().describe_action(state, seat, action)

    def view(self, state: RefugeState, seat: int | None) -> dict[str, Any]:
        """The public table plus the seat's own drawn tiles and secret decision (see `view`)."""
        return build_view(state, seat)

    def outcome(self, state: RefugeState) -> Outcome | None:
        """Most victory points after five walks wins; ties are shared (the page names no tie-breaker)."""
        if state.phase != OVER:
            return None
        return Outcome.from_scores([float(v) for v in state.vp])

    def progress(self, state: RefugeState) -> float:
        """Walks done, and within the walk the storms on the track out of the warning."""
        if state.phase == OVER:
            return 1.0
        within = min(0.95, state.storms() / warning_at(state))
        return min(0.999, (state.walk - 1 + within) / WALKS)

    def determinize(self, state: RefugeState, seat: int, rng: Rng) -> RefugeState:
        """Others' secret decisions and held tiles redrawn, and the Rng (see `hidden`)."""
        return determinize(state, seat, rng)

    def clone(self, state: RefugeState) -> RefugeState:
        """A fast hand-written copy."""
        return state.copy()

    def dump(self, state: RefugeState) -> dict[str, Any]:
        """Plain JSON."""
        return dump_state(state)

    def load(self, data: dict[str, Any]) -> RefugeState:
        """Inverse of `dump`."""
        return load_state(data)


GAME = RefugeGame()
