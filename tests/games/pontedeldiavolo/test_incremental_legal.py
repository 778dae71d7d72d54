"""The incrementally kept legal squares and bridges agree with a plain recomputation, over many random games.

The reference below asks `bans.ban` about every square, tries every first
tile on a copy, and asks `bridges.span_problem` about every span: the rules
as written, with none of the kept state beyond the board's tiles and groups.
The other kept values (each colour's tile set, the would-be group size of
each open square that `bans.place` reads, the groups and island zones it
updates inline) are checked against the tiles too.
It checks every step of seeded random playouts (uniform, and the game's own
rollout policy), clones taken along the way, and states reloaded from JSON.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from meeple.engine import Action, Rng
from meeple.games.pontedeldiavolo import bans, bridges
from meeple.games.pontedeldiavolo.board import PLACE, Board
from meeple.games.pontedeldiavolo.components import CELLS, ISLAND
from meeple.games.pontedeldiavolo.legal import BRIDGE
from meeple.games.pontedeldiavolo.state import CHOOSE, PonteState, dump, load

from .positions import GAME


def reference_cells(board: Board, colour: int) -> list[int]:
    """Every square where one tile may go, square by square."""
    return [x for x in range(CELLS) if bans.ban(board, colour, x) is None]


def reference_firsts(board: Board, colour: int) -> list[int]:
    """The legal squares after which some other square is still legal, each tried on a copy."""
    out = []
    for x in reference_cells(board, colour):
        after = board.clone()
        after.place(x, colour)
        if any(y != x and bans.ban(after, colour, y) is None for y in range(CELLS)):
            out.append(x)
    return out


def reference_legal(s: PonteState) -> list[Action]:
    """The legal actions of the seat to move, from the rules alone."""
    if s.phase == CHOOSE:
        return [{"type": "keep"}, {"type": "swap"}]
    colour = s.colour_of(s.turn)
    if s.placed:
        return [PLACE[x] for x in reference_cells(s.board, colour)]
    firsts = reference_firsts(s.board, colour)
    acts = [PLACE[x] for x in firsts]
    acts += [BRIDGE[span.id] for span in bridges.SPANS if bridges.span_problem(s.board, colour, span) is None]
    if not firsts:
        acts.append({"type": "pass"})
    return acts


def check_kept_state(board: Board) -> None:
    """The other kept values agree with the tiles: each colour's tile set and bits, each open square's would-be size.

    The groups and island zones, which `bans.place` updates inline, are checked
    against the raw `Board.place` of the same tiles in square order.
    """
    raw = Board()
    for x in range(CELLS):
        if board.cells[x]:
            raw.place(x, board.cells[x])
    assert sorted(map(sorted, board.members.values())) == sorted(map(sorted, raw.members.values()))
    assert all(list(group) == sorted(group) for group in board.members.values() if len(group) == ISLAND)
    assert all(x in board.members[board.group[x]] for x in range(CELLS) if board.cells[x])
    assert board.zone == raw.zone
    for colour in (1, 2):
        assert board.tiles[colour] == {x for x in range(CELLS) if board.cells[x] == colour}
        assert board.bits[colour] == sum(1 << x for x in board.tiles[colour])
        for x in board.open[colour]:
            assert board.would[colour][x] == board.joins(colour, x)[0], (colour, x)
        assert all(board.would[colour][x] == 0 for x in range(CELLS) if x not in board.open[colour])
        assert list(board.open[colour]) == sorted(board.open[colour])
        assert all(board.open[colour][x] is PLACE[x] for x in board.open[colour])


def check_playout(seed: int, *, use_policy: bool) -> int:
    """Play one seeded game, comparing every position's legal actions (and a clone's, and a reload's)."""
    s, rng = GAME.setup(2, {}, seed), Rng(seed + 7)
    steps = 0
    while GAME.waiting_for(s):
        seat = s.turn
        acts = GAME.legal_actions(s, seat)
        assert acts == reference_legal(s), f"seed {seed}, step {steps}"
        check_kept_state(s.board)
        if steps % 9 == 4:
            copy = s.clone()
            copy.cache = {}
            assert GAME.legal_actions(copy, seat) == acts
            check_kept_state(copy.board)
            again = load(dump(s))
            assert GAME.legal_actions(again, seat) == acts
            assert again.board.spans == s.board.spans
            assert [list(o.items()) for o in again.board.open] == [list(o.items()) for o in s.board.open]
        if use_policy and GAME.policy is not None:
            action = GAME.policy.rollout_action(s, seat, acts, rng)
        else:
            action = acts[rng.below(len(acts))]
        GAME.apply(s, seat, action)
        steps += 1
    return steps


def test_seeded_random_playouts_match_the_reference() -> None:
    assert sum(check_playout(seed, use_policy=False) for seed in range(25)) > 1500


def test_seeded_policy_playouts_match_the_reference() -> None:
    assert sum(check_playout(seed, use_policy=True) for seed in range(100, 115)) > 900


@settings(max_examples=25, deadline=None)
@given(st.integers(min_value=0, max_value=2**32 - 1), st.booleans())
def test_any_playout_matches_the_reference(seed: int, use_policy: bool) -> None:
    check_playout(seed, use_policy=use_policy)


def test_a_clone_keeps_its_own_legal_moves() -> None:
    s = GAME.setup(2, {}, 3)
    rng = Rng(3)
    for _ in range(30):
        GAME.apply(s, s.turn, rng.choice(GAME.legal_actions(s, s.turn)))
    copy = s.clone()
    before = (list(s.board.open[1]), list(s.board.open[2]), set(s.board.spans[1]), set(s.board.spans[2]))
    while GAME.waiting_for(copy):
        GAME.apply(copy, copy.turn, rng.choice(GAME.legal_actions(copy, copy.turn)))
    assert (list(s.board.open[1]), list(s.board.open[2]), s.board.spans[1], s.board.spans[2]) == before
