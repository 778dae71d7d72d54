"""Gangsta!'s cards as data: 5 bosses, 35 gangsters and 101 heists in three chapters.

The numbers (skills, costs, influence, required skills, rewards, deck make-up)
follow the published game as the BGA implementation lists them; every name is
our own (README, "Components"). Skills are indexed LEADER..HACKER; a gangster
lists how many of each skill it has, a heist how many of each it needs.
"""

from __future__ import annotations

from typing import NamedTuple

SKILLS = ("Leader", "Mercenary", "Informant", "Sniper", "Brawler", "Hacker")
LEADER, MERCENARY, INFORMANT, SNIPER, BRAWLER, HACKER = range(6)
CLANS = ("Docklands", "Southside", "Old Town", "Riverside", "Uptown")
CHAPTERS = ("Genesis", "Gang Wars", "Domination")
GENESIS, GANG_WARS, DOMINATION = range(3)
SINGLE, COOP, SNITCH = "single", "coop", "snitch"

RIVER = 5
"""Cards face up in each river."""
GANG_WARS_AT, DOMINATION_AT, END_AT = 4, 7, 9
"""Gang sizes (Boss included) that start Gang Wars, start Domination and end the game."""
LAST_SNITCH = 3
"""The Domination snitch that ends the game."""


class Gangster(NamedTuple):
    """A gangster card (a Boss is one too: its cost is the player's starting money)."""

    name: str
    clan: int
    skills: tuple[int, int, int, int, int, int]
    cost: int
    influence: int
    boss: bool


class Heist(NamedTuple):
    """A heist card: the skills it needs and what it pays; a snitch lists its Informants in `need`."""

    name: str
    chapter: int
    kind: str
    need: tuple[int, int, int, int, int, int]
    cash: int
    influence: int
    coop_cash: int
    learn: int
    """The skill it teaches one participant, or -1."""
    recruit: int
    replay: int
    steal: int
    diversion: int
    kill: int
    rally: int


GANGSTERS: tuple[Gangster, ...] = (
    Gangster('The Count', 0, (1, 0, 0, 1, 0, 0), 8, 0, True),
    Gangster('Mama Rosa', 1, (1, 0, 0, 0, 1, 0), 8, 0, True),
    Gangster('Big Earl', 2, (1, 1, 0, 0, 0, 0), 6, 0, True),
    Gangster('The Professor', 3, (1, 0, 0, 0, 0, 1), 8, 0, True),
    Gangster('Lady Jade', 4, (1, 0, 1, 0, 0, 0), 6, 0, True),
    Gangster('Knuckles', 0, (0, 1, 0, 1, 0, 0), 4, 1, False),
    Gangster('Slim', 0, (0, 0, 0, 1, 1, 0), 4, 2, False),
    Gangster('Dutch', 0, (0, 0, 0, 1, 0, 1), 4, 2, False),
    Gangster('Ratchet', 0, (0, 0, 1, 0, 0, 1), 4, 1, False),
    Gangster('Doc', 0, (1, 0, 0, 0, 1, 0), 5, 2, False),
    Gangster('Lefty', 0, (1, 1, 0, 0, 0, 1), 6, 1, False),
    Gangster('Whisper', 0, (0, 2, 0, 0, 1, 0), 8, 3, False),
    Gangster('Tiny', 1, (0, 0, 0, 1, 0, 0), 2, 1, False),
    Gangster('Spike', 1, (1, 0, 0, 0, 0, 0), 3, 1, False),
    Gangster('Moe', 1, (0, 0, 0, 0, 2, 0), 4, 2, False),
    Gangster('Vinnie', 1, (0, 0, 1, 1, 0, 0), 5, 2, False),
    Gangster('Sparks', 1, (0, 0, 0, 0, 0, 2), 5, 3, False),
    Gangster('Bones', 1, (0, 2, 1, 0, 0, 0), 7, 1, False),
    Gangster('Cricket', 1, (1, 1, 0, 1, 0, 0), 7, 2, False),
    Gangster('Ace', 2, (0, 0, 0, 0, 1, 0), 2, 1, False),
    Gangster('Blaze', 2, (0, 1, 0, 0, 0, 1), 5, 2, False),
    Gangster('Jinx', 2, (1, 0, 0, 0, 0, 1), 4, 1, False),
    Gangster('Patch', 2, (0, 0, 0, 2, 0, 0), 4, 2, False),
    Gangster('Smokey', 2, (0, 0, 2, 0, 0, 0), 6, 2, False),
    Gangster('Nails', 2, (1, 1, 0, 0, 0, 0), 6, 2, False),
    Gangster('Duchess', 2, (0, 1, 0, 0, 1, 0), 6, 3, False),
    Gangster('Gravel', 3, (0, 0, 1, 0, 0, 0), 3, 1, False),
    Gangster('Rook', 3, (1, 0, 0, 0, 1, 0), 4, 1, False),
    Gangster('Scoop', 3, (0, 0, 0, 0, 1, 1), 4, 2, False),
    Gangster('Switch', 3, (0, 1, 0, 0, 0, 1), 4, 1, False),
    Gangster('Two-Tone', 3, (0, 1, 1, 0, 0, 0), 6, 2, False),
    Gangster('Velvet', 3, (1, 0, 1, 0, 0, 0), 6, 2, False),
    Gangster('Wrench', 3, (0, 1, 0, 1, 0, 0), 6, 3, False),
    Gangster('Zero', 4, (0, 0, 0, 0, 0, 1), 2, 1, False),
    Gangster('Mouse', 4, (0, 1, 0, 0, 0, 0), 4, 3, False),
    Gangster('Preacher', 4, (0, 2, 0, 0, 0, 0), 5, 1, False),
    Gangster('Lucky', 4, (1, 0, 0, 1, 0, 0), 4, 1, False),
    Gangster('Flint', 4, (1, 0, 1, 0, 0, 0), 6, 2, False),
    Gangster('Ghost', 4, (0, 0, 0, 1, 1, 1), 6, 2, False),
    Gangster('Hazel', 4, (0, 1, 1, 0, 1, 0), 7, 2, False),
)
HEISTS: tuple[Heist, ...] = (
    Heist('Corner Store', 0, 'single', (1, 1, 0, 0, 0, 0), 3, 0, 0, -1, 0, 0, 0, 0, 0, 0),
    Heist('Pawnshop', 0, 'single', (0, 0, 1, 1, 0, 0), 3, 1, 0, -1, 0, 0, 0, 0, 0, 0),
    Heist("Bookie's Till", 0, 'single', (0, 1, 0, 1, 0, 0), 4, 0, 0, -1, 0, 0, 0, 0, 0, 0),
    Heist('Newsstand', 0, 'single', (2, 0, 0, 0, 0, 0), 2, 2, 0, -1, 0, 0, 0, 0, 0, 0),
    Heist('Laundromat', 0, 'single', (0, 2, 0, 0, 0, 0), 4, 0, 0, -1, 0, 0, 0, 0, 0, 0),
    Heist('Ticket Scalpers', 0, 'single', (0, 1, 0, 0, 1, 0), 3, 0, 0, -1, 0, 0, 0, 0, 0, 0),
    Heist('Jukebox Fix', 0, 'single', (0, 0, 1, 0, 0, 1), 2, 1, 0, -1, 1, 0, 0, 0, 0, 0),
    Heist('Dockside Crate', 0, 'single', (0, 0, 0, 0, 1, 1), 3, 0, 0, -1, 1, 0, 0, 0, 0, 0),
    Heist('Tyre Yard', 0, 'single', (0, 0, 2, 1, 0, 0), 3, 1, 0, -1, 1, 0, 0, 0, 0, 0),
    Heist('Parking Meters', 0, 'single', (0, 1, 0, 0, 0, 0), 1, 1, 0, -1, 0, 0, 0, 0, 0, 0),
    Heist('Bingo Hall', 0, 'single', (0, 1, 0, 0, 0, 1), 3, 0, 0, -1, 0, 0, 0, 0, 0, 0),
    Heist('Cigarette Truck', 0, 'single', (1, 0, 0, 0, 2, 0), 4, 1, 0, -1, 0, 0, 0, 0, 0, 0),
    Heist('Bakery', 0, 'single', (0, 1, 0, 1, 1, 0), 6, 0, 0, -1, 0, 0, 0, 0, 0, 0),
    Heist('Pool Hall', 0, 'single', (1, 0, 1, 0, 0, 0), 2, 1, 0, -1, 0, 0, 0, 0, 0, 0),
    Heist("Tailor's Backroom", 0, 'single', (0, 1, 0, 0, 0, 0), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0),
    Heist('Fish Market', 0, 'single', (0, 0, 1, 0, 1, 0), 4, 0, 0, -1, 0, 0, 0, 0, 0, 0),
    Heist('Loan Office', 0, 'single', (0, 0, 1, 0, 0, 1), 2, 2, 0, -1, 0, 0, 0, 0, 0, 0),
    Heist('Arcade Cashbox', 0, 'single', (0, 0, 0, 1, 1, 0), 3, 0, 0, -1, 0, 0, 0, 0, 0, 0),
    Heist('Scrapyard', 0, 'single', (1, 0, 0, 0, 0, 1), 4, 0, 0, -1, 0, 0, 0, 0, 0, 0),
    Heist('Bus Depot', 0, 'single', (0, 0, 0, 0, 0, 1), 1, 1, 0, -1, 0, 0, 0, 0, 0, 0),
    Heist('Diner Safe', 0, 'single', (1, 0, 0, 0, 0, 1), 2, 2, 0, -1, 0, 0, 0, 0, 0, 0),
    Heist('Pharmacy', 0, 'single', (1, 0, 0, 1, 0, 0), 3, 1, 0, -1, 0, 0, 0, 0, 0, 0),
    Heist('Record Shop', 0, 'single', (1, 0, 0, 2, 0, 0), 5, 0, 0, -1, 0, 0, 0, 0, 0, 0),
    Heist('Cab Company', 0, 'single', (0, 2, 1, 0, 0, 0), 5, 0, 0, -1, 0, 0, 0, 0, 0, 0),
    Heist('Shoeshine Stand', 0, 'single', (2, 0, 0, 0, 0, 0), 2, 0, 0, 2, 0, 0, 0, 0, 0, 0),
    Heist("Barber's Bets", 0, 'single', (0, 0, 0, 0, 0, 1), 2, 0, 0, -1, 0, 0, 0, 0, 0, 0),
    Heist('Flower Stall', 0, 'single', (0, 0, 0, 0, 1, 0), 2, 0, 0, -1, 0, 0, 0, 0, 0, 0),
    Heist('Junkyard', 0, 'single', (0, 0, 0, 1, 0, 1), 2, 0, 0, 1, 0, 0, 0, 0, 0, 0),
    Heist('Hot Dog Cart', 0, 'single', (1, 0, 0, 0, 1, 0), 1, 2, 0, -1, 0, 0, 0, 0, 0, 0),
    Heist('Phone Booths', 0, 'single', (0, 2, 0, 0, 0, 0), 3, 1, 0, -1, 0, 0, 0, 0, 0, 0),
    Heist('Jewellery Store', 1, 'single', (2, 0, 1, 0, 1, 0), 3, 0, 0, 5, 0, 0, 0, 0, 0, 0),
    Heist('Night Club', 1, 'single', (0, 2, 1, 0, 0, 0), 3, 1, 0, -1, 0, 0, 0, 0, 0, 0),
    Heist('Warehouse', 1, 'coop', (1, 1, 1, 1, 0, 0), 0, 3, 3, -1, 0, 0, 0, 0, 0, 0),
    Heist('Rail Yard', 1, 'single', (1, 0, 0, 0, 2, 0), 2, 2, 0, -1, 0, 0, 0, 0, 0, 0),
    Heist('Racetrack', 1, 'coop', (1, 1, 0, 0, 0, 1), 0, 2, 2, -1, 0, 0, 0, 0, 0, 0),
    Heist('Hotel Safe', 1, 'single', (0, 1, 0, 0, 1, 1), 4, 0, 0, -1, 0, 0, 0, 0, 0, 0),
    Heist('Art Gallery', 1, 'single', (0, 1, 1, 0, 0, 1), 2, 0, 0, -1, 1, 0, 0, 0, 0, 0),
    Heist('Fur Shop', 1, 'single', (0, 2, 1, 1, 0, 0), 4, 0, 0, -1, 1, 0, 0, 0, 0, 0),
    Heist('Stadium Gate', 1, 'single', (2, 0, 0, 0, 1, 0), 2, 1, 0, -1, 1, 0, 0, 0, 0, 0),
    Heist('Distillery', 1, 'single', (0, 1, 0, 0, 2, 0), 4, 0, 0, -1, 0, 0, 0, 0, 0, 0),
    Heist('Printing Press', 1, 'single', (0, 2, 0, 0, 1, 0), 3, 0, 0, -1, 0, 0, 0, 2, 0, 0),
    Heist('Post Office', 1, 'single', (1, 0, 2, 1, 0, 0), 3, 2, 0, -1, 0, 0, 0, 0, 0, 0),
    Heist('Brewery', 1, 'single', (0, 2, 0, 1, 0, 0), 2, 0, 0, 4, 0, 0, 0, 0, 0, 0),
    Heist('Car Dealer', 1, 'single', (2, 1, 1, 0, 0, 0), 3, 0, 0, -1, 0, 1, 0, 0, 0, 0),
    Heist('Dance Hall', 1, 'coop', (0, 1, 0, 1, 1, 0), 2, 1, 4, -1, 0, 0, 0, 0, 0, 0),
    Heist('Cold Storage', 1, 'single', (0, 0, 1, 1, 1, 1), 3, 2, 0, -1, 0, 0, 0, 0, 0, 0),
    Heist('Union Hall', 1, 'single', (1, 1, 0, 2, 1, 0), 3, 1, 0, -1, 0, 0, 2, 0, 0, 0),
    Heist('Toll Bridge', 1, 'single', (0, 0, 0, 1, 2, 0), 0, 2, 0, -1, 0, 0, 2, 0, 0, 0),
    Heist('Ferry Terminal', 1, 'single', (0, 0, 1, 0, 1, 1), 1, 2, 0, -1, 0, 0, 0, 2, 0, 0),
    Heist('Auction House', 1, 'single', (1, 1, 0, 0, 0, 1), 0, 0, 0, -1, 0, 0, 4, 0, 0, 0),
    Heist('Bowling Alley', 1, 'single', (0, 1, 0, 0, 0, 2), 0, 1, 0, -1, 0, 1, 1, 0, 0, 0),
    Heist('Tobacco Depot', 1, 'coop', (0, 0, 0, 2, 1, 1), 3, 1, 2, -1, 0, 0, 0, 0, 0, 0),
    Heist('Wine Cellar', 1, 'single', (1, 0, 0, 2, 0, 0), 2, 0, 0, -1, 0, 1, 0, 0, 0, 0),
    Heist('Boxing Gym', 1, 'single', (0, 1, 2, 1, 0, 1), 3, 3, 0, -1, 0, 0, 0, 0, 0, 0),
    Heist('Radio Station', 1, 'coop', (2, 0, 0, 0, 0, 1), 0, 2, 2, -1, 0, 0, 0, 0, 0, 0),
    Heist('Cinema', 1, 'single', (1, 0, 1, 0, 0, 1), 2, 0, 0, 3, 0, 0, 0, 0, 0, 0),
    Heist('Harbour Customs', 1, 'single', (1, 0, 0, 0, 0, 2), 0, 3, 0, -1, 0, 0, 0, 0, 0, 0),
    Heist('Lumber Mill', 1, 'coop', (0, 0, 0, 1, 0, 2), 1, 1, 2, -1, 0, 0, 0, 0, 0, 0),
    Heist('Gas Station', 1, 'single', (1, 2, 0, 0, 1, 0), 4, 1, 0, -1, 0, 0, 0, 0, 0, 0),
    Heist('Electronics Van', 1, 'single', (1, 1, 0, 1, 0, 0), 2, 2, 0, -1, 0, 0, 0, 0, 0, 0),
    Heist('Loose Lips', 1, 'snitch', (0, 0, 2, 0, 0, 0), 0, 0, 0, -1, 0, 0, 0, 0, 0, 0),
    Heist('Canary', 1, 'snitch', (0, 0, 3, 0, 0, 0), 0, 0, 0, -1, 0, 0, 0, 0, 0, 0),
    Heist('Stool Pigeon', 1, 'snitch', (0, 0, 4, 0, 0, 0), 0, 0, 0, -1, 0, 0, 0, 0, 0, 0),
    Heist('Cannery', 1, 'coop', (1, 0, 1, 1, 0, 1), 1, 2, 3, -1, 0, 0, 0, 0, 0, 0),
    Heist('Marina', 1, 'single', (0, 0, 1, 1, 1, 0), 2, 0, 0, -1, 0, 0, 2, 0, 0, 0),
    Heist('Armoury', 1, 'single', (1, 1, 0, 0, 1, 1), 0, 2, 0, -1, 0, 0, 0, 3, 0, 0),
    Heist('Central Bank', 2, 'coop', (1, 2, 0, 1, 1, 0), 0, 2, 4, -1, 0, 0, 0, 0, 0, 0),
    Heist('Diamond Exchange', 2, 'single', (0, 1, 1, 2, 0, 0), 0, 3, 0, -1, 0, 0, 0, 0, 0, 1),
    Heist('City Hall', 2, 'single', (2, 0, 1, 1, 0, 0), 5, 0, 0, -1, 0, 0, 2, 0, 0, 0),
    Heist('Casino Vault', 2, 'single', (3, 0, 1, 0, 1, 0), 2, 2, 0, -1, 0, 1, 0, 0, 0, 0),
    Heist('The Mint', 2, 'coop', (1, 2, 0, 0, 0, 2), 0, 3, 2, -1, 0, 0, 0, 0, 0, 0),
    Heist('Stock Exchange', 2, 'single', (0, 2, 0, 1, 1, 2), 0, 3, 0, -1, 0, 0, 4, 0, 0, 0),
    Heist('Airport Cargo', 2, 'single', (0, 0, 2, 0, 1, 1), 2, 1, 0, -1, 1, 0, 0, 0, 0, 0),
    Heist('Museum Gala', 2, 'single', (1, 0, 0, 2, 1, 0), 1, 2, 0, -1, 1, 0, 0, 0, 0, 0),
    Heist('Senate Vote', 2, 'single', (0, 0, 1, 1, 0, 1), 4, 0, 0, -1, 1, 0, 0, 0, 0, 0),
    Heist('Police Archive', 2, 'single', (1, 2, 0, 0, 0, 0), 1, 1, 0, -1, 0, 0, 0, 3, 0, 0),
    Heist('Gold Train', 2, 'single', (0, 1, 2, 1, 0, 1), 6, 1, 0, -1, 0, 0, 0, 0, 0, 0),
    Heist('Embassy', 2, 'coop', (2, 0, 0, 0, 2, 0), 3, 1, 3, -1, 0, 0, 0, 0, 0, 0),
    Heist('Power Plant', 2, 'single', (0, 1, 0, 1, 2, 0), 5, 2, 0, -1, 0, 0, 0, 0, 0, 0),
    Heist('Shipping Line', 2, 'coop', (1, 1, 1, 1, 0, 0), 0, 2, 3, -1, 0, 0, 0, 0, 0, 0),
    Heist('Film Studio', 2, 'single', (0, 3, 0, 1, 0, 0), 6, 0, 0, -1, 0, 0, 0, 0, 0, 0),
    Heist('Tech Campus', 2, 'coop', (0, 0, 2, 2, 1, 0), 1, 3, 3, -1, 0, 0, 0, 0, 0, 0),
    Heist('Data Centre', 2, 'single', (2, 1, 0, 0, 3, 0), 2, 4, 0, -1, 0, 0, 0, 0, 0, 0),
    Heist('Grand Hotel', 2, 'single', (0, 0, 0, 1, 2, 0), 0, 0, 0, -1, 0, 0, 0, 0, 1, 0),
    Heist('Opera House', 2, 'single', (0, 1, 1, 0, 0, 2), 4, 2, 0, -1, 0, 0, 0, 0, 0, 0),
    Heist('Yacht Club', 2, 'single', (1, 0, 0, 0, 1, 2), 3, 1, 0, -1, 0, 0, 2, 0, 0, 0),
    Heist('Courthouse', 2, 'single', (2, 0, 0, 0, 0, 3), 3, 2, 0, -1, 0, 0, 0, 0, 0, 1),
    Heist('Refinery', 2, 'single', (0, 1, 1, 0, 1, 0), 2, 1, 0, -1, 0, 0, 0, 3, 0, 0),
    Heist('Cathedral Treasury', 2, 'single', (2, 0, 2, 0, 0, 0), 4, 2, 0, -1, 0, 0, 0, 0, 0, 0),
    Heist('Newspaper', 2, 'coop', (0, 0, 1, 1, 1, 1), 1, 2, 2, -1, 0, 0, 0, 0, 0, 0),
    Heist('Hospital Board', 2, 'coop', (1, 1, 0, 0, 1, 2), 0, 3, 2, -1, 0, 0, 0, 0, 0, 0),
    Heist("Governor's Mansion", 2, 'single', (1, 0, 1, 0, 2, 2), 3, 1, 0, -1, 0, 0, 0, 0, 1, 0),
    Heist('Satellite Link', 2, 'single', (0, 2, 1, 0, 0, 1), 3, 0, 0, -1, 0, 1, 0, 0, 0, 0),
    Heist('Pipeline', 2, 'single', (1, 0, 0, 3, 0, 1), 0, 2, 0, -1, 0, 1, 0, 0, 0, 0),
    Heist('Crown Jewels', 2, 'single', (2, 1, 1, 0, 0, 0), 0, 0, 0, -1, 0, 0, 3, 0, 0, 1),
    Heist('Treasury Bonds', 2, 'coop', (1, 1, 0, 2, 0, 0), 2, 2, 2, -1, 0, 0, 0, 0, 0, 0),
    Heist('Weasel', 2, 'snitch', (0, 0, 3, 0, 0, 0), 0, 0, 0, -1, 0, 0, 0, 0, 0, 0),
    Heist('Turncoat', 2, 'snitch', (0, 0, 3, 0, 0, 0), 0, 0, 0, -1, 0, 0, 0, 0, 0, 0),
    Heist('Mole', 2, 'snitch', (0, 0, 3, 0, 0, 0), 0, 0, 0, -1, 0, 0, 0, 0, 0, 0),
    Heist('Grass', 2, 'snitch', (0, 0, 4, 0, 0, 0), 0, 0, 0, -1, 0, 0, 0, 0, 0, 0),
    Heist('Squealer', 2, 'snitch', (0, 0, 4, 0, 0, 0), 0, 0, 0, -1, 0, 0, 0, 0, 0, 0),
)

BOSSES = tuple(i for i, g in enumerate(GANGSTERS) if g.boss)
RECRUITS = tuple(i for i, g in enumerate(GANGSTERS) if not g.boss)
DECKS = tuple(tuple(i for i, h in enumerate(HEISTS) if h.chapter == c) for c in range(3))
"""Each chapter's heist deck, by card index."""
NEED = tuple(h.need for h in HEISTS)
IS_SNITCH = tuple(h.kind == SNITCH for h in HEISTS)
IS_COOP = tuple(h.kind == COOP for h in HEISTS)
BASE = tuple(g.skills for g in GANGSTERS)
COST = tuple(g.cost for g in GANGSTERS)
SKILL_COUNT = tuple(sum(g.skills) for g in GANGSTERS)
GANGSTER_BY_NAME = {g.name: i for i, g in enumerate(GANGSTERS)}
HEIST_BY_NAME = {h.name: i for i, h in enumerate(HEISTS)}
