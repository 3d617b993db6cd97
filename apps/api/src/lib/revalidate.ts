/** The few logger methods the notifier uses (Fastify's pino logger fits). */
export type RevalidateLogger = {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
};

export type SiteNotifierOptions = {
  /** The web app's POST /api/revalidate. */
  url: string;
  secret: string;
  logger: RevalidateLogger;
  /** Attempts in all, the first included. */
  attempts?: number;
  retryDelayMs?: number;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
};

export type NotifySite = (tags: string[]) => Promise<boolean>;

/**
 * Builds `notifySite(tags)`: tells the web app that cached pages carrying these tags are stale.
 * Fire-and-forget for callers (`void notifySite([...])`): it never throws, retries once, logs a failure
 * and resolves to whether the site acknowledged. A site that is down only means pages refresh on their
 * own time-to-live instead.
 *
 *   void app.notifySite([CACHE_TAGS.posts, CACHE_TAGS.post("edge-ai")]);
 */
export function createSiteNotifier(options: SiteNotifierOptions): NotifySite {
  const { url, secret, logger } = options;
  const attempts = options.attempts ?? 2;
  const retryDelayMs = options.retryDelayMs ?? 1000;
  const timeoutMs = options.timeoutMs ?? 5000;
  const fetchImpl = options.fetchImpl ?? fetch;

  return async function notifySite(tags) {
    const unique = [...new Set(tags)].filter(Boolean);
    if (unique.length === 0) return true;
    let lastError = "";
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        const res = await fetchImpl(url, {
          method: "POST",
          headers: { authorization: `Bearer ${secret}`, "content-type": "application/json" },
          body: JSON.stringify({ tags: unique }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (res.ok) {
          logger.info({ event: "revalidate", tags: unique, attempt }, "site revalidated");
          return true;
        }
        lastError = `HTTP ${res.status}`;
      } catch (err) {
        lastError = (err as Error).message;
      }
      if (attempt < attempts) await new Promise((r) => setTimeout(r, retryDelayMs));
    }
    logger.warn(
      { event: "revalidate", tags: unique, attempts, error: lastError },
      "site revalidation failed; pages refresh when their cache expires",
    );
    return false;
  };
}
