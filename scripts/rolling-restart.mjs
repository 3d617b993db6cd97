#!/usr/bin/env node
// `npm run restart:rolling` on a server set up as the README's "Production" says: restarts every API
// instance, then every site instance, one at a time, losing no request (writes included). For each:
//   1. its `server` line in nginx's upstreams file gets `down`; `nginx -t`; nginx reloads, and the
//      script waits until nginx's old workers have exited (scripts/nginx-upstreams.mjs), so nginx sends
//      it nothing more and holds no connection to it;
//   2. `systemctl restart cobaltline-<api|web>@<port>` (SIGTERM: it stops gracefully, with nothing left
//      to answer), then its /readyz is asked until it answers 200 (60 s at most);
//   3. `down` is removed and nginx reloads again.
// Any failure stops the script with the instance put back in the file and a message; the instances
// already restarted stay up.
//
// Options (defaults for the runbook's layout):
//   --upstreams FILE   nginx's upstreams file (/etc/nginx/cobaltline/upstreams.conf)
//   --nginx-pid FILE   nginx's pid file (/run/nginx.pid)
//   --only api|web     restart one kind only
//   --dry-run          print the steps, change nothing
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { waitFor } from "../apps/web/scripts/wait-for.mjs";
import { setServerDown, upstreamPorts } from "./nginx-upstreams.mjs";

const { values: opts } = parseArgs({
  options: {
    upstreams: { type: "string", default: "/etc/nginx/cobaltline/upstreams.conf" },
    "nginx-pid": { type: "string", default: "/run/nginx.pid" },
    only: { type: "string" },
    "dry-run": { type: "boolean", default: false },
  },
});

const KINDS = [
  { kind: "api", upstream: "cobaltline_api", unit: (port) => `cobaltline-api@${port}` },
  { kind: "web", upstream: "cobaltline_web", unit: (port) => `cobaltline-web@${port}` },
].filter(({ kind }) => !opts.only || opts.only === kind);
if (opts.only && KINDS.length === 0) {
  console.error(`--only takes "api" or "web", not "${opts.only}"`);
  process.exit(2);
}

const say = (line) => console.log(`[rolling restart] ${line}`);

async function main() {
  const ports = upstreamPorts(readFileSync(opts.upstreams, "utf8"));
  const masterPid = Number(readFileSync(opts["nginx-pid"], "utf8").trim());
  const nginxCheck = () => execFileSync("nginx", ["-t", "-q"], { stdio: ["ignore", "ignore", "inherit"] });
  for (const { kind, upstream, unit } of KINDS) {
    const list = ports[upstream] ?? [];
    if (list.length < 2) {
      throw new Error(
        `${opts.upstreams}: "upstream ${upstream}" lists ${list.length} instance(s); a rolling restart needs 2 or more`,
      );
    }
    for (const port of list) {
      const started = Date.now();
      if (opts["dry-run"]) {
        say(`would take ${kind} ${port} out of nginx, restart ${unit(port)}, wait for it, put it back`);
        continue;
      }
      await setServerDown(opts.upstreams, port, true, { masterPid, check: nginxCheck });
      try {
        execFileSync("systemctl", ["restart", unit(port)], { stdio: "inherit" });
        await waitFor(`http://127.0.0.1:${port}/readyz`, 60);
      } finally {
        // Back in the rotation even if it failed to come up: nginx's proxy_next_upstream sends around a
        // refused connection, and the operator sees the error below.
        await setServerDown(opts.upstreams, port, false, { masterPid, check: nginxCheck });
      }
      say(`${unit(port)} restarted and back in nginx's rotation in ${Date.now() - started} ms`);
    }
  }
}

main().catch((error) => {
  console.error(`[rolling restart] stopped: ${error.message}`);
  process.exit(1);
});
