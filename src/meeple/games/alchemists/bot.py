"""The Alchemists bot: rule-based rollout moves and a score estimate.

Rollouts run on a determinization, so the world they see is one drawn from
what the searching seat knows: publishing the theory that world says, mixing
what it says makes a wanted potion, is playing one's own posterior.
"""

from __future__ import annotations

from collections.abc import Sequence

from meeple.engine import Action, Game, Policy, Rng, State
from meeple.engine.estimate import ahead_chances

from .components import ARTIFACTS, COLOURS, GRANTS, MIX, SEAL_VP, SEALS, SIGN
from .state import AlchemistsState
from .worlds import grid, known

PREFERRED = {"gather": 3, "publish": 3, "sell": 2, "student": 2, "transmute": 1, "artifact": 2, "debunk": 1,
             "drink": 1, "exhibit": 3}


def standing(s: AlchemistsState, seat: int) -> float:
    """A rough worth: reputation, artifacts, grants, money, and theories as this world would score them."""
    out = float(s.rep[seat])
    out += sum(ARTIFACTS[a][3] for a in s.artifacts[seat]) + sum(GRANTS[g][1] for g in s.grants[seat])
    out += (s.gold[seat] + 2 * len(s.favours[seat])) / 3 + 0.3 * sum(s.hands[seat])
    for i in range(8):
        for who, k in s.seals[i]:
            if who == seat:
                out += SEAL_VP.get(SEALS[k], 0) if s.theory[i] == s.world[i] else -3
    return out


def _mix_for(s: AlchemistsState, legal: Sequence[Action], want: int) -> Action | None:
    for a in legal:
        if a["type"] == "mix" and MIX[8 * s.world[a["a"]] + s.world[a["b"]]] == want:
            return a
    return None


def choose(s: AlchemistsState, seat: int, legal: Sequence[Action], rng: Rng, exact: bool = False) -> Action:
    """A sensible move: use declared actions, publish what one believes, sell what one can make.

    `exact`: beliefs from the seat's own deduction grid (a real decision); otherwise (rollouts) from the
    sampled world, trusted in proportion to the experiments the seat has made (cheap)."""
    kinds = {a["type"] for a in legal}
    if s.stage in ("revise", "rework") or PUBLISHER in legal:
        got = _revise(s, seat, legal)
        if got is not None:
            return got
    if "place" in kinds:
        weights = [PREFERRED.get(a["space"], 1) for a in legal if a["type"] == "place"]
        places = [a for a in legal if a["type"] == "place"]
        r = rng.below(sum(weights))
        for a, w in zip(places, weights, strict=True):
            if r < w:
                return a
            r -= w
    if "theory" in kinds or "endorse" in kinds or "alchemical" in kinds or "seal" in kinds:
        got = _publish(s, seat, legal, exact)
        if got is not None:
            return got
    if "offer" in kinds:
        for a in legal:
            if a["type"] == "offer" and a["guarantee"] == 4 and any(
                    MIX[8 * s.world[x] + s.world[y]] == a["potion"] for x in range(8) for y in range(8)
                    if x != y and s.hands[seat][x] and s.hands[seat][y]):
                return a
        for a in legal:
            if a["type"] == "offer" and a["guarantee"] == 1:
                return a
    if "mix" in kinds and s.pending and s.stage == "mix":
        got = _mix_for(s, legal, s.pending[0])
        if got is not None:
            return got
    if "demonstrate" in kinds or "debunk" in kinds:
        for a in legal:
            if a["type"] == "debunk" and SIGN[s.theory[a["ingredient"]]][a["colour"]] != \
                    SIGN[s.world[a["ingredient"]]][a["colour"]]:
                return a
            if a["type"] == "demonstrate":
                x, y = a["a"], a["b"]
                if s.theory[x] >= 0 and s.theory[y] >= 0 and MIX[8 * s.theory[x] + s.theory[y]] != \
                        MIX[8 * s.world[x] + s.world[y]]:
                    return a
        return next(a for a in legal if a["type"] == "decline")
    if "exhibit" in kinds:
        for a in legal:
            if a["type"] == "exhibit" and any(MIX[8 * s.world[x] + s.world[y]] == a["potion"]
                                              for x in range(8) for y in range(x + 1, 8)
                                              if s.hands[seat][x] and s.hands[seat][y]):
                return a
    useful = [a for a in legal if a["type"] not in ("decline", "done", "favour")]
    if useful:
        return useful[rng.below(len(useful))]
    return legal[rng.below(len(legal))]


PUBLISHER = {"type": "favour", "card": "publisher"}


def _wrong(s: AlchemistsState, seat: int, i: int) -> bool:
    """The seat's seal on ingredient i's theory would lose at the end in this world (a wrong, unhedged claim)."""
    claim, truth = s.theory[i], s.world[i]
    if claim == truth:
        return False
    kind = next(k for who, k in s.seals[i] if who == seat)
    return not (SEALS[kind] in COLOURS and SIGN[claim][COLOURS.index(SEALS[kind])] != SIGN[truth][COLOURS.index(
        SEALS[kind])])


def _revise(s: AlchemistsState, seat: int, legal: Sequence[Action]) -> Action | None:
    """The Publisher on a theory of one's own this world says is wrong: the true alchemical, else a hedge that
    covers it, else a star on a right one; done when nothing helps."""
    kinds = {a["type"] for a in legal}
    if "revise" in kinds:
        mine = [a for a in legal if a["type"] == "revise"]
        return next((a for a in mine if _wrong(s, seat, a["ingredient"])), mine[0])
    if s.stage == "rework":
        i = s.pending[0]
        for a in legal:
            if a["type"] == "alchemical" and a["alchemical"] == s.world[i]:
                return a
        seals = {a["seal"]: a for a in legal if a["type"] == "seal"}
        now = SEALS[next(k for who, k in s.seals[i] if who == seat)]
        if s.theory[i] == s.world[i]:
            got = None if now == "gold" else seals.get("gold") or (None if now == "silver" else seals.get("silver"))
        else:
            got = next((seals[c] for n, c in enumerate(COLOURS)
                        if c in seals and SIGN[s.theory[i]][n] != SIGN[s.world[i]][n]), None)
        return got or next((a for a in legal if a["type"] == "done"), legal[0])
    if PUBLISHER in legal and any(_wrong(s, seat, i) for i in range(8) if s.theory[i] >= 0
                                  and any(who == seat for who, _ in s.seals[i])):
        return PUBLISHER
    return None


def _belief(s: AlchemistsState, seat: int, exact: bool) -> tuple[list[list[int]], int]:
    """The seat's deduction grid and its number of worlds; in rollouts a stand-in from the sampled world."""
    if exact:
        g = grid(known(s.public_notes, s.notes[seat]))
        return g, sum(g[0])
    trust = min(10, 1 + len(s.notes[seat]) + len(s.public_notes))
    g = [[1] * 8 for _ in range(8)]
    for i in range(8):
        g[i][s.world[i]] += trust
    return g, 7 + trust


def _publish(s: AlchemistsState, seat: int, legal: Sequence[Action], exact: bool) -> Action | None:
    """Publish or endorse what the seat believes likely; the seal by confidence (a hedge where most doubtful)."""
    g, total = _belief(s, seat, exact)
    free = [x for x in range(8) if x not in s.theory]
    best: tuple[float, Action] | None = None
    for a in legal:
        kind = a["type"]
        if kind == "endorse":
            p = g[a["ingredient"]][s.theory[a["ingredient"]]] / total
        elif kind == "theory":
            p = max(g[a["ingredient"]][x] for x in free) / total
        elif kind == "alchemical":
            p = g[s.pending[0]][a["alchemical"]] / total
        else:
            continue
        if best is None or p > best[0]:
            best = (p, a)
    if best is not None:
        p, a = best
        return a if a["type"] == "alchemical" or p >= 0.45 else next(x for x in legal if x["type"] == "decline")
    seals = {a["seal"]: a for a in legal if a["type"] == "seal"}
    if not seals:
        return None
    i, x = s.pending
    claim = x if x >= 0 else s.theory[i]
    p = g[i][claim] / total
    if p >= 0.85 and "gold" in seals:
        return seals["gold"]
    if p >= 0.6 and "silver" in seals:
        return seals["silver"]
    doubt = [sum(g[i][y] for y in range(8) if SIGN[y][c] != SIGN[claim][c]) for c in range(3)]
    for c in sorted(range(3), key=lambda c: -doubt[c]):
        if COLOURS[c] in seals:
            return seals[COLOURS[c]]
    return next(iter(seals.values()))


class AlchemistsPolicy(Policy):
    """`GAME.policy`: the rule-based move with one in ten uniform; rollouts cut off and estimated."""

    rollout_depth = 40

    def __init__(self, noise: float = 0.1) -> None:
        self.noise = noise

    def rollout_action(self, state: AlchemistsState, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
        """The rule-based move, or now and then a random one."""
        if self.noise and rng.random() < self.noise:
            return legal[rng.below(len(legal))]
        return choose(state, seat, legal, rng)

    def choose(self, game: Game, state: State, seat: int, rng: Rng) -> Action:
        """The rule-based move with the seat's exact beliefs, on a determinization."""
        legal = game.legal_actions(state, seat)
        if len(legal) == 1:
            return legal[0]
        return choose(game.determinize(state, seat, rng), seat, legal, rng, exact=True)

    def evaluate(self, state: AlchemistsState) -> Sequence[float] | None:
        """Each seat's chance of finishing ahead, from its standing."""
        return ahead_chances([standing(state, x) for x in range(state.players)], 5.0)


POLICY = AlchemistsPolicy()
