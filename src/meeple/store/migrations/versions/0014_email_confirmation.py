"""Turn mails go only to a confirmed address: `users.email_confirmed` and the pending link's token.

An address set before this revision was already receiving mail at its owner's
request, so it counts as confirmed; addresses set from now on wait for the
link mailed to them.

Revision ID: 0014
Revises: 0013 (challenge bot delay)
Create Date: 2026-12-07
"""

import sqlalchemy as sa
from alembic import op

revision = "0014"
down_revision = "0013"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # in place on SQLite too: rebuilding `users` would cascade into what refers to it
    op.add_column("users", sa.Column("email_confirmed", sa.Boolean, nullable=False, server_default=sa.false()))
    op.add_column("users", sa.Column("email_token", sa.String(64), nullable=True))
    op.add_column("users", sa.Column("email_token_at", sa.BigInteger, nullable=True))
    op.create_index("ix_users_email_token", "users", ["email_token"], unique=True)
    users = sa.table("users", sa.column("email", sa.String), sa.column("email_confirmed", sa.Boolean))
    op.execute(users.update().where(users.c.email.is_not(None)).values(email_confirmed=True))


def downgrade() -> None:
    op.drop_index("ix_users_email_token", "users")
    op.drop_column("users", "email_token_at")
    op.drop_column("users", "email_token")
    op.drop_column("users", "email_confirmed")
