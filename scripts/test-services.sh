#!/usr/bin/env bash
# Make sure what the tests talk to is there: PostgreSQL (server tests run on it
# as well as on SQLite), Redis (several server processes sharing tables),
# Debian's Chromium (browser tests) and Node.js (Pax Pamir's oracle tests).
# Installs from Debian's packages when
# missing, starts PostgreSQL and Redis when stopped. Idempotent.
# The tests find Redis at MEEPLE_TEST_REDIS_URL, by default redis://127.0.0.1:6379/0,
# which is where this script starts it.
set -euo pipefail

need_apt=()
command -v pg_ctlcluster >/dev/null 2>&1 || need_apt+=(postgresql)
command -v redis-server >/dev/null 2>&1 || need_apt+=(redis-server)
[ -x /usr/bin/chromium ] || need_apt+=(chromium)
command -v node >/dev/null 2>&1 || need_apt+=(nodejs)  # the Pax Pamir oracle's differential tests
if [ ${#need_apt[@]} -gt 0 ]; then
  if [ "$(id -u)" -eq 0 ]; then
    echo "installing from Debian: ${need_apt[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need_apt[@]}" >/dev/null
  else
    echo "missing ${need_apt[*]}: run as root or install them; dependent tests will be skipped" >&2
  fi
fi

if command -v pg_ctlcluster >/dev/null 2>&1; then
  if ! pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then
    ver=$(ls /etc/postgresql 2>/dev/null | sort -n | tail -1)
    if [ -z "$ver" ]; then
      ver=$(ls /usr/lib/postgresql | sort -n | tail -1)
      pg_createcluster "$ver" main >/dev/null
    fi
    pg_ctlcluster --skip-systemctl-redirect "$ver" main start || true
    for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
  fi
fi

if command -v redis-server >/dev/null 2>&1; then
  if ! redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
    # a throwaway server for the tests: no persistence, loopback only
    redis-server --port 6379 --bind 127.0.0.1 --save '' --appendonly no --daemonize yes >/dev/null
    for _ in $(seq 1 30); do redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1 && break; sleep 0.2; done
  fi
fi
exit 0
