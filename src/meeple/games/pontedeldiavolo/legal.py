"""The legal actions of a turn, built from predicates that `explain.py` reads too.

A placement is legal where `bans.ban` finds nothing (and, for a turn's first
tile, where a second one still fits); a bridge where `bridges.span_problem`
finds nothing; a pass only when two tiles no longer fit.
"""

from __future__ import annotations

from meeple.engine import Action

from . import bans, bridges
from .board import PLACE, cell_name
from .components import CELLS, DARK, LIGHT, SIZE
from .state import CHOOSE, OVER, PonteState


def is_over(s: PonteState) -> bool:
    """Whether the game has ended."""
    return s.phase == OVER


def is_your_turn(s: PonteState, seat: int) -> bool:
    """Whether `seat` is the one to move (nobody acts out of turn)."""
    return not is_over(s) and seat == s.turn


def is_choosing_colours(s: PonteState) -> bool:
    """Whether the second player is to keep dark or swap to light (the pie rule)."""
    return s.phase == CHOOSE


def has_placed_one(s: PonteState) -> bool:
    """Whether the turn under way has placed its first tile (so the second must follow)."""
    return bool(s.placed)


def can_place_second(s: PonteState, colour: int, cell: int) -> bool:
    """Whether, after a first tile on `cell`, a second one still fits this turn."""
    return cell in bans.first_tiles(s.board, colour)


def can_pass(s: PonteState, colour: int) -> bool:
    """Whether `colour` may end the game: only when it cannot place two tiles."""
    return not bans.can_place_two(s.board, colour)


def legal(s: PonteState) -> tuple[Action, ...]:
    """The actions of the seat to move, as shared prebuilt objects (callers checked the game is on)."""
    return listing(s)[0]


def listing(s: PonteState) -> tuple[tuple[Action, ...], frozenset[int] | None]:
    """`legal`'s actions, and the squares whose place actions they list: None for every open square of the mover.

    The second value lets `rules.apply` tell whether a picked place action is
    listed without scanning the list. This runs at every step of every
    playout, so the predicates above are inlined here: the phase and
    `has_placed_one`.
    """
    if s.phase == CHOOSE:
        return CHOICES, NO_SQUARES
    board = s.board
    colour = LIGHT if s.turn == s.light_seat else DARK
    open_ = board.open[colour]
    if s.placed:
        return tuple(open_.values()), None
    spans = board.spans[colour]
    keys = open_.keys()
    if len(open_) > 1 and (  # bans.spread_wide, inline: no lookahead needed, every legal square is a first tile
        (next(iter(open_)) < SIZE and next(reversed(open_)) >= CELLS - SIZE)
        or not (keys.isdisjoint(bans.EDGE_FILES[0]) or keys.isdisjoint(bans.EDGE_FILES[1]))
    ):
        if not spans:
            return tuple(open_.values()), None
        return (*open_.values(), *map(BRIDGE.__getitem__, sorted(spans))), None
    firsts = bans.first_tiles(board, colour)
    acts = [PLACE[x] for x in firsts]
    if spans:
        acts += map(BRIDGE.__getitem__, sorted(spans))
    if not firsts:
        acts.append(PASS)
    return tuple(acts), frozenset(firsts)


def bridge(span: bridges.Span) -> Action:
    """The action building a bridge on `span` (its squares first, like `board.PLACE`)."""
    return {"from": cell_name(span.a), "to": cell_name(span.b), "type": "bridge"}


BRIDGE = tuple(bridge(span) for span in bridges.SPANS)
"""The bridge action of each span, by span id, built once like `board.PLACE`."""
CHOICES: tuple[Action, ...] = ({"type": "keep"}, {"type": "swap"})
"""The pie rule's two actions, built once (listed actions are never changed)."""
PASS: Action = {"type": "pass"}
NO_SQUARES: frozenset[int] = frozenset()
"""`listing`'s squares while no place action is listed (the pie choice)."""
