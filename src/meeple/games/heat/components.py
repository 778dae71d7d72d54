"""Heat's components: the circuits, the cards of a starting deck, the gearbox.

Track facts come from `shared/data/heat_tracks.md` (the four base circuits:
spaces, laps, corner lines with speed limits, legend lines, the race-line lane
of each sector, Heat and Stress counts) and `expansion_tracks.md` (the four
expansion circuits, with their chicanes, flooded and tunnel spaces). Spaces are
numbered 1..L in the direction of travel; a corner "after space N" lies between
space N and space N + 1.

Cards are short strings: "1".."4" are the basic speed cards (they carry the
speed symbol that a "+" flip looks for), "0" and "5" the starting upgrades (no
speed symbol), "H" a Heat card and "S" a Stress card.
"""

from __future__ import annotations

from dataclasses import dataclass

from .upgrades import SPONSORS, UPGRADES, upgrade

HEAT = "H"
STRESS = "S"
BASIC = ("1", "2", "3", "4")
"""Cards with the speed symbol: what a "+" flip keeps."""
STARTING_UPGRADES = ("0", "5", HEAT)
"""The base game's three starting upgrades (speed 0, speed 5, a personal Heat card)."""
HAND_SIZE = 7
GEARS = (1, 2, 3, 4)
COOLDOWN = {1: 3, 2: 1, 3: 0, 4: 0}
"""Cooldown each gear gives in the React step."""
SPIN_STRESS = {1: 1, 2: 1, 3: 2, 4: 2}
"""Stress cards taken into hand on a spin-out, by the gear at the time."""
POINTS = (9, 6, 4, 3, 2, 1)
"""Points by finishing place, as printed on the boards' podium (the score shown at the end)."""
CARD_NAMES = {"0": "0", "1": "1", "2": "2", "3": "3", "4": "4", "5": "5", HEAT: "Heat", STRESS: "Stress"} | {
    code: card.name for code, card in (UPGRADES | SPONSORS).items()}


def speed_value(card: str) -> int:
    """The printed speed of a card: its number, an upgrade's lowest speed, 0 for Heat and Stress."""
    if card.isdigit():
        return int(card)
    up = upgrade(card)
    return up.speed if up is not None else 0


def is_playable(card: str) -> bool:
    """Any card but Heat may be played in step 2."""
    return card != HEAT


def is_discardable(card: str) -> bool:
    """Heat and Stress cards can never be discarded in step 8."""
    return card != HEAT and card != STRESS


@dataclass(frozen=True)
class Corner:
    """A corner line after space `after` with its speed limit; `legend` is the diamond line
    before it (also "after space N"); `lane` is the race-line lane (1 or 2) of the sector after it."""

    after: int
    limit: int
    legend: int
    lane: int
    aggressive: int = 0
    """Aggressive Legends: a chevron over the diamond reaching this many spaces back from the corner line
    (a Legend starting there may cross one more corner line); 0 when the track shows none."""
    double: int = 0
    """Aggressive Legends: a double chevron reaching this many spaces back (two more corner lines)."""
    chicane: bool = False
    """The second line of a chicane: the previous corner line has the same limit and they form one
    chicane (each line is still checked on its own)."""


@dataclass(frozen=True)
class Track:
    """One circuit: `spaces` spaces of two spots, `laps` laps, its corners in order."""

    id: str
    name: str
    spaces: int
    laps: int
    heat: int
    stress: int
    corners: tuple[Corner, ...]
    flooded: frozenset[int] = frozenset()
    """Japan's flooded spaces: shifting down from one costs 1 more Heat."""
    tunnels: frozenset[int] = frozenset()
    """Spain's tunnel spaces: no card may be discarded from hand while on one."""
    expansion: str = ""
    """The box a circuit comes from ("" for the base game)."""

    def race_lane(self, space: int) -> int:
        """The lane (1 or 2) of the race line on physical space `space` (1..spaces)."""
        lane = self.corners[-1].lane
        for corner in self.corners:
            if corner.after < space:
                lane = corner.lane
        return lane


def spans(*ranges: tuple[int, int]) -> frozenset[int]:
    """The spaces of inclusive runs (first, last)."""
    return frozenset(s for first, last in ranges for s in range(first, last + 1))


TRACKS: dict[str, Track] = {
    "usa": Track("usa", "USA", 69, 2, 6, 3, (
        Corner(12, 7, 2, 2), Corner(33, 3, 27, 2), Corner(49, 3, 43, 2), Corner(57, 2, 52, 1))),
    "italy": Track("italy", "Italy", 54, 3, 6, 3, (
        Corner(10, 5, 2, 1), Corner(19, 2, 14, 2), Corner(26, 3, 20, 1))),
    "france": Track("france", "France", 60, 2, 6, 3, (
        Corner(12, 5, 4, 1), Corner(20, 2, 15, 1), Corner(27, 4, 20, 2), Corner(39, 3, 33, 1), Corner(47, 4, 40, 1))),
    "gb": Track("gb", "Great Britain", 63, 2, 6, 3, (
        Corner(15, 10, 2, 1), Corner(30, 6, 21, 1, 1), Corner(37, 5, 30, 2, 1), Corner(43, 4, 37, 2, 1),
        Corner(48, 3, 43, 1))),
    "japan": Track("japan", "Japan", 60, 2, 7, 3, (
        Corner(10, 4, 3, 2, 3), Corner(12, 4, 10, 1, chicane=True), Corner(18, 2, 13, 2),
        Corner(45, 5, 37, 1), Corner(53, 3, 47, 1)),
        flooded=spans((6, 11), (39, 45), (50, 55)), expansion="Heavy Rain"),
    "mexico": Track("mexico", "Mexico", 60, 3, 6, 2, (
        Corner(14, 7, 4, 1, 4), Corner(19, 7, 14, 2, chicane=True), Corner(38, 6, 29, 2, 1),
        Corner(44, 4, 38, 1), Corner(50, 2, 45, 2, 3), Corner(51, 2, 50, 1, chicane=True)),
        expansion="Heavy Rain"),
    "spain": Track("spain", "Spain", 109, 1, 6, 3, (
        Corner(11, 5, 3, 1, 3), Corner(15, 4, 11, 1), Corner(29, 4, 22, 2, 3),
        Corner(32, 4, 22, 1, chicane=True), Corner(44, 2, 39, 1), Corner(65, 5, 57, 1), Corner(85, 2, 80, 2),
        Corner(92, 3, 86, 1, 2), Corner(95, 4, 92, 2, 3), Corner(98, 4, 95, 1, 1, chicane=True),
        Corner(103, 3, 98, 1)),
        tunnels=spans((17, 24), (38, 42), (46, 49), (62, 71), (80, 88)), expansion="Tunnel Vision"),
    "netherlands": Track("netherlands", "Netherlands", 55, 3, 6, 3, (
        Corner(9, 5, 1, 1, 3, 1), Corner(13, 5, 9, 2, 3, chicane=True), Corner(16, 3, 13, 1),
        Corner(26, 8, 16, 2), Corner(34, 4, 27, 1)),
        expansion="Tunnel Vision"),
}


def starting_deck(track: Track, garage: bool = False) -> list[str]:
    """A driver's deck before shuffling: 3 of each basic card, the track's Stress, the three starting
    upgrades (with the Garage module, the three drafted upgrades are added later instead)."""
    upgrades = [] if garage else list(STARTING_UPGRADES)
    return sorted([c for c in BASIC for _ in range(3)] + [STRESS] * track.stress + upgrades)


LEGEND_CARDS: tuple[tuple[tuple[int, int], ...], ...] = (
    ((2, 16), (3, 18), (2, 15), (1, 13), (1, 14), (0, 11)),
    ((3, 18), (2, 16), (1, 12), (2, 17), (3, 19), (1, 13)),
    ((2, 17), (1, 14), (0, 10), (0, 11), (1, 13), (2, 15)),
    ((1, 14), (1, 12), (3, 18), (2, 15), (2, 16), (2, 17)),
    ((1, 13), (2, 17), (2, 16), (0, 10), (1, 12), (3, 19)),
    ((3, 19), (0, 10), (1, 13), (1, 14), (3, 18), (1, 12)),
    ((2, 15), (1, 13), (3, 19), (3, 18), (0, 11), (1, 14)),
    ((0, 11), (3, 19), (1, 14), (1, 12), (0, 10), (2, 16)),
    ((1, 12), (0, 11), (2, 17), (3, 19), (2, 15), (0, 10)),
    ((0, 10), (2, 15), (0, 11), (2, 16), (2, 17), (3, 18)),
)
"""The ten Legend cards. Card k gives each of the six car colours (column = car index) a pair
(diamond, helmet): the helmet is the Legend's speed on a straight, the diamond (0-3) how many spaces
before a corner line it stops, and what it adds to the corner's limit to go round it. Numbers only,
from the public BGA implementation (`bga-devs/bga-heat`, LegendCards.php)."""
LEGEND_COLUMNS = 6
