"""The move log says what kind of row each move is: a game action ("move") or an undo ("undo").

Until now an undo was a row whose action was `{"__undo__": target}`; it
becomes a row of kind "undo" whose action is `{"to": target}`.

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-14
"""

import json

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None

OLD_UNDO_KEY = "__undo__"
_moves = sa.table(
    "moves", sa.column("table_id", sa.String), sa.column("seq", sa.Integer),
    sa.column("kind", sa.String), sa.column("action", sa.Text),
)


def upgrade() -> None:
    with op.batch_alter_table("moves") as moves:
        moves.add_column(sa.Column("kind", sa.String(8), nullable=False, server_default="move"))
    conn = op.get_bind()
    # LIKE narrows the rows down (its "_" matches any character); the JSON decides
    found = conn.execute(sa.select(_moves.c.table_id, _moves.c.seq, _moves.c.action)
                         .where(_moves.c.action.like(f'%"{OLD_UNDO_KEY}"%'))).all()
    undos = []
    for row in found:
        action = json.loads(row.action)
        if isinstance(action, dict) and isinstance(action.get(OLD_UNDO_KEY), int):
            undos.append({"t": row.table_id, "s": row.seq, "a": json.dumps({"to": action[OLD_UNDO_KEY]})})
    if undos:
        conn.execute(
            _moves.update()
            .where(_moves.c.table_id == sa.bindparam("t"), _moves.c.seq == sa.bindparam("s"))
            .values(kind="undo", action=sa.bindparam("a")),
            undos,
        )


def downgrade() -> None:
    conn = op.get_bind()
    found = conn.execute(sa.select(_moves.c.table_id, _moves.c.seq, _moves.c.action)
                         .where(_moves.c.kind == "undo")).all()
    undos = [{"t": r.table_id, "s": r.seq, "a": json.dumps({OLD_UNDO_KEY: json.loads(r.action)["to"]})}
             for r in found]
    if undos:
        conn.execute(
            _moves.update()
            .where(_moves.c.table_id == sa.bindparam("t"), _moves.c.seq == sa.bindparam("s"))
            .values(action=sa.bindparam("a")),
            undos,
        )
    with op.batch_alter_table("moves") as moves:
        moves.drop_column("kind")
