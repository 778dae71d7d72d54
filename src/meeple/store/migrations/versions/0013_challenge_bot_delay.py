"""A challenge carries the pace of its table's arena bots, as a new table does (`bot_delay_ms`).

Revision ID: 0013
Revises: 0012 (invitations)
Create Date: 2026-12-07
"""

import sqlalchemy as sa
from alembic import op

revision = "0013"
down_revision = "0012"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("challenges", sa.Column("bot_delay_ms", sa.Integer, nullable=True))  # in place on SQLite too


def downgrade() -> None:
    op.drop_column("challenges", "bot_delay_ms")
