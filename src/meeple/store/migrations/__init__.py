"""Alembic migrations of the store (run by `meeple.store.migrate.upgrade`)."""
