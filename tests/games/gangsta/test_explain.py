"""Refusal reasons come from the predicates that build `legal_actions`.

Scenarios: in named positions, each refused well-formed action gets the
sentence of the predicate that rejects it. Property: in positions from seeded
random playouts, every candidate action over a small domain applies exactly
when it is listed, and every refusal has a sentence of its own.
"""

from __future__ import annotations

from typing import Any

import pytest

from meeple.games.gangsta import GAME
from meeple.games.gangsta.state import GangstaState

from ..refusals import check_refusals, refusal, sample_positions
from .positions import act, g, h, pending_discards, table


def a(kind: str, **fields: Any) -> dict[str, Any]:
    return {"type": kind, **fields}


def mobilizing() -> GangstaState:
    return table(gangs=[["The Count", "Tiny", "Ace"], ["Mama Rosa"]], engaged=["Tiny", "Ace"], money=[0, 8],
                 mobilize=True)


def crew() -> GangstaState:
    s = table(gangs=[["The Count", "Tiny", "Ace"], ["Mama Rosa", "Spike"]], engaged=["Ace"],
              hriver=["Pharmacy", "Corner Store", "Newsstand", "Laundromat", "Bus Depot"])
    act(s, 0, "heist", heist=h("Pharmacy"))
    return s


def coop() -> GangstaState:
    s = table(gangs=[["The Count", "Ace"], ["Big Earl", "Gravel"]], chapter=1,
              hriver=["Warehouse", "Night Club", "Rail Yard", "Hotel Safe", "Distillery"])
    act(s, 0, "heist", heist=h("Warehouse"))
    return s


def learning() -> GangstaState:
    s = table(gangs=[["The Count", "Spike", "Tiny"], ["Mama Rosa"]],
              hriver=["Shoeshine Stand", "Corner Store", "Newsstand", "Laundromat", "Bus Depot"])
    s.learned[g("Spike")] = 5
    act(s, 0, "heist", heist=h("Shoeshine Stand"))
    act(s, 0, "add", gangster=g("The Count"))
    act(s, 0, "add", gangster=g("Spike"))
    return s


def stealing() -> GangstaState:
    s = table(3, gangs=[["Big Earl", "Lefty"], ["Mama Rosa"], ["The Count"]], money=[6, 3, 0], chapter=1,
              hriver=["Auction House", "Night Club", "Rail Yard", "Hotel Safe", "Distillery"])
    act(s, 0, "heist", heist=h("Auction House"))
    act(s, 0, "add", gangster=g("Lefty"))
    return s


POSITIONS = {"start": table, "mobilizing": mobilizing, "crew": crew, "coop": coop, "learning": learning,
             "stealing": stealing, "snitched": pending_discards}

SCENARIOS = [
    ("start", 1, a("pass"), "It is {p0}'s turn."),
    ("start", 0, a("recruit", gangster=g("Whisper")), "Whisper is not in the gangster river."),
    ("start", 0, a("recruit", gangster=99), 'A gangster is named by its number, 0 to 39: {"type": "ready", '
                                            '"gangster": 7}.'),
    ("start", 0, a("heist", heist=h("Pharmacy")), "Pharmacy is not in the heist river."),
    ("start", 0, a("heist", heist=h("Corner Store")),
     "Your available gangsters lack skills Corner Store needs (1 Leader, 1 Mercenary)."),
    ("start", 0, a("done"), "Now recruit a gangster, go for a heist, or pass."),
    ("mobilizing", 0, a("ready", gangster=g("The Count")), "The Count is already available."),
    ("mobilizing", 0, a("ready", gangster=g("Mama Rosa")), "Mama Rosa is not in your gang."),
    ("crew", 0, a("add", gangster=g("Ace")), "Ace is engaged: only available gangsters take part in a heist."),
    ("crew", 0, a("add", gangster=g("Spike")), "Only your own gangsters take part in a single heist."),
    ("crew", 0, a("add", gangster=g("Zero")), "Zero is in nobody's gang."),
    ("crew", 0, a("pass"), "Now add gangsters to the crew until the heist has every skill it needs."),
    ("coop", 0, a("add", gangster=g("Big Earl")),
     "A co-op heist starts with one of your own gangsters; then any player's may join."),
    ("coop", 0, a("add", gangster=g("Ace")), "Ace adds no skill the heist still needs (1 Leader, 1 Mercenary, "
                                             "1 Informant, 1 Sniper)."),
    ("learning", 0, a("learn", gangster=g("Spike")),
     "Spike has already learned a skill: a gangster learns only one."),
    ("learning", 0, a("learn", gangster=g("Tiny")),
     "Only a gangster of yours who took part in the heist can learn; Tiny did not."),
    ("stealing", 0, a("steal", target=2), "{p2} has no money to steal."),
    ("stealing", 0, a("steal", target=0), "You cannot steal from yourself."),
    ("stealing", 0, a("steal", target=7), "There is no such player at this table."),
    ("snitched", 1, a("discard", gangster=g("Tiny")), "You have chosen your discard; the others are still choosing."),
    ("snitched", 0, a("pass"), "The players who owe a discard are choosing it in secret."),
    ("snitched", 2, a("discard", gangster=g("Mama Rosa")), "A Boss is never discarded."),
    ("snitched", 2, a("discard", gangster=g("Tiny")), "Tiny is not in your gang."),
]


@pytest.mark.parametrize(("where", "seat", "action", "reason"), SCENARIOS)
def test_each_refusal_names_the_failing_predicate(where: str, seat: int, action: dict, reason: str) -> None:
    assert refusal(GAME, POSITIONS[where](), seat, action) == reason


def test_after_the_end_every_action_is_refused_as_over() -> None:
    s = table()
    s.stage = "over"
    assert refusal(GAME, s, 0, a("pass")) == "The game is over."


SOME = (0, 2, 5, 12, 19, 26, 33, 39, 41)
CANDIDATES: list[dict[str, Any]] = (
    [a(kind) for kind in ("done", "pass", "skip", "keep")]
    + [a(kind, gangster=x) for kind in ("ready", "recruit", "add", "learn", "divert", "discard", "drop_gangster")
       for x in SOME]
    + [a(kind, heist=x) for kind in ("heist", "drop_heist") for x in (0, 7, 30, 45, 66, 90, 101)]
    + [a(kind, target=t) for kind in ("steal", "target") for t in (-1, 0, 1, 2, 3)]
    + [a("ready", gangster="Tiny"), a("heist", heist=None), a("steal", target=True)]
)


def sampled() -> list[GangstaState]:
    """Positions along seeded random playouts at two and three players, one kept in four."""
    return sample_positions(GAME, [(players, {}, seed) for players in (2, 3) for seed in range(3)], 400, 4)


def test_apply_accepts_exactly_the_legal_actions_and_explains_the_rest() -> None:
    for state in sampled():
        check_refusals(GAME, state, range(state.players), CANDIDATES)
