// Starts the API for one e2e run on a fresh, empty data folder (the API seeds it on first start),
// and removes the folder when the run ends. Playwright's webServer runs this from apps/web.
//
// Before the API starts, the team's first owner is created with the accounts command
// (apps/api/src/cli/admin.ts create-owner --password-stdin), from E2E_OWNER_EMAIL, E2E_OWNER_NAME and
// E2E_OWNER_PASSWORD (playwright.config.ts passes tests/e2e/admin/admin-helpers.ts's E2E_OWNER): the
// embedded database is opened by one process at a time, so the command runs first and alone; so does the
// fixture of one application past the retention limit (addApplicationPastRetention).
//
// With E2E_MAILBOX_PORT set, the run also gets a real SMTP server (apps/api/src/lib/notify/
// smtp-test-server.ts) on a free port, which the API sends its e-mails to (SMTP_URL), and a small HTTP
// reader of what it received on 127.0.0.1:E2E_MAILBOX_PORT (GET /messages → [{from, to, raw}]), so a
// spec can open the link of an invitation as the invited person would; GET /smtp → {url} lets a spec's
// own API send into the same box.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { tsImport } from "tsx/esm/api";

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const repoRoot = path.resolve(webDir, "../..");
const apiDir = path.join(repoRoot, "apps/api");
const tsx = path.join(repoRoot, "node_modules/tsx/dist/cli.mjs");
const dataDir = mkdtempSync(path.join(tmpdir(), "site-e2e-data-"));
const env = { ...process.env, DATA_DIR: dataDir, RATE_LIMIT_DISABLED: "1" };

const cleanup = () => {
  try {
    rmSync(dataDir, { recursive: true, force: true });
  } catch {
    // a leftover temp folder is harmless
  }
};

/** Runs the accounts command with the owner's password on stdin; resolves when it has exited 0. */
function createOwner() {
  const { E2E_OWNER_EMAIL: email, E2E_OWNER_NAME: name, E2E_OWNER_PASSWORD: password } = process.env;
  if (!email || !name || !password) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [tsx, "src/cli/admin.ts", "create-owner", "--email", email, "--name", name, "--password-stdin"],
      { cwd: apiDir, env, stdio: ["pipe", "ignore", "inherit"] },
    );
    child.stdin.end(password);
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`admin create-owner exited with ${code}`)),
    );
  });
}

/** The test SMTP server and its HTTP reader, when the run asks for them. */
async function startMailbox() {
  const port = Number(process.env.E2E_MAILBOX_PORT || 0);
  if (!port) return undefined;
  const { startSmtp } = await tsImport(
    path.join(apiDir, "src/lib/notify/smtp-test-server.ts"),
    import.meta.url,
  );
  const smtp = await startSmtp();
  const smtpUrl = `smtp://127.0.0.1:${smtp.port}`;
  const reader = createServer((req, res) => {
    // GET /smtp: where to send, for a spec whose own API should mail into this same box.
    if (req.method === "GET" && req.url === "/smtp") {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ url: smtpUrl }));
      return;
    }
    if (req.method !== "GET" || !req.url?.startsWith("/messages")) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(smtp.received.map(({ from, to, raw }) => ({ from, to, raw }))));
  });
  await new Promise((resolve, reject) => {
    reader.once("error", reject);
    reader.listen(port, "127.0.0.1", resolve);
  });
  env.SMTP_URL = smtpUrl;
  return { smtp, reader };
}

/**
 * One application received 400 days ago, past the default retention, for privacy.spec.ts's retention
 * test (apps/api/src/test/fixtures/application-past-retention.ts); written before the API opens the
 * database, which it then keeps to itself.
 */
function addApplicationPastRetention() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tsx, "src/test/fixtures/application-past-retention.ts"], {
      cwd: apiDir,
      env,
      stdio: ["ignore", "ignore", "inherit"],
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`the past-retention fixture exited with ${code}`)),
    );
  });
}

let mailbox;
try {
  mailbox = await startMailbox();
  await createOwner();
  await addApplicationPastRetention();
} catch (error) {
  console.error(error);
  cleanup();
  process.exit(1);
}

const child = spawn(process.execPath, [tsx, path.join(apiDir, "src/server.ts")], {
  cwd: apiDir,
  stdio: "inherit",
  env,
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => child.kill(signal));
}
child.on("exit", (code, signal) => {
  cleanup();
  // The process ends here: the mail server and its reader go with it, connections and all.
  mailbox?.reader.close();
  process.exit(code ?? (signal ? 0 : 1));
});
