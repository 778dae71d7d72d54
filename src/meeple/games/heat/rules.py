"""Heat: Pedal to the Metal (Asger Harding Granerud, Daniel Skjold Pedersen) for 1-6 drivers.

This module ties the race together behind the game contract; the rules live
in `planning` (steps 1-2, all drivers at once and hidden), `turn` (steps 3-9
of one car), `race` (the round, the finish), `track` (spaces, spots, corners)
and `cards` (decks, "+" flips, Heat); the Garage module (upgrade cards, the
Draft) in `garage` and `upgrades`; the Weather module in `weather`. Actions: `shift` {gear}, `play` {card},
`react` {symbol}, `slipstream` {spaces?}, `discard` {card}, `done`; with the
Garage also `draft` {card}, `speed` {speed}, `direct` {card}, `salvage`
{card}, `refresh` {card} (the expansions' Super Cool and Draft are `react`
symbols `super_cool` and `draft_move`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from meeple.engine import Action, BaseGame, Event, Option, Outcome, Rng, action_shapes

from . import garage, planning, turn
from .bot import POLICY
from .championship import SEASONS
from .components import CARD_NAMES, GEARS, POINTS, TRACKS
from .explain import explain
from .hidden import determinize
from .race import MAX_ROUNDS, advance, end_react, new_race, next_car, standings
from .season import after_race, new_season, races, season_outcome, season_over
from .state import DISCARD, DRAFT, OVER, PLAN, REACT, SALVAGE, SPEED, HeatState, dump, load
from .track import finish_line, track_of
from .view import view

TRACK_OPTION = Option(
    "track", "Circuit",
    tuple((t.id, f"{t.name} ({t.expansion + ', ' if t.expansion else ''}{t.laps} lap{'s' if t.laps > 1 else ''})")
          for t in TRACKS.values()), "usa",
    help="The four base-game circuits, or an expansion circuit: Japan (flooded spaces) and Mexico from Heavy "
         "Rain, Spain (tunnels) and the Netherlands from Tunnel Vision; most have chicanes.",
)
LEGENDS_OPTION = Option(
    "legends", "Legends", ((0, "No Legends"), *((n, f"Fill to {n} cars") for n in range(2, 7))), 0,
    help="Legend cars, moved by one Legend card a round, fill the grid up to this many cars.",
)
LEGEND_PRO_OPTION = Option(
    "legend_pro", "Pro Legends", ((0, "No"), *((n, f"+{n} on straights") for n in range(1, 6))), 0,
    help="Faster Legends: this much is added to every Legend's speed on the straights.",
)
AGGRESSIVE_OPTION = Option.flag(
    "aggressive_legends", "Aggressive Legends",
    help="A Legend starting on a chevron (Great Britain's corners 2-4 and most expansion circuits) may cross "
         "one more corner line, two more on a double chevron (the Netherlands).",
)
GARAGE_OPTION = Option.flag(
    "garage", "Garage (upgrade cards)",
    help="The Garage module: each driver drafts three of the 48 upgrade cards instead of the starting "
         "upgrades (0, 5 and a Heat card).",
)
EXPANSION_UPGRADES_OPTION = Option.flag(
    "expansion_upgrades", "Expansion upgrades (Heavy Rain, Tunnel Vision)",
    help="The expansions' upgrade cards: with the Garage, Heavy Rain's six Air intakes (Super Cool: Heat of "
         "your discard pile back to the Engine) and Tunnel Vision's six Front wings (Draft: move up through "
         "free spaces behind the car ahead) join the 48; in a Championship their two sponsorship cards join "
         "the sponsorship deck.",
)
WEATHER_OPTION = Option.flag(
    "weather", "Weather and road conditions",
    help="A weather tile changes every driver's starting Heat or Stress cards, and a road condition token on "
         "each corner changes its limit or its Heat, or what drivers may do in the sector after it "
         "(Cooldown, Boost, Slipstream).",
)
CHAMPIONSHIP_OPTION = Option(
    "championship", "Championship",
    (("off", "Off: one race"), *((s.id, f"{s.name}: " + ", ".join(TRACKS[t].name for t, _ in s.races))
                                 for s in SEASONS.values())), "off",
    help="A season of 3-4 races at one table, each with its event card (a rule change, press corners "
         "where sponsorship cards are won); points by finishing place decide the champion. The season "
         "sets the circuits (the Circuit option is then ignored); with the Garage each later race adds "
         "one upgrade per driver.",
)
STEPS_PER_ROUND = 1 + 4 + 5 + 8 + 24
"""Per driver and round at most: a shift, four cards, four symbols and a slipstream, discards and done,
and with the Garage a Brakes choice, Direct Play, pooled symbols, Salvage picks and Refreshes."""


SHIFT = {g: {"type": "shift", "gear": g} for g in GEARS}
PLAY = {c: {"type": "play", "card": c} for c in CARD_NAMES}
DISCARD_CARD = {c: {"type": "discard", "card": c} for c in CARD_NAMES}
REACT_WITH = {s: {"type": "react", "symbol": s} for s in turn.SYMBOLS}
SLIPSTREAM: Action = {"type": "slipstream"}
DONE: Action = {"type": "done"}
DRAFT_CARD = {c: {"type": "draft", "card": c} for c in CARD_NAMES}
DIRECT = {c: {"type": "direct", "card": c} for c in CARD_NAMES}
SALVAGE_CARD = {c: {"type": "salvage", "card": c} for c in CARD_NAMES}
REFRESH = {c: {"type": "refresh", "card": c} for c in CARD_NAMES}
SPEED_CHOICE = {v: {"type": "speed", "speed": v} for v in range(61)}
"""A Brakes total is at most 4 cards of 8 (Turbo): well under 61."""
SLIP_FAR = {d: {"type": "slipstream", "spaces": d} for d in range(3, 16)}
"""Slipstreams lengthened by played upgrades (at most 2 + 3 + 3 + 2 + 2)."""
"""Prebuilt actions, never changed: `shared_legal_actions` hands them out."""


def _legal(state: HeatState, seat: int) -> list[Action]:
    """The seat's legal actions, as the prebuilt objects."""
    if state.phase == DRAFT:
        if garage.picker(state) != seat or state.garage is None:
            return []
        return [DRAFT_CARD[c] for c in sorted(set(state.garage.market))]
    if state.phase == PLAN:
        if not planning.plans_now(state, seat):
            return []
        car = state.cars[seat]
        if not planning.has_shifted(car):
            return [SHIFT[g] for g in planning.shift_options(state, car)]
        return [PLAY[c] for c in planning.cards_to_play(car)]
    if not turn.drives_now(state, seat):
        return []
    car = state.cars[seat]
    if state.step == SPEED:
        return [SPEED_CHOICE[v] for v in garage.speed_choices(car)]
    if state.step == SALVAGE:
        return [SALVAGE_CARD[c] for c in garage.salvageable(car)] + [DONE]
    if state.step == REACT:
        acts: list[Action] = [REACT_WITH[s] for s in turn.react_symbols(state, car)]
        acts += [DIRECT[c] for c in garage.direct_cards(car)]
        acts += [SLIPSTREAM if d == 2 else SLIP_FAR[d] for d in turn.slip_distances(state, car)]
    else:
        acts = [DISCARD_CARD[c] for c in turn.discardable(state, car)] + [REFRESH[c] for c in garage.refreshable(car)]
    acts.append(DONE)
    return acts


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th, 5th, 6th."""
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n, 'th') }"


class HeatGame(BaseGame):
    """The game object registered as `heat`."""

    id = "heat"
    title = "Heat: Pedal to the Metal"
    play_minutes = (30, 60)
    summary = "Race 1920s cars: shift gears, play speed cards in secret, and manage your engine's Heat in the corners."
    min_players = 1
    max_players = 6
    options = (TRACK_OPTION, LEGENDS_OPTION, LEGEND_PRO_OPTION, AGGRESSIVE_OPTION, GARAGE_OPTION,
               EXPANSION_UPGRADES_OPTION, WEATHER_OPTION, CHAMPIONSHIP_OPTION)
    action_shapes = action_shapes({
        "shift": "gear", "play": "card", "react": "symbol", "slipstream": "spaces?", "discard": "card", "done": "",
        "draft": "card", "speed": "speed", "direct": "card", "salvage": "card", "refresh": "card",
    })
    hidden_information = True
    chance = True
    simultaneous = True
    max_steps = 4 * (MAX_ROUNDS * 6 * STEPS_PER_ROUND + 18)
    """A season has at most four races."""
    policy = POLICY

    def setup(self, players: int, options: Mapping[str, Any], seed: int) -> HeatState:
        """Cars on the grid in random order; every driver in gear 1 with 7 cards."""
        self.check_players(players)
        opts = self.resolve_options(options, players)
        if opts["championship"] != "off":
            return new_season(players, opts["championship"], seed, opts["legends"], opts["legend_pro"],
                              opts["aggressive_legends"], opts["garage"], opts["weather"],
                              opts["expansion_upgrades"])
        return new_race(players, opts["track"], seed, opts["legends"], opts["legend_pro"],
                        opts["aggressive_legends"], opts["garage"], opts["weather"],
                        expansions=opts["expansion_upgrades"])

    def waiting_for(self, state: HeatState) -> frozenset[int]:
        """In steps 1-2 every driver still planning; in steps 3-9 the driver of the moving car; in the
        Draft the driver picking."""
        if state.phase == DRAFT:
            pick = garage.picker(state)
            seat = state.cars[pick].seat if pick is not None else None
            return frozenset(() if seat is None else (seat,))
        if state.phase == PLAN:
            return frozenset(i for i in range(state.players) if planning.plans_now(state, i))
        car = state.active()
        if car is not None and car.seat is not None:
            return frozenset((car.seat,))
        return frozenset()

    def legal_actions(self, state: HeatState, seat: int) -> list[Action]:
        """Shift, then cards, in steps 1-2; symbols, slipstream or done in React; discards or done."""
        return [dict(a) for a in _legal(state, seat)]

    def shared_legal_actions(self, state: HeatState, seat: int) -> Sequence[Action]:
        """As `legal_actions`, with prebuilt action objects (what the bots and `apply` read)."""
        return _legal(state, seat)

    def play(self, state: HeatState, seat: int, action: Action) -> list[Event]:
        """Apply a legal action, then everything automatic up to the next decision."""
        kind = action["type"]
        if kind == "shift":
            events = planning.shift(state, seat, action["gear"])
        elif kind == "play":
            events = planning.play_card(state, seat, action["card"])
        elif kind == "react":
            events = turn.use_symbol(state, seat, action["symbol"])
        elif kind == "slipstream":
            events = turn.slipstream(state, seat, action.get("spaces", 2))
            end_react(state, seat, events)
        elif kind == "discard":
            events = turn.discard_card(state, seat, action["card"])
        elif kind == "draft":
            events = garage.draft(state, seat, action["card"])
        elif kind == "speed":
            events = turn.choose_speed(state, seat, action["speed"])
        elif kind == "direct":
            events = turn.direct_play(state, seat, action["card"])
        elif kind == "salvage":
            events = turn.salvage(state, seat, action["card"])
        elif kind == "refresh":
            events = garage.refresh(state.cars[seat], turn.name(state.cars[seat], seat), action["card"])
        elif state.step == SALVAGE:
            events = garage.end_salvage(state, state.cars[seat], turn.name(state.cars[seat], seat))
        elif state.step == REACT:
            events = []
            end_react(state, seat, events)
        else:
            assert state.step == DISCARD
            events = []
            next_car(state, seat)
        events += advance(state)
        if state.champ is not None:
            events += after_race(state)
        return events

    def explain_illegal(self, state: HeatState, seat: int, action: Action) -> str:
        """A precise reason, e.g. "Boosting costs 1 Heat, and your Engine is empty"."""
        return explain(state, seat, action)

    def describe_action(self, state: HeatState, seat: int, action: Action) -> str:
        """ "shift to gear 3 (1 Heat)", "play 4", "Boost (pay 1 Heat, +)", "slipstream", "discard 1"."""
        kind = action.get("type")
        if kind == "shift":
            car = state.cars[seat]
            gear = action["gear"]
            if gear == car.gear:
                return f"stay in gear {gear}"
            heat = planning.shift_heat(state, car, gear)
            return f"shift to gear {gear}" + (f" ({heat} Heat)" if heat else "")
        if kind in ("play", "discard", "draft", "salvage") and action.get("card") in CARD_NAMES:
            return f"{kind} {CARD_NAMES[action['card']]}"
        if kind == "direct" and action.get("card") in CARD_NAMES:
            return f"play {CARD_NAMES[action['card']]} directly"
        if kind == "refresh" and action.get("card") in CARD_NAMES:
            return f"refresh {CARD_NAMES[action['card']]} (back on top of the deck)"
        if kind == "speed":
            return f"brake to speed {action.get('speed')}"
        if kind == "react" and action.get("symbol") in turn.SYMBOL_NAMES:
            symbol = action["symbol"]
            if symbol == turn.COOLDOWN_SYMBOL and (garage.upgrades_on(state) or state.weather is not None):
                return f"Cooldown {turn.cooldown_left(state, state.cars[seat])}"
            if symbol == turn.BOOST and turn.free_boost(state, state.cars[seat]):
                return "Boost (free on this road, +)"
            if symbol == turn.SUPER_COOL:
                n = state.cars[seat].pool.get("super_cool", 0)
                return f"Super Cool {n} (Heat of the discard pile to the Engine)"
            if symbol == turn.DRAFT_MOVE:
                n = garage.draft_distance(state, state.cars[seat])
                return f"Draft {n} space{'s' if n > 1 else ''} (up behind the car ahead)"
            return turn.SYMBOL_NAMES[symbol]
        if kind == "slipstream":
            return f"slipstream {action.get('spaces', 2)} spaces"
        if kind == "done":
            if state.step == SALVAGE:
                return "end the Salvage"
            return "end the React step" if state.step == REACT else "keep the rest of the hand"
        return super().describe_action(state, seat, action)

    def view(self, state: HeatState, seat: int | None) -> dict[str, Any]:
        """Everything public plus the seat's own hand and plan (see `view.py`)."""
        return view(state, seat)

    def outcome(self, state: HeatState) -> Outcome | None:
        """Finishing order (scored with the podium's points); cars finishing in one round by who is furthest ahead.
        With Legends the places among all cars are noted; a solo driver wins only by finishing first."""
        if state.phase != OVER:
            return None
        if state.champ is not None:
            return season_outcome(state)
        place = {car: i for i, car in enumerate(standings(state))}
        scores = [POINTS[place[s]] for s in range(state.players)]
        if state.legends is None:
            return Outcome.from_scores(scores)
        places = ", ".join(f"{{p{s}}} finished {ordinal(place[s] + 1)}" for s in range(state.players))
        notes = f"{places} of {len(state.cars)} cars"
        if state.players == 1:  # alone against the Legends: a win is first over the line, nothing less
            return Outcome.team(place[0] == 0, 1, float(scores[0]), notes=notes)
        return Outcome.from_scores(scores, notes=notes)

    def progress(self, state: HeatState) -> float:
        """The share of the race the drivers' cars have covered, on average."""
        if state.phase == OVER and (state.champ is None or season_over(state)):
            return 1.0
        line = finish_line(track_of(state))
        seats = state.cars[: state.players]
        share = min(0.99, sum(max(0, min(c.pos, line)) for c in seats) / (line * len(seats)))
        if state.champ is None:
            return share
        return min(0.99, (state.champ.race + share) / races(state.champ))

    def determinize(self, state: HeatState, seat: int, rng: Rng) -> HeatState:
        """Resample decks, discards under the top, other hands and unrevealed plans (see `hidden.py`)."""
        return determinize(state, seat, rng)

    def clone(self, state: HeatState) -> HeatState:
        """A fast hand-written copy."""
        return state.clone()

    def dump(self, state: HeatState) -> dict[str, Any]:
        """Plain JSON."""
        return dump(state)

    def load(self, data: dict[str, Any]) -> HeatState:
        """Inverse of `dump`."""
        return load(data)


GAME = HeatGame()
