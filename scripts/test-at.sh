#!/usr/bin/env bash
# Runs the unit, integration and browser tests as if the machine's clock read another instant:
#   scripts/test-at.sh "2026-12-31 16:00"            (Paris time; a future instant)
#   scripts/test-at.sh "2026-12-31 16:00" FILE...    (only these test files)
# The suite must pass whatever the day and hour (a Friday evening, a Saturday, a 31 December).
# libfaketime shifts the clock of every process the run starts (the test runner, the servers it
# starts, and a throwaway PostgreSQL started here for the integration tests) by one offset, so
# they agree with each other and time still flows. Chromium keeps the real clock; its pages get
# the shifted one through Playwright (e2e/support/browser.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
at="${1:?Instant attendu, heure de Paris : scripts/test-at.sh \"2026-12-31 16:00\"}"
# The first free port from 5499 (another run may be using one), unless TEST_AT_PG_PORT says.
port="${TEST_AT_PG_PORT:-}"
if [ -z "$port" ]; then
  for candidate in $(seq 5499 5599); do
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$candidate") 2>/dev/null; then
      port="$candidate"
      break
    fi
  done
fi
export PATH="$PWD/node_modules/.bin:$PATH"

lib=/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1
if [ ! -f "$lib" ]; then
  echo "Installation de faketime (apt-get)"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq faketime >/dev/null
fi
make --no-print-directory build system-deps

target="$(TZ=Europe/Paris date -d "$at" +%s)"
offset=$((target - $(date +%s)))
echo "Horloge décalée de ${offset} s : $(TZ=Europe/Paris date -d "@$target" '+%A %d %B %Y %H:%M') à Paris"
sign=""
if [ "$offset" -ge 0 ]; then sign="+"; fi
shifted=(env LD_PRELOAD="$lib" FAKETIME="${sign}${offset}" FAKETIME_DONT_FAKE_MONOTONIC=1)

# A PostgreSQL of its own, on the same shifted clock (its now() is the server's time).
pgbin="/usr/lib/postgresql/$(ls /usr/lib/postgresql | sort -V | tail -1)/bin"
cluster="$(mktemp -d /tmp/tourneo-pg-at-XXXXXX)"
chown postgres "$cluster"
stop_cluster() {
  runuser -u postgres -- "$pgbin/pg_ctl" -D "$cluster/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$cluster"
}
trap stop_cluster EXIT
runuser -u postgres -- "$pgbin/initdb" -D "$cluster/data" -U postgres --auth=trust >/dev/null
runuser -u postgres -- "${shifted[@]}" "$pgbin/pg_ctl" -D "$cluster/data" -w -l "$cluster/log" \
  -o "-p $port -k $cluster -c listen_addresses=127.0.0.1" start >/dev/null
runuser -u postgres -- "$pgbin/createdb" -h 127.0.0.1 -p "$port" test

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/test"
"${shifted[@]}" node -e "console.log('Heure vue par les tests :', new Date().toLocaleString('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'full', timeStyle: 'short' }))"
shift
if [ "$#" -gt 0 ]; then
  "${shifted[@]}" vitest run "$@"
  exit
fi
"${shifted[@]}" vitest run --project domain --project web --project server --project server-postgres
"${shifted[@]}" vitest run --project e2e
