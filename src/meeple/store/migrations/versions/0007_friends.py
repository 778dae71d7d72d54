"""Friends: each account's list of players it follows (their tables show in its lobby).

Revision ID: 0007
Revises: 0006 (bot API)
Create Date: 2026-12-02
"""

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "friends",
        sa.Column("user_id", sa.Integer, nullable=False),
        sa.Column("friend_id", sa.Integer, nullable=False),
        sa.Column("created_at", sa.BigInteger, nullable=False),
        sa.PrimaryKeyConstraint("user_id", "friend_id", name="pk_friends"),
        sa.ForeignKeyConstraint(["user_id"], ["users.id"], ondelete="CASCADE", name="fk_friends_user_id_users"),
        sa.ForeignKeyConstraint(["friend_id"], ["users.id"], ondelete="CASCADE", name="fk_friends_friend_id_users"),
    )


def downgrade() -> None:
    op.drop_table("friends")
