"""The actions: which a seat may take now (built from the rule predicates), and playing one.

Actions: `{"type": "draw"}` / `{"type": "return"}` (the secret decision);
`{"type": "play", "tile": name}` (which drawn tile); `{"type": "pick",
"option": 0|1}` (a side of "/"); `{"type": "again", "source": "hand"|"bag"}`;
`{"type": "remove"}` / `{"type": "keep"}` (the other drawn tile);
`{"type": "discard", "tile": name}` / `{"type": "keep"}` (home: one path tile
out of the game, or none); `{"type": "buy", "tile": name}` / `{"type": "pass"}`.
The lists are prebuilt objects, shared and never changed.
"""

from __future__ import annotations

from typing import Any

from meeple.engine import ONE_SEAT, Event

from . import market, playing, walk
from .components import BY_NAME, NAMES
from .playing import BAG, HAND
from .state import AGAIN, BUYING, CHOICES, CHOOSE, DECIDE, DISCARD, OVER, PICK, REMOVE, RefugeState

Action = dict[str, Any]

DRAW: Action = {"type": "draw"}
RETURN: Action = {"type": "return"}
DECISIONS = (DRAW, RETURN)
PICKS = ({"type": "pick", "option": 0}, {"type": "pick", "option": 1})
AGAINS = ({"type": "again", "source": HAND}, {"type": "again", "source": BAG})
REMOVE_OR_KEEP = ({"type": "remove"}, {"type": "keep"})
KEEP: Action = REMOVE_OR_KEEP[1]
PASS: Action = {"type": "pass"}
PLAYS = tuple({"type": "play", "tile": name} for name in NAMES)
BUYS = tuple({"type": "buy", "tile": name} for name in NAMES)
DISCARDS = tuple({"type": "discard", "tile": name} for name in NAMES)
_FIXED = {DECIDE: DECISIONS, PICK: PICKS, AGAIN: AGAINS, REMOVE: REMOVE_OR_KEEP}


def waiting_for(state: RefugeState) -> frozenset[int]:
    """Every seat owing a choice of its own (they play at once), or the one buyer."""
    if state.phase == BUYING:
        return ONE_SEAT[state.buyers[0]] if state.buyers else frozenset()
    if state.phase == OVER:
        return frozenset()
    stages = tuple(state.stage)
    found = _OWING.get(stages)
    if found is None:
        found = _OWING[stages] = frozenset([s for s, stage in enumerate(stages) if stage in CHOICES])
    return found


_OWING: dict[tuple[str, ...], frozenset[int]] = {}
"""The seats owing a choice, by the stages of all seats (few combinations: built once each, asked every action)."""


def shared_actions(state: RefugeState, seat: int) -> tuple[Action, ...]:
    """The seat's legal actions as prebuilt objects."""
    if state.phase == BUYING:
        if not market.is_buyer(state, seat):
            return ()
        return (*(BUYS[t] for t in market.affordable(state, seat)), PASS)
    if state.phase == OVER:
        return ()
    stage = state.stage[seat]
    fixed = _FIXED.get(stage)
    if fixed is not None:
        return fixed
    if stage == CHOOSE:
        return tuple(PLAYS[t] for t in sorted(set(state.hands[seat])) if playing.can_play(state, seat, t))
    if stage == DISCARD:
        return (*(DISCARDS[t] for t in sorted(set(state.paths[seat]))), KEEP)
    return ()


def play_action(state: RefugeState, seat: int, action: Action) -> list[Event]:
    """Apply a legal action, then move the table on while nobody owes one."""
    kind = action["type"]
    if kind == "draw" or kind == "return":
        events = walk.decide(state, seat, kind)
    elif kind == "play":
        events = playing.play(state, seat, BY_NAME[action["tile"]])
    elif kind == "pick":
        events = playing.pick(state, seat, action["option"])
    elif kind == "again":
        events = playing.again_from(state, seat, action["source"])
    elif kind == "remove":
        events = playing.remove(state, seat, True)
    elif kind == "keep":
        events = playing.remove(state, seat, False) if state.stage[seat] == REMOVE else walk.discard(state, seat, None)
    elif kind == "discard":
        events = walk.discard(state, seat, BY_NAME[action["tile"]])
    elif kind == "buy":
        events = market.buy(state, seat, BY_NAME[action["tile"]])
    else:
        events = market.pass_buying(state, seat)
    walk.settle(state, events)
    return events
