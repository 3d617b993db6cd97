#!/usr/bin/env bash
# The official postgres image's start, as far as compose.yaml uses it: on an empty PGDATA, initdb with
# POSTGRES_USER (default postgres) and POSTGRES_PASSWORD, every address allowed with a password
# (scram-sha-256), POSTGRES_DB made, then each /docker-entrypoint-initdb.d/*.sh (run, or sourced when
# not executable) and *.sql (psql, in POSTGRES_DB) on a server listening on its socket only; then the
# command (postgres, listening on every address).
set -Eeuo pipefail
if [ "${1:0:1}" = '-' ]; then set -- postgres "$@"; fi

if [ "$1" = postgres ] && [ ! -s "$PGDATA/PG_VERSION" ]; then
  if [ -z "${POSTGRES_PASSWORD:-}" ] && [ "${POSTGRES_HOST_AUTH_METHOD:-}" != trust ]; then
    echo "Database is uninitialized and superuser password is not specified: set POSTGRES_PASSWORD" >&2
    exit 1
  fi
  export POSTGRES_USER="${POSTGRES_USER:-postgres}"
  export POSTGRES_DB="${POSTGRES_DB:-$POSTGRES_USER}"
  # shellcheck disable=SC2086 # POSTGRES_INITDB_ARGS is a list of arguments, as in the official image
  initdb --username="$POSTGRES_USER" --pwfile=<(printf '%s\n' "${POSTGRES_PASSWORD:-}") \
    -D "$PGDATA" ${POSTGRES_INITDB_ARGS:-}
  printf "\nlisten_addresses = '*'\n" >>"$PGDATA/postgresql.conf"
  printf '\nhost all all all %s\n' "${POSTGRES_HOST_AUTH_METHOD:-scram-sha-256}" >>"$PGDATA/pg_hba.conf"
  pg_ctl -D "$PGDATA" -o "-c listen_addresses='' -p 5432" -w start >/dev/null
  export PGUSER="$POSTGRES_USER" PGPASSWORD="${POSTGRES_PASSWORD:-}" PGHOST=/var/run/postgresql
  if [ "$POSTGRES_DB" != postgres ]; then
    psql -v ON_ERROR_STOP=1 -q --dbname postgres --set db="$POSTGRES_DB" <<<'create database :"db"'
  fi
  for f in /docker-entrypoint-initdb.d/*; do
    case "$f" in
      *.sh) echo "running $f"; if [ -x "$f" ]; then "$f"; else . "$f"; fi ;;
      *.sql) echo "running $f"; psql -v ON_ERROR_STOP=1 -q --dbname "$POSTGRES_DB" -f "$f" ;;
      *) [ -e "$f" ] && echo "ignoring $f" ;;
    esac
  done
  pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
  unset PGPASSWORD PGUSER PGHOST
  echo "PostgreSQL init process complete; ready for start up."
fi
exec "$@"
