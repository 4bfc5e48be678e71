#!/usr/bin/env bash
# The instants at which the suite must pass, one a line: "<instant>|<what it is>", the instant as
# scripts/test-at.sh takes it (a date with its offset from UTC). Each is the next one to come, so
# that the list stays in the future (test-at.sh only moves clocks forward: the browser keeps the
# real clock, and a session cookie set in the past would already have expired for it).
#   scripts/test-instants.sh            the list
#   scripts/test-instants.sh --pick H   the one a commit hash H picks (CI)
set -euo pipefail
export TZ=Europe/Paris
now=$(date +%s)

# The first of the candidates (one per year from this one) still to come.
next_of() {
  local year candidate
  for year in $(seq "$(date +%Y)" "$(($(date +%Y) + 8))"); do
    candidate="$("$@" "$year")" || continue
    if [ -n "$candidate" ] && [ "$(date -d "$candidate" +%s)" -gt "$now" ]; then
      echo "$candidate"
      return
    fi
  done
}
weekday() { date -d "next $1 $2" '+%Y-%m-%d %H:%M %z'; }
new_years_eve() { echo "$1-12-31 23:50 +0100"; }
leap_day() { date -d "$1-02-29" +%F >/dev/null 2>&1 && echo "$1-02-29 12:00 +0100"; }
last_sunday() { date -d "$1-$2-31 -$(date -d "$1-$2-31" +%w) days" +%F; }
# 01:55 Paris in winter time: the clock jumps to 03:00 five minutes into the run.
spring_forward() { echo "$(last_sunday "$1" 03) 01:55 +0100"; }
# 02:30 Paris in summer time: at 03:00 the clock goes back to 02:00, and 02:30 comes again.
fall_back() { echo "$(last_sunday "$1" 10) 02:30 +0200"; }

instants=(
  "$(weekday monday 00:05)|un lundi à 0 h 05"
  "$(weekday sunday 23:55)|un dimanche à 23 h 55"
  "$(weekday friday 17:30)|un vendredi à 17 h 30"
  "$(weekday saturday 12:00)|un samedi à midi"
  "$(next_of new_years_eve)|un 31 décembre à 23 h 50"
  "$(next_of leap_day)|un 29 février"
  "$(next_of spring_forward)|la nuit du passage à l'heure d'été (01 h 55)"
  "$(next_of fall_back)|la nuit du retour à l'heure d'hiver (02 h 30, deux fois)"
)

if [ "${1:-}" = "--pick" ]; then
  hash="${2:?--pick HASH}"
  echo "${instants[$((16#${hash:0:8} % ${#instants[@]}))]}"
else
  printf '%s\n' "${instants[@]}"
fi
