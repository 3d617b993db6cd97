import type { FastifyInstance, FastifyReply } from "fastify";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client";
import { docs } from "../lib/docs";

/** Probes and the metrics scrape: asked every few seconds by a balancer or Prometheus, never logged. */
/** `select 1` through the app's pool: the readiness probe. */
export async function databaseReady(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/**
 * A dependency /readyz asks about: its name in the message, and whether it answers now. `without`:
 * what the API does while it is down, for a dependency it can work without (Redis): /readyz then
 * stays 200, "degraded", so that a blip of a shared dependency does not make every instance fail its
 * balancer's check at once.
 */
export type ReadinessCheck = { name: string; ready: () => Promise<boolean>; without?: string };

export type ReadinessOptions = {
  /** Checked besides the database (Redis when REDIS_URL is set). */
  checks?: ReadinessCheck[];
};

const statusSchema = z.object({ status: z.string() });
const readySchema = z.object({ status: z.string(), message: z.string().optional() });

/** "A", "A and B", "A, B and C". */
function listed(names: string[]): string {
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(", ")} and ${names.at(-1)!}`;
}
const capitalised = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

/**
 * GET /healthz (the process is alive: no dependency asked) and GET /readyz (the database answers, and every
 * check the API needs: 503 naming what does not; one it can do without, 200 "degraded" saying what
 * that means), without a tenant. /health and /ready are the same probes under their
 * earlier names, which scripts and tests still use.
 */
export async function readiness(app: FastifyInstance, options: ReadinessOptions) {
  const checks: ReadinessCheck[] = [
    { name: "the database", ready: () => databaseReady(app.db) },
    ...(options.checks ?? []),
  ];
  const alive = async () => ({ status: "ok" });
  const ready = async (_request: unknown, reply: FastifyReply) => {
    const results = await Promise.all(checks.map(async (c) => ({ check: c, ok: await c.ready() })));
    const down = results.filter((r) => !r.ok).map((r) => r.check);
    const needed = down.filter((c) => !c.without).map((c) => c.name);
    if (needed.length) {
      const message = `${capitalised(listed(needed))} ${needed.length === 1 ? "is" : "are"} not reachable`;
      return reply.code(503).send({ message });
    }
    if (down.length === 0) return { status: "ready" };
    const message = down.map((c) => `${capitalised(c.name)} is not reachable: ${c.without}`).join("; ");
    return { status: "degraded", message };
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
          summary:
            'The database answers (503 naming it when not); Redis unreachable is 200 "degraded" with a message',
          tags: ["operations"],
          response: readySchema,
          errors: [503],
          tenant: false,
        }),
      },
      ready,
    );
  }
}
