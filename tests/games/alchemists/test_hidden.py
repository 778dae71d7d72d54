"""What each seat sees, and determinize: the world resampled consistently with what the seat has learned."""

from __future__ import annotations

import json
import random

from meeple.engine import Rng, canonical
from meeple.games.alchemists import GAME
from meeple.games.alchemists.components import COPIES, MIX
from meeple.games.alchemists.worlds import all_worlds, grid, holds, table

from .positions import a, acting, publish


def played(players: int, seed: int, steps: int, master: bool = False):
    s = GAME.setup(players, {"variant": "master" if master else "apprentice"}, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if GAME.outcome(s) is not None:
            break
        seat = min(GAME.waiting_for(s))
        GAME.apply(s, seat, rng.choice(GAME.legal_actions(s, seat)))
    return s


def test_no_view_holds_the_world_another_hand_or_another_seal_before_the_end() -> None:
    for seed in range(4):
        s = played(3, seed, 250)
        if s.phase == "over":
            continue
        for seat in (0, 1, 2, None):
            v = GAME.view(s, seat)
            assert v["world"] is None
            for x, p in enumerate(v["players"]):
                assert isinstance(p["hand"], int) and isinstance(p["favours"], int)
                if x != seat:
                    assert all(len(r) == 2 for r in p["results"])  # kind and result, never the ingredients
            for t in v["theories"]:
                assert all(seal["seal"] is None for seal in t["seals"] if seal["seat"] != seat)


def test_another_player_s_student_result_shows_the_potion_but_not_the_ingredients() -> None:
    s = acting("student")
    GAME.apply(s, 0, a("mix", a=0, b=2))
    assert GAME.view(s, 1)["you"]["notes"] == [] and "mushroom" not in json.dumps(GAME.view(s, 1)["players"])
    assert GAME.view(s, 1)["players"][0]["results"] == [["student", "p5"]]
    assert GAME.view(s, 1)["you"]["worlds"] == 40320  # learned nothing about the world


def test_the_deduction_grid_counts_exactly_the_worlds_the_seat_cannot_rule_out() -> None:
    s = acting("student", cards=(0, 2, 4, 6))
    GAME.apply(s, 0, a("mix", a=0, b=2))
    s.actor, s.stage, s.tasks = 0, "student", [[0, 1]]
    GAME.apply(GAME.clone(s), 0, a("decline"))
    notes = s.public_notes + s.notes[0]
    brute = [[0] * 8 for _ in range(8)]
    for w in all_worlds():
        if all(holds(w, n) for n in notes):
            for i in range(8):
                brute[i][w[i]] += 1
    assert grid(notes) == brute
    v = GAME.view(s, 0)["you"]
    assert v["grid"] == brute and v["worlds"] == sum(brute[0]) < 40320
    assert GAME.view(s, 1)["you"]["worlds"] == 40320


def test_determinize_draws_worlds_that_agree_with_all_the_seat_knows_and_varies_the_rest() -> None:
    for seed in range(3):
        s = played(3, seed, 300, master=seed == 1)
        if s.phase == "over":
            continue
        for seat in range(3):
            mine = s.public_notes + s.notes[seat]
            worlds = set()
            before = canonical(GAME.view(s, seat))
            for r in range(12):
                d = GAME.determinize(s, seat, Rng(r))
                assert all(holds(d.world, n) for n in mine)
                assert canonical(GAME.view(d, seat)) == before
                for o in range(3):  # another player's pairs are redrawn to fit the new world
                    assert all(holds(d.world, n) for n in d.notes[o])
                total = [d.deck[i] + d.discard[i] + d.market.count(i) + sum(h[i] for h in d.hands) for i in range(8)]
                assert total == [COPIES] * 8
                assert d.hands[seat] == s.hands[seat] and d.notes[seat] == s.notes[seat]
                worlds.add(tuple(d.world))
            assert len(worlds) > 1


def test_determinize_keeps_a_world_the_seat_has_pinned_down() -> None:
    s = acting("student")
    true = s.world[:]
    s.notes[0] = [["student", i, j, f"p{MIX[8 * i + j]}"] for i in range(8) for j in range(i + 1, 8)]
    for r in range(5):
        assert GAME.determinize(s, 0, Rng(r)).world == true
    assert {tuple(GAME.determinize(s, 1, Rng(r)).world) for r in range(5)} != {tuple(true)}


def test_another_player_s_seals_are_redrawn_from_its_own_set() -> None:
    s = acting("publish")
    publish(s, 1, 3, 3, "gold")
    kinds = {GAME.determinize(s, 0, Rng(r)).seals[3][0][1] for r in range(40)}
    assert len(kinds) > 1
    for r in range(10):
        d = GAME.determinize(s, 0, Rng(r))
        k = d.seals[3][0][1]
        whole = d.seals_left[1][:]
        whole[k] += 1
        assert whole == [2, 2, 2, 2, 2]
    assert GAME.determinize(s, 1, Rng(1)).seals[3][0][1] == 0


def test_predicate_tables_cover_every_note_kind() -> None:
    assert sum(table("p0")) == 8 and sum(table("n0")) == 56
    assert sum(table("a0+")) == 4 and sum(table("q04")) == 8


def test_another_player_revising_with_the_publisher_keeps_something_to_exchange_in_every_determinization(
        monkeypatch) -> None:
    from meeple.engine import Rng
    from meeple.games.alchemists import hidden
    from meeple.games.alchemists.actions import legal
    from meeple.games.alchemists.components import SEALS

    from .positions import a, acting, publish

    s = acting("debunk")
    s.favours[0] = ["publisher"]
    publish(s, 0, 4, 3, "red")
    publish(s, 0, 5, 2, "gold")
    publish(s, 1, 4, 3, "green")  # another seal on theory 4: only the seal may change there
    s.seals_left[0] = [1 if k == "gold" else 0 for k in SEALS]  # red on 4, gold on 5, one gold unused
    GAME.apply(s, 0, a("favour", card="publisher"))
    GAME.apply(s, 0, a("revise", ingredient=4))
    assert all(legal(GAME.determinize(s, 1, Rng(k)), 0) for k in range(40))
    monkeypatch.setattr(hidden, "_consistent", lambda s, o: True)  # plain reshuffles can put gold on 4: stuck
    assert not all(legal(GAME.determinize(s, 1, Rng(k)), 0) for k in range(40))
