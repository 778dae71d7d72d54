"""The schema, shared by SQLite and PostgreSQL; migrations/ creates it, tests compare the two.

Times are integer milliseconds since the epoch and JSON is stored as text that
we encode ourselves (orjson), so both databases hold exactly the same values.
"""

from __future__ import annotations

from sqlalchemy import (
    BigInteger,
    Boolean,
    Column,
    Float,
    ForeignKey,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    UniqueConstraint,
    false,
)

metadata = MetaData(
    naming_convention={
        "ix": "ix_%(table_name)s_%(column_0_name)s",
        "uq": "uq_%(table_name)s_%(column_0_name)s",
        "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
        "pk": "pk_%(table_name)s",
    }
)

users = Table(
    "users",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("username", String(32), nullable=False),
    Column("username_key", String(32), nullable=False, unique=True),  # casefolded: names are case-insensitive
    Column("password_hash", String(255), nullable=True),  # None for guests
    Column("is_guest", Boolean, nullable=False),
    Column("is_bot", Boolean, nullable=False, server_default=false()),  # a bot account: a program plays it
    Column("created_at", BigInteger, nullable=False),
    # the profile's counters (see meeple.arena.reputation and .results)
    Column("reputation", Integer, nullable=False, server_default="75"),
    Column("played", Integer, nullable=False, server_default="0"),
    Column("won", Integer, nullable=False, server_default="0"),
    Column("left", Integer, nullable=False, server_default="0"),
    Column("clock_penalties", Integer, nullable=False, server_default="0"),
    Column("email", String(254), nullable=True),  # where turn mails and digests go (optional, never shown to others)
    Column("email_confirmed", Boolean, nullable=False, server_default=false()),  # its owner opened the link we mailed
    Column("email_token", String(64), nullable=True, unique=True, index=True),  # sha256 of the pending link's token
    Column("email_token_at", BigInteger, nullable=True),  # when that link was made (it lasts CONFIRM_LINK_MS)
)

sessions = Table(
    "sessions",
    metadata,
    Column("token_hash", String(64), primary_key=True),  # sha256 of the cookie; the cookie itself is never stored
    Column("user_id", Integer, ForeignKey("users.id", ondelete="CASCADE"), nullable=False, index=True),
    Column("csrf_token", String(64), nullable=False),
    Column("created_at", BigInteger, nullable=False),
    Column("expires_at", BigInteger, nullable=False),
)

api_tokens = Table(
    "api_tokens",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("user_id", Integer, ForeignKey("users.id", ondelete="CASCADE"), nullable=False, index=True),
    Column("name", String(64), nullable=False),
    Column("token_hash", String(64), nullable=False, unique=True),
    Column("prefix", String(16), nullable=False),  # shown in listings so a user can tell tokens apart
    Column("created_at", BigInteger, nullable=False),
    Column("last_used_at", BigInteger, nullable=True),
    Column("scopes", String(32), nullable=False, server_default="manage,play,read"),  # what the token may do
)

game_tables = Table(
    "game_tables",
    metadata,
    Column("id", String(16), primary_key=True),
    Column("game", String(40), nullable=False),
    Column("players", Integer, nullable=False),
    Column("options", Text, nullable=False),  # JSON, resolved (every option present)
    Column("mode", String(16), nullable=False),  # "realtime" | "turnbased"
    Column("ranked", Boolean, nullable=False),
    Column("invite_only", Boolean, nullable=False),
    Column("invite_code", String(32), nullable=True),
    Column("creator_id", Integer, ForeignKey("users.id"), nullable=True),
    Column("status", String(16), nullable=False, index=True),  # open | playing | finished | abandoned
    Column("seed", BigInteger, nullable=True),  # secret until the game ends
    Column("waiting", Text, nullable=True),  # JSON list of waited seats, kept for turn-based tables
    Column("snapshot", Text, nullable=True),  # JSON dump of the state at snapshot_version (secret)
    Column("snapshot_version", Integer, nullable=False),
    Column("outcome", Text, nullable=True),  # JSON Outcome.as_dict() once finished
    Column("created_at", BigInteger, nullable=False),
    Column("started_at", BigInteger, nullable=True),
    Column("finished_at", BigInteger, nullable=True),
    # the platform's rules (meeple.arena): speed, requirements, clock, leavers, votes, results
    Column("speed", String(16), nullable=False, server_default="normal"),
    Column("min_reputation", Integer, nullable=True),
    Column("min_rank", Integer, nullable=True),
    Column("auto_start", Boolean, nullable=False, server_default=false()),  # starts once every seat is taken
    Column("bot_delay_ms", Integer, nullable=True),  # the arena bots' wait before each move; NULL: the server's
    Column("bot_accounts", Boolean, nullable=False, server_default=false()),  # a ranked table lets bot accounts sit
    Column("clock", Text, nullable=True),  # JSON Clock.as_dict() as of the last move
    Column("zombies", Text, nullable=False, server_default="[]"),  # JSON list of seats the zombie plays
    Column("expelled", Text, nullable=False, server_default="[]"),  # JSON list: those expelled while absent
    Column("resigned", Text, nullable=False, server_default="[]"),  # JSON list: those who resigned
    Column("left_at", Float, nullable=True),  # progress when the first player left (the result is neutralized)
    Column("penalties", Text, nullable=False, server_default="[]"),  # JSON list of seats that ran out of time
    Column("abandon_votes", Text, nullable=False, server_default="[]"),  # JSON list of seats
    Column("progress", Float, nullable=False, server_default="0"),  # the game's progress at the last move
    Column("results", Text, nullable=True),  # JSON list of SeatResult.as_dict() once recorded
)

seats = Table(
    "seats",
    metadata,
    Column("table_id", String(16), ForeignKey("game_tables.id", ondelete="CASCADE"), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("user_id", Integer, ForeignKey("users.id"), nullable=True, index=True),
    Column("bot", String(32), nullable=True),
    Column("name", String(64), nullable=False),
    Column("joined_at", BigInteger, nullable=False),
    UniqueConstraint("table_id", "user_id"),  # one seat per person per table (bots have no user)
)

moves = Table(
    "moves",
    metadata,
    Column("table_id", String(16), ForeignKey("game_tables.id", ondelete="CASCADE"), primary_key=True),
    Column("seq", Integer, primary_key=True),  # the table's version after this move: 1, 2, ...
    Column("seat", Integer, nullable=False),
    Column("kind", String(8), nullable=False, server_default="move"),  # "move" (a game action) | "undo"
    Column("action", Text, nullable=False),  # JSON: the game action; for an undo, {"to": the version it returns to}
    Column("action_id", String(64), nullable=True),  # the client's id, so a resent action is applied once
    Column("events", Text, nullable=False),  # JSON list of Event.as_dict(), private ones included
    Column("created_at", BigInteger, nullable=False),
)

ratings = Table(
    "ratings",
    metadata,
    Column("user_id", Integer, ForeignKey("users.id", ondelete="CASCADE"), primary_key=True),
    Column("game", String(40), primary_key=True),
    Column("rating", Float, nullable=False),  # internal ELO, from 1500 (see meeple.arena.ratings)
    Column("games", Integer, nullable=False),  # ranked games played
)

rating_history = Table(
    "rating_history",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("user_id", Integer, ForeignKey("users.id", ondelete="CASCADE"), nullable=False, index=True),
    Column("game", String(40), nullable=False),
    Column("table_id", String(16), nullable=False),
    Column("at", BigInteger, nullable=False),
    Column("rating", Float, nullable=False),  # the rating after that table
)

challenges = Table(
    "challenges",
    metadata,
    Column("id", String(16), primary_key=True),
    Column("challenger_id", Integer, ForeignKey("users.id", ondelete="CASCADE"), nullable=False, index=True),
    Column("challenged_id", Integer, ForeignKey("users.id", ondelete="CASCADE"), nullable=False, index=True),
    Column("game", String(40), nullable=False),
    Column("players", Integer, nullable=False),
    Column("options", Text, nullable=False),  # JSON, resolved
    Column("mode", String(16), nullable=False),
    Column("ranked", Boolean, nullable=False),
    Column("speed", String(16), nullable=False),
    Column("challenger_seat", Integer, nullable=True),  # None: drawn at the acceptance
    Column("bots", Text, nullable=False),  # JSON list of bot specs for the other seats
    Column("bot_delay_ms", Integer, nullable=True),  # the table's arena bots' pace; NULL: the server's
    Column("status", String(16), nullable=False),  # created | accepted | declined | canceled
    Column("decline_reason", String(16), nullable=True),
    Column("table_id", String(16), nullable=True),  # the table made at the acceptance
    Column("created_at", BigInteger, nullable=False),
    Column("expires_at", BigInteger, nullable=False),
)

notify_settings = Table(
    "notify_settings",
    metadata,
    # a player's choices of how to hear that it is their turn (meeple.server.notify); no row: the defaults
    Column("user_id", Integer, ForeignKey("users.id", ondelete="CASCADE"), primary_key=True),
    Column("sound_realtime", Boolean, nullable=False),
    Column("sound_turnbased", Boolean, nullable=False),
    Column("browser", Boolean, nullable=False),
    Column("mail_turn", Boolean, nullable=False),
    Column("mail_digest", Boolean, nullable=False),
    Column("digest_at", BigInteger, nullable=True),  # when the daily digest was last considered
)

turn_mails = Table(
    "turn_mails",
    metadata,
    # the last "your move" mail per player and turn-based table, so one waiting turn gets one mail
    Column("table_id", String(16), ForeignKey("game_tables.id", ondelete="CASCADE"), primary_key=True),
    Column("user_id", Integer, ForeignKey("users.id", ondelete="CASCADE"), primary_key=True),
    Column("version", Integer, nullable=False),  # the table's version when it was sent
    Column("sent_at", BigInteger, nullable=False),
)

# Chat (meeple.server.chat): table and lobby messages, reports for the admins, each account's block list
chat_messages = Table(
    "chat_messages",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("table_id", String(16), ForeignKey("game_tables.id", ondelete="CASCADE"), nullable=True, index=True),
    Column("user_id", Integer, ForeignKey("users.id", ondelete="CASCADE"), nullable=False),
    Column("name", String(32), nullable=False),  # the author's name when written
    Column("text", Text, nullable=False),
    Column("version", Integer, nullable=True),  # the table's version when written (None in the lobby)
    Column("created_at", BigInteger, nullable=False),
)

chat_reports = Table(
    "chat_reports",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("message_id", Integer, ForeignKey("chat_messages.id", ondelete="CASCADE"), nullable=False),
    Column("reporter_id", Integer, ForeignKey("users.id", ondelete="CASCADE"), nullable=False),
    Column("reason", String(500), nullable=False),
    Column("created_at", BigInteger, nullable=False),
    UniqueConstraint("message_id", "reporter_id"),  # one report per person per message
)

blocks = Table(
    "blocks",
    metadata,
    Column("user_id", Integer, ForeignKey("users.id", ondelete="CASCADE"), primary_key=True),
    Column("blocked_id", Integer, ForeignKey("users.id", ondelete="CASCADE"), primary_key=True),
    Column("created_at", BigInteger, nullable=False),
)

invitations = Table(
    "invitations",
    metadata,
    # who invited whom to which open table (POST /api/tables/{id}/invite), until the invitee declines
    Column("table_id", String(16), ForeignKey("game_tables.id", ondelete="CASCADE"), primary_key=True),
    Column("from_id", Integer, ForeignKey("users.id", ondelete="CASCADE"), primary_key=True),
    Column("to_id", Integer, ForeignKey("users.id", ondelete="CASCADE"), primary_key=True),
    Column("created_at", BigInteger, nullable=False),
)

friends = Table(
    "friends",
    metadata,
    Column("user_id", Integer, ForeignKey("users.id", ondelete="CASCADE"), primary_key=True),
    Column("friend_id", Integer, ForeignKey("users.id", ondelete="CASCADE"), primary_key=True),
    Column("created_at", BigInteger, nullable=False),
)
