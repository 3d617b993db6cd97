// The site's one Valkey/Redis connection (REDIS_URL), shared by the data cache (cache-handler.mjs)
// and the readiness probe (server.mjs): both import this module natively, so they share one client.
//
// When Valkey/Redis is unreachable the site keeps rendering: the client does not queue commands
// while disconnected (they fail at once) and none waits longer than COMMAND_TIMEOUT_MS, so the
// cache handler sees an error, Next treats it as a miss and reads the API directly; nothing is
// cached until the connection is back. Each change of state is logged once, as one JSON line.
//
// A revalidation sent while an instance could not reach Valkey is lost for the others (the API is
// told: /api/revalidate answers 503), and Valkey may come back holding entries from before it (a
// network partition, a restart with persistence). So when the connection is back after an outage
// the site's cache entries are dropped: the next reads go to the API once and are shared again.
import Redis from "ioredis";

/** A command that gets no answer within this time fails (a hung server must not hang pages). */
const COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 2000;
/** Reconnection backs off to one attempt every 2 s, for as long as it takes. */
const MAX_RETRY_DELAY_MS = 2000;

/** Every key of the site's data cache starts with this (other users of the same Valkey stay apart). */
export const KEY_PREFIX = "site:next:";

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
    if (reachable === false) void dropEntries(client, where);
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
  globalThis[SHARED_CACHE_STATE] = {
    ready: () => client.status === "ready",
    url: where,
    // Replaced by cache-handler.mjs when it loads (server.mjs loads it at start).
    revalidate: async () => {
      throw new Error("the cache handler is not loaded");
    },
    store: {
      set: (key, value, seconds) => client.set(key, value, "EX", seconds),
      get: (key) => client.get(key),
    },
  };
  return client;
}

/** Deletes every entry of the site's data cache (after an outage, see above). */
async function dropEntries(redis, where) {
  let dropped = 0;
  try {
    let cursor = "0";
    do {
      const [next, keys] = await redis.scan(cursor, "MATCH", `${KEY_PREFIX}*`, "COUNT", 1000);
      if (keys.length) dropped += await redis.unlink(...keys);
      cursor = next;
    } while (cursor !== "0");
    log("info", "shared cache emptied after the outage: revalidations sent meanwhile may be lost", {
      redis: where,
      dropped,
    });
  } catch (error) {
    log("warn", "shared cache could not be emptied after the outage", {
      redis: where,
      dropped,
      error: error.message,
    });
  }
}

/**
 * Lets the site's bundled code (/api/revalidate) expire tags in Valkey itself and wait for it:
 * `revalidate(tags)` settles once every instance will read fresh data, or throws.
 */
export function publishRevalidate(revalidate) {
  const state = globalThis[SHARED_CACHE_STATE];
  if (state) state.revalidate = revalidate;
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
