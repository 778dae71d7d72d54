"""Ponte del Diavolo (Martin Ebel, 2007): islands of four tiles, joined by bridges.

Actions:

* `{"type": "place", "cell": "c5"}`: one tile of your colour; a turn of tiles is
  two such steps (the first tile is only offered where a second one still fits);
* `{"type": "bridge", "from": "c5", "to": "e6"}`: a whole turn, the lower
  square ("from") first, as listed;
* `{"type": "keep"}` / `{"type": "swap"}`: the pie rule, for the second player
  after the opening: stay dark, or take over the light tiles;
* `{"type": "pass"}`: only when you cannot place two tiles; it ends the game
  (after one last dark turn if light passed).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from meeple.engine import ONE_SEAT, Action, BaseGame, Event, Outcome, Rng, action_shapes

from . import bans, bridges, legal
from .board import CELL, PLACE, cell_name
from .bot import POLICY
from .components import CELLS, COLOUR_NAMES, DARK, ISLAND, LIGHT
from .explain import explain
from .state import CHOOSE, OPENING, OVER, PLAY, PonteState, dump, load
from .view import build_view


class PonteDelDiavoloGame(BaseGame):
    """Place two tiles or build one bridge a turn; networks of islands score triangular numbers."""

    id = "pontedeldiavolo"
    title = "Ponte del Diavolo"
    play_minutes = (30, 45)
    summary = "Build islands of four tiles and join them with bridges; bigger networks score far more."
    min_players = 2
    max_players = 2
    action_shapes = action_shapes({"place": "cell", "keep": "", "swap": "", "bridge": "from to", "pass": ""})
    hidden_information = False
    chance = False
    max_steps = 160
    """At most 100 tiles (one step each), 50 bridges (one per two tile ends), the pie choice and two passes."""
    policy = POLICY

    # -- setup and turn order --------------------------------------------------

    def setup(self, players: int, options: Mapping[str, Any], seed: int) -> PonteState:
        """An empty board; seat 0 opens with two light tiles."""
        self.check_players(players)
        self.resolve_options(options, players)
        return PonteState(players=players, rng=Rng(seed))

    def waiting_for(self, state: PonteState) -> frozenset[int]:
        return frozenset() if state.phase == OVER else ONE_SEAT[state.turn]

    # -- legality ----------------------------------------------------------------

    def legal_actions(self, state: PonteState, seat: int) -> list[Action]:
        """The actions of the seat to move (nobody acts out of turn); cached per position."""
        return [dict(a) for a in self.shared_legal_actions(state, seat)]

    def shared_legal_actions(self, state: PonteState, seat: int) -> tuple[Action, ...]:
        """The same actions as prebuilt objects, never changed (what the bots and `apply`'s check read)."""
        return self.legal_tuple(state, seat)

    def legal_tuple(self, state: PonteState, seat: int) -> tuple[Action, ...]:
        """The legal actions as a tuple of prebuilt objects, cached per position with the squares it lists.

        `state.cache` keeps them (see `apply`), so the engine's memo of the
        last state is not used and `apply` need not forget it.
        """
        if seat != state.turn or state.phase == OVER:  # legal.is_your_turn, inline
            return ()
        cache = state.cache
        found = cache.get("legal")
        if found is None:
            found, cache["places"] = legal.listing(state)
            cache["legal"] = found
        return found

    def apply(self, state: PonteState, seat: int, action: Action, *,
              legal: Sequence[Action] | None = None) -> list[Event]:
        """The engine's checked `apply`, with a shortcut for a listed place or bridge object.

        When this position's actions were listed (a bot asked, so
        `state.cache` holds `legal.listing`), a pick that is the very prebuilt
        `PLACE` or `BRIDGE` object is listed exactly when its square is among
        the squares listed (all the mover's open squares, or the first tiles
        the lookahead kept) or its span among the mover's legal spans, outside
        the pie choice and the second tile of a turn. That is what the engine
        finds by scanning the list for the object, without the scan (the pick
        sits halfway down 40-90 actions), and it goes straight to `_place` or
        `_bridge`, as `play` would. Anything else takes the engine's path.
        """
        if legal is None and type(seat) is int and seat == state.turn:
            places = state.cache.get("places", _UNASKED)
            if places is not _UNASKED:
                board = state.board
                colour = LIGHT if seat == state.light_seat else DARK
                x = _PLACE_AT.get(id(action))
                if x is not None:
                    if x in board.open[colour] and (places is None or x in places):
                        state.cache = {}  # `play`, with the square and colour known already
                        return self._place(state, seat, colour, x)
                else:
                    span = _BRIDGE_AT.get(id(action))
                    if (span is not None and span in board.spans[colour] and not state.placed
                            and state.phase != CHOOSE):
                        state.cache = {}
                        return self._bridge(state, seat, bridges.SPANS[span])
        return super().apply(state, seat, action, legal=legal)

    def explain_illegal(self, state: PonteState, seat: int, action: Action) -> str:
        """Why `action` is refused, in a sentence naming the square, tile or bridge at fault."""
        return explain(state, seat, action)

    # -- playing -------------------------------------------------------------------

    def play(self, state: PonteState, seat: int, action: Action) -> list[Event]:
        state.cache = {}
        kind = action["type"]
        if kind == "place":
            return self._place(state, seat, LIGHT if seat == state.light_seat else DARK, CELL[action["cell"]])
        if kind == "bridge":
            span = bridges.SPAN_BETWEEN[CELL[action["from"]], CELL[action["to"]]]
            return self._bridge(state, seat, span)
        if kind == "pass":
            return self._pass(state, seat)
        return self._choose(state, seat, swap=kind == "swap")

    def _place(self, s: PonteState, seat: int, colour: int, cell: int) -> list[Event]:
        """`seat`'s tile of `colour` on `cell` (most steps; `apply`'s shortcut calls it directly)."""
        group = bans.place(s.board, cell, colour)
        placed = s.placed
        placed.append(cell)
        events = [_PLACED[seat][colour][cell]]
        if len(group) == ISLAND:
            events.append(_island(seat, colour, group))
        if len(placed) == 2:
            events += self._end_turn(s, seat)
        return events

    def _bridge(self, s: PonteState, seat: int, span: bridges.Span) -> list[Event]:
        cname = COLOUR_NAMES[s.colour_of(seat)]
        bridges.build(s.board, span)
        a, b = cell_name(span.a), cell_name(span.b)
        text = f"{{p{seat}}} builds a {cname} bridge from {a} to {b}"
        events = [Event("bridge", text, data={"from": a, "to": b, "colour": cname, "kind": span.kind})]
        return events + self._end_turn(s, seat)

    def _pass(self, s: PonteState, seat: int) -> list[Event]:
        if s.ended_by is None:
            s.ended_by = seat
        if s.colour_of(seat) == LIGHT:
            s.final_turn = True
            text = (f"{{p{seat}}} cannot place two tiles and ends the game; "
                    f"{{p{1 - seat}}} (dark) takes one last turn")
        else:
            text = f"{{p{seat}}} cannot place two tiles and ends the game"
        return [Event("pass", text, data={"colour": COLOUR_NAMES[s.colour_of(seat)]}), *self._end_turn(s, seat)]

    def _end_turn(self, s: PonteState, seat: int) -> list[Event]:
        s.placed = []
        s.turns[seat] += 1
        if s.phase == OPENING:
            s.phase, s.turn = CHOOSE, 1 - seat
            return []
        if seat != s.light_seat and (s.final_turn or s.ended_by == seat):  # dark has moved
            return self._finish(s)
        s.turn = 1 - seat
        return []

    def _choose(self, s: PonteState, seat: int, *, swap: bool) -> list[Event]:
        other = 1 - seat
        if swap:
            s.light_seat = seat
            text = f"{{p{seat}}} swaps and takes the light tiles; {{p{other}}} plays dark and moves next"
        else:
            text = f"{{p{seat}}} keeps the dark tiles and moves next"
        s.phase, s.turn = PLAY, s.seat_of(DARK)
        return [Event("swap" if swap else "keep", text, data={"light": s.light_seat, "dark": s.seat_of(DARK)})]

    def _finish(self, s: PonteState) -> list[Event]:
        s.phase = OVER
        parts = []
        for p in range(s.players):
            sc = s.score(p)
            parts.append(
                f"{{p{p}}} {_count(sc.points, 'point')}"
                f" ({_count(sc.islands, 'island')}, {_count(sc.bridges, 'bridge')})"
            )
        return [Event("game_over", "The game ends: " + "; ".join(parts))]

    # -- results and views -------------------------------------------------------

    def outcome(self, state: PonteState) -> Outcome | None:
        if state.phase != OVER:
            return None
        scores = [state.score(p) for p in range(state.players)]
        return Outcome.from_scores([sc.points for sc in scores], tiebreaks=[sc.tiebreaks for sc in scores],
                                   tiebreak_names=("islands", "bridges"))

    def progress(self, state: PonteState) -> float:
        """The share of the board closed to the player with fewer free squares (the game ends at none)."""
        if state.phase == OVER:
            return 1.0
        found = state.cache.get("progress")
        if found is None:
            free = min(len(state.board.open[c]) for c in (LIGHT, DARK))
            found = state.cache["progress"] = min(0.99, (CELLS - free) / CELLS)
        return found

    def view(self, state: PonteState, seat: int | None) -> dict[str, Any]:
        return build_view(state, seat)

    def describe_action(self, state: PonteState, seat: int, action: Action) -> str:
        kind = action.get("type")
        if kind == "place":
            return f"place {action.get('cell')}"
        if kind == "bridge":
            return f"bridge {action.get('from')}–{action.get('to')}"
        return {"keep": "keep dark", "swap": "swap to light", "pass": "end the game"}.get(str(kind), str(kind))

    def clone(self, state: PonteState) -> PonteState:
        return state.clone()

    def dump(self, state: PonteState) -> dict[str, Any]:
        return dump(state)

    def load(self, data: dict[str, Any]) -> PonteState:
        return load(data)


def _island(seat: int, colour: int, group: tuple[int, ...]) -> Event:
    """The event of an island completed by `seat`'s tile."""
    cname = COLOUR_NAMES[colour]
    squares = [cell_name(x) for x in group]
    return Event(
        "island", f"{{p{seat}}} completes a {cname} island ({', '.join(squares)})",
        data={"cells": squares, "colour": cname},
    )


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


_PLACED = tuple(
    {c: tuple(
        Event("place", f"{{p{seat}}} places a {name} tile on {square}", data={"cell": square, "colour": name})
        for square in map(cell_name, range(CELLS))
    ) for c, name in COLOUR_NAMES.items()}
    for seat in range(2)
)
"""_PLACED[seat][colour][cell]: the event of a tile placed, built once (events are never changed)."""

_PLACE_AT = {id(a): x for x, a in enumerate(PLACE)}
"""The square of each prebuilt place action, by the object's identity (they live as long as the module)."""
_BRIDGE_AT = {id(a): span for span, a in enumerate(legal.BRIDGE)}
"""The span id of each prebuilt bridge action, by the object's identity."""
_UNASKED = object()
"""`apply`'s marker for a position whose actions were not listed yet."""

GAME = PonteDelDiavoloGame()
