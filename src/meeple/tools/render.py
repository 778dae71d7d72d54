"""Terminal rendering shared by `meeple play` and `meeple replay`: views, moves, events, results.

Views are drawn generically (any game's JSON view becomes nested tables), so a
game is playable in the terminal the day its rules land.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.console import RenderableType
from rich.table import Table
from rich.text import Text

from meeple.engine import Action, Event, Game, Outcome, State
from meeple.engine.events import fill_names
from meeple.replay import action_is_public

_MAX_INLINE = 80
"""A list or object whose one-line form is longer than this gets its own nested table."""


def seat_names(players: int, you: int | None) -> list[str]:
    """"You" for the human's seat and "Bot 1", "Bot 2", … for the others, in seat order."""
    names, bot = [], 0
    for seat in range(players):
        if seat == you:
            names.append("You")
        else:
            bot += 1
            names.append(f"Bot {bot}")
    return names


def _scalar(value: Any) -> str:
    if value is None:
        return "-"
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def _inline(value: Any, *, nested: bool = False) -> str | None:
    """A one-line form of a value, or None when it is too big or too deep for one line.

    >>> _inline([3, 7]), _inline([[1], []]), _inline({"a": 1}), _inline([{"a": 1}])
    ('3, 7', '[1], []', 'a: 1', None)
    """
    if isinstance(value, dict):
        if nested or any(isinstance(v, (dict, list)) for v in value.values()):
            return None
        parts: list[str | None] = [f"{_label(k)}: {_scalar(v)}" for k, v in value.items()]
    elif isinstance(value, list):
        if nested and any(isinstance(v, (dict, list)) for v in value):
            return None
        parts = [_inline(v, nested=True) for v in value]
    else:
        return _scalar(value)
    if None in parts:
        return None
    text = ", ".join(p for p in parts if p is not None)
    if nested:
        text = f"[{text}]"
    elif not text:
        text = "-"
    return text if len(text) <= _MAX_INLINE else None


def _label(key: Any) -> str:
    return str(key).replace("_", " ")


def render_value(value: Any) -> RenderableType:
    """A scalar as text, a small list inline, anything bigger as a nested table."""
    inline = _inline(value)
    if inline is not None:
        return Text(inline)
    if _is_records(value):
        return _records_table(value)
    table = Table(show_header=False, box=None, padding=(0, 1), pad_edge=False)
    items = value.items() if isinstance(value, dict) else enumerate(value)
    for key, item in items:
        table.add_row(Text(_label(key), style="bold"), render_value(item))
    return table


def _is_records(value: Any) -> bool:
    """A non-empty list of flat objects that all have the same keys (rows of a table)."""
    if not isinstance(value, list) or not value or not all(isinstance(v, dict) for v in value):
        return False
    keys = list(value[0])
    return all(list(v) == keys and not any(isinstance(x, (dict, list)) for x in v.values()) for v in value)


def _records_table(rows: list[dict[str, Any]]) -> Table:
    """Rows of flat objects as a table with a header, e.g. the tiles on a grill."""
    table = Table(*[_label(k) for k in rows[0]], box=None, padding=(0, 1), pad_edge=False, header_style="bold")
    for row in rows:
        table.add_row(*[_scalar(v) for v in row.values()])
    return table


def render_view(view: dict[str, Any], title: str = "Your view", names: Sequence[str] = ()) -> Table:
    """A seat's view as a two-column table (key, value), nested where values are big; `{pN}` in its texts
    (a game's reason or prompt) become the seats' `names`."""
    table = Table(title=title, show_header=False, title_justify="left", expand=False)
    table.add_column(style="bold cyan", no_wrap=True)
    table.add_column()
    for key, value in view.items():
        table.add_row(_label(key), render_value(with_names(value, names) if names else value))
    return table


def with_names(value: Any, names: Sequence[str]) -> Any:
    """`value` with `{pN}` filled in every string it holds, however deep.

    >>> with_names({"reason": "{p0} was caught", "seen": ["{p1}", 3]}, ["You", "Bot 1"])
    {'reason': 'You was caught', 'seen': ['Bot 1', 3]}
    """
    if isinstance(value, str):
        return fill_names(value, names)
    if isinstance(value, dict):
        return {k: with_names(v, names) for k, v in value.items()}
    if isinstance(value, list):
        return [with_names(v, names) for v in value]
    return value


def render_outcome(outcome: Outcome, names: Sequence[str]) -> Table:
    """Final scores and ranks (with the team result in cooperative games)."""
    title = "Result"
    if outcome.cooperative:
        title = "Result: the team " + ("wins" if outcome.team_won else "loses")
    table = Table("rank", "player", "score", title=title, title_justify="left")
    for seat in sorted(range(len(outcome.ranks)), key=lambda s: (outcome.ranks[s], s)):
        table.add_row(str(outcome.ranks[seat]), names[seat], _scalar(outcome.scores[seat]))
    if outcome.notes:
        table.caption, table.caption_justify = fill_names(outcome.notes, names), "left"
    return table


def move_headline(game: Game, before: State, actor: int, action: Action, viewer: int | None,
                  names: Sequence[str]) -> str | None:
    """The label of a move as `viewer` may read it (call before applying it), else None."""
    if action_is_public(game, actor, viewer):
        return f"{names[actor]}: {fill_names(game.describe_action(before, actor, action), names)}"
    return None


def move_report(headline: str | None, actor: int, events: Sequence[Event], viewer: int | None,
                names: Sequence[str], *, style: str = "") -> list[Text]:
    """The lines that tell `viewer` about a move: the events they may see, the first one as headline.

    A move without a visible event is told by its label when `viewer` may read
    it (`headline`), else as "Bot 1 moves.", so nobody waits in silence.
    """
    seen = [e.render(names) for e in events if e.visible_to(viewer)]
    if not seen:
        seen = [headline if headline is not None else f"{names[actor]} moves."]
    return [Text(seen[0], style=style), *(Text(f"   · {text}") for text in seen[1:])]
