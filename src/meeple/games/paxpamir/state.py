"""Pax Pamir's state: courts, hands, the market, every piece's place, and the turn's pending work.

Pieces are kept as locations (ints): 0 is the supply; a region is 1-6 (`REGION_LOC`), a border
10-18 (`BORDER_LOC`), a court card 100 + its number (a spy on it), a gift space 300-302.
`blocks` holds the 36 coalition blocks (12 Afghan, 12 British, 12 Russian), `cylinders` the
players' 10 cylinders each (seat * 10 + i).

The turn is a queue of tasks (`todo`) worked through by `flow.run`: a task either happens at
once (a suit change, a riot, a Dominance Check) or sets `step`, the one decision the game now
waits for from `step["seat"]`. A decision done, the queue goes on.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from meeple.engine import Rng

from .components import BORDER_NAMES, REGIONS

LOYALTY, PLAYING, OVER = "loyalty", "playing", "over"
"""The phases: starting loyalties chosen, the turns, the end."""

PAGE, RULEBOOK = "page", "rulebook"
"""The two readings of who rules a region (the `ruling` table option, see `board.ruler`)."""

SUPPLY = 0
REGION_LOC = {r: 1 + i for i, r in enumerate(REGIONS)}
BORDER_LOC = {b: 10 + i for i, b in enumerate(BORDER_NAMES)}
LOC_NAME: dict[int, str] = {**{v: k for k, v in REGION_LOC.items()}, **{v: k for k, v in BORDER_LOC.items()}}
CARD_BASE = 100
GIFT_BASE = 300


def is_region(loc: int) -> bool:
    """A location in a region (an army or a tribe)."""
    return 1 <= loc <= 6


def is_border(loc: int) -> bool:
    """A location on a border (a road)."""
    return 10 <= loc <= 18


def is_card(loc: int) -> bool:
    """A location on a court card (a spy)."""
    return 100 < loc <= 200


def is_gift(loc: int) -> bool:
    """A cylinder on a gift space."""
    return 300 <= loc <= 302


@dataclass(slots=True)
class PaxState:
    """Everything about one table (see the module docstring)."""

    players: int
    rng: Rng
    phase: str = LOYALTY
    active: int = 0
    """Whose turn it is (or who chooses a starting loyalty)."""
    actions: int = 2
    turn: int = 0
    loyalty: list[int] = field(default_factory=list)
    coins: list[int] = field(default_factory=list)
    vp: list[int] = field(default_factory=list)
    prizes: list[int] = field(default_factory=list)
    hands: list[list[int]] = field(default_factory=list)
    courts: list[list[int]] = field(default_factory=list)
    deck: list[int] = field(default_factory=list)
    """Face down, the top card last."""
    piles: list[int] = field(default_factory=list)
    """Deck index where each of the six piles starts (bottom pile first): what determinize keeps."""
    market: list[list[int]] = field(default_factory=list)
    """Two rows of six cards, 0 for an empty space."""
    mcoins: list[list[int]] = field(default_factory=list)
    favoured: int = 0
    blocks: list[int] = field(default_factory=list)
    cylinders: list[int] = field(default_factory=list)
    used_cards: list[int] = field(default_factory=list)
    """Cards used for an action this turn, and market cards that took rupees this turn."""
    used_pieces: list[int] = field(default_factory=list)
    """Pieces placed this turn (blocks 0-35, cylinders 100 + index): not taken back the same turn."""
    flags: list[str] = field(default_factory=list)
    """Event effects on everyone until the next Dominance Check."""
    pflags: list[list[str]] = field(default_factory=list)
    """Event effects on one player until the next Dominance Check."""
    todo: list[list[Any]] = field(default_factory=list)
    step: dict[str, Any] | None = None
    checks: int = 0
    """Dominance Checks resolved."""
    first: int = 0
    """Who chose the first loyalty."""
    discards: list[int] = field(default_factory=list)
    """The face-up discard pile (court cards, events, Dominance Checks), latest last."""
    boxed: list[int] = field(default_factory=list)
    """The six events left out of the deck, unseen by everyone."""
    ruling: str = PAGE
    """The table's reading of ruling: `PAGE` (other players' pieces) or `RULEBOOK` (also any coalition's armies)."""
    wakhan: int = -1
    """Wakhan's seat (the last one) when the automa plays (the `wakhan` option), else -1."""
    ai_deck: list[int] = field(default_factory=list)
    """Wakhan's AI cards face down (numbers 1-24), the top card last: its order is hidden."""
    ai_discard: list[int] = field(default_factory=list)
    """Her revealed AI cards, the current one last."""
    wk: list[int] = field(default_factory=list)
    """Her turn's counters: [the next of the card's three actions (0-2), actions skipped in a row]."""
    wk_prizes: list[int] = field(default_factory=list)
    """Her prizes by coalition (she keeps prizes of every coalition)."""

    def copy(self) -> PaxState:
        """A fast independent copy."""
        return PaxState(
            self.players, Rng(self.rng.state), self.phase, self.active, self.actions, self.turn,
            self.loyalty[:], self.coins[:], self.vp[:], self.prizes[:], [h[:] for h in self.hands],
            [c[:] for c in self.courts], self.deck[:], self.piles[:], [r[:] for r in self.market],
            [r[:] for r in self.mcoins], self.favoured, self.blocks[:], self.cylinders[:], self.used_cards[:],
            self.used_pieces[:], self.flags[:], [f[:] for f in self.pflags], [t[:] for t in self.todo],
            dict(self.step) if self.step is not None else None, self.checks, self.first, self.discards[:],
            self.boxed[:], self.ruling, self.wakhan, self.ai_deck[:], self.ai_discard[:], self.wk[:],
            self.wk_prizes[:],
        )


_SCALARS = ("players", "phase", "active", "actions", "turn", "favoured", "checks", "first")
_WAKHAN = ("ai_deck", "ai_discard", "wk", "wk_prizes")
"""Wakhan's lists, saved only when she plays (so tables without her keep their saved form)."""
_LISTS = ("loyalty", "coins", "vp", "prizes", "deck", "piles", "blocks", "cylinders", "used_cards",
          "used_pieces", "flags", "discards", "boxed")
_NESTED = ("hands", "courts", "market", "mcoins", "pflags", "todo")


def _plain(value: Any) -> Any:
    if isinstance(value, list):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    return value


def dump_state(state: PaxState) -> dict[str, Any]:
    """Plain JSON sharing nothing with the state."""
    out: dict[str, Any] = {"rng": state.rng.state}
    for name in _SCALARS:
        out[name] = getattr(state, name)
    for name in _LISTS:
        out[name] = getattr(state, name)[:]
    for name in _NESTED:
        out[name] = _plain(getattr(state, name))
    out["step"] = _plain(state.step)
    out["ruling"] = state.ruling
    if state.wakhan >= 0:
        out["wakhan"] = state.wakhan
        for name in _WAKHAN:
            out[name] = getattr(state, name)[:]
    return out


def load_state(data: dict[str, Any]) -> PaxState:
    """Inverse of `dump_state`."""
    state = PaxState(players=int(data["players"]), rng=Rng(data["rng"]))
    for name in _SCALARS[1:]:
        setattr(state, name, data[name])
    for name in _LISTS:
        setattr(state, name, list(data[name]))
    for name in _NESTED:
        setattr(state, name, _plain(data[name]))
    state.step = _plain(data["step"])
    state.ruling = data.get("ruling", PAGE)
    state.wakhan = int(data.get("wakhan", -1))
    for name in _WAKHAN:
        setattr(state, name, list(data.get(name, [])))
    return state
