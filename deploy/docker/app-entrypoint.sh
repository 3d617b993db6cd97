#!/bin/sh
# The image's entrypoint (Dockerfile): `api` or `web` picks the role; anything else runs as given.
# exec: node is the container's first process and gets docker's SIGTERM itself (both apps stop
# gracefully on it: requests in flight finish, then exit 0).
set -e
case "$1" in
  api) shift; exec node /app/apps/api/dist/server.js "$@" ;;
  web) shift; cd /app/apps/web && exec node server.mjs "$@" ;;
  *) exec "$@" ;;
esac
