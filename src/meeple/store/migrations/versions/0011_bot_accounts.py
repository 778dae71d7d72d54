"""Whether a ranked table lets bot accounts sit: the table's creator decides (a casual table always does).

Revision ID: 0011
Revises: 0010 (resigned)
Create Date: 2026-12-07
"""

import sqlalchemy as sa
from alembic import op

revision = "0011"
down_revision = "0010"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # A plain ADD COLUMN, done in place by SQLite (a batch rebuild of game_tables would cascade-delete its moves).
    op.add_column("game_tables", sa.Column("bot_accounts", sa.Boolean, nullable=False, server_default=sa.false()))


def downgrade() -> None:
    op.drop_column("game_tables", "bot_accounts")  # in place too (SQLite 3.35 and later)
