"""Setup: the building, decks, guards, characters and the entrance, for each job."""

from __future__ import annotations

from collections import Counter

import pytest

from meeple.games.burglebros import GAME
from meeple.games.burglebros.components import JOBS, OFFICE_NUMBERS, ROOM_NUMBERS

from .positions import cell


@pytest.mark.parametrize("job", ["bank", "office", "fortknox"])
def test_each_floor_has_a_safe_and_stairs_and_the_whole_tile_set(job):
    s = GAME.setup(2, {"job": job}, 3)
    j = JOBS[job]
    for f in range(j.floors):
        kinds = Counter(s.rooms[c] for c in s.layout.floor_cells(f))
        assert kinds["safe"] >= 1 and kinds["stairs"] >= 1
        assert sum(kinds.values()) == j.rooms_per_floor
    tiles = Counter((s.rooms[c], s.numbers[c]) for c in s.layout.cells)
    assert tiles == Counter((k, n) for k, ns in j.tiles.items() for n in ns)


def test_the_office_job_uses_its_own_32_tiles():
    assert sum(len(v) for v in OFFICE_NUMBERS.values()) == 32
    assert sum(len(v) for v in ROOM_NUMBERS.values()) == 48


def test_fort_knox_has_an_empty_beam_in_the_middle_and_12_walls_a_floor():
    s = GAME.setup(2, {"job": "fortknox"}, 1)
    assert s.layout.is_shaft(12) and s.layout.is_shaft(37) and s.rooms[12] is None
    assert len(s.walls) == 24 and s.layout.open[cell("1C2", 5)] and cell("1C3", 5) not in s.layout.open[cell("1C2", 5)]
    assert [len(d.cards) + len(d.removed) + len(d.discard) for d in s.patrol] == [24, 24]
    assert 12 not in s.patrol[1].cards + s.patrol[1].removed  # no card for the beam


def test_standard_walls_are_eight_a_floor():
    s = GAME.setup(2, {}, 1)
    assert len(s.walls) == 24


def test_random_walls_never_close_off_a_room():
    for seed in range(20):
        s = GAME.setup(2, {"walls": "random"}, seed)
        assert len(s.walls) == 24
        for f in range(3):
            start = s.layout.floor_cells(f)[0]
            assert all(s.layout.dist(start)[c] >= 0 for c in s.layout.floor_cells(f))


@pytest.mark.parametrize(("players", "aside"), [(1, 9), (2, 6), (3, 3), (4, 0)])
def test_patrol_decks_set_cards_aside_by_player_count(players, aside):
    s = GAME.setup(players, {}, 2)
    assert [len(d.removed) for d in s.patrol] == [aside] * 3
    assert len(s.patrol[1].cards) == 16 - aside


@pytest.mark.parametrize(("job", "dice"), [("bank", [2, 3, 4]), ("office", [2, 3]), ("fortknox", [3, 4])])
def test_guard_dice_start_by_job(job, dice):
    assert [g.die for g in GAME.setup(2, {"job": job}, 0).guards] == dice


def test_only_the_ground_floor_guard_is_out_with_a_destination():
    s = GAME.setup(2, {}, 5)
    g = s.guards[0]
    assert g.active and g.pos is not None and g.dest not in (None, g.pos)
    assert not s.guards[1].active and s.guards[1].pos is None
    assert s.patrol[0].discard == [g.pos, g.dest]


def test_the_first_player_proposes_an_entrance_away_from_the_guard_and_the_crew_agrees():
    s = GAME.setup(2, {}, 5)
    options = GAME.legal_actions(s, 0)
    assert len(options) == 15 and {"type": "entrance", "cell": s.guards[0].pos} not in options
    cell0 = options[0]["cell"]
    GAME.apply(s, 0, options[0])
    assert s.prompt["kind"] == "vote" and GAME.waiting_for(s) == frozenset({1})
    assert GAME.legal_actions(s, 1) == [{"type": "accept"}, {"type": "decline"}]
    GAME.apply(s, 1, {"type": "accept"})
    assert [t.pos for t in s.thieves] == [cell0, cell0] and s.revealed[cell0]
    assert s.turn == 0 and s.actions_left == 4 and s.thieves[0].stealth == 3


def test_a_declined_entrance_passes_the_word_on_and_seat_0_decides_when_all_were_turned_down():
    s = GAME.setup(3, {}, 5)
    first, second, third = (a["cell"] for a in GAME.legal_actions(s, 0)[:3])
    GAME.apply(s, 0, {"type": "entrance", "cell": first})
    GAME.apply(s, 1, {"type": "accept"})
    GAME.apply(s, 2, {"type": "decline"})
    assert s.prompt["kind"] == "entrance" and GAME.waiting_for(s) == frozenset({1}) and not s.prompt["final"]
    GAME.apply(s, 1, {"type": "entrance", "cell": second})
    GAME.apply(s, 2, {"type": "decline"})
    GAME.apply(s, 2, {"type": "entrance", "cell": third})
    GAME.apply(s, 0, {"type": "decline"})
    assert s.prompt["kind"] == "entrance" and s.prompt["final"] and GAME.waiting_for(s) == frozenset({0})
    GAME.apply(s, 0, {"type": "entrance", "cell": second})
    assert s.stage == "play" and [t.pos for t in s.thieves] == [second] * 3


def test_alone_the_player_picks_the_entrance_at_once():
    s = GAME.setup(1, {}, 5)
    cell0 = GAME.legal_actions(s, 0)[0]["cell"]
    GAME.apply(s, 0, {"type": "entrance", "cell": cell0})
    assert s.stage == "play" and s.thieves[0].pos == cell0


def test_in_fort_knox_with_walls_of_their_own_the_crew_places_the_beam_first():
    s = GAME.setup(2, {"job": "fortknox", "walls": "random"}, 3)
    assert s.prompt["kind"] == "beam" and len(GAME.legal_actions(s, 0)) == 25
    GAME.apply(s, 0, {"type": "beam", "square": 0})
    GAME.apply(s, 1, {"type": "accept"})
    assert s.beam == 0 and s.layout.is_shaft(0) and s.layout.is_shaft(25) and not s.layout.is_shaft(12)
    assert s.rooms[0] is None and s.rooms[12] is not None and len(s.walls) == 24
    assert [len(d.cards) + len(d.removed) + len(d.discard) for d in s.patrol] == [24, 24]
    assert all(0 not in (d.cards + d.removed + d.discard) for d in s.patrol)  # no card for the beam
    assert s.prompt["kind"] == "entrance" and GAME.view(s, 0)["beam"] == 0


def test_the_printed_fort_knox_plan_keeps_its_beam_in_the_middle():
    s = GAME.setup(2, {"job": "fortknox"}, 3)
    assert s.beam == 12 and s.prompt["kind"] != "beam"


def test_random_characters_are_dealt_with_the_chosen_side():
    s = GAME.setup(4, {"characters": "advanced"}, 1)
    assert len({t.character for t in s.thieves}) == 4 and {t.side for t in s.thieves} == {"advanced"}


def test_each_player_picks_a_side_when_asked():
    s = GAME.setup(2, {"characters": "side"}, 1)
    assert GAME.legal_actions(s, 0) == [{"type": "side", "side": "basic"}, {"type": "side", "side": "advanced"}]
    GAME.apply(s, 0, {"type": "side", "side": "advanced"})
    assert GAME.waiting_for(s) == frozenset({1})
    GAME.apply(s, 1, {"type": "side", "side": "basic"})
    assert s.prompt["kind"] == "entrance" and [t.side for t in s.thieves] == ["advanced", "basic"]


def test_players_may_choose_their_characters():
    s = GAME.setup(2, {"characters": "choose"}, 1)
    assert len(GAME.legal_actions(s, 0)) == 18
    GAME.apply(s, 0, {"type": "character", "character": "hawk", "side": "basic"})
    assert {"type": "character", "character": "hawk", "side": "advanced"} not in GAME.legal_actions(s, 1)


def test_a_solo_game_leaves_out_the_team_cards():
    s = GAME.setup(1, {"characters": "choose"}, 1)
    assert "gold_bar" not in s.loot.cards and "dead_drop" not in s.events.cards
    assert not any(a["character"] == "rook" for a in GAME.legal_actions(s, 0))
