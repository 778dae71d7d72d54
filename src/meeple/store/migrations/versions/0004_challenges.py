"""Challenges: one user asks another, by name, to play (the bot API's event stream announces them).

Revision ID: 0004_challenges
Revises: 0003
Create Date: 2026-12-02
"""

import sqlalchemy as sa
from alembic import op

revision = "0004_challenges"
down_revision = "0003"
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


def downgrade() -> None:
    op.drop_table("challenges")
