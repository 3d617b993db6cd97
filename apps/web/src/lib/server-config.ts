/**
 * What the site's own server (server.mjs, outside the bundle) takes from the validated
 * configuration; src/instrumentation.ts publishes it on globalThis under this registered symbol,
 * which server.mjs looks up by the same name.
 */
export const SERVER_CONFIG = Symbol.for("@site/web:server-config");

export type ServerConfig = {
  /** The API's base address (API_BASE_URL). */
  apiBaseUrl: string;
  /** Valkey/Redis of the shared data cache (REDIS_URL), when configured. */
  redisUrl: string | undefined;
  /** Whether a connection's address is one of TRUSTED_PROXIES. */
  isTrustedProxy: (address: string) => boolean;
  /** How long a graceful stop may take before the rest is cut (SHUTDOWN_TIMEOUT_MS). */
  shutdownTimeoutMs: number;
  /** The visitor's address of a request: its connection's, or a trusted proxy's X-Forwarded-For. */
  clientAddress: (peer: string, forwardedFor: string | null) => string;
  /** Page renders a second per client (PAGE_RENDERS_PER_SECOND; 0: no limit). */
  pageRendersPerSecond: number;
  /** Pages rendered at once, the others waiting their turn (PAGE_RENDERS_AT_ONCE; 0: no limit). */
  pageRendersAtOnce: number;
};

/** The shared cache's state, published by server/redis.mjs under this symbol when REDIS_URL is set. */
export const SHARED_CACHE_STATE = Symbol.for("@site/web:shared-cache");

export type SharedCacheState = {
  ready: () => boolean;
  url: string;
  /** Expires the tags in Valkey; settles once every instance will read fresh data, else throws. */
  revalidate: (tags: string[]) => Promise<void>;
  /** Short-lived values every instance can read (a form's outcome, src/lib/forms/flash.ts). */
  store: {
    set: (key: string, value: string, seconds: number) => Promise<unknown>;
    get: (key: string) => Promise<string | null>;
  };
};

/** Request ids as the API accepts them (a proxy's or ours); anything else is replaced. */
export const REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;
