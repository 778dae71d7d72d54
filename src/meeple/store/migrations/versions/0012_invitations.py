"""Invitations to open tables are kept until declined, so that a decline reaches the players who invited.

Revision ID: 0012
Revises: 0011 (bot_accounts)
Create Date: 2026-12-07
"""

import sqlalchemy as sa
from alembic import op

revision = "0012"
down_revision = "0011"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "invitations",
        sa.Column("table_id", sa.String(16), nullable=False),
        sa.Column("from_id", sa.Integer, nullable=False),
        sa.Column("to_id", sa.Integer, nullable=False),
        sa.Column("created_at", sa.BigInteger, nullable=False),
        sa.PrimaryKeyConstraint("table_id", "from_id", "to_id", name="pk_invitations"),
        sa.ForeignKeyConstraint(["table_id"], ["game_tables.id"], ondelete="CASCADE",
                                name="fk_invitations_table_id_game_tables"),
        sa.ForeignKeyConstraint(["from_id"], ["users.id"], ondelete="CASCADE", name="fk_invitations_from_id_users"),
        sa.ForeignKeyConstraint(["to_id"], ["users.id"], ondelete="CASCADE", name="fk_invitations_to_id_users"),
    )


def downgrade() -> None:
    op.drop_table("invitations")
