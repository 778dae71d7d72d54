"""The expansion circuits' features: flooded spaces (Japan), tunnels (Spain), chicanes.

* **Flooded space**: a car starting the round on one pays 1 more Heat to shift
  down in step 1 (1 for one gear, 2 for two), paid with the shift's Heat at
  the reveal (before any card effect). The car cannot move between steps 1
  and 3, so where it stands at the reveal is where it started the round.
* **Tunnel**: while a car stands on a tunnel space, no card leaves its hand
  by discarding: no step 8 discards, no Reduce Stress, whatever would allow
  it. Scrapping (from the deck) and cooling (Heat to the Engine) are not
  discarding.
* **Chicane**: two consecutive corner lines with the same limit; each line is
  checked on its own like any corner line, so the race needs nothing more.
  `chicane_pairs` names them for the board and for modules that treat the pair
  as one (the weather's sector tokens).
"""

from __future__ import annotations

from .components import TRACKS, Track
from .state import Car, HeatState
from .track import space_of, track_of


def on_flooded(track: Track, car: Car) -> bool:
    """Whether the car stands on a flooded space."""
    return bool(track.flooded) and space_of(track, car.pos) in track.flooded


def flood_heat(state: HeatState, car: Car, gear: int) -> int:
    """The flooded space's extra Heat for shifting from the car's gear to `gear`: 1 when shifting down."""
    return 1 if gear < car.gear and on_flooded(track_of(state), car) else 0


def in_tunnel(state: HeatState, car: Car) -> bool:
    """Whether the car stands on a tunnel space."""
    return not may_discard(state, car)


def may_discard(state: HeatState, car: Car) -> bool:
    """Whether any effect may discard cards from the car's hand now (never in a tunnel). Asked for every
    Discard step, so it looks the circuit up once."""
    track = TRACKS[state.track]
    return not track.tunnels or space_of(track, car.pos) not in track.tunnels


def chicane_pairs(track: Track) -> list[tuple[int, int]]:
    """The chicanes as (first, second) corner indexes."""
    return [(i - 1, i) for i, corner in enumerate(track.corners) if corner.chicane]
