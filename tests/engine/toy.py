"""A tiny card game with chance and hidden hands, used to test the conformance kit itself."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from meeple.engine import BaseGame, Event, Outcome, Rng, action_shapes


@dataclass
class ToyState:
    players: int
    rng: Rng
    deck: list[int]
    hands: list[list[int]]
    played: list[list[int]] = field(default_factory=list)
    turn: int = 0


class ToyGame(BaseGame):
    """Draw or play a card; whoever played the most points when the cards run out wins."""

    id = "toy"
    title = "Toy"
    summary = "Draw or play a card; whoever played the most points wins."
    min_players = 2
    max_players = 3
    hidden_information = True
    chance = True
    max_steps = 200
    cards = 10
    """The deck holds the cards 1..cards."""
    action_shapes = action_shapes({"play": "card", "draw": "", "pass": ""})

    def setup(self, players: int, options: Any, seed: int) -> ToyState:
        rng = Rng(seed)
        deck = list(range(1, self.cards + 1))
        rng.shuffle(deck)
        hands = [sorted([deck.pop(), deck.pop()]) for _ in range(players)]
        return ToyState(players, rng, deck, hands, [[] for _ in range(players)])

    def waiting_for(self, s: ToyState) -> frozenset[int]:
        return frozenset() if self._over(s) else frozenset([s.turn])

    def _over(self, s: ToyState) -> bool:
        return not s.deck and not any(s.hands)

    def legal_actions(self, s: ToyState, seat: int) -> list[dict[str, Any]]:
        if self._over(s) or seat != s.turn:
            return []
        acts: list[dict[str, Any]] = [{"type": "play", "card": c} for c in s.hands[seat]]
        if s.deck:
            acts.append({"type": "draw"})
        if not acts:
            acts.append({"type": "pass"})
        return acts

    def play(self, s: ToyState, seat: int, action: dict[str, Any]) -> list[Event]:
        events: list[Event] = []
        if action["type"] == "play":
            s.hands[seat].remove(action["card"])
            s.played[seat].append(action["card"])
            events.append(Event("play", f"{{p{seat}}} plays {action['card']}", reveals=True))
        elif action["type"] == "draw":
            card = s.deck.pop()
            s.hands[seat].append(card)
            s.hands[seat].sort()
            events.append(Event("draw", f"{{p{seat}}} draws a card"))
            events.append(Event("drew", f"You draw {card}", to=(seat,), reveals=True))
        s.turn = (s.turn + 1) % s.players
        return events

    def view(self, s: ToyState, seat: int | None) -> dict[str, Any]:
        return {
            "deck": len(s.deck),
            "hand": list(s.hands[seat]) if seat is not None else None,
            "hand_sizes": [len(h) for h in s.hands],
            "played": [list(p) for p in s.played],
            "turn": s.turn,
        }

    def outcome(self, s: ToyState) -> Outcome | None:
        if not self._over(s):
            return None
        return Outcome.from_scores([sum(p) for p in s.played])

    def progress(self, s: ToyState) -> float:
        return sum(len(p) for p in s.played) / self.cards

    def determinize(self, s: ToyState, seat: int, rng: Rng) -> ToyState:
        out = self.clone(s)
        pool = sorted(out.deck + [c for i, h in enumerate(out.hands) if i != seat for c in h])
        rng.shuffle(pool)
        for i, h in enumerate(out.hands):
            if i != seat:
                out.hands[i] = sorted(pool.pop() for _ in h)
        out.deck = pool
        out.rng = Rng(rng.next64())
        return out

    def dump(self, s: ToyState) -> dict[str, Any]:
        return {"players": s.players, "rng": s.rng.state, "deck": s.deck, "hands": s.hands,
                "played": s.played, "turn": s.turn}

    def load(self, d: dict[str, Any]) -> ToyState:
        return ToyState(d["players"], Rng(d["rng"]), list(d["deck"]), [list(h) for h in d["hands"]],
                        [list(p) for p in d["played"]], d["turn"])


TOY = ToyGame()
