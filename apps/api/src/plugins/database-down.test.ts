/**
 * While PostgreSQL cannot be reached (crashed, restarting, a failover), every request that needs it is
 * 503 with a message a visitor can act on and a Retry-After, never a 500, and nothing half-written is
 * left once it is back. On a PostgreSQL server of the test's own, stopped with SIGKILL as a crash would.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { API_ERRORS } from "@site/contract";
import { buildApp } from "../app";
import { createDb, type DbHandle } from "../db/client";
import { contactLeads } from "../db/schema";
import { seedTenant } from "../db/seed";
import { testConfig } from "../env";
import { newTenantId } from "../test/context";
import { fixture } from "../test/fixture";
import { startPostgres, type PostgresServer } from "../test/postgres-server";

const PORT = Number(process.env.PG_DOWN_PORT || 55510);
let server: PostgresServer;
let handle: DbHandle;
let app: FastifyInstance;
const tenantId = newTenantId("down");

beforeAll(async () => {
  server = await startPostgres({ port: PORT });
  handle = await createDb({ url: server.url, poolSize: 4 });
  await handle.migrate();
  await seedTenant(handle.db, tenantId, fixture);
  app = await buildApp({ db: handle.db, config: testConfig() });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
  await server?.destroy();
});

const lead = (email: string) => ({
  first_name: "Maya",
  last_name: "Ng",
  email,
  phone_number: "+1 (949) 555-0101",
  message: "We need a patient portal.",
});
const send = (email: string) =>
  app.inject({
    method: "POST",
    url: "/leads/contact-us",
    query: { tenant_id: tenantId },
    payload: lead(email),
  });
const read = () =>
  app.inject({ method: "GET", url: "/blog-posts/published", query: { tenant_id: tenantId, size: "3" } });
const stored = async (email: string) =>
  (await handle.db.select().from(contactLeads).where(eq(contactLeads.email, email))).length;

describe("PostgreSQL down", () => {
  it("writes and reads answer 503 with a message and Retry-After, and work again once it is back", async () => {
    expect((await send("before@example.com")).statusCode).toBe(200);
    expect((await read()).statusCode).toBe(200);

    await server.kill9();
    for (const res of [await send("during@example.com"), await read()]) {
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: API_ERRORS.databaseUnavailable });
      expect(res.headers["retry-after"]).toBe("5");
    }

    await server.start();
    // The pool's connections to the killed server fail once each, then new ones are made.
    let status = 0;
    for (let i = 0; i < 20 && status !== 200; i++) status = (await send("after@example.com")).statusCode;
    expect(status).toBe(200);
    expect(await stored("before@example.com")).toBe(1);
    expect(await stored("during@example.com")).toBe(0);
    expect(await stored("after@example.com")).toBe(1);
    expect((await read()).statusCode).toBe(200);
  });
});
