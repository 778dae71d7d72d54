"""Room 25's state: the complex, the characters, the programmed tokens and where the turn stands."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from meeple.engine import Rng

from .components import PEEK

Pending = tuple[str, int, Any]
"""A decision the game waits for: (kind, character, detail); see `flow`."""


@dataclass(slots=True)
class RoomState:
    """Everything about one table.

    Rooms are tiles 0..24: `board[pos]` is the tile at a position, `tile_pos[tile]` its position,
    `kind[tile]` its room. `outer[tile]`: the tile started among the 12 corner rooms (public).
    `seen[seat]` is a bitmask of the tiles that seat has looked at. Characters stand on tiles
    (`where[c]`, -1 once dead), so they ride along when a line slides. `program[c]` holds the
    character's tokens this turn and `shown[c]` how many of them are face up; `done[c]` how many
    it has resolved. With the talents option (`talents`), `hidden[c]` is the turn Alice hides in
    (0: none), `locks` the tiles Emmett has locked (oldest first) and `spares[c]` the Empty Rooms
    Sarah and Bruce have left to sabotage with. With the reminders option (`reminding`),
    `reminders[seat]` is the tile the seat's reminder token lies on (-1: in hand). With M.A.C.
    cards (`mac`: "barrier" or "madness"), `deck` is the draw pile (top last) and `discard` the
    cards played, oldest first.
    `doom[tile]` is the turn at whose end a Flooded or Shredder room kills
    (0: none). `claims` are the colours announced after looks: (tile, character, colour).
    """

    players: int
    mode: str
    rng: Rng
    owner: list[int] = field(default_factory=list)
    order: list[int] = field(default_factory=list)
    board: list[int] = field(default_factory=list)
    tile_pos: list[int] = field(default_factory=list)
    kind: list[str] = field(default_factory=list)
    outer: list[bool] = field(default_factory=list)
    revealed: list[bool] = field(default_factory=list)
    sealed: list[bool] = field(default_factory=list)
    doom: list[int] = field(default_factory=list)
    seen: list[int] = field(default_factory=list)
    claims: list[tuple[int, int, str]] = field(default_factory=list)
    where: list[int] = field(default_factory=list)
    role: list[str] = field(default_factory=list)
    unmasked: list[bool] = field(default_factory=list)
    dead: list[int] = field(default_factory=list)
    imprisoned: list[bool] = field(default_factory=list)
    trapped: list[int] = field(default_factory=list)
    adrenaline: list[bool] = field(default_factory=list)
    planned: list[bool] = field(default_factory=list)
    program: list[list[str]] = field(default_factory=list)
    ready: list[bool] = field(default_factory=list)
    shown: list[int] = field(default_factory=list)
    done: list[int] = field(default_factory=list)
    public: list[bool] = field(default_factory=list)
    peeked: list[int] = field(default_factory=list)
    tokens: dict[str, str] = field(default_factory=dict)
    phase: str = PEEK
    turn: int = 1
    last_turn: int = 10
    round: int = 1
    cursor: int = 0
    armed: int = -1
    pending: Pending | None = None
    key_active: bool = False
    winner: str | None = None
    reason: str = ""
    talents: bool = False
    hidden: list[int] = field(default_factory=list)
    locks: list[int] = field(default_factory=list)
    spares: list[int] = field(default_factory=list)
    reminding: bool = False
    reminders: list[int] = field(default_factory=list)
    mac: str = ""
    deck: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)

    @property
    def characters(self) -> int:
        """Characters in the game (alive or dead)."""
        return len(self.owner)

    def alive(self, c: int) -> bool:
        """The character is still in the complex."""
        return self.where[c] >= 0

    def pos_of(self, c: int) -> int:
        """The position a living character stands on."""
        return self.tile_pos[self.where[c]]

    def room_at(self, pos: int) -> str:
        """The room kind at a position."""
        return self.kind[self.board[pos]]

    def room_of(self, c: int) -> str:
        """The room kind a living character stands in."""
        return self.kind[self.where[c]]

    def seats_characters(self, seat: int) -> list[int]:
        """The characters a seat plays."""
        return [c for c, s in enumerate(self.owner) if s == seat]

    def knows(self, seat: int, tile: int) -> bool:
        """Whether the seat knows which room the tile is (revealed, or looked at)."""
        return self.revealed[tile] or bool(self.seen[seat] >> tile & 1)

    def copy(self) -> RoomState:
        """A fast independent copy."""
        return RoomState(
            self.players, self.mode, Rng(self.rng.state), self.owner[:], self.order[:], self.board[:],
            self.tile_pos[:], self.kind[:], self.outer[:], self.revealed[:], self.sealed[:], self.doom[:],
            self.seen[:], self.claims[:], self.where[:], self.role[:], self.unmasked[:], self.dead[:],
            self.imprisoned[:], self.trapped[:], self.adrenaline[:], self.planned[:],
            [p[:] for p in self.program], self.ready[:], self.shown[:], self.done[:], self.public[:],
            self.peeked[:], dict(self.tokens), self.phase, self.turn, self.last_turn, self.round, self.cursor,
            self.armed, self.pending, self.key_active, self.winner, self.reason,
            self.talents, self.hidden[:], self.locks[:], self.spares[:], self.reminding, self.reminders[:],
            self.mac, self.deck[:], self.discard[:],
        )


_LISTS = ("owner", "order", "board", "tile_pos", "kind", "outer", "revealed", "sealed", "doom", "seen", "where",
          "role", "unmasked", "dead", "imprisoned", "trapped", "adrenaline", "planned", "ready", "shown", "done",
          "public", "peeked", "hidden", "locks", "spares", "reminders", "deck", "discard")
_SCALARS = ("players", "mode", "phase", "turn", "last_turn", "round", "cursor", "armed", "key_active", "winner",
            "reason", "talents", "reminding", "mac")


def dump_state(state: RoomState) -> dict[str, Any]:
    """Plain JSON."""
    out: dict[str, Any] = {name: getattr(state, name) for name in _SCALARS}
    out.update({name: list(getattr(state, name)) for name in _LISTS})
    out["rng"] = state.rng.state
    out["program"] = [list(p) for p in state.program]
    out["claims"] = [list(c) for c in state.claims]
    out["tokens"] = dict(sorted(state.tokens.items()))
    out["pending"] = list(state.pending) if state.pending is not None else None
    return out


def load_state(data: dict[str, Any]) -> RoomState:
    """Inverse of `dump_state`."""
    state = RoomState(data["players"], data["mode"], Rng(data["rng"]))
    n = len(data["owner"])
    # Tables saved before the talents option have none of its fields.
    older = {"talents": False, "hidden": [0] * n, "locks": [], "spares": [0] * n, "reminding": False,
             "reminders": [-1] * data["players"], "mac": "", "deck": [], "discard": []}
    for name in _SCALARS:
        setattr(state, name, data.get(name, older.get(name)))
    for name in _LISTS:
        setattr(state, name, list(data.get(name, older.get(name, []))))
    state.program = [list(p) for p in data["program"]]
    state.claims = [(int(t), int(c), str(col)) for t, c, col in data["claims"]]
    state.tokens = dict(data["tokens"])
    pending = data["pending"]
    state.pending = (pending[0], pending[1], pending[2]) if pending is not None else None
    return state
