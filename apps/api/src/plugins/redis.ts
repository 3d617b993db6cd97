import { Redis } from "ioredis";
import fp from "fastify-plugin";
import { Gauge } from "prom-client";
import type { Config } from "../env";
import { metricsRegistry } from "../lib/metrics";

declare module "fastify" {
  interface FastifyInstance {
    /** The Valkey/Redis shared by every instance (REDIS_URL); undefined without it (in-process stores). */
    redis: Redis | undefined;
  }
}

/** How the 503 of /readyz and the log name it. */
export const REDIS_NAME = "Redis (REDIS_URL)";

const clients = new Set<Redis>();
let upGauge: Gauge | undefined;

/** redis_up: 1 while the connection to REDIS_URL is ready, 0 while not; absent without REDIS_URL. */
function observeRedis(client: Redis): () => void {
  upGauge ??= new Gauge({
    name: "redis_up",
    help: "1 while the API's connection to Redis (REDIS_URL) is ready, 0 while not (anonymous writes then go through without a shared limit)",
    registers: [metricsRegistry],
    collect() {
      this.set([...clients].every((c) => c.status === "ready") ? 1 : 0);
    },
  });
  clients.add(client);
  return () => void clients.delete(client);
}

/**
 * One ioredis client per instance when REDIS_URL is set. It never queues a command while disconnected and gives
 * up on one after a second, so a Redis outage costs a request at most that, never a hang: the callers (the rate
 * limit) decide what an error means. It reconnects by itself (every 0.2 s to 2 s); the log says once when Redis
 * stops answering and once when it answers again. A Redis that is down when the API starts does not stop it.
 */
export const redis = fp<{ config: Config }>(
  async (app, { config }) => {
    if (!config.REDIS_URL) {
      app.decorate("redis", undefined);
      return;
    }
    const client = new Redis(config.REDIS_URL, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2_000,
      commandTimeout: 1_000,
      retryStrategy: (times) => Math.min(times * 200, 2_000),
    });
    let down = false;
    const wentDown = (error: Error) => {
      if (down) return;
      down = true;
      app.log.warn(
        { err: { message: error.message } },
        `${REDIS_NAME} is unreachable: anonymous writes are let through without a shared rate limit until it answers again`,
      );
    };
    client.on("error", wentDown);
    client.on("close", () => wentDown(new Error("the connection closed")));
    client.on("ready", () => {
      if (!down) return;
      down = false;
      app.log.info(`${REDIS_NAME} answers again: rate limits are shared again`);
    });
    try {
      await client.connect();
    } catch (e) {
      wentDown(e as Error);
    }
    app.decorate("redis", client);
    const unobserve = observeRedis(client);
    app.addHook("onClose", async () => {
      unobserve();
      client.removeAllListeners("error");
      client.removeAllListeners("close");
      client.on("error", () => {});
      client.disconnect();
    });
  },
  { name: "redis" },
);

/** PING within the client's command timeout: the readiness check. */
export async function redisReady(client: Redis): Promise<boolean> {
  try {
    return (await client.ping()) === "PONG";
  } catch {
    return false;
  }
}
