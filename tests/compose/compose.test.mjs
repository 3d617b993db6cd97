// The compose test (`npm run test:compose`, not part of `npm test`): compose.yaml's production shape
// built from the Dockerfile — PostgreSQL, Redis, two APIs, two sites, nginx with deploy/nginx — and the
// cluster test's checks against it (tests/cluster/cluster.test.mjs runs the same shape as processes):
//   (a) the 21st anonymous write in a minute from one visitor is 429, whichever API container answers;
//   (b) a post edited through one API shows on both site containers within 1 s, and through nginx
//       within 5 s and one render;
//   (c) restarting one API container (`docker restart`: SIGTERM, then started again) under a steady
//       50 requests/s through nginx, one in six a visitor's comment, loses no request and stores every
//       acknowledged comment exactly once;
// and every container stops on SIGTERM by itself (exit 0, none killed).
//
// First the base images: scripts/docker-base.sh builds the local stand-ins from Debian's packages
// (kept while unchanged; COMPOSE_TEST_SKIP_BASE=1 skips it where the public images can be pulled).
// The images are built with the host's network, the npm registry of `npm config get registry`, and
// any certificate authority Debian's local store adds (EXTRA_CA_CERTS, else the certificates in
// /usr/local/share/ca-certificates): what `npm ci` on this machine needs.
//
// Visitors: the test's requests go to the containers' addresses on the compose network, each from
// an address of its own that the test adds to the network's bridge on this machine (from .192/26,
// a range compose.yaml leaves free), as the cluster test uses 127.0.0.x. The published ports (on
// 127.0.0.1) are checked once. Needs root (docker, ip). Environment: COMPOSE_TEST_PROJECT (default
// cobaltline-compose-test), NETWORK_PREFIX (172.30.80), COMPOSE_TEST_HTTP_PORT / _HTTPS_PORT (18480,
// 18443), COMPOSE_TEST_KEEP=1 leaves it running.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { after, before, test } from "node:test";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const PROJECT = process.env.COMPOSE_TEST_PROJECT || "cobaltline-compose-test";
const NET = process.env.NETWORK_PREFIX || "172.30.80";
const HTTP_PORT = process.env.COMPOSE_TEST_HTTP_PORT || "18480";
const HTTPS_PORT = process.env.COMPOSE_TEST_HTTPS_PORT || "18443";
const TENANT = "default";
const RATE_LIMIT_MAX = 20;
const ADDRESS = {
  nginx: `${NET}.129`,
  web: [`${NET}.131`, `${NET}.132`],
  api: [`${NET}.80`, `${NET}.81`],
};
/** Visitors: addresses the test adds to the bridge, .192 to .254. */
const VISITORS = Array.from({ length: 63 }, (_, i) => `${NET}.${192 + i}`);
const log = (m) => console.log(`[compose test] ${m}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function run(command, args, { check = true, input, env, stdio } = {}) {
  const r = spawnSync(command, args, {
    cwd: ROOT,
    encoding: "utf8",
    input,
    env: env ? { ...process.env, ...env } : process.env,
    stdio: stdio ?? ["pipe", "pipe", "pipe"],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (check && r.status !== 0) {
    throw new Error(`${command} ${args.join(" ")}: exit ${r.status}\n${(r.stderr || "").slice(-3000)}`);
  }
  return r;
}

/** `docker compose` (the plugin) where there is one, else Debian's `docker-compose` (1.29). */
const COMPOSE =
  spawnSync("docker", ["compose", "version"], { encoding: "utf8" }).status === 0
    ? ["docker", ["compose"]]
    : ["docker-compose", []];

const secrets = {
  POSTGRES_PASSWORD: randomBytes(24).toString("hex"),
  DB_PASSWORD: randomBytes(16).toString("hex"),
  REVALIDATE_SECRET: randomBytes(32).toString("hex"),
  ADMIN_TOKEN: randomBytes(32).toString("hex"),
};

function extraCaCerts() {
  if (process.env.EXTRA_CA_CERTS) return process.env.EXTRA_CA_CERTS;
  const dir = "/usr/local/share/ca-certificates";
  if (!existsSync(dir)) return "";
  // As `$(cat <dir>/*.crt)` gives them, so that a build by hand and this one share Docker's cache.
  return readdirSync(dir)
    .filter((f) => f.endsWith(".crt"))
    .sort()
    .map((f) => readFileSync(path.join(dir, f), "utf8"))
    .join("")
    .replace(/\n+$/, "");
}

const composeEnv = {
  ...secrets,
  COMPOSE_PROJECT_NAME: PROJECT,
  NETWORK_PREFIX: NET,
  PUBLISH_ADDRESS: "127.0.0.1",
  HTTP_PORT,
  HTTPS_PORT,
  RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
  BUILD_NETWORK: "host",
  NPM_REGISTRY: spawnSync("npm", ["config", "get", "registry"], { encoding: "utf8" }).stdout.trim(),
  EXTRA_CA_CERTS: extraCaCerts(),
};

const compose = (args, options = {}) =>
  run(COMPOSE[0], [...COMPOSE[1], "-p", PROJECT, "-f", "compose.yaml", ...args], {
    ...options,
    env: { ...composeEnv, ...options.env },
  });
const container = (service) => compose(["ps", "-q", service]).stdout.trim();
const inspect = (id, format) => run("docker", ["inspect", "-f", format, id]).stdout.trim();

let post;
let started = false;

before(async () => {
  const t0 = Date.now();
  if (process.env.COMPOSE_TEST_SKIP_BASE !== "1") {
    log("base images (scripts/docker-base.sh; kept while unchanged)");
    run("bash", ["scripts/docker-base.sh"], { stdio: ["ignore", "inherit", "inherit"] });
  }
  compose(["down", "-v", "--remove-orphans"], { check: false });
  log(`building the images (${COMPOSE[0]} ${COMPOSE[1].join(" ")} build)`);
  const t1 = Date.now();
  compose(["build"], { stdio: ["ignore", "ignore", "inherit"] });
  log(`built in ${((Date.now() - t1) / 1000).toFixed(0)} s; starting`);
  const t2 = Date.now();
  started = true;
  compose(["up", "-d"], { stdio: ["ignore", "ignore", "inherit"] });
  // Every container healthy (nginx last: it starts once both APIs are healthy and the sites started).
  const services = ["postgres", "redis", "api-1", "api-2", "web-1", "web-2", "nginx"];
  for (const deadline = Date.now() + 180_000; ; await sleep(1000)) {
    const health = services.map((s) => inspect(container(s), "{{.State.Health.Status}}"));
    if (health.every((h) => h === "healthy")) break;
    if (Date.now() > deadline) {
      printLogs();
      throw new Error(`not healthy within 180 s: ${services.map((s, i) => `${s} ${health[i]}`).join(", ")}`);
    }
  }
  log(
    `every container healthy ${((Date.now() - t2) / 1000).toFixed(1)} s after up (${((Date.now() - t0) / 1000).toFixed(0)} s in all)`,
  );
  // The visitors' addresses, on the compose network's bridge on this machine.
  const bridge = `br-${inspect(`${PROJECT}_cobaltline`, "{{.Id}}").slice(0, 12)}`;
  for (const address of VISITORS) run("ip", ["address", "add", `${address}/32`, "dev", bridge]);
  const res = await fetchJson(
    `http://${ADDRESS.api[0]}:4000/blog-posts/published?size=1&tenant_id=${TENANT}`,
  );
  post = res.content[0];
  assert.ok(post?.slug, "the seeded database has a published post");
});

after(() => {
  if (!started) return;
  if (process.env.COMPOSE_TEST_KEEP === "1") {
    log(`left running (COMPOSE_TEST_KEEP=1): ${COMPOSE[0]} ${COMPOSE[1].join(" ")} -p ${PROJECT} down -v`);
    return;
  }
  // The bridge and the addresses added to it go with the network.
  compose(["down", "-v", "--remove-orphans"], { check: false });
});

function printLogs() {
  const r = compose(["logs", "--no-color", "--tail", "20"], { check: false });
  console.log(r.stdout);
}

async function fetchJson(url, init) {
  const res = await fetch(url, init);
  const text = await res.text();
  assert.equal(res.status, 200, `${url}: ${res.status} ${text.slice(0, 500)}`);
  return JSON.parse(text);
}

/**
 * Visitors' connections to nginx's https listener, kept alive as a browser's are (self-signed
 * certificate; the site's address is https://localhost). As in the cluster test, a request written on
 * a kept-alive connection just as nginx closes it is sent again once, on a new connection.
 */
const visitors = new https.Agent({ keepAlive: true, maxSockets: 64, rejectUnauthorized: false });
let resent = 0;

/** One request to nginx (or to `host`:`port` over plain http), from `localAddress`: { status, text }. */
function visit(
  { method = "GET", path: pathname, headers = {}, body, localAddress, host, port },
  retried = false,
) {
  const plain = host !== undefined;
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const req = (plain ? http : https).request(
      {
        host: host ?? ADDRESS.nginx,
        port: port ?? 443,
        servername: plain ? undefined : "localhost",
        agent: plain ? false : retried ? new https.Agent({ rejectUnauthorized: false }) : visitors,
        localAddress,
        method,
        path: pathname,
        headers: {
          host: "localhost",
          ...(data ? { "content-type": "application/json", "content-length": data.length } : {}),
          ...headers,
        },
      },
      (res) => {
        // A browser follows a GET's redirect (Next sends an RSC request without its `_rsc` query to
        // the address with it), as the cluster test's visit() does.
        if (
          method === "GET" &&
          res.statusCode >= 300 &&
          res.statusCode < 400 &&
          res.headers.location &&
          !plain
        ) {
          res.resume();
          const next = new URL(res.headers.location, "https://localhost");
          resolve(visit({ method, path: next.pathname + next.search, headers, localAddress }));
          return;
        }
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c) => (text += c));
        res.on("end", () => resolve({ status: res.statusCode, text, headers: res.headers }));
        res.on("error", reject);
      },
    );
    req.setTimeout(15_000, () => req.destroy(new Error("no answer within 15 s")));
    req.on("error", (error) => {
      if (!retried && req.reusedSocket && error.code === "ECONNRESET") {
        resent++;
        resolve(visit({ method, path: pathname, headers, body, localAddress, host, port }, true));
      } else reject(error);
    });
    req.end(data);
  });
}

const postFrom = (localAddress, pathname, body) =>
  visit({ method: "POST", path: pathname, body, localAddress, headers: { "sec-fetch-site": "same-origin" } });

const comment = (tag, n) => ({
  comment_sender_name: "Compose Visitor",
  comment_sender_email: `${tag}-${n}@example.com`,
  sender_comment_content: `Compose comment number ${n}`,
});

/** How many of an API container's log lines name the comment route so far. */
const commentLines = (service) =>
  run("docker", ["logs", container(service)])
    .stdout.split("\n")
    .filter((l) => l.includes("/blog-comments")).length;

test("nginx's published ports answer on 127.0.0.1: http redirects to https, https serves the site", async () => {
  const plain = await visit({ path: "/", host: "127.0.0.1", port: Number(HTTP_PORT) });
  assert.equal(plain.status, 301);
  assert.match(plain.headers.location, /^https:\/\/localhost\//);
  const res = await new Promise((resolve, reject) =>
    https
      .get(
        { host: "127.0.0.1", port: Number(HTTPS_PORT), path: "/healthz", rejectUnauthorized: false },
        (r) => {
          r.resume();
          r.on("end", () => resolve(r.statusCode));
        },
      )
      .on("error", reject),
  );
  assert.equal(res, 200);
});

test(
  "(a) the 21st anonymous write in a minute from one visitor is 429 whichever API container answers",
  { timeout: 60_000 },
  async () => {
    // Straight to the API containers, alternately, from one visitor.
    const direct = async (i, n) =>
      (
        await visit({
          method: "POST",
          host: ADDRESS.api[i],
          port: 4000,
          localAddress: VISITORS[0],
          path: `/blog-comments?blog_post_id=${post.id}&tenant_id=${TENANT}`,
          body: comment("direct", n),
        })
      ).status;
    const first = [];
    for (let n = 1; n <= RATE_LIMIT_MAX; n++) first.push(await direct(n % 2, n));
    assert.deepEqual(first, Array(RATE_LIMIT_MAX).fill(200), "20 writes alternating between the containers");
    assert.equal(await direct(0, 21), 429, "the 21st on api-1");
    assert.equal(await direct(1, 22), 429, "the 22nd on api-2");

    // Through nginx, a site and nginx's API balancer, from another visitor.
    const before = ["api-1", "api-2"].map(commentLines);
    const statuses = [];
    for (let n = 1; n <= RATE_LIMIT_MAX + 1; n++) {
      const res = await postFrom(
        VISITORS[1],
        `/api/blog/comments?blog_post_id=${post.id}`,
        comment("nginx", n),
      );
      statuses.push(res.status);
    }
    assert.deepEqual(statuses, [...Array(RATE_LIMIT_MAX).fill(200), 429]);
    const afterLines = ["api-1", "api-2"].map(commentLines);
    assert.ok(
      afterLines.every((n, i) => n > before[i]),
      `both API containers answered some of them (log lines ${before} -> ${afterLines})`,
    );
  },
);

test(
  "(b) an edited post shows on both site containers within 1 s and through nginx within 5 s",
  { timeout: 60_000 },
  async () => {
    const auth = { authorization: `Bearer ${secrets.ADMIN_TOKEN}` };
    const page = `/blog/${post.slug}`;
    const readers = [
      (from) => visit({ path: page, host: ADDRESS.web[0], port: 3000, localAddress: from }),
      (from) => visit({ path: page, host: ADDRESS.web[1], port: 3000, localAddress: from }),
      (from) => visit({ path: page, localAddress: from }),
    ];
    // Every reader has the old page: both sites rendered it, nginx holds it in its micro-cache.
    for (const read of [...readers, readers[2]]) assert.equal((await read(VISITORS[2])).status, 200);
    const api = `http://${ADDRESS.api[0]}:4000`;
    const current = await fetchJson(`${api}/admin/blog-posts/${post.id}?tenant_id=${TENANT}`, {
      headers: auth,
    });
    const title = `Compose edit ${Date.now().toString(36)}`;
    const res = await fetch(`${api}/admin/blog-posts/${post.id}?tenant_id=${TENANT}`, {
      method: "PUT",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({
        title,
        slug: current.slug,
        summary: current.summary,
        body: current.body,
        body_format: "html",
        author_slug: current.author.slug,
        category_ids: current.categories.map((c) => c.category_id),
        banner_tag: current.banner_tag,
        hero_image_path: current.hero_image_path,
        hero_image_alt_text: current.hero_image_alt_text,
        hero_image_title: current.hero_image_title,
      }),
    });
    assert.equal(res.status, 200, await res.text());
    const saved = Date.now();
    // Each reader polls from a visitor of its own, every 50 ms (the sites render at most 10 pages a
    // second per visitor, 40 at once: PAGE_RENDERS_PER_SECOND, as the runbook sets it).
    const seenAfter = async (read, from, limitMs) => {
      for (;;) {
        const r = await read(from);
        if (r.text.includes(title)) return Date.now() - saved;
        if (Date.now() - saved > limitMs) return Infinity;
        await sleep(50);
      }
    };
    const [w1, w2, proxied] = await Promise.all([
      seenAfter(readers[0], VISITORS[3], 3000),
      seenAfter(readers[1], VISITORS[4], 3000),
      seenAfter(readers[2], VISITORS[5], 10_000),
    ]);
    log(`edited title seen after: web-1 ${w1} ms, web-2 ${w2} ms, nginx ${proxied} ms`);
    assert.ok(w1 <= 1000, `web-1 shows the edit after ${w1} ms`);
    assert.ok(w2 <= 1000, `web-2 shows the edit after ${w2} ms`);
    // The micro-cache keeps a page 4 to 5 s, then one request refreshes it (as in the cluster test).
    assert.ok(proxied <= 5600, `nginx shows the edit after ${proxied} ms`);
  },
);

/** Requests at a fixed rate through nginx until stopped, taking `paths` in turn (the cluster test's load). */
function steadyLoad(paths, perSecond) {
  const results = { sent: 0, byStatus: {}, errors: [], non2xx: [], maxMs: 0 };
  const inflight = new Set();
  const t0 = Date.now();
  let running = true;
  const loop = (async () => {
    for (let i = 0; running; i++) {
      const due = t0 + (i * 1000) / perSecond;
      if (due > Date.now()) await sleep(due - Date.now());
      const { path: p, headers, send } = paths[i % paths.length];
      const t = Date.now();
      results.sent++;
      const from = VISITORS[8 + (i % (VISITORS.length - 8))];
      const answer = send ? send(i) : visit({ path: p, headers, localAddress: from }).then((r) => r.status);
      const req = answer
        .then((status) => {
          results.byStatus[status] = (results.byStatus[status] ?? 0) + 1;
          if (status < 200 || status > 299) results.non2xx.push(`${status} ${p} at ${t - t0} ms`);
        })
        .catch((e) => results.errors.push(`${p} at ${t - t0} ms: ${e.cause?.code ?? e.code ?? e.message}`))
        .finally(() => {
          results.maxMs = Math.max(results.maxMs, Date.now() - t);
          inflight.delete(req);
        });
      inflight.add(req);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      await Promise.all(inflight);
      results.seconds = (Date.now() - t0) / 1000;
      return results;
    },
  };
}

async function pendingComments() {
  const all = [];
  for (let page = 0; ; page++) {
    const { content } = await fetchJson(
      `http://${ADDRESS.api[1]}:4000/admin/comments?status=PENDING&size=100&page=${page}&tenant_id=${TENANT}`,
      { headers: { authorization: `Bearer ${secrets.ADMIN_TOKEN}` } },
    );
    all.push(...content);
    if (content.length < 100) return all;
  }
}

test(
  "(c) restarting an API container under 50 requests/s through nginx loses no request, writes included",
  { timeout: 300_000 },
  async () => {
    const tag = `restart-${Date.now().toString(36)}`;
    const acknowledged = [];
    const write = {
      path: "POST /api/blog/comments",
      send: async (i) => {
        const n = i / paths.length;
        // Each write from the next visitor in turn: a few a minute each, under the limit.
        const res = await postFrom(
          VISITORS[8 + (n % (VISITORS.length - 8))],
          `/api/blog/comments?blog_post_id=${post.id}`,
          comment(tag, n),
        );
        if (res.status === 200) acknowledged.push(n);
        return res.status;
      },
    };
    const paths = [
      write,
      { path: "/" },
      { path: `/blog/${post.slug}` },
      { path: "/blog", headers: { rsc: "1" } },
      { path: "/blog/api/blogs?page=1&size=1" },
      { path: "/api/locations/countries" },
    ];
    const load = steadyLoad(paths, 50);
    await sleep(3000);
    const id = container("api-1");
    const t = Date.now();
    run("docker", ["restart", "-t", "30", id]);
    const stoppedIn = Date.now() - t;
    const exit = inspect(id, "{{.State.ExitCode}}");
    for (
      const deadline = Date.now() + 90_000;
      inspect(id, "{{.State.Health.Status}}") !== "healthy";
      await sleep(500)
    ) {
      assert.ok(Date.now() < deadline, "api-1 healthy again within 90 s");
    }
    log(`api-1 restarted: docker restart took ${stoppedIn} ms, healthy again after ${Date.now() - t} ms`);
    await sleep(3000);
    const r = await load.stop();
    log(
      `load: ${r.sent} requests in ${r.seconds.toFixed(1)} s (${(r.sent / r.seconds).toFixed(1)}/s), ` +
        `statuses ${JSON.stringify(r.byStatus)}, errors ${r.errors.length}, slowest ${r.maxMs} ms, ` +
        `${resent} sent again after a reset of an idle kept-alive connection` +
        (r.non2xx.length || r.errors.length ? `: ${[...r.non2xx, ...r.errors].join("; ")}` : ""),
    );
    const stored = new Map();
    for (const c of await pendingComments()) {
      const email = c.comment_sender_email;
      if (email.startsWith(`${tag}-`)) stored.set(email, (stored.get(email) ?? 0) + 1);
    }
    const writes = Math.ceil(r.sent / paths.length);
    const twice = [...stored].filter(([, count]) => count > 1).map(([email]) => email);
    const missing = acknowledged.filter((n) => !stored.has(`${tag}-${n}@example.com`));
    log(
      `writes: ${writes} sent, ${acknowledged.length} acknowledged, ${stored.size} stored, ` +
        `${missing.length} acknowledged but missing, ${twice.length} stored twice`,
    );
    assert.equal(exit, "0", "api-1 stopped on SIGTERM by itself");
    assert.deepEqual(r.errors, [], "no request failed");
    assert.deepEqual(r.non2xx, [], "every answer was 2xx");
    assert.equal(acknowledged.length, writes, "every write was acknowledged");
    assert.deepEqual(missing, [], "every acknowledged write is stored");
    assert.deepEqual(twice, [], "no write is stored twice");
    assert.equal(stored.size, writes, "nothing unacknowledged is stored");
    assert.ok(r.sent >= 50 * r.seconds * 0.95, `the rate held (${r.sent} in ${r.seconds} s)`);
  },
);

test("every container stops on SIGTERM by itself (exit 0)", { timeout: 180_000 }, () => {
  const services = ["nginx", "web-1", "web-2", "api-1", "api-2", "redis", "postgres"];
  const ids = services.map(container);
  // In this order, as the cluster stops: the front first, the database last.
  for (const id of ids) run("docker", ["stop", "-t", "30", id]);
  const exits = services.map((s, i) => `${s} ${inspect(ids[i], "{{.State.ExitCode}}")}`);
  assert.deepEqual(
    exits,
    services.map((s) => `${s} 0`),
  );
});
