"""The success answers of the lobby, tables, games and replays, as typed models for /openapi.json.

Routes answer with `Json` (orjson, no validation on the way out); these
models only describe what they send, attached with `response_model=`, and
tests/server/test_response_schemas.py checks every real answer against the
description. A field the server always sends is required (nullable when it
can be null); a field it sends only sometimes is not required (`sometimes()`).
Account, chat and challenge answers are in `account_schemas`.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field
from pydantic.json_schema import SkipJsonSchema

Mode = Literal["realtime", "turnbased"]
TableStatus = Literal["open", "playing", "finished", "abandoned"]
JsonObject = dict[str, Any]


def _no_default(schema: dict[str, Any]) -> None:
    schema.pop("default", None)


def sometimes(description: str = "") -> Any:
    """A field the server leaves out rather than sending null: not required, never null."""
    return Field(None, description=description or None, json_schema_extra=_no_default)


class Answer(BaseModel):
    """The base of every success answer's model (documentation only: answers are not validated on the way out)."""


class Standing(Answer):
    """A seated person's standing in the table's game: shown rating points, rank name, first game of it."""

    rating: int
    rank: str
    first_game: bool


class TableSeat(Answer):
    """A taken seat: an account (`user_id`; `bot_account` when a program plays it) or an arena bot (`bot`)."""

    seat: int
    name: str
    user_id: int | None
    bot: str | None
    bot_account: bool = Field(description="The seated account is a bot account (POST /api/accounts/bot).")
    standing: Standing | SkipJsonSchema[None] = sometimes("In listings and GET /api/tables/{id}, for people.")


class SeatResult(Answer):
    """One person's result at a finished ranked table."""

    seat: int
    user_id: int
    name: str
    rating_before: float
    rating_after: float
    delta: float
    shown_after: int
    rank_name: str
    left: bool
    clock_penalty: bool


class Outcome(Answer):
    """How a game ended: `ranks[s]` is 1 for the winners; tied seats share a rank."""

    scores: list[float] | None = Field(description="Null when the game was conceded or resigned.")
    ranks: list[int]
    tiebreaks: list[list[Any]] | None
    cooperative: bool
    team_won: bool | None
    teams: list[int] | None
    notes: str = Field(description="Words for people; `{pN}` stands for seat N's name.")
    extra: JsonObject | SkipJsonSchema[None] = sometimes("Game-specific details.")
    tiebreak_names: list[str] | SkipJsonSchema[None] = sometimes()
    score_text: list[str] | SkipJsonSchema[None] = sometimes()
    conceded: int | SkipJsonSchema[None] = sometimes("The seat that conceded.")
    resigned: list[int] | SkipJsonSchema[None] = sometimes("The seats that resigned.")


class TableSummary(Answer):
    """A table as every endpoint that returns one shows it (`TableRecord.summary`)."""

    id: str
    game: str
    players: int
    options: JsonObject = Field(description="The resolved options of the game (GET /api/games).")
    mode: Mode
    ranked: bool
    invite_only: bool
    invite_code: str | None = Field(description="Only for the creator and the seated players.")
    creator_id: int | None
    status: TableStatus
    seats: list[TableSeat | None] = Field(description="One entry per seat, null while it is free.")
    created_at: int = Field(description="ms since the epoch, as every `*_at` here.")
    started_at: int | None
    finished_at: int | None
    outcome: Outcome | None
    speed: str
    speed_label: str
    min_reputation: int | None
    min_rank: int | None
    auto_start: bool
    bot_delay_ms: int | None = Field(description="The arena bots' wait before each move; null: the server's.")
    bot_accounts: bool = Field(description="A ranked table lets bot accounts sit (a casual table always does).")
    zombies: list[int]
    expelled: list[int] = Field(description="Those of the `zombies` expelled while absent.")
    resigned: list[int] = Field(description="Those of the `zombies` whose player resigned.")
    abandon_votes: list[int]
    neutralized: bool
    left_at: float | None
    progress: float
    results: list[SeatResult]
    version: int | None = Field(description="The table's version while it is in play on this server.")


class TableAnswer(Answer):
    """One table."""

    table: TableSummary


class TableList(Answer):
    """Tables, in the order the endpoint says."""

    tables: list[TableSummary]


class GameHistory(Answer):
    """A player's finished tables, newest first."""

    games: list[TableSummary]


class OptionChoice(Answer):
    """One allowed value of an option."""

    value: Any
    label: str


class GameOption(Answer):
    """A table option a game declares."""

    id: str
    label: str
    choices: list[OptionChoice]
    default: Any
    help: str
    players: list[int] = Field(description="The player counts it applies to (empty: all).")


class GameInfo(Answer):
    """A game as the lobby lists it."""

    id: str
    title: str
    min_players: int
    max_players: int
    options: list[GameOption]
    summary: str
    hidden_information: bool
    chance: bool
    simultaneous: bool
    cooperative: bool
    play_minutes: list[int]


class GameList(Answer):
    """Every game of this server."""

    games: list[GameInfo]


class ViewFormat(Answer):
    """A seat's view: each field's JSON type, and an example from a start with a fixed seed."""

    fields: dict[str, str]
    spectator_fields: dict[str, str]
    example: JsonObject
    example_seat: int
    players: int


class GameFormats(Answer):
    """A game's action types (each with its forms' field names), example actions and views."""

    game: str
    actions: dict[str, list[list[str]]]
    example_actions: list[JsonObject]
    view: ViewFormat


class BotInfo(Answer):
    """A bot a table creator can seat."""

    id: str
    label: str


class BotList(Answer):
    """The arena's bots."""

    bots: list[BotInfo]


class Speed(Answer):
    """A speed: the starting bank and the time added per turn, in seconds."""

    id: str
    label: str
    realtime: bool
    initial: float | None = Field(description="Null without a time limit.")
    per_turn: float


class SpeedList(Answer):
    """The speeds a table can be created with."""

    speeds: list[Speed]


class RatingPoint(Answer):
    """A rating after a ranked game."""

    table: str
    at: int
    rating: float


class ProfileRating(Answer):
    """A player's rating in one game, with its history."""

    game: str
    rating: float
    shown: int
    rank_name: str
    games: int
    history: list[RatingPoint]


class Profile(Answer):
    """A player's public profile."""

    name: str
    user_id: int
    reputation: int
    played: int
    won: int
    left: int
    clock_penalties: int
    ratings: list[ProfileRating]


class LeaderboardEntry(Answer):
    """A place on a game's leaderboard (shared on equal points)."""

    place: int
    name: str
    rating: int
    rank: str
    games: int


class Leaderboard(Answer):
    """A game's best-rated players, best first."""

    game: str
    players: list[LeaderboardEntry]


class Version(Answer):
    """The table's version after the request."""

    v: int


class ReplaySeat(Answer):
    """Who sat in a seat of a replay."""

    name: str
    bot: str | None


class ReplayMove(Answer):
    """One move of a replay."""

    seat: int
    action: JsonObject


class ReplayDocument(Answer):
    """A `meeple-replay/1` document: enough to rebuild every position."""

    format: Literal["meeple-replay/1"]
    game: str
    players: int
    options: JsonObject
    seed: int
    seats: list[ReplaySeat]
    moves: list[ReplayMove]
    outcome: Outcome | None


class GameEvent(Answer):
    """Something that happened in a game, in words (`{pN}`: seat N's name)."""

    type: str
    text: str
    to: list[int] | SkipJsonSchema[None] = sometimes("The seats that may see it (all, when left out).")
    reveals: Literal[True] | SkipJsonSchema[None] = sometimes()
    data: JsonObject | SkipJsonSchema[None] = sometimes()


class ReplayLogMove(Answer):
    """A move of the replay log as the viewer saw it (`label` null when they could not read it)."""

    step: int
    seat: int
    label: str | None
    events: list[GameEvent]


class ReplayLog(Answer):
    """A finished game's log, as one seat (or a spectator, `seat` null) saw it."""

    game: str
    title: str
    players: int
    names: list[str]
    seat: int | None
    total: int
    moves: list[ReplayLogMove]
    outcome: Outcome | None


class ReplayStep(Answer):
    """The position after `step` moves: the game's view for `seat` (null: a spectator's)."""

    step: int
    total: int
    seat: int | None
    view: JsonObject
    waiting: list[int]


class WebGame(Answer):
    """What the browser UI has for a game."""

    ui: str | None
    art: str | None
    rules: str


class WebGames(Answer):
    """For each game id, its browser files."""

    games: dict[str, WebGame]


class Labels(Answer):
    """One label per legal action of the caller's seat at version `v`."""

    v: int
    labels: list[str]


class Presence(Answer):
    """Per seat: whether its player has the table page open (null for bots and free seats)."""

    seats: list[bool | None]
    watchers: int


class PlayNowAnswer(Answer):
    """The table Play now seated the caller at; `joined` false when it opened a new one."""

    table: TableSummary
    joined: bool
