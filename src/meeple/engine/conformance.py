"""The conformance kit: random playouts that check the whole game contract at every step.

Every game's tests call::

    from meeple.engine import conformance
    conformance.check(GAME, seeds=range(200))

which plays each seed at every supported player count (or `players`) and with
the defaults plus each non-default option choice (or `options`), and checks:

* once per game, the declarations (`engine.declarations`): bool flags, a
  summary, non-empty `action_shapes`, `seconds_per_turn` None or positive,
  `bot_levels` mapping table levels to specs, `policy` None or a `Policy`,
  a positive `max_steps`, well-formed options;
* `legal_tuple` (the shared, computed-once list) equals a fresh
  `legal_actions` at every step, so no state changes outside `play`;
* the game ends within `max_steps`; `waiting_for` is empty exactly when
  `outcome` is set; every waited seat has a legal action; progress is in
  [0, 1] and reaches 1 at the end; the outcome is well formed;
* `dump` is plain JSON and `load(dump(s))` dumps the same, at every step;
* setup from the seed plus the action log replays to the identical state;
* every listed legal action of every seat applies on a clone;
* every listed legal action has one of the game's declared `action_shapes`;
* garbage and unknown seats raise `MalformedAction`; another seat's action
  and mutated actions raise `MalformedAction` or `IllegalAction`; every
  refusal has a reason and leaves the state byte-for-byte unchanged;
* views are JSON, and `view(determinize(s, seat, r), seat) == view(s, seat)`
  (and the spectator view likewise), without touching `s` — for every seat
  at up to three players, and for three seats per step in rotation above;
* `determinize` depends only on what the seat knows (same result for a state
  with a different Rng, or after another seat's different hidden choice that
  the seat cannot see), and really resamples: the Rng in chance games, hidden
  information in games that declare some.

A failure raises `ConformanceFailure`, naming the game, the player count, the
options, the seed, the step and the action, with the action log so far, so the
exact position can be rebuilt with `replay`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

import orjson

from .canonical import canonical, contains_action
from .declarations import problems
from .errors import ActionError, MalformedAction
from .events import Event
from .game import Action, Game, State
from .options import option_combinations, resolve_options
from .outcome import Outcome
from .replay import replay
from .rng import Rng
from .shapes import shape_of

GARBAGE: tuple[Any, ...] = (None, 42, "roll", [], {}, {"type": 7}, {"type": "__no_such_action__"}, {"kind": "x"})
"""Inputs that no game may accept as an action."""

BAD_SEATS: tuple[Any, ...] = (-1, 99, "0", None, True, 1.0)


class ConformanceFailure(AssertionError):
    """A broken rule of the contract, with everything needed to replay it."""

    def __init__(self, message: str, *, context: dict[str, Any]) -> None:
        super().__init__(message)
        self.context = context


@dataclass
class Report:
    """What `check` played, for the test's log and the README's figures."""

    games: int = 0
    steps: int = 0
    by_players: dict[int, int] = field(default_factory=dict)

    def __str__(self) -> str:
        return f"{self.games} games, {self.steps} steps, by player count {self.by_players}"


def check(
    game: Game,
    seeds: Iterable[int] = range(200),
    players: int | Iterable[int] | None = None,
    options: Mapping[str, Any] | Iterable[Mapping[str, Any]] | None = None,
    *,
    determinizations: int = 2,
) -> Report:
    """Run the whole kit; raise ConformanceFailure at the first broken rule."""
    check_declarations(game)
    counts = _player_counts(game, players)
    combos = _option_sets(game, options)
    seeds = list(seeds)
    report = Report()
    for n in counts:
        for opts in combos:
            if not options_fit(game, opts, n):
                continue
            tracker = _ResampleTracker()
            for seed in seeds:
                steps = Playout(game, n, opts, seed, determinizations, tracker).run()
                report.games += 1
                report.steps += steps
                report.by_players[n] = report.by_players.get(n, 0) + 1
            tracker.verify(game, n, opts)
    return report


def check_declarations(game: Game) -> None:
    """Raise ConformanceFailure listing every capability the game declares wrongly."""
    found = problems(game)
    if found:
        name = getattr(game, "id", type(game).__name__)
        raise ConformanceFailure(f"{name}: declarations: " + "; ".join(found), context={"game": name})


def _player_counts(game: Game, players: int | Iterable[int] | None) -> list[int]:
    if players is None:
        return list(range(game.min_players, game.max_players + 1))
    if isinstance(players, int):
        return [players]
    return list(players)


def _option_sets(game: Game, options: Any) -> list[dict[str, Any]]:
    if options is None:
        return option_combinations(game.options)
    if isinstance(options, Mapping):
        return [dict(options)]
    return [dict(o) for o in options]


def options_fit(game: Game, opts: Mapping[str, Any], players: int) -> bool:
    """Whether the choices in `opts` allow `players` seats (an option may name its player counts, or the
    counts that need it)."""
    for opt in game.options:
        value = opts.get(opt.id, opt.default)
        if opt.players and players not in opt.players and value != opt.default:
            return False
        if players in opt.needed and value == opt.default:
            return False
    return True


class _ResampleTracker:
    """Remembers whether determinize ever changed chance or hidden information."""

    def __init__(self) -> None:
        self.rng_changed = False
        self.hidden_changed = False
        self.checked = 0

    def verify(self, game: Game, players: int, opts: Mapping[str, Any]) -> None:
        where = f"{game.id}: {players} players, options {dict(opts)}"
        if self.checked and game.chance and not self.rng_changed:
            raise ConformanceFailure(
                f"{where}: determinize never changed the Rng, so bots would know the future",
                context={"game": game.id, "players": players, "options": dict(opts)},
            )
        if self.checked and game.hidden_information and not self.hidden_changed:
            raise ConformanceFailure(
                f"{where}: the game declares hidden information but determinize never resampled any",
                context={"game": game.id, "players": players, "options": dict(opts)},
            )


class Playout:
    """One random game with every check applied at every step."""

    def __init__(
        self, game: Game, players: int, options: Mapping[str, Any], seed: int, dets: int,
        tracker: _ResampleTracker,
    ) -> None:
        self.game = game
        self.n = players
        self.options = resolve_options(game.options, options, players)
        self.seed = seed
        self.dets = dets
        self.tracker = tracker
        self.policy = Rng(seed * 7919 + 17)
        self.log: list[tuple[int, Action]] = []
        self.step = 0

    # -- reporting ---------------------------------------------------------------

    def fail(self, problem: str, seat: Any = None, action: Any = None) -> ConformanceFailure:
        ctx = {
            "game": self.game.id, "players": self.n, "options": self.options, "seed": self.seed,
            "step": self.step, "seat": seat, "action": action, "log": list(self.log),
        }
        head = (
            f"{self.game.id}: {self.n} players, options {self.options}, seed {self.seed}, "
            f"step {self.step}"
        )
        if seat is not None or action is not None:
            head += f", seat {seat!r}, action {action!r}"
        hint = (
            f"\n  rebuild the position with meeple.engine.replay(game, {self.n}, {self.options}, "
            f"{self.seed}, failure.context['log'])"
        )
        return ConformanceFailure(f"{head}: {problem}{hint}", context=ctx)

    # -- the playout -------------------------------------------------------------

    def run(self) -> int:
        g = self.game
        try:
            state = g.setup(self.n, self.options, self.seed)
        except Exception as exc:  # reported with context
            raise self.fail(f"setup raised {exc!r}") from exc
        while True:
            waiting = self.check_position(state)
            if not waiting:
                break
            if self.step >= g.max_steps:
                raise self.fail(f"the game did not end within max_steps={g.max_steps}")
            legal = {s: g.legal_tuple(state, s) for s in range(self.n)}
            self.check_shared_legal(state, legal)
            seat, action = self.choose(waiting, legal)
            self.check_rejections(state, seat, action, legal)
            self.check_all_legal_apply(state, legal)
            if g.hidden_information:
                self.check_hidden_choice(state, waiting, legal)
            try:
                events = g.apply(state, seat, action)
            except ActionError as exc:
                raise self.fail(f"a listed legal action was refused: {exc}", seat, action) from exc
            self.check_events(events, seat, action)
            self.log.append((seat, action))
            self.step += 1
        self.check_end(state)
        self.check_replay(state)
        return self.step

    def check_shared_legal(self, state: State, legal: dict[int, tuple[Action, ...]]) -> None:
        """The shared tuples are what the rules say now: nothing changed the state behind `apply`'s back."""
        for s, shared in legal.items():
            if canonical(list(shared)) != canonical(self.game.legal_actions(state, s)):
                raise self.fail(
                    f"legal_tuple for seat {s} is stale: the state changed outside apply/apply_trusted "
                    f"(a game mutates a state only in play)", s,
                )

    def choose(self, waiting: frozenset[int], legal: dict[int, tuple[Action, ...]]) -> tuple[int, Action]:
        optional = [s for s in range(self.n) if s not in waiting and legal[s]]
        if optional and self.policy.random() < 0.1:
            seat = self.policy.choice(optional)
        else:
            seat = self.policy.choice(sorted(waiting))
        return seat, self.policy.choice(legal[seat])

    # -- checks on a position ----------------------------------------------------

    def check_position(self, state: State) -> frozenset[int]:
        g = self.game
        data = self.check_dump(state)
        waiting = g.waiting_for(state)
        if not isinstance(waiting, frozenset) or not all(isinstance(s, int) and 0 <= s < self.n for s in waiting):
            raise self.fail(f"waiting_for returned {waiting!r}, not a frozenset of seats")
        over = g.outcome(state) is not None
        if over == bool(waiting):
            raise self.fail(f"waiting_for={sorted(waiting)} but outcome is {'set' if over else 'None'}")
        for s in waiting:
            if not g.legal_tuple(state, s):
                raise self.fail(f"seat {s} is waited for but has no legal action")
        p = g.progress(state)
        if not 0.0 <= p <= 1.0:
            raise self.fail(f"progress {p} is outside [0, 1]")
        self.check_views(state, data)
        return waiting

    def check_dump(self, state: State) -> bytes:
        g = self.game
        try:
            data = g.dump(state)
            raw = canonical(data)
        except TypeError as exc:
            raise self.fail(f"dump is not plain JSON: {exc}") from exc
        if canonical(orjson.loads(raw)) != raw:
            raise self.fail("dump does not survive a JSON round trip unchanged")
        again = canonical(g.dump(g.load(orjson.loads(raw))))
        if again != raw:
            raise self.fail(f"load(dump(state)) dumps differently:\n  {raw[:300]!r}\n  {again[:300]!r}")
        return raw

    def seats_to_determinize(self) -> range | list[int]:
        """Every seat in small games; three seats per step in rotation in larger ones.

        Over a playout every seat is still checked every few steps, and the
        kit's cost stays linear in the number of steps rather than in steps
        times seats.
        """
        if self.n <= 3:
            return range(self.n)
        return sorted({(self.step + k * (self.n // 3 + 1)) % self.n for k in range(3)})

    def check_views(self, state: State, before: bytes) -> None:
        g = self.game
        seats = self.seats_to_determinize()
        views = {}
        for s in [*seats, None]:
            try:
                views[s] = canonical(g.view(state, s))
            except TypeError as exc:
                raise self.fail(f"view for seat {s} is not JSON: {exc}") from exc
        dets = self.dets if g.hidden_information else 1
        for s in seats:
            for k in range(dets):
                r = self.seed * 1_000_003 + self.step * 131 + k
                det = g.determinize(state, s, Rng(r))
                if canonical(g.view(det, s)) != views[s]:
                    raise self.fail(
                        f"view for seat {s} changes under determinize: it shows something seat {s} cannot know"
                    )
                if k == 0 and canonical(g.view(det, None)) != views[None]:
                    raise self.fail(f"spectator view changes under determinize({s}): it shows hidden information")
                self.note_resampling(state, det, s, r)
                if k == 0:
                    self.check_det_ignores_rng(state, det, s, r)
        if canonical(g.dump(state)) != before:
            raise self.fail("determinize or view changed the state it was given")

    def note_resampling(self, state: State, det: State, seat: int, r: int) -> None:
        g, t = self.game, self.tracker
        t.checked += 1
        if g.chance and not t.rng_changed:
            other = g.determinize(state, seat, Rng(r + 10_007))
            t.rng_changed = getattr(det, "rng", None) != getattr(other, "rng", None)
        if g.hidden_information and not t.hidden_changed:
            t.hidden_changed = _without_rng(g, det) != _without_rng(g, state)

    def check_det_ignores_rng(self, state: State, det: State, seat: int, r: int) -> None:
        """A state that differs only in its Rng looks the same to every seat."""
        g = self.game
        if not hasattr(state, "rng"):
            return
        twin = g.clone(state)
        twin.rng = Rng(state.rng.state ^ 0x5A5A5A5A)
        if canonical(g.dump(g.determinize(twin, seat, Rng(r)))) != canonical(g.dump(det)):
            raise self.fail(f"determinize for seat {seat} depends on the state's Rng, which no seat can see")

    def check_hidden_choice(self, state: State, waiting: frozenset[int], legal: dict[int, tuple[Action, ...]]) -> None:
        """After two different choices of one seat, seats that cannot tell them apart determinize alike.

        The observers are the step's rotation of seats (`seats_to_determinize`), as for the views.
        """
        g = self.game
        for w in sorted(waiting):
            if len(legal[w]) < 2:
                continue
            a1, a2 = self.policy.sample(legal[w], 2)
            c1, c2 = g.clone(state), g.clone(state)
            g.apply(c1, w, a1)
            g.apply(c2, w, a2)
            for s in self.seats_to_determinize():
                if s == w or canonical(g.view(c1, s)) != canonical(g.view(c2, s)):
                    continue
                r = self.seed + self.step
                d1 = canonical(g.dump(g.determinize(c1, s, Rng(r))))
                d2 = canonical(g.dump(g.determinize(c2, s, Rng(r))))
                if d1 != d2:
                    raise self.fail(
                        f"seat {s} cannot tell {a1} from {a2} by seat {w}, yet determinize gives different states",
                        w, a1,
                    )
            return

    def check_rejections(self, state: State, seat: int, action: Action, legal: dict[int, tuple[Action, ...]]) -> None:
        """Every bad input is refused with a reason; the state is compared once at the end.

        Comparing after each attempt would dump the state dozens of times per
        step; when the final comparison fails, the attempts are replayed one by
        one on fresh clones to name the culprit.
        """
        g = self.game
        before = canonical(g.dump(state))
        attempts: list[tuple[Any, Any, str]] = [(seat, junk, "garbage") for junk in GARBAGE]
        attempts += [(bad, action, "an unknown seat") for bad in BAD_SEATS]
        malformed = len(attempts)
        attempts += [
            (other, action, f"seat {seat}'s action played by seat {other}")
            for other in range(self.n) if other != seat and not contains_action(legal[other], action)
        ]
        attempts += [
            (seat, mutant, "a mutated action")
            for mutant in _mutations(action) if not contains_action(legal[seat], mutant)
        ]
        for i, (who, what, label) in enumerate(attempts):
            self.expect_refusal(state, who, what, label, MalformedAction if i < malformed else ActionError)
        if canonical(g.dump(state)) != before:
            for i, (who, what, label) in enumerate(attempts):
                probe = g.load(orjson.loads(before))
                self.expect_refusal(probe, who, what, label, MalformedAction if i < malformed else ActionError)
                if canonical(g.dump(probe)) != before:
                    raise self.fail(f"{label} was refused but changed the state", who, what)
            raise self.fail("refused actions changed the state", seat, action)

    def expect_refusal(self, state: State, seat: Any, action: Any, what: str, kind: type[ActionError]) -> None:
        g = self.game
        try:
            g.apply(state, seat, action)
        except kind as exc:
            if not isinstance(exc.reason, str) or not exc.reason.strip():
                raise self.fail(f"{what} was refused without a reason", seat, action) from exc
        except Exception as exc:  # any other error is the failure
            raise self.fail(f"{what} raised {exc!r} instead of {kind.__name__}", seat, action) from exc
        else:
            raise self.fail(f"{what} was accepted", seat, action)

    def check_all_legal_apply(self, state: State, legal: dict[int, tuple[Action, ...]]) -> None:
        g = self.game
        shapes = g.action_shapes
        for s, actions in legal.items():
            for a in actions:
                kind = a.get("type")
                if shapes and (not isinstance(kind, str) or shape_of(a) not in shapes.get(kind, ())):
                    raise self.fail("listed legal action has none of the game's declared action_shapes", s, a)
                try:
                    canonical(a)
                    g.apply(g.clone(state), s, a)
                except ActionError as exc:
                    raise self.fail(f"listed legal action refused on a clone: {exc}", s, a) from exc
                except Exception as exc:
                    raise self.fail(f"listed legal action raised {exc!r}", s, a) from exc

    def check_events(self, events: Any, seat: int, action: Action) -> None:
        if not isinstance(events, list) or not all(isinstance(e, Event) for e in events):
            raise self.fail(f"apply returned {events!r}, not a list of Event", seat, action)
        for e in events:
            if not e.type or not isinstance(e.text, str):
                raise self.fail(f"event {e!r} lacks a type or text", seat, action)
            if e.to is not None and not all(isinstance(s, int) and 0 <= s < self.n for s in e.to):
                raise self.fail(f"event {e!r} is addressed to unknown seats", seat, action)
            try:
                canonical(e.as_dict())
            except TypeError as exc:
                raise self.fail(f"event {e!r} is not JSON", seat, action) from exc

    # -- checks at the end -------------------------------------------------------

    def check_end(self, state: State) -> None:
        g = self.game
        out = g.outcome(state)
        if not isinstance(out, Outcome):
            raise self.fail(f"outcome is {out!r}, not an Outcome")
        problem = outcome_problem(out, self.n)
        if problem:
            raise self.fail(problem)
        if g.progress(state) != 1.0:
            raise self.fail(f"progress is {g.progress(state)} at the end, not 1.0")
        for s in range(self.n):
            if g.legal_actions(state, s):
                raise self.fail(f"seat {s} still has legal actions after the end")

    def check_replay(self, state: State) -> None:
        g = self.game
        again = replay(g, self.n, self.options, self.seed, self.log)
        if canonical(g.dump(again)) != canonical(g.dump(state)):
            raise self.fail("replaying the seed and the action log gives a different final state")


def outcome_problem(out: Outcome, players: int) -> str | None:
    """What is wrong with an outcome for `players` seats, or None."""
    if len(out.scores) != players or len(out.ranks) != players:
        return f"outcome has {len(out.scores)} scores and {len(out.ranks)} ranks for {players} seats"
    if out.teams is not None and len(out.teams) != players:
        return "outcome.teams does not give a team per seat"
    if out.cooperative and (out.team_won is None or len(set(out.ranks)) != 1):
        return "a cooperative outcome needs team_won and one shared rank"
    for r in out.ranks:
        if sum(1 for x in out.ranks if x < r) != r - 1:
            return f"ranks {out.ranks} are not competition ranks (1, 2, 2, 4 ...)"
    return None


def _without_rng(game: Game, state: State) -> bytes:
    twin = game.clone(state)
    if hasattr(twin, "rng"):
        twin.rng = Rng(0)
    return canonical(game.dump(twin))


def _mutations(action: Action) -> list[Any]:
    """Variants of a legal action: each field changed, dropped, or one added."""
    out: list[Any] = [{**action, "zz_extra": 1}]
    for key, value in action.items():
        out.append({k: v for k, v in action.items() if k != key})
        for new in _altered(value):
            out.append({**action, key: new})
    return out


def _altered(value: Any) -> list[Any]:
    if isinstance(value, bool):
        return [not value, int(value)]
    if isinstance(value, int):
        return [value + 1, value - 1, value + 1000, -value - 1, str(value), float(value) + 0.5]
    if isinstance(value, float):
        return [value + 1.0, str(value)]
    if isinstance(value, str):
        return [value + "x", "", value.upper() if value != value.upper() else value.lower(), 0]
    if isinstance(value, list):
        return [[*value, value[0] if value else 0], value[:-1], None]
    if isinstance(value, dict):
        return [{}, None]
    return ["x"]
