"""The legal actions of a turn, built from predicates that `explain.py` reads too.

A placement is legal where `bans.ban` finds nothing (and, for a turn's first
tile, where a second one still fits); a bridge where `bridges.span_problem`
finds nothing; a pass only when two tiles no longer fit.
"""

from __future__ import annotations

from meeple.engine import Action

from . import bans, bridges
from .board import PLACE, cell_name
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


def legal(s: PonteState) -> list[Action]:
    """The actions of the seat to move (callers checked the game is on)."""
    if is_choosing_colours(s):
        return [{"type": "keep"}, {"type": "swap"}]
    board, colour = s.board, s.colour_of(s.turn)
    open_ = board.open[colour]
    if has_placed_one(s):
        return list(open_.values())
    if bans.spread_wide(board, colour):
        acts = list(open_.values())
    else:
        acts = [PLACE[x] for x in bans.first_tiles(board, colour)]
    firsts = bool(acts)
    spans = board.spans[colour]
    if spans:
        acts += [BRIDGE[i] for i in sorted(spans)]
    if not firsts:
        acts.append({"type": "pass"})
    return acts


def bridge(span: bridges.Span) -> Action:
    """The action building a bridge on `span` (its squares first, like `board.PLACE`)."""
    return {"from": cell_name(span.a), "to": cell_name(span.b), "type": "bridge"}


BRIDGE = tuple(bridge(span) for span in bridges.SPANS)
"""The bridge action of each span, by span id, built once like `board.PLACE`."""
