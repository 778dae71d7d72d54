"""Chat: table and lobby messages, reports of messages, each account's block list.

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-02
"""

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "chat_messages",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("table_id", sa.String(16), nullable=True),
        sa.Column("user_id", sa.Integer, nullable=False),
        sa.Column("name", sa.String(32), nullable=False),
        sa.Column("text", sa.Text, nullable=False),
        sa.Column("version", sa.Integer, nullable=True),
        sa.Column("created_at", sa.BigInteger, nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_chat_messages"),
        sa.ForeignKeyConstraint(["table_id"], ["game_tables.id"], ondelete="CASCADE",
                                name="fk_chat_messages_table_id_game_tables"),
        sa.ForeignKeyConstraint(["user_id"], ["users.id"], ondelete="CASCADE", name="fk_chat_messages_user_id_users"),
    )
    op.create_index("ix_chat_messages_table_id", "chat_messages", ["table_id"])
    op.create_table(
        "chat_reports",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("message_id", sa.Integer, nullable=False),
        sa.Column("reporter_id", sa.Integer, nullable=False),
        sa.Column("reason", sa.String(500), nullable=False),
        sa.Column("created_at", sa.BigInteger, nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_chat_reports"),
        sa.ForeignKeyConstraint(["message_id"], ["chat_messages.id"], ondelete="CASCADE",
                                name="fk_chat_reports_message_id_chat_messages"),
        sa.ForeignKeyConstraint(["reporter_id"], ["users.id"], ondelete="CASCADE",
                                name="fk_chat_reports_reporter_id_users"),
        sa.UniqueConstraint("message_id", "reporter_id", name="uq_chat_reports_message_id"),
    )
    op.create_table(
        "blocks",
        sa.Column("user_id", sa.Integer, nullable=False),
        sa.Column("blocked_id", sa.Integer, nullable=False),
        sa.Column("created_at", sa.BigInteger, nullable=False),
        sa.PrimaryKeyConstraint("user_id", "blocked_id", name="pk_blocks"),
        sa.ForeignKeyConstraint(["user_id"], ["users.id"], ondelete="CASCADE", name="fk_blocks_user_id_users"),
        sa.ForeignKeyConstraint(["blocked_id"], ["users.id"], ondelete="CASCADE", name="fk_blocks_blocked_id_users"),
    )


def downgrade() -> None:
    op.drop_table("blocks")
    op.drop_table("chat_reports")
    op.drop_index("ix_chat_messages_table_id", "chat_messages")
    op.drop_table("chat_messages")
