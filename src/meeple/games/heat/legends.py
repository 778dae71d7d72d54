"""The Legends module: cars without a driver, moved by one Legend card a round.

When the first Legend of a round is to move (in step 3, in turn order like
any car), the top Legend card is turned over; it serves every Legend that
round, and the ten cards are reshuffled when the deck runs out. The card
gives each car colour a helmet (its speed on a straight; Pro Legends add to
it) and a diamond (0-3). A Legend never uses cards or Heat and has no steps
4-9; it moves by its position relative to the next corner line:

* **On the straight** (not yet past the corner's legend line): it drives its
  helmet speed if that stops before the corner line (or crosses the finish
  line on the last lap before the corner comes); otherwise it stops the
  diamond's number of spaces before the corner line (0: the space just
  before it).
* **Between the legend line and the corner line**: it goes round the corner
  at the corner's speed limit plus the diamond, but crosses at most one
  corner line (with Aggressive Legends, two when it starts on a chevron,
  three on a double chevron); a move crossing more stops on the space just
  before the first line it may not cross.

Both moves follow the blocked rule and take the race line when it is free.
"""

from __future__ import annotations

from meeple.engine import Event

from .components import LEGEND_CARDS, Corner
from .state import Car, HeatState, Legends
from .track import corners_crossed, drive, finish_line, next_corner, space_of, track_of
from .weather import limit_of


def turn_over(state: HeatState) -> tuple[int, list[Event]]:
    """This round's Legend card, turning the top one over (reshuffling all ten first if the deck is empty)."""
    legends = state.legends
    assert legends is not None
    events: list[Event] = []
    if legends.card is None:
        if not legends.deck:
            legends.deck = list(range(len(LEGEND_CARDS)))
            state.rng.shuffle(legends.deck)
            events.append(Event("legend", "The Legend cards are reshuffled"))
        legends.card = legends.deck.pop()
        events.append(Event("legend", f"Legend card {legends.card + 1} is turned over", reveals=True,
                            data={"legend_card": legends.card}))
    return legends.card, events


def card_for(legends: Legends, card: int, index: int) -> tuple[int, int]:
    """(diamond, helmet) that `card` gives car `index`'s colour, with the Pro Legends bonus on the helmet."""
    diamond, helmet = LEGEND_CARDS[card][index]
    return diamond, helmet + legends.pro


def in_corner_zone(line: int, pos: int, corner: Corner) -> bool:
    """Whether a car at `pos`, before the corner line after absolute `line`, is past the corner's legend line."""
    return line - pos < corner.after - corner.legend


def corners_allowed(legends: Legends, line: int, pos: int, corner: Corner) -> int:
    """How many corner lines a Legend going round a corner may cross: one, two from a chevron, three from
    a double chevron."""
    if not legends.aggressive:
        return 1
    if corner.double and line - pos < corner.double:
        return 3
    return 2 if corner.aggressive and line - pos < corner.aggressive else 1


def target(state: HeatState, car: Car, index: int, card: int) -> tuple[int, str]:
    """Where a Legend aims this round (absolute position before the blocked rule) and why, for the log."""
    legends = state.legends
    assert legends is not None
    track = track_of(state)
    diamond, helmet = card_for(legends, card, index)
    ahead = next_corner(track, car.pos)
    if ahead is None:  # the last corner of the race is behind it: flat out over the finish line
        return car.pos + helmet, f"drives at {helmet}"
    line, corner = ahead
    if not in_corner_zone(line, car.pos, corner):
        if car.pos + helmet <= line:
            return car.pos + helmet, f"drives at {helmet}"
        return line - diamond, f"brakes {diamond} before the corner (limit {limit_of(state, corner)})"
    limit = limit_of(state, corner)
    speed = limit + diamond
    crossed = corners_crossed(track, car.pos, car.pos + speed)
    allowed = corners_allowed(legends, line, car.pos, corner)
    how = f"heads into the corner (limit {limit}) at {speed}"
    if len(crossed) > allowed:
        return crossed[allowed][0], how + ", stopping before the next one"
    return car.pos + speed, how


def legend_turn(state: HeatState, index: int) -> list[Event]:
    """Step 3 of a Legend: turn the card over if needed, then move; it has no steps 4-9."""
    car = state.cars[index]
    card, events = turn_over(state)
    car.start = car.pos
    aim, how = target(state, car, index, card)
    drive(state, car, aim - car.pos)
    moved = car.pos - car.start
    blocked = "" if car.pos == aim else f", blocked after {moved}"
    track = track_of(state)
    there = "past the finish line" if car.pos > finish_line(track) else f"space {space_of(track, car.pos)}"
    events.append(Event("legend_move", f"Legend {index + 1} {how} to {there}{blocked}",
                        data={"car": index, "speed": moved}))
    return events
