"""A seat's view shows only what it may know, and determinize redraws exactly the rest."""

from __future__ import annotations

from meeple.engine import Rng
from meeple.games.roomtwentyfive import GAME
from meeple.games.roomtwentyfive.components import EXIT, GUARD

from .positions import acting, suspicion


def started(players: int = 6, mode: str = "suspicion", seed: int = 2):
    state = GAME.setup(players, {"mode": mode}, seed)
    for s in range(players):
        GAME.apply(state, s, {"type": "peek", "room": 7 if s % 2 else 11})
    return state


def test_a_spectator_sees_only_revealed_rooms_and_a_seat_also_what_it_looked_at() -> None:
    state = started()
    spectator = GAME.view(state, None)
    assert [r["kind"] is not None for r in spectator["rooms"]] == [p == 12 for p in range(25)]
    mine = GAME.view(state, 1)["rooms"]
    assert mine[7]["kind"] == state.room_at(7) and mine[11]["kind"] is None


def test_a_guard_knows_only_its_own_role() -> None:
    state = started()
    guards = [c for c in range(6) if state.role[c] == GUARD]
    view = GAME.view(state, guards[0])
    assert [c["role"] for c in view["characters"]] == [GUARD if c == guards[0] else None for c in range(6)]


def test_determinize_keeps_what_the_seat_knows_and_redraws_the_rest_by_zone() -> None:
    state = started()
    seen = {t for t in range(25) if state.knows(1, t)}
    kinds = set()
    for r in range(20):
        det = GAME.determinize(state, 1, Rng(r))
        assert all(det.kind[t] == state.kind[t] for t in seen)
        assert det.outer[det.kind.index(EXIT)], "Room 25 stays among the tiles that started in a corner"
        assert sorted(det.kind) == sorted(state.kind)
        kinds.add(tuple(det.kind))
        assert det.role[1] == state.role[1] and det.role.count(GUARD) == 2
    assert len(kinds) > 10


def test_determinize_keeps_at_most_one_dead_prisoner() -> None:
    state = suspicion(4, roles="PPGP", chars={0: "B2"})
    state.where[1] = -1
    state.dead = [1]
    state.unmasked[1] = False
    for r in range(30):
        det = GAME.determinize(state, 0, Rng(r))
        assert det.role.count(GUARD) == 1


def test_determinize_redraws_other_programs_and_unrevealed_tokens() -> None:
    state = started(4, "cooperation")
    GAME.apply(state, 0, {"type": "program", "character": 0, "first": "look", "second": "move", "adrenaline": True})
    programs = {tuple(GAME.determinize(state, 1, Rng(r)).program[0]) for r in range(30)}
    assert len(programs) > 3
    assert GAME.determinize(state, 0, Rng(1)).program[0] == ["look", "move"]
    state = suspicion(4, roles="PPPG", chars={0: "B2"})
    acting(state, {0: ["move", "look"], 1: ["look", "push"]})
    faces = {tuple(GAME.determinize(state, 2, Rng(r)).program[0]) for r in range(30)}
    assert all(f[0] == "move" for f in faces) and len(faces) == 3
