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
    Column("clock", Text, nullable=True),  # JSON Clock.as_dict() as of the last move
    Column("zombies", Text, nullable=False, server_default="[]"),  # JSON list of seats the zombie plays
    Column("expelled", Text, nullable=False, server_default="[]"),  # JSON list: those expelled while absent
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
    Column("status", String(16), nullable=False),  # created | accepted | declined | canceled
    Column("decline_reason", String(16), nullable=True),
    Column("table_id", String(16), nullable=True),  # the table made at the acceptance
    Column("created_at", BigInteger, nullable=False),
    Column("expires_at", BigInteger, nullable=False),
)
