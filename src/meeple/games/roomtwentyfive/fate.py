"""Deaths, identity reveals, the escape and the end of the game.

Suspicion: a first death keeps its identity secret; when another character dies, the earliest
dead character still masked is revealed and, if that one was a prisoner, the new death too.
Two dead prisoners end the game for the guards. When only as many characters as there are
guards are left outside a revealed Room 25, those outside take off their masks.
Cooperation: any death loses the game for everyone.
"""

from __future__ import annotations

from meeple.engine import Event

from .components import COOPERATION, EXIT, GUARD, OVER, PRISONER, SUSPICION, guards_for
from .naming import who
from .state import RoomState

PRISONERS_WIN, GUARDS_WIN, COMPLEX_WINS = "prisoners", "guards", "complex"


def finish(state: RoomState, winner: str, reason: str, events: list[Event]) -> None:
    """End the game: everyone's identity is shown."""
    state.winner = winner
    state.reason = reason
    state.phase = OVER
    state.pending = None
    state.unmasked = [True] * state.characters
    events.append(Event("game_over", reason, reveals=True, data={"winner": winner, "roles": list(state.role)}))


def unmask(state: RoomState, c: int, why: str, events: list[Event]) -> None:
    """Reveal one character's role to everyone."""
    if state.unmasked[c]:
        return
    state.unmasked[c] = True
    events.append(Event("unmask", f"{who(state, c)} is a {state.role[c]} ({why}).", reveals=True,
                        data={"character": c, "role": state.role[c]}))


def kill(state: RoomState, c: int, why: str, events: list[Event]) -> None:
    """A character dies: off the board, masks lifted as the rules say, the game perhaps over."""
    if state.where[c] < 0 or state.winner is not None:
        return
    state.where[c] = -1
    state.imprisoned[c] = False
    state.trapped[c] = -1
    events.append(Event("death", f"{who(state, c)} dies: {why}.", data={"character": c}))
    if state.mode == COOPERATION:
        finish(state, COMPLEX_WINS, f"{who(state, c)} died: the prisoners cannot escape together.", events)
        return
    masked_before = [d for d in state.dead if not state.unmasked[d]]
    state.dead.append(c)
    if masked_before:
        first = masked_before[0]
        unmask(state, first, "a second character died", events)
        if state.role[first] == PRISONER:
            unmask(state, c, "the one revealed before was a prisoner", events)
    if sum(1 for d in state.dead if state.role[d] == PRISONER) >= 2:
        finish(state, GUARDS_WIN, "Two prisoners are dead: the guards win.", events)


def exit_tile(state: RoomState) -> int:
    """The tile of Room 25."""
    return state.kind.index(EXIT)


def check_masks(state: RoomState, events: list[Event]) -> None:
    """Take off the masks of those left outside Room 25, as the page says per number of guards."""
    if state.mode != SUSPICION or state.winner is not None:
        return
    tile = exit_tile(state)
    if not state.revealed[tile]:
        return
    living = [c for c in range(state.characters) if state.where[c] >= 0]
    outside = [c for c in living if state.where[c] != tile]
    if outside and len(outside) < len(living) and len(outside) <= guards_for(state.characters):
        for c in outside:
            unmask(state, c, "left outside Room 25", events)


def can_escape(state: RoomState) -> bool:
    """Whether sliding Room 25 out now frees the prisoners.

    Cooperation: the Key Room is active and every character is inside. Suspicion: at least two
    prisoners inside and none missing, or only one missing (dead or outside) on the last turn.
    Guards inside or outside do not matter. Nobody escapes alone."""
    tile = exit_tile(state)
    inside = [c for c in range(state.characters) if state.where[c] == tile]
    if state.mode == COOPERATION:
        return state.key_active and len(inside) == state.characters and len(inside) >= 2
    prisoners_in = sum(1 for c in inside if state.role[c] == PRISONER)
    missing = sum(1 for r in state.role if r == PRISONER) - prisoners_in
    return prisoners_in >= 2 and (missing == 0 or (missing == 1 and state.turn == state.last_turn))


def is_guard(state: RoomState, c: int) -> bool:
    """The character is a guard."""
    return state.role[c] == GUARD
