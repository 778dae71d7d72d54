"""Named positions built directly (not lucky seeds) for the scenario tests."""

from __future__ import annotations

from typing import Any

from meeple.games.paxpamir import GAME
from meeple.games.paxpamir.state import BORDER_LOC, CARD_BASE, PLAYING, REGION_LOC, PaxState

AFGHAN, BRITISH, RUSSIAN = 0, 1, 2


def table(players: int = 2, loyalty: tuple[int, ...] = (BRITISH, RUSSIAN), coins: int = 4,
          market: list[list[int]] | None = None, ruling: str = "page") -> PaxState:
    """Seat 0 at the start of its turn: empty courts and hands, a plain market (court cards 60-71);
    `ruling` is the table option (who rules a region)."""
    s = GAME.setup(players, {"ruling": ruling}, 1)
    s.loyalty = list(loyalty)[:players] + [AFGHAN] * max(0, players - len(loyalty))
    s.phase = PLAYING
    s.active = 0
    s.actions = 2
    s.turn = 1
    s.coins = [coins] * players
    s.todo = []
    s.step = {"k": "main", "seat": 0}
    s.market = market or [[61, 62, 63, 64, 65, 67], [75, 76, 77, 79, 80, 81]]
    s.mcoins = [[0] * 6 for _ in range(2)]
    rest = [c for c in s.deck + [c for row in GAME.setup(players, {}, 1).market for c in row]
            if c not in s.market[0] + s.market[1]]
    s.deck = sorted(set(rest))
    return s


def _put(pool: list[int], lo: int, size: int, loc: int, n: int) -> None:
    for _ in range(n):
        pool[pool.index(0, lo, lo + size)] = loc


def tribe(s: PaxState, seat: int, region: str, n: int = 1) -> None:
    """Put n of the seat's cylinders as tribes in a region."""
    _put(s.cylinders, seat * 10, 10, REGION_LOC[region], n)


def spy(s: PaxState, seat: int, card: int, n: int = 1) -> None:
    """Put n of the seat's cylinders as spies on a court card."""
    _put(s.cylinders, seat * 10, 10, CARD_BASE + card, n)


def army(s: PaxState, coalition: int, region: str, n: int = 1) -> None:
    """Put n of a coalition's blocks as armies in a region."""
    _put(s.blocks, coalition * 12, 12, REGION_LOC[region], n)


def road(s: PaxState, coalition: int, border: str, n: int = 1) -> None:
    """Put n of a coalition's blocks as roads on a border."""
    _put(s.blocks, coalition * 12, 12, BORDER_LOC[border], n)


def do(s: PaxState, who: int, kind: str, /, **fields: Any) -> list[Any]:
    """Apply a (checked) action."""
    return GAME.apply(s, who, {"type": kind, **fields})


def legal(s: PaxState, seat: int, kind: str | None = None) -> list[dict[str, Any]]:
    """The seat's legal actions (of one type)."""
    return [a for a in GAME.legal_actions(s, seat) if kind is None or a["type"] == kind]
