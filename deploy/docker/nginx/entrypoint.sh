#!/bin/sh
# Before nginx starts: a self-signed certificate made for this container when none is mounted (the
# runbook's "snakeoil" one, until the real one is mounted over /etc/ssl), and site.conf's IPv6
# listeners dropped when the container has no IPv6 (docker's default network), as the official
# nginx image does.
set -eu
if [ ! -e /etc/ssl/private/ssl-cert-snakeoil.key ]; then
  DEBIAN_FRONTEND=noninteractive make-ssl-cert generate-default-snakeoil
fi
if [ ! -e /proc/net/if_inet6 ]; then
  sed -i '/listen \[::\]/d' /etc/nginx/cobaltline/site.conf
fi
exec "$@"
