"""Room 25 Ultimate (François Rouzé, Matagot): escape a sliding 5x5 complex of deadly rooms.

The game object wires the contract to the rule modules: `setup` (the complex), `flow` (the turn),
`choices` (legal actions), `acting` (the four actions), `effects` (the rooms), `looking`,
`fate` (deaths, masks, the escape), `view`, `hidden` (determinize) and `explain` (refusals).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from meeple.engine import BaseGame, Event, Option, Outcome, Rng, action_shapes, competition_ranks

from . import choices, flow
from .acting import carry_out
from .bot import POLICY
from .components import CHARACTER_NAMES, COOPERATION, GUARD, OVER, SUSPICION
from .effects import resolve_effect
from .explain import explain
from .fate import PRISONERS_WIN
from .hidden import determinize
from .labels import describe
from .looking import announce, remind
from .mac import BARRIER, MADNESS
from .setup import new_game
from .state import RoomState, dump_state, load_state
from .talents import TALENT_ACTIONS, use_talent
from .view import build_view

Action = dict[str, Any]

MODE = Option(
    "mode", "Game mode",
    ((COOPERATION, "Cooperation: everyone escapes together"),
     (SUSPICION, "Suspicion: 1 or 2 hidden guards among the prisoners")),
    COOPERATION,
    help="Suspicion needs 4 to 8 players, one character each. In Cooperation 1-2 players play four "
         "characters and 3 players six.",
    players=(4, 5, 6, 7, 8),
)

TALENTS = Option.flag(
    "talents", "Special talents",
    help="Each character gets a fifth token, its own talent (Alice hides, Max carries, Kevin slides "
         "a line next to him, ...). Never in the Central Room nor with Adrenaline.",
)

REMINDERS = Option.flag(
    "reminders", "Reminder tokens",
    help="Each player has one reminder token, laid on a face-down room just looked at for all to see "
         "(even in the Jamming Room's silence); it comes back when that room is revealed.",
)

MAC = Option(
    "mac", "M.A.C. cards",
    (("", "No"), (BARRIER, "Barrier level"), (MADNESS, "Madness level")), "",
    help="Cooperation and Solo only (ignored in Suspicion): the complex plays a card of its own at the end "
         "of every turn and whenever someone enters the M.A.C. Room (then in the pool): lines slide, "
         "punishments, and at the Madness level collapses and quakes.",
)


class RoomTwentyFiveGame(BaseGame):
    """1-8 players program moves in secret through a complex of sliding rooms to find Room 25."""

    id = "roomtwentyfive"
    title = "Room 25"
    play_minutes = (30, 45)
    summary = "Program your moves in secret, slide the rooms of a deadly complex, find Room 25 and get out."
    min_players = 1
    max_players = 8
    options = (MODE, TALENTS, REMINDERS, MAC)
    action_shapes = action_shapes({
        "peek": "room", "program": "character first second adrenaline", "now": "", "later": "",
        "look": "room", "move": "room", "push": "character room", "control": "dir", "adrenaline": "action",
        "view": "room", "swap": "room", "shift": "line dir", "pivot": "dir", "portal": "room", "skip": "",
        "announce": "colour", "quiet": "",
        "hide": "", "recover": "", "call": "character", "carry": "character room", "remote": "line dir",
        "lock": "room", "sabotage": "room", "wreck": "room", "remind": "",
    })
    hidden_information = True
    chance = True
    simultaneous = True
    cooperative = True
    """Cooperation is won or lost together; in Suspicion the outcome is per side (teams), and with
    at least four players nobody may concede anyway."""
    max_steps = 4_000
    """At most 10 turns x 8 characters x (3 actions x (timing, target, up to 4 chained choices)
    + programming) plus the looks: well under 3,000."""
    policy = POLICY
    bot_levels: ClassVar[Mapping[str, str]] = {"ismcts:hard": "ismcts:hard:1500ms"}
    """Full rollouts are long: the hard level is capped at 1.5 s a move (docs/bots.md)."""

    def setup(self, players: int, options: Mapping[str, Any], seed: int) -> RoomState:
        """The complex built, everyone in the Central Room, the pre-game look to take."""
        self.check_players(players)
        chosen = self.resolve_options(options, players)
        mode = chosen["mode"]
        if mode == SUSPICION and players < 4:
            raise ValueError("Suspicion needs 4 to 8 players")
        return new_game(players, mode, seed, talents=chosen["talents"], reminders=chosen["reminders"],
                        mac=chosen["mac"] if mode == COOPERATION else "")

    waiting_for = staticmethod(flow.waiting_for)

    def legal_actions(self, state: RoomState, seat: int) -> list[Action]:
        """Peek, program, or answer the pending decision of the action phase."""
        return choices.legal_actions(state, seat)

    def shared_legal_actions(self, state: RoomState, seat: int) -> list[Action]:
        """The same actions, the programming ones prebuilt and shared (they are asked at every step)."""
        return choices.shared_actions(state, seat)

    def play(self, state: RoomState, seat: int, action: Action) -> list[Event]:
        """Apply a legal action for `seat`."""
        events: list[Event] = []
        kind = action["type"]
        if kind == "peek":
            flow.peek(state, seat, action["room"], events)
            return events
        if kind == "program":
            tokens = [action["first"]] + ([action["second"]] if action["second"] else [])
            flow.program(state, action["character"], tokens, action["adrenaline"], events)
            return events
        pending = state.pending
        assert pending is not None
        _, c, detail = pending
        state.pending = None
        if kind == "now":
            flow.begin_action(state, c, state.program[c][0], events)
        elif kind == "later":
            events.append(Event("later", f"{CHARACTER_NAMES[c]} ({{p{seat}}}) will act in the second round."))
            state.cursor += 1
        elif kind == "adrenaline":
            flow.begin_action(state, c, action["action"], events)
        else:
            if kind in ("look", "move", "push", "control"):
                carry_out(state, c, action, events)
            elif kind in TALENT_ACTIONS:
                use_talent(state, c, action, events)
            elif kind == "remind":
                remind(state, c, detail, events)
                state.pending = pending  # still to announce, or stay quiet
            elif kind in ("announce", "quiet"):
                announce(state, c, detail, action.get("colour"), events)
            elif kind != "skip":
                resolve_effect(state, c, action, events)
            if state.winner is None and state.pending is None:
                flow.end_action(state, events)
        flow.advance(state, events)
        return events

    def explain_illegal(self, state: RoomState, seat: int, action: Action) -> str:
        """A sentence saying why `action` is refused."""
        return explain(state, seat, action)

    def view(self, state: RoomState, seat: int | None) -> dict[str, Any]:
        """The complex as the seat knows it, the characters, the tokens shown so far."""
        return build_view(state, seat)

    def outcome(self, state: RoomState) -> Outcome | None:
        """Cooperation: all together. Suspicion: prisoners (team 0) against guards (team 1)."""
        if state.phase != OVER:
            return None
        escaped = state.winner == PRISONERS_WIN
        if state.mode == COOPERATION:
            return Outcome.team(escaped, state.players, notes=state.reason)
        teams = tuple(1 if state.role[state.seats_characters(s)[0]] == GUARD else 0 for s in range(state.players))
        won = [(t == 0) == escaped for t in teams]
        scores = tuple(1.0 if w else 0.0 for w in won)
        return Outcome(scores=scores, ranks=competition_ranks(scores), teams=teams, notes=state.reason)

    def progress(self, state: RoomState) -> float:
        """Turns played out of the countdown."""
        if state.phase == OVER:
            return 1.0
        return min(0.99, (state.turn - 1 + state.round / 4) / state.last_turn)

    def describe_action(self, state: RoomState, seat: int, action: Action) -> str:
        """Labels such as `program Alice: move, then look`, `Bruce moves to B2`."""
        return describe(state, seat, action)

    def determinize(self, state: RoomState, seat: int, rng: Rng) -> RoomState:
        """Every hidden room, role and token redrawn consistently with what `seat` knows."""
        return determinize(state, seat, rng)

    def clone(self, state: RoomState) -> RoomState:
        """A fast hand-written copy."""
        return state.copy()

    def dump(self, state: RoomState) -> dict[str, Any]:
        """Plain JSON."""
        return dump_state(state)

    def load(self, data: dict[str, Any]) -> RoomState:
        """Inverse of `dump`."""
        return load_state(data)


GAME = RoomTwentyFiveGame()
