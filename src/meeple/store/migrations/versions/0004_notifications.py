"""Turn notifications: an optional e-mail per account, each player's notification settings, sent turn mails.

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-02
"""

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("users") as users:
        users.add_column(sa.Column("email", sa.String(254), nullable=True))
    op.create_table(
        "notify_settings",
        sa.Column("user_id", sa.Integer, nullable=False),
        sa.Column("sound_realtime", sa.Boolean, nullable=False),
        sa.Column("sound_turnbased", sa.Boolean, nullable=False),
        sa.Column("browser", sa.Boolean, nullable=False),
        sa.Column("mail_turn", sa.Boolean, nullable=False),
        sa.Column("mail_digest", sa.Boolean, nullable=False),
        sa.Column("digest_at", sa.BigInteger, nullable=True),
        sa.PrimaryKeyConstraint("user_id", name="pk_notify_settings"),
        sa.ForeignKeyConstraint(["user_id"], ["users.id"], ondelete="CASCADE", name="fk_notify_settings_user_id_users"),
    )
    op.create_table(
        "turn_mails",
        sa.Column("table_id", sa.String(16), nullable=False),
        sa.Column("user_id", sa.Integer, nullable=False),
        sa.Column("version", sa.Integer, nullable=False),
        sa.Column("sent_at", sa.BigInteger, nullable=False),
        sa.PrimaryKeyConstraint("table_id", "user_id", name="pk_turn_mails"),
        sa.ForeignKeyConstraint(["table_id"], ["game_tables.id"], ondelete="CASCADE",
                                name="fk_turn_mails_table_id_game_tables"),
        sa.ForeignKeyConstraint(["user_id"], ["users.id"], ondelete="CASCADE", name="fk_turn_mails_user_id_users"),
    )


def downgrade() -> None:
    op.drop_table("turn_mails")
    op.drop_table("notify_settings")
    op.drop_column("users", "email")  # in place (SQLite 3.35 and later): rebuilding `users` would cascade
