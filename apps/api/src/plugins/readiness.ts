import { LogController, type FastifyInstance, type FastifyReply } from "fastify";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client";
import { docs } from "../lib/docs";

/** Probes and the metrics scrape: asked every few seconds by a balancer or Prometheus, never logged. */
const QUIET = new Set(["/healthz", "/readyz", "/health", "/ready", "/metrics"]);

/** Constructor option: probes would drown the log; every other request is logged once it completes. */
export const quietProbes = new LogController({
  disableRequestLogging: (request) => QUIET.has((request.url ?? "").split("?")[0]!),
});

/** `select 1` through the app's pool: the readiness probe. */
export async function databaseReady(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** A dependency /readyz asks about: its name in the 503's message, and whether it answers now. */
export type ReadinessCheck = { name: string; ready: () => Promise<boolean> };

export type ReadinessOptions = {
  /** Checked besides the database (Redis when REDIS_URL is set). */
  checks?: ReadinessCheck[];
};

const statusSchema = z.object({ status: z.string() });

/**
 * GET /healthz (the process is alive: no dependency asked) and GET /readyz (the database answers, and every
 * other check: 503 naming what does not), without a tenant. /health and /ready are the same probes under their
 * earlier names, which scripts and tests still use.
 */
export async function readiness(app: FastifyInstance, options: ReadinessOptions) {
  const checks: ReadinessCheck[] = [
    { name: "the database", ready: () => databaseReady(app.db) },
    ...(options.checks ?? []),
  ];
  const alive = async () => ({ status: "ok" });
  const ready = async (_request: unknown, reply: FastifyReply) => {
    const results = await Promise.all(checks.map(async (c) => ({ name: c.name, ok: await c.ready() })));
    const down = results.filter((r) => !r.ok).map((r) => r.name);
    if (down.length === 0) return { status: "ready" };
    const names = down.length === 1 ? down[0]! : `${down.slice(0, -1).join(", ")} and ${down.at(-1)!}`;
    const message = `${names[0]!.toUpperCase()}${names.slice(1)} ${down.length === 1 ? "is" : "are"} not reachable`;
    return reply.code(503).send({ message });
  };

  for (const url of ["/healthz", "/health"]) {
    app.get(
      url,
      {
        schema: docs({
          summary: "The process is alive (asks no dependency)",
          tags: ["operations"],
          response: statusSchema,
          tenant: false,
        }),
      },
      alive,
    );
  }
  for (const url of ["/readyz", "/ready"]) {
    app.get(
      url,
      {
        schema: docs({
          summary: "The database (and Redis, when REDIS_URL is set) answers; 503 naming what does not",
          tags: ["operations"],
          response: statusSchema,
          errors: [503],
          tenant: false,
        }),
      },
      ready,
    );
  }
}
