"""The turn: rolling, keeping a face, taking or stealing a tile, and busting.

Every function here works on a legal action (the rules module checks legality
first) and returns the events it caused. This is the one place that decides
which tile a score may take, so legal actions and the bust test agree.
"""

from __future__ import annotations

from typing import Any

from meeple.engine import ONE_SEAT, Event, Rng, seat_name

from .components import DICE_PHRASES, FACE_LABELS, FACES, NUM_DICE, TILES, WORM, plural_worms, score_of, worms_on
from .state import DECIDE, KEEP, OVER, ROLL, PickominoState

NO_NEW_FACE, NO_WORM, NO_TILE = "no_new_face", "no_worm", "no_tile"
"""Why a turn busts."""

Take = tuple[int, int | None]
"""The one tile a stop may claim: `(tile, None)` from the grill, `(tile, seat)` from a stack."""

"""`waiting_for` answers, one per seat, built once (it is asked before every action)."""


# -- predicates: the rules, shared by `legal`, the bust test and `explain` ---------------

def is_your_turn(s: PickominoState, seat: int) -> bool:
    """Whether `seat` is the player to act (nobody is once the game is over)."""
    return seat == s.turn and s.phase != OVER


def must_roll(s: PickominoState) -> bool:
    """Whether the turn has not rolled yet."""
    return s.phase == ROLL


def must_keep(s: PickominoState) -> bool:
    """Whether the player has rolled and must now keep one face of the roll."""
    return s.phase == KEEP


def may_stop(s: PickominoState) -> bool:
    """Whether the player has kept dice from the last roll, so may roll on (with dice left)
    or stop and claim the `take_option`."""
    return s.phase == DECIDE


def has_dice_left(s: PickominoState) -> bool:
    """Whether any die is not yet kept this turn."""
    return len(s.kept) < NUM_DICE


def has_kept(s: PickominoState, face: int) -> bool:
    """Whether dice of `face` were kept earlier this turn (so may not be kept again)."""
    return face in s.kept


def new_faces(s: PickominoState) -> list[int]:
    """The faces `keep` may take, ascending: those of the roll not kept before (none: a bust).

    This is the keep rule itself, asked by `legal` and `is_bust`; it reads the
    lists directly (not through `has_kept`) because it runs at every step.
    """
    kept, rolled = s.kept, s.roll
    return [face for face in FACES if face in rolled and face not in kept]


def has_worm(s: PickominoState) -> bool:
    """Whether a worm is among the kept dice (needed to take any tile)."""
    return WORM in s.kept


def is_within_score(tile: int, score: int) -> bool:
    """Whether a grill tile is not above the score (the highest such tile is the one on offer)."""
    return tile <= score


def is_face_up(s: PickominoState, tile: int) -> bool:
    """Whether `tile` lies face up on the grill."""
    return tile in s.grill


def matches_score(tile: int, score: int) -> bool:
    """Whether a top tile equals the score, so must be stolen."""
    return tile == score


def is_opponent(seat: int, other: int) -> bool:
    """Whether `other` is another player than `seat` (a player never steals from themselves)."""
    return other != seat


def top_tile(s: PickominoState, seat: int) -> int | None:
    """The tile on top of seat's stack (the only one that can be stolen), or None."""
    stack = s.stacks[seat]
    return stack[-1] if stack else None


def take_option(s: PickominoState) -> Take | None:
    """The tile the current player may stop and claim now, or None.

    A worm must be kept. An opponent's top tile equal to the score must be
    stolen (the rules page: "you must take it, even if it is in another
    player's hand"); otherwise the highest face-up grill tile not above the score.
    """
    if not has_worm(s):
        return None
    score = s.score
    me = s.turn
    for other, stack in enumerate(s.stacks):
        if stack and matches_score(stack[-1], score) and is_opponent(me, other):
            return score, other
    for tile in reversed(s.grill):
        if is_within_score(tile, score):
            return tile, None
    return None


def is_bust(s: PickominoState) -> bool:
    """Whether the turn fails: a roll with no new face, or every die kept and no tile to claim."""
    if must_keep(s):
        return not new_faces(s)
    return may_stop(s) and not has_dice_left(s) and take_option(s) is None


def bust_reason(s: PickominoState) -> str:
    """Why the turn `is_bust`: NO_NEW_FACE, NO_WORM or NO_TILE."""
    if must_keep(s):
        return NO_NEW_FACE
    return NO_TILE if has_worm(s) else NO_WORM


# -- the legal actions ---------------------------------------------------------------------

def waiting_for(s: PickominoState) -> frozenset[int]:
    """The player whose turn it is, until the grill is empty."""
    return frozenset() if s.phase == OVER else ONE_SEAT[s.turn]


def legal(s: PickominoState, seat: int) -> list[dict[str, Any]]:
    """Every legal action of `seat` now."""
    if not is_your_turn(s, seat):
        return []
    if must_keep(s):
        return [{"type": "keep", "face": face} for face in new_faces(s)]
    if must_roll(s):
        return [{"type": "roll"}]
    acts: list[dict[str, Any]] = [{"type": "roll"}] if has_dice_left(s) else []
    option = take_option(s)
    if option is not None:
        tile, victim = option
        acts.append({"type": "take", "tile": tile} if victim is None
                    else {"type": "steal", "tile": tile, "from": victim})
    return acts


_ROLL_ONLY: tuple[dict[str, Any], ...] = ({"type": "roll"},)
_KEEPS = {face: {"type": "keep", "face": face} for face in FACES}
_TAKES = {tile: {"type": "take", "tile": tile} for tile in TILES}
"""Prebuilt actions for `shared_legal`, shared by every position (never changed)."""


def shared_legal(s: PickominoState, seat: int) -> tuple[dict[str, Any], ...]:
    """`legal` with prebuilt action objects (a steal is built afresh: it names its victim).

    What bots and `apply`'s check read, at every step of every playout, so the
    predicates are read here directly; the kit checks it lists what `legal` lists.
    """
    if seat != s.turn:
        return ()
    phase = s.phase
    if phase == KEEP:
        kept, rolled = s.kept, s.roll
        return tuple([_KEEPS[face] for face in FACES if face in rolled and face not in kept])
    if phase == ROLL:
        return _ROLL_ONLY
    if phase == OVER:
        return ()
    option = take_option(s)
    if option is None:
        return _ROLL_ONLY if has_dice_left(s) else ()
    tile, victim = option
    claim = _TAKES[tile] if victim is None else {"type": "steal", "tile": tile, "from": victim}
    return (_ROLL_ONLY[0], claim) if has_dice_left(s) else (claim,)


_DIGITS: list[list[tuple[int, ...]]] = [[()]]
for _n in range(1, 5):
    _DIGITS.append([(x % 6 + 1, *_DIGITS[_n - 1][x // 6]) for x in range(6**_n)])
"""`_DIGITS[n][x]`: the n base-6 digits of x, lowest first, as faces 1..6 (n up to 4)."""
_POW6 = [6**n for n in range(NUM_DICE + 1)]
_LABELS = [[" ".join(map(FACE_LABELS.__getitem__, dice)) for dice in digits] for digits in _DIGITS]
"""`_LABELS[n][x]`: the roll `_DIGITS[n][x]` as the log line writes it (`3 W 1`)."""


def roll_dice(rng: Rng, n: int) -> tuple[list[int], str]:
    """`n` fair dice from one draw (a uniform number below 6**n read as n base-6 digits), and their label."""
    x = rng.below(_POW6[n])
    if n <= 4:
        return list(_DIGITS[n][x]), _LABELS[n][x]
    high, low = divmod(x, 1296)
    return [*_DIGITS[4][low], *_DIGITS[n - 4][high]], f"{_LABELS[4][low]} {_LABELS[n - 4][high]}"


def roll(s: PickominoState, seat: int) -> list[Event]:
    """Roll the dice not yet kept; bust at once if no face of the roll is new."""
    dice, label = roll_dice(s.rng, NUM_DICE - len(s.kept))
    s.roll = dice
    s.phase = KEEP
    events = [Event("roll", f"{{p{seat}}} rolls {label}", None, True, {"dice": dice[:]})]
    kept = s.kept
    for face in dice:  # `is_bust` in the keep phase, written out: some face of the roll is new
        if face not in kept:
            return events
    events += bust(s, seat, NO_NEW_FACE)
    return events


def keep(s: PickominoState, seat: int, face: int) -> list[Event]:
    """Set aside every die of `face`; bust if no dice remain and nothing can be taken."""
    count = s.roll.count(face)
    kept = s.kept
    kept += [face] * count
    s.roll = []
    s.phase = DECIDE
    score, left = score_of(kept), NUM_DICE - len(kept)
    events = [Event("keep", f"{{p{seat}}} keeps {DICE_PHRASES[face][count]}: score {score}", None, False,
                    {"face": face, "count": count, "score": score, "dice_left": left})]
    if not left and take_option(s) is None:  # `is_bust` in the decide phase, written out
        events += bust(s, seat, bust_reason(s))
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
