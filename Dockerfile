# The API and the site in one image: `docker build -t cobaltline .`, then the command picks the role
# (deploy/docker/app-entrypoint.sh): `api` runs node apps/api/dist/server.js, `web` runs
# apps/web/server.mjs, anything else runs as given. compose.yaml runs the production shape with it.
#
# BASE is the public Node image. A machine with no registry access builds a stand-in with that name
# from Debian's packages first (scripts/docker-base.sh, see README "Containers"). NPM_REGISTRY, when
# set, is the registry `npm ci` uses (`npm config get registry`), EXTRA_CA_CERTS a certificate
# authority its connection needs; where containers reach no registry the build needs the host's
# network (`docker build --network host`).
#
# Written for the classic builder as well as BuildKit (Debian's docker.io and docker-compose 1.29):
# no RUN --mount, no COPY --link.
ARG BASE=node:22-bookworm-slim

# --- deps: every dependency, from the lockfile.
FROM ${BASE} AS deps
WORKDIR /app
ARG NPM_REGISTRY=
# PEM certificates the registry's connection needs beyond Node's own list (a TLS-inspecting proxy's
# authority, as Debian keeps local ones in /usr/local/share/ca-certificates); used by this stage only.
ARG EXTRA_CA_CERTS=
COPY package.json package-lock.json .npmrc ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
COPY packages/rich-text/package.json packages/rich-text/
RUN if [ -n "$EXTRA_CA_CERTS" ]; then \
      printf '%s\n' "$EXTRA_CA_CERTS" > /tmp/extra-ca.pem && export NODE_EXTRA_CA_CERTS=/tmp/extra-ca.pem; \
    fi; \
    npm ci --no-audit --no-fund ${NPM_REGISTRY:+--registry=$NPM_REGISTRY} && rm -rf /root/.npm /tmp/extra-ca.pem

# --- build: the API bundle (apps/api/dist) and the site (apps/web/.next, compile hints, Brotli copies).
FROM deps AS build
ENV NEXT_TELEMETRY_DISABLED=1
# What the builds read, and nothing else: a change elsewhere (deploy/, scripts/, tests/) keeps this cache.
COPY tsconfig.base.json ./
COPY packages packages
COPY apps apps
RUN npm run build --workspace apps/api && npm run build --workspace apps/web && rm -rf apps/web/.next/cache

# --- prod-deps: the dependencies without the development ones.
FROM deps AS prod-deps
RUN npm prune --omit=dev --no-audit --no-fund && rm -rf /root/.npm

# --- runtime: only what runs, owned by root, run as the base image's user `node`.
FROM ${BASE} AS runtime
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1
WORKDIR /app
COPY --from=prod-deps /app/node_modules node_modules
COPY package.json ./
COPY packages packages
COPY --from=build /app/apps/api/package.json apps/api/
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/package.json /app/apps/web/server.mjs /app/apps/web/cache-handler.mjs /app/apps/web/next.config.ts apps/web/
COPY --from=build /app/apps/web/server apps/web/server
COPY --from=build /app/apps/web/public apps/web/public
COPY --from=build /app/apps/web/.next apps/web/.next
COPY deploy/docker/app-entrypoint.sh deploy/docker/healthcheck.mjs deploy/docker/
# Next writes its image cache under .next/cache; nothing else here is written at run time.
RUN mkdir -p apps/web/.next/cache && chown node:node apps/web/.next/cache
USER node
# The API listens on API_PORT (4000), the site on PORT (3000), on every address of the container.
ENV API_HOST=0.0.0.0 API_PORT=4000 PORT=3000 HOSTNAME=0.0.0.0
EXPOSE 3000 4000
# Ready: GET /readyz of the role running (the API's database answers; the site's API answers). The
# timeout is generous: a check starts a Node process, which took over 3 s on a loaded 2-core machine.
HEALTHCHECK --interval=5s --timeout=10s --start-period=60s --retries=3 CMD ["node", "/app/deploy/docker/healthcheck.mjs"]
ENTRYPOINT ["/app/deploy/docker/app-entrypoint.sh"]
CMD ["api"]
