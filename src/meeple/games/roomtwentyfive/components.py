"""Room 25's data: the rooms (colour, effect), the copy-count pools, the complex compositions per
mode and character count, the countdown, the roles and the characters.

The box's per-type copy counts are not public; `POOL` is our own table (README explains it).
"""

from __future__ import annotations

# -- phases, modes, actions ------------------------------------------------------

PEEK, PROGRAM, ACT, OVER = "peek", "program", "act", "over"
COOPERATION, SUSPICION = "cooperation", "suspicion"
PRISONER, GUARD = "prisoner", "guard"

LOOK, MOVE, PUSH, CONTROL = "look", "move", "push", "control"
BASIC = (LOOK, MOVE, PUSH, CONTROL)
"""The four basic action tokens, in the order the board shows them."""
TALENT = "talent"
"""The fifth token of the talents option: the character's special talent."""
WITH_TALENT = (*BASIC, TALENT)

ADRENALINE_ROUND = 3
"""`state.round` while the adrenaline actions are played (rounds 1 and 2 are the programmed ones)."""

# -- rooms -------------------------------------------------------------------

BLUE, GREEN, YELLOW, RED = "blue", "green", "yellow", "red"
COLOURS = (GREEN, YELLOW, RED, BLUE)
"""The colours a player may announce after a look (lies allowed)."""

CENTRAL, EXIT, KEY = "central", "room25", "key"
EMPTY, VISION, SWAPPING, SHIFTING, PORTAL, REGENERATION, ROBOT = (
    "empty", "vision", "swapping", "shifting", "portal", "regeneration", "robot")
VORTEX, PRISON, COLD, DARK, PIVOT, JAMMING, MIRROR = "vortex", "prison", "cold", "dark", "pivot", "jamming", "mirror"
MAC_ROOM = "mac"
ACID, DEATH, TRAP, FLOODED, SHREDDER, TIMER, PARANOIA, ILLUSION = (
    "acid", "death", "trap", "flooded", "shredder", "timer", "paranoia", "illusion")

COLOUR: dict[str, str] = {
    CENTRAL: BLUE, EXIT: BLUE, KEY: BLUE,
    EMPTY: GREEN, VISION: GREEN, SWAPPING: GREEN, SHIFTING: GREEN, PORTAL: GREEN, REGENERATION: GREEN,
    ROBOT: GREEN,
    VORTEX: YELLOW, PRISON: YELLOW, MAC_ROOM: YELLOW,
    COLD: YELLOW, DARK: YELLOW, PIVOT: YELLOW, JAMMING: YELLOW, MIRROR: YELLOW,
    ACID: RED, DEATH: RED, TRAP: RED, FLOODED: RED, SHREDDER: RED, TIMER: RED, PARANOIA: RED, ILLUSION: RED,
}

NAME: dict[str, str] = {
    CENTRAL: "Central Room", EXIT: "Room 25", KEY: "Key Room",
    EMPTY: "Empty Room", VISION: "Vision Room", SWAPPING: "Swapping Room", SHIFTING: "Shifting Room",
    PORTAL: "Portal Room", REGENERATION: "Regeneration Room", ROBOT: "Robot Room",
    VORTEX: "Vortex Room", PRISON: "Prison Cell", COLD: "Cold Room", DARK: "Dark Room", PIVOT: "Pivot Room",
    JAMMING: "Jamming Room", MIRROR: "Mirror Room", MAC_ROOM: "M.A.C. Room",
    ACID: "Acid Bath", DEATH: "Mortal Room", TRAP: "Trap Room", FLOODED: "Flooded Room",
    SHREDDER: "Shredder Room", TIMER: "Timer Room", PARANOIA: "Paranoia Room", ILLUSION: "Illusion Room",
}

EFFECT: dict[str, str] = {
    CENTRAL: "Everyone starts here. Nobody may Push here, and its row and column never slide.",
    EXIT: "The way out: with everyone needed inside, slide it off the edge of the complex with Control.",
    KEY: "Entering it unlocks Room 25 (Cooperation): nobody escapes before.",
    EMPTY: "Nothing happens.",
    VISION: "You may secretly look at any one hidden room of the complex.",
    SWAPPING: "You may swap this room (with everyone in it) with any other room except the Central Room.",
    SHIFTING: "You may slide any row or column that is not central by one room.",
    PORTAL: "You may step at once into another revealed green room.",
    REGENERATION: "You get your Adrenaline token back if you have used it.",
    ROBOT: "You may secretly look at one hidden room next to this one.",
    VORTEX: "You are sucked back to the Central Room.",
    PRISON: "You cannot Move out until someone else enters the cell (Push and sliding still work).",
    COLD: "While you stand here you program only one action.",
    DARK: "You cannot Look from here.",
    PIVOT: "You must slide this room's row or column by one room (if either may slide).",
    JAMMING: "While anyone stands here, nobody may announce a room's colour.",
    MIRROR: "You are thrown into the room opposite across the Central Room.",
    MAC_ROOM: "The complex moves on its own: a M.A.C. card is drawn and played at once.",
    ACID: "Anyone already in the bath when you enter dies.",
    DEATH: "You die.",
    TRAP: "Your very next action must take you out, or you die.",
    FLOODED: "It floods at the end of the next turn: whoever is still inside dies, and it is sealed.",
    SHREDDER: "It shreds at the end of this turn: whoever is still inside dies, and it is sealed.",
    TIMER: "The countdown loses one turn.",
    PARANOIA: "While you stand here your programming is shown to everyone.",
    ILLUSION: "You are thrown into a random hidden room.",
}

OUTER_ONLY = frozenset({EXIT, VISION, ROBOT})
"""Rooms always shuffled among the 12 outer (corner) tiles, as the page says for Room 25, Vision and Robot."""

POOL: dict[str, tuple[tuple[str, int], ...]] = {
    GREEN: ((EMPTY, 4), (VISION, 1), (SWAPPING, 1), (SHIFTING, 1), (PORTAL, 1), (REGENERATION, 1), (ROBOT, 1)),
    YELLOW: ((VORTEX, 2), (PRISON, 2), (COLD, 2), (DARK, 2), (PIVOT, 1), (JAMMING, 1), (MIRROR, 1)),
    RED: ((ACID, 2), (DEATH, 2), (TRAP, 2), (FLOODED, 2), (SHREDDER, 2), (TIMER, 1), (PARANOIA, 1), (ILLUSION, 1)),
}
"""Our copy-count table: how many tiles of each room the random draws may take (the box's is not public)."""
MAC_POOL = ((MAC_ROOM, 1),)
"""Added to the yellow pool with the M.A.C. cards option."""

Composition = tuple[tuple[str, ...], dict[str, tuple[tuple[str, ...], int]]]
"""(blue rooms, {colour: (named rooms, random draws)})."""

SUSPICION_SMALL: Composition = (
    (CENTRAL, EXIT),
    {GREEN: ((), 5), YELLOW: ((JAMMING,), 7), RED: ((DEATH, DEATH, TIMER), 7)},
)
"""The page's Suspicion set for 4 or 5 characters."""
SUSPICION_LARGE: Composition = (
    (CENTRAL, EXIT),
    {GREEN: ((REGENERATION, ROBOT), 3), YELLOW: ((JAMMING,), 7), RED: ((DEATH, SHREDDER, SHREDDER), 7)},
)
"""The page's Suspicion set for 6 characters (3 random greens, not 5, so that it makes 25 rooms);
also used for 7 and 8."""
COOPERATION_SET: Composition = (
    (CENTRAL, EXIT, KEY),
    {GREEN: ((), 6), YELLOW: ((), 8), RED: ((), 8)},
)
"""Our Cooperation set (the page gives none): Central, Room 25 and the Key Room, then 6 green,
8 yellow and 8 red rooms drawn at random."""


def composition(mode: str, characters: int) -> Composition:
    """The complex for a mode and a number of characters."""
    if mode == COOPERATION:
        return COOPERATION_SET
    return SUSPICION_SMALL if characters <= 5 else SUSPICION_LARGE


def countdown(mode: str, characters: int) -> int:
    """Turns in the game: Suspicion 10/9/8 for 4-6/7/8 characters, Cooperation 8/7/6 for 4/5/6 (6 beyond)."""
    if mode == SUSPICION:
        return {7: 9, 8: 8}.get(characters, 10)
    return {4: 8, 5: 7}.get(characters, 6)


def characters_for(players: int) -> int:
    """One character each from 4 players; 1-2 players play four characters, 3 players six."""
    if players >= 4:
        return players
    return 6 if players == 3 else 4


def guards_for(characters: int) -> int:
    """Suspicion: one guard among 4-5 characters, two among 6-8."""
    return 1 if characters <= 5 else 2


CHARACTER_NAMES = ("Alice", "Bruce", "Emmett", "Jennifer", "Kevin", "Max", "Sarah", "Frank")

HIDE, WRECK, LOCK, CALL, REMOTE, CARRY, SABOTAGE, RECOVER = (
    "hide", "wreck", "lock", "call", "remote", "carry", "sabotage", "recover")
TALENTS = (HIDE, WRECK, LOCK, CALL, REMOTE, CARRY, SABOTAGE, RECOVER)
"""Each character's talent, by character number (designed from Season 2's character blurbs)."""
TALENT_NAME = {
    HIDE: "Hide", WRECK: "Wreck", LOCK: "Lock", CALL: "Call", REMOTE: "Remote control", CARRY: "Carry",
    SABOTAGE: "Sabotage", RECOVER: "Recover",
}
TALENT_TEXT = {
    HIDE: "Alice vanishes until the end of the turn: nobody may push, call or carry her, and the Acid Bath spares her.",
    WRECK: "Bruce turns the revealed room he stands in into an Empty Room (once per game: he has one).",
    LOCK: "Emmett locks a room next to him (nobody may enter it) or opens one he locked; with both locks "
          "down, a new lock moves his oldest one.",
    CALL: "Jennifer calls a character from a room next to hers into her room.",
    REMOTE: "Kevin slides a row or column next to his room by one (never a central line; Control tokens apply).",
    CARRY: "Max moves into a room next to his, carrying another character of his room with him.",
    SABOTAGE: "Sarah turns a revealed room next to her into an Empty Room (twice per game: she has two).",
    RECOVER: "Frank gets his Adrenaline token back and is freed from the Prison Cell and the Trap Room's threat.",
}
SPARE_ROOMS = {WRECK: 1, SABOTAGE: 2}
"""The Empty Rooms Bruce and Sarah start with (the Ultimate setup's list)."""
LOCKS = 2
"""Emmett's Lock tokens."""

# -- the complex -------------------------------------------------------------

SIZE = 5
CENTER = 12
CENTRE_NEIGHBOURS = (7, 11, 13, 17)
"""The four rooms of the pre-game look."""
INNER = tuple(p for p in range(25) if p != CENTER and abs(p // 5 - 2) + abs(p % 5 - 2) <= 2)
"""The 12 rooms forming the cross and diamond around the centre."""
OUTER = tuple(p for p in range(25) if abs(p // 5 - 2) + abs(p % 5 - 2) >= 3)
"""The 12 corner rooms (3 in each corner), where Room 25 always starts."""

UP, DOWN, LEFT, RIGHT = "up", "down", "left", "right"
DIRECTIONS = (UP, DOWN, LEFT, RIGHT)
