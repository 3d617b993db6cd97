import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { webVitalsBeaconSchema } from "@site/contract";
import { docs } from "../../lib/docs";
import { parseInput } from "../../lib/http-error";
import { storeWebVitals } from "../../lib/web-vitals";

/**
 * The site's speed beacon (issue 20): one page view's LCP, INP and CLS, sent by the browser of a visitor
 * who allowed analytics, through the site's gateway (/api/vitals). Rate-limited like every anonymous
 * write; nothing about the sender is stored (lib/web-vitals.ts).
 */
export async function webVitalsRoutes(app: FastifyInstance) {
  const { db } = app;

  app.post(
    "/web-vitals",
    {
      config: { rateLimit: app.writeLimit },
      schema: docs({
        summary: "One page view's Web Vitals (LCP, INP, CLS) from a visitor who allowed analytics",
        tags: ["web-vitals"],
        body: webVitalsBeaconSchema,
        response: z.object({ stored: z.number().int() }),
        errors: [400, 404, 429],
      }),
    },
    async (request) => {
      const beacon = parseInput(webVitalsBeaconSchema, request.body ?? {});
      return { stored: await storeWebVitals(db, request.tenantId, beacon) };
    },
  );
}
