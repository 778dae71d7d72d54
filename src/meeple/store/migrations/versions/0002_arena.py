"""Platform rules: table speed and clock, leavers, abandon votes, results; ratings, history, profile counters.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-29
"""

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None

USER_COUNTERS = (("reputation", "75"), ("played", "0"), ("won", "0"), ("left", "0"), ("clock_penalties", "0"))


def table_columns() -> tuple[sa.Column, ...]:
    """The new `game_tables` columns (fresh objects: a Column belongs to one table)."""
    return (
        sa.Column("speed", sa.String(16), nullable=False, server_default="normal"),
        sa.Column("min_reputation", sa.Integer, nullable=True),
        sa.Column("min_rank", sa.Integer, nullable=True),
        sa.Column("clock", sa.Text, nullable=True),
        sa.Column("zombies", sa.Text, nullable=False, server_default="[]"),
        sa.Column("expelled", sa.Text, nullable=False, server_default="[]"),
        sa.Column("left_at", sa.Float, nullable=True),
        sa.Column("penalties", sa.Text, nullable=False, server_default="[]"),
        sa.Column("abandon_votes", sa.Text, nullable=False, server_default="[]"),
        sa.Column("progress", sa.Float, nullable=False, server_default="0"),
        sa.Column("results", sa.Text, nullable=True),
    )


def upgrade() -> None:
    with op.batch_alter_table("users") as users:
        for name, default in USER_COUNTERS:
            users.add_column(sa.Column(name, sa.Integer, nullable=False, server_default=default))
    with op.batch_alter_table("game_tables") as tables:
        for column in table_columns():
            tables.add_column(column)
    op.create_table(
        "ratings",
        sa.Column("user_id", sa.Integer, nullable=False),
        sa.Column("game", sa.String(40), nullable=False),
        sa.Column("rating", sa.Float, nullable=False),
        sa.Column("games", sa.Integer, nullable=False),
        sa.PrimaryKeyConstraint("user_id", "game", name="pk_ratings"),
        sa.ForeignKeyConstraint(["user_id"], ["users.id"], ondelete="CASCADE", name="fk_ratings_user_id_users"),
    )
    op.create_table(
        "rating_history",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("user_id", sa.Integer, nullable=False),
        sa.Column("game", sa.String(40), nullable=False),
        sa.Column("table_id", sa.String(16), nullable=False),
        sa.Column("at", sa.BigInteger, nullable=False),
        sa.Column("rating", sa.Float, nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_rating_history"),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], ondelete="CASCADE", name="fk_rating_history_user_id_users"
        ),
    )
    op.create_index("ix_rating_history_user_id", "rating_history", ["user_id"])


def downgrade() -> None:
    op.drop_table("rating_history")
    op.drop_table("ratings")
    with op.batch_alter_table("game_tables") as tables:
        for column in table_columns():
            tables.drop_column(column.name)
    with op.batch_alter_table("users") as users:
        for name, _ in USER_COUNTERS:
            users.drop_column(name)
