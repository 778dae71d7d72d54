"""Final scoring: plenitude of harmonized chakras, alleviated energies, the chain bonus, yin-yangs, objectives.

The chain is the unbroken run of harmonized chakras counted upwards from red
(none without red); the player(s) with the longest take the chain bonus.
Ties for the win are shared (the rules name no tie-breaker).
"""

from __future__ import annotations

from typing import Any

from meeple.engine import Event, Outcome

from .board import is_harmonized
from .components import CHAIN_BONUS, CHAKRAS, COLOUR_NAMES, RED, yin_yang_points
from .objectives import bonus
from .state import ChakraState


def chain(state: ChakraState, seat: int) -> int:
    """Harmonized chakras in a row from red upwards."""
    chakras = state.chakras[seat]
    length = 0
    for k in range(RED, -1, -1):
        if not is_harmonized(chakras[k], k):
            break
        length += 1
    return length


def chain_leaders(state: ChakraState) -> list[int]:
    """The seats with the longest chain from red (none if nobody has harmonized red)."""
    chains = [chain(state, s) for s in range(state.players)]
    best = max(chains)
    return [s for s in range(state.players) if best > 0 and chains[s] == best]


def breakdown(state: ChakraState, seat: int, plenitude: list[int | None]) -> dict[str, Any]:
    """The seat's points by source; `plenitude` holds the token values the reader may see (None: unknown),
    and `harmony` is None when some harmonized chakra's value is unknown to the reader."""
    chakras = state.chakras[seat]
    done = [k for k in range(CHAKRAS) if is_harmonized(chakras[k], k)]
    values = [plenitude[k] for k in done]
    harmony = None if any(v is None for v in values) else sum(v for v in values if v is not None)
    alleviated = state.earth[seat]
    chain_bonus = CHAIN_BONUS if seat in chain_leaders(state) else 0
    yin_yang = yin_yang_points(state.halves[seat])
    goals = bonus(state, seat)
    known = alleviated + chain_bonus + yin_yang + goals
    return {
        "harmonized": done, "harmony": harmony, "alleviated": alleviated, "chain": chain(state, seat),
        "chain_bonus": chain_bonus, "yin_yang": yin_yang, "objectives": goals,
        "total": None if harmony is None else harmony + known,
        "known": known + sum(v for v in values if v is not None),
    }


def totals(state: ChakraState) -> list[int]:
    """Every seat's final score."""
    full: list[int | None] = list(state.plenitude)
    return [int(breakdown(state, s, full)["total"]) for s in range(state.players)]


def outcome(state: ChakraState) -> Outcome:
    """Most plenitude points wins; ties share the place."""
    return Outcome.from_scores(totals(state))


def final_events(state: ChakraState) -> list[Event]:
    """The plenitude tokens revealed, then each seat's score."""
    shown = ", ".join(f"{COLOUR_NAMES[k]} {state.plenitude[k]}" for k in range(CHAKRAS))
    events = [Event("reveal", f"The plenitude tokens are revealed: {shown}", reveals=True,
                    data={"plenitude": state.plenitude[:]})]
    for seat, total in enumerate(totals(state)):
        events.append(Event("score", f"{{p{seat}}} scores {total}", data={"seat": seat, "score": total}))
    return events
