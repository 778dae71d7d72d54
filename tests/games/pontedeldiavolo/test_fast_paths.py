"""The shortcuts of the hot path agree with the slow, obvious way, over positions from random games."""

from __future__ import annotations

from collections.abc import Iterator

from meeple.engine import Rng
from meeple.games.pontedeldiavolo import bans
from meeple.games.pontedeldiavolo.board import Board
from meeple.games.pontedeldiavolo.components import CELLS, SIZE
from meeple.games.pontedeldiavolo.state import PLAY, PonteState, dump, load

from .positions import GAME


def positions(games: int) -> Iterator[PonteState]:
    """Every position at the start of a turn in some seeded random games."""
    for seed in range(games):
        s = GAME.setup(2, {}, seed)
        policy = Rng(seed + 1000)
        while GAME.waiting_for(s):
            if s.phase == PLAY and not s.placed:
                yield s
            seat = s.turn
            GAME.apply_trusted(s, seat, policy.choice(GAME.legal_actions(s, seat)))


def brute_legal_cells(board: Board, colour: int) -> list[int]:
    """Every square `bans.ban` allows, asked square by square."""
    return [x for x in range(CELLS) if bans.ban(board, colour, x) is None]


def brute_first_tiles(s: PonteState, colour: int) -> list[int]:
    """A first tile is fine when some other square is legal after it: tried for every square."""
    out = []
    for x in brute_legal_cells(s.board, colour):
        after = s.board.clone()
        after.place(x, colour)
        if brute_legal_cells(after, colour):
            out.append(x)
    return out


def test_the_first_tile_lookahead_matches_trying_every_square() -> None:
    checked = 0
    for s in positions(12):
        colour = s.colour_of(s.turn)
        if len(bans.legal_cells(s.board, colour)) <= 40:  # the late game, where the lookahead bites
            assert bans.first_tiles(s.board, colour) == brute_first_tiles(s, colour)
            checked += 1
    assert checked > 50


def test_incremental_groups_and_island_zones_match_a_rebuild() -> None:
    for s in positions(6):
        fresh = load(dump(s)).board
        assert sorted(map(sorted, s.board.members.values())) == sorted(map(sorted, fresh.members.values()))
        assert s.board.zone == fresh.zone
        assert s.board.under == fresh.under and s.board.partner == fresh.partner


def test_the_inline_legal_squares_match_the_ban_of_each_square() -> None:
    for s in positions(6):
        for colour in (1, 2):
            slow = [x for x in range(100) if bans.ban(s.board, colour, x) is None]
            assert bans.legal_cells(s.board, colour) == slow


def test_spread_wide_matches_the_span_of_ranks_and_files() -> None:
    checked = 0
    for s in positions(8):
        for colour in (1, 2):
            legal = bans.legal_cells(s.board, colour)
            rows, cols = [x // SIZE for x in legal], [x % SIZE for x in legal]
            wide = len(legal) > 1 and (
                max(rows) - min(rows) > 2 * bans.REACH or max(cols) - min(cols) > 2 * bans.REACH
            )
            assert bans.spread_wide(s.board, colour) == wide
            checked += not wide
    assert checked > 20
