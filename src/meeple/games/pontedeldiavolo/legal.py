"""The legal actions of a turn, built from predicates that `explain.py` reads too.

A placement is legal where `bans.ban` finds nothing (and, for a turn's first
tile, where a second one still fits); a bridge where `bridges.span_problem`
finds nothing; a pass only when two tiles no longer fit.
"""

from __future__ import annotations

from meeple.engine import Action

from . import bans, bridges
from .board import cell_name
from .components import CELLS
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
    colour = s.colour_of(s.turn)
    if has_placed_one(s):
        return [PLACE[x] for x in bans.legal_cells(s.board, colour)]
    firsts = bans.first_tiles(s.board, colour)
    acts = [PLACE[x] for x in firsts]
    acts += [BRIDGE[span.id] for span in bridges.legal_spans(s.board, colour)]
    if not firsts:
        acts.append({"type": "pass"})
    return acts


PLACE = tuple({"type": "place", "cell": cell_name(x)} for x in range(CELLS))
"""The place action of each square, built once (legal_actions hands out copies)."""


def bridge(span: bridges.Span) -> Action:
    """The action building a bridge on `span`."""
    return {"type": "bridge", "from": cell_name(span.a), "to": cell_name(span.b)}


BRIDGE = tuple(bridge(span) for span in bridges.SPANS)
"""The bridge action of each span, by span id, built once like PLACE."""
