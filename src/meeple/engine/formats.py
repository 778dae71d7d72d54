"""A game's action and view formats for API clients, generated from the game itself.

The action types and their fields come from the game's declared
`action_shapes`; examples of actions and of the views (a seat's and a
spectator's) come from a game set up with a fixed seed, so the description
is never written by hand a second time and cannot drift from the rules.
"""

from __future__ import annotations

from typing import Any

from .game import Game

EXAMPLE_SEED = 1
EXAMPLE_ACTIONS = 5


def json_kind(value: Any) -> str:
    """The JSON type of a value: object, array, string, integer, number, boolean or null."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "number"
    if isinstance(value, str):
        return "string"
    return "array" if isinstance(value, (list, tuple)) else "object"


def view_fields(view: dict[str, Any]) -> dict[str, str]:
    """Each top-level field of a view with its JSON type."""
    return {key: json_kind(value) for key, value in view.items()}


def game_formats(game: Game) -> dict[str, Any]:
    """What a client sends (`actions`) and receives (`view`) in `game`, with examples from a real start."""
    players = next(n for n in range(game.min_players, game.max_players + 1)
                   if not any(n in o.needed for o in game.options))  # the fewest seats the defaults allow
    state = game.setup(players, {}, EXAMPLE_SEED)
    seat = min(game.waiting_for(state), default=0)
    legal = game.legal_actions(state, seat)
    seat_view, spectator_view = game.view(state, seat), game.view(state, None)
    return {
        "game": game.id,
        "actions": {kind: [sorted(form) for form in forms] for kind, forms in sorted(game.action_shapes.items())},
        "example_actions": legal[:EXAMPLE_ACTIONS],
        "view": {"fields": view_fields(seat_view), "spectator_fields": view_fields(spectator_view),
                 "example": seat_view, "example_seat": seat, "players": players},
    }
