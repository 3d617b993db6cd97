// nginx on 127.0.0.1 with the repository's production configuration (deploy/nginx), for the
// throughput benchmark, the gateway's end-to-end tests and the cluster (scripts/cluster-lib.mjs): the
// same files operators install, with the instances' ports, the listen ports and the cache folder
// substituted.
import { chmodSync, chownSync, cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const nginxDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../deploy/nginx");
/** Debian's Brotli filter for nginx (libnginx-mod-http-brotli-filter): locations.conf compresses with it. */
const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so";

/**
 * Debian's nginx binary, with the Brotli filter module; installed with apt-get when missing and
 * running as root.
 */
export function nginxBinary(log = console.log) {
  const binary = () =>
    ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"].find((p) => existsSync(p));
  const missing = [
    ...(binary() ? [] : ["nginx"]),
    ...(existsSync(BROTLI_MODULE) ? [] : ["libnginx-mod-http-brotli-filter"]),
  ];
  if (missing.length) {
    if (process.getuid?.() !== 0)
      throw new Error(`not installed: ${missing.join(", ")} (apt-get install -y ${missing.join(" ")})`);
    log(`installing ${missing.join(", ")} (apt-get)`);
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    const r = spawnSync("apt-get", ["install", "-y", "-qq", ...missing], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (r.status !== 0 || !binary() || !existsSync(BROTLI_MODULE))
      throw new Error(`apt-get install ${missing.join(" ")} failed`);
    // The package may start a system nginx on port 80; nothing here touches it.
  }
  return binary();
}

/** `text` with `from` replaced by `to`; throws when deploy/nginx/`file` no longer holds `from`. */
function replaceIn(file, text, from, to) {
  if (!text.includes(from)) throw new Error(`deploy/nginx/${file} no longer contains "${from}"`);
  return text.split(from).join(to);
}

/** upstreams.conf with each upstream's server lines replaced by one per port; no ports: no upstream. */
function upstreams(ports) {
  let text = readFileSync(path.join(nginxDir, "upstreams.conf"), "utf8");
  for (const [name, list] of Object.entries(ports)) {
    const block = new RegExp(
      `upstream ${name} \\{\\n((?:    server 127\\.0\\.0\\.1:\\d+[^\\n]*\\n)+)([^}]*)\\}\\n`,
    );
    const found = block.exec(text);
    if (!found)
      throw new Error(`deploy/nginx/upstreams.conf no longer holds "upstream ${name}" with servers`);
    const options = /^ {4}server 127\.0\.0\.1:\d+(.*)$/m.exec(found[1])[1];
    const servers = list.map((port) => `    server 127.0.0.1:${port}${options}\n`).join("");
    text = text.replace(block, list.length ? `upstream ${name} {\n${servers}$2}\n` : "");
  }
  return text;
}

/**
 * The repository's files (deploy/nginx) copied into `dir`/cobaltline with the given instances'
 * ports, the cache folder inside `dir` and, with balancer ports, internal.conf's two loopback listeners.
 */
function writeConfig(dir, { webPorts, apiPorts = [], apiBalancerPort, siteBalancerPort }) {
  const conf = path.join(dir, "cobaltline");
  mkdirSync(conf, { recursive: true });
  writeFileSync(
    path.join(conf, "upstreams.conf"),
    upstreams({ cobaltline_web: webPorts, cobaltline_api: apiPorts }),
  );
  const http = readFileSync(path.join(nginxDir, "http.conf"), "utf8");
  writeFileSync(
    path.join(conf, "http.conf"),
    replaceIn("http.conf", http, "/var/cache/nginx-cobaltline", path.join(dir, "cache")),
  );
  for (const f of ["proxy.conf", "locations.conf"]) cpSync(path.join(nginxDir, f), path.join(conf, f));
  if (apiBalancerPort && siteBalancerPort) {
    let internal = readFileSync(path.join(nginxDir, "internal.conf"), "utf8");
    internal = replaceIn(
      "internal.conf",
      internal,
      "listen 127.0.0.1:4080 deferred;",
      `listen 127.0.0.1:${apiBalancerPort} deferred;`,
    );
    internal = replaceIn(
      "internal.conf",
      internal,
      "listen 127.0.0.1:3080 deferred;",
      `listen 127.0.0.1:${siteBalancerPort} deferred;`,
    );
    writeFileSync(path.join(conf, "internal.conf"), internal);
  }
}

/**
 * A self-signed certificate for localhost and 127.0.0.1 (P-256, 2 days) in `dir`, made with the
 * openssl command line (Debian's openssl package): nginx's https listener in the tests, as
 * site.conf's is in production. Returns the nginx directives that use it.
 */
export function selfSignedCertificate(dir) {
  const cert = path.join(dir, "localhost.crt");
  const key = path.join(dir, "localhost.key");
  if (!existsSync(cert)) {
    const r = spawnSync(
      "openssl",
      [
        ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
        ...["-keyout", key, "-out", cert, "-days", "2", "-subj", "/CN=localhost"],
        ...["-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"],
      ],
      { encoding: "utf8" },
    );
    if (r.status !== 0) throw new Error(`openssl could not make a test certificate: ${r.stderr || r.error}`);
    // nginx reads the key as root before its workers drop to nobody.
    chmodSync(key, 0o600);
  }
  return `ssl_certificate ${cert};
        ssl_certificate_key ${key};
        ssl_protocols TLSv1.2 TLSv1.3;`;
}

/**
 * The public server block(s) around locations.conf: plain http on 127.0.0.1:`listenPort` and, with
 * `tlsPort`, https with HTTP/2 on 127.0.0.1:`tlsPort` as site.conf's production server (a
 * self-signed certificate for localhost), both `deferred` as there.
 */
function publicServers(dir, { listenPort, tlsPort, accessLog }) {
  const log = accessLog ? `access_log ${accessLog} cobaltline;` : "";
  const plain = `server {
        listen 127.0.0.1:${listenPort} deferred;
        ${log}
        include cobaltline/locations.conf;
    }`;
  if (!tlsPort) return plain;
  return `${plain}
    server {
        listen 127.0.0.1:${tlsPort} ssl http2 deferred;
        ${selfSignedCertificate(dir)}
        ${log}
        include cobaltline/locations.conf;
    }`;
}

/**
 * One site instance behind the production configuration: the repository's files copied into `dir`
 * with `upstreamPort` for the site and a plain-http server on 127.0.0.1:`listenPort` (and, with
 * `tlsPort`, an https one) in place of site.conf's two; `accessLog`, a file for their access log in
 * site.conf's format. Returns the http{} body. (Throughput benchmark, gateway spec.)
 */
export function siteProxyConfig(dir, { upstreamPort, listenPort, tlsPort, accessLog }) {
  writeConfig(dir, { webPorts: [upstreamPort] });
  return `include cobaltline/upstreams.conf;
    include cobaltline/http.conf;
    ${publicServers(dir, { listenPort, tlsPort, accessLog })}`;
}

/**
 * The whole production setup (site.conf's parts): site and API instances balanced, the public server
 * on plain http at 127.0.0.1:`listenPort` and, with `tlsPort`, on https at 127.0.0.1:`tlsPort`, and
 * internal.conf's loopback balancers on
 * `apiBalancerPort` (the sites' API_BASE_URL) and `siteBalancerPort` (the APIs' REVALIDATE_URL);
 * `accessLog`, a file for the public server's access log in site.conf's format. Returns the http{}
 * body. (`npm run cluster`, the cluster test.)
 */
export function clusterProxyConfig(
  dir,
  { listenPort, tlsPort, webPorts, apiPorts, apiBalancerPort, siteBalancerPort, accessLog },
) {
  writeConfig(dir, { webPorts, apiPorts, apiBalancerPort, siteBalancerPort });
  return `include cobaltline/upstreams.conf;
    include cobaltline/http.conf;
    include cobaltline/internal.conf;
    ${publicServers(dir, { listenPort, tlsPort, accessLog })}`;
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
    `${user}load_module ${BROTLI_MODULE};
worker_processes 1;
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
