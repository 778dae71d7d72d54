"""What a seat sees. Burgle Bros is played in the open: the crew shares everything it knows, so
every seat (and a spectator) sees the same thing: revealed rooms, guards, alarms, tokens, hands,
the patrol discard piles. Hidden from all: face-down rooms, the order of every deck, the patrol
cards set aside — except deck cards a Spotter or the Crystal Ball has shown."""

from __future__ import annotations

from typing import Any

from .components import ABILITIES, JOBS
from .guards import target
from .state import BurgleState, Deck, copy_json


def _cells(flags: list[bool]) -> list[int]:
    return [c for c, on in enumerate(flags) if on]


def _counts(values: list[int]) -> list[list[int]]:
    return [[c, n] for c, n in enumerate(values) if n]


def _deck(d: Deck) -> dict[str, Any]:
    return {"deck": len(d.cards), "discard": d.discard[:],
            "set_aside": len(d.removed), "known_top": d.known_top(), "known_bottom": d.known_bottom()}


def view(s: BurgleState, seat: int | None) -> dict[str, Any]:
    """The table as JSON for `seat` (None = spectator)."""
    job = JOBS[s.options["job"]]
    shown = [c for c in s.layout.cells if s.revealed[c]]
    return {
        "you": seat, "job": job.id, "size": job.size, "floors": job.floors, "beam": s.beam,
        "walls": [w[:] for w in s.walls], "stage": s.stage, "turn": s.turn, "turns": s.turns,
        "actions_left": s.actions_left, "actions_used": s.actions_used, "flags": _public_flags(s),
        "rooms": [[c, s.rooms[c], s.numbers[c]] for c in shown],
        "alarms": _cells(s.alarm), "cracked": _cells(s.cracked), "disabled": _cells(s.disabled),
        "keypads_open": _cells(s.keypad_open), "safe_dice": _counts(s.safe_dice),
        "safes_open": _cells(s.safe_open), "room_stealth": _counts(s.tile_stealth), "labs_used": _cells(s.lab_used),
        "items": {k: v[:] for k, v in s.items.items()}, "hacks": dict(s.hacks), "thermal": [t[:] for t in s.thermal],
        "guards": [_guard(s, f) for f in range(len(s.guards))],
        "patrol": [_deck(d) for d in s.patrol],
        "thieves": [_thief(s, i) for i in range(len(s.thieves))],
        "tools": _deck(s.tools), "loot": _deck(s.loot), "events": _deck(s.events),
        "effects": dict(s.effects), "next_bonus": s.next_bonus, "skip_next": s.skip_next, "crow": s.crow,
        "juicer_alarm": s.juicer_alarm, "laptop": s.laptop,
        "prompt": _prompt(s), "result": s.result, "reason": s.reason,
    }


def _public_flags(s: BurgleState) -> dict[str, Any]:
    return copy_json(s.flags)


def _guard(s: BurgleState, f: int) -> dict[str, Any]:
    g = s.guards[f]
    alarms = sum(1 for c in s.layout.floor_cells(f) if s.alarm[c])
    return {"active": g.active, "pos": g.pos, "dest": g.dest, "target": target(s, f) if g.active else None,
            "die": g.die, "speed": g.die + alarms, "donut": g.donut}


def _thief(s: BurgleState, i: int) -> dict[str, Any]:
    t = s.thieves[i]
    ability = ABILITIES.get((t.character or "", t.side or ""))
    return {"pos": t.pos, "stealth": t.stealth, "character": t.character, "side": t.side, "ability": ability,
            "tools": t.tools[:], "loot": t.loot[:]}


def _prompt(s: BurgleState) -> dict[str, Any] | None:
    return copy_json(s.prompt)
