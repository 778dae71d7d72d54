"""The bot API: challenges (one user asks another, by name, to play), API token scopes, bot accounts.

Tokens made before scopes existed keep every scope (manage, play, read).

Revision ID: 0006
Revises: 0005 (chat)
Create Date: 2026-12-02
"""

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "challenges",
        sa.Column("id", sa.String(16), nullable=False),
        sa.Column("challenger_id", sa.Integer, nullable=False),
        sa.Column("challenged_id", sa.Integer, nullable=False),
        sa.Column("game", sa.String(40), nullable=False),
        sa.Column("players", sa.Integer, nullable=False),
        sa.Column("options", sa.Text, nullable=False),
        sa.Column("mode", sa.String(16), nullable=False),
        sa.Column("ranked", sa.Boolean, nullable=False),
        sa.Column("speed", sa.String(16), nullable=False),
        sa.Column("challenger_seat", sa.Integer, nullable=True),
        sa.Column("bots", sa.Text, nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("decline_reason", sa.String(16), nullable=True),
        sa.Column("table_id", sa.String(16), nullable=True),
        sa.Column("created_at", sa.BigInteger, nullable=False),
        sa.Column("expires_at", sa.BigInteger, nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_challenges"),
        sa.ForeignKeyConstraint(["challenger_id"], ["users.id"], ondelete="CASCADE",
                                name="fk_challenges_challenger_id_users"),
        sa.ForeignKeyConstraint(["challenged_id"], ["users.id"], ondelete="CASCADE",
                                name="fk_challenges_challenged_id_users"),
    )
    op.create_index("ix_challenges_challenger_id", "challenges", ["challenger_id"])
    op.create_index("ix_challenges_challenged_id", "challenges", ["challenged_id"])
    # Plain ADD COLUMNs, done in place on SQLite too: a batch here rebuilt `users` (copy, drop, rename), and
    # dropping `users` fails on a database whose accounts created tables, or cascades into their sessions.
    op.add_column("api_tokens", sa.Column("scopes", sa.String(32), nullable=False, server_default="manage,play,read"))
    op.add_column("users", sa.Column("is_bot", sa.Boolean, nullable=False, server_default=sa.false()))


def downgrade() -> None:
    op.drop_column("users", "is_bot")  # in place as well (SQLite 3.35 and later)
    op.drop_column("api_tokens", "scopes")
    op.drop_table("challenges")
