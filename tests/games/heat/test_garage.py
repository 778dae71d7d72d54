"""The Garage module: the Draft's order and market, and every upgrade symbol at its step, from named
positions (see positions.py). Upgrade codes are those of `upgrades.py` (e.g. "u9" Brakes 2/4)."""

from __future__ import annotations

from meeple.games.heat import GAME
from meeple.games.heat.components import TRACKS, starting_deck
from meeple.games.heat.garage import grid_order
from meeple.games.heat.state import DISCARD, DRAFT, PLAN, REACT, SALVAGE, SPEED, HeatState
from meeple.games.heat.upgrades import GARAGE_DECK, UPGRADES

from .positions import act, car, legal, plan, race, texts, upgrade_on_usa_straight, with_garage

DONE = {"type": "done"}


def react(symbol: str) -> dict[str, str]:
    return {"type": "react", "symbol": symbol}


def to_react(state: HeatState, cards: list[str], gear: int = 1) -> list[str]:
    """Seat 0 shifts to `gear` and plays `cards`, seat 1 plays a 1: seat 0 (in front) reveals; the log."""
    plan(state, 0, gear, cards)
    return texts(plan(state, 1, 1, ["1"]))


# --- the cards -----------------------------------------------------------------------------------------

def test_the_upgrade_deck_has_48_cards_one_of_each() -> None:
    assert len(GARAGE_DECK) == 48 and GARAGE_DECK.count("H") == 2
    assert sum(1 for u in UPGRADES.values() if not u.advanced) == 16
    assert UPGRADES["u9"].speeds == (2, 4) and UPGRADES["u42"].heat == 2 and UPGRADES["u42"].speed == 7


# --- the Draft -----------------------------------------------------------------------------------------

def test_the_draft_order_is_reverse_grid_then_grid_then_reverse() -> None:
    s = GAME.setup(3, {"garage": True}, 4)
    assert s.phase == DRAFT and s.garage is not None
    grid = grid_order(s)
    for rnd, order in ((1, grid[::-1]), (2, grid), (3, grid[::-1])):
        assert s.garage.round == rnd and len(s.garage.market) == 3 + 3
        for index in order:
            assert GAME.waiting_for(s) == {s.cars[index].seat}
            pick = legal(s, index)[0]
            assert pick["type"] == "draft"
            act(s, index, "draft", card=pick["card"])
    assert s.phase == PLAN and s.garage.market == []
    assert len(s.garage.deck) == 48 - 3 * 6
    track = TRACKS["usa"]
    for i, c in enumerate(s.cars):
        assert len(c.hand) == 7 and sorted(c.hand + c.deck) == sorted(starting_deck(track, True) + s.garage.picks[i])
        assert "0" not in c.hand + c.deck and len(s.garage.picks[i]) == 3


def test_a_pick_out_of_turn_or_off_the_market_is_refused() -> None:
    s = GAME.setup(2, {"garage": True}, 1)
    assert s.garage is not None
    first = s.garage.pickers[0]
    other = 1 - first
    assert GAME.legal_actions(s, other) == []
    assert "another driver's turn" in GAME.explain_illegal(s, other, {"type": "draft", "card": s.garage.market[0]})
    absent = next(c for c in GARAGE_DECK if c not in s.garage.market)
    assert GAME.explain_illegal(s, first, {"type": "draft", "card": absent}) == "That card is not in the market."


def test_the_market_is_public_and_other_hands_stay_hidden() -> None:
    s = GAME.setup(2, {"garage": True}, 2)
    assert s.garage is not None
    spectator = GAME.view(s, None)
    assert spectator["garage"]["market"] == s.garage.market and spectator["hand"] is None
    assert set(spectator["garage"]["names"]) == {c for c in s.garage.market if c != "H"}
    while s.phase == DRAFT:
        seat = next(iter(GAME.waiting_for(s)))
        act(s, seat, "draft", card=legal(s, seat)[0]["card"])
    v = GAME.view(s, 0)
    assert v["hand"] == s.cars[0].hand and v["cars"][1]["hand"] == 7
    assert v["garage"]["picks"] == {"0": s.garage.picks[0], "1": s.garage.picks[1]}


# --- step 3: the reveal --------------------------------------------------------------------------------

def test_a_boost_symbol_flips_for_speed_at_the_reveal() -> None:
    s = upgrade_on_usa_straight(["u1", "1", "1", "2", "2", "3", "3"], deck=["1", "1", "3", "H"])
    lines = to_react(s, ["u1"])
    assert "{p0}'s upgrade + flips 3 (discarding Heat)" in lines
    assert s.cars[0].pos == 14 + 4 + 3


def test_the_heat_of_an_upgrade_is_paid_and_its_cooldown_joins_the_gears() -> None:
    s = upgrade_on_usa_straight(["u11", "H", "H", "H", "H", "H", "1"])
    to_react(s, ["u11"])
    me = s.cars[0]
    assert me.engine == 5 and me.pos == 14 + 6
    assert GAME.describe_action(s, 0, react("cooldown")) == "Cooldown 4"
    act(s, 0, "react", symbol="cooldown")
    assert me.engine == 9 and me.hand.count("H") == 1


def test_an_upgrade_whose_heat_cannot_be_paid_is_discarded_for_a_plus() -> None:
    s = upgrade_on_usa_straight(["u46", "1", "1", "2", "2", "3", "3"], deck=["1", "2"], engine=1)
    lines = to_react(s, ["u46"])
    me = s.cars[0]
    assert any("cannot pay the Heat of Wings 6" in t for t in lines)
    assert me.engine == 1 and "u46" in me.discard and me.play == ["2"] and me.pos == 14 + 2


def test_the_brakes_choose_their_speed_before_the_move() -> None:
    s = upgrade_on_usa_straight(["u9", "1", "1", "2", "2", "3", "3"])
    to_react(s, ["u9", "1"], gear=2)
    assert s.step == SPEED and legal(s, 0) == [{"type": "speed", "speed": 3}, {"type": "speed", "speed": 5}]
    assert GAME.explain_illegal(s, 0, {"type": "speed", "speed": 4}) == "Your cards allow speed 3, 5."
    act(s, 0, "speed", speed=5)
    assert s.cars[0].pos == 14 + 5 and s.step in (REACT, DISCARD)


def test_scrap_discards_from_the_deck_and_adjust_raises_the_corner_limit() -> None:
    # corner 1 of the USA (limit 7) after space 12: from space 8, Tires +1 (u38, speed 2) with 2, 3, 3 = 10
    s = with_garage(race([car(0, 8, gear=3, hand=["u38", "2", "3", "3", "4", "4", "4"],
                              deck=["1", "1", "4", "4", "2", "3"]), car(1, 2)]))
    plan(s, 0, 4, ["u38", "2", "3", "3"])
    assert "{p0} scraps 3, 2" in texts(plan(s, 1, 1, ["1"]))
    me = s.cars[0]
    assert me.discard == ["3", "2"] and me.pos == 18
    assert "{p0} takes the corner (limit 8) at 10: 2 Heat" in texts(act(s, 0, "done"))
    assert me.engine == 4


# --- step 5: React -------------------------------------------------------------------------------------

def test_reduce_stress_discards_stress_cards_from_hand() -> None:
    s = upgrade_on_usa_straight(["u4", "S", "S", "S", "1", "2", "3"])
    to_react(s, ["u4"])
    assert react("reduce") in legal(s, 0)
    act(s, 0, "react", symbol="reduce")
    me = s.cars[0]
    assert me.hand.count("S") == 1 and me.discard.count("S") == 2 and react("reduce") not in legal(s, 0)


def test_salvage_takes_cards_of_the_discard_pile_into_the_deck() -> None:
    s = upgrade_on_usa_straight(["u22", "1", "1", "2", "2", "3", "3"], deck=["1", "1"], discard=["4", "H", "4"])
    to_react(s, ["u22"])
    act(s, 0, "react", symbol="salvage")
    assert s.step == SALVAGE
    assert legal(s, 0) == [{"type": "salvage", "card": "4"}, {"type": "salvage", "card": "H"}, DONE]
    assert GAME.view(s, 0)["garage"]["salvage"] == ["4", "H", "4"] and GAME.view(s, 1)["garage"]["salvage"] is None
    act(s, 0, "salvage", card="4")
    act(s, 0, "salvage", card="4")
    me = s.cars[0]
    assert s.step != SALVAGE and me.discard == ["H"] and sorted(me.deck) == ["1", "1", "4", "4"]


def test_direct_play_adds_the_card_from_hand_in_the_react_step() -> None:
    s = upgrade_on_usa_straight(["u25", "1", "1", "2", "2", "3", "3"], deck=["1", "2", "2", "3", "4"])
    to_react(s, ["3"])
    assert {"type": "direct", "card": "u25"} in legal(s, 0)
    lines = texts(act(s, 0, "direct", card="u25"))
    me = s.cars[0]
    assert me.pos == 14 + 3 + 2 and "u25" in me.play and me.discard[-2:] == ["4", "3"]
    assert any("scraps" in t for t in lines)


def test_accelerate_adds_one_per_plus_used() -> None:
    s = upgrade_on_usa_straight(["u47", "S", "1", "2", "2", "3", "3"], deck=["1", "1", "2", "3"], gear=1)
    to_react(s, ["u47", "S"], gear=2)
    me = s.cars[0]
    assert me.plus == 2 and me.pos == 14 + 3 + 2
    act(s, 0, "react", symbol="accelerate")
    assert me.pos == 14 + 5 + 2 and me.extra == 2 and react("accelerate") not in legal(s, 0)
    while s.active() is me:
        act(s, 0, "done")
    assert (me.extra, me.plus, me.pool) == (0, 0, {})  # nothing of the turn outlives it (determinize compares)


def test_slipstream_boost_offers_the_longer_slipstream() -> None:
    s = with_garage(race([car(0, 14, hand=["u14", "1", "1", "2", "2", "3", "3"]), car(1, 15, gear=1), car(2, 2)]))
    plan(s, 1, 1, ["1"])
    plan(s, 2, 1, ["1"])
    plan(s, 0, 1, ["u14"])
    while s.active() is not s.cars[0]:
        act(s, s.active().seat, "done")  # type: ignore[union-attr]
    assert s.cars[0].pos == 15
    slips = [a for a in legal(s, 0) if a["type"] == "slipstream"]
    assert slips == [{"type": "slipstream"}, {"type": "slipstream", "spaces": 4}]
    act(s, 0, "slipstream", spaces=4)
    assert s.cars[0].pos == 19


# --- step 9: Refresh -----------------------------------------------------------------------------------

def test_refresh_puts_the_card_back_on_top_of_the_deck() -> None:
    s = upgrade_on_usa_straight(["u34", "1", "1", "2", "2", "3", "3"], deck=["1", "1", "2"])
    to_react(s, ["u34"])
    if s.step == REACT:
        act(s, 0, "done")
    assert s.step == DISCARD and {"type": "refresh", "card": "u34"} in legal(s, 0)
    act(s, 0, "refresh", card="u34")
    assert {"type": "refresh", "card": "u34"} not in legal(s, 0)
    act(s, 0, "done")
    me = s.cars[0]
    assert "u34" in me.hand and "u34" not in me.discard and me.deck == ["1", "1", "2"]


# --- determinize ---------------------------------------------------------------------------------------

def test_determinize_keeps_the_market_and_picks_and_resamples_the_upgrade_deck() -> None:
    from meeple.engine import Rng

    s = GAME.setup(2, {"garage": True}, 3)
    first = s.garage.pickers[0]  # type: ignore[union-attr]
    act(s, first, "draft", card=legal(s, first)[0]["card"])
    d = GAME.determinize(s, 0, Rng(5))
    assert d.garage is not None and s.garage is not None
    assert d.garage.market == s.garage.market and d.garage.picks == s.garage.picks
    assert sorted(d.garage.deck) == sorted(s.garage.deck) and d.garage.deck != s.garage.deck
    assert GAME.view(d, 0) == GAME.view(s, 0)


# --- refusals ------------------------------------------------------------------------------------------

def test_garage_actions_are_refused_with_a_reason() -> None:
    base = race([car(0, 14), car(1, 2)])
    assert GAME.explain_illegal(base, 0, {"type": "draft", "card": "u1"}) == \
        "That needs the Garage module, which this table does not use."
    s = upgrade_on_usa_straight(["u27", "H", "1", "2", "2", "3", "3"], engine=0)
    to_react(s, ["1"])
    assert {"type": "direct", "card": "u27"} not in legal(s, 0)
    assert GAME.explain_illegal(s, 0, {"type": "direct", "card": "u27"}) == \
        "That card costs 1 Heat, and your Engine is empty."
    assert GAME.explain_illegal(s, 0, {"type": "direct", "card": "u1"}) == \
        "Only an upgrade with the Direct Play symbol can be played in the React step."
    assert GAME.explain_illegal(s, 0, {"type": "salvage", "card": "1"}) == \
        "Salvage picks come after using a Salvage symbol in the React step."
    assert GAME.explain_illegal(s, 0, react("reduce")) == \
        "None of the cards in your Play Area has that symbol left to use this turn."
