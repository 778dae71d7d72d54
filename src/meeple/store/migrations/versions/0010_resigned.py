"""Which of a table's zombie seats were resigned, so that the log says "resigned", not "skipped for being late".

Revision ID: 0010
Revises: 0009 (bot_delay)
Create Date: 2026-12-07
"""

import sqlalchemy as sa
from alembic import op

revision = "0010"
down_revision = "0009"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # A plain ADD COLUMN, done in place by SQLite (a batch rebuild of game_tables would cascade-delete its moves).
    op.add_column("game_tables", sa.Column("resigned", sa.Text, nullable=False, server_default="[]"))


def downgrade() -> None:
    op.drop_column("game_tables", "resigned")  # in place too (SQLite 3.35 and later)
