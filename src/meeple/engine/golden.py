"""Golden playthroughs: one recorded game per rules module, diffed in CI.

A golden file is JSON lines: a header (game, players, options, seed), then one
line per step with the acting seat, the action, the events it caused, the
seats waited for, each waited seat's legal actions, and every seat's and the
spectator's view; the last line holds the outcome. `check_golden` replays the
recorded actions and reports the first lines that differ, so any change to a
rule, a view or an event shows up as a diff. When a change is intended,
`meeple golden GAME --write` (or `make golden`) records the file again.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

import orjson

from .canonical import canonical
from .errors import ActionError
from .game import Action, Game, State
from .options import resolve_options
from .rng import Rng


def _snapshot(game: Game, state: State, players: int) -> dict[str, Any]:
    waiting = sorted(game.waiting_for(state))
    return {
        "waiting": waiting,
        "legal": {str(s): game.legal_actions(state, s) for s in waiting},
        "views": {**{str(s): game.view(state, s) for s in range(players)}, "spectator": game.view(state, None)},
    }


def record(
    game: Game, players: int, options: Mapping[str, Any] | None = None, seed: int = 1, policy_seed: int = 1
) -> list[dict[str, Any]]:
    """Play one game with a seeded random policy and return its golden lines."""
    opts = resolve_options(game.options, options, players)
    state = game.setup(players, opts, seed)
    policy = Rng(policy_seed)
    lines: list[dict[str, Any]] = [
        {"game": game.id, "players": players, "options": opts, "seed": seed, "policy_seed": policy_seed}
    ]
    lines.append({"step": 0, **_snapshot(game, state, players)})
    step = 0
    while waiting := sorted(game.waiting_for(state)):
        seat = policy.choice(waiting)
        action = policy.choice(game.legal_actions(state, seat))
        events = game.apply(state, seat, action)
        step += 1
        lines.append(
            {"step": step, "seat": seat, "action": action, "events": [e.as_dict() for e in events],
             **_snapshot(game, state, players)}
        )
    out = game.outcome(state)
    lines.append({"outcome": out.as_dict() if out else None})
    return lines


def replay_lines(game: Game, lines: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Replay a golden file's actions with today's rules, producing fresh lines to compare."""
    head = lines[0]
    players = head["players"]
    state = game.setup(players, head["options"], head["seed"])
    fresh: list[dict[str, Any]] = [dict(head), {"step": 0, **_snapshot(game, state, players)}]
    for line in lines[2:]:
        if "outcome" in line:
            break
        seat, action = line["seat"], line["action"]
        try:
            events = game.apply(state, seat, action)
        except ActionError as exc:
            fresh.append({"step": line["step"], "seat": seat, "action": action, "illegal": exc.reason})
            return fresh
        fresh.append(
            {"step": line["step"], "seat": seat, "action": action, "events": [e.as_dict() for e in events],
             **_snapshot(game, state, players)}
        )
    out = game.outcome(state)
    fresh.append({"outcome": out.as_dict() if out else None})
    return fresh


def write(path: Path, lines: list[dict[str, Any]]) -> None:
    """Write golden lines, one canonical JSON object per line."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"".join(canonical(line) + b"\n" for line in lines))


def read(path: Path) -> list[dict[str, Any]]:
    """Read a golden file."""
    return [orjson.loads(raw) for raw in path.read_bytes().splitlines() if raw.strip()]


def diff(game: Game, path: Path, *, limit: int = 3) -> list[str]:
    """The differences between a golden file and today's rules (empty when identical)."""
    want = read(path)
    got = replay_lines(game, want)
    problems: list[str] = []
    for i in range(max(len(want), len(got))):
        a = want[i] if i < len(want) else None
        b = got[i] if i < len(got) else None
        if a is None or b is None or canonical(a) != canonical(b):
            problems.append(_describe(i, a, b))
            if len(problems) >= limit:
                break
    return problems


def _describe(i: int, want: Any, got: Any) -> str:
    if want is None or got is None:
        return f"line {i + 1}: {'missing' if got is None else 'extra'} line"
    keys = sorted(set(want) | set(got))
    changed = [k for k in keys if canonical(want.get(k)) != canonical(got.get(k))]
    parts = [f"line {i + 1} (step {want.get('step', '-')}): {', '.join(changed)} differ"]
    for k in changed[:2]:
        parts.append(f"    golden {k}: {orjson.dumps(want.get(k))[:240].decode()}")
        parts.append(f"    now    {k}: {orjson.dumps(got.get(k))[:240].decode()}")
    return "\n".join(parts)


def assert_matches(game: Game, path: Path) -> None:
    """Fail a test with a readable diff when today's rules no longer match the golden file."""
    problems = diff(game, path)
    if problems:
        raise AssertionError(
            f"{game.id}: the golden playthrough {path.name} changed:\n" + "\n".join(problems)
            + f"\nIf the change is intended, run: meeple golden {game.id} --write"
        )


def action_list(lines: list[dict[str, Any]]) -> list[tuple[int, Action]]:
    """The (seat, action) log a golden file records."""
    return [(ln["seat"], ln["action"]) for ln in lines[2:] if "seat" in ln]
