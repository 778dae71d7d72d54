# Meeple: `make run` serves the arena on SQLite; `make test` runs every test.
# Both create .venv and install what they need on a fresh clone.

PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-stamp
HOST ?= 127.0.0.1
PORT ?= 8000

.PHONY: install run test test-fast golden bench clean

$(STAMP): pyproject.toml
	$(PY) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q -e '.[dev]'
	touch $(STAMP)

install: $(STAMP)

run: $(STAMP)
	$(BIN)/meeple serve --host $(HOST) --port $(PORT)

test: $(STAMP)
	bash scripts/test-services.sh
	$(BIN)/python -m pytest -n auto --dist loadgroup

test-fast: $(STAMP)
	$(BIN)/python -m pytest -n auto -m "not slow"

golden: $(STAMP)
	$(BIN)/meeple golden $(GAME) --write

bench: $(STAMP)
	$(BIN)/python bench/engine.py

clean:
	rm -rf $(VENV) .pytest_cache build *.egg-info src/*.egg-info
