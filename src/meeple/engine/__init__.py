"""The game contract, chance, results and errors that every Meeple game builds on.

`meeple.engine` imports nothing else of Meeple's: games, bots and the server
depend on it, never the other way round.
"""

from .canonical import canonical, contains_action
from .errors import ActionError, IllegalAction, InvalidOptions, MalformedAction
from .events import Event, seat_name
from .game import ONE_SEAT, Action, BaseGame, Game, State
from .options import Option, option_combinations, resolve_options
from .outcome import Outcome, competition_ranks
from .policy import Policy
from .replay import replay
from .rng import Rng
from .shapes import ActionShapes, action_shapes, check_shape

__all__ = [
    "ONE_SEAT",
    "Action",
    "ActionError",
    "ActionShapes",
    "BaseGame",
    "Event",
    "Game",
    "IllegalAction",
    "InvalidOptions",
    "MalformedAction",
    "Option",
    "Outcome",
    "Policy",
    "Rng",
    "State",
    "action_shapes",
    "canonical",
    "check_shape",
    "competition_ranks",
    "contains_action",
    "option_combinations",
    "replay",
    "resolve_options",
    "seat_name",
]
