#!/usr/bin/env bash
# compose.yaml's database, made once on an empty data volume (the postgres image runs the scripts in
# /docker-entrypoint-initdb.d as its superuser), as the runbook makes it: the API's role `cobaltline`
# (password COBALTLINE_DB_PASSWORD), owner of the database `cobaltline`, which it migrates at start;
# and `cobaltline_audit`, which no one logs in as (the audit trail's owner: see README "Production").
set -euo pipefail
: "${COBALTLINE_DB_PASSWORD:?COBALTLINE_DB_PASSWORD: the password of the API role}"
psql -v ON_ERROR_STOP=1 -q --dbname postgres --set pw="$COBALTLINE_DB_PASSWORD" <<'SQL'
create role cobaltline login password :'pw';
create role cobaltline_audit nologin;
create database cobaltline owner cobaltline;
SQL
