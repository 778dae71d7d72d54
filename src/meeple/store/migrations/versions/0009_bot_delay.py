"""A table's own bot pace: how long its arena bots wait before each move (none: the server's default).

Revision ID: 0009
Revises: 0008 (auto_start)
Create Date: 2026-12-02
"""

import sqlalchemy as sa
from alembic import op

revision = "0009"
down_revision = "0008"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # A plain ADD COLUMN, done in place by SQLite (a batch rebuild of game_tables would cascade-delete its moves).
    op.add_column("game_tables", sa.Column("bot_delay_ms", sa.Integer, nullable=True))


def downgrade() -> None:
    op.drop_column("game_tables", "bot_delay_ms")  # in place too (SQLite 3.35 and later)
