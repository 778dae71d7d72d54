"""The turn: rolling, keeping a face, taking or stealing a tile, and busting.

Every function here works on a legal action (the rules module checks legality
first) and returns the events it caused. This is the one place that decides
which tile a score may take, so legal actions and the bust test agree.
"""

from __future__ import annotations

from typing import Any

from meeple.engine import Event, Rng, seat_name

from .components import FACES, WORM, dice_phrase, face_label, plural_worms, worms_on
from .state import DECIDE, KEEP, OVER, ROLL, PickominoState

NO_NEW_FACE, NO_WORM, NO_TILE = "no_new_face", "no_worm", "no_tile"
"""Why a turn busts."""

Take = tuple[int, int | None]
"""The one tile a stop may claim: `(tile, None)` from the grill, `(tile, seat)` from a stack."""


def take_option(s: PickominoState) -> Take | None:
    """The tile the current player may stop and claim now, or None.

    A worm must be kept. An opponent's top tile equal to the score must be
    stolen (the rules page: "you must take it, even if it is in another
    player's hand"); otherwise the highest face-up grill tile not above the score.
    """
    if WORM not in s.kept:
        return None
    score = s.score
    for other, stack in enumerate(s.stacks):
        if other != s.turn and stack and stack[-1] == score:
            return score, other
    best = None
    for tile in s.grill:
        if tile > score:
            break
        best = tile
    return (best, None) if best is not None else None


def legal(s: PickominoState, seat: int) -> list[dict[str, Any]]:
    """Every legal action of `seat` now."""
    if seat != s.turn or s.phase == OVER:
        return []
    if s.phase == ROLL:
        return [{"type": "roll"}]
    if s.phase == KEEP:
        kept = s.kept
        return [{"type": "keep", "face": f} for f in FACES if f in s.roll and f not in kept]
    acts: list[dict[str, Any]] = [{"type": "roll"}] if s.dice_left else []
    option = take_option(s)
    if option is not None:
        tile, victim = option
        acts.append({"type": "take", "tile": tile} if victim is None
                    else {"type": "steal", "tile": tile, "from": victim})
    return acts


def roll_dice(rng: Rng, n: int) -> list[int]:
    """`n` fair dice from one draw: a uniform number below 6**n read as n base-6 digits."""
    x = rng.below(6**n)
    dice = []
    for _ in range(n):
        x, digit = divmod(x, 6)
        dice.append(digit + 1)
    return dice


def roll(s: PickominoState, seat: int) -> list[Event]:
    """Roll the dice not yet kept; bust at once if no face of the roll is new."""
    s.roll = dice = roll_dice(s.rng, s.dice_left)
    events = [Event("roll", f"{seat_name(seat)} rolls {' '.join([face_label(f) for f in dice])}",
                    reveals=True, data={"dice": list(dice)})]
    if all(f in s.kept for f in dice):
        events += bust(s, seat, NO_NEW_FACE)
    else:
        s.phase = KEEP
    return events


def keep(s: PickominoState, seat: int, face: int) -> list[Event]:
    """Set aside every die of `face`; bust if no dice remain and nothing can be taken."""
    count = s.roll.count(face)
    s.kept.extend([face] * count)
    s.roll = []
    s.phase = DECIDE
    events = [Event("keep", f"{seat_name(seat)} keeps {dice_phrase(face, count)}: score {s.score}",
                    data={"face": face, "count": count, "score": s.score, "dice_left": s.dice_left})]
    if not s.dice_left and take_option(s) is None:
        events += bust(s, seat, NO_WORM if WORM not in s.kept else NO_TILE)
    return events


def take(s: PickominoState, seat: int, tile: int) -> list[Event]:
    """Move `tile` from the grill onto the player's stack and end the turn."""
    s.grill.remove(tile)
    s.stacks[seat].append(tile)
    text = f"{seat_name(seat)} takes tile {tile} ({plural_worms(worms_on(tile))})"
    return [Event("take", text, data={"tile": tile, "worms": worms_on(tile), "score": s.score}), *end_turn(s)]


def steal(s: PickominoState, seat: int, tile: int, victim: int) -> list[Event]:
    """Move the victim's top tile onto the player's stack and end the turn."""
    s.stacks[victim].pop()
    s.stacks[seat].append(tile)
    text = f"{seat_name(seat)} steals tile {tile} ({plural_worms(worms_on(tile))}) from {seat_name(victim)}"
    data = {"tile": tile, "worms": worms_on(tile), "from": victim, "score": s.score}
    return [Event("steal", text, data=data), *end_turn(s)]


def bust(s: PickominoState, seat: int, reason: str) -> list[Event]:
    """The failed turn: the top tile returns, then the highest grill tile is turned over.

    Nothing is turned over when the player had no tile to return, nor when
    the returned tile is itself the highest on the grill.
    """
    returned = turned = None
    stack = s.stacks[seat]
    if stack:
        returned = stack.pop()
        s.grill.append(returned)
        s.grill.sort()
        if s.grill[-1] != returned:
            turned = s.grill.pop()
            s.turned.append(turned)
            s.turned.sort()
    text = f"{seat_name(seat)} busts ({_reason_text(s, reason)}): {_loss_text(returned, turned)}"
    data = {"reason": reason, "score": s.score, "returned": returned, "turned_over": turned}
    return [Event("bust", text, data=data), *end_turn(s)]


def _reason_text(s: PickominoState, reason: str) -> str:
    if reason == NO_NEW_FACE:
        return "no new face in the roll"
    if reason == NO_WORM:
        return "no worm among the kept dice"
    return f"no tile for a score of {s.score}"


def _loss_text(returned: int | None, turned: int | None) -> str:
    if returned is None:
        return "no tile to return"
    if turned is None:
        return f"tile {returned} returns to the grill; it is the highest, so no tile is turned over"
    return f"tile {returned} returns to the grill; tile {turned} is turned over"


def end_turn(s: PickominoState) -> list[Event]:
    """Clear the dice and pass the turn on, or end the game when the grill is empty."""
    s.roll = []
    s.kept = []
    if not s.grill:
        s.phase = OVER
        data = {"worms": s.worm_totals()}
        return [Event("game_over", "The grill is empty: the game is over.", data=data)]
    s.turn = (s.turn + 1) % s.players
    s.phase = ROLL
    return []
