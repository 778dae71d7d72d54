"""Each refusal gets the sentence of the predicate that rejects it, changes nothing,
and apply agrees with legal_actions."""

from __future__ import annotations

import pytest

from meeple.engine import IllegalAction, canonical, contains_action
from meeple.games.dungeonpetz import GAME, flow

from ..refusals import check_refusals, sample_positions
from .positions import card, fresh, groups, put_pet


def sending():
    s = fresh(4)
    groups(s, {0: [(1, 0)], 1: [(1, 0)]})
    return s


def making():
    s = fresh(4)
    GAME.apply(s, 0, {"type": "group", "imps": 2})
    return s


def assigning():
    s = fresh(2)
    put_pet(s, 0, 0, "Gnawler", 2)
    flow.start_assign(s, [])
    return s


NAMED = [
    ("wrong phase", lambda: fresh(4), 0, {"type": "send", "space": "veg", "item": -1}, "You cannot do that now"),
    ("gold first", making, 0, {"type": "group", "imps": 1}, "Give the group you started its gold"),
    ("too much gold", making, 0, {"type": "gold", "amount": 99}, "You have 3 gold left"),
    ("no gold before imps", lambda: fresh(4), 0, {"type": "gold", "amount": 0}, "Start a group with its imps"),
    ("too many imps", lambda: fresh(4), 0, {"type": "group", "imps": 7}, "A group needs 1 to 6"),
    ("not your group", sending, 1, {"type": "home"}, "It is not your turn."),
    ("cage needs two", sending, 0, {"type": "send", "space": "cage1", "item": 0}, "Carrying a cage takes"),
    ("pet needs gold", sending, 0, {"type": "send", "space": "pet_low1", "item": 0}, "Buying a pet takes"),
    ("no space", sending, 0, {"type": "send", "space": "moon", "item": -1}, "There is no such space"),
    ("not in hand", assigning, 0, {"type": "assign", "slot": 0, "card": 103, "flip": False},
     "That card is not in your hand."),
    ("no potion", assigning, 0, {"type": "potion", "slot": 0, "colour": 0}, "You have no potion."),
]


@pytest.mark.parametrize(("what", "make", "seat", "action", "reason"), NAMED, ids=[n[0] for n in NAMED])
def test_each_failing_predicate_has_its_sentence(what: str, make, seat: int, action: dict, reason: str) -> None:
    state = make()
    before = canonical(GAME.dump(state))
    assert not contains_action(GAME.legal_actions(state, seat), action)
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, seat, action)
    assert refused.value.reason.startswith(reason), refused.value.reason
    assert canonical(GAME.dump(state)) == before


def test_flipping_without_the_option_is_refused_with_its_reason() -> None:
    s = assigning()
    extra = card("green", "hunger", double=True)
    s.hand[0].append(extra)
    with pytest.raises(IllegalAction, match="Double-symbol option"):
        GAME.apply(s, 0, {"type": "assign", "slot": 0, "card": extra, "flip": True})


def candidates() -> list[dict]:
    """Actions of every shape over a small domain, with a few values of the wrong type."""
    out: list[dict] = [{"type": t} for t in ("ready", "home", "arranged", "rest", "calm", "release", "keep", "finish")]
    out += [{"type": "feed", "slot": sl, "food": f} for sl in (0, 1, 5) for f in ("veg", "meat", "fish")]
    out += [{"type": "group", "imps": k} for k in (0, 1, 3, 9, "1")]
    out += [{"type": "gold", "amount": g} for g in (0, 1, 4, 30)]
    out += [{"type": "send", "space": sp, "item": i} for sp in ("veg", "cage1", "pet_low1", "pet_high", "addon",
                                                                   "invite", "hospital", "moon") for i in (-1, 0, 2)]
    out += [{"type": "place", "slot": k} for k in (-1, 0, 3, 5)]
    out += [{"type": "move", "pet": p, "to": t} for p in (0, 1, 4) for t in (0, 1, 2)]
    out += [{"type": "assign", "slot": sl, "card": c, "flip": f} for sl in (0, 1) for c in (0, 16, 40, 70, 90)
            for f in (False, True)]
    out += [{"type": "potion", "slot": sl, "colour": c} for sl in (0, 1) for c in (0, 2)]
    out += [{"type": t, "slot": sl} for t in ("entertain", "clean", "starve", "tool") for sl in (0, 1, 2, 7)]
    out += [{"type": "discard", "card": c} for c in (0, 33, 99)]
    out += [{"type": "sell", "slot": sl, "venue": v} for sl in (0, 1) for v in ("market", "platform", "moon")]
    return out


@pytest.mark.parametrize(("players", "options", "seed"), [(4, {}, 1), (2, {"double": True}, 2), (3, {}, 3)])
def test_apply_accepts_exactly_the_legal_actions_and_every_refusal_says_why(players, options, seed) -> None:
    actions = candidates()
    for state in sample_positions(GAME, [(players, options, seed)], GAME.max_steps, 7):
        check_refusals(GAME, state, range(players), actions)
