import { LogController, type FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client";
import { docs } from "../lib/docs";

const PROBES = new Set(["/health", "/ready"]);

/** Constructor option: probes would drown the log; every other request is logged once it completes. */
export const quietProbes = new LogController({ disableRequestLogging: (request) => PROBES.has(request.url) });

/** `select 1` through the app's pool: the readiness probe. */
export async function databaseReady(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

const statusSchema = z.object({ status: z.string() });

/** GET /health (the process is up) and GET /ready (the database answers), without a tenant. */
export async function readiness(app: FastifyInstance) {
  app.get(
    "/health",
    {
      schema: docs({
        summary: "The process is up",
        tags: ["operations"],
        response: statusSchema,
        tenant: false,
      }),
    },
    async () => ({ status: "ok" }),
  );

  app.get(
    "/ready",
    {
      schema: docs({
        summary: "The database answers (503 when it does not)",
        tags: ["operations"],
        response: statusSchema,
        tenant: false,
      }),
    },
    async (_request, reply) => {
      if (await databaseReady(app.db)) return { status: "ready" };
      return reply.code(503).send({ message: "The database is not reachable" });
    },
  );
}
