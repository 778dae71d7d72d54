"""What each seat (and a spectator) sees: everything on the table, never a deck's order or a secret discard.

Decks are shown by size (their contents follow from what is on the table); the
seats that owe a secret discard are shown as having chosen or not, and only
the chooser sees its own choice until all are revealed. The cards' printed
facts live in `cards.js`, written from `components` by
`python -m meeple.games.gangsta.view` (a test checks the two agree).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from meeple.engine.catalogue import js_module

from .components import CHAPTERS, CLANS, GANGSTERS, HEISTS, SKILLS
from .gang import gang_influence, heist_influence
from .state import GangstaState

CATALOGUE = {
    "skills": list(SKILLS),
    "clans": list(CLANS),
    "chapters": list(CHAPTERS),
    "gangsters": [{"name": g.name, "clan": g.clan, "skills": list(g.skills), "cost": g.cost,
                   "influence": g.influence, "boss": g.boss} for g in GANGSTERS],
    "heists": [{"name": h.name, "chapter": h.chapter, "kind": h.kind, "need": list(h.need), "cash": h.cash,
                "influence": h.influence, "coop_cash": h.coop_cash, "learn": h.learn, "recruit": h.recruit,
                "replay": h.replay, "steal": h.steal, "diversion": h.diversion, "kill": h.kill, "rally": h.rally}
               for h in HEISTS],
}


def catalogue_module() -> str:
    """The text of `cards.js`."""
    return js_module(CATALOGUE, "meeple.games.gangsta.view")


def build_view(state: GangstaState, seat: int | None) -> dict[str, Any]:
    """The view for `seat` (None = spectator)."""
    return {
        "chapter": state.chapter,
        "turn": state.turn,
        "stage": state.stage,
        "replaying": state.replaying,
        "gangster_river": state.griver[:],
        "heist_river": state.hriver[:],
        "gangster_deck": len(state.gdeck),
        "gangster_discards": len(state.gdiscard),
        "heist_deck": len(state.hdeck),
        "heist_discards": len(state.hdiscard),
        "snitches": state.snitches[:],
        "heist": state.heist if state.heist >= 0 else None,
        "crew": state.crew[:],
        "need": state.need[:],
        "free": state.free,
        "divert_left": state.divert_left,
        "victim": state.victim if state.victim >= 0 else None,
        "ended_by": state.ended_by,
        "players": [_public(state, s) for s in range(state.players)],
        "you": None if seat is None else {"seat": seat, "discard": state.pending[seat] if state.pending[seat] >= 0
                                          else None},
    }


def _public(state: GangstaState, s: int) -> dict[str, Any]:
    return {
        "seat": s,
        "money": state.money[s],
        "gang": [{"id": g, "engaged": state.engaged[g], "learned": state.learned[g] if state.learned[g] >= 0
                  else None} for g in state.gangs[s]],
        "performed": state.performed[s][:],
        "influence": gang_influence(state, s) + heist_influence(state, s),
        "owes_discard": state.owing[s],
        "decided": state.owing[s] and state.pending[s] >= 0,
    }


if __name__ == "__main__":
    (Path(__file__).parent / "cards.js").write_text(catalogue_module())
