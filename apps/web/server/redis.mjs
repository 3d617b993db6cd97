// The site's one Valkey/Redis connection (REDIS_URL), shared by the data cache (cache-handler.mjs)
// and the readiness probe (server.mjs): both import this module natively, so they share one client.
//
// When Valkey/Redis is unreachable the site keeps rendering: the client does not queue commands
// while disconnected (they fail at once) and none waits longer than COMMAND_TIMEOUT_MS, so the
// cache handler sees an error, Next treats it as a miss and reads the API directly; nothing is
// cached until the connection is back. Each change of state is logged once, as one JSON line.
import Redis from "ioredis";

/** A command that gets no answer within this time fails (a hung server must not hang pages). */
const COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 2000;
/** Reconnection backs off to one attempt every 2 s, for as long as it takes. */
const MAX_RETRY_DELAY_MS = 2000;

/** Published for the site's bundled code (the revalidation route), see src/lib/server-config.ts. */
const SHARED_CACHE_STATE = Symbol.for("@site/web:shared-cache");

let client;

/** `redis://user:secret@host:6379/0` → `redis://host:6379/0` (never log a password). */
export function redactedUrl(url) {
  try {
    const u = new URL(url);
    u.username = "";
    u.password = "";
    return u.toString();
  } catch {
    return "(unparsable REDIS_URL)";
  }
}

function log(level, msg, fields = {}) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  if (level === "info") console.log(line);
  else console.error(line);
}

/**
 * The process's client for `url` (created on first call, connecting in the background). Later
 * calls return the same client, whatever they pass.
 */
export function sharedRedis(url = process.env.REDIS_URL) {
  if (client) return client;
  if (!url) throw new Error("REDIS_URL is not set");
  const where = redactedUrl(url);
  client = new Redis(url, {
    connectionName: "site-web",
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    retryStrategy: (times) => Math.min(times * 200, MAX_RETRY_DELAY_MS),
  });
  let reachable;
  client.on("ready", () => {
    if (reachable !== true) log("info", "shared cache reachable", { redis: where });
    reachable = true;
  });
  // ioredis reports every failed attempt; one line per change of state is enough.
  client.on("error", (error) => {
    if (reachable !== false) {
      log("warn", "shared cache unreachable: pages read the API uncached until it is back", {
        redis: where,
        error: error.message,
      });
    }
    reachable = false;
  });
  client.on("end", () => {
    reachable = false;
  });
  globalThis[SHARED_CACHE_STATE] = { ready: () => client.status === "ready", url: where };
  return client;
}

/** Whether Valkey/Redis answers a PING within `timeoutMs` (readiness). */
export async function pingRedis(timeoutMs = 1000) {
  if (!client) return false;
  if (client.status !== "ready") return false;
  try {
    const answer = await Promise.race([
      client.ping(),
      new Promise((resolve) => setTimeout(resolve, timeoutMs, "timeout").unref()),
    ]);
    return answer === "PONG";
  } catch {
    return false;
  }
}

/** Closes the connection (graceful shutdown). */
export async function closeRedis() {
  if (!client) return;
  const c = client;
  try {
    await Promise.race([c.quit(), new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
  } catch {
    // already closed
  }
  c.disconnect();
}
