"""The Garage module: the Draft before the race, and what upgrade cards do during a turn.

**The Draft** replaces the three starting upgrades. Three rounds; each turns
over a market of (drivers + 3) cards from the shuffled upgrade deck, and every
driver picks one (`{"type": "draft", "card": c}`): last on the grid first in
rounds 1 and 3, pole first in round 2. The cards left in a market are out of
the game. After round 3 every driver shuffles the three picks into the deck
and draws a hand.

**At the reveal** (step 3, `on_reveal`): the Heat printed on revealed upgrades
is paid; when the Engine is short the driver pays for as many of those cards as
it can (cheapest first, the faster of equal cost kept) and the others go to
the discard pile, each replaced by a "+" like a Stress card (as BGA does). Then
the cards' "+" symbols flip for speed, Scrap discards from the top of the deck,
and the optional symbols (Cooldown, Reduce Stress, Salvage, Accelerate, and the
expansions' Super Cool and Draft) go into the car's pool for the React step.
Adjust Speed Limit is read at the corner checks, Slipstream boosts when
slipstreaming, Refresh in the Discard step.

**The expansions' symbols** (option `expansion_upgrades`): Super Cool (Heavy
Rain) takes Heat cards of one's discard pile back to the Engine, even where
the road forbids Cooldown; Draft (Tunnel Vision) moves the car through
completely free spaces to the space just behind the next car ahead (not
speed, but its corner lines are checked like a Slipstream's). A Draft card's
value is how far it may go; the cards' values are kept one by one
(`draft<v>` keys of the pool) since they may be used separately or added up.
"""

from __future__ import annotations

from meeple.engine import Event

from .cards import draw, pay_heat, replenish
from .championship import hand_size
from .components import CARD_NAMES, HEAT, STRESS, speed_value
from .state import DRAFT, PLAN, REACT, SALVAGE, Car, Garage, HeatState
from .track import ahead_key, drive, settle, space_of, taken_spots, track_of
from .upgrades import DRAFT_ROUNDS, EXPANSION_DECK, GARAGE_DECK, MARKET_EXTRA, Upgrade, upgrade

POOLED = ("cool", "reduce", "salvage", "accelerate", "super_cool")
"""The optional symbols a played upgrade adds to the React step's pool (with Draft, kept per card)."""
DRAFT_KEY = "draft"
"""The pool counts the played Draft cards of value v under `draft<v>`."""


def upgrades_on(state: HeatState) -> bool:
    """Whether upgrade symbols can be in play: with the Garage, or in a championship (its sponsorship
    cards carry them too)."""
    return state.garage is not None or state.champ is not None


def new_garage(state: HeatState, expansions: bool = False) -> Garage:
    """The shuffled upgrade deck (with the expansions' 12 cards when asked), and the first market
    turned over."""
    deck = list(GARAGE_DECK) + (list(EXPANSION_DECK) if expansions else [])
    state.rng.shuffle(deck)
    garage = Garage(deck, picks={i: [] for i, c in enumerate(state.cars) if c.seat is not None})
    state.garage = garage
    state.phase = DRAFT
    _open_market(state, garage)
    return garage


def one_more_pick(state: HeatState, old: Garage) -> list[Event]:
    """A championship's later race: a one-round Draft gives each driver one more upgrade (the upgrade
    deck and the picks carry on); none when the deck cannot give every driver a card."""
    garage = Garage(old.deck, picks=old.picks, round=DRAFT_ROUNDS - 1)
    state.garage = garage
    state.phase = DRAFT
    if len(garage.deck) < len(grid_order(state)):
        for c in state.cars:
            if c.seat is not None:
                state.rng.shuffle(c.deck)
                replenish(c, state.rng, hand_size(state.champ))
        state.phase = PLAN
        return [Event("draft", "The upgrade deck is nearly empty: no upgrade for this race")]
    _open_market(state, garage)
    return [Event("draft", "One upgrade each for this race: a market is turned over", reveals=True)]


def grid_order(state: HeatState) -> list[int]:
    """The drivers' cars from pole to the back of the grid."""
    cars = sorted((c for c in state.cars if c.seat is not None), key=ahead_key, reverse=True)
    return [state.cars.index(c) for c in cars]


def _open_market(state: HeatState, garage: Garage) -> None:
    """The next draft round: a new market and its picking order."""
    garage.round += 1
    order = grid_order(state)
    garage.pickers = order if garage.round == 2 else order[::-1]
    garage.turn = 0
    size = len(order) + MARKET_EXTRA
    garage.market = sorted(garage.deck[-size:])
    del garage.deck[-size:]


def picker(state: HeatState) -> int | None:
    """The car index whose pick it is in the Draft, if any."""
    garage = state.garage
    if state.phase != DRAFT or garage is None:
        return None
    return garage.pickers[garage.turn]


def can_draft(state: HeatState, seat: int, card: str) -> bool:
    """The seat is picking now and `card` lies in the market."""
    garage = state.garage
    return picker(state) == seat and garage is not None and card in garage.market


def draft(state: HeatState, seat: int, card: str) -> list[Event]:
    """One pick; the last pick of a round opens the next market, the last of the Draft starts the race."""
    garage = state.garage
    assert garage is not None
    car = state.cars[seat]
    garage.market.remove(card)
    garage.picks[seat].append(card)
    car.deck.append(card)
    events = [Event("draft", f"{{p{seat}}} drafts {CARD_NAMES[card]}")]
    garage.turn += 1
    if garage.turn < len(garage.pickers):
        return events
    if garage.market:
        events.append(Event("draft", f"Out of the game: {', '.join(CARD_NAMES[c] for c in garage.market)}"))
    garage.market = []
    if garage.round < DRAFT_ROUNDS:
        _open_market(state, garage)
        events.append(Event("draft", f"Draft round {garage.round}: a new market is turned over", reveals=True))
        return events
    for c in state.cars:
        if c.seat is not None:
            c.deck.sort()
            state.rng.shuffle(c.deck)
            replenish(c, state.rng, hand_size(state.champ))
    state.phase = PLAN
    events.append(Event("draft", "The Draft is over: every driver shuffles the upgrades in and draws 7 cards"))
    return events


def card_heat(card: str) -> int:
    """The Heat a card costs when revealed (0 for all but some upgrades)."""
    up = upgrade(card)
    return up.heat if up is not None else 0


def _add_symbols(car: Car, up: Upgrade) -> None:
    """Put a revealed upgrade's optional symbols into the car's pool."""
    for key in POOLED:
        n = int(getattr(up, key))
        if n:
            car.pool[key] = car.pool.get(key, 0) + n
    if up.draft:
        key = f"{DRAFT_KEY}{up.draft}"
        car.pool[key] = car.pool.get(key, 0) + 1


def _scrap(car: Car, state: HeatState, n: int) -> list[str]:
    """Scrap: the top card of the deck to the discard pile, `n` times (as far as there are cards)."""
    out = []
    for _ in range(n):
        card = draw(car, state.rng)
        if card is None:
            break
        car.discard.append(card)
        out.append(card)
    return out


def on_reveal(car: Car, who: str) -> tuple[list[Event], int, int]:
    """Step 3's upgrade symbols (see the module docstring). Returns the events, how many "+" the
    unpaid cards and the cards' Boost symbols add (resolved with the Stress cards), and the Scrap."""
    events: list[Event] = []
    costly = sorted((c for c in car.play if card_heat(c)), key=lambda c: (card_heat(c), -speed_value(c)))
    unpaid: list[str] = []
    for card in costly:
        if card_heat(card) <= car.engine:
            pay_heat(car, card_heat(card))
            events.append(Event("heat", f"{who} pays {card_heat(card)} Heat for {CARD_NAMES[card]}"))
        else:
            car.play.remove(card)
            car.discard.append(card)
            unpaid.append(card)
            events.append(Event("heat", f"{who} cannot pay the Heat of {CARD_NAMES[card]}: it is discarded "
                                "and counts as a Stress card"))
    plus = len(unpaid)
    for card in car.play:
        up = upgrade(card)
        if up is not None:
            plus += up.boost
            _add_symbols(car, up)
    scrap = sum(up.scrap for c in car.play if (up := upgrade(c)) is not None)
    return events, plus, scrap


def scrap_now(state: HeatState, car: Car, who: str, n: int) -> list[Event]:
    """Scrap `n` (mandatory), with its log line."""
    if not n:
        return []
    gone = _scrap(car, state, n)
    shown = ", ".join(CARD_NAMES[c] for c in gone) or "nothing (no cards left)"
    return [Event("scrap", f"{who} scraps {shown}", reveals=True)]


def speed_choices(car: Car) -> list[int]:
    """Every total speed the Play Area's cards allow, before any choice (several only with Brakes)."""
    totals = {0}
    for card in car.play:
        up = upgrade(card)
        if up is not None and len(up.speeds) > 1:
            totals = {t + s - up.speed for t in totals for s in up.speeds}
    base = sum(speed_value(c) for c in car.play)
    return sorted(base + t for t in totals)


def adjust(car: Car) -> int:
    """Adjust Speed Limit: added to every corner's limit for this car this turn."""
    return sum(up.adjust for c in car.play if (up := upgrade(c)) is not None)


def slip_boosts(car: Car) -> list[int]:
    """The Slipstream boosts of the played cards (each may be added to a Slipstream or not)."""
    return [up.slip for c in car.play if (up := upgrade(c)) is not None and up.slip]


# --- React step symbols --------------------------------------------------------------------------

def reduce_open(car: Car) -> bool:
    return car.pool.get("reduce", 0) > 0 and STRESS in car.hand


def salvage_open(car: Car) -> bool:
    return car.pool.get("salvage", 0) > 0 and bool(car.discard)


def accelerate_open(car: Car) -> bool:
    return car.pool.get("accelerate", 0) > 0 and car.plus > 0


def super_cool_open(car: Car) -> bool:
    """Super Cool is offered while a played card's symbol is unused and the discard pile holds cards (its
    size is public, whether Heat lies in it is not: as with Salvage, the driver looks and may find none)."""
    return car.pool.get("super_cool", 0) > 0 and bool(car.discard)


def super_cool(car: Car, who: str) -> list[Event]:
    """Super Cool: up to the pool's number of Heat cards from the discard pile to the Engine (all it allows:
    never a reason for fewer, as with Cooldown). No road forbids it."""
    n = 0
    while n < car.pool["super_cool"] and HEAT in car.discard:
        car.discard.remove(HEAT)
        car.engine += 1
        n += 1
    car.pool["super_cool"] = 0
    car.used.append("super_cool")  # public, as the log says it: finding no Heat changes nothing else in sight
    if not n:
        return [Event("cool", f"{who} looks through the discard pile for Super Cool: no Heat there")]
    return [Event("cool", f"{who} super-cools {n} Heat from the discard pile back into the Engine")]


def draft_values(car: Car) -> list[int]:
    """The values of the played Draft symbols not used yet, smallest first."""
    return sorted(int(key[len(DRAFT_KEY):]) for key, n in car.pool.items() if key.startswith(DRAFT_KEY)
                  for _ in range(n))


def draft_distance(state: HeatState, car: Car) -> int:
    """How far a Draft would take the car now: to the space just behind the first space ahead with a car
    on it, through spaces that are all completely free; 0 when no such space lies within reach of the
    played Draft values (or a car stands on the very next space)."""
    reach = sum(draft_values(car))
    if not reach:
        return 0
    track = track_of(state)
    for d in range(1, reach + 2):
        line, other = taken_spots(state, track, space_of(track, car.pos + d), car)
        if line or other:
            return d - 1
    return 0


def draft_cards(values: list[int], distance: int) -> list[int]:
    """The Draft values a move of `distance` uses: the fewest of the smallest sum that reaches it (the rest,
    kept as large and as many as possible, stay for a later Draft: a choice made for the driver)."""
    best: list[int] | None = None
    for mask in range(1, 1 << len(values)):
        chosen = [v for i, v in enumerate(values) if mask >> i & 1]
        if sum(chosen) >= distance and (best is None or (sum(chosen), len(chosen)) < (sum(best), len(best))):
            best = chosen
    assert best is not None
    return best


def draft_move(state: HeatState, car: Car) -> int:
    """Draft: move to the space just behind the car ahead (race line: the space is free), spending the
    values `draft_cards` picks; returns the spaces moved. Not speed."""
    distance = draft_distance(state, car)
    for v in draft_cards(draft_values(car), distance):
        key = f"{DRAFT_KEY}{v}"
        car.pool[key] -= 1
        if not car.pool[key]:
            del car.pool[key]
    settle(state, car, car.pos + distance, car.pos + distance)
    return distance


def direct_cards(car: Car) -> list[str]:
    """Hand cards with Direct Play whose Heat the Engine can pay."""
    return sorted({c for c in car.hand if (up := upgrade(c)) is not None and up.direct and up.heat <= car.engine})


def reduce_stress(car: Car, who: str) -> list[Event]:
    """Discard up to the pool's number of Stress cards from hand (all it allows: never a reason for fewer)."""
    n = 0
    while n < car.pool["reduce"] and STRESS in car.hand:
        car.hand.remove(STRESS)
        car.discard.append(STRESS)
        n += 1
    car.pool["reduce"] = 0
    return [Event("reduce", f"{who} discards {n} Stress card{'s' if n > 1 else ''}")]


def accelerate(state: HeatState, car: Car) -> int:
    """One Accelerate: +1 speed and one space per "+" used so far this turn; returns the bonus."""
    n = car.plus
    car.pool["accelerate"] -= 1
    car.extra += n
    drive(state, car, n)
    return n


def start_salvage(state: HeatState) -> None:
    """Salvage opens its own small step: pick cards of the discard pile one at a time, then done."""
    state.step = SALVAGE


def salvageable(car: Car) -> list[str]:
    """The distinct cards of the discard pile a Salvage may take."""
    return sorted(set(car.discard))


def salvage_pick(car: Car, card: str) -> bool:
    """Move one `card` from the discard pile into the deck; True when the Salvage is used up."""
    car.discard.remove(card)
    car.deck.append(card)
    car.pool["salvage"] -= 1
    return car.pool["salvage"] <= 0 or not car.discard


def end_salvage(state: HeatState, car: Car, who: str) -> list[Event]:
    """Shuffle the deck with the salvaged cards; back to React."""
    car.pool["salvage"] = 0
    state.rng.shuffle(car.deck)
    state.step = REACT
    return [Event("salvage", f"{who} shuffles the deck")]


def direct_play(state: HeatState, car: Car, who: str, card: str) -> tuple[list[Event], int]:
    """Direct Play: the card joins the Play Area as if revealed: its Heat, symbols and speed. Returns
    the events and the "+" it adds (resolved by the caller, like the reveal's)."""
    up = upgrade(card)
    assert up is not None
    car.hand.remove(card)
    car.play.append(card)
    events = [Event("direct", f"{who} plays {CARD_NAMES[card]} directly", reveals=True)]
    if up.heat:
        pay_heat(car, up.heat)
        events.append(Event("heat", f"{who} pays {up.heat} Heat for {CARD_NAMES[card]}"))
    _add_symbols(car, up)
    events += scrap_now(state, car, who, up.scrap)
    return events, up.boost


REFRESHED = "refresh:"
"""`car.used` marks a Play Area card chosen for Refresh as REFRESHED + its code."""


def refreshable(car: Car) -> list[str]:
    """Play Area cards with Refresh not yet chosen (step 9: back on top of the deck, not discarded)."""
    return sorted({c for c in car.play if (up := upgrade(c)) is not None and up.refresh
                   and REFRESHED + c not in car.used})


def refresh(car: Car, who: str, card: str) -> list[Event]:
    """Choose Refresh for a card: it stays in the Play Area until step 9 puts it on top of the deck."""
    car.used.append(REFRESHED + card)
    return [Event("refresh", f"{who} will put {CARD_NAMES[card]} back on top of the deck")]


def put_back_refreshed(car: Car) -> None:
    """Step 9, before the Play Area is discarded: the Refreshed cards go on top of the deck."""
    for mark in [u for u in car.used if u.startswith(REFRESHED)]:
        card = mark[len(REFRESHED):]
        car.play.remove(card)
        car.deck.append(card)
