"""Tables that start themselves: Play now's tables begin as soon as every seat is taken.

Revision ID: 0008
Revises: 0007 (friends)
Create Date: 2026-12-02
"""

import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # A plain ADD COLUMN, which SQLite does in place: a batch (copy and rename) of game_tables would drop the old
    # table, and with it, through ON DELETE CASCADE, every table's moves and seats.
    op.add_column("game_tables", sa.Column("auto_start", sa.Boolean, nullable=False, server_default=sa.false()))


def downgrade() -> None:
    op.drop_column("game_tables", "auto_start")  # in place too (SQLite 3.35 and later), for the same reason
