"""The speed-ups against straightforward recomputation, over many seeded random playouts.

`Layout` works out `walled`, `above`, `below`, `name` and the cells a guard watches once per
building, and the legal-action list asks `destinations`, `peek_targets` and the trade checks once
instead of per target. `destinations`, `peek_targets`, `base_cost`, the legal list's pieces and
`guard_sees` take fast paths (the room's kind read once, a door-only peek list, nobody in sight).
A guard's walk and `ask_tie` skip the tie question and the nearest-alarm search on a floor with no
alarm; setup deals from the job's sorted tiles worked out once. The legal list hands out prebuilt,
shared action objects and lists the doorway moves without `destinations` where those are all the
ways out; the lines said at nearly every turn are built once per key (`log.say_known`).
At every position of these games (and of a determinization of some of them) each of those must
equal what the plain per-call predicates (kept here as they were written first) give.
"""

from __future__ import annotations

from typing import Any

import pytest

from meeple.engine import Action, Event, Rng
from meeple.games.burglebros import GAME
from meeple.games.burglebros.abilities import ability_actions
from meeple.games.burglebros.actions import _PEEK_LINES, can_hack_here, can_peek, peek_targets
from meeple.games.burglebros.alarms import alarms_on, has_alarms
from meeple.games.burglebros.board import Layout
from meeple.games.burglebros.components import JOBS, MAX_CELLS, title
from meeple.games.burglebros.eventcards import _EVENT_LINES
from meeple.games.burglebros.guards import _DESTINATION_LINES, _MOVES_LINES, ask_tie, nearest_alarms, target
from meeple.games.burglebros.lootfx import can_pickup, pickup_actions
from meeple.games.burglebros.movement import (
    NORMAL,
    ORDERS,
    _may_choose,
    base_cost,
    can_be_ordered,
    can_escape,
    destinations,
    entry_costs,
    entry_options,
    exit_options,
    move_actions,
    way_to,
)
from meeple.games.burglebros.prebuilt import CROWS, CRYBABIES, END_TURN, HACK, MOVES, ORDERS_TO, PEEKS, XRAYS
from meeple.games.burglebros.safes import reachable_safes, safe_actions
from meeple.games.burglebros.setup import _tiles
from meeple.games.burglebros.sight import _STEALTH_LINES, anyone_near, seen_by_guard
from meeple.games.burglebros.state import PLAY, ROOF, BurgleState
from meeple.games.burglebros.tiles import _REVEAL_LINES
from meeple.games.burglebros.tooluse import can_use_tool, tool_actions
from meeple.games.burglebros.trades import _cards, can_offer, offer_actions
from meeple.games.burglebros.turns import _TURN_LINES
from meeple.games.burglebros.walls import square_name

CASES = [
    (players, options)
    for players in (1, 2, 3, 4)
    for options in ({}, {"job": "office", "level": "easy"}, {"job": "fortknox", "walls": "random"},
                    {"characters": "advanced", "walls": "random", "level": "easy"})
]


def _plain_layout(lay: Layout, cell: int) -> tuple[Any, ...]:
    above = cell + lay.squares if cell // lay.squares < lay.floors - 1 else None
    below = cell - lay.squares if cell // lay.squares > 0 else None
    walled = tuple(n for n in lay.grid[cell] if (min(cell, n), max(cell, n)) in lay.walls)
    name = f"{square_name(cell % lay.squares, lay.size)} on floor {cell // lay.squares + 1}"
    return above, below, walled, name


def _plain_destinations(s: BurgleState, seat: int) -> dict[int, str]:
    """`destinations` as first written, with `is_room` asked for every rule."""
    t, lay = s.thieves[seat], s.layout
    p = t.pos
    out: dict[int, str] = {n: "walk" for n in lay.open[p]}
    if "painting" not in t.loot:
        for n in lay.walled(p):
            if s.is_room(n, "secret_door"):
                out.setdefault(n, "secret")
        if s.is_room(p, "service_duct"):
            others = [c for c in lay.cells if c != p and s.is_room(c, "service_duct")]
            if others:
                out.setdefault(others[0], "duct")
    if "time_lock" not in s.effects:
        stairs: list[int] = []
        if s.is_room(p, "stairs"):
            up = lay.above(p)
            stairs.append(up if up is not None else ROOF)
        down = lay.below(p)
        if down is not None and s.is_room(down, "stairs"):
            stairs.append(down)
        stairs += [hi if p == lo else lo for lo, hi in s.thermal if p in (lo, hi)]
        for n in stairs:
            out.setdefault(n, "roof" if n == ROOF else "stairs")
        up = lay.above(p)
        if "gymnastics" in s.effects and up is not None and s.is_room(up, "walkway"):
            out.setdefault(up, "gym")
    down = lay.below(p)
    if down is not None and s.is_room(p, "walkway"):
        out.setdefault(down, "jump")
    return out


def _plain_peeks(s: BurgleState, seat: int) -> list[int]:
    lay, p = s.layout, s.thieves[seat].pos
    out: set[int | None] = set(lay.open[p])
    if s.is_room(p, "stairs"):
        out.add(lay.above(p))
    if s.is_room(p, "atrium"):
        out |= {lay.above(p), lay.below(p)}
    if s.is_room(p, "walkway"):
        out.add(lay.below(p))
    return sorted(c for c in out if c is not None and not s.revealed[c])


def _plain_reachable_safes(s: BurgleState, seat: int) -> list[int]:
    t, lay = s.thieves[seat], s.layout
    cells = [t.pos]
    if t.has("peterman", "advanced"):
        cells += [c for c in (lay.above(t.pos), lay.below(t.pos)) if c is not None]
    return [c for c in cells if s.is_room(c, "safe") and not s.safe_open[c]]


def _plain_base_cost(s: BurgleState, seat: int, cell: int, mode: str) -> int:
    if mode != NORMAL:
        return 0
    if s.guard_at(cell) and s.thieves[seat].has("acrobat", "basic"):
        return 0
    return 1 + (1 if "gemstone" in s.thieves[seat].loot and s.thieves_at(cell) else 0)


def _plain_entry_costs(s: BurgleState, seat: int, cell: int, mode: str = NORMAL) -> list[tuple[int, str | None]]:
    options = entry_options(s, seat, cell, mode) if _plain_destinations(s, seat)[cell] != "jump" else [(0, None)]
    return [(_plain_base_cost(s, seat, cell, mode) + extra, how) for extra, how in options]


def _plain_moves(s: BurgleState, seat: int, mode: str = NORMAL) -> list[Action]:
    """`move_actions` as it was: `destinations` asked again for every target."""
    out: list[Action] = []
    for cell, kind in sorted(_plain_destinations(s, seat).items()):
        if kind == "roof":
            out += [{"type": "escape"}] if can_escape(s, seat) and mode == NORMAL else []
            continue
        for cost, how in _plain_entry_costs(s, seat, cell, mode):
            if s.actions_left >= cost:
                for ex in exit_options(s, seat):
                    act: dict[str, Any] = {"type": "move", "to": cell}
                    act.update({k: v for k, v in (("how", how), ("exit", ex)) if v is not None})
                    out.append(act)
    return out


def _plain_offers(s: BurgleState, seat: int) -> list[Action]:
    out: list[Action] = []
    for other in s.thieves_at(s.thieves[seat].pos):
        out += [{"type": "offer", "seat": other, "give": c} for c in _cards(s, seat)
                if can_offer(s, seat, other, give=c)]
        out += [{"type": "offer", "seat": other, "take": c} for c in _cards(s, other)
                if can_offer(s, seat, other, take=c)]
    return out


def _plain_legal(s: BurgleState, seat: int) -> list[Action]:
    """The turn's legal list as first written: every piece asked whether or not actions are left."""
    out: list[Action] = [{"type": "peek", "cell": c} for c in _plain_peeks(s, seat) if s.actions_left >= 1]
    out += _plain_moves(s, seat)
    out += [{"type": "hack"}] if s.actions_left >= 1 and can_hack_here(s, seat) else []
    out += safe_actions(s, seat)
    here = s.items.get(str(s.thieves[seat].pos), [])
    out += [{"type": "pickup", "item": i} for i in sorted(set(here)) if can_pickup(s, seat, i)]
    out += [{"type": "tool", "tool": t} for t in sorted(set(s.thieves[seat].tools)) if can_use_tool(s, seat, t)]
    return out


def _check_sight(s: BurgleState) -> None:
    """`guard_sees` returns at once only where nobody would be seen by a guard arriving there."""
    for cell in s.layout.cells:
        if not anyone_near(s, cell):
            assert seen_by_guard(s, cell) == []


def _plain_nearest_alarms(s: BurgleState, floor: int) -> list[int]:
    """`nearest_alarms` as first written: every alarm's distance, a lone one too."""
    guard, alarms = s.guards[floor], alarms_on(s, floor)
    if not alarms or guard.pos is None:
        return []
    dist = [s.layout.dist(a)[guard.pos] for a in alarms]
    return [a for a, d in zip(alarms, dist, strict=True) if d == min(dist)]


def _check_quiet_floors(s: BurgleState) -> None:
    """A floor with no alarm: `ask_tie` asks nothing there and forgets the pick, and `target` is the
    guard's destination (what `walk`'s and `ask_tie`'s shortcuts take without asking)."""
    for f, guard in enumerate(s.guards):
        assert nearest_alarms(s, f) == _plain_nearest_alarms(s, f)
        if has_alarms(s, f):
            continue
        probe = s.clone()
        assert not ask_tie(probe, (f,))
        assert probe.prompt == s.prompt and probe.alarm_pick[f] is None
        assert target(s, f) == guard.dest


def _check(s: BurgleState) -> None:
    lay = s.layout
    for cell in range(len(lay.grid)):
        assert (lay.above(cell), lay.below(cell), lay.walled(cell), lay.name(cell)) == _plain_layout(lay, cell)
        assert list(lay.open[cell]) == sorted(set(lay.open[cell]))  # the door-only peek and move lists rely on it
        if cell in lay.cells:
            d = lay.dist(cell)
            plain_near = [c for c in lay.floor_cells(lay.floor(cell)) if 0 <= d[c] <= 2]
            assert list(lay.within(cell, 2)) == plain_near  # the basic Raven's crow cells
    for f in range(lay.floors):
        base = f * lay.squares
        assert alarms_on(s, f) == [c for c in range(base, base + lay.squares) if s.alarm[c]]
        assert has_alarms(s, f) == bool(alarms_on(s, f))
        assert lay.floor_squares(f) == tuple(lay.local(c) for c in lay.floor_cells(f))
    _check_quiet_floors(s)
    if s.stage != PLAY or s.prompt is not None or s.result is not None:
        return
    seat = s.turn
    legal = GAME.legal_actions(s, s.seat_of(seat))
    assert list(GAME.shared_legal_actions(s, s.seat_of(seat))) == legal  # the prebuilt actions, shared
    for i in range(s.players):
        if s.thieves[i].inside:
            assert destinations(s, i) == _plain_destinations(s, i)
            assert list(destinations(s, i)) == list(_plain_destinations(s, i))  # the same order too
            assert peek_targets(s, i) == _plain_peeks(s, i)
            assert reachable_safes(s, i) == _plain_reachable_safes(s, i)
            assert move_actions(s, i, ORDERS) == _plain_moves(s, i, ORDERS)
            assert can_be_ordered(s, i) == bool(_plain_moves(s, i, ORDERS))
            for cell, kind in destinations(s, i).items():
                assert way_to(s, i, cell) == kind
                if cell != ROOF:
                    for mode in (NORMAL, ORDERS):
                        assert base_cost(s, i, cell, mode) == _plain_base_cost(s, i, cell, mode)
                        assert entry_costs(s, i, cell, mode) == _plain_entry_costs(s, i, cell, mode)
                        if kind != "jump" and not _may_choose(s, cell, kind):  # a room entered plainly:
                            assert list(entry_options(s, i, cell, mode)) == [(0, None)]  # not asked then
    assert pickup_actions(s, seat) == [a for a in _plain_legal(s, seat) if a["type"] == "pickup"]
    assert tool_actions(s, seat) == [a for a in _plain_legal(s, seat) if a["type"] == "tool"]
    assert legal == legal_with_every_piece(s, seat)
    peeks = [{"type": "peek", "cell": c} for c in peek_targets(s, seat) if can_peek(s, seat, c)]
    assert [a for a in legal if a["type"] == "peek"] == peeks
    assert [a for a in legal if a["type"] in ("move", "escape")] == _plain_moves(s, seat)
    assert move_actions(s, seat) == _plain_moves(s, seat)
    assert [a for a in legal if a["type"] == "offer"] == _plain_offers(s, seat)
    assert offer_actions(s, seat) == _plain_offers(s, seat)


def _tail(s: BurgleState, seat: int) -> list[Action]:
    """What the legal list holds after the tools: abilities, offers and the end of the turn."""
    return [*ability_actions(s, seat), *offer_actions(s, seat), {"type": "end_turn"}]


def legal_with_every_piece(s: BurgleState, seat: int) -> list[Action]:
    """`legal` rebuilt from the plain pieces and the tail."""
    return _plain_legal(s, seat) + _tail(s, seat)


@pytest.mark.parametrize(("players", "options"), CASES)
def test_the_fast_paths_match_plain_recomputation_over_random_playouts(players: int, options: dict) -> None:
    for seed in range(12):
        rng = Rng(seed * 7919 + players)
        state = GAME.setup(players, GAME.resolve_options(options, players), seed)
        steps = 0
        while (waiting := GAME.waiting_for(state)) and steps < 400:
            _check(state)
            _check_sight(state)
            if steps % 25 == 0:
                _check(GAME.determinize(state, min(waiting), rng.fork()))
            seat = min(waiting)
            legal = GAME.legal_actions(state, seat)
            GAME.apply(state, seat, legal[rng.below(len(legal))])
            steps += 1
    _check_prebuilt()


def _check_prebuilt() -> list[str]:
    """The shared action objects and the log lines said again are still what they were built as:
    nothing changed them, and each line is the one `say` would write for its key. Returns the kinds of
    line not said yet."""
    for c in range(MAX_CELLS):
        assert (PEEKS[c], MOVES[c]) == ({"type": "peek", "cell": c}, {"type": "move", "to": c})
        kinds = ("xray", "crybaby", "crow")
        assert (XRAYS[c], CRYBABIES[c], CROWS[c]) == tuple({"type": k, "cell": c} for k in kinds)
    assert list(ORDERS_TO) == [{"type": "orders", "seat": i} for i in range(4)]
    assert (HACK, END_TURN) == ({"type": "hack"}, {"type": "end_turn"})
    plain = [
        (_TURN_LINES, "turn", lambda k: (f"{{p{k[0]}}}'s turn: {k[1]} actions.", {"seat": k[0]}, False)),
        (_MOVES_LINES, "guard_moves", lambda k: (f"The floor {k[0] + 1} guard moves {max(k[1], 0)}.",
                                                 {"floor": k[0], "moves": k[1]}, False)),
        (_DESTINATION_LINES, "destination", lambda k: (f"The floor {k[0] + 1} guard's new destination is {k[2]}.",
                                                       {"floor": k[0], "cell": k[1]}, True)),
        (_STEALTH_LINES, "stealth", lambda k: (f"{{p{k[0]}}} is seen ({k[1]}) and loses a stealth token; "
                                               f"{k[2]} left.", {"seat": k[0], "stealth": k[2]}, False)),
        (_EVENT_LINES, "event", lambda k: (f"Event: {title(k)}.", {"card": k}, True)),
        (_PEEK_LINES, "peek", lambda k: (f"{{p{k}}} peeks.", {"seat": k}, False)),
        (_REVEAL_LINES, "reveal", lambda k: (f"{k[1]} is a {title(k[2] or '')}" + (f" ({k[3]})" if k[3] else "") + ".",
                                             {"cell": k[0], "room": k[2], "number": k[3]}, True)),
    ]
    for memo, kind, line in plain:
        for key, event in memo.items():
            text, data, reveals = line(key)
            assert event == Event(kind, text, None, reveals, data)
    return [kind for memo, kind, _ in plain if not memo]


def test_the_log_lines_said_again_are_the_plain_ones() -> None:
    """After default random games every remembered kind of line has been said, and each is right."""
    for seed in range(20):
        state = GAME.setup(4, GAME.resolve_options({}, 4), seed)
        rng = Rng(seed)
        while waiting := GAME.waiting_for(state):
            legal = GAME.legal_tuple(state, min(waiting))
            GAME.apply(state, min(waiting), legal[rng.below(len(legal))])
    assert _check_prebuilt() == []



@pytest.mark.parametrize("job", sorted(JOBS))
def test_the_tiles_dealt_from_are_the_jobs_tiles_sorted(job: str) -> None:
    """`deal_rooms` deals from `_tiles`, worked out once; the deal used to sort the job's tiles each time."""
    tiles = JOBS[job].tiles
    assert _tiles(job) == tuple(sorted((kind, n) for kind, numbers in tiles.items() for n in numbers))
