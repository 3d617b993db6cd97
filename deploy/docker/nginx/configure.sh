#!/bin/sh
# deploy/nginx in $1, for compose.yaml: the sites and APIs are compose services (web-1, web-2 on 3000;
# api-1, api-2 on 4000) instead of loopback ports, and internal.conf's two balancers listen on the
# container's network (port 4080: the sites' API_BASE_URL; 3080: the APIs' REVALIDATE_URL), which only
# the compose network reaches (compose.yaml publishes 80 and 443 alone). Fails when a line it replaces
# is no longer in the file, so a change to deploy/nginx cannot slip past it.
set -eu
dir="$1"
replace() { # file, text, replacement
  grep -qF "$2" "$dir/$1" || { echo "configure.sh: $1 no longer contains \"$2\"" >&2; exit 1; }
  sed -i "s|$2|$3|" "$dir/$1"
}
replace upstreams.conf "server 127.0.0.1:3000 " "server web-1:3000 "
replace upstreams.conf "server 127.0.0.1:3001 " "server web-2:3000 "
replace upstreams.conf "server 127.0.0.1:4000 " "server api-1:4000 "
replace upstreams.conf "server 127.0.0.1:4001 " "server api-2:4000 "
replace internal.conf "listen 127.0.0.1:4080 deferred;" "listen 4080 deferred;"
replace internal.conf "listen 127.0.0.1:3080 deferred;" "listen 3080 deferred;"
