"""The one source of legality: every action a seat may take now, and playing one.

While a prompt is pending, its `options` are the only legal actions (of its
seat). Otherwise the thief on turn may peek, move, hack, work a safe, pick up,
play tools and abilities, offer trades, or end the turn.
"""

from __future__ import annotations

from meeple.engine import Action, Event

from . import abilities, eventcards, tooluse
from .alarms import add_hack
from .budget import has_actions
from .components import COMPUTER_OF, MAX_HACKS
from .guards import choose_alarm
from .log import say, say_known, who
from .lootfx import pickup, pickup_actions
from .movement import (
    _CHOICE_ROOMS,
    NORMAL,
    do_move,
    entry_options,
    exit_options,
    move_actions,
    resolve_enter_prompt,
    spend,
)
from .prebuilt import END_TURN, HACK, MOVES, PEEKS
from .safes import add_die, roll, safe_actions
from .setup import choose_character, team_answer
from .state import PLAY, BurgleState, Thief
from .tiles import draw_tools, keep_tool, reveal
from .trades import answer, offer, offer_actions
from .turns import end_turn, escape, settle

_LOOK_ROOMS = frozenset(("stairs", "atrium", "walkway"))
"""Rooms from which a thief may peek elsewhere than through the doorways (up the stairs, through an
Atrium's floor and ceiling, down from a Walkway): `peeks_from` is asked there."""
_WAY_ROOMS = frozenset(("stairs", "walkway", "service_duct"))
"""Rooms from which a thief may move elsewhere than through the doorways (the stairs, a Walkway's
jump, the other duct): the legal list's doorway-only moves are not taken there."""

COSTLY = {"peek", "move", "hack", "add_die", "roll", "climb", "laptop", "orders", "disguise",
          "clairvoyance", "precognition", "escape"}


def peek_targets(s: BurgleState, seat: int) -> list[int]:
    """Unrevealed rooms the thief can look into: through open doors, up stairs, through an
    Atrium's floor and ceiling, down from a Walkway."""
    return peeks_from(s, s.thieves[seat].pos)


def peeks_from(s: BurgleState, p: int) -> list[int]:
    """Unrevealed rooms a thief standing in room `p` could look into (see `peek_targets`)."""
    lay, revealed = s.layout, s.revealed
    here = s.rooms[p] if revealed[p] else None
    if here != "stairs" and here != "atrium" and here != "walkway":  # doors only: `open` is sorted
        return [c for c in lay.open[p] if not revealed[c]]
    out: set[int | None] = set(lay.open[p])  # above/below may be None; filtered out below
    if here == "stairs":
        out.add(lay.above(p))
    if here == "atrium":
        out |= {lay.above(p), lay.below(p)}
    if here == "walkway":
        out.add(lay.below(p))
    return sorted(c for c in out if c is not None and not revealed[c])


def can_peek(s: BurgleState, seat: int, cell: object) -> bool:
    """Whether `seat` may peek into `cell` now: an action left, and the room unrevealed and in sight."""
    return has_actions(s) and cell in peek_targets(s, seat)


def can_hack_here(s: BurgleState, seat: int) -> bool:
    """Whether the thief stands in a computer room whose tokens are not yet at the maximum."""
    kind = COMPUTER_OF.get(s.rooms[s.thieves[seat].pos] or "")
    return kind is not None and s.hacks[kind] < MAX_HACKS


def answers_a_question(kind: str) -> bool:
    """Whether actions of type `kind` only ever answer a prompt (a type no turn handler plays)."""
    return kind not in _HANDLERS


def is_over(s: BurgleState) -> bool:
    """Whether the heist has ended (escaped or caught)."""
    return s.result is not None


def is_asked(s: BurgleState) -> bool:
    """Whether a question (a prompt with its options) must be answered before anything else."""
    return s.prompt is not None


def is_your_turn(s: BurgleState, seat: int) -> bool:
    """Whether `seat` is the thief taking a turn in the play stage."""
    return s.stage == PLAY and seat == s.turn


def legal(s: BurgleState, seat: int, *, shared: bool = False) -> list[Action]:
    """Every legal action of `seat` now, built from the predicates above and the rule modules' lists.

    With `shared` a question's options are the prompt's own objects (for `shared_legal_actions`:
    read-only), not copies."""
    if s.result is not None:  # is_over(s), asked inline as below: this runs at every position
        return []
    prompt = s.prompt
    if prompt is not None:  # is_asked(s)
        if prompt["seat"] != seat:
            return []
        return prompt["options"] if shared else [dict(o) for o in prompt["options"]]
    if s.stage != PLAY or seat != s.turn:  # not is_your_turn(s, seat)
        return []
    t = s.thieves[seat]
    p = t.pos
    here = s.rooms[p]  # the thief's room (its kind even face down: each test below is a superset)
    # Only the doorways, each for one action, and no Motion exit to choose: `move_actions` without
    # `destinations` (see `_door_moves`). The kind of the room first: cheap.
    doors = (here not in _WAY_ROOMS and (here != "motion" or exit_options(s, seat) == [None])
             and _doorways_only(s, t, p))
    if s.actions_left >= 1:  # has_actions(s): `can_peek` for each of the targets, asked once
        if here in _LOOK_ROOMS:
            out = [PEEKS[c] for c in peeks_from(s, p)]
        else:  # `peeks_from` elsewhere: the unrevealed rooms behind the doorways
            revealed = s.revealed
            out = [PEEKS[c] for c in s.layout.open[p] if not revealed[c]]
        out += _door_moves(s, seat, p) if doors else move_actions(s, seat)
        if here in COMPUTER_OF and can_hack_here(s, seat):
            out.append(HACK)
        if here == "safe" or (t.character == "peterman" and t.side == "advanced"):  # here, or the Drill's reach
            out += safe_actions(s, seat)
    elif doors:
        out = []  # every doorway costs an action, and none is left
    else:
        out = move_actions(s, seat)  # no action left: only free moves (an Acrobat slipping by a guard)
    # The pieces below return nothing without items lying about, tools in hand or a character
    # with an active ability, so they are not asked then (`test_speed_caches` checks the whole list).
    if s.items:
        out += pickup_actions(s, seat)
    if t.tools:
        out += tooluse.tool_actions(s, seat)
    if t.character is not None:
        out += abilities.ability_actions(s, seat)
    out += offer_actions(s, seat)
    out.append(END_TURN)
    return out if shared else [dict(a) for a in out]


def _doorways_only(s: BurgleState, t: Thief, p: int) -> bool:
    """Whether `destinations` of the thief in room `p` (not a `_WAY_ROOMS` room) are the open
    doorways only, each a walk for exactly one action: neither the Gemstone nor the basic Acrobat,
    and (unless Time Lock shuts them) no Thermal Bomb hole here, no revealed stairs below, no
    revealed Walkway above under Gymnastics; no revealed Secret Door behind a wall (or the Painting)."""
    if (t.character == "acrobat" and t.side == "basic") or "gemstone" in t.loot:
        return False
    revealed, rooms, lay, effects = s.revealed, s.rooms, s.layout, s.effects
    if "time_lock" not in effects:
        if s.thermal and any(p in hole for hole in s.thermal):  # [lower cell, upper cell]
            return False
        down = lay.below(p)
        if down is not None and revealed[down] and rooms[down] == "stairs":
            return False
        if "gymnastics" in effects:
            up = lay.above(p)
            if up is not None and revealed[up] and rooms[up] == "walkway":
                return False
    if "painting" in t.loot:
        return True
    return not any(revealed[n] and rooms[n] == "secret_door" for n in lay.walled(p))


def _door_moves(s: BurgleState, seat: int, p: int) -> list[Action]:
    """`move_actions` of a thief with an action left whose ways are the doorways only
    (`_doorways_only`, no Motion exit to choose), without building `destinations`: a room is asked
    for its entry choices only when it is a revealed, working Deadbolt, Laser or Fingerprint."""
    revealed, rooms, disabled = s.revealed, s.rooms, s.disabled
    out: list[Action] = []
    for c in s.layout.open[p]:
        if revealed[c] and rooms[c] in _CHOICE_ROOMS and not disabled[c]:
            left = s.actions_left
            out += [MOVES[c] if how is None else {"type": "move", "to": c, "how": how}
                    for extra, how in entry_options(s, seat, c, NORMAL) if 1 + extra <= left]
        else:
            out.append(MOVES[c])
    return out


def play(s: BurgleState, seat: int, action: Action) -> list[Event]:
    """Apply a legal action and let the turn run on as far as it can."""
    events: list[Event] = []
    if s.prompt is not None:
        _answer(s, action, events)
    else:
        kind = action["type"]
        if kind in COSTLY:
            s.flags["last_roll"] = None
        if kind != "end_turn":
            s.flags["acted"] = True
        before = s.thieves[seat].pos
        _HANDLERS[kind](s, seat, action, events)
        if kind in COSTLY:
            _track_back_and_forth(s, seat, kind, before)
    settle(s, events)
    return events


def _track_back_and_forth(s: BurgleState, seat: int, kind: str, before: int) -> None:
    """The page: "you may not simply go back and forth between tiles to avoid an event".

    The rooms a thief has stood in since their last action that was not a move
    are kept in the turn's flags; a move back into one of them is counted in
    `flags["back"]`, and `turns.end_turn` does not count those moves among the
    actions that spare the event card. Doing anything else (a peek, a hack, a
    die...) starts the path afresh, so a real errand and back is not penalized.
    """
    at = s.thieves[seat].pos
    if kind != "move":
        s.flags["path"] = [at]
        return
    path = s.flags.setdefault("path", [before])
    if at == before:
        return  # the thief did not get in (a keypad, a question pending)
    if at in path:
        s.flags["back"] = s.flags.get("back", 0) + 1
    else:
        path.append(at)


def _answer(s: BurgleState, action: Action, events: list[Event]) -> None:
    kind = s.prompt["kind"] if s.prompt else ""
    if kind == "character":
        assert s.prompt is not None  # kind came from it
        choose_character(s, s.prompt["seat"], action, events)
    elif kind in ("beam", "entrance", "vote"):
        team_answer(s, action, events)
    elif kind == "enter":
        resolve_enter_prompt(s, action["how"], events)
    elif kind == "alarm_tie":
        choose_alarm(s, action["cell"], events)
    elif kind == "tool_draw":
        draw_tools(s, action["count"], events)
    elif kind == "keep_tool":
        keep_tool(s, action["tool"], events)
    elif kind == "trade":
        answer(s, action, events)
    elif kind in tooluse.TOOL_PROMPTS:
        tooluse.resolve(s, action, events)
    elif kind in eventcards.EVENT_PROMPTS:
        eventcards.resolve(s, action, events)
    else:
        abilities.resolve(s, action, events)


_PEEK_LINES: dict[int, Event] = {}


def _peek_line(seat: int) -> Event:
    """The log line of a peek."""
    return Event("peek", f"{who(seat)} peeks.", None, False, {"seat": seat})


def _peek(s: BurgleState, seat: int, action: Action, events: list[Event]) -> None:
    spend(s, 1)
    say_known(events, _PEEK_LINES, seat, _peek_line)
    reveal(s, action["cell"], events)


def _hack(s: BurgleState, seat: int, action: Action, events: list[Event]) -> None:
    spend(s, 1)
    kind = COMPUTER_OF[s.rooms[s.thieves[seat].pos] or ""]
    add_hack(s, kind)
    say(events, "hack", f"{who(seat)} hacks: {s.hacks[kind]} {kind} token(s).", seat=seat, kind=kind)


def _add_die(s: BurgleState, seat: int, action: Action, events: list[Event]) -> None:
    spend(s, 2)
    add_die(s, seat, action["safe"], events)


def _roll(s: BurgleState, seat: int, action: Action, events: list[Event]) -> None:
    spend(s, 1)
    roll(s, seat, action["safe"], events)


_HANDLERS = {
    "peek": _peek,
    "move": do_move,
    "escape": lambda s, seat, a, ev: escape(s, seat, ev),
    "hack": _hack,
    "add_die": _add_die,
    "roll": _roll,
    "pickup": lambda s, seat, a, ev: pickup(s, seat, a["item"], ev),
    "tool": lambda s, seat, a, ev: tooluse.use_tool(s, seat, a["tool"], ev),
    "offer": offer,
    "end_turn": lambda s, seat, a, ev: end_turn(s, ev),
    **{k: abilities.use_ability for k in abilities.ABILITY_TYPES},
}
