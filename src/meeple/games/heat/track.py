"""Where cars stand: spaces and spots, blocked spaces, the race line, corner lines crossed.

Cars never stop another from driving through; only the space a car ends on
matters. A space holds two cars; the spot on the race line is taken first,
and of two cars side by side the one on the race line is ahead.
"""

from __future__ import annotations

from .championship import race_circuit
from .components import TRACKS, Corner, Track
from .state import Car, HeatState


def track_of(state: HeatState) -> Track:
    """The circuit being raced (in a championship, as the race's event changes it)."""
    if state.champ is None:
        return TRACKS[state.track]
    return race_circuit(state.champ.season, state.champ.race)


def space_of(track: Track, pos: int) -> int:
    """The physical space (1..L) of an absolute position."""
    return (pos - 1) % track.spaces + 1


def finish_line(track: Track) -> int:
    """The last absolute position before the finish line: a car beyond it has finished."""
    return track.laps * track.spaces


def lap_of(track: Track, pos: int) -> int:
    """The lap a position is on (1 from the first space after the line; 0 on the grid)."""
    return 0 if pos <= 0 else (pos - 1) // track.spaces + 1


def ahead_key(car: Car) -> tuple[int, int]:
    """Larger is further ahead: distance first, then the race-line spot."""
    return (car.pos, -car.spot)


def on_track(state: HeatState) -> list[Car]:
    """Cars still on the circuit (those finished in earlier rounds are in the Hall of Fame)."""
    return [c for c in state.cars if not c.finished]


def taken_spots(state: HeatState, track: Track, space: int, me: Car) -> tuple[bool, bool]:
    """Which of a physical space's two spots (race line, other) hold a car other than `me`."""
    line = other = False
    for c in state.cars:
        if c is not me and not c.finished and space_of(track, c.pos) == space:
            if c.spot == 0:
                line = True
            else:
                other = True
    return line, other


def settle(state: HeatState, car: Car, target: int, floor: int) -> None:
    """Put `car` on the first space with a free spot at `target` or behind it, not below `floor`;
    if every space down to `floor` is full the car stays where it is."""
    track = track_of(state)
    for pos in range(target, floor - 1, -1):
        line, other = taken_spots(state, track, space_of(track, pos), car)
        if not (line and other):
            car.pos, car.spot = pos, (1 if line else 0)
            return


def drive(state: HeatState, car: Car, spaces: int) -> None:
    """Move forward exactly `spaces`, or less if the landing space is full (the blocked rule)."""
    if spaces > 0:
        settle(state, car, car.pos + spaces, car.pos + 1)


def fall_back(state: HeatState, car: Car, pos: int) -> None:
    """A spin-out: back to the first space with a free spot at `pos` or behind it."""
    settle(state, car, pos, pos - len(state.cars) - 1)


def corners_crossed(track: Track, start: int, end: int) -> list[tuple[int, Corner]]:
    """Corner lines between `start` and `end` before the finish line, in order, with the absolute
    position of the space just before each line."""
    crossed = []
    for lap in range(track.laps):
        for corner in track.corners:
            line = lap * track.spaces + corner.after
            if start <= line < end:
                crossed.append((line, corner))
    return crossed


def next_corner(track: Track, pos: int) -> tuple[int, Corner] | None:
    """The next corner line ahead of `pos` before the finish, with the position just before it."""
    for lap in range(track.laps):
        for corner in track.corners:
            line = lap * track.spaces + corner.after
            if line >= pos:
                return line, corner
    return None


def can_slipstream(state: HeatState, car: Car) -> bool:
    """Beside another car or on the space just behind one, and two spaces on stay before the finish."""
    track = track_of(state)
    if car.pos + 2 > finish_line(track):
        return False
    here, ahead = space_of(track, car.pos), space_of(track, car.pos + 1)
    for c in state.cars:
        if c is not car and not c.finished:
            s = space_of(track, c.pos)
            if s in (here, ahead):
                return True
    return False
