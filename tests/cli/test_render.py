"""The generic terminal rendering of views, moves and results."""

from __future__ import annotations

import io

from rich.console import Console, RenderableType

from meeple.engine import Event, Outcome
from meeple.tools.render import move_report, render_outcome, render_view
from tests.bots.simul import SIMUL
from tests.engine.toy import TOY


def _text(renderable: RenderableType) -> str:
    out = io.StringIO()
    Console(file=out, width=100, color_system=None).print(renderable)
    return out.getvalue()


def test_views_render_scalars_lists_nested_objects_and_rows() -> None:
    text = _text(render_view({
        "hand_sizes": [1, 2], "played": [[4], []], "done": False, "leader": None,
        "scores": {"a": 1, "b": 2},
        "grill": [{"tile": 21, "worms": 1}, {"tile": 22, "worms": 1}],
        "board": {"row": [{"x": 1}, {"y": 2}]},
    }))
    assert "hand sizes" in text and "1, 2" in text and "[4], []" in text
    assert "no" in text and "a: 1, b: 2" in text
    assert "tile" in text and "worms" in text and "22" in text  # rows as a small table with a header


def test_hidden_moves_are_told_by_their_visible_events_only() -> None:
    names = ["You", "Bot 1"]
    events = [Event("picked", "{p1} has chosen"), Event("mine", "You pick 3", to=(1,))]
    lines = [t.plain for t in move_report(None, 1, events, 0, names)]
    assert lines == ["Bot 1 has chosen"]
    assert [t.plain for t in move_report(None, 1, [], 0, names)] == ["Bot 1 moves."]
    lines = [t.plain for t in move_report("Bot 1: draw", 1, [], 0, names)]
    assert lines == ["Bot 1: draw"]
    both = [Event("a", "{p0} plays 3"), Event("b", "{p1} scores")]
    assert [t.plain for t in move_report(None, 0, both, 1, names)] == ["You plays 3", "   · Bot 1 scores"]


def test_results_are_sorted_by_rank() -> None:
    text = _text(render_outcome(Outcome.from_scores([5, 9, 5]), ["Ana", "Bob", "Cy"]))
    assert text.index("Bob") < text.index("Ana") < text.index("Cy")
    coop = _text(render_outcome(Outcome.team(False, 2), ["Ana", "Bob"]))
    assert "the team loses" in coop


def test_the_toy_views_render() -> None:
    assert "hand" in _text(render_view(TOY.view(TOY.setup(2, {}, 1), 0)))
    assert "my pick" in _text(render_view(SIMUL.view(SIMUL.setup(2, {}, 1), None), title="Spectator view"))
