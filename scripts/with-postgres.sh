#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server on 127.0.0.1, then stops it.
#   bash scripts/with-postgres.sh vitest run --project api
# The command sees DATABASE_URL. Needs Debian's postgresql package (.ci/run installs it).
# Tests run it with fsync off (they prove durability with their own server); PG_FSYNC=on keeps
# PostgreSQL's defaults (fsync, synchronous_commit), as the benchmarks do, so their figures are production's.
set -euo pipefail

bindir=""
for d in /usr/lib/postgresql/*/bin; do [ -x "$d/initdb" ] && bindir="$d"; done
if [ -z "$bindir" ]; then
  echo "PostgreSQL server binaries not found (initdb). Install them: apt-get install -y postgresql" >&2
  exit 1
fi

port="${PG_TEST_PORT:-55432}"
dir="$(mktemp -d /tmp/site-pg-XXXXXX)"
chmod 755 "$dir"
runas=()
if [ "$(id -u)" = "0" ]; then
  chown postgres:postgres "$dir"
  runas=(runuser -u postgres --)
fi

cleanup() {
  "${runas[@]}" "$bindir/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

"${runas[@]}" "$bindir/initdb" -D "$dir/data" -U postgres -A trust --no-sync >/dev/null
sync="-c fsync=off"
[ "${PG_FSYNC:-off}" = "on" ] && sync="-c fsync=on -c synchronous_commit=on"
"${runas[@]}" "$bindir/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
  -o "-h 127.0.0.1 -p $port -k $dir $sync -c max_connections=200" start >/dev/null
"${runas[@]}" "$bindir/createdb" -h 127.0.0.1 -p "$port" -U postgres site_test

export DATABASE_URL="postgres://postgres@127.0.0.1:$port/site_test"
echo "PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') on 127.0.0.1:$port ($sync)"
npx "$@"
