"""The success answers about people: accounts, tokens, lists, notification settings, chat, challenges.

Descriptions only, as in `schemas` (which holds the tables' and games' shapes and the conventions).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field
from pydantic.json_schema import SkipJsonSchema

from .schemas import Answer, JsonObject, Mode, Outcome, RatingPoint, ReplayDocument, TableSummary, sometimes

Scope = Literal["read", "play", "manage"]


class User(Answer):
    """An account as the API shows it to its owner."""

    id: int
    username: str
    guest: bool
    bot: bool = Field(description="A bot account: a program plays it.")


class Me(Answer):
    """The logged-in user and the CSRF token the browser sends on writes; both null for nobody."""

    user: User | None
    csrf_token: str | None


class LoggedIn(Answer):
    """The user now logged in (the session cookie is set) and the CSRF token for writes."""

    user: User
    csrf_token: str


class Upgraded(Answer):
    """The renamed user, still logged in; the CSRF token of this session (null for an API token)."""

    user: User
    csrf_token: str | None


class UserAnswer(Answer):
    """The user after the change."""

    user: User


class PasswordChanged(Answer):
    """The user, and how many of its other sessions were logged out."""

    user: User
    sessions_ended: int


class Token(Answer):
    """A personal API token as listed: its name and first characters, never the secret."""

    id: int
    name: str
    prefix: str
    created_at: int
    last_used_at: int | None
    scopes: list[Scope]


class NewToken(Token):
    """A new token: `token` is shown this once."""

    token: str


class TokenList(Answer):
    """My API tokens, oldest first."""

    tokens: list[Token]


class ListedUser(Answer):
    """A player on one of my lists, and since when (ms since the epoch)."""

    user_id: int
    name: str
    since: int


class BlockList(Answer):
    """The players I blocked, by name."""

    blocked: list[ListedUser]


class FriendList(Answer):
    """The players I follow, by name."""

    friends: list[ListedUser]


class NotifySettings(Answer):
    """How I hear that it is my turn."""

    sound_realtime: bool
    sound_turnbased: bool
    browser: bool
    mail_turn: bool
    mail_digest: bool


class Notifications(Answer):
    """My turn notification settings, the address mails go to, and whether this server sends mail."""

    email: str | None
    email_confirmed: bool = Field(description="Its owner opened the link mailed to it; mails go only to a confirmed "
                                              "address")
    settings: NotifySettings
    mail_available: bool


class EmailConfirmed(Answer):
    """The address a confirmation link confirmed, and whose it is."""

    username: str
    email: str


class ChatLine(Answer):
    """A chat message; `v` is the table's version when it was written (null in the lobby)."""

    id: int
    channel: Literal["lobby", "table"]
    table: str | None
    user_id: int
    name: str
    text: str
    v: int | None
    at: int
    step: int | SkipJsonSchema[None] = sometimes("Where it falls in the replay, once the table's game is over.")


class ChatLines(Answer):
    """Messages, oldest first."""

    messages: list[ChatLine]


class ChatLineAnswer(Answer):
    """The message as written."""

    message: ChatLine


class ReportRef(Answer):
    """A report and the message it is about."""

    id: int
    message: int


class ReportAnswer(Answer):
    """My report of a message."""

    report: ReportRef


class Report(Answer):
    """A report, with the message and who reported it."""

    id: int
    reason: str
    at: int
    reporter: str
    message: ChatLine


class ReportList(Answer):
    """The latest reports, newest first."""

    reports: list[Report]


class Player(Answer):
    """A player named in a challenge or an invitation."""

    id: int
    name: str


class ChallengePlayer(Player):
    """A side of a challenge."""

    bot: bool


class Challenge(Answer):
    """A challenge; `table` is the table it made once accepted."""

    id: str
    status: Literal["created", "accepted", "declined", "canceled", "expired"]
    challenger: ChallengePlayer
    dest_user: ChallengePlayer
    game: str
    players: int
    options: JsonObject
    mode: Mode
    ranked: bool
    speed: str
    challenger_seat: int | None
    bots: list[str]
    bot_delay_ms: int | None = Field(description="The arena bots' wait before each move at its table; null: the "
                                     "server's.")
    decline_reason: str | None
    decline_message: str | None
    table: str | None
    created_at: int
    expires_at: int


class ChallengeAnswer(Answer):
    """One challenge."""

    challenge: Challenge


class ChallengeAccepted(Answer):
    """The accepted challenge and the table it made (started when every seat was taken)."""

    challenge: Challenge
    table: TableSummary


class ChallengeLists(Answer):
    """Standing challenges: `in` to me, `out` from me."""

    incoming: list[Challenge] = Field(alias="in")
    outgoing: list[Challenge] = Field(alias="out")


class Invited(Answer):
    """Whom the invitation went to, and to which table."""

    invited: Player
    table: str


class ImportedTable(Answer):
    """The finished table an imported replay became."""

    table: TableSummary


class ExportAccount(Answer):
    """The account as the store keeps it (no password hash)."""

    id: int
    username: str
    guest: bool
    created_at: int
    reputation: int
    played: int
    won: int
    left: int
    clock_penalties: int
    email: str | None
    email_confirmed: bool


class ExportRating(Answer):
    """A rating with its history."""

    game: str
    rating: float
    games: int
    history: list[RatingPoint]


class ExportToken(Answer):
    """An API token (never its secret)."""

    name: str
    prefix: str
    created_at: int
    last_used_at: int | None


class ExportTable(TableSummary):
    """A table of the account; an ended one carries its replay (null if it was cancelled before its start)."""

    replay: ReplayDocument | None = Field(None, description="Only for finished and abandoned tables.")


class AccountExport(Answer):
    """`meeple-account/1`: everything the server keeps about an account."""

    format: Literal["meeple-account/1"]
    account: ExportAccount
    ratings: list[ExportRating]
    tokens: list[ExportToken]
    tables: list[ExportTable]



class GameRef(Answer):
    """A table as a game event tells one of its players (`seat` null if they hold none; `ws` its WebSocket path)."""

    table: str
    game: str
    seat: int | None
    names: list[str]
    mode: Mode
    ranked: bool
    speed: str
    status: Literal["open", "playing", "finished", "abandoned"]
    ws: str


class FinishedGameRef(GameRef):
    """A table that ended, with how."""

    outcome: Outcome | None


class GameStartEvent(Answer):
    """A table I sit at started (or is in play as the stream opens)."""

    type: Literal["gameStart"]
    game: GameRef


class GameFinishEvent(Answer):
    """A table I sat at ended: played out, conceded or abandoned."""

    type: Literal["gameFinish"]
    game: FinishedGameRef


class ChallengeEvent(Answer):
    """A challenge to or from me was made (or stands as the stream opens), canceled or declined."""

    type: Literal["challenge", "challengeCanceled", "challengeDeclined"]
    challenge: Challenge


class InvitationBody(Answer):
    """Who invites me to which open table, with its invite code (null for a listed table)."""

    sender: Player = Field(alias="from")
    table: TableSummary
    invite: str | None


class InvitationEvent(Answer):
    """A player of an open table invites me."""

    type: Literal["invitation"]
    invitation: InvitationBody


class InvitationDeclinedBody(Answer):
    """Who declined whose invitation to which table, and why."""

    sender: Player = Field(alias="from", description="The player who had invited.")
    to: Player = Field(description="The player who declined.")
    table: str
    decline_reason: str
    decline_message: str


class InvitationDeclinedEvent(Answer):
    """An invitation I sent, or one I declined, was declined."""

    type: Literal["invitationDeclined"]
    invitation: InvitationDeclinedBody


class InvitationDeclinedAnswer(Answer):
    """The players whose invitations to the table were declined."""

    declined: list[Player]
    table: str


StreamEvent = Annotated[GameStartEvent | GameFinishEvent | ChallengeEvent | InvitationEvent | InvitationDeclinedEvent,
                        Field(discriminator="type")]
"""One line of `GET /api/stream/event` (empty lines only keep the connection alive)."""
