"""A game's printed card facts as a JavaScript module, so the board (`ui.js`) and the rules share one source.

A game keeps its components in `components.py`; `js_module` writes them as
`export const CARDS = {...};` for its `cards.js`, one compact JSON line, and
the game's tests compare the file with a fresh call so the two never drift.

>>> print(js_module({"b": [1, 2], "a": None}, "mygame.view"), end="")
// Written by `python -m mygame.view` from components.py: do not edit.
export const CARDS = {"a":null,"b":[1,2]};
"""

from __future__ import annotations

import json
from typing import Any


def js_module(data: Any, writer: str, name: str = "CARDS") -> str:
    """The text of a `cards.js` exporting `data` as `name`; `writer` is the module whose `__main__` writes it."""
    body = json.dumps(data, separators=(",", ":"), sort_keys=True)
    return (f"// Written by `python -m {writer}` from components.py: do not edit.\n"
            f"export const {name} = {body};\n")
