#!/usr/bin/env bash
# Prints the PostgreSQL URL the integration tests use, starting the machine's PostgreSQL when it is
# installed but stopped. Without one: under CI=true it fails (the concurrency guarantees are only
# proven on real PostgreSQL); elsewhere it prints nothing and the tests run on PGlite alone.
set -uo pipefail
url="${1:?URL PostgreSQL attendue}"
available() { node bench/lib/pg-available.ts "$url"; }

if available; then
  echo "$url"
  exit 0
fi
if [ -d /etc/postgresql ] && command -v pg_ctlcluster >/dev/null; then
  version="$(ls /etc/postgresql | sort -V | tail -1)"
  echo "PostgreSQL $version installé mais arrêté : démarrage" >&2
  pg_ctlcluster --skip-systemctl-redirect "$version" main start >&2 || true
  for _ in 1 2 3 4 5 6 7 8 9 10; do
    if available; then
      echo "$url"
      exit 0
    fi
    sleep 1
  done
fi
if [ "${CI:-}" = "true" ]; then
  {
    echo "ERREUR : aucun PostgreSQL ne répond sur $url."
    echo "Sous CI, les tests d'intégration doivent aussi passer sur PostgreSQL (courses réelles)."
    echo "Installez PostgreSQL (apt-get install postgresql), créez la base « test » en accès trust,"
    echo "ou donnez TEST_DATABASE_URL."
  } >&2
  exit 1
fi
echo "PostgreSQL absent : tests d'intégration sur PGlite seulement" >&2
exit 0
