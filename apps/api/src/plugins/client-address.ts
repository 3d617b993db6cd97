import { isIP } from "node:net";
import type { FastifyServerOptions } from "fastify";
import fp from "fastify-plugin";
import rateLimit from "@fastify/rate-limit";
import { API_ERRORS } from "@site/contract";
import type { Config } from "../env";

declare module "fastify" {
  interface FastifyInstance {
    /** Route config for anonymous writes: `{ config: { rateLimit: app.writeLimit } }`. */
    writeLimit: { max: number; timeWindow: number } | undefined;
  }
}

/**
 * Constructor option: request.ip is the rightmost X-Forwarded-For address not written by a trusted proxy,
 * or the socket's address when the peer itself is not trusted; only TRUSTED_PROXIES can name a client.
 */
export function trustProxy(config: Config): FastifyServerOptions["trustProxy"] {
  return config.TRUSTED_PROXIES.length > 0 ? config.TRUSTED_PROXIES : false;
}

export type ClientAddressOptions = {
  config: Config;
  /** Tests shorten the one-minute window. */ windowMs?: number;
};

/**
 * Per-client limits on anonymous writes (`app.writeLimit`), counted by `rateLimitKey` for each route.
 *
 * With REDIS_URL the counts live in Valkey/Redis (`app.redis`, plugins/redis.ts), shared by every instance: the
 * 21st write in a window is refused whichever instance answers. Without it each process counts on its own.
 * When Redis does not answer (down, or slower than the client's one-second command timeout) the write is let
 * through unlimited (`skipOnError`) rather than refused: a visitor's lead must not fail because the limiter's
 * store is away. The client logs the outage once when it starts and once when it ends, and /readyz names
 * Redis meanwhile.
 */
export const clientAddress = fp<ClientAddressOptions>(
  async (app, { config, windowMs }) => {
    app.decorate(
      "writeLimit",
      config.RATE_LIMIT_DISABLED ? undefined : { max: config.RATE_LIMIT_MAX, timeWindow: windowMs ?? 60_000 },
    );
    if (!app.writeLimit) return;
    await app.register(rateLimit, {
      global: false,
      keyGenerator: rateLimitKey,
      ...(app.redis ? { redis: app.redis, nameSpace: "cobaltline:rate-limit:", skipOnError: true } : {}),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: API_ERRORS.rateLimited,
        retryAfterMs: context.ttl,
      }),
    });
  },
  { name: "client-address", dependencies: ["redis"] },
);

/**
 * The key an anonymous write is counted against: the client's address as Fastify reads it from the trusted
 * proxy chain (`request.ip`, see TRUSTED_PROXIES), with an IPv4-mapped IPv6 address folded to IPv4 and an
 * IPv6 address cut to its /64, the block one subscriber is usually given, so rotating addresses inside it
 * buys nothing. Should a trusted proxy forward something that is not an address, the socket's address counts.
 *
 *   rateLimitKey({ ip: "::ffff:203.0.113.7", socket }) === "203.0.113.7"
 *   rateLimitKey({ ip: "2001:db8:1:2:a:b:c:d", socket }) === "2001:db8:1:2::/64"
 */
export function rateLimitKey(request: { ip: string; socket: { remoteAddress?: string } }): string {
  const address = isIP(request.ip) ? request.ip : (request.socket.remoteAddress ?? "");
  if (isIP(address) !== 6) return address || "unknown";
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address ("::" expanded, a dotted IPv4 tail as two groups, no zone). */
function ipv6Groups(address: string): number[] {
  const [head = "", tail] = address.split("%")[0]!.split("::");
  const parse = (part: string) =>
    part === ""
      ? []
      : part.split(":").flatMap((group) => {
          if (!group.includes(".")) return [parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split(".").map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const left = parse(head);
  if (tail === undefined) return left;
  const right = parse(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}
