"""Pax Pamir (2nd edition) for 2-5 players (1-2 against Wakhan): Afghan leaders between three coalitions,
four Dominance Checks.

The game object wires the contract to the modules that hold the rules: `flow` (the turn as a queue
of tasks, cleanup, events leaving the market, instability), `actions` (every decision's legal actions
and what it does), `board` (rulers, stars, spies, influence, costs), `effects` (discards, overthrow,
loyalty, payments), `dominance` (the checks), `deal` (setup), `view`, `hidden` and `explain`.

Wakhan (the `wakhan` option, 1 or 2 persons) is not a seat of the contract: the seats are the persons;
she sits in the state after them and the game plays her (`automa.run`) inside `play`, so that
`waiting_for` never names her.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from meeple.engine import ONE_SEAT, Action, BaseGame, Event, Option, Outcome, Rng, action_shapes, seat_name

from .actions import legal, play
from .automa import run as run_wakhan
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
WAKHAN = Option(
    "wakhan", "Wakhan (automa opponent)", ((False, "No"), (True, "Yes")), False,
    help="The published solo and 2-player rules: Wakhan, played by the game from her AI cards, joins "
         "one or two players; only one player, or Wakhan, wins.",
    players=(1, 2), needed=(1,),
)


class PaxPamirGame(BaseGame):
    """The game object registered as `paxpamir`."""

    id = "paxpamir"
    title = "Pax Pamir"
    play_minutes = (45, 120)
    summary = "Back a coalition in the Great Game: buy and play court cards, rule regions, win the Dominance Checks."
    min_players = 1
    max_players = 5
    action_shapes = action_shapes({
        "loyalty": "coalition", "buy": "row col", "play": "card side", "act": "card action", "end": "",
        "offer": "amount", "answer": "reply", "ask": "amount", "ignore": "", "back": "", "pick": "at",
        "place": "to", "done": "",
        "collect": "row col", "levy": "seat", "gift": "cost", "move": "piece frm to", "betray": "card",
        "prize": "take", "battle": "at", "remove": "owner at", "discard": "card", "choose": "seat",
        "suit": "suit", "rebuke": "region",
    })
    options = (RULING, WAKHAN)
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
        if chosen["wakhan"]:
            return new_game(players + 1, seed, chosen["ruling"], wakhan=True)
        return new_game(players, seed, chosen["ruling"])

    def num_players(self, state: PaxState) -> int:
        """The persons' seats (Wakhan, when she plays, sits after them and is no seat of the contract)."""
        return state.players - 1 if state.wakhan >= 0 else state.players

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
        if state.wakhan >= 0:
            events += run_wakhan(state)
        if state.phase == OVER:
            out = self.outcome(state)
            assert out is not None
            scores = ", ".join(f"{seat_name(s)} {state.vp[s]}" for s in range(state.players))
            events.append(Event("over", f"The game is over: {scores}", data={"vp": state.vp[:]}))
        if state.wakhan >= 0:
            name = seat_name(state.wakhan)
            for e in events:
                e.text = e.text.replace(name, "Wakhan")
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
        if state.wakhan >= 0:
            return _against_wakhan(state, pts)
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


def _against_wakhan(state: PaxState, pts: list[tuple[int, int, int]]) -> Outcome:
    """Ranked with Wakhan among them: a person who ranks above her wins and the persons are ranked
    among themselves; when she ranks first nobody wins (a shared loss, as Heat reports a race lost
    to its Legends: the contract's outcome has no place for a winner who is not a seat)."""
    w = state.wakhan
    everyone = Outcome.from_scores([float(p[0]) for p in pts], tiebreaks=[[p[1], p[2]] for p in pts])
    notes = f"Wakhan scored {pts[w][0]}"
    if everyone.ranks[w] == 1 and all(everyone.ranks[s] > 1 for s in range(w)):
        return Outcome.team(False, w, notes=notes + " and wins")
    if w == 1:
        return Outcome.team(True, 1, float(pts[0][0]), notes=notes)
    return Outcome.from_scores([float(pts[s][0]) for s in range(w)],
                               tiebreaks=[[pts[s][1], pts[s][2]] for s in range(w)],
                               tiebreak_names=("military stars", "rupees"), notes=notes)


GAME = PaxPamirGame()
