// Next's data cache on Valkey/Redis, shared by every web instance (next.config.ts loads this only
// when REDIS_URL is set, and never for the build). A revalidation on any instance (the API's call to
// /api/revalidate, a like through the gateway) deletes the tagged entries in Valkey, so every
// instance reads fresh data on its next request.
//
// @fortedigital/nextjs-cache-handler 3.3.0 (redis-strings handler through its ioredis adapter).
// Its package declares node >=22, as this site does (tested by tests/e2e/ops/shared-cache.spec.ts). Avoid its NX writes (`setOnlyIfNotExists`,
// keyExpirationStrategy "EXAT"): the ioredis adapter calls SET unbound there and fails.
//
// Valkey down: every handler call fails fast (server/redis.mjs), the handler answers a miss, Next
// reads the API directly and the page renders; nothing is cached until Valkey is back, and then the
// entries from before the outage are dropped (revalidations meanwhile may have been lost).
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import { ioredisAdapter } from "@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { KEY_PREFIX, publishRevalidate, sharedRedis } from "./server/redis.mjs";

let handler;
/** The one redis-strings handler of this process. */
function redisHandler() {
  handler ??= createRedisHandler({
    client: ioredisAdapter(sharedRedis()),
    keyPrefix: KEY_PREFIX,
    timeoutMs: 1000,
  });
  return handler;
}

CacheHandler.onCreation(() => ({ handlers: [redisHandler()] }));

// Next applies a route's revalidateTag() after its answer is sent, and swallows a failure of the
// handler. /api/revalidate calls this instead and answers the API only once Valkey has the change
// (503 when it could not be made, so the API retries and logs it).
sharedRedis();
publishRevalidate(async (tags) => {
  for (const tag of tags) await redisHandler().revalidateTag(tag);
});

export default CacheHandler;
