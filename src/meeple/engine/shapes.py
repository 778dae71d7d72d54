"""The shapes of a game's actions: which types it has and which fields each carries.

A game declares them once, and the engine refuses anything of another shape
with `MalformedAction` before the rules are asked, so a game's own refusal
reasons only ever deal with well-formed actions.

>>> SHAPES = action_shapes({"roll": "", "keep": "face", "steal": "tile from", "move": "to how?"})
>>> sorted(sorted(form) for form in SHAPES["move"])
[['how', 'to'], ['to']]
>>> check_shape("Pickomino", SHAPES, {"type": "keep", "face": 4})
>>> check_shape("Pickomino", SHAPES, {"type": "keep"})
Traceback (most recent call last):
...
meeple.engine.errors.MalformedAction: A keep action is written {"type": "keep", "face": …}.
>>> check_shape("Pickomino", SHAPES, {"type": "jump"})
Traceback (most recent call last):
...
meeple.engine.errors.MalformedAction: Pickomino has no "jump" action: it has roll, keep, steal and move.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from .errors import MalformedAction

ActionShapes = Mapping[str, tuple[frozenset[str], ...]]
"""Action type -> the field sets (besides "type") an action of that type may have."""


def action_shapes(spec: Mapping[str, str | Sequence[str]]) -> dict[str, tuple[frozenset[str], ...]]:
    """Build `ActionShapes` from `{type: "field field"}` or `{type: ["fields", "other fields"]}`.

    A field written `name?` is optional: both forms, with and without it, are allowed.
    """
    out: dict[str, tuple[frozenset[str], ...]] = {}
    for kind, fields in spec.items():
        forms = [fields] if isinstance(fields, str) else list(fields)
        expanded: list[frozenset[str]] = []
        for form in forms:
            for shape in _expand(form.split()):
                if shape not in expanded:
                    expanded.append(shape)
        out[kind] = tuple(expanded)
    return out


def _expand(names: list[str]) -> list[frozenset[str]]:
    """Every field set a form allows: each `name?` present or absent."""
    shapes = [frozenset(n for n in names if not n.endswith("?"))]
    for name in (n[:-1] for n in names if n.endswith("?")):
        shapes += [shape | {name} for shape in shapes]
    return shapes


def shape_of(action: Mapping[str, Any]) -> frozenset[str]:
    """The fields of an action besides its type."""
    return frozenset(k for k in action if k != "type")


def check_shape(title: str, shapes: ActionShapes, action: Any) -> None:
    """Raise MalformedAction unless `action` is an object of one of the declared shapes."""
    if not isinstance(action, dict) or not isinstance(action.get("type"), str):
        raise MalformedAction('An action must be a JSON object with a "type".')
    if not shapes:
        return
    kind = action["type"]
    forms = shapes.get(kind)
    if forms is None:
        raise MalformedAction(f'{title} has no "{kind}" action: it has {_listing(list(shapes))}.')
    if shape_of(action) not in forms:
        written = " or ".join(_written(kind, form) for form in forms[:4])
        article = "An" if kind[0] in "aeiou" else "A"
        raise MalformedAction(f"{article} {kind} action is written {written}.")


def _written(kind: str, form: frozenset[str]) -> str:
    fields = "".join(f', "{name}": …' for name in sorted(form))
    return f'{{"type": "{kind}"{fields}}}'


def _listing(names: list[str]) -> str:
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"
