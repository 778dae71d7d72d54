"""The Garage module's 48 upgrade cards and the expansions' 12: speeds and symbols (numbers only).

Facts from the public BGA implementation (`bga-devs/bga-heat`,
`Managers/Cards.php`): 17 basic cards (16 upgrades and a Heat card) and 31
advanced ones (30 and a Heat card), one copy of each; Heavy Rain adds six
advanced cards with Super Cool (numbers 49-54) and Tunnel Vision six with
Draft (55-60). The two Heat cards are
plain Heat (`"H"`); every other card is coded `"u<n>"` by its number there.
A card's speed is one value, or the values a driver chooses among (the
Brakes). Symbols:

* `boost`: that many "+" flips at the reveal (mandatory, like a Stress card);
* `heat`: Heat paid from the Engine when the card is revealed (mandatory);
* `cool`: added to the React step's Cooldown;
* `reduce`: discard up to that many Stress cards from hand (React);
* `scrap`: discard the top card of the deck that many times (mandatory);
* `salvage`: put up to that many cards of one's discard pile into the deck, then shuffle it (React);
* `direct`: may be played from hand in the React step as if revealed;
* `accelerate`: +1 speed (and space) per "+" used this turn (React, once per card);
* `adjust`: added to every corner's speed limit this turn (mandatory);
* `refresh`: may go back on top of the deck instead of to the discard pile in step 9;
* `slip`: a Slipstream may go this much further;
* `super_cool` (Heavy Rain): move up to that many Heat cards of one's discard pile to the Engine (React);
* `draft` (Tunnel Vision): move up to that many spaces through free spaces to the space just behind
  a car (React; not speed).
"""

from __future__ import annotations

from dataclasses import dataclass

HEAT = "H"
"""The Heat card (as in `components`, which builds on this module)."""


@dataclass(frozen=True)
class Upgrade:
    """One upgrade card: its code, family and printed speed(s), then its symbols."""

    code: str
    family: str
    speeds: tuple[int, ...]
    boost: int = 0
    heat: int = 0
    cool: int = 0
    reduce: int = 0
    scrap: int = 0
    salvage: int = 0
    direct: bool = False
    accelerate: bool = False
    adjust: int = 0
    refresh: bool = False
    slip: int = 0
    super_cool: int = 0
    draft: int = 0
    advanced: bool = False

    @property
    def speed(self) -> int:
        """The lowest printed speed (what the card counts before a choice)."""
        return min(self.speeds)

    @property
    def name(self) -> str:
        """A short name a player can tell apart from every other card: family, speed, symbols."""
        marks = [f"+{'+' * (self.boost - 1)}" if self.boost else "",
                 f"pay {self.heat} Heat" if self.heat else "", f"cool {self.cool}" if self.cool else "",
                 f"-{self.reduce} Stress" if self.reduce else "", f"scrap {self.scrap}" if self.scrap else "",
                 f"salvage {self.salvage}" if self.salvage else "", "direct" if self.direct else "",
                 "accelerate" if self.accelerate else "", f"limit {self.adjust:+d}" if self.adjust else "",
                 "refresh" if self.refresh else "", f"slipstream +{self.slip}" if self.slip else "",
                 f"super cool {self.super_cool}" if self.super_cool else "",
                 f"draft {self.draft}" if self.draft else ""]
        shown = ", ".join(m for m in marks if m)
        speed = "/".join(str(s) for s in self.speeds)
        return f"{self.family} {speed}" + (f" ({shown})" if shown else "")


def _u(n: int, family: str, speeds: int | tuple[int, ...], **symbols: int | bool) -> Upgrade:
    return Upgrade(f"u{n}", family, speeds if isinstance(speeds, tuple) else (speeds,), advanced=n >= 18,
                   **symbols)  # type: ignore[arg-type]


_CARDS = (
    _u(1, "4WD", 4, boost=1), _u(2, "4WD", 0, boost=3), _u(3, "4WD", 0, boost=1, cool=3),
    _u(4, "Body", 3, reduce=2), _u(5, "Body", 5, reduce=1), _u(6, "Body", 1, reduce=3),
    _u(7, "Brakes", (1, 2, 3, 4), heat=1), _u(8, "Brakes", (1, 3)), _u(9, "Brakes", (2, 4)), _u(10, "Brakes", (1, 5)),
    _u(11, "Cooling", 6, heat=1, cool=1), _u(12, "Cooling", 1, cool=2), _u(13, "Cooling", 3, cool=1),
    _u(14, "R.P.M.", 1, slip=2), _u(15, "R.P.M.", 2, slip=2), _u(16, "R.P.M.", 3, slip=2),
    _u(18, "Body", 6, reduce=3, heat=1), _u(19, "Body", 2, reduce=1, cool=1, scrap=2),
    _u(20, "Body", 2, reduce=1, slip=1), _u(21, "Cooling", 4, scrap=2, cool=1),
    _u(22, "Fuel", 2, salvage=2), _u(23, "Fuel", 0, boost=1, salvage=2, cool=1),
    _u(24, "Gas pedal", 1, scrap=1, direct=True), _u(25, "Gas pedal", 2, scrap=2, direct=True),
    _u(26, "Gas pedal", 3, scrap=3, direct=True), _u(27, "Gas pedal", 4, heat=1, cool=1, direct=True),
    _u(28, "Gas pedal", 1, scrap=5, accelerate=True),
    _u(29, "R.P.M.", 0, boost=1, slip=3), _u(30, "R.P.M.", 1, heat=1, slip=3), _u(31, "R.P.M.", (1, 2), slip=1),
    _u(32, "Suspension", 2, reduce=1, refresh=True), _u(33, "Suspension", 2, cool=1, refresh=True),
    _u(34, "Suspension", 4, refresh=True), _u(35, "Suspension", 1, slip=1, refresh=True),
    _u(36, "Tires", 2, adjust=-1, cool=3), _u(37, "Tires", 1, adjust=1, scrap=2), _u(38, "Tires", 2, adjust=1, scrap=2),
    _u(39, "Tires", 3, adjust=-1, cool=2), _u(40, "Tires", 0, adjust=1, cool=1, slip=1),
    _u(41, "Tires", 0, adjust=2, boost=2),
    _u(42, "Turbo", 7, heat=2, cool=3), _u(43, "Turbo", 8, heat=1, scrap=6),
    _u(44, "Wings", 4, heat=1, scrap=2, adjust=2), _u(45, "Wings", 3, heat=1, scrap=2, adjust=2),
    _u(46, "Wings", 6, heat=2, adjust=3),
    _u(47, "4WD", 0, boost=1, accelerate=True),
)
_EXPANSION_CARDS = (
    # Heavy Rain
    _u(49, "Air intake", 1, super_cool=1, salvage=4, adjust=-1),
    _u(50, "Air intake", 0, super_cool=1, slip=1, reduce=1),
    _u(51, "Air intake", 1, super_cool=1, cool=1, scrap=1), _u(52, "Air intake", 3, super_cool=1, scrap=3),
    _u(53, "Air intake", 4, super_cool=1, scrap=4),
    _u(54, "Air intake", 0, boost=1, super_cool=1, refresh=True, adjust=-1),
    # Tunnel Vision
    _u(55, "Front wing", 0, boost=1, draft=3), _u(56, "Front wing", 0, draft=1, direct=True, refresh=True),
    _u(57, "Front wing", 2, draft=2, salvage=2, scrap=5), _u(58, "Front wing", 3, draft=1, adjust=1, scrap=3),
    _u(59, "Front wing", 4, draft=1, refresh=True, scrap=4), _u(60, "Front wing", 6, draft=2, heat=1),
)
UPGRADES: dict[str, Upgrade] = {c.code: c for c in (*_CARDS, *_EXPANSION_CARDS)}
"""Every upgrade card but the two Heat cards, by code (the expansions' included)."""
GARAGE_DECK: tuple[str, ...] = (*(c.code for c in _CARDS), HEAT, HEAT)
"""The 48 cards of the upgrade deck (numbers 17 and 48 are Heat cards)."""
EXPANSION_DECK: tuple[str, ...] = tuple(c.code for c in _EXPANSION_CARDS)
"""The 12 upgrade cards of Heavy Rain (Super Cool) and Tunnel Vision (Draft), added to the deck with the
`expansion_upgrades` option."""
MARKET_EXTRA = 3
"""A draft market holds this many cards more than there are drivers."""
DRAFT_ROUNDS = 3


SPONSORS: dict[str, Upgrade] = {c.code: c for c in (
    Upgrade("p1", "Sponsor Brakes", (1, 2, 3, 4)),
    Upgrade("p2", "Sponsor Cooling", (4,), cool=2),
    Upgrade("p3", "Sponsor R.P.M.", (1,), slip=2),
    Upgrade("p4", "Sponsor Turbo", (6,)),
    Upgrade("p5", "Sponsor Wings", (3,), adjust=1),
    Upgrade("p6", "Sponsor Air intake", (0,), super_cool=2),
    Upgrade("p7", "Sponsor Front wing", (5,), draft=2),
)}
"""The Championship's sponsorship cards (speeds and symbols only, from `bga-devs/bga-heat` `Cards.php`;
the names are ours): five of the base game, then Heavy Rain's (Super Cool 2, speed 0) and Tunnel
Vision's (Draft 2, speed 5)."""
BASE_SPONSORS: tuple[str, ...] = ("p1", "p2", "p3", "p4", "p5")
EXPANSION_SPONSORS: tuple[str, ...] = ("p6", "p7")
"""In the sponsorship deck with the `expansion_upgrades` option, as BGA adds them with its expansions."""
SPONSOR_PREFIX = "p"


def upgrade(card: str) -> Upgrade | None:
    """The upgrade (or sponsorship) card of a code, None for a basic, Stress or Heat card."""
    return UPGRADES.get(card) or SPONSORS.get(card)


def is_sponsor(card: str) -> bool:
    """A sponsorship card (one use: played, it leaves the game)."""
    return card[0] == SPONSOR_PREFIX
