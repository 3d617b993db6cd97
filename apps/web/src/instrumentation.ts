/**
 * Runs once when the site's server starts (Next's server calls register() as it starts, before it
 * answers a request).
 *
 * 1. The configuration is validated here, so a bad value stops the server at start with a message
 *    naming the variable (src/env.ts), not at the first request.
 * 2. server.mjs, which runs outside the bundle, needs a few of the validated values (the API to
 *    probe and tag with request ids, Valkey, the trusted proxies). It reads them from SERVER_CONFIG,
 *    published here, instead of parsing process.env a second time; a configuration error is
 *    published there too, so server.mjs can stop with it.
 */
import { SERVER_CONFIG, type ServerConfig } from "./lib/server-config";

export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const slot = globalThis as Record<symbol, ServerConfig | { error: string } | undefined>;
  try {
    const { env } = await import("./env");
    const { clientAddress, trustList } = await import("./lib/api/gateway/client-address");
    const isTrustedProxy = trustList(env.TRUSTED_PROXIES);
    slot[SERVER_CONFIG] = {
      apiBaseUrl: env.API_BASE_URL,
      redisUrl: env.REDIS_URL,
      isTrustedProxy,
      shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
      clientAddress: (peer, forwardedFor) => clientAddress(peer, forwardedFor, isTrustedProxy),
      pageRendersPerSecond: env.PAGE_RENDERS_PER_SECOND ?? 0,
      pageRendersAtOnce: env.PAGE_RENDERS_AT_ONCE,
    };
  } catch (error) {
    slot[SERVER_CONFIG] = { error: error instanceof Error ? error.message : String(error) };
    throw error;
  }
}
