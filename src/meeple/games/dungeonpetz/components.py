"""Dungeon Petz data: need decks, pets, cages, add-ons, artifacts, exhibitions, customers, the board.

Only mechanics and our own short names. The need decks follow the published counts; every other
component is our own design within the published counts and symbol grammar (README.md says why).
"""

from __future__ import annotations

# -- phases -----------------------------------------------------------------------------------------
GROUP, SEND, ARRANGE, ASSIGN, CARE, SELL, CLEAN, OVER = (
    "group", "send", "arrange", "assign", "care", "sell", "clean", "over")

# -- need cards -------------------------------------------------------------------------------------
COLOURS = ("green", "red", "yellow", "purple")
NEEDS = ("hunger", "poop", "play", "anger", "magic", "disease")
HUNGER, POOP, PLAY, ANGER, MAGIC, DISEASE = range(6)

_DECKS: dict[str, tuple[tuple[int, int, int, int], ...]] = {
    # colour: (need, cards, of which double, second symbol of the doubles)
    "green": ((HUNGER, 16, 4, POOP), (POOP, 10, 0, 0), (ANGER, 4, 0, 0), (DISEASE, 2, 0, 0)),
    "red": ((ANGER, 12, 3, HUNGER), (PLAY, 4, 0, 0), (HUNGER, 3, 0, 0), (POOP, 3, 0, 0), (DISEASE, 2, 0, 0)),
    "yellow": ((PLAY, 12, 3, MAGIC), (MAGIC, 4, 0, 0), (HUNGER, 2, 0, 0), (POOP, 2, 0, 0), (DISEASE, 4, 0, 0)),
    "purple": ((MAGIC, 12, 3, DISEASE), (PLAY, 4, 0, 0), (ANGER, 4, 0, 0), (DISEASE, 4, 0, 0)),
}


def _cards() -> tuple[tuple[int, int, int], ...]:
    out: list[tuple[int, int, int]] = []
    for colour, rows in _DECKS.items():
        c = COLOURS.index(colour)
        for need, count, doubles, second in rows:
            out += [(c, need, second if i < doubles else -1) for i in range(count)]
    return tuple(out)


CARDS: tuple[tuple[int, int, int], ...] = _cards()
"""card id -> (colour index, need, second need of a double-symbol card or -1). 104 cards."""
CARD_COLOUR = tuple(c[0] for c in CARDS)
POTIONS = 5
POTION = -1
"""A potion assigned instead of a need card (it needs nothing)."""

# -- pets --------------------------------------------------------------------------------------------
VEG, MEAT, OMNI = "veg", "meat", "omni"
SIZES = (2, 3, 4, 5, 6, 7)

# name, diet, colour bars at sizes 2..7 (letters G R Y P)
_PETS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("Gnawler", VEG, ("GY", "GYG", "GYG", "GYGR", "GYGR", "GYGRY")),
    ("Mossback", VEG, ("GG", "GGY", "GGY", "GGYP", "GGYP", "GGYPG")),
    ("Pufflet", VEG, ("YG", "YGY", "YGY", "YGYG", "YGYP", "YGYPY")),
    ("Bramblehog", VEG, ("GR", "GRG", "GRG", "GRGY", "GRGY", "GRGYR")),
    ("Sprigwyrm", VEG, ("GP", "GPY", "GPY", "GPYG", "GPYP", "GPYGP")),
    ("Tuskling", MEAT, ("RG", "RGR", "RGR", "RGRY", "RGRY", "RGRYR")),
    ("Snarlpup", MEAT, ("RR", "RRG", "RRG", "RRGP", "RRGP", "RRGPR")),
    ("Clawbeak", MEAT, ("RY", "RYR", "RYR", "RYRG", "RYRG", "RYRGY")),
    ("Fanglet", MEAT, ("RP", "RPR", "RPG", "RPGR", "RPGR", "RPGRP")),
    ("Gloomcat", MEAT, ("PR", "PRP", "PRP", "PRPG", "PRPY", "PRPYR")),
    ("Hexling", OMNI, ("PY", "PYP", "PYP", "PYPG", "PYPG", "PYPGP")),
    ("Wispmaw", OMNI, ("PP", "PPY", "PPY", "PPYR", "PPYR", "PPYRG")),
    ("Jesterkin", OMNI, ("YY", "YYR", "YYR", "YYRG", "YYRP", "YYRPG")),
    ("Blobbit", OMNI, ("GG", "GGR", "GGR", "GGRY", "GGRY", "GGRYP")),
    ("Scuttler", OMNI, ("YR", "YRG", "YRG", "YRGP", "YRGP", "YRGPY")),
    ("Mimicrab", OMNI, ("GY", "GYR", "GYP", "GYPR", "GYPR", "GYPRG")),
    ("Ashdrake", MEAT, ("RP", "RPY", "RPY", "RPYR", "RPYP", "RPYRP")),
    ("Dewmoth", VEG, ("YP", "YPG", "YPG", "YPGY", "YPGP", "YPGYP")),
)
PET_NAMES = tuple(p[0] for p in _PETS)
PET_DIET = tuple(p[1] for p in _PETS)
_LETTER = {"G": 0, "R": 1, "Y": 2, "P": 3}
PET_BARS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(_LETTER[ch] for ch in bars) for bars in p[2]) for p in _PETS)
"""PET_BARS[kind][size - 2]: the colours of the need bars the pet shows at that size."""


def bars(kind: int, size: int) -> tuple[int, ...]:
    """The colour bars a pet of `kind` shows at `size`."""
    return PET_BARS[kind][size - 2]


def grown(size: int) -> int:
    """Aging: sizes 2-3 grow two, 4-6 one, 7 stays."""
    return size + 2 if size <= 3 else min(7, size + 1)


def sale_gold(size: int, mutated: bool) -> int:
    """Gold a customer pays: size minus one, two less for a mutated pet."""
    return max(0, size - 1 - (2 if mutated else 0))


# -- cages and add-ons --------------------------------------------------------------------------------
# A cage or add-on: (name, strength, anti-magic, special). Specials each handle one need a round:
# feed (1 hunger without food), toy (1 play), drain (1 poop leaves no manure), heal (1 disease).
NO_SPECIAL, FEED, TOY, DRAIN, HEAL = "", "feed", "toy", "drain", "heal"
STARTER = 0
CAGES: tuple[tuple[str, int, int, str], ...] = (
    ("Old cage", 1, 1, NO_SPECIAL),     # 0: printed on every display board, not in the deck
    ("Iron bars", 3, 0, NO_SPECIAL),
    ("Warded box", 0, 3, NO_SPECIAL),
    ("Sturdy crate", 2, 1, NO_SPECIAL),
    ("Rune cage", 1, 2, NO_SPECIAL),
    ("Strongroom", 3, 1, NO_SPECIAL),
    ("Spell vault", 1, 3, NO_SPECIAL),
    ("Feeding pen", 1, 1, FEED),
    ("Playground", 1, 0, TOY),
    ("Drain cage", 2, 0, DRAIN),
    ("Clinic", 0, 2, HEAL),
    ("Fortress", 2, 2, NO_SPECIAL),
)
CAGE_DECK = tuple(range(1, 12))
ADDONS: tuple[tuple[str, int, int, str], ...] = (
    ("Chains", 2, 0, NO_SPECIAL),
    ("Ward", 0, 2, NO_SPECIAL),
    ("Trough", 0, 0, FEED),
    ("Toy box", 0, 0, TOY),
    ("Gutter", 0, 0, DRAIN),
    ("Herb rack", 0, 0, HEAL),
)
CAGE_SLOTS = 4

# -- artifacts ------------------------------------------------------------------------------------------
# (name, effect, colour for a pouch or -1). Pouches let you keep one more card of their colour.
POUCH, RATTLE, MUZZLE, CHARM, BROOM, SNACKS = "pouch", "rattle", "muzzle", "charm", "broom", "snacks"
ARTIFACTS: tuple[tuple[str, str, int], ...] = (
    ("Green pouch", POUCH, 0), ("Green satchel", POUCH, 0), ("Red pouch", POUCH, 1),
    ("Yellow pouch", POUCH, 2), ("Purple pouch", POUCH, 3),
    ("Rattle", RATTLE, -1), ("Muzzle", MUZZLE, -1), ("Charm", CHARM, -1), ("Broom", BROOM, -1),
    ("Snack bag", SNACKS, -1),
)

# -- exhibitions and customers ----------------------------------------------------------------------------
# Symbols counted on a pet: the six needs on its cards this round, and these:
SIZE, SUFFERING, MUTATION, MANURE, RAINBOW = "size", "suffering", "mutation", "manure", "rainbow"
PET, DISPLAY = "pet", "display"
# (name, scope, light-frame symbols (+1 each), dark-frame symbols (-1 each))
EXHIBITIONS: tuple[tuple[str, str, tuple[str, ...], tuple[str, ...]], ...] = (
    ("Loudest Roar", PET, ("anger", "anger", SIZE), (SUFFERING, "play")),
    ("Best Trick", PET, ("play", "play", "magic"), (MANURE, "anger")),
    ("Big Appetite", PET, ("hunger", "hunger", SIZE), ("disease", SUFFERING)),
    ("Tidy Shop", DISPLAY, ("play", "hunger"), (MANURE, MANURE, SUFFERING)),
    ("Mystic Show", PET, ("magic", "magic", MUTATION), ("hunger", SUFFERING)),
    ("Rainbow Parade", PET, (RAINBOW, RAINBOW, SIZE), (SUFFERING, MUTATION)),
    ("Family Fair", DISPLAY, (SIZE,), ("poop", "disease", MUTATION)),
    ("Mud Champion", PET, ("poop", "poop", "disease"), ("play", "magic")),
)
EXHIBITION_FOOD: tuple[tuple[int, int, int], ...] = (
    # food a round's exhibition tile puts out: vegetables on the vegetable stand, meat on the meat stand,
    # and of each on the mixed stand
    (2, 3, 1), (2, 2, 1), (3, 3, 1), (2, 2, 1), (1, 2, 1), (2, 2, 1), (3, 2, 1), (2, 1, 1),
)
ROUND_ONE_FOOD = (2, 2, 1)
FINAL_BUSINESS, FINAL_DISPLAY = "business", "display"
"""The two final exhibitions (README: what they count)."""
CUSTOMERS: tuple[tuple[str, tuple[str, ...], tuple[str, ...]], ...] = (
    ("Warlord", ("anger", "anger", SIZE), ("play",)),
    ("Sorceress", ("magic", "magic", MUTATION), ("hunger",)),
    ("Gourmand", ("hunger", "hunger", SIZE), ("magic",)),
    ("Jester", ("play", "play", RAINBOW), ("anger",)),
    ("Plague lord", ("disease", "poop", "poop"), ("play", SUFFERING)),
    ("Collector", (RAINBOW, RAINBOW, SIZE), (SUFFERING, MUTATION)),
    ("Brute", ("anger", "hunger", SIZE), ("magic", "disease")),
    ("Alchemist", ("magic", "play", "disease"), ("anger", SUFFERING)),
)

REWARDS = {2: (6, 2), 3: (7, 4, 2), 4: (8, 6, 4, 2)}
"""Reputation for the first, second... exhibitor, by player count."""


def rounds_for(players: int) -> int:
    """The rulebook: five rounds with four players, six with two or three (the page's six is the 2-3p side)."""
    return 5 if players == 4 else 6


# -- the central board ----------------------------------------------------------------------------------
VEG_STAND, MEAT_STAND, MIXED_STAND = "veg", "meat", "mixed"
STANDS = (VEG_STAND, MEAT_STAND, MIXED_STAND)
SPACES = ("veg", "meat", "mixed", "artifacts", "cage1", "cage2", "addon", "pet_low1", "pet_low2", "pet_high",
          "invite", "hospital", "judge", "platform")
SPACE_NAMES = {
    "veg": "Vegetable stand", "meat": "Meat stand", "mixed": "Mixed stand", "artifacts": "Artifact tents",
    "cage1": "Cage shop", "cage2": "Cage shop (2nd)", "addon": "Add-on shop", "pet_low1": "Baby corral",
    "pet_low2": "Baby corral (2nd)", "pet_high": "Upper corral", "invite": "Invite imps", "hospital": "Hospital",
    "judge": "Judging", "platform": "Platform",
}
NEUTRAL_PATHS = {
    3: (("veg", "mixed", "meat"), ("cage1", "addon", "cage2")),
    2: (("veg", "mixed", "meat"), ("cage1", "addon", "cage2"), ("pet_low1", "pet_high", "pet_low2"),
        ("judge", "artifacts", "hospital")),
}
"""2-3 players: each neutral imp blocks one space of its path and follows the arrows one step a round."""
RELATIVES = (1, 2, 3, 4)
"""Rounds from which the four relatives on the progress board may be invited."""
START_IMPS, START_GOLD, MAX_GROUPS = 6, 2, 6
MARKET_CAGES, MARKET_ADDONS, MARKET_ARTIFACTS = 3, 2, 2
NEW_CAGES, NEW_ADDONS, NEW_PETS = 2, 1, 3
JUDGE_BONUS = 2
MAX_MOVES = 6
"""Pet moves allowed while arranging in one round (a bound for the action count)."""
FORESIGHT = {"regular": 1, "more": 2, "full": 99}
