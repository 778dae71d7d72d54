"""Every action of Chakra built once: the shared objects `shared_legal_actions` lists.

The legal lists pick from these tables instead of building new dicts at every
position; `legal_actions` hands out copies (`fresh`). Nobody may change them
(the engine's rule for shared actions, docs/adding-a-game.md section 3).
"""

from __future__ import annotations

from collections.abc import Sequence

from meeple.engine import Action

from .components import BUBBLES, CHAKRAS, CHANNEL_PATTERNS, COLOURS, EARTH, FLOWS

FLOW_ACTIONS: tuple[Action, ...] = tuple({"type": "flow", "flow": f} for f in range(FLOWS))
TAKE_ACTIONS: tuple[Action, ...] = tuple({"type": "take", "colour": c} for c in range(COLOURS))
BUBBLES_ACTION: Action = {"type": "bubbles"}
PLACE_ACTIONS: tuple[Action, ...] = tuple({"type": "place", "chakra": k} for k in range(CHAKRAS))
CHANNEL_ACTIONS: tuple[Action, ...] = tuple({"type": "channel", "space": i} for i in range(len(CHANNEL_PATTERNS)))
MEDITATE_ACTION: Action = {"type": "meditate"}
LOOK_ACTIONS: tuple[Action, ...] = tuple({"type": "look", "colour": c} for c in range(CHAKRAS))
MOVE_ACTIONS: dict[tuple[int, int, int], Action] = {
    (pos, colour, to): {"type": "move", "from": pos, "colour": colour, "to": to}
    for pos in range(BUBBLES, CHAKRAS) for colour in range(COLOURS) for to in range(EARTH + 1)
}
"""(from, colour, to) -> its move action."""


PLACE_AT: dict[int, Action] = {BUBBLES: BUBBLES_ACTION} | dict(enumerate(PLACE_ACTIONS))
"""Where (BUBBLES or a chakra) -> the action of placing there."""


def place_action(where: int) -> Action:
    """Placing on the bubbles (BUBBLES) or on chakra `where`."""
    return PLACE_AT[where]


def fresh(actions: Sequence[Action]) -> list[Action]:
    """Copies the caller may change."""
    return [dict(a) for a in actions]
