# Meeple: `make run` serves the arena on SQLite; `make test` runs every test.
# Both create .venv and install what they need on a fresh clone, from the
# lockfiles in lock/ (`make lock` regenerates them after a change to pyproject.toml).

PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
UV_VERSION := 0.13.9
UV := $(BIN)/uv
SYNC := $(UV) pip sync --python $(BIN)/python
EDITABLE := $(UV) pip install --python $(BIN)/python --no-deps -e .
COMPILE := $(UV) pip compile pyproject.toml --universal --python-version 3.11 --generate-hashes --quiet $(LOCK_FLAGS)
DEV_STAMP := $(VENV)/.dev-stamp
RUN_STAMP := $(VENV)/.run-stamp
HOST ?= 127.0.0.1
PORT ?= 8000

.PHONY: install run lint test test-fast lock golden bench clean

# uv itself comes from PyPI into the venv; it installs exactly the locked set.
$(UV):
	$(PY) -m venv $(VENV)
	$(BIN)/pip install -q 'uv==$(UV_VERSION)'

# The dev set: every extra (PostgreSQL, Redis) and the test tools.
$(DEV_STAMP): lock/dev.txt pyproject.toml | $(UV)
	$(SYNC) lock/dev.txt
	$(EDITABLE)
	touch $@ $(RUN_STAMP)

# The runtime set (SQLite only) — unless this venv already has the dev set, a superset.
$(RUN_STAMP): lock/run.txt pyproject.toml | $(UV)
	if [ -f $(DEV_STAMP) ]; then $(SYNC) lock/dev.txt; else $(SYNC) lock/run.txt; fi
	$(EDITABLE)
	touch $@

install: $(DEV_STAMP)

run: $(RUN_STAMP)
	$(BIN)/meeple serve --host $(HOST) --port $(PORT)

# ruff and mypy as configured in pyproject.toml; any finding fails.
lint: $(DEV_STAMP)
	$(BIN)/ruff check
	$(BIN)/mypy

# Lint first (fail fast), then every test and the doctests of engine, bots, arena and replay.
# The bytecode is compiled once up front: with PYTHONDONTWRITEBYTECODE set (as on CI), every server
# the tests start would otherwise compile all of src again (3.0 s of CPU an import instead of 1.8).
test: lint
	bash scripts/test-services.sh
	$(BIN)/python -m compileall -q src tests >/dev/null
	$(BIN)/python -m pytest -n auto --dist loadgroup

test-fast: $(DEV_STAMP)
	$(BIN)/python -m pytest -n auto -m "not slow"

# Re-resolve both lockfiles from pyproject.toml, keeping pinned versions that still fit
# (`make lock LOCK_FLAGS=--upgrade` moves to the newest); the runtime set uses the dev set's versions.
lock: | $(UV)
	$(COMPILE) --extra dev -o lock/dev.txt
	$(COMPILE) -c lock/dev.txt -o lock/run.txt

golden: $(DEV_STAMP)
	$(BIN)/meeple golden $(GAME) --write

bench: $(DEV_STAMP)
	$(BIN)/python bench/engine.py

clean:
	rm -rf $(VENV) .pytest_cache build *.egg-info src/*.egg-info
