"""The bot: rule-based moves for rollouts and the `policy` player, and a reputation estimate.

`PetzPolicy(style)` plays one of a few shop strategies (README: the self-play table): "balanced"
(the default), "pets" (many pets, few cages), "cages" (strong cages first), "food" (feeds
everything) and "platform" (books the platform early for triple sales). Every choice is cheap:
a heuristic score over the legal actions, never a search.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from meeple.engine import Policy, Rng

from .care import cage_stats
from .components import ANGER, CARDS, CHARM, MAGIC, MUZZLE, OMNI, PET_DIET, POOP, RATTLE, SNACKS

Action = dict[str, Any]
STYLES = ("balanced", "pets", "cages", "food", "platform")
_BASE = {"pet": 5, "cage": 4, "food": 3, "artifacts": 2, "invite": 3, "hospital": 1, "judge": 2, "platform": 1,
         "addon": 2}
_TILTS = {"balanced": {}, "pets": {"pet": 7, "cage": 3}, "cages": {"cage": 6, "addon": 4},
          "food": {"food": 5, "artifacts": 1}, "platform": {"platform": 5, "judge": 1}}
_SEND_TASTE = {style: {**_BASE, **tilt} for style, tilt in _TILTS.items()}
"""How much each style likes each kind of space (the styles tilt the balanced taste)."""


def _space_kind(space: str) -> str:
    if space.startswith("pet"):
        return "pet"
    if space.startswith("cage"):
        return "cage"
    if space in ("veg", "meat", "mixed"):
        return "food"
    return space


class PetzPolicy(Policy):
    """Heuristic play for one of the STYLES."""

    rollout_depth: ClassVar[int | None] = 80
    """Rollout steps before `evaluate` stands in (a round is 30-60 steps)."""

    def __init__(self, style: str = "balanced") -> None:
        self.style = style
        self.taste = _SEND_TASTE[style]

    def rollout_action(self, state: Any, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
        """The best-scored legal action (random among the best)."""
        kind = legal[0]["type"]
        chooser = _CHOOSERS.get(kind)
        if chooser is None:
            return legal[rng.below(len(legal))]
        return chooser(self, state, seat, legal, rng)

    # -- by phase ---------------------------------------------------------------------------------------

    def _group(self, s: Any, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
        made = len(s.groups[seat])
        if made >= 3 + rng.below(2) or not any(a["type"] == "group" for a in legal):
            return legal[-1]
        sizes = [a for a in legal if a["type"] == "group" and a["imps"] <= (2 if made < 2 else 1)]
        return sizes[-1] if sizes else legal[0]

    def _gold(self, s: Any, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
        want = 1 + (1 if rng.below(3) == 0 else 0) if len(s.groups[seat]) < 2 else 0
        return legal[min(want, len(legal) - 1)]

    def _send(self, s: Any, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
        pets = len(s.pets(seat)) + len(s.waiting[seat])
        cages = sum(1 for c in s.cage[seat] if c >= 0) + len(s.new_cages[seat])
        best, score = legal[-1], 0.5
        for a in legal:
            if a["type"] != "send":
                continue
            k = _space_kind(a["space"])
            value = float(self.taste.get(k, 1))
            if k == "pet" and pets >= cages:
                value -= 4
            if k == "cage" and cages >= 4:
                value = 0
            if k == "cage" and a["item"] >= 0:
                c = s.cage_market[a["item"]]
                value += 0.1 * c
            if k == "food":
                stand = s.stands[("veg", "meat", "mixed").index(a["space"])]
                value += 0.5 * (stand[0] + stand[1]) - (3 if pets == 0 else 0)
            if k == "platform" and s.platform[seat] + s.booked[seat] >= s.rounds - max(s.round, 2):
                value = 0  # enough booked for the sales left
            value += rng.random() * 0.5
            if value > score:
                best, score = a, value
        return best

    def _assign(self, s: Any, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
        best, score = legal[0], -99.0
        for a in legal:
            value = rng.random() * 0.1
            if a["type"] == "potion":
                value += 0.5
            else:
                value -= self._harm(s, seat, a["slot"], a["card"], a["flip"])
            if value > score:
                best, score = a, value
        return best

    def _harm(self, s: Any, seat: int, slot: int, card: int, flip: bool) -> float:
        _, need, second = CARDS[card]
        needs = [need, second] if flip and second >= 0 else [need]
        strength, anti, _ = cage_stats(s, seat, slot)
        harm = 0.0
        for n in needs:
            if n == ANGER:
                harm += 3 if strength < 2 else 0.5
            elif n == MAGIC:
                harm += 3 if anti < 2 else 0.5
            elif n == POOP:
                harm += 1 + 0.5 * s.manure[seat][slot]
            elif n == 0:  # hunger
                diet = PET_DIET[s.kind[seat][slot]]
                food = s.food[seat]
                have = {"veg": food[0] + food[2], "meat": food[1] + food[3]}.get(diet, sum(food))
                harm += 0.3 if have else 2
            else:
                harm += 1
        return harm - (0.5 if flip else 0)

    def _feed(self, s: Any, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
        """Pets that eat one kind first (an omnivore can take what is left), bigger pets first, from the larger
        stock; never starve a pet while it can eat."""
        food = s.food[seat]

        def worth(a: Action) -> tuple[int, int, int]:
            slot = a["slot"]
            stock = food[0] + food[2] if a["food"] == "veg" else food[1] + food[3]
            return (PET_DIET[s.kind[seat][slot]] != OMNI, s.size[seat][slot], stock)

        return max((a for a in legal if a["type"] == "feed"), key=worth)

    def _tool(self, s: Any, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
        """The artifact helps the biggest pet (the one worth most), and of those the one with least need left:
        one less need is likelier to save it outright."""
        left = {SNACKS: s.hunger_left, RATTLE: s.play_left, MUZZLE: s.anger_left, CHARM: s.magic_left}[s.tool]
        return max(legal, key=lambda a: (s.size[seat][a["slot"]], -left[a["slot"]]))

    def _entertain(self, s: Any, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
        return legal[0]

    def _calm(self, s: Any, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
        return legal[0] if s.size[seat][next(i for i in range(4) if s.anger_left[i] > 0)] >= 4 else legal[1]

    def _discard(self, s: Any, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
        return max(legal, key=lambda a: (CARDS[a["card"]][1] in (ANGER, MAGIC), a["card"]))

    def _sell(self, s: Any, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
        sells = [a for a in legal if a["type"] == "sell"]
        plat = [a for a in sells if a["venue"] == "platform"]
        return plat[0] if plat else sells[0]

    def _first(self, s: Any, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
        return legal[0]

    def _arrange(self, s: Any, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
        return legal[-1]

    def _place(self, s: Any, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
        return legal[0]

    def evaluate(self, state: Any) -> Sequence[float] | None:
        """Share of the reputation (plus a little for pets held)."""
        values = [max(0, r) + 2 * len(state.pets(s)) + 1 for s, r in enumerate(state.rep)]
        total = sum(values)
        return [v / total for v in values]


_CHOOSERS = {
    "group": PetzPolicy._group, "ready": PetzPolicy._group, "gold": PetzPolicy._gold,
    "send": PetzPolicy._send, "assign": PetzPolicy._assign, "potion": PetzPolicy._assign,
    "feed": PetzPolicy._feed, "tool": PetzPolicy._tool, "entertain": PetzPolicy._entertain, "calm": PetzPolicy._calm,
    "discard": PetzPolicy._discard,
    "sell": PetzPolicy._sell, "clean": PetzPolicy._first, "move": PetzPolicy._arrange,
    "arranged": PetzPolicy._arrange, "place": PetzPolicy._place,
}
"""The chooser by the type of the first legal action (each phase lists its main action first)."""

POLICY = PetzPolicy()
