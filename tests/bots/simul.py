"""A tiny simultaneous game for the driver and terminal tests: every seat secretly picks 1-3, twice.

After each round the picks are revealed and each seat scores its pick if nobody
else picked the same number.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from meeple.engine import BaseGame, Event, Outcome, Rng

ROUNDS = 2


@dataclass
class SimulState:
    players: int
    rng: Rng
    picks: list[int | None]
    scores: list[int]
    round: int = 0
    history: list[list[int]] = field(default_factory=list)


class SimulGame(BaseGame):
    """Secret simultaneous picks; unique picks score."""

    id = "simul"
    title = "Simul"
    min_players = 2
    max_players = 3
    hidden_information = True
    simultaneous = True
    max_steps = 10

    def setup(self, players: int, options: Any, seed: int) -> SimulState:
        return SimulState(players, Rng(seed), [None] * players, [0] * players)

    def waiting_for(self, s: SimulState) -> frozenset[int]:
        if s.round >= ROUNDS:
            return frozenset()
        return frozenset(i for i, p in enumerate(s.picks) if p is None)

    def legal_actions(self, s: SimulState, seat: int) -> list[dict[str, Any]]:
        if seat not in self.waiting_for(s):
            return []
        return [{"type": "pick", "n": n} for n in (1, 2, 3)]

    def play(self, s: SimulState, seat: int, action: dict[str, Any]) -> list[Event]:
        s.picks[seat] = action["n"]
        events = [Event("picked", f"{{p{seat}}} has chosen"), Event("mine", f"You pick {action['n']}", to=(seat,))]
        if all(p is not None for p in s.picks):
            picks = [int(p) for p in s.picks if p is not None]
            for i, p in enumerate(picks):
                s.scores[i] += p if picks.count(p) == 1 else 0
            s.history.append(picks)
            s.picks = [None] * s.players
            s.round += 1
            text = ", ".join(f"{{p{i}}} {p}" for i, p in enumerate(picks))
            events.append(Event("reveal", f"Reveal: {text}", reveals=True))
        return events

    def view(self, s: SimulState, seat: int | None) -> dict[str, Any]:
        return {"round": s.round, "scores": list(s.scores), "history": [list(h) for h in s.history],
                "chosen": [p is not None for p in s.picks],
                "my_pick": s.picks[seat] if seat is not None else None}

    def outcome(self, s: SimulState) -> Outcome | None:
        return Outcome.from_scores(s.scores) if s.round >= ROUNDS else None

    def progress(self, s: SimulState) -> float:
        return s.round / ROUNDS

    def determinize(self, s: SimulState, seat: int, rng: Rng) -> SimulState:
        out = self.clone(s)
        out.picks = [p if (i == seat or p is None) else rng.randint(1, 3) for i, p in enumerate(s.picks)]
        out.rng = Rng(rng.next64())
        return out

    def dump(self, s: SimulState) -> dict[str, Any]:
        return {"players": s.players, "rng": s.rng.state, "picks": s.picks, "scores": s.scores,
                "round": s.round, "history": s.history}

    def load(self, d: dict[str, Any]) -> SimulState:
        return SimulState(d["players"], Rng(d["rng"]), list(d["picks"]), list(d["scores"]), d["round"],
                          [list(h) for h in d["history"]])


SIMUL = SimulGame()
