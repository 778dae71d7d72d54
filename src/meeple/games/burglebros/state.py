"""The state of a heist: the building, the guards, the decks, the crew; fast copy and JSON form.

Per-cell facts are lists indexed by cell (see `board`). Decks keep their top
card LAST. A player's `pos` is a cell, ROOF after escaping, or OUTSIDE before
the crew has entered.
"""

from __future__ import annotations

from typing import Any

from meeple.engine import Rng

from .board import Layout, layout
from .components import JOBS

ROOF = -1
OUTSIDE = -2

SETUP = "setup"
PLAY = "play"
EVENT = "event"
OVER = "over"


class Deck:
    """A face-down pile. The top `top_known` and bottom `bottom_known` cards are public knowledge."""

    __slots__ = ("bottom_known", "cards", "discard", "removed", "top_known")

    def __init__(self, cards: list[Any], discard: list[Any] | None = None, removed: list[Any] | None = None,
                 top_known: int = 0, bottom_known: int = 0) -> None:
        self.cards = cards
        self.discard = discard if discard is not None else []
        self.removed = removed if removed is not None else []
        self.top_known = top_known
        self.bottom_known = bottom_known

    def clone(self) -> Deck:
        return Deck(self.cards[:], self.discard[:], self.removed[:], self.top_known, self.bottom_known)

    def draw(self) -> Any:
        """Take the top card (the caller handles an empty deck)."""
        card = self.cards.pop()
        self.top_known = max(0, self.top_known - 1)
        self.bottom_known = min(self.bottom_known, len(self.cards) - self.top_known)
        return card

    def show_top(self, k: int) -> None:
        """The top `k` cards become public knowledge."""
        self.top_known = max(self.top_known, min(k, len(self.cards)))
        self.bottom_known = min(self.bottom_known, len(self.cards) - self.top_known)

    def put_bottom(self, card: Any) -> None:
        """Slide a (public) card under the deck."""
        self.cards.insert(0, card)
        self.bottom_known = min(self.bottom_known + 1, len(self.cards) - self.top_known)

    def known_top(self) -> list[Any]:
        """The public top cards, top first."""
        return self.cards[::-1][: self.top_known]

    def known_bottom(self) -> list[Any]:
        """The public bottom cards, bottom first."""
        return self.cards[: self.bottom_known]

    def dump(self) -> dict[str, Any]:
        return {"cards": self.cards[:], "discard": self.discard[:], "removed": self.removed[:],
                "top_known": self.top_known, "bottom_known": self.bottom_known}

    @classmethod
    def load(cls, d: dict[str, Any]) -> Deck:
        return cls(list(d["cards"]), list(d["discard"]), list(d["removed"]), d["top_known"], d["bottom_known"])


class Guard:
    """One floor's guard: `pos` None before he is revealed or while out of sight (Lost Visual)."""

    __slots__ = ("active", "dest", "die", "donut", "pos")

    def __init__(self, active: bool, pos: int | None, dest: int | None, die: int, donut: bool = False) -> None:
        self.active, self.pos, self.dest, self.die, self.donut = active, pos, dest, die, donut

    def clone(self) -> Guard:
        return Guard(self.active, self.pos, self.dest, self.die, self.donut)

    def dump(self) -> dict[str, Any]:
        return {"active": self.active, "pos": self.pos, "dest": self.dest, "die": self.die, "donut": self.donut}


class Thief:
    """One seat's character on the board."""

    __slots__ = ("character", "loot", "pos", "side", "stealth", "tools")

    def __init__(self, pos: int, stealth: int, character: str | None, side: str | None,
                 tools: list[str], loot: list[str]) -> None:
        self.pos, self.stealth, self.character, self.side = pos, stealth, character, side
        self.tools, self.loot = tools, loot

    def clone(self) -> Thief:
        return Thief(self.pos, self.stealth, self.character, self.side, self.tools[:], self.loot[:])

    def has(self, character: str, side: str) -> bool:
        """Whether this thief is `character` playing `side`."""
        return self.character == character and self.side == side

    @property
    def inside(self) -> bool:
        """In the building (not outside, not on the roof)."""
        return self.pos >= 0

    def dump(self) -> dict[str, Any]:
        return {"pos": self.pos, "stealth": self.stealth, "character": self.character, "side": self.side,
                "tools": self.tools[:], "loot": self.loot[:]}


_LISTS = ("rooms", "numbers", "revealed", "alarm", "cracked", "disabled", "keypad_open", "safe_dice",
          "safe_open", "tile_stealth", "lab_used")
"""Per-cell lists, copied by slicing."""


class BurgleState:
    """Everything about one heist."""

    def __init__(self, players: int, rng: Rng, options: dict[str, Any], walls: list[list[int]],
                 beam: int | None = None) -> None:
        self.players = players
        self.rng = rng
        self.options = dict(options)
        self.seats = 1 if self.options.get("solo_characters", 1) > 1 else players
        """Seats at the table. `players` counts thieves: in BGA's solo variant one seat runs
        the whole crew (option `solo_characters`). Fixed by the options, so worked out once."""
        self.walls = walls
        self.beam = JOBS[options["job"]].shaft if beam is None else beam
        """Fort Knox's empty square on every floor (floor-local), None in the other jobs."""
        self.layout: Layout = layout(options["job"], tuple(tuple(w) for w in walls), self.beam)
        n = len(self.layout.grid)
        self.rooms: list[str | None] = [None] * n
        self.numbers: list[int] = [0] * n
        self.revealed: list[bool] = [False] * n
        self.alarm: list[bool] = [False] * n
        self.cracked: list[bool] = [False] * n
        self.disabled: list[bool] = [False] * n
        self.keypad_open: list[bool] = [False] * n
        self.safe_dice: list[int] = [0] * n
        self.safe_open: list[bool] = [False] * n
        self.tile_stealth: list[int] = [0] * n
        self.lab_used: list[bool] = [False] * n
        self.items: dict[str, list[str]] = {}
        """Loot and tools lying on a cell (str(cell) -> names): a gold bar, the kitty, a drilled safe's haul."""
        self.hacks: dict[str, int] = {"fingerprint": 0, "laser": 0, "motion": 0}
        self.thermal: list[list[int]] = []
        """Stairs blown by a Thermal Bomb: [lower cell, upper cell]; an upper cell of -1 is the roof."""
        self.guards: list[Guard] = []
        self.patrol: list[Deck] = []
        self.tools = Deck([])
        self.loot = Deck([])
        self.events = Deck([])
        self.thieves: list[Thief] = []
        self.stage = SETUP
        self.turn = 0
        self.turns = 0
        self.prompt: dict[str, Any] | None = None
        self.actions_left = 0
        self.actions_used = 0
        self.flags: dict[str, Any] = {}
        """Per-turn facts: see `turns.new_flags`."""
        self.effects: dict[str, int] = {}
        """Lasting events and tools (name -> the seat whose next turn ends them)."""
        self.next_bonus = 0
        self.skip_next = False
        self.crow: int | None = None
        self.juicer_alarm = 0
        self.laptop = 0
        self.alarm_pick: list[int | None] = [None] * self.layout.floors
        """Per floor, the alarm the players sent the guard to when several were equally near."""
        self.result: str | None = None
        self.reason = ""

    def clone(self) -> BurgleState:
        """An independent copy, by hand because bots copy a lot."""
        out = object.__new__(BurgleState)
        d = self.__dict__
        out.__dict__.update(d)
        for name in _LISTS:
            setattr(out, name, d[name][:])
        out.alarm_pick = self.alarm_pick[:]
        out.rng = Rng(self.rng.state)
        out.options = dict(self.options)
        out.items = {k: v[:] for k, v in self.items.items()}
        out.hacks = dict(self.hacks)
        out.thermal = [t[:] for t in self.thermal]
        out.guards = [g.clone() for g in self.guards]
        out.patrol = [p.clone() for p in self.patrol]
        out.tools, out.loot, out.events = self.tools.clone(), self.loot.clone(), self.events.clone()
        out.thieves = [t.clone() for t in self.thieves]
        out.prompt = copy_json(self.prompt)
        out.flags = copy_json(self.flags)
        out.effects = dict(self.effects)
        return out

    # -- seats and thieves -----------------------------------------------------------

    def seat_of(self, thief: int) -> int:
        """The seat that plays a thief."""
        return 0 if self.seats == 1 else thief

    def actor(self, seat: int) -> int | None:
        """The thief a seat acts for now (None: this seat has nothing to act for)."""
        if self.seats == self.players:
            return seat
        if seat != 0:
            return None
        return self.prompt["seat"] if self.prompt is not None else self.turn

    # -- small queries used everywhere ------------------------------------------------

    @property
    def me(self) -> Thief:
        """The thief whose turn it is."""
        return self.thieves[self.turn]

    def guard_at(self, cell: int) -> bool:
        """Whether a guard stands on `cell`."""
        g = self.guards[cell // self.layout.squares]
        return g.pos == cell

    def thieves_at(self, cell: int) -> list[int]:
        """Seats standing on `cell`."""
        return [s for s, t in enumerate(self.thieves) if t.pos == cell]

    def is_room(self, cell: int, kind: str) -> bool:
        """Whether `cell` is a revealed room of that kind."""
        return self.revealed[cell] and self.rooms[cell] == kind

    def active_room(self, cell: int, kind: str) -> bool:
        """A revealed room of that kind whose effect is not disabled by a crowbar."""
        return self.revealed[cell] and self.rooms[cell] == kind and not self.disabled[cell]

    def holder(self, item: str) -> int | None:
        """The seat holding a loot card, or None."""
        for s, t in enumerate(self.thieves):
            if item in t.loot:
                return s
        return None

    def someone_is(self, character: str, side: str) -> int | None:
        """The seat playing that character side, or None (`Thief.has`, inline: asked at every
        move into a Laser, Fingerprint or out of a Motion room, for the Hacker's Jammer)."""
        for s, t in enumerate(self.thieves):
            if t.character == character and t.side == side:
                return s
        return None


def copy_json(x: Any) -> Any:
    """A copy of nested JSON-like data (dicts and lists of scalars)."""
    if isinstance(x, dict):
        return {k: copy_json(v) for k, v in x.items()}
    if isinstance(x, list):
        return [copy_json(v) for v in x]
    return x


def dump(s: BurgleState) -> dict[str, Any]:
    """Plain JSON data sharing nothing with the state."""
    out: dict[str, Any] = {name: getattr(s, name)[:] for name in _LISTS}
    out.update({
        "players": s.players, "rng": s.rng.state, "options": dict(s.options), "walls": [w[:] for w in s.walls],
        "beam": s.beam,
        "items": {k: v[:] for k, v in s.items.items()}, "hacks": dict(s.hacks),
        "thermal": [t[:] for t in s.thermal], "guards": [g.dump() for g in s.guards],
        "patrol": [p.dump() for p in s.patrol], "tools": s.tools.dump(), "loot": s.loot.dump(),
        "events": s.events.dump(), "thieves": [t.dump() for t in s.thieves], "stage": s.stage,
        "turn": s.turn, "turns": s.turns, "prompt": copy_json(s.prompt), "actions_left": s.actions_left,
        "actions_used": s.actions_used, "flags": copy_json(s.flags), "effects": dict(s.effects),
        "next_bonus": s.next_bonus, "skip_next": s.skip_next, "crow": s.crow,
        "juicer_alarm": s.juicer_alarm, "laptop": s.laptop, "result": s.result, "reason": s.reason,
        "alarm_pick": s.alarm_pick[:],
    })
    return out


def load(d: dict[str, Any]) -> BurgleState:
    """Inverse of `dump`."""
    s = BurgleState(d["players"], Rng(d["rng"]), d["options"], [list(w) for w in d["walls"]], d.get("beam"))
    for name in _LISTS:
        setattr(s, name, list(d[name]))
    s.items = {k: list(v) for k, v in d["items"].items()}
    s.hacks = dict(d["hacks"])
    s.thermal = [list(t) for t in d["thermal"]]
    s.guards = [Guard(**g) for g in d["guards"]]
    s.patrol = [Deck.load(p) for p in d["patrol"]]
    s.tools, s.loot, s.events = Deck.load(d["tools"]), Deck.load(d["loot"]), Deck.load(d["events"])
    s.thieves = [Thief(t["pos"], t["stealth"], t["character"], t["side"], list(t["tools"]), list(t["loot"]))
                 for t in d["thieves"]]
    for name in ("stage", "turn", "turns", "actions_left", "actions_used", "next_bonus", "skip_next", "crow",
                 "juicer_alarm", "laptop", "result", "reason"):
        setattr(s, name, d[name])
    s.alarm_pick = list(d.get("alarm_pick", s.alarm_pick))
    s.prompt = copy_json(d["prompt"])
    s.flags = copy_json(d["flags"])
    s.effects = dict(d["effects"])
    return s


def set_walls(s: BurgleState, walls: list[list[int]]) -> None:
    """Change the walls (dynamite) and the shared layout with them."""
    s.walls = sorted(walls)
    s.layout = layout(s.options["job"], tuple(tuple(w) for w in s.walls), s.beam)
