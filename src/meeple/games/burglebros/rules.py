"""Burgle Bros (Tim Fowers) for 1-4 players: a cooperative heist through floors of hidden rooms.

This module ties the rules together behind the game contract: `setup` builds
the table, `actions` is the one source of legality and plays actions, `turns`
runs the end of a turn and the guards, `view` and `hidden` say who sees what.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import replace
from typing import Any, ClassVar

from meeple.engine import ONE_SEAT, Action, BaseGame, Event, Option, Outcome, Rng, action_shapes

from .actions import legal, play
from .bot import POLICY
from .budget import FREE_LIMIT
from .components import JOBS, title
from .explain import explain
from .hidden import determinize
from .setup import new_game
from .state import BurgleState, dump, load
from .turns import TURN_LIMIT
from .view import view

OPTIONS = (
    Option("job", "Job", (("bank", "The Bank Job"), ("office", "The Office Job (beginners)"),
                          ("fortknox", "The Fort Knox Job (experts)")), "bank"),
    Option("characters", "Characters", (
        ("basic", "Random characters, basic side"), ("advanced", "Random characters, advanced side"),
        ("side", "Random characters, each player picks the side"), ("choose", "Each player picks a character")),
        "basic"),
    Option("walls", "Walls", (("standard", "The printed plan"), ("random", "Random walls enclosing no area")),
           "standard"),
    Option.flag("lost_visual", "Lost Visual mini-expansion", False,
                "A Lost Visual card in each patrol deck makes the guard vanish and reappear."),
    Option("after_alarm", "When the last alarm is off", (
        ("new_card", "The guard draws a new patrol card (rulebook)"),
        ("resume", "The guard resumes his old destination (BGA page)")), "new_card"),
    Option("level", "Level", (("normal", "Normal: 3 stealth tokens each"), ("easy", "Easy: 6 stealth tokens each"),
                              ("hard", "Hard: 1 stealth token each")), "normal"),
    Option("solo_characters", "Solo: characters played", (
        (1, "One character"), (2, "Two characters"), (3, "Three characters"), (4, "Four characters")), 1,
        "BGA's solo variant: one player runs a crew of several thieves, played as that many players.",
        players=(1,)),
    Option("deadbolts", "Deadbolts", (("random", "Dealt at random"),
                                      ("per_floor", "One per floor (Fort Knox: at most two per floor)")),
           "random"),
)

_THIEF_REF = re.compile(r"\{p(\d+)\}")

STEPS_PER_TURN = 4 * (8 + FREE_LIMIT) + 16
"""A generous bound on one turn: at most 8 actions and FREE_LIMIT free ones, each with a few answers."""


def _crew_member(m: re.Match[str]) -> str:
    """In the solo variant "{p2}" (a thief) becomes "{p0}'s thief 3" (the one player's crew)."""
    return f"{{p0}}'s thief {int(m.group(1)) + 1}"


class BurgleBrosGame(BaseGame):
    """The game object registered as `burglebros`."""

    id = "burglebros"
    title = "Burgle Bros"
    play_minutes = (45, 60)
    summary = "Sneak through hidden rooms, crack the safes, and get the whole crew to the roof."
    min_players = 1
    max_players = 4
    action_shapes = action_shapes({
        "character": "character side", "side": "side", "beam": "square", "entrance": "cell",
        "move": "to how? exit?", "climb": "way how? exit?", "enter": "how", "escape": "", "peek": "cell",
        "hack": "", "add_die": "safe", "roll": "safe", "draw": "count", "keep": "tool", "pickup": "item",
        "tool": "tool", "choose": ["option", "cell", "seat", "card", "face", "floor", "kind"],
        "offer": ["seat give", "seat take"], "accept": "", "decline": "", "end_turn": "", "skip": "",
        "alarm": "cell", "crybaby": "cell", "xray": "cell", "crow": "cell", "enhance": "cell",
        "orders": "seat", "disguise": "seat", "reroute": "how", "clairvoyance": "", "laptop": "",
        "precognition": "", "tinker": "",
    })
    options = OPTIONS
    hidden_information = True
    cooperative = True
    chance = True
    max_steps = (TURN_LIMIT + 2) * STEPS_PER_TURN
    policy = POLICY
    bot_levels: ClassVar[Mapping[str, str]] = dict.fromkeys(("ismcts:easy", "ismcts:medium", "ismcts:hard"), "policy")
    """The rule-based crew bot plays every level at tables: the search manages about 50 iterations a
    second here and won no game in docs/bots.md, while the policy wins Office Jobs at every crew size."""

    def setup(self, players: int, options: Mapping[str, Any], seed: int) -> BurgleState:
        """A face-down building, the first guard out, characters dealt; the crew chooses the entrance
        (and, in Fort Knox with walls of their own, the beam first)."""
        self.check_players(players)
        opts = self.resolve_options(options, players)
        state, _ = new_game(players, opts, seed)
        return state

    def waiting_for(self, state: BurgleState) -> frozenset[int]:
        """The seat asked a question, else the thief on turn; nobody once the heist is over."""
        if state.result is not None:
            return frozenset()
        prompt = state.prompt
        thief = prompt["seat"] if prompt is not None else state.turn
        return ONE_SEAT[thief if state.seats != 1 else 0]  # `seat_of`, inline: asked at every step

    def num_players(self, state: BurgleState) -> int:
        """Seats: the number of thieves, except in the solo variant (one seat, several thieves)."""
        return state.seats

    def legal_actions(self, state: BurgleState, seat: int) -> list[Action]:
        """See `actions.legal`; the seat acts for its thief (in the solo variant, for whoever is asked)."""
        thief = state.actor(seat)
        return [] if thief is None else legal(state, thief)

    def shared_legal_actions(self, state: BurgleState, seat: int) -> list[Action]:
        """`legal_actions`, with a question's options as they stand in the prompt (never changed)."""
        if state.seats == state.players:  # `actor`, inline for the usual table: each seat plays its thief
            return legal(state, seat, shared=True)
        thief = state.actor(seat)
        return [] if thief is None else legal(state, thief, shared=True)

    def play(self, state: BurgleState, seat: int, action: Action) -> list[Event]:
        """See `actions.play`."""
        if state.seats == state.players:  # `actor`, inline for the usual table: each seat plays its thief
            return play(state, seat, action)
        thief = state.actor(seat)
        assert thief is not None
        return [replace(e, text=self._crew_text(state, e.text)) for e in play(state, thief, action)]

    @staticmethod
    def _crew_text(state: BurgleState, text: str) -> str:
        """Thieves named as seats in the solo variant, where one seat plays the whole crew."""
        return _THIEF_REF.sub(_crew_member, text) if state.seats != state.players else text

    def explain_illegal(self, state: BurgleState, seat: int, action: Action) -> str:
        thief = state.actor(seat)
        if thief is None:
            return "In the solo variant seat 0 plays the whole crew."
        return explain(state, thief, action)

    def describe_action(self, state: BurgleState, seat: int, action: Action) -> str:
        """A short label: "move to B3 on floor 2", "peek at C1 on floor 1", "use the Crowbar"."""
        kind = action.get("type")
        lay = state.layout
        if kind in ("move", "peek") and isinstance(action.get(k := "to" if kind == "move" else "cell"), int):
            extra = "".join(f" ({key} {action[key]})" for key in ("how", "exit") if key in action)
            return f"{kind} {'to' if kind == 'move' else 'at'} {lay.name(action[k])}{extra}"
        if kind in ("entrance", "choose") and isinstance(action.get("cell"), int):
            return f"{'enter at' if kind == 'entrance' else 'choose'} {lay.name(action['cell'])}"
        if kind == "tool":
            return f"use the {title(action['tool'])}"
        if kind == "end_turn":
            return "end the turn"
        return super().describe_action(state, seat, action)

    def view(self, state: BurgleState, seat: int | None) -> dict[str, Any]:
        return view(state, seat)

    def outcome(self, state: BurgleState) -> Outcome | None:
        """The crew wins or loses together."""
        if state.result is None:
            return None
        notes = self._crew_text(state, state.reason) if state.reason else state.reason
        return Outcome.team(state.result == "won", state.seats, notes=notes)

    def progress(self, state: BurgleState) -> float:
        """Safes opened (60%), floors reached (30%) and thieves out (10%); 1.0 at the end."""
        if state.result is not None:
            return 1.0
        opened = sum(state.safe_open) / state.layout.job.safes
        floors = sum(g.active for g in state.guards) / state.layout.floors  # no guards before the beam
        out = sum(t.pos == -1 for t in state.thieves) / state.players
        return min(0.99, 0.6 * opened + 0.3 * floors + 0.1 * out)

    def determinize(self, state: BurgleState, seat: int, rng: Rng) -> BurgleState:
        """The whole crew knows the same things, so the seat does not matter (see `hidden`)."""
        return determinize(state, rng)

    def clone(self, state: BurgleState) -> BurgleState:
        return state.clone()

    def dump(self, state: BurgleState) -> dict[str, Any]:
        return dump(state)

    def load(self, data: dict[str, Any]) -> BurgleState:
        return load(data)


GAME = BurgleBrosGame()
__all__ = ["GAME", "JOBS", "BurgleBrosGame"]
