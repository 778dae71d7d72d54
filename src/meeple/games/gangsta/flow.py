"""The table's course: setup, the start of a turn, the end of an action, the rivers, snitches, chapters, the end.

After every action `end_of_action` checks, in order: the immediate end (9th
gangster in Domination), a chapter change (4th gangster: Genesis ends with the
opportunity income; 7th: Gang Wars ends with the Mercenary discards), then
refills the rivers (a snitch drawn resolves at once) and starts the next turn.
A step that waits for players (secret discards) returns, and its resolution
calls `end_of_action` again: each check is idempotent, so it picks up where it
stopped.
"""

from __future__ import annotations

from typing import Any

from meeple.engine import Event, Rng

from .components import (
    BOSSES,
    CHAPTERS,
    DECKS,
    DOMINATION,
    DOMINATION_AT,
    END_AT,
    GANG_WARS,
    GANG_WARS_AT,
    GANGSTERS,
    GENESIS,
    HEISTS,
    INFORMANT,
    IS_SNITCH,
    LAST_SNITCH,
    NEED,
    RECRUITS,
    RIVER,
)
from .gang import free_readies, gang_skill, gang_skill_total, has_discardable, mercenaries
from .state import ACTION, MOBILIZE, OVER, SNITCH, WARS, WARS_PICK, GangstaState

Events = list[Event]


def new_game(players: int, options: dict[str, Any], seed: int) -> GangstaState:
    """A Boss per seat with its starting money, five gangsters and five Genesis heists face up."""
    state = GangstaState(players=players, rng=Rng(seed), options=dict(options))
    n = len(GANGSTERS)
    state.owner = [-1] * n
    state.engaged = [False] * n
    state.learned = [-1] * n
    bosses = list(BOSSES)
    state.rng.shuffle(bosses)
    for seat in range(players):
        boss = bosses[seat]
        state.gangs.append([boss])
        state.owner[boss] = seat
        extra = seat if options.get("catch_up") else 0
        state.money.append(GANGSTERS[boss].cost + extra)
        state.performed.append([])
    state.gdeck = list(RECRUITS)
    state.rng.shuffle(state.gdeck)
    state.hdeck = list(DECKS[GENESIS])
    state.rng.shuffle(state.hdeck)
    state.owing = [False] * players
    state.pending = [-1] * players
    for _ in range(RIVER):
        state.griver.append(_draw(state, state.gdeck))
        state.hriver.append(_draw(state, state.hdeck))
    start_turn(state, [])
    return state


def _draw(state: GangstaState, deck: list[int]) -> int:
    """The top card of a shuffled deck."""
    return deck.pop()


def _reshuffle(state: GangstaState, cards: list[int]) -> list[int]:
    """A new face-down deck of `cards`."""
    deck = sorted(cards)
    state.rng.shuffle(deck)
    return deck


def gang_size(state: GangstaState, seat: int) -> int:
    """Cards in the gang, the Boss included (the chapter and end thresholds count these)."""
    return len(state.gangs[seat])


def biggest_gang(state: GangstaState) -> int:
    """The largest gang size at the table."""
    return max(map(len, state.gangs))


# -- turns ---------------------------------------------------------------------------------------------------


def start_turn(state: GangstaState, events: Events) -> None:
    """Mobilization: a synchronized gang readies at once; otherwise the player may ready engaged gangsters
    (Leaders' free readies first, then $1 each) unless there is nothing to ready or nothing to pay with."""
    seat = state.turn
    state.stage = ACTION
    gang = state.gangs[seat]
    engaged = [g for g in gang if state.engaged[g]]
    if not engaged:
        return
    if len(engaged) == len(gang):
        for g in gang:
            state.engaged[g] = False
        events.append(Event("synchronize", f"{{p{seat}}}'s gang is synchronized: every gangster is available."))
        return
    state.free = free_readies(state, seat)
    if state.free or state.money[seat]:
        state.stage = MOBILIZE


def end_of_action(state: GangstaState, events: Events) -> None:
    """Checks after an action (see the module docstring), then the next turn."""
    big = biggest_gang(state)
    if state.chapter == DOMINATION and big >= END_AT:
        finish(state, events, "a gang of nine")
        return
    if state.chapter == DOMINATION and len(state.snitches) >= LAST_SNITCH:
        finish(state, events, "the third Domination snitch")
        return
    if not (state.griver or state.gdeck or state.gdiscard):
        finish(state, events, "no gangster is left to recruit")
        return
    if state.chapter == GENESIS and big >= GANG_WARS_AT:
        opportunity_income(state, events)
        new_chapter(state, GANG_WARS, events)
    elif (state.chapter == GANG_WARS and big >= DOMINATION_AT and state.wars_winner < 0
          and gang_wars_discards(state, events)):
        return
    if state.chapter == GANG_WARS and state.wars_winner >= 0:
        new_chapter(state, DOMINATION, events)
    if not refill(state, events):
        return
    next_turn(state, events)


def next_turn(state: GangstaState, events: Events) -> None:
    """The same player again after "play again", else the next seat."""
    if state.replay_next:
        state.replay_next = False
        state.replaying = True
        events.append(Event("replay", f"{{p{state.turn}}} plays again."))
    else:
        state.replaying = False
        state.turn = (state.turn + 1) % state.players
    state.heist = -1
    state.crew = []
    state.need = []
    state.todo = []
    start_turn(state, events)


# -- rivers and snitches ---------------------------------------------------------------------------------------


def refill(state: GangstaState, events: Events) -> bool:
    """Both rivers back to five cards; a snitch drawn resolves at once. False while players owe discards
    (or the game ended on the last Domination snitch)."""
    while len(state.griver) < RIVER:
        if not state.gdeck:
            state.gdeck, state.gdiscard = _reshuffle(state, state.gdiscard), []
        if not state.gdeck:
            break
        state.griver.append(_draw(state, state.gdeck))
    while len(state.hriver) < RIVER:
        if not state.hdeck:
            state.hdeck, state.hdiscard = _reshuffle(state, state.hdiscard), []
        if not state.hdeck:
            break
        h = _draw(state, state.hdeck)
        if not IS_SNITCH[h]:
            state.hriver.append(h)
            continue
        state.snitches.append(h)
        events.append(Event("snitch", f"A snitch is revealed: {HEISTS[h].name} ({NEED[h][INFORMANT]} Informants).",
                            data={"heist": h}))
        if snitch(state, h, events):
            return False
        if state.chapter == DOMINATION and len(state.snitches) >= LAST_SNITCH:
            finish(state, events, "the third Domination snitch")
            return False
    if not (state.griver or state.gdeck or state.gdiscard):
        finish(state, events, "no gangster is left to recruit")
        return False
    return True


def snitch(state: GangstaState, h: int, events: Events) -> bool:
    """Every player pays $1 per Informant on the snitch less $1 per Informant in its gang; one who cannot pay in
    full loses what it has and must discard a gangster (never the Boss). True if someone owes a discard."""
    owed_any = False
    for seat in range(state.players):
        due = max(0, NEED[h][INFORMANT] - gang_skill(state, seat, INFORMANT))
        if due == 0:
            events.append(Event("informed", f"{{p{seat}}}'s Informants cover the snitch."))
        elif state.money[seat] >= due:
            state.money[seat] -= due
            events.append(Event("pay", f"{{p{seat}}} pays ${due} to the snitch.", data={"seat": seat, "paid": due}))
        else:
            lost = state.money[seat]
            state.money[seat] = 0
            if has_discardable(state, seat):
                state.owing[seat] = True
                owed_any = True
                events.append(Event("short", f"{{p{seat}}} cannot pay ${due} (loses ${lost}) and must discard a "
                                             "gangster.", data={"seat": seat}))
            else:
                events.append(Event("short", f"{{p{seat}}} cannot pay ${due} (loses ${lost}); only the Boss is "
                                             "left, so nothing more happens.", data={"seat": seat}))
    if owed_any:
        state.stage = SNITCH
    return owed_any


def discard_gangster(state: GangstaState, g: int, events: Events, why: str, reveals: bool = False) -> None:
    """Gangster `g` leaves its gang and the game (`reveals`: it was a secret choice until now)."""
    seat = state.owner[g]
    state.gangs[seat].remove(g)
    state.owner[g] = -1
    state.engaged[g] = False
    state.learned[g] = -1
    state.gone.append(g)
    events.append(Event("discard", f"{{p{seat}}} discards {GANGSTERS[g].name} ({why}).", reveals=reveals,
                        data={"seat": seat, "gangster": g}))


def reveal_discards(state: GangstaState, events: Events, why: str) -> None:
    """Every owing seat has chosen: the secret discards are shown and carried out."""
    for seat in range(state.players):
        if state.owing[seat]:
            discard_gangster(state, state.pending[seat], events, why, reveals=True)
    state.owing = [False] * state.players
    state.pending = [-1] * state.players


# -- chapters --------------------------------------------------------------------------------------------------


def opportunity_income(state: GangstaState, events: Events) -> None:
    """End of Genesis: each player with fewer skills than the most skilled gang gets the difference in $."""
    counts = [gang_skill_total(state, s) for s in range(state.players)]
    top = max(counts)
    for seat, count in enumerate(counts):
        if count < top:
            state.money[seat] += top - count
            events.append(Event("income", f"Opportunity income: {{p{seat}}} ({count} skills) gets ${top - count}.",
                                data={"seat": seat, "gain": top - count}))


def gang_wars_discards(state: GangstaState, events: Events) -> bool:
    """End of Gang Wars: the most Mercenaries keeps every gangster, every other player (everyone on a tie)
    discards one. With two players, double the other's Mercenaries (or more) lets the winner choose. True if
    the table now waits for the choices."""
    mercs = [mercenaries(state, s) for s in range(state.players)]
    top = max(mercs)
    leaders = [s for s in range(state.players) if mercs[s] == top]
    text = ", ".join(f"{{p{s}}} {mercs[s]}" for s in range(state.players))
    events.append(Event("gang_wars", f"Gang Wars end. Mercenaries: {text}.", data={"mercenaries": mercs}))
    state.wars_winner = leaders[0] if len(leaders) == 1 else state.players
    losers = [s for s in range(state.players) if len(leaders) > 1 or s != leaders[0]]
    losers = [s for s in losers if has_discardable(state, s)]
    if not losers:
        return False
    if state.players == 2 and len(leaders) == 1 and top >= 2 * mercs[losers[0]]:
        events.append(Event("double", f"{{p{leaders[0]}}} has double the Mercenaries and chooses {{p{losers[0]}}}'s "
                                      "discard."))
        state.stage = WARS_PICK
        state.victim = losers[0]
        return True
    for s in losers:
        state.owing[s] = True
    state.stage = WARS
    return True


def new_chapter(state: GangstaState, chapter: int, events: Events) -> None:
    """A new heist river from the new chapter's deck (snitches drawn for it go back into the deck)."""
    state.chapter = chapter
    state.hriver = []
    state.hdiscard = []
    state.snitches = []
    deck = _reshuffle(state, list(DECKS[chapter]))
    aside: list[int] = []
    while len(state.hriver) < RIVER:
        h = _draw(state, deck)
        (aside if IS_SNITCH[h] else state.hriver).append(h)
    state.hdeck = _reshuffle(state, deck + aside) if aside else deck
    state.wars_winner = -1
    events.append(Event("chapter", f"Chapter {chapter + 1}, {CHAPTERS[chapter]}, begins.", data={"chapter": chapter}))


# -- the end ---------------------------------------------------------------------------------------------------


def finish(state: GangstaState, events: Events, why: str) -> None:
    """The game ends at once."""
    state.stage = OVER
    state.ended_by = why
    events.append(Event("end", f"The game ends: {why}."))
