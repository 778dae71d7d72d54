"""Differential harness: the same Pax Pamir position in Meeple and in an external rules module.

The oracle (Rally the Troops' `rules.js`, a separate program run by node through
`bench/paxpamir_oracle.js`) is given Meeple's position translated into its own state format,
so both hold the same cards, pieces, rupees, market and deck order. At a turn's main decision
the harness compares:

* the legal actions (purchases, plays, card actions, ending the turn);
* for each card action both allow: whether a spy bribe is owed and how much, and the first
  choices the action offers (tax sources, gift spaces, build places, pieces that can move,
  betrayal targets, battle sites); then taxes, gifts, betrayals (and prizes), builds and battles
  are played to their end in both with the same choices, and the tables compared;
* for each play: whether a ruler's bribe is owed and how much;
* for each bribe either owes (to play or to act): the player's first choices (pay in full, offer
  less, ignore it with Courtly Manners, give up), then, after an offer of nothing, the holder's
  answers (accept, ask for an amount below the bribe, refuse);
* for each purchase of a court card or a Dominance Check: the resulting rupees, market and points;
* ending the turn (when no discard is due): the table after cleanup, events leaving the market,
  refill, instability and Dominance Checks, up to the next player's turn.

Every difference is recorded as a `Disagreement`; the README lists those seen and which side the
rules support. Nothing here is rules code of either implementation.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from meeple.engine import Rng
from meeple.games.paxpamir import GAME
from meeple.games.paxpamir.components import COALITIONS, SUITS
from meeple.games.paxpamir.state import RULEBOOK, PaxState, is_card, is_gift

ROOT = Path(__file__).resolve().parents[3]
DRIVER = ROOT / "bench" / "paxpamir_oracle.js"
ORACLE = Path(os.environ.get("PAXPAMIR_ORACLE", "/work/shared/oracles/paxpamir/rules.js"))
NAMES = ("Gray", "Blue", "Tan", "Red", "Black")
_GLOBAL = {"disregard": "disregard_for_customs", "embarrassment": "embarrassment_of_riches",
           "conflict_fatigue": "conflict_fatigue", "pashtunwali": "pashtunwali_values"}
_PLAYER = {"new_tactics": "new_tactics", "koh_i_noor": "koh_i_noor", "courtly_manners": "courtly_manners",
           "nationalism": "nationalism", "nation_building": "nation_building", "rumor": "rumor"}
_ACTS = ("tax", "gift", "build", "move", "betray", "battle")


def node() -> str | None:
    """The node executable, or None when absent (the tests then skip)."""
    return shutil.which("node")


def available() -> bool:
    """Whether node and the oracle are both here."""
    return node() is not None and ORACLE.exists()


class Oracle:
    """The external rules module in a child process, one JSON line per request."""

    def __init__(self) -> None:
        exe = node()
        assert exe is not None
        env = dict(os.environ, PAXPAMIR_ORACLE=str(ORACLE))
        self.proc = subprocess.Popen([exe, str(DRIVER)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     text=True, env=env, bufsize=1)

    def ask(self, request: dict[str, Any]) -> dict[str, Any]:
        """One request, one answer."""
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write(json.dumps(request) + "\n")
        self.proc.stdin.flush()
        answer: dict[str, Any] = json.loads(self.proc.stdout.readline())
        return answer

    def view(self, game: dict[str, Any], role: str) -> dict[str, Any]:
        """The oracle's actions for a role (an empty dict when it waits for someone else)."""
        out = self.ask({"op": "view", "state": game, "role": role})
        if "error" in out:
            raise RuntimeError(out["error"])
        return out["view"]["actions"] or {}

    def act(self, game: dict[str, Any], role: str, verb: str, arg: Any = None) -> dict[str, Any]:
        """The oracle's state after an action."""
        req: dict[str, Any] = {"op": "action", "state": game, "role": role, "verb": verb}
        if arg is not None:
            req["arg"] = arg
        out = self.ask(req)
        if "error" in out:
            raise RuntimeError(out["error"])
        return out["state"]

    def close(self) -> None:
        """End the child process."""
        if self.proc.stdin:
            self.proc.stdin.close()
        self.proc.wait(timeout=10)


def _loc(loc: int) -> int:
    if loc == 0:
        return 0
    if 1 <= loc <= 6:
        return 200 + loc
    if 10 <= loc <= 18:
        return 301 + loc - 10
    if is_card(loc):
        return loc - 100
    if is_gift(loc):
        return 400 + loc - 300
    raise ValueError(loc)


def to_oracle(state: PaxState) -> dict[str, Any]:
    """Meeple's position (at a main decision) in the oracle's state format."""
    assert state.step is not None
    players = []
    for s in range(state.players):
        players.append({
            "vp": state.vp[s], "loyalty": COALITIONS[state.loyalty[s]].capitalize(), "prizes": state.prizes[s],
            "coins": state.coins[s], "hand": state.hands[s][:], "court": state.courts[s][:],
            "events": {_PLAYER[f]: 1 for f in state.pflags[s] if f in _PLAYER},
        })
    used = [p if p < 100 else 36 + p - 100 for p in state.used_pieces]
    return {
        "seed": 1, "log": [], "undo": [], "open": 0, "active": NAMES[state.step["seat"]], "state": "actions",
        "used_cards": state.used_cards[:], "used_pieces": used, "count": 0, "reserve": 0, "bribe": -1,
        "selected": -1, "region": 0, "card": 0, "where": 0, "phasing": state.active, "actions": state.actions,
        "deck": state.deck[:], "favored": SUITS[state.favoured].capitalize(),
        "events": {_GLOBAL[f]: 1 for f in state.flags if f in _GLOBAL},
        "pieces": [_loc(x) for x in state.blocks] + [_loc(x) for x in state.cylinders],
        "market_cards": [r[:] for r in state.market], "market_coins": [r[:] for r in state.mcoins],
        "players": players,
    }


def ours_main(state: PaxState, seat: int) -> set[tuple[Any, ...]]:
    """Meeple's main-decision actions, normalised."""
    out: set[tuple[Any, ...]] = set()
    for a in GAME.legal_actions(state, seat):
        if a["type"] == "buy":
            out.add(("buy", state.market[a["row"]][a["col"]]))
        elif a["type"] == "play":
            out.add(("play", a["card"], a["side"]))
        elif a["type"] == "act":
            out.add(("act", a["card"], a["action"]))
        else:
            out.add(("end",))
    return out


def theirs_main(actions: dict[str, Any], court_empty: bool) -> set[tuple[Any, ...]]:
    """The oracle's main-decision actions, normalised (both sides of an empty court are one play)."""
    out: set[tuple[Any, ...]] = set()
    for verb, args in actions.items():
        if verb == "card":
            out |= {("buy", c) for c in args}
        elif verb in ("play_left", "play_right"):
            side = "left" if verb == "play_left" or court_empty else "right"
            out |= {("play", c, side) for c in args}
        elif verb in _ACTS:
            out |= {("act", c, verb) for c in args}
        elif verb in ("end_turn", "end_turn_pass"):
            out.add(("end",))
    return out


def table(state: PaxState) -> dict[str, Any]:
    """The public outcome of Meeple's position, in a form both sides share."""
    pieces: Counter[tuple[int, int]] = Counter()
    for i, loc in enumerate(state.blocks):
        if loc:
            pieces[(i // 12, _loc(loc))] += 1
    for i, loc in enumerate(state.cylinders):
        if loc:
            pieces[(3 + i // 10, _loc(loc))] += 1
    return {"vp": state.vp[:], "coins": state.coins[:], "loyalty": [COALITIONS[x] for x in state.loyalty],
            "prizes": state.prizes[:], "favoured": SUITS[state.favoured], "market": state.market,
            "mcoins": state.mcoins, "pieces": sorted(pieces.items()), "courts": state.courts,
            "hands": [sorted(h) for h in state.hands], "deck": len(state.deck)}


def their_table(game: dict[str, Any]) -> dict[str, Any]:
    """The same summary of the oracle's state."""
    pieces: Counter[tuple[int, int]] = Counter()
    for i, loc in enumerate(game["pieces"]):
        if loc:
            pieces[(i // 12 if i < 36 else 3 + (i - 36) // 10, loc)] += 1
    ps = game["players"]
    return {"vp": [p["vp"] for p in ps], "coins": [p["coins"] for p in ps],
            "loyalty": [p["loyalty"].lower() for p in ps], "prizes": [p["prizes"] for p in ps],
            "favoured": game["favored"].lower(), "market": game["market_cards"], "mcoins": game["market_coins"],
            "pieces": sorted(pieces.items()), "courts": [p["court"] for p in ps],
            "hands": [sorted(p["hand"]) for p in ps], "deck": len(game["deck"])}


@dataclass
class Disagreement:
    """One difference between the two implementations."""

    what: str
    seed: int
    players: int
    step: int
    ours: Any
    theirs: Any
    causes: tuple[str, ...] = ()
    """Known differences of reading present in the position (see `causes`)."""


@dataclass
class Tally:
    """What a sweep compared and where the two disagreed."""

    positions: int = 0
    actions: int = 0
    subchoices: int = 0
    bribes: int = 0
    negotiations: int = 0
    outcomes: int = 0
    skipped: int = 0
    disagreements: list[Disagreement] = field(default_factory=list)

    def kinds(self) -> Counter[str]:
        """Disagreements counted by what was compared."""
        return Counter(d.what for d in self.disagreements)


_FORCED = ("discard_events", "riots", "favored_suit", "instability", "insurrection_pause", "pause_game_over")


def _drive(oracle: Oracle, game: dict[str, Any]) -> dict[str, Any] | None:
    """Run the oracle through the steps Meeple does by itself; None when it needs a real choice."""
    for _ in range(200):
        state = game["state"]
        if state == "game_over" or (state == "actions" and game["phasing"] is not None):
            return game
        role = game["active"]
        acts = oracle.view(game, role)
        if state in _FORCED or state == "insurrection":
            verb = next((v for v in ("card", "space", "suit", "end_game") if v in acts), None)
            if verb is None:
                verb = next((v for v in acts if v.startswith("player_")), None)
            if verb is None and "next" in acts:
                verb = "next"
            if verb is None:
                return None
            arg = acts[verb][0] if isinstance(acts[verb], list) else None
            game = oracle.act(game, role, verb, arg)
            continue
        if state == "leverage" and acts.get("next"):
            game = oracle.act(game, role, "next")
            continue
        return None
    return None


def _first_choices(acts: dict[str, Any]) -> set[tuple[Any, ...]]:
    out: set[tuple[Any, ...]] = set()
    for verb, args in acts.items():
        if verb in ("undo", "pass", "next", "ping"):
            continue
        if isinstance(args, list):
            out |= {(verb, a) for a in args}
        else:
            out.add((verb,))
    return out


def _our_first_choices(state: PaxState, seat: int, kind: str, oracle_game: dict[str, Any]) -> set[tuple[Any, ...]]:
    """Meeple's first choices of a card action, in the oracle's words."""
    out: set[tuple[Any, ...]] = set()
    legal = GAME.legal_actions(state, seat)
    for a in legal:
        t = a["type"]
        if t == "collect":
            out.add(("card", state.market[a["row"]][a["col"]]))
        elif t == "levy":
            out.add((f"player_{a['seat']}",))
        elif t == "gift":
            out.add(("place_gift", a["cost"]))
        elif t == "place":
            to = a["to"]
            from meeple.games.paxpamir.actions import loc_of

            out.add(("space", _loc(loc_of(to))))
        elif t == "betray":
            out.add(("card", a["card"]))
        elif t == "battle":
            at = a["at"]
            out.add(("card", at) if type(at) is int else ("space", _loc(loc_of_region(at))))
        elif t == "move":
            out.add(("from", a["piece"] if a["piece"] != "tribe" else "tribe",
                     a["frm"] if a["piece"] == "spy" else _loc(loc_of_region(a["frm"]))))
    return out


def _their_piece(game: dict[str, Any], remove: dict[str, Any]) -> int:
    """The oracle's index of a piece Meeple's `remove` names by owner and place."""
    from meeple.games.paxpamir.actions import loc_of

    where = _loc(loc_of(remove["at"]))
    owner = remove["owner"]
    lo, hi = (COALITIONS.index(owner) * 12, COALITIONS.index(owner) * 12 + 12) if isinstance(owner, str) else (
        36 + owner * 10, 46 + owner * 10)
    return next(i for i in range(lo, hi) if game["pieces"][i] == where)


def loc_of_region(name: str) -> int:
    """A region's Meeple location."""
    from meeple.games.paxpamir.state import REGION_LOC

    return REGION_LOC[name]


def _their_move_sources(game: dict[str, Any], acts: dict[str, Any]) -> set[tuple[Any, ...]]:
    out: set[tuple[Any, ...]] = set()
    for i in acts.get("piece", []):
        loc = game["pieces"][i]
        if i < 36:
            out.add(("from", "army", loc))
        elif 1 <= loc <= 100:
            out.add(("from", "spy", loc))
        else:
            out.add(("from", "tribe", loc))
    return out


def _our_move_sources(state: PaxState, seat: int) -> set[tuple[Any, ...]]:
    out = _our_first_choices(state, seat, "move", {})
    return {c for c in out if c[0] == "from"}


def causes(state: PaxState) -> tuple[str, ...]:
    """Which known differences between the two readings of the rules the position touches."""
    from meeple.games.paxpamir.board import REGION_LOCS, ring, ruler

    out = []
    if state.ruling != RULEBOOK:
        book = state.copy()
        book.ruling = RULEBOOK  # the oracle's reading of ruling is the published rulebook's
        if any(ruler(state, r) != ruler(book, r) for r in REGION_LOCS):
            out.append("unowned armies")
    seat = state.active
    if "nationalism" in state.pflags[seat]:
        out.append("nationalism")
    if any(not state.market[0][c] and not state.market[1][c] and any(state.market[r][k] for r in range(2)
                                                                     for k in range(c + 1, 6)) for c in range(5)):
        out.append("vacant column")
    if len(ring(state)) == 1 and any(is_card(x) for x in state.cylinders[seat * 10: seat * 10 + 10]):
        out.append("lone spy")
    return tuple(out)


def compare_position(oracle: Oracle, state: PaxState, tally: Tally, seed: int, step: int) -> None:
    """Compare everything listed in the module docstring at one main decision."""
    before = len(tally.disagreements)
    _compare_position(oracle, state, tally, seed, step)
    if len(tally.disagreements) > before:
        why = causes(state)
        for d in tally.disagreements[before:]:
            d.causes = why


def _compare_position(oracle: Oracle, state: PaxState, tally: Tally, seed: int, step: int) -> None:
    seat = state.active
    game = to_oracle(state)
    role = NAMES[seat]
    acts = oracle.view(game, role)
    ours = ours_main(state, seat)
    theirs = theirs_main(acts, not state.courts[seat])
    tally.positions += 1
    tally.actions += len(ours | theirs)
    if ours != theirs:
        tally.disagreements.append(Disagreement("main actions", seed, state.players, step,
                                                sorted(map(str, ours - theirs)), sorted(map(str, theirs - ours))))
    for a in GAME.legal_actions(state, seat):
        if a["type"] == "act" and ("act", a["card"], a["action"]) in theirs:
            _compare_act(oracle, state, game, role, a, tally, seed, step)
        elif a["type"] == "play" and ("play", a["card"], a["side"]) in theirs:
            _compare_play(oracle, state, game, role, a, tally, seed, step)
        elif a["type"] == "buy" and ("buy", state.market[a["row"]][a["col"]]) in theirs:
            _compare_buy(oracle, state, game, role, a, tally, seed, step)
    _compare_end(oracle, state, game, role, tally, seed, step)


def _compare_act(oracle: Oracle, state: PaxState, game: dict[str, Any], role: str, a: dict[str, Any],
                 tally: Tally, seed: int, step: int) -> None:
    mine = GAME.clone(state)
    GAME.apply(mine, state.active, a)
    theirs = oracle.act(game, role, a["action"], a["card"])
    tally.bribes += 1
    our_bribe = mine.step is not None and mine.step["k"] == "bribe"
    their_bribe = theirs["state"] == "bribe"
    if our_bribe != their_bribe or (our_bribe and (mine.step or {})["full"] != theirs["count"]):
        tally.disagreements.append(Disagreement(f"spy bribe for {a['action']}", seed, state.players, step,
                                                (mine.step or {}).get("full") if our_bribe else None,
                                                theirs["count"] if their_bribe else None))
        return
    if our_bribe:
        _compare_negotiation(oracle, mine, theirs, role, tally, seed, step)
        return
    their_acts = oracle.view(theirs, role)
    if a["action"] == "move":
        ours_c, theirs_c = _our_move_sources(mine, state.active), _their_move_sources(theirs, their_acts)
    else:
        ours_c = _our_first_choices(mine, state.active, a["action"], theirs)
        theirs_c = _first_choices(their_acts)
        if a["action"] in ("gift", "build") and "piece" in their_acts:
            return  # the oracle asks which piece first; Meeple names only the places
    tally.subchoices += 1
    if ours_c != theirs_c:
        tally.disagreements.append(Disagreement(f"{a['action']} choices", seed, state.players, step,
                                                sorted(map(str, ours_c - theirs_c)),
                                                sorted(map(str, theirs_c - ours_c))))
        return
    if a["action"] in ("tax", "gift", "betray", "build", "battle"):
        _compare_tables(mine, _finish_act(oracle, mine, theirs, role, a["action"]),
                        f"{a['action']} outcome", tally, seed, step)


def _finish_act(oracle: Oracle, mine: PaxState, theirs: dict[str, Any], role: str,
                kind: str) -> dict[str, Any] | None:
    """Play a tax, gift, betrayal, build or battle to its end in both, Meeple's first choice each time
    (the same choice said in the oracle's words); the oracle's state after it, or None when it cannot
    follow (a piece to choose first, a decision by another player)."""
    seat = mine.active
    for _ in range(20):
        if mine.step is None or mine.step["k"] == "main":
            break
        if mine.step["seat"] != seat:
            return None
        first = GAME.legal_actions(mine, seat)[0]
        t = first["type"]
        if t == "collect":
            move: tuple[str, Any] = ("card", mine.market[first["row"]][first["col"]])
        elif t == "levy":
            move = (f"player_{first['seat']}", None)
        elif t == "gift":
            move = ("place_gift", first["cost"])
        elif t == "betray":
            move = ("card", first["card"])
        elif t == "prize":
            move = ("accept", None)
        elif t == "place" and "piece" not in oracle.view(theirs, role):
            from meeple.games.paxpamir.actions import loc_of

            move = ("space", _loc(loc_of(first["to"])))
        elif t == "battle":
            at = first["at"]
            move = ("card", at) if type(at) is int else ("space", _loc(loc_of_region(at)))
        elif t == "remove":
            move = ("piece", _their_piece(theirs, first))
        elif t == "done":
            move = ("next", None)
        else:
            return None
        GAME.apply(mine, seat, first)
        theirs = oracle.act(theirs, role, move[0], move[1])
    if mine.step is None or mine.step["k"] != "main":
        return None
    if theirs["state"] == "tax":
        theirs = oracle.act(theirs, role, "pass")
    return _drive(oracle, theirs)


def _compare_play(oracle: Oracle, state: PaxState, game: dict[str, Any], role: str, a: dict[str, Any],
                  tally: Tally, seed: int, step: int) -> None:
    mine = GAME.clone(state)
    GAME.apply(mine, state.active, a)
    verb = "play_left" if a["side"] == "left" else "play_right"
    theirs = oracle.act(game, role, verb, a["card"])
    tally.bribes += 1
    our_bribe = mine.step is not None and mine.step["k"] == "bribe"
    their_bribe = theirs["state"] == "bribe"
    if our_bribe != their_bribe or (our_bribe and (mine.step or {})["full"] != theirs["count"]):
        tally.disagreements.append(Disagreement("ruler's bribe", seed, state.players, step,
                                                (mine.step or {}).get("full") if our_bribe else None,
                                                theirs["count"] if their_bribe else None))
    elif our_bribe:
        _compare_negotiation(oracle, mine, theirs, role, tally, seed, step)


def _our_bribe_choices(state: PaxState, seat: int) -> set[str]:
    """Meeple's bribe step in the oracle's verbs: paying in full, asking for less (any smaller
    offer), Courtly Manners, giving up."""
    full = (state.step or {})["full"]
    words = {"ignore": "courtly_manners", "back": "cancel"}
    return {("pay" if a["amount"] == full else "beg") if a["type"] == "offer" else words[a["type"]]
            for a in GAME.legal_actions(state, seat)}


def _our_answers(state: PaxState, seat: int) -> set[str]:
    """Meeple's answers to an offer of nothing, in the oracle's verbs."""
    out = set()
    for a in GAME.legal_actions(state, seat):
        if a["type"] == "ask":
            out.add(f"offer_{a['amount']}")
        else:
            out.add("waive" if a["reply"] == "accept" else a["reply"])
    return out


def _compare_negotiation(oracle: Oracle, mine: PaxState, theirs: dict[str, Any], role: str, tally: Tally,
                         seed: int, step: int) -> None:
    """The same bribe in both: the player's choices, then the holder's answers to an offer of nothing.
    The oracle's reduction to the full amount is its way of refusing, so it is left out."""
    briber = mine.active
    tally.negotiations += 1
    their = {"cancel" if v == "undo" else v for v in oracle.view(theirs, role)}  # its undo gives the play up
    ours = _our_bribe_choices(mine, briber)
    if ours != their:
        tally.disagreements.append(Disagreement("bribe choices", seed, mine.players, step,
                                                sorted(ours - their), sorted(their - ours)))
        return
    holder = (mine.step or {})["to"]
    mine = GAME.clone(mine)
    GAME.apply(mine, briber, {"type": "offer", "amount": 0})
    theirs = oracle.act(theirs, role, "beg")
    ours = _our_answers(mine, holder)
    their = set(oracle.view(theirs, NAMES[holder])) - {"undo", f"offer_{theirs['count']}"}
    if ours != their:
        tally.disagreements.append(Disagreement("bribe answers", seed, mine.players, step,
                                                sorted(ours - their), sorted(their - ours)))


def _compare_buy(oracle: Oracle, state: PaxState, game: dict[str, Any], role: str, a: dict[str, Any],
                 tally: Tally, seed: int, step: int) -> None:
    card = state.market[a["row"]][a["col"]]
    if card > 104:
        return
    mine = GAME.clone(state)
    GAME.apply(mine, state.active, a)
    if mine.step is None or mine.step["k"] != "main":
        tally.skipped += 1
        return
    _compare_tables(mine, _drive(oracle, oracle.act(game, role, "card", card)), "purchase outcome", tally, seed, step)


def _compare_end(oracle: Oracle, state: PaxState, game: dict[str, Any], role: str, tally: Tally,
                 seed: int, step: int) -> None:
    mine = GAME.clone(state)
    GAME.apply(mine, state.active, {"type": "end"})
    while mine.step is not None and mine.step["k"] == "place" and mine.step["why"] == "insurrection":
        GAME.apply(mine, mine.step["seat"], GAME.legal_actions(mine, mine.step["seat"])[0])
    if mine.step is not None and mine.step["k"] not in ("main",):
        tally.skipped += 1
        return
    verb = "end_turn_pass" if state.actions > 0 else "end_turn"
    _compare_tables(mine, _drive(oracle, oracle.act(game, role, verb)), "end of turn outcome", tally, seed, step)


def _compare_tables(mine: PaxState, theirs: dict[str, Any] | None, what: str, tally: Tally, seed: int,
                    step: int) -> None:
    if theirs is None:
        tally.skipped += 1
        return
    tally.outcomes += 1
    ours_t, theirs_t = table(mine), their_table(theirs)
    if ours_t != theirs_t:
        tally.disagreements.append(Disagreement(what, seed, mine.players, step,
                                                _diff(ours_t, theirs_t), _diff(theirs_t, ours_t)))


def _diff(a: dict[str, Any], b: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in a.items() if b.get(k) != v}


def sweep(oracle: Oracle, seeds: range, players: tuple[int, ...] = (2, 3, 4, 5), every: int = 1,
          limit: int | None = None, ruling: str = RULEBOOK) -> Tally:
    """Play random games in Meeple and compare every `every`-th main decision with the oracle.

    The games use the `ruling` table option: by default the published rulebook's reading, which is
    the oracle's (with `page`, the default table's, "unowned armies" differences are expected)."""
    tally = Tally()
    for n in players:
        for seed in seeds:
            state = GAME.setup(n, {"ruling": ruling}, seed)
            rng = Rng(seed * 7919 + n)
            steps = 0
            mains = 0
            while GAME.outcome(state) is None and steps < 5000:
                seat = next(iter(GAME.waiting_for(state)))
                if state.step is not None and state.step["k"] == "main":
                    if mains % every == 0 and (limit is None or tally.positions < limit):
                        compare_position(oracle, state, tally, seed, steps)
                    mains += 1
                legal = GAME.legal_tuple(state, seat)
                action = GAME.policy.rollout_action(state, seat, legal, rng) if GAME.policy else legal[0]
                GAME.apply(state, seat, dict(action))
                steps += 1
    return tally
