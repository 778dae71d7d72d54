"""Rebuilding every position of a replay file with today's rules (pure: no terminal, no I/O).

Used by `meeple replay` (meeple.tools.replayer), by the browser's replay
pages and by the arena when it imports a replay. A move that is no longer
legal (the rules changed, or the file was edited) is a clear error naming
the move. Only the final state, without the positions on the way, is
`meeple.engine.replay`, which the conformance kit uses.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from meeple.engine import Action, ActionError, Event, Game, InvalidOptions, Outcome, State, resolve_options

from .file import ReplayFile


class ReplayMismatch(ValueError):
    """A replay file that does not fit the game as the rules stand today."""


@dataclass
class Frame:
    """One move: who played what, the events it caused, and the position after it."""

    seat: int
    action: Action
    label: str
    events: list[Event]
    state: State


@dataclass
class Timeline:
    """Every position of a replayed game: `states[k]` is the position after `k` moves."""

    game: Game
    replay: ReplayFile
    start: State
    frames: list[Frame] = field(default_factory=list)
    outcome: Outcome | None = None

    def state(self, k: int) -> State:
        """The position after `k` moves."""
        return self.start if k == 0 else self.frames[k - 1].state

    def label_seen_by(self, k: int, viewer: int | None) -> str | None:
        """The label of move `k` (1-based) if `viewer` may read it (see `action_is_public`), else None."""
        frame = self.frames[k - 1]
        return frame.label if action_is_public(self.game, frame.seat, viewer) else None

    @property
    def outcome_matches(self) -> bool:
        """Whether the rebuilt result equals the one the file recorded (True when none was recorded)."""
        recorded = self.replay.outcome
        return recorded is None or (self.outcome is not None and self.outcome.as_dict() == recorded)


def action_is_public(game: Game, actor: int, viewer: int | None) -> bool:
    """Whether `viewer` may read the label of `actor`'s action.

    In a game with hidden information or simultaneous moves the label may name a
    secret (the card just bid), so others learn of the move only through the
    events the game addressed to them.
    """
    return actor == viewer or not (game.hidden_information or game.simultaneous)


def rebuild(game: Game, replay: ReplayFile) -> Timeline:
    """Replay the file's moves from its seed; raise ReplayMismatch when they do not fit the game."""
    if replay.game != game.id:
        raise ReplayMismatch(f"this replay is of {replay.game!r}, not {game.id!r}")
    if not game.min_players <= replay.players <= game.max_players:
        raise ReplayMismatch(f"{game.title} is for {game.min_players}-{game.max_players} players, "
                             f"but the replay has {replay.players}")
    try:
        options = resolve_options(game.options, replay.options, replay.players)
    except InvalidOptions as exc:
        raise ReplayMismatch(f"the replay's options do not fit {game.title}: {exc}") from None
    state = game.setup(replay.players, options, replay.seed)
    timeline = Timeline(game, replay, game.clone(state))
    for i, (seat, action) in enumerate(replay.moves, 1):
        label = _label(game, state, seat, action)
        try:
            events = game.apply(state, seat, action)
        except ActionError as exc:
            raise ReplayMismatch(f"move {i} ({label} by seat {seat}) is not legal: {exc.reason}") from None
        timeline.frames.append(Frame(seat, action, label, events, game.clone(state)))
    timeline.outcome = game.outcome(state)
    return timeline


def _label(game: Game, state: State, seat: int, action: Action) -> str:
    try:
        return game.describe_action(state, seat, action)
    except Exception:  # an illegal action may not be describable; show it raw
        return repr(action)
