"""The M.A.C. cards option, from named positions: every card, the M.A.C. Room, the pile."""

from __future__ import annotations

from collections import Counter

from meeple.engine import Rng
from meeple.games.roomtwentyfive import GAME
from meeple.games.roomtwentyfive.mac import BARRIER_DECK, MADNESS_DECK, draw
from meeple.games.roomtwentyfive.setup import draw_rooms

from .positions import acting, at, do, position


def complex_with(cards: list[str], **kw: object) -> object:
    """A Cooperation position whose M.A.C. pile holds `cards` (the last drawn first)."""
    return position(4, mac="madness", deck=list(cards), discard=[], **kw)


def test_the_mac_room_joins_the_pool_only_with_the_option() -> None:
    assert any("mac" in draw_rooms("cooperation", 4, Rng(s), True) for s in range(40))
    assert not any("mac" in draw_rooms("cooperation", 4, Rng(s)) for s in range(40))
    assert len(GAME.setup(4, {"mac": "barrier"}, 1).deck) == len(BARRIER_DECK)
    assert len(GAME.setup(4, {"mac": "madness"}, 1).deck) == len(MADNESS_DECK)
    assert GAME.setup(4, {"mac": "madness", "mode": "suspicion"}, 1).mac == "", "Cooperation only"


def test_a_card_is_played_at_the_end_of_every_turn_and_its_line_slides() -> None:
    state = complex_with(["calm", "slide:r0:left"], chars={0: "B1"})
    tile = state.board[at("A1")]
    acting(state, {0: ["look", "push"]})
    assert state.turn == 2 and state.discard == ["slide:r0:left"] and state.deck == ["calm"]
    assert state.tile_pos[tile] == at("E1") and state.pos_of(0) == at("A1"), "Alice rides along"
    assert state.tokens == {}, "the complex places no Control token"
    view = GAME.view(state, 1)["mac"]
    assert view["deck"] == 1 and view["discard"][0]["name"] == "Slide"


def test_punishments_cost_a_turn_and_the_adrenaline() -> None:
    state = complex_with(["drain", "countdown"])
    last = state.last_turn
    draw(state, [])
    draw(state, [])
    assert state.last_turn == last - 1 and not any(state.adrenaline)


def test_reshuffle_swaps_two_face_down_rooms_for_all_to_see() -> None:
    state = complex_with(["reshuffle"], rooms={"A1": "death", "E1": "vision"}, revealed="A1 E1")
    draw(state, [])
    assert state.room_at(at("A1")) == "vision" and state.room_at(at("E1")) == "death", "the only two face down"


def test_collapse_reveals_and_seals_an_empty_face_down_room_never_a_blue_one() -> None:
    state = complex_with(["collapse"], rooms={"A1": "death", "E5": "room25", "A5": "key"}, revealed="A1 E5 A5",
                         chars={0: "A1"})
    draw(state, [])
    assert not any(state.sealed), "Alice stands in A1; E5 and A5 are blue"
    state = complex_with(["collapse"], rooms={"A1": "death", "E5": "room25"}, revealed="A1 E5")
    draw(state, [])
    tile = state.board[at("A1")]
    assert state.sealed[tile] and state.revealed[tile]


def test_quake_slides_a_line_twice() -> None:
    state = complex_with(["quake"])
    before = list(state.board)
    draw(state, [])
    moved = [p for p in range(25) if state.board[p] != before[p]]
    assert len(moved) == 5


def test_entering_the_mac_room_plays_a_card_at_once() -> None:
    state = complex_with(["calm", "countdown"], rooms={"B1": "mac"}, chars={0: "B2"})
    acting(state, {0: ["move", "look"]})
    last = state.last_turn
    do(state, {"type": "move", "room": at("B1")})
    assert state.discard[0] == "countdown" and state.last_turn <= last - 1


def test_an_empty_pile_is_the_discards_reshuffled() -> None:
    state = complex_with([])
    state.discard = ["calm", "calm"]
    draw(state, [])
    assert state.deck == ["calm"] and state.discard == ["calm"]


def test_determinize_shuffles_the_pile_and_keeps_the_discards() -> None:
    state = complex_with(list(MADNESS_DECK))
    state.discard = ["calm"]
    orders = set()
    for i in range(10):
        other = GAME.determinize(state, 0, Rng(i))
        assert Counter(other.deck) == Counter(state.deck) and other.discard == ["calm"]
        orders.add(tuple(other.deck))
    assert len(orders) > 1
    assert GAME.view(state, 0)["mac"]["deck"] == len(MADNESS_DECK), "a count, never the order"
