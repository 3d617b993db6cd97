import type { FastifyInstance } from "fastify";
import type { WebVitalsReport } from "@site/contract";
import { webVitalsReport } from "../../lib/web-vitals";
import { doc } from "./shared";

/** The team's Web Vitals page: p75 per page and metric over the last 7 and 28 days (lib/web-vitals.ts). */
export async function adminWebVitalsRoutes(app: FastifyInstance) {
  app.get(
    "/web-vitals",
    doc("Real-user speed: the 75th percentile of LCP, INP and CLS per page, last 7 and 28 days", "vitals"),
    async (request): Promise<WebVitalsReport> => webVitalsReport(app.db, request.tenantId, new Date()),
  );
}
