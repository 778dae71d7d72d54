"""How the rule-based bot's games are lost (an analysis, not a test: it takes minutes).

    .venv/bin/python bench/pandemic_losses.py [games] [players] [epidemics]

Plays `games` games (default 30) with every seat played by `GAME.policy`,
through `meeple.bots.play_game` (seeds 0, 1, ...), and prints why each lost
game ended (the 8th outbreak, cubes running out, the player deck running out)
with the cures found by then, and where the outbreaks came from: the
epidemic's own infection, a card drawn again from the discard pile shuffled
back on top at the last epidemic (the epidemic city itself, or another city,
split by the turns since that epidemic: t0 is the same infection step), a card
drawn for the first time, or a chain from a neighbour; and what the team did
with its turns (moves by kind, treatments, shares, builds, passes, cards
discarded over the hand limit, events), per game.
"""

from __future__ import annotations

import sys
from collections import Counter

from meeple.bots import play_game
from meeple.engine import Event
from meeple.games.pandemic import GAME


def outbreak_sources(events: list[Event]) -> Counter[str]:
    """Where each outbreak of one game came from (see the module's text)."""
    out: Counter[str] = Counter()
    shuffled_back: set[str] = set()
    cause, last, epidemic_city, turns = "", "", "", 0
    for e in events:
        if e.type == "turn":
            turns += 1
        elif e.type == "intensify":
            shuffled_back, turns = set(e.data["cards"]), 0
        elif e.type == "epidemic_city":
            cause = "epidemic"
            last = epidemic_city = e.data["city"]
        elif e.type == "infection_card":
            last = e.data["city"]
            if last not in shuffled_back:
                cause = "first draw"
            else:
                cause = "again: epidemic city" if last == epidemic_city else f"again: t{min(turns, 4)}"
        elif e.type == "outbreak":
            out[cause if e.data["city"] == last else "chain"] += 1
    return out


def doings(events: list[Event]) -> Counter[str]:
    """What the team did in one game: moves by how they were made, and the other actions by kind."""
    out: Counter[str] = Counter()
    for e in events:
        if e.type == "move":
            out[e.data["how"]] += 1
        elif e.type in ("treat", "share", "build", "cure", "pass", "discard", "event"):
            out[e.type] += 1
    return out


def main(argv: list[str]) -> None:
    games = int(argv[0]) if argv else 30
    players = int(argv[1]) if len(argv) > 1 else 4
    epidemics = int(argv[2]) if len(argv) > 2 else 5
    reasons: Counter[str] = Counter()
    cures: Counter[int] = Counter()
    sources: Counter[str] = Counter()
    done: Counter[str] = Counter()
    for seed in range(games):
        record = play_game(GAME, players, {"epidemics": epidemics}, seed=seed,
                           bots=[GAME.policy] * players, policy_seed=seed)
        sources += outbreak_sources(record.events)
        done += doings(record.events)
        lost = [e.data["reason"] for e in record.events if e.type == "lose"]
        if lost:
            reasons[lost[0]] += 1
            cures[sum(1 for e in record.events if e.type == "cure")] += 1
        else:
            reasons["won"] += 1
    print(f"{players} players, {epidemics} epidemics, {games} games: {dict(reasons.most_common())}")
    print(f"cures found in the lost games: {dict(sorted(cures.items()))}")
    print(f"outbreaks by source: {dict(sources.most_common())}")
    print(f"per game: {({k: round(n / games, 1) for k, n in done.most_common()})}")


if __name__ == "__main__":
    main(sys.argv[1:])
