"""Pax Pamir's components: the map, the 100 court cards and the 16 event cards, as mechanics only.

Card facts (region, suit, rank, patriot and prize loyalty, card actions, impact icons, which cards
carry a special ability) come from the published game; the names are our own short labels
(region, a word for the suit, a running number), not the historical names or any card text.

A court card line reads `"number region suit+rank patriot prize actions impacts"`:
actions are letters T tax, G gift, B build, M move, Y betray, X battle; impacts are
t tribe, r road, a army, s spy, l leverage, and a lower-case suit letter (p i e m) for a
favoured-suit change. "-" means none.
"""

from __future__ import annotations

from dataclasses import dataclass

COALITIONS = ("afghan", "british", "russian")
"""The three coalitions; a loyalty is an index into this tuple."""

SUITS = ("political", "intelligence", "economic", "military")
"""The four suits; the favoured suit starts political."""
POLITICAL, INTELLIGENCE, ECONOMIC, MILITARY = 0, 1, 2, 3

REGIONS = ("persia", "transcaspia", "herat", "kabul", "kandahar", "punjab")
"""The six regions, west to east."""

BORDERS = (
    ("persia", "transcaspia"), ("persia", "herat"), ("transcaspia", "herat"), ("transcaspia", "kabul"),
    ("herat", "kabul"), ("herat", "kandahar"), ("kabul", "kandahar"), ("kabul", "punjab"),
    ("kandahar", "punjab"),
)
"""The nine borders between regions."""
BORDER_NAMES = tuple(f"{a}-{b}" for a, b in BORDERS)

REGION_BORDERS: dict[str, tuple[str, ...]] = {
    r: tuple(BORDER_NAMES[i] for i, (a, b) in enumerate(BORDERS) if r in (a, b)) for r in REGIONS
}
"""The borders of each region (where its roads go)."""

NEIGHBOURS: dict[str, tuple[tuple[str, str], ...]] = {
    r: tuple((b if a == r else a, BORDER_NAMES[i]) for i, (a, b) in enumerate(BORDERS) if r in (a, b))
    for r in REGIONS
}
"""Each region's (neighbour, border between them)."""

GIFT_COSTS = (2, 4, 6)
"""The three gift spaces of each player, by cost."""

START_RUPEES = 4
CYLINDERS = 10
BLOCKS = 12
COURT_LIMIT = 3
HAND_LIMIT = 2

_SUIT_LETTER = {"P": POLITICAL, "I": INTELLIGENCE, "E": ECONOMIC, "M": MILITARY}
_SUIT_WORD = ("chief", "agent", "merchant", "officer")
_LOYALTY = {"A": 0, "B": 1, "R": 2, "-": -1}
_ACTIONS = {"T": "tax", "G": "gift", "B": "build", "M": "move", "Y": "betray", "X": "battle"}
ACTIONS = ("tax", "gift", "build", "move", "betray", "battle")
"""The six card actions."""

_COURT = (
    "1 kabul I3 - R M sss",
    "2 kabul I2 - R MX assm",
    "3 kabul I2 A - X assm",
    "4 kabul I1 - A GM s",
    "5 kabul P1 - A B t",
    "6 kabul P1 A - BX tas",
    "7 kabul P2 - - - ttas",
    "8 kabul E2 - - T rrsp",
    "9 kabul E1 - - TM r",
    "10 kabul E1 - A BY rm",
    "11 kabul E2 A - TG rr",
    "12 kabul E3 - - G rrra",
    "13 kabul E2 - R TM rr",
    "14 kabul E2 - - GB rrl",
    "15 kabul M1 - - Y a",
    "16 kabul M1 - - TY a",
    "17 kabul M1 - - B a",
    "18 punjab I1 - - GY s",
    "19 punjab I2 B R MY sse",
    "20 punjab I1 B R GM se",
    "21 punjab I2 - A M ss",
    "22 punjab I1 B R GM sp",
    "23 punjab I1 B R MX se",
    "24 punjab P2 - - Y tta",
    "25 punjab P1 A B T t",
    "26 punjab P1 - A Y ta",
    "27 punjab P1 - - B tl",
    "28 punjab E1 - A TB rs",
    "29 punjab E2 - - TM rr",
    "30 punjab E1 - - TG rsl",
    "31 punjab M1 - - TY ai",
    "32 punjab M3 B A M aaa",
    "33 punjab M2 - - GX aa",
    "34 punjab M1 - B MYX ae",
    "35 punjab M2 - - MX aap",
    "36 punjab M1 B A YX ai",
    "37 punjab M1 B A MX ap",
    "38 punjab M2 - B X aa",
    "39 kandahar I1 - - MX s",
    "40 kandahar I2 B A TM ssl",
    "41 kandahar I2 - - B ss",
    "42 kandahar P1 A A B tle",
    "43 kandahar P1 - A X ta",
    "44 kandahar P1 - R TB ta",
    "45 kandahar P1 - - GY ta",
    "46 kandahar E2 - - G rrli",
    "47 kandahar E2 - R GM rra",
    "48 kandahar E1 - - BM rp",
    "49 kandahar E1 - - TB rp",
    "50 kandahar M2 B R MX aa",
    "51 kandahar M1 B R X a",
    "52 kandahar M1 - - TX ap",
    "53 kandahar M2 - R Y aas",
    "54 herat I1 - - T sl",
    "55 herat P1 - - TMX ta",
    "56 herat P2 - A Y ttp",
    "57 herat P1 - B MY t",
    "58 herat P1 A - GB te",
    "59 herat M2 - - YX aa",
    "60 herat M1 - R TGX a",
    "61 herat E2 - - T rr",
    "62 herat E1 - - GB rp",
    "63 herat E3 - - M rrr",
    "64 herat E2 - - T rrsm",
    "65 herat E1 - - TMX ra",
    "66 herat E2 - A X rra",
    "67 herat E2 - - GM r",
    "68 persia I2 - - T ass",
    "69 persia I2 R B MX ss",
    "70 persia I2 R A M ss",
    "71 persia I1 B A GM s",
    "72 persia I2 - R M ss",
    "73 persia I1 - B BX sm",
    "74 persia P1 A R YX ti",
    "75 persia P1 - - TX ta",
    "76 persia P2 - - - tti",
    "77 persia P1 - - BY tai",
    "78 persia E2 - - B rrli",
    "79 persia E1 - B TM rsl",
    "80 persia E1 B R TB rl",
    "81 persia E2 R B TB rrl",
    "82 persia M2 - - GX aai",
    "83 persia M1 - - T as",
    "84 persia M2 R A X aae",
    "85 transcaspia I1 - B GB sle",
    "86 transcaspia I2 R - BM ss",
    "87 transcaspia I1 R - GBM s",
    "88 transcaspia I1 B - GM s",
    "89 transcaspia I1 R - MYX s",
    "90 transcaspia P1 - B TY t",
    "91 transcaspia P1 - R Y tas",
    "92 transcaspia P1 - B TMX tsm",
    "93 transcaspia P2 - B YX tt",
    "94 transcaspia E1 - B TY rsl",
    "95 transcaspia E1 R A TM r",
    "96 transcaspia E2 - B TM rr",
    "97 transcaspia M1 - - B ai",
    "98 transcaspia M3 - B G aaa",
    "99 transcaspia M1 R B X as",
    "100 transcaspia M2 R B X aa",
)

ABILITIES: dict[int, str] = {
    1: "advisors",    # your spies cannot be removed in battles on cards
    3: "insurrection",  # after each Dominance Check, two Afghan armies to Kabul
    5: "lineage",     # tax any player with a court card, ruled region or not
    15: "bodyguards", 83: "bodyguards",  # your political cards cannot be betrayed
    17: "citadel:kabul", 97: "citadel:transcaspia",  # your tribes there cannot be battled
    21: "bedfellows",  # a spy may move to any card of its card's region
    24: "reforms",    # you pay no spy bribes for card actions
    41: "safehouse", 72: "safehouse",  # a spy of yours removed in battle goes on this card
    42: "courtiers",  # you pay no ruler's bribe to play cards
    43: "blackmail:kandahar", 54: "blackmail:herat",  # at turn start, a spy on such a card without spies
    51: "supplies",   # your armies move without roads
    56: "connected",  # a spy move may go two cards
    66: "influence:herat", 68: "influence:persia", 70: "influence:russian",  # buy such cards for free
    78: "infrastructure",  # one more army or road after building
    91: "operator", 99: "operator",  # this card's actions are always favoured
}
"""The 22 special abilities, by card number (our own keywords)."""


@dataclass(frozen=True, slots=True)
class Card:
    """One court card's mechanics."""

    number: int
    name: str
    region: str
    suit: int
    rank: int
    patriot: int
    prize: int
    actions: tuple[str, ...]
    tribes: int
    roads: int
    armies: int
    spies: int
    leverage: bool
    climate: int
    ability: str


def _parse() -> dict[int, Card]:
    out: dict[int, Card] = {}
    counter: dict[tuple[str, int], int] = {}
    for line in _COURT:
        num, region, sr, patriot, prize, acts, imp = line.split()
        suit = _SUIT_LETTER[sr[0]]
        key = (region, suit)
        counter[key] = counter.get(key, 0) + 1
        name = f"{region.capitalize()} {_SUIT_WORD[suit]} {counter[key]}"
        climate = -1
        for letter, s in (("p", POLITICAL), ("i", INTELLIGENCE), ("e", ECONOMIC), ("m", MILITARY)):
            if letter in imp:
                climate = s
        n = int(num)
        out[n] = Card(
            n, name, region, suit, int(sr[1:]), _LOYALTY[patriot], _LOYALTY[prize],
            tuple(_ACTIONS[a] for a in acts if a != "-"),
            imp.count("t"), imp.count("r"), imp.count("a"), imp.count("s"), "l" in imp, climate,
            ABILITIES.get(n, ""),
        )
    return out


CARDS: dict[int, Card] = _parse()
"""The 100 court cards by number (1-100)."""

DOMINANCE = (101, 102, 103, 104)
"""The four Dominance Check cards."""

EVENTS: dict[int, tuple[str, str]] = {
    105: ("military", "new_tactics"),
    106: ("embarrassment", "koh_i_noor"),
    107: ("disregard", "courtly_manners"),
    108: ("failure_to_impress", "rumor"),
    109: ("riots:punjab", "conflict_fatigue"),
    110: ("riots:herat", "nationalism"),
    111: ("no_effect", "public_withdrawal"),
    112: ("riots:kabul", "nation_building"),
    113: ("riots:persia", "persian_backing"),
    114: ("confidence_failure", "persuasion"),
    115: ("intelligence", "pashtunwali"),
    116: ("political", "rebuke"),
}
"""The twelve event cards: (effect when discarded from the market, effect when purchased)."""

EVENT_WORDS = {
    "military": "the favoured suit becomes military",
    "intelligence": "the favoured suit becomes intelligence",
    "political": "the favoured suit becomes political",
    "embarrassment": "gifts give no influence until the next Dominance Check",
    "disregard": "no bribes are paid until the next Dominance Check",
    "failure_to_impress": "every player loses their prizes",
    "riots:punjab": "riots remove all tribes and armies in Punjab",
    "riots:herat": "riots remove all tribes and armies in Herat",
    "riots:kabul": "riots remove all tribes and armies in Kabul",
    "riots:persia": "riots remove all tribes and armies in Persia",
    "no_effect": "no effect",
    "confidence_failure": "each player discards a card from hand",
    "new_tactics": "military cards are favoured for the buyer until the next Dominance Check",
    "koh_i_noor": "the buyer's gifts count two influence until the next Dominance Check",
    "courtly_manners": "the buyer pays no bribes until the next Dominance Check",
    "rumor": "a chosen player's patriots give no influence until the next Dominance Check",
    "conflict_fatigue": "a coalition needs a lead of only 2 blocks at the next Dominance Check",
    "nationalism": "the buyer's tribes move and fight as armies until the next Dominance Check",
    "public_withdrawal": "cannot be bought; rupees put on it leave the game",
    "nation_building": "the buyer's build places twice the pieces until the next Dominance Check",
    "persian_backing": "the buyer takes 3 rupees",
    "persuasion": "the buyer swaps hands with another player",
    "pashtunwali": "the buyer chooses the favoured suit; it holds until the next Dominance Check",
    "rebuke": "the buyer removes all tribes and armies in one region",
}


def is_event(card: int) -> bool:
    """Event and Dominance Check cards are numbered above 100."""
    return card > 100


def is_dominance(card: int) -> bool:
    """One of the four Dominance Check cards."""
    return 101 <= card <= 104


def card_name(card: int) -> str:
    """A short label for any card."""
    if card in CARDS:
        return CARDS[card].name
    if is_dominance(card):
        return "Dominance Check"
    gone, bought = EVENTS[card]
    return f"Event ({bought.replace('_', ' ')} / {gone.replace('_', ' ').replace(':', ' in ')})"
