"""The result of a finished game: scores, ranks with ties, team results."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Outcome:
    """Who won and by how much.

    `ranks[s]` is 1 for the winner(s); tied seats share a rank and the next rank
    skips ("1, 2, 2, 4"). `tiebreaks[s]` holds the values the game compared after
    the score, so a player can see why a tie was broken, and `tiebreak_names` says
    in words what each of those values is ("coins left"). `score_text[s]` is how
    seat s's score reads where the number alone does not ("$71,000"). A cooperative game sets
    `cooperative=True` and `team_won`; a team game gives `teams[s]`, the team of
    each seat, and every seat of a team gets that team's rank.
    """

    scores: tuple[float, ...]
    ranks: tuple[int, ...]
    tiebreaks: tuple[tuple[Any, ...], ...] | None = None
    cooperative: bool = False
    team_won: bool | None = None
    teams: tuple[int, ...] | None = None
    notes: str = ""
    extra: dict[str, Any] = field(default_factory=dict)
    tiebreak_names: tuple[str, ...] | None = None
    score_text: tuple[str, ...] | None = None

    @classmethod
    def from_scores(
        cls,
        scores: Sequence[float],
        tiebreaks: Sequence[Sequence[Any]] | None = None,
        *,
        lower_is_better: bool = False,
        notes: str = "",
        tiebreak_names: Sequence[str] | None = None,
        score_text: Sequence[str] | None = None,
        extra: dict[str, Any] | None = None,
    ) -> Outcome:
        """Rank seats by score, then by each tie-breaker in turn (all compared the same way);
        `extra` is kept as given.

        >>> Outcome.from_scores([5, 9, 5]).ranks
        (2, 1, 2)
        >>> Outcome.from_scores([5, 9, 5], tiebreaks=[[30], [21], [27]]).ranks
        (2, 1, 3)
        """
        sign = -1 if lower_is_better else 1
        tbs = [tuple(t) for t in tiebreaks] if tiebreaks is not None else [()] * len(scores)
        keys = [(sign * scores[s], *[sign * v for v in tbs[s]]) for s in range(len(scores))]
        return cls(
            scores=tuple(scores),
            ranks=competition_ranks(keys),
            tiebreaks=tuple(tbs) if tiebreaks is not None else None,
            notes=notes,
            tiebreak_names=tuple(tiebreak_names) if tiebreak_names is not None else None,
            score_text=tuple(score_text) if score_text is not None else None,
            extra={} if extra is None else extra,
        )

    @classmethod
    def team(cls, won: bool, players: int, score: float | None = None, notes: str = "") -> Outcome:
        """A cooperative result: every seat wins or loses together."""
        value = float(won) if score is None else score
        rank = 1
        return cls(
            scores=tuple([value] * players),
            ranks=tuple([rank] * players),
            cooperative=True,
            team_won=won,
            notes=notes,
        )

    @property
    def winners(self) -> list[int]:
        """Seats ranked first (none in a lost cooperative game)."""
        if self.cooperative and not self.team_won:
            return []
        return [s for s, r in enumerate(self.ranks) if r == 1]

    def as_dict(self) -> dict[str, Any]:
        """A JSON-ready form for the store, the server and golden files."""
        return {
            "scores": list(self.scores),
            "ranks": list(self.ranks),
            "tiebreaks": [list(t) for t in self.tiebreaks] if self.tiebreaks is not None else None,
            "cooperative": self.cooperative,
            "team_won": self.team_won,
            "teams": list(self.teams) if self.teams is not None else None,
            "notes": self.notes,
            **({"extra": self.extra} if self.extra else {}),
            **({"tiebreak_names": list(self.tiebreak_names)} if self.tiebreak_names is not None else {}),
            **({"score_text": list(self.score_text)} if self.score_text is not None else {}),
        }


def competition_ranks(keys: Sequence[Any]) -> tuple[int, ...]:
    """Rank by descending key; equal keys share a rank ("1224" ranking).

    >>> competition_ranks([3, 7, 3, 1])
    (2, 1, 2, 4)
    """
    return tuple(1 + sum(1 for other in keys if other > k) for k in keys)
