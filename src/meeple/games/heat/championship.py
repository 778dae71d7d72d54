"""The Championship module's facts and rules that need no race: seasons, events, sponsorship cards,
press corners and the season's points.

NOT YET A TABLE OPTION: `season.py` plays a season as one game, but no option offers it and the
events' in-race rules and the sponsorship cards are not wired yet (see the README's Known gaps).
Everything here is pure and tested on its own so the wiring can build on it.

Facts (numbers only; the rule effects are paraphrased, no card text):
* seasons 1961-1963 (base game), 1964 (Heavy Rain) and 1965 (Tunnel Vision): circuits and events in
  order, each event's sponsorship cards drawn before the race and its press corner indexes, from
  `bga-devs/bga-heat` `modules/php/constants.inc.php` (`CHAMPIONSHIP_SEASONS`, `EVENTS`,
  `EVENTS_EXP_HV`, `EVENTS_EXP_TV`), matching `shared/data/heat_tracks.md` for the base seasons;
* each event's rule change from the same implementation (`Circuit.php` laps/Heat/Stress,
  `RoundTrait.php` hand size, adrenaline, slipstream, discards, sponsor gains, elimination;
  `RaceTrait.php` podium bonuses);
* press corners: a press index picks, modulo their number, one of the circuit's corner lines counted
  without the first line of each chicane (the rules page: the press corner sits on the chicane's second
  line); Spain lists its own five lines (`expansion_tracks.md`);
* a press corner gives one sponsorship card for crossing it at 2 or more over its limit (with road
  conditions), or
  for slipstreaming across it, once per corner per lap, none when the car spins out (rules page);
* points 9/6/4/3/2/1 by finishing place (the podium printed on the boards), 0 for an eliminated car;
  ties in the season's total go to the better place in the last race (BGA's `scoreAux`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache

from .components import HAND_SIZE, HEAT, POINTS, STRESS, TRACKS, Track
from .state import Championship


@dataclass(frozen=True)
class ChampionshipEvent:
    """One event card: the sponsorship cards each driver draws before the race, the press corner
    indexes and the race's rule change (all fields at their defaults: no change)."""

    id: str
    name: str
    sponsors: int
    press: tuple[int, ...]
    rule: str
    laps: int = 0
    """Added to the circuit's laps."""
    heat: int = 0
    """Added to each driver's starting Engine."""
    stress: int = 0
    """Added to each driver's starting Stress cards."""
    hand: int = 7
    bonus: tuple[int, ...] = ()
    """Championship points added by finishing place (first, second, ...)."""
    first_lap_sponsors: int = 0
    """The first this-many cars over the line after lap 1 each gain a sponsorship card."""
    speed_record: int = 0
    """A turn at this speed or more gains a sponsorship card."""
    overtakes: int = 0
    """Passing this many cars in one move gains a sponsorship card."""
    spin_eliminates: bool = False
    """A spin-out puts the car out of the race (0 points)."""
    double_sponsors: bool = False
    """Every sponsorship card gained during the race comes with a second one."""
    press_under_limit: bool = False
    """Press corners reward crossing below the printed limit instead of 2 over it (slipstreaming too)."""
    no_adrenaline: bool = False
    slip_min_gear: int = 1
    """Slipstreaming needs at least this gear."""
    discard_heat: bool = False
    """Heat cards may be discarded in step 8."""
    discard_stress: bool = False
    """Stress cards may be discarded in step 8."""
    max_discards: int | None = None
    """At most this many cards discarded in step 8 (None: any number)."""
    lap_heat_loss: bool = False
    """Each lap completed before the last removes one Heat card from the game (Engine first)."""


def _e(id: str, name: str, sponsors: int, press: tuple[int, ...], rule: str, **change: object) -> ChampionshipEvent:
    return ChampionshipEvent(id, name, sponsors, press, rule, **change)  # type: ignore[arg-type]


EVENTS: dict[str, ChampionshipEvent] = {e.id: e for e in (
    _e("inauguration", "Inauguration", 2, (0,),
       "The first three cars over the line at the end of lap 1 each gain a sponsorship card.", first_lap_sponsors=3),
    _e("new_record", "New speed record", 1, (1,),
       "A turn at speed 15 or more gains a sponsorship card.", speed_record=15),
    _e("strike", "Drivers' strike", 1, (2,), "One lap fewer; the winner scores 2 more points.", laps=-1,
       bonus=(2,)),
    _e("restrictions_lifted", "Engine restrictions lifted", 2, (4,), "Every driver starts with 1 more Heat.",
       heat=1),
    _e("record_crowds", "Record crowds", 1, (2, 4), "One lap more; hand size 8.", laps=1, hand=8),
    _e("corruption", "Corruption in the rules committee", 1, (2,), "The first three each score 1 more point.",
       bonus=(1, 1, 1)),
    _e("title_sponsor", "New title sponsor", 3, (0,), "No rule change."),
    _e("first_live_tv", "First live TV broadcast", 1, (1, 3),
       "Passing 3 cars in one move gains a sponsorship card.", overtakes=3),
    _e("safety_regulations", "New safety regulations", 1, (3,),
       "2 fewer Heat and 1 fewer Stress at the start; hand size 6.", heat=-2, stress=-1, hand=6),
    _e("future_unknown", "Title sponsor withdraws", 0, (3,),
       "1 more Stress at the start; a spin-out puts the car out of the race.", stress=1, spin_eliminates=True),
    _e("going_global", "Going global", 0, (1, 2), "Every sponsorship card gained comes with a second one.",
       double_sponsors=True),
    _e("turbulent_winds", "Turbulent winds", 1, (1,), "Slipstreaming only in gear 3 or 4.", slip_min_gear=3),
    _e("chicanes", "Chicanes for increased safety", 1, (2,), "Heat cards may be discarded in step 8.",
       discard_heat=True),
    _e("sudden_rain", "Sudden heavy rain", 1, (), "No Adrenaline.", no_adrenaline=True),
    _e("hold_tight", "Hold on tight", 2, (3,), "At most one card discarded in step 8.", max_discards=1),
    _e("smile_wave", "Smile and wave", 0, (2,),
       "Press corners reward crossing (or slipstreaming across) below the limit, not 2 over it.",
       press_under_limit=True),
    _e("tunnel_vision", "Tunnel vision", 0, (0, 2), "Stress cards may be discarded in step 8.",
       discard_stress=True),
    _e("pressure_cooker", "The pressure cooker", 1, (1,),
       "One lap more; each lap completed before the last removes a Heat card from the game.", laps=1,
       lap_heat_loss=True),
)}
"""The 18 event cards by id (10 base game, 4 Heavy Rain, 4 Tunnel Vision)."""


@dataclass(frozen=True)
class Season:
    """A championship: its races in order as (circuit id, event id), and the Garage's part in it."""

    id: str
    name: str
    races: tuple[tuple[str, str], ...]


SEASONS: dict[str, Season] = {s.id: s for s in (
    Season("1961", "1961 season", (("gb", "inauguration"), ("usa", "new_record"), ("italy", "strike"))),
    Season("1962", "1962 season", (("italy", "restrictions_lifted"), ("gb", "record_crowds"),
                                   ("france", "corruption"))),
    Season("1963", "1963 season", (("usa", "title_sponsor"), ("gb", "first_live_tv"),
                                   ("france", "safety_regulations"), ("italy", "future_unknown"))),
    Season("1964", "1964 season (Heavy Rain)", (("japan", "going_global"), ("france", "turbulent_winds"),
                                                ("mexico", "chicanes"), ("japan", "sudden_rain"))),
    Season("1965", "1965 season (Tunnel Vision)", (("gb", "hold_tight"), ("usa", "smile_wave"),
                                                   ("spain", "tunnel_vision"), ("netherlands", "pressure_cooker"))),
)}

SPONSOR_COPIES = 7
"""Copies of each sponsorship card in the sponsorship deck."""

def press_lines(track: Track, event: ChampionshipEvent) -> tuple[int, ...]:
    """The indexes (into `track.corners`) of this race's press corner lines."""
    if track.id == "spain":
        candidates = [i for i, c in enumerate(track.corners) if c.after in SPAIN_PRESS]
    else:
        candidates = [i for i, c in enumerate(track.corners)
                      if not (i + 1 < len(track.corners) and track.corners[i + 1].chicane)]
    return tuple(sorted({candidates[p % len(candidates)] for p in event.press}))


SPAIN_PRESS = frozenset((15, 32, 65, 85, 98))
"""Spain's own press corner lines, by the space they follow (`expansion_tracks.md`)."""


def press_sponsor(event: ChampionshipEvent, limit: int, speed: int, slipstreamed: bool, spun: bool) -> bool:
    """Whether crossing a press corner line whose limit is `limit` at `speed` earns a sponsorship card:
    2 or more over the limit, or slipstreaming across it (Smile and wave: below the limit either way);
    never after a spin-out this turn. One card at most per line crossed, whichever way it was earned.
    `limit` includes the road condition token (the rules page says so; BGA compares with the printed
    limit, and the rules page wins)."""
    if spun:
        return False
    if event.press_under_limit:
        return speed < limit
    return slipstreamed or speed >= limit + 2


def race_points(event: ChampionshipEvent, place: int, eliminated: bool = False) -> int:
    """Championship points for finishing in 0-based `place` of this race, with the event's bonus."""
    if eliminated or place >= len(POINTS):
        return 0
    return POINTS[place] + (event.bonus[place] if place < len(event.bonus) else 0)


def season_ranking(totals: list[int], last_places: list[int]) -> list[int]:
    """Seats from champion to last: most points, ties to the better place in the last race."""
    return sorted(range(len(totals)), key=lambda s: (-totals[s], last_places[s]))



def event_track(track: Track, event: ChampionshipEvent) -> Track:
    """The circuit as this race's event changes it: laps, starting Heat in the Engine, Stress cards."""
    return replace(track, laps=track.laps + event.laps, heat=track.heat + event.heat,
                   stress=track.stress + event.stress)


def next_race_deck(cards: list[str], personal_heat: int, track: Track) -> list[str]:
    """A driver's deck for the next race, from every card they own at the end of the last one (hand,
    deck, discard, play area; sponsorship cards used are already gone): the race's Heat and Stress
    cards go back to the box, the driver's own upgrades (`personal_heat` of them Heat cards: the base
    game's starting one or drafted ones) and unused sponsorship cards stay, and the new circuit's
    Stress cards join (`track` as `event_track` gives it)."""
    kept = [c for c in cards if c not in (HEAT, STRESS)]
    return sorted(kept + [HEAT] * personal_heat + [STRESS] * track.stress)


@cache
def race_circuit(season: str, race: int) -> Track:
    """The circuit of 0-based race `race` of a season, as its event changes it (cached: the race asks
    for its circuit all the time)."""
    track_id, event_id = SEASONS[season].races[race]
    return event_track(TRACKS[track_id], EVENTS[event_id])


def race_event(season: str, race: int) -> ChampionshipEvent:
    """The event card of 0-based race `race` of a season."""
    return EVENTS[SEASONS[season].races[race][1]]


def hand_size(champ: Championship | None) -> int:
    """The hand size of the race: 7, or what its event says."""
    return HAND_SIZE if champ is None else race_event(champ.season, champ.race).hand


def event_of(champ: Championship | None) -> ChampionshipEvent | None:
    """The event card of the race being run (None outside a championship)."""
    return None if champ is None else race_event(champ.season, champ.race)


DISCARDED = "discarded"
"""Marks one step-8 discard in `Car.used` (Hold on tight counts them)."""


def event_discardable(event: ChampionshipEvent, car_used: list[str], card: str) -> bool:
    """Whether the event lets step 8 discard `card` now: Heat only with Chicanes, Stress only with
    Tunnel vision, nothing after one discard with Hold on tight."""
    if event.max_discards is not None and car_used.count(DISCARDED) >= event.max_discards:
        return False
    if card == HEAT:
        return event.discard_heat
    if card == STRESS:
        return event.discard_stress
    return True
