"""The turn: the pre-game look, programming, the two action rounds in countdown order, the end of
the turn (floods, control tokens, the order turning, the countdown), then the adrenaline round.

Following the page's note, the turn ends before the adrenaline actions: they are played with the
control tokens already cleared, and count as the next turn for the Flooded and Shredder Rooms.
"""

from __future__ import annotations

from meeple.engine import ONE_SEAT, Event

from .components import ACT, ADRENALINE_ROUND, CENTRE_NEIGHBOURS, COOPERATION, NAME, PARANOIA, PEEK, PROGRAM, TALENT
from .fate import COMPLEX_WINS, GUARDS_WIN, check_masks, finish, kill
from .mac import draw
from .naming import where, who
from .state import RoomState
from .talents import talent_targets
from .targets import has_target

NOBODY: frozenset[int] = frozenset()
TIMING = "?"
"""`token_for`'s answer when a one-action character must first say whether it acts now or later."""


def waiting_for(state: RoomState) -> frozenset[int]:
    """Who must decide now: everyone in the simultaneous phases, else the pending decision's player."""
    phase = state.phase
    if phase == ACT:
        pending = state.pending
        return ONE_SEAT[state.owner[pending[1]]] if pending is not None else NOBODY
    if phase == PROGRAM:
        return frozenset(state.owner[c] for c in range(state.characters) if not state.ready[c])
    if phase == PEEK:
        return frozenset(s for s in range(state.players) if state.peeked[s] < 0)
    return NOBODY


# -- the pre-game look and programming ----------------------------------------------------


def peek(state: RoomState, seat: int, pos: int, events: list[Event]) -> None:
    """The secret look at one room next to the Central Room, once per player."""
    tile = state.board[pos]
    state.peeked[seat] = tile
    state.seen[seat] |= 1 << tile
    events.append(Event("peek", f"{where(pos)} is the {NAME[state.kind[tile]]}.", to=(seat,), reveals=True,
                        data={"room": pos, "kind": state.kind[tile]}))
    if all(t >= 0 for t in state.peeked):
        looks = ", ".join(f"{{p{s}}} {where(state.tile_pos[t])}" for s, t in enumerate(state.peeked))
        events.append(Event("peeks", f"Everyone has taken a first look: {looks}.", data={"rooms": [
            state.tile_pos[t] for t in state.peeked]}))
        start_programming(state, events)


def start_programming(state: RoomState, events: list[Event]) -> None:
    """A new turn: every living character programs in secret (in the open from the Paranoia Room)."""
    state.phase = PROGRAM
    state.round = 1
    state.cursor = 0
    n = state.characters
    state.program = [[] for _ in range(n)]
    state.ready = [not state.alive(c) for c in range(n)]
    state.shown = [0] * n
    state.done = [0] * n
    state.planned = [False] * n
    state.public = [state.alive(c) and state.room_of(c) == PARANOIA for c in range(n)]
    events.append(Event("turn", f"Turn {state.turn} of {state.last_turn}: program your actions.",
                        data={"turn": state.turn, "last": state.last_turn}))


def program(state: RoomState, c: int, tokens: list[str], adrenaline: bool, events: list[Event]) -> None:
    """Lay a character's tokens face down; once everyone has, the actions begin."""
    state.program[c] = tokens
    state.ready[c] = True
    if adrenaline:
        state.planned[c] = True
        state.adrenaline[c] = False
    events.append(Event("programmed", f"{who(state, c)} has programmed.", data={"character": c}))
    if state.public[c]:
        shown = " then ".join(tokens) + (" and Adrenaline" if adrenaline else "")
        events.append(Event("paranoia", f"{who(state, c)} is in the Paranoia Room and shows: {shown}.",
                            data={"character": c, "tokens": tokens, "adrenaline": adrenaline}))
    if all(state.ready):
        state.phase = ACT
        events.append(Event("actions", "All actions are programmed: they are revealed one by one.",
                            reveals=True, data={"tokens": [len(p) for p in state.program],
                                                "adrenaline": list(state.planned)}))
        advance(state, events)


# -- the action rounds -------------------------------------------------------------


def token_for(state: RoomState, c: int) -> str | None:
    """The token c plays in this round, TIMING for a one-action choice, None for nothing."""
    tokens = state.program[c]
    if len(tokens) == 2:
        return tokens[state.round - 1]
    if len(tokens) == 1 and state.done[c] == 0:
        return TIMING if state.round == 1 else tokens[0]
    return None


def begin_action(state: RoomState, c: int, token: str, events: list[Event]) -> bool:
    """Reveal a token; True when its player must choose its target, False when it was lost."""
    state.done[c] += 1
    state.armed = state.trapped[c] if state.trapped[c] == state.where[c] else -1
    if state.round != ADRENALINE_ROUND:
        state.shown[c] += 1
    events.append(Event("reveal_token", f"{who(state, c)}: {token}.", data={"character": c, "token": token}))
    if talent_targets(state, c) if token == TALENT else has_target(state, c, token):
        state.pending = ("target", c, token)
        return True
    events.append(Event("lost", f"{who(state, c)} cannot {token}: the action is lost.",
                        data={"character": c, "token": token}))
    end_action(state, events)
    return False


def end_action(state: RoomState, events: list[Event]) -> None:
    """The acting character's action is over: the Trap's check, the masks, the next character."""
    c = state.order[state.cursor]
    if state.armed >= 0 and state.where[c] == state.armed:
        kill(state, c, "still in the Trap Room after its next action", events)
    state.armed = -1
    if state.round == ADRENALINE_ROUND:
        state.planned[c] = False
    check_masks(state, events)
    state.cursor += 1


def advance(state: RoomState, events: list[Event]) -> None:
    """Play on until someone must decide: lost actions, skipped and dead characters, round changes."""
    while state.winner is None and state.pending is None and state.phase == ACT:
        if state.cursor >= len(state.order):
            if state.round == 1:
                state.round, state.cursor = 2, 0
                continue
            if state.round == 2:
                end_of_turn(state, events)
                continue
            start_programming(state, events)
            return
        c = state.order[state.cursor]
        if not state.alive(c):
            state.cursor += 1
        elif state.round == ADRENALINE_ROUND:
            if state.planned[c]:
                state.pending = ("adrenaline", c, "")
            else:
                state.cursor += 1
        else:
            token = token_for(state, c)
            if token is None:
                state.cursor += 1
            elif token == TIMING:
                state.pending = ("timing", c, "")
            else:
                begin_action(state, c, token, events)


def end_of_turn(state: RoomState, events: list[Event]) -> None:
    """Flooded and Shredder rooms kill and close, tokens go, the first character becomes last, the
    countdown moves on; then the adrenaline round if anyone planned one."""
    for tile in range(25):
        if state.doom[tile] == state.turn:
            for c in list(state.order):
                if state.where[c] == tile:
                    kill(state, c, f"caught in the {NAME[state.kind[tile]]}", events)
            state.doom[tile] = 0
            state.sealed[tile] = True
            events.append(Event("sealed", f"{where(state.tile_pos[tile])} is sealed for good.",
                                data={"room": state.tile_pos[tile]}))
    if state.winner is not None:
        return
    state.tokens.clear()
    state.order = state.order[1:] + state.order[:1]
    if state.turn >= state.last_turn:
        loser = COMPLEX_WINS if state.mode == COOPERATION else GUARDS_WIN
        finish(state, loser, "The countdown is over: the prisoners did not escape.", events)
        return
    state.turn += 1
    check_masks(state, events)
    if state.mac:
        draw(state, events)
    if any(state.planned[c] and state.alive(c) for c in range(state.characters)):
        state.round, state.cursor = ADRENALINE_ROUND, 0
        events.append(Event("adrenaline_round", "Adrenaline: one more action each for those who planned it."))
    else:
        start_programming(state, events)


def is_peek_room(pos: object) -> bool:
    """One of the four rooms next to the Central Room."""
    return pos in CENTRE_NEIGHBOURS

