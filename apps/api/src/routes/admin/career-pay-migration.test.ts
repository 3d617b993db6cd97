/**
 * Migration career_pay_range (issue 21) on a database that already holds an OPEN career without a pay
 * range: the migration succeeds and keeps the row as it was (the open-needs-a-range check is added NOT
 * VALID), the public page answers it without a range, and from then on every save is checked: the team
 * can close it, but cannot save or reopen it without a range. On an in-memory PGlite, and on a fresh
 * database of the PostgreSQL server when DATABASE_URL is set.
 */
import { expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { PAY_MESSAGES } from "@site/contract";
import { buildApp } from "../../app";
import type { Db } from "../../db/client";
import { OLDER_SCHEMA_DATABASE, onOlderSchema } from "../../test/older-schema";
import { testConfig } from "../../env";
import { createApiKey } from "../../lib/auth/keys";

async function legacyCareer(db: Db): Promise<number> {
  await db.execute(sql`insert into tenants (id, name) values ('legacy', 'Legacy')`);
  const result = await db.execute<{ id: number }>(
    sql`insert into careers (tenant_id, title, status, position_arrangement, job_description)
        values ('legacy', 'Field Engineer', 'OPEN', 'FULL_TIME', '<p>Fix things</p>') returning id`,
  );
  return (result as unknown as { rows: { id: number }[] }).rows[0]!.id;
}

async function checkTolerated(db: Db, id: number) {
  const { token } = await createApiKey(db, { tenantId: "legacy", name: "recruiting", roles: ["recruiter"] });
  const app = await buildApp({ db, config: testConfig() });
  const call = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
    app.inject({
      method,
      url: `${url}?tenant_id=legacy`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  try {
    const pub = await call("GET", `/job-applications/${id}/tenants`);
    expect(pub.statusCode, pub.body).toBe(200);
    expect(pub.json()).toMatchObject({ id, status: "OPEN", pay_range: null });
    // Migration 0015 dated it by its creation, through this row the open-needs-a-range check tolerates.
    const created = await db.execute<{ created_at: Date }>(
      sql`select created_at from careers where id = ${id}`,
    );
    const createdAt = (created as unknown as { rows: { created_at: Date | string }[] }).rows[0]!.created_at;
    expect(pub.json().posted_date).toBe(new Date(createdAt).toISOString());

    const edit = {
      title: "Field Engineer",
      position_arrangement: "FULL_TIME",
      job_description: "Fix things",
    };
    const save = await call("PUT", `/admin/careers/${id}`, { ...edit, status: "OPEN" });
    expect(save.statusCode).toBe(400);
    expect(save.json().errors).toEqual({ pay_min: PAY_MESSAGES.required });
    // Reopening an open row is an update too, and updates are checked.
    expect((await call("POST", `/admin/careers/${id}/open`)).statusCode).toBe(400);
    const close = await call("POST", `/admin/careers/${id}/close`);
    expect(close.statusCode, close.body).toBe(200);
    expect((await call("POST", `/admin/careers/${id}/open`)).json().errors).toEqual({
      pay_min: PAY_MESSAGES.required,
    });
    const ranged = await call("PUT", `/admin/careers/${id}`, {
      ...edit,
      status: "OPEN",
      pay_min: 41.5,
      pay_max: 52,
      pay_currency: "USD",
      pay_period: "HOUR",
    });
    expect(ranged.statusCode, ranged.body).toBe(200);
    expect((await call("GET", `/job-applications/${id}/tenants`)).json().pay_range).toEqual({
      min: 41.5,
      max: 52,
      currency: "USD",
      period: "HOUR",
    });
  } finally {
    await app.close();
  }
  // The database itself refuses a new open position without a range, and a half or upside-down one.
  for (const values of [
    sql`'OPEN', null, null, null, null`,
    sql`'CLOSED', 100, null, 'USD', 'YEAR'`,
    sql`'CLOSED', 200, 100, 'USD', 'YEAR'`,
    sql`'CLOSED', 100, 200, 'JPY', 'YEAR'`,
  ]) {
    await expect(
      db.execute(
        sql`insert into careers (tenant_id, title, position_arrangement, job_description, status,
              pay_min, pay_max, pay_currency, pay_period)
            values ('legacy', 'New', 'FULL_TIME', '<p>x</p>', ${values})`,
      ),
    ).rejects.toThrow();
  }
}

it(`keeps open careers saved before pay ranges, and checks every save after (${OLDER_SCHEMA_DATABASE})`, async () => {
  await onOlderSchema("_career_pay_range", legacyCareer, checkTolerated);
});
