"""Choices the crew makes together at setup: where Fort Knox's beam stands and where they enter.

The rulebook has the team choose. We play it as proposals and votes: seat 0
proposes; every other seat in turn accepts or declines. A declined proposal
passes the word to the next seat. When every seat has proposed and been turned
down, seat 0 decides alone, so the choice always ends. A table of one seat (a
solo game, or BGA's solo crew) decides at once.

A proposal prompt has the kind of the choice ("beam", "entrance") and lists the
proposals; a vote prompt has kind "vote" and the proposal under `choice`.
"""

from __future__ import annotations

from typing import Any

from meeple.engine import Action, Event

from .log import say, who
from .state import BurgleState

VOTE = ({"type": "accept"}, {"type": "decline"})


def ask(s: BurgleState, kind: str, options: list[Action], proposer: int = 0, final: bool = False) -> None:
    """Ask `proposer` (a seat) to propose one of `options` for the crew's choice `kind`."""
    s.prompt = {"kind": kind, "seat": proposer, "final": final or s.seats == 1, "options": options}


def answer(s: BurgleState, action: Action, events: list[Event]) -> Action | None:
    """Take a proposal or a vote; return the crew's decision once it is made (else None)."""
    prompt = s.prompt
    assert prompt is not None
    if prompt["kind"] != "vote":
        if prompt["final"]:
            s.prompt = None
            return action
        say(events, "proposal", f"{who(prompt['seat'])} proposes: {_label(s, action)}.", seat=prompt["seat"],
            choice=action)
        _vote(s, prompt, action, prompt["seat"], _next(s, prompt["seat"]))
        return None
    by, voter, choice = prompt["by"], prompt["seat"], prompt["choice"]
    if action["type"] == "accept":
        nxt = _next(s, voter)
        if nxt == by:
            s.prompt = None
            say(events, "agreed", f"The crew agrees: {_label(s, choice)}.", choice=choice)
            return choice
        _vote(s, prompt, choice, by, nxt)
        return None
    say(events, "declined", f"{who(voter)} declines.", seat=voter)
    proposer = by + 1
    last = proposer >= s.seats
    ask(s, prompt["what"], prompt["proposals"], 0 if last else proposer, final=last)
    return None


def _vote(s: BurgleState, prompt: dict[str, Any], choice: Action, by: int, voter: int) -> None:
    what = prompt.get("what", prompt["kind"])
    proposals = prompt.get("proposals", prompt["options"])
    s.prompt = {"kind": "vote", "what": what, "seat": voter, "by": by, "choice": dict(choice),
                "proposals": proposals, "options": [dict(v) for v in VOTE]}


def _next(s: BurgleState, seat: int) -> int:
    return (seat + 1) % s.seats


def _label(s: BurgleState, action: Action) -> str:
    if action["type"] == "entrance":
        return f"enter at {s.layout.name(action['cell'])}"
    from .walls import square_name

    return f"the beam at {square_name(action['square'], s.layout.size)}"
