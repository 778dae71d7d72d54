"""Pax Pamir (2nd edition) for 2-5 players: Afghan leaders between three coalitions, four Dominance Checks.

The game object wires the contract to the modules that hold the rules: `flow` (the turn as a queue
of tasks, cleanup, events leaving the market, instability), `actions` (every decision's legal actions
and what it does), `board` (rulers, stars, spies, influence, costs), `effects` (discards, overthrow,
loyalty, payments), `dominance` (the checks), `deal` (setup), `view`, `hidden` and `explain`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from meeple.engine import ONE_SEAT, Action, BaseGame, Event, Option, Outcome, Rng, action_shapes, seat_name

from .actions import legal, play
from .board import total_points
from .bot import POLICY
from .deal import new_game
from .explain import explain
from .hidden import determinize
from .labels import describe
from .state import OVER, PAGE, RULEBOOK, PaxState, dump_state, load_state
from .view import build_view

RULING = Option(
    "ruling", "Who rules a region",
    ((PAGE, "The most ruling pieces of any player (the rules page)"),
     (RULEBOOK, "Also more than each enemy coalition's armies (the published rulebook)")),
    PAGE,
    help="Ruling needs a tribe and more tribes plus loyal armies than every other player. With the "
         "rulebook's reading the armies of a coalition nobody is loyal to can also stop you ruling.",
)


class PaxPamirGame(BaseGame):
    """The game object registered as `paxpamir`."""

    id = "paxpamir"
    title = "Pax Pamir"
    play_minutes = (45, 120)
    summary = "Back a coalition in the Great Game: buy and play court cards, rule regions, win the Dominance Checks."
    min_players = 2
    max_players = 5
    action_shapes = action_shapes({
        "loyalty": "coalition", "buy": "row col", "play": "card side", "act": "card action", "end": "",
        "offer": "amount", "answer": "reply", "ask": "amount", "ignore": "", "back": "", "pick": "at",
        "place": "to", "done": "",
        "collect": "row col", "levy": "seat", "gift": "cost", "move": "piece frm to", "betray": "card",
        "prize": "take", "battle": "at", "remove": "owner at", "discard": "card", "choose": "seat",
        "suit": "suit", "rebuke": "region",
    })
    options = (RULING,)
    hidden_information = True
    chance = True
    max_steps = 20_000
    """Random play ends in under 3,000 actions at five players (README); the bound leaves room."""
    seconds_per_turn = 90
    policy = POLICY
    bot_levels: ClassVar[Mapping[str, str]] = {"ismcts:hard": "ismcts:hard:1500ms"}

    def setup(self, players: int, options: Mapping[str, Any], seed: int) -> PaxState:
        """Deck in six piles, market dealt, 4 rupees each; a random player chooses loyalty first."""
        self.check_players(players)
        chosen = self.resolve_options(options, players)
        return new_game(players, seed, chosen["ruling"])

    def waiting_for(self, state: PaxState) -> frozenset[int]:
        """The one seat whose decision the game waits for."""
        if state.phase == OVER or state.step is None:
            return frozenset()
        return ONE_SEAT[state.step["seat"]]

    def legal_actions(self, state: PaxState, seat: int) -> list[Action]:
        """Fresh copies of `shared_legal_actions`."""
        return [dict(a) for a in legal(state, seat)]

    def shared_legal_actions(self, state: PaxState, seat: int) -> Sequence[Action]:
        """The decision's choices (see `actions`); the main decision's are prebuilt and shared."""
        return legal(state, seat)

    def play(self, state: PaxState, seat: int, action: Action) -> list[Event]:
        """Apply a legal action and run on to the next decision."""
        events = play(state, seat, action)
        if state.phase == OVER:
            out = self.outcome(state)
            assert out is not None
            scores = ", ".join(f"{seat_name(s)} {state.vp[s]}" for s in range(state.players))
            events.append(Event("over", f"The game is over: {scores}", data={"vp": state.vp[:]}))
        return events

    def explain_illegal(self, state: PaxState, seat: int, action: Action) -> str:
        """A sentence from the rule predicates (see `explain`)."""
        return explain(state, seat, action)

    def describe_action(self, state: PaxState, seat: int, action: Action) -> str:
        """Short labels for menus and buttons (see `labels`)."""
        text = describe(state, action)
        return text if text else super().describe_action(state, seat, action)

    def view(self, state: PaxState, seat: int | None) -> dict[str, Any]:
        """The table plus the seat's own hand."""
        return build_view(state, seat)

    def outcome(self, state: PaxState) -> Outcome | None:
        """Most points; ties broken by military stars in court, then rupees; still tied is shared."""
        if state.phase != OVER:
            return None
        pts = total_points(state)
        return Outcome.from_scores([float(p[0]) for p in pts], tiebreaks=[[p[1], p[2]] for p in pts],
                                   tiebreak_names=("military stars", "rupees"))

    def progress(self, state: PaxState) -> float:
        """Dominance Checks done out of four, and the deck dealt in between."""
        if state.phase == OVER:
            return 1.0
        from .dominance import checks_left

        done = 4 - checks_left(state)
        return min(0.99, max(0.0, done / 4 + 0.2 * (1 - len(state.deck) / 90) / 4))

    def determinize(self, state: PaxState, seat: int, rng: Rng) -> PaxState:
        """Others' hands and the deck redrawn (see `hidden`)."""
        return determinize(state, seat, rng)

    def clone(self, state: PaxState) -> PaxState:
        """A fast hand-written copy."""
        return state.copy()

    def dump(self, state: PaxState) -> dict[str, Any]:
        """Plain JSON."""
        return dump_state(state)

    def load(self, data: dict[str, Any]) -> PaxState:
        """Inverse of `dump`."""
        return load_state(data)


GAME = PaxPamirGame()
