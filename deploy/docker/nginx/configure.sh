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
# A container that is stopped (a restart, a crash) does not refuse a connection as a stopped process
# on the host does: its address answers nothing, so each request sent to it waited out the connect
# timeout (2 s) before going to the other one, and a page reading the API several times stalled past
# 15 s for the whole restart (the compose test measured it). On the compose network a connection is
# accepted within a millisecond or not at all: 300 ms is the bound, and an instance that failed one is
# passed over for 1 s (max_fails=1 fail_timeout=1s), so one request a second finds out whether it is
# back. 1 s is short enough that an instance back from a restart is not skipped while the other
# restarts (why the host's upstreams say max_fails=0).
container() { echo "server $1 max_fails=1 fail_timeout=1s;"; }
replace upstreams.conf "server 127.0.0.1:3000 max_fails=0;" "$(container web-1:3000)"
replace upstreams.conf "server 127.0.0.1:3001 max_fails=0;" "$(container web-2:3000)"
replace upstreams.conf "server 127.0.0.1:4000 max_fails=0;" "$(container api-1:4000)"
replace upstreams.conf "server 127.0.0.1:4001 max_fails=0;" "$(container api-2:4000)"
replace proxy.conf "proxy_connect_timeout 2s;" "proxy_connect_timeout 300ms;"
sed -i "s|proxy_connect_timeout 2s;|proxy_connect_timeout 300ms;|g" "$dir/internal.conf"
replace internal.conf "listen 127.0.0.1:4080 deferred;" "listen 4080 deferred;"
replace internal.conf "listen 127.0.0.1:3080 deferred;" "listen 3080 deferred;"
