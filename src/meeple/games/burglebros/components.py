"""Burgle Bros components as facts: room tiles with their combination numbers, jobs, decks.

Numbers are the small safe-die numbers printed on each room tile (0 for safes,
which carry none). Sources: the rulebook and the component list in
shared/data/COMPONENTS.md; names are ours, snake_case.
"""

from __future__ import annotations

from dataclasses import dataclass

ROOM_NUMBERS: dict[str, tuple[int, ...]] = {
    "safe": (0, 0, 0),
    "stairs": (4, 5, 6),
    "walkway": (1, 2, 3),
    "laboratory": (3, 4),
    "lavatory": (5,),
    "service_duct": (5, 6),
    "secret_door": (1, 2),
    "computer_fingerprint": (4,),
    "computer_laser": (5,),
    "computer_motion": (6,),
    "camera": (1, 2, 3, 6),
    "laser": (1, 2, 3),
    "motion": (1, 2, 3),
    "detector": (4, 5, 6),
    "fingerprint": (4, 5, 6),
    "thermo": (1, 2, 3),
    "keypad": (4, 5, 6),
    "deadbolt": (1, 2, 3),
    "foyer": (1, 2),
    "atrium": (3, 4),
}
"""Every room tile of the box (48), by type: the number printed on each copy."""

OFFICE_NUMBERS: dict[str, tuple[int, ...]] = {
    "safe": (0, 0),
    "stairs": (4, 5),
    "walkway": (1, 3),
    "laboratory": (3,),
    "lavatory": (5,),
    "service_duct": (5, 6),
    "secret_door": (1, 2),
    "computer_fingerprint": (4,),
    "computer_laser": (5,),
    "computer_motion": (6,),
    "camera": (2, 3, 6),
    "laser": (1, 2),
    "motion": (1, 3),
    "fingerprint": (4, 5),
    "thermo": (1, 2),
    "keypad": (4, 6),
    "deadbolt": (2, 3),
    "foyer": (1, 2),
}
"""The Office Job's 32 tiles (those with a white circle)."""

ROOM_NAMES: dict[str, str] = {
    "safe": "Safe", "stairs": "Stairs", "walkway": "Walkway", "laboratory": "Laboratory",
    "lavatory": "Lavatory", "service_duct": "Service Duct", "secret_door": "Secret Door",
    "computer_fingerprint": "Fingerprint Computer", "computer_laser": "Laser Computer",
    "computer_motion": "Motion Computer", "camera": "Camera", "laser": "Laser", "motion": "Motion",
    "detector": "Detector", "fingerprint": "Fingerprint", "thermo": "Thermo", "keypad": "Keypad",
    "deadbolt": "Deadbolt", "foyer": "Foyer", "atrium": "Atrium",
}

HACKABLE = ("fingerprint", "laser", "motion")
"""Alarm rooms whose alarm a hack token of the same kind can cancel."""

COMPUTER_OF = {f"computer_{kind}": kind for kind in HACKABLE}
MAX_HACKS = 6
MAX_SAFE_DICE = 6
MAX_GUARD_DIE = 6
START_STEALTH = 3
STEALTH_BY_LEVEL = {"easy": 6, "normal": START_STEALTH, "hard": 1}
"""Stealth tokens each thief starts with, by BGA's `level` table option."""
ACTIONS_PER_TURN = 4
LOST_VISUAL = -1
"""The Lost Visual patrol card (mini-expansion), kept in the decks among the squares."""


@dataclass(frozen=True)
class Job:
    """One scenario: its floors, grid, guard dice and tiles."""

    id: str
    title: str
    floors: int
    size: int
    dice: tuple[int, ...]
    tiles: dict[str, tuple[int, ...]]
    inner_walls: int
    shaft: int | None = None
    """The floor-local square of Fort Knox's empty support beam (same on every floor)."""

    @property
    def safes(self) -> int:
        """How many safes the building holds."""
        return len(self.tiles["safe"])

    @property
    def squares(self) -> int:
        """Squares per floor, the beam included."""
        return self.size * self.size

    @property
    def rooms_per_floor(self) -> int:
        """Room tiles per floor."""
        return self.squares - (1 if self.shaft is not None else 0)


JOBS: dict[str, Job] = {
    "bank": Job("bank", "The Bank Job", 3, 4, (2, 3, 4), ROOM_NUMBERS, 8),
    "office": Job("office", "The Office Job", 2, 4, (2, 3), OFFICE_NUMBERS, 8),
    "fortknox": Job("fortknox", "The Fort Knox Job", 2, 5, (3, 4), ROOM_NUMBERS, 12, shaft=12),
}
MAX_CELLS = max(job.floors * job.squares for job in JOBS.values())
"""Cells in the largest building: the range of the prebuilt per-cell actions."""

TOOLS = (
    "blueprints", "crowbar", "crystal_ball", "donuts", "dynamite", "emp", "invisible_suit",
    "makeup_kit", "rollerskates", "smoke_bomb", "stethoscope", "thermal_bomb", "virus",
)
LOOT = (
    "bust", "chihuahua", "cursed_goblet", "gemstone", "gold_bar", "isotope", "keycard", "mirror",
    "painting", "persian_kitty", "stamp", "tiara",
)
EVENTS = (
    "brown_out", "buddy_system", "change_of_plans", "crash", "daydreaming", "dead_drop", "espresso",
    "freight_elevator", "go_with_your_gut", "gymnastics", "heads_up", "jump_the_gun", "jury_rig",
    "keycode_change", "lampshade", "lost_grip", "peekhole", "reboot", "shift_change", "shoplifting",
    "squeak", "switch_signs", "throw_voice", "time_lock", "video_loop", "where_is_he",
)
SOLO_OUT_EVENTS = ("buddy_system", "dead_drop", "freight_elevator", "jump_the_gun")
"""Team events left out of a one-player game (as BGA does)."""
SOLO_OUT_LOOT = ("gold_bar",)

CHARACTERS = ("acrobat", "hacker", "hawk", "juicer", "peterman", "raven", "rigger", "rook", "spotter")
SOLO_OUT_CHARACTERS = ("rook",)
ABILITIES: dict[tuple[str, str], str] = {
    ("acrobat", "basic"): "Flexibility", ("acrobat", "advanced"): "Climb Window",
    ("hacker", "basic"): "Jammer", ("hacker", "advanced"): "Laptop",
    ("hawk", "basic"): "X-Ray", ("hawk", "advanced"): "Enhance",
    ("juicer", "basic"): "Crybaby", ("juicer", "advanced"): "Reroute",
    ("peterman", "basic"): "Steady Hands", ("peterman", "advanced"): "Drill",
    ("raven", "basic"): "Distract", ("raven", "advanced"): "Disrupt",
    ("rigger", "basic"): "The Solution", ("rigger", "advanced"): "Tinker",
    ("rook", "basic"): "Orders", ("rook", "advanced"): "Disguise",
    ("spotter", "basic"): "Clairvoyance", ("spotter", "advanced"): "Precognition",
}
SIDES = ("basic", "advanced")

PATROL_DISCARDS = {1: 9, 2: 6, 3: 3, 4: 0}
"""Patrol cards set aside face down at each (re)shuffle, by number of players."""


def title(name: str) -> str:
    """A card or room id as words: "crystal_ball" -> "Crystal Ball"."""
    return ROOM_NAMES.get(name) or name.replace("_", " ").title()
