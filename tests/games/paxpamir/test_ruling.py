"""Who rules a region, under both readings of the `ruling` table option, from named positions.

The rules page: a tribe and more ruling pieces (tribes + armies of your coalition) than any other
player. The published rulebook (`ruling: rulebook`): the same, and "armies belonging to enemy
coalitions can prevent you from taking a ruler token, even if there are no enemy tribes", so the
armies of a coalition nobody is loyal to count against you too.
"""

from __future__ import annotations

import pytest

from meeple.engine import InvalidOptions, Rng
from meeple.games.paxpamir import GAME
from meeple.games.paxpamir.board import ruler, rulers
from meeple.games.paxpamir.flow import ruler_bribe
from meeple.games.paxpamir.state import PAGE, REGION_LOC, RULEBOOK

from .positions import AFGHAN, BRITISH, RUSSIAN, army, do, legal, table, tribe

KABUL, HERAT = REGION_LOC["kabul"], REGION_LOC["herat"]


def _unowned_armies(ruling: str, armies: int = 2) -> object:
    """Seat 0 (British) has one tribe in Kabul; Afghan armies there, and nobody is Afghan."""
    s = table(ruling=ruling)
    tribe(s, 0, "kabul")
    army(s, AFGHAN, "kabul", armies)
    return s


def test_the_option_defaults_to_the_page_and_refuses_other_readings() -> None:
    assert GAME.setup(2, {}, 1).ruling == PAGE
    assert GAME.setup(2, {"ruling": "rulebook"}, 1).ruling == RULEBOOK
    with pytest.raises(InvalidOptions):
        GAME.setup(2, {"ruling": "house"}, 1)


def test_page_the_armies_of_a_coalition_nobody_is_loyal_to_count_for_nobody() -> None:
    s = _unowned_armies(PAGE)
    assert ruler(s, KABUL) == 0


def test_rulebook_enemy_armies_prevent_ruling_even_with_no_enemy_tribes() -> None:
    s = _unowned_armies(RULEBOOK, armies=2)
    assert ruler(s, KABUL) == -1
    s = _unowned_armies(RULEBOOK, armies=1)  # a tie with the armies rules nobody either
    assert ruler(s, KABUL) == -1
    tribe(s, 0, "kabul")  # two tribes beat one army
    assert ruler(s, KABUL) == 0


def test_rulebook_each_coalition_s_armies_count_on_their_own() -> None:
    """The rulebook's example: one tribe and two loyal armies (3) against two British and two Russian
    armies: you rule."""
    s = table(loyalty=(AFGHAN, BRITISH), ruling=RULEBOOK)
    tribe(s, 0, "kabul")
    army(s, AFGHAN, "kabul", 2)
    army(s, BRITISH, "kabul", 2)
    army(s, RUSSIAN, "kabul", 2)
    assert ruler(s, KABUL) == 0
    army(s, RUSSIAN, "kabul")  # three Russian armies tie
    assert ruler(s, KABUL) == -1


def test_rulebook_one_s_own_coalition_s_armies_never_stand_against_one() -> None:
    s = table(ruling=RULEBOOK)
    tribe(s, 0, "kabul")
    army(s, BRITISH, "kabul", 4)
    assert ruler(s, KABUL) == 0


def test_both_readings_compare_players_alike() -> None:
    for ruling in (PAGE, RULEBOOK):
        s = table(ruling=ruling)
        tribe(s, 0, "kabul", 2)
        tribe(s, 1, "kabul")
        army(s, RUSSIAN, "kabul")  # seat 1's: 2 against 2
        assert ruler(s, KABUL) == -1
        army(s, BRITISH, "kabul")
        assert ruler(s, KABUL) == 0


def _herat_ruled_by_seat_1(ruling: str) -> object:
    """Seat 1 (Russian) has two tribes in Herat beside three Afghan armies nobody is loyal to."""
    s = table(ruling=ruling)
    tribe(s, 1, "herat", 2)
    army(s, AFGHAN, "herat", 3)
    return s


def test_the_ruler_s_bribe_follows_the_reading() -> None:
    page = _herat_ruled_by_seat_1(PAGE)
    assert ruler_bribe(page, 0, 63) == (1, 2)
    book = _herat_ruled_by_seat_1(RULEBOOK)
    assert ruler_bribe(book, 0, 63) == (-1, 0)
    book.hands[0] = [63]  # Herat merchant 3: played with no bribe step
    do(book, 0, "play", card=63, side="left")
    assert book.step["k"] == "place" and book.courts[0] == [63]


def test_taxing_a_player_follows_the_reading() -> None:
    for ruling, levies in ((PAGE, [{"type": "levy", "seat": 0}]), (RULEBOOK, [])):
        s = _herat_ruled_by_seat_1(ruling)
        s.active, s.step = 1, {"k": "main", "seat": 1}
        s.courts[1] = [64]  # Herat merchant 4: tax, rank 2
        s.courts[0] = [61]  # a Herat card (economic 2) ...
        s.coins[0] = 5  # ... with rupees above its shelter
        s.mcoins[0][0] = 1  # so that the tax has something to take either way
        do(s, 1, "act", card=64, action="tax")
        assert legal(s, 1, "levy") == levies


def test_building_follows_the_reading() -> None:
    for ruling, can in ((PAGE, True), (RULEBOOK, False)):
        s = _unowned_armies(ruling)
        s.courts[0] = [5]  # a build card
        assert ({"type": "act", "card": 5, "action": "build"} in legal(s, 0)) is can


def test_the_view_shows_the_rulers_of_the_table_s_reading() -> None:
    assert GAME.view(_unowned_armies(PAGE), 0)["rulers"]["kabul"] == 0
    assert GAME.view(_unowned_armies(RULEBOOK), 0)["rulers"]["kabul"] == -1
    assert rulers(_unowned_armies(RULEBOOK)) == [-1] * 6


def test_the_reading_survives_dump_load_copy_and_determinize() -> None:
    s = _unowned_armies(RULEBOOK)
    assert GAME.load(GAME.dump(s)).ruling == RULEBOOK
    assert GAME.clone(s).ruling == RULEBOOK
    assert GAME.determinize(s, 1, Rng(3)).ruling == RULEBOOK
    old = GAME.dump(s)
    del old["ruling"]  # a table saved before the option existed
    assert GAME.load(old).ruling == PAGE
