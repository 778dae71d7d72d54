"""The Championship's sponsorship cards during a race: drawn before it, won in it.

A driver draws the event's number of sponsorship cards into hand before the race. During the race a
car wins one card into hand (the rules page: "during the race"; BGA draws them at once) for each press
corner line crossed 2 or more over its limit (with road conditions) or by slipstreaming across it, one
per line whichever way (Smile and wave: below the limit instead); and for what the event rewards
(the first three cars over the line after lap 1, a turn at speed 15 or more, passing 3 cars in one
move). Going global doubles every card won. A car that spun out this turn wins nothing. The
sponsorship deck is not reshuffled: once empty, nothing more is won.
"""

from __future__ import annotations

from bisect import insort

from meeple.engine import Event

from .championship import event_of, press_lines, press_sponsor
from .components import CARD_NAMES
from .state import Car, HeatState
from .track import ahead_key, corners_crossed, on_track, track_of
from .weather import limit_of

SLIP_FROM = "slip@"
"""Marks in `Car.used` where this turn's slipstream started (to tell a slipstream across a press line)."""


def draw_sponsors(state: HeatState, car: Car, n: int) -> list[str]:
    """Up to `n` sponsorship cards from the deck into the car's hand; the cards drawn."""
    champ = state.champ
    assert champ is not None
    drawn = [champ.sponsors.pop() for _ in range(min(n, len(champ.sponsors)))]
    for card in drawn:
        insort(car.hand, card)
    return drawn


def slip_start(car: Car) -> int | None:
    """Where this turn's slipstream began, if the car slipstreamed."""
    for mark in car.used:
        if mark.startswith(SLIP_FROM):
            return int(mark[len(SLIP_FROM):])
    return None


def sponsor_gains(state: HeatState, index: int, speed: int, shift: int, spun: bool) -> list[Event]:
    """Step 7's sponsorship cards for the car (after its corner checks): how many it won and why."""
    event = event_of(state.champ)
    if event is None or spun:
        return []
    car = state.cars[index]
    track = track_of(state)
    press = press_lines(track, event)
    slip = slip_start(car)
    reasons = []
    for line, corner in corners_crossed(track, car.start, car.pos):
        if track.corners.index(corner) not in press:
            continue
        slipped = slip is not None and slip <= line
        if press_sponsor(event, limit_of(state, corner) + shift, speed, slipped, False):
            reasons.append("a press corner")
    if event.speed_record and speed >= event.speed_record:
        reasons.append(f"speed {speed}")
    if event.first_lap_sponsors and car.start <= track.spaces < car.pos:
        ahead = sum(1 for c in state.cars if c is not car and c.pos > track.spaces)
        if ahead < event.first_lap_sponsors:
            reasons.append("one of the first over the line")
    if event.overtakes:
        passed = sum(1 for c in on_track(state) if c is not car and car.start < c.pos and ahead_key(c) < ahead_key(car))
        if passed >= event.overtakes:
            reasons.append(f"passing {passed} cars")
    if not reasons:
        return []
    won = draw_sponsors(state, car, len(reasons) * (2 if event.double_sponsors else 1))
    if not won:
        return []
    who = f"{{p{car.seat}}}"
    names = ", ".join(CARD_NAMES[c] for c in won)
    return [Event("sponsor", f"{who} wins sponsorship ({', '.join(reasons)}): {len(won)} card"
                  f"{'s' if len(won) > 1 else ''}", to=None),
            Event("sponsor", f"Your sponsorship cards: {names}", to=(car.seat,) if car.seat is not None else None)]
