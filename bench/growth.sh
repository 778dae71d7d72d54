#!/usr/bin/env bash
# How the server's cost grows with the number of tables (issue #21 point 5): moves/s, CPU a move and
# ack latency at 1, 10, 100 and 1,000 tables on SQLite and PostgreSQL with one process, and on
# PostgreSQL + Redis with two processes, a table's players on one process and split. Needs the test
# services (scripts/test-services.sh: PostgreSQL and Redis). Usage: bash bench/growth.sh [DURATION_S]
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-.venv/bin/python}
D=${1:-10}
REDIS=${MEEPLE_BENCH_REDIS:-redis://127.0.0.1:6379/0}
# on a shared machine, put this run's processes ahead of other sessions' (Linux autogroups; root only)
echo -15 2>/dev/null > /proc/self/autogroup || true
run() { echo "== $1 ($(date +%T), load $(cut -d' ' -f1-3 /proc/loadavg))"; shift; "$PY" bench/server.py "$@" --duration "$D" --warmup 2; }
run "SQLite, one process" --sizes 1,10,100,1000
run "PostgreSQL, one process" --db postgresql --sizes 1,10,100,1000
run "PostgreSQL + Redis, two processes" --db postgresql --redis "$REDIS" --processes 2 --sizes 2,10,100,1000
run "PostgreSQL + Redis, two processes, split" --db postgresql --redis "$REDIS" --processes 2 --split --sizes 2,10,100,1000
