// nginx on 127.0.0.1 with the repository's production configuration (deploy/nginx), for the
// throughput benchmark and the gateway's end-to-end tests: the same files operators install, with the
// upstream port, the listen port and the cache folder substituted.
import { chmodSync, chownSync, cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const nginxDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../deploy/nginx");

/** Debian's nginx binary; installed with apt-get when missing and running as root. */
export function nginxBinary(log = console.log) {
  const found = ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"].find((p) => existsSync(p));
  if (found) return found;
  if (process.getuid?.() !== 0) throw new Error("nginx is not installed (apt-get install -y nginx)");
  log("installing nginx (apt-get)");
  spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  const r = spawnSync("apt-get", ["install", "-y", "-qq", "nginx"], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (r.status !== 0 || !existsSync("/usr/sbin/nginx")) throw new Error("apt-get install nginx failed");
  // The package may start a system nginx on port 80; nothing here touches it.
  return "/usr/sbin/nginx";
}

/**
 * The site's proxy configuration (http.conf, proxy.conf, locations.conf) copied into `dir` with
 * `upstreamPort` for the site and a server on 127.0.0.1:`listenPort`; returns the http{} body.
 */
export function siteProxyConfig(dir, { upstreamPort, listenPort }) {
  const conf = path.join(dir, "cobaltline");
  mkdirSync(conf, { recursive: true });
  const replace = (text, from, to) => {
    if (!text.includes(from)) throw new Error(`deploy/nginx/http.conf no longer contains "${from}"`);
    return text.replace(from, to);
  };
  let http = readFileSync(path.join(nginxDir, "http.conf"), "utf8");
  http = replace(http, "server 127.0.0.1:3000;", `server 127.0.0.1:${upstreamPort};`);
  http = replace(http, "/var/cache/nginx/cobaltline", path.join(dir, "cache"));
  writeFileSync(path.join(conf, "http.conf"), http);
  for (const f of ["proxy.conf", "locations.conf"]) cpSync(path.join(nginxDir, f), path.join(conf, f));
  return `include cobaltline/http.conf;
    server {
        listen 127.0.0.1:${listenPort};
        include cobaltline/locations.conf;
    }`;
}

/**
 * Writes `dir`/nginx.conf around an http{} body (foreground, its own pid, logs and temp folders),
 * checks it with `nginx -t`, and returns the command that runs it: spawn(command, args).
 */
export function nginxCommand(dir, httpBody) {
  const user = process.getuid?.() === 0 ? "user nobody nogroup;\n" : "";
  mkdirSync(path.join(dir, "temp"), { recursive: true });
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `${user}worker_processes 1;
daemon off;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "error.log")} warn;
events { worker_connections 2048; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    keepalive_requests 100000;
    client_body_temp_path ${dir}/temp/body;
    proxy_temp_path ${dir}/temp/proxy;
    fastcgi_temp_path ${dir}/temp/fastcgi;
    uwsgi_temp_path ${dir}/temp/uwsgi;
    scgi_temp_path ${dir}/temp/scgi;
    ${httpBody}
}
`,
  );
  if (user) {
    // Workers run as nobody: they read saved pages and write the cache and temp folders.
    chmodSync(dir, 0o755);
    for (const sub of ["temp", "cache", "html"]) {
      const p = path.join(dir, sub);
      mkdirSync(p, { recursive: true });
      chownSync(p, 65534, 65534);
    }
  }
  const command = nginxBinary();
  const args = ["-p", dir, "-c", path.join(dir, "nginx.conf")];
  const test = spawnSync(command, ["-t", "-q", ...args], { encoding: "utf8" });
  if (test.status !== 0) throw new Error(`nginx config in ${dir}: ${test.stderr}`);
  return { command, args };
}
