"""Named positions for the Claim scenario tests, built field by field (no lucky seeds)."""

from __future__ import annotations

from typing import Any

from meeple.games.claim import GAME
from meeple.games.claim.components import DECK, minus
from meeple.games.claim.state import ONE, TWO, ClaimState


def position(**fields: Any) -> ClaimState:
    """A fresh table with the given fields overwritten."""
    state = GAME.setup(2, {}, 0)
    for name, value in fields.items():
        if not hasattr(state, name):
            raise AttributeError(f"ClaimState has no field {name!r}")
        setattr(state, name, value)
    return state


HAND0 = sorted(["G3", "G7", "K4", "K9", "U2", "U8", "D5", "D0", "P1", "P6", "G0", "G0", "K2"])
HAND1 = sorted(["G5", "G9", "K6", "U0", "U5", "U9", "D3", "D7", "D9", "P2", "P8", "G1", "G2"])


def opening() -> ClaimState:
    """Phase one, trick 1: seat 0 leads, Dwarf 8 is turned up; the next deck cards (top last)
    are Goblin 8 and Knight 3 (the blind card, then the next prize)."""
    top = ["K3", "G8"]
    prize = "D8"
    deck = minus(list(DECK), HAND0 + HAND1 + top + [prize]) + top
    return position(phase=ONE, tricks=0, leader=0, turn=0, lead=None, prize=prize, deck=deck,
                    hands=[HAND0[:], HAND1[:]], followers=[[], []], known=[[], []], scores=[[], []], discard=[])


def led(card: str) -> ClaimState:
    """The opening after seat 0 led `card`: seat 1 to follow."""
    state = opening()
    GAME.apply(state, 0, {"type": "play", "card": card})
    return state


def void_follower(lead: str, hand1: list[str]) -> ClaimState:
    """The opening with seat 1 holding `hand1` instead (13 cards), after seat 0 led `lead`."""
    state = opening()
    top = ["K3", "G8"]
    state.hands[1] = sorted(hand1)
    state.deck = minus(list(DECK), HAND0 + hand1 + top + ["D8"]) + top
    GAME.apply(state, 0, {"type": "play", "card": lead})
    return state


def last_of_phase_one() -> ClaimState:
    """Phase one, trick 13: each seat has one card and 12 followers; seat 1 leads; Knight 5 is
    turned up and Goblin 4 is the last deck card."""
    f0 = sorted(["G3", "G7", "K4", "K9", "U2", "U8", "D5", "D0", "P1", "P6", "G0", "G0"])
    f1 = sorted(["G5", "G9", "K6", "U0", "U5", "U9", "D3", "D7", "D9", "P2", "P8", "G1"])
    return position(phase=ONE, tricks=12, leader=1, turn=1, lead=None, prize="K5", deck=["G4"],
                    hands=[["K2"], ["G2"]], followers=[f0, f1], known=[["G7", "K9"], ["U9"]],
                    scores=[[], []], discard=[])


def phase_two() -> ClaimState:
    """Phase two, trick 14: seat 0 leads from HAND0, seat 1 holds HAND1 (seat 1 knows Goblin 7
    and Knight 9 are in seat 0's hand)."""
    return position(phase=TWO, tricks=13, leader=0, turn=0, lead=None, prize=None, deck=[],
                    hands=[HAND0[:], HAND1[:]], followers=[[], []], known=[["G7", "K9"], []],
                    scores=[[], []], discard=[])


def final_trick(scores: list[list[str]], hands: list[list[str]]) -> ClaimState:
    """Phase two, trick 26: seat 0 leads from a one-card hand; score piles as given."""
    return position(phase=TWO, tricks=25, leader=0, turn=0, lead=None, prize=None, deck=[],
                    hands=hands, followers=[[], []], known=[[], []], scores=scores, discard=[])
