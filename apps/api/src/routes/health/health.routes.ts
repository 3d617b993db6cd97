import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { databaseReady } from "../../app";
import { docs } from "../../lib/docs";

const statusSchema = z.object({ status: z.string() });

export async function healthRoutes(app: FastifyInstance) {
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
