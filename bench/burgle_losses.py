"""Where the Burgle Bros team bot loses its stealth (an analysis, not a test: it takes minutes).

    PYTHONPATH=src .venv/bin/python bench/burgle_losses.py [games] [players] [job] [first_seed]

Plays `games` games (default 100; seeds first_seed, first_seed + 1, ...) with
every seat played by `GAME.policy` (as `winrate.play_one` does) and sorts every
stealth token lost (and the final catch) by when it happened: at the end of the
thief's own turn (the guard's walk after it), split by what the bot's forecast
said of the room it ended in (under 20%, 20-90%, a sure hit) and by whether a
calm room was within reach when that turn began; in a teammate's turn (the
guard walking after the teammate, an event, a teammate's alarm); or in the
thief's own actions (walking in on a guard, being seen entering). Prints the
games won, safes opened, turns played and the counts, per game and in all.
"""

from __future__ import annotations

import sys
from collections import Counter

from meeple.engine import Rng
from meeple.games.burglebros import bot
from meeple.games.burglebros.botroute import reach
from meeple.games.burglebros.rules import GAME
from meeple.games.burglebros.state import BurgleState


def _calm_within_reach(s: BurgleState, seat: int) -> bool:
    """Whether a calm room (by the bot's own measure) is within this turn's reach."""
    hot = bot.danger_around(s, seat)
    return any(bot._calm_room(s, c, hot) for c in reach(s, seat, blind=True))


def _band(forecast: float) -> str:
    """The forecast's band (`danger` is 60 times the chance of the guard walking in)."""
    return "sure" if forecast >= 54 else ("20-90%" if forecast >= 12 else "<20%")


def play(players: int, job: str, seed: int, tally: Counter[str]) -> tuple[bool, int, int]:
    """One bot game, adding its stealth losses to `tally`: (won, safes opened, thief turns)."""
    s = GAME.setup(players, {"job": job}, seed)
    rng, turns = Rng(seed ^ 0x5EED), 0
    calm_at_start: dict[int, bool] = {}
    ended_in: dict[int, float] = {}
    while waiting := GAME.waiting_for(s):
        seat = min(waiting)
        actor = s.actor(seat)
        assert actor is not None
        if s.prompt is None and s.actions_used == 0 and actor not in calm_at_start and s.thieves[actor].inside:
            calm_at_start[actor] = _calm_within_reach(s, actor)
        act = GAME.policy.choose(GAME, s, seat, rng)
        forecast = 0.0
        if act.get("type") == "end_turn" and s.thieves[actor].inside:
            forecast = bot.danger_around(s, actor).get(s.thieves[actor].pos, 0.0)
        events = GAME.apply_trusted(s, seat, act)
        if act.get("type") == "end_turn":
            turns += 1
            if s.thieves[actor].inside:
                fl = s.layout.floor(s.thieves[actor].pos)
                mates = sum(1 for i, x in enumerate(s.thieves)
                            if i != actor and x.inside and s.layout.floor(x.pos) == fl)
                tally[f"turns ended with {mates} teammates on the floor"] += 1
        for e in events:
            if e.type not in ("stealth", "caught", "stealth_room"):
                continue
            hit = int(e.data["seat"])
            kind = "room token " if e.type == "stealth_room" else ("caught " if e.type == "caught" else "")
            if act.get("type") == "end_turn" and hit == actor:
                band = _band(forecast)
                start = "calm within reach" if calm_at_start.get(actor, True) else "no calm room"
                tally[f"{kind}own end, forecast {band}, {start}"] += 1
            elif act.get("type") == "end_turn":
                band = _band(ended_in.get(hit, 0.0))
                same = "same floor" if s.layout.floor(s.thieves[actor].pos) == s.layout.floor(s.thieves[hit].pos) \
                    else "other floor"
                tally[f"{kind}teammate's end of turn ({same}), own forecast {band}"] += 1
            elif hit == actor:
                tally[f"{kind}own {act.get('type')}"] += 1
            else:
                tally[f"{kind}teammate's {act.get('type')}"] += 1
        if act.get("type") == "end_turn":
            calm_at_start.pop(actor, None)
            ended_in[actor] = forecast
    return s.result == "won", sum(s.safe_open), turns


def main(argv: list[str]) -> None:
    games = int(argv[0]) if argv else 100
    players = int(argv[1]) if len(argv) > 1 else 2
    job = argv[2] if len(argv) > 2 else "bank"
    first = int(argv[3]) if len(argv) > 3 else 0
    tally: Counter[str] = Counter()
    won = safes = turns = 0
    for seed in range(first, first + games):
        w, opened, n = play(players, job, seed, tally)
        won, safes, turns = won + w, safes + opened, turns + n
    print(f"{job} {players}p seeds {first}-{first + games - 1}: won {won}/{games}, "
          f"safes {safes / games:.2f}/game, {turns / games:.1f} thief turns/game")
    for k, v in sorted(tally.items(), key=lambda kv: -kv[1]):
        print(f"{v:6}  {k}")


if __name__ == "__main__":
    main(sys.argv[1:])
