/**
 * E-mails to visitors through the app (inject) and its job runner, on the file's own database (PGlite;
 * PostgreSQL under `npm run test:api:pg`), delivered to a real SMTP server: the confirmations of a
 * contact message, a UX review request and an application (naming the position), and the newsletter's
 * double opt-in, one-click unsubscribe and expiry of unconfirmed addresses.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { NEWSLETTER_MESSAGES } from "@site/contract";
import { buildApp } from "../../app";
import { newsletterSubscribers } from "../../db/schema";
import { seedTenant } from "../../db/seed";
import { testConfig } from "../../env";
import { closeDb, newTenantId } from "../../test/context";
import { fixture } from "../../test/fixture";
import { JOB_SCHEMA } from "../jobs/registry";
import { ownDatabase, type OwnDatabase } from "../jobs/test-database";
import { purgeUnconfirmedSubscribers } from "../newsletter";
import { startSmtp, type Received } from "./smtp-test-server";

const SITE = "https://www.cobaltline.example";
let own: OwnDatabase;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let app: FastifyInstance;
let tenantId: string;

beforeAll(async () => {
  own = await ownDatabase();
  smtp = await startSmtp();
  tenantId = newTenantId("visitor");
  await seedTenant(own.handle.db, tenantId, fixture, { name: "Cobaltline" });
  app = await buildApp({
    db: own.handle.db,
    config: testConfig({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SITE_URL: SITE }),
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
  await own?.close();
  await closeDb();
});

const post = (path: string, body: unknown): Promise<LightMyRequestResponse> =>
  app.inject({ method: "POST", url: path, query: { tenant_id: tenantId }, payload: body as object });

const header = (mail: Received, name: string) =>
  new RegExp(`^${name}: (.*)$`, "im").exec(mail.raw.slice(0, mail.raw.indexOf("\r\n\r\n")))?.[1];

/** The mails to one address, once `n` of them have arrived. */
async function mailsTo(address: string, n: number): Promise<Received[]> {
  await expect
    .poll(() => smtp.received.filter((m) => m.to.includes(address)).length, { timeout: 15_000 })
    .toBe(n);
  return smtp.received.filter((m) => m.to.includes(address));
}

/** The text/plain and text/html parts of a mail, as the recipient reads them. */
function parts(mail: Received): { text: string; html: string } {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(mail.raw)![1]!;
  const sections = mail.raw.split(`--${boundary}`);
  const body = (type: string) => {
    const section = sections.find((s) => new RegExp(`Content-Type: ${type}`, "i").test(s))!;
    const content = section.slice(section.indexOf("\r\n\r\n") + 4).trim();
    if (!/Content-Transfer-Encoding: quoted-printable/i.test(section)) return content;
    // Quoted-printable: soft line breaks joined, =XX bytes decoded as UTF-8.
    const bytes = content
      .replace(/=\r\n/g, "")
      .replace(/=([0-9A-F]{2})|[^=]/g, (m, hex?: string) => (hex ? `%${hex}` : encodeURIComponent(m)));
    return decodeURIComponent(bytes);
  };
  return { text: body("text/plain"), html: body("text/html") };
}

const tokenOf = (url: string) => new URL(url).searchParams.get("token")!;

async function subscriber(email: string) {
  const [row] = await own.handle.db
    .select()
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.tenantId, tenantId), eq(newsletterSubscribers.email, email)));
  return row;
}

describe("confirmations to visitors", () => {
  it("thanks the sender of a contact message, in HTML and text, replies going to the team", async () => {
    const res = await post("/leads/contact-us", {
      first_name: "Ada",
      last_name: "Quill",
      email: "ada@example.com",
      message: "We need a booking app.",
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await mailsTo("ada@example.com", 1);
    expect(header(mail!, "Subject")).toBe("We received your message to Cobaltline");
    expect(header(mail!, "Reply-To")).toBe("team@cobaltline.example");
    const { text, html } = parts(mail!);
    expect(text).toContain("Hello Ada,");
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("<title>We received your message to Cobaltline</title>");
    expect(html).toContain("<p>Hello Ada,</p>");
    // The team gets its own notification as before.
    await mailsTo("team@cobaltline.example", 1);
  });

  it("thanks the requester of a UX review, naming the site, with what they typed escaped", async () => {
    const res = await post("/leads/design-campaign", {
      full_name: "Nora <b>Vale</b>",
      email: "nora@example.com",
      website_url: "https://nora.example.com",
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await mailsTo("nora@example.com", 1);
    expect(header(mail!, "Subject")).toBe("Your free UX review request to Cobaltline");
    const { text, html } = parts(mail!);
    expect(text).toContain("a UX review of https://nora.example.com");
    expect(html).toContain("Hello Nora &lt;b&gt;Vale&lt;/b&gt;,");
    expect(html).not.toContain("<b>Vale</b>");
  });

  it("thanks an applicant, naming the position as the site lists it", async () => {
    const careers = (
      await app.inject({
        method: "GET",
        url: "/job-applications/published/tenants",
        query: { tenant_id: tenantId },
      })
    ).json() as { id: number; title: string; status: string }[];
    const career = careers.find((c) => c.status === "OPEN")!;
    const boundary = "b0undary";
    const info = JSON.stringify({
      first_name: "Ben",
      last_name: "Ortiz",
      email: "ben@example.com",
      job_title: career.title,
      job_application_id: career.id,
    });
    const res = await app.inject({
      method: "POST",
      url: "/applicants/tenants",
      query: { tenant_id: tenantId },
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="applicantInfo"\r\n\r\n${info}\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="resumeFile"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        Buffer.from("%PDF-1.4\n%%EOF\n", "latin1"),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await mailsTo("ben@example.com", 1);
    expect(header(mail!, "Subject")).toBe(`Your application for ${career.title}`);
    const { text, html } = parts(mail!);
    expect(text).toContain(`applying for the position of ${career.title} at Cobaltline`);
    expect(html).toContain(`the position of ${career.title}`);
    expect(mail!.raw).not.toMatch(/%PDF|Content-Disposition: attachment/);
  });
});

describe("newsletter double opt-in", () => {
  it("mails a confirmation link that confirms, with one-click unsubscribe headers that unsubscribe", async () => {
    const res = await post("/leads/newsletter", { email: "Reader@Example.com" });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(["id"]);
    expect((await subscriber("reader@example.com"))!.confirmedAt).toBeNull();

    const [mail] = await mailsTo("reader@example.com", 1);
    expect(header(mail!, "Subject")).toBe("Confirm your subscription to the Cobaltline newsletter");
    const unsubscribeUrl = /^<(.+)>$/.exec(header(mail!, "List-Unsubscribe")!)![1]!;
    expect(unsubscribeUrl).toMatch(/^https:\/\/www\.cobaltline\.example\/newsletter\/unsubscribe\?token=/);
    expect(header(mail!, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const { text, html } = parts(mail!);
    const confirmUrl = /(https:\/\/\S+\/newsletter\/confirm\?token=\S+)/.exec(text)![1]!;
    expect(html).toContain(`<a href="${confirmUrl}">Confirm my subscription</a>`);
    expect(text).toContain(unsubscribeUrl);

    // The link confirms, once; the team hears of the new subscriber then.
    const confirmed = await post("/leads/newsletter/confirm", { token: tokenOf(confirmUrl) });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ status: "confirmed" });
    expect((await subscriber("reader@example.com"))!.confirmedAt).toBeInstanceOf(Date);
    const [team] = (await mailsTo("team@cobaltline.example", 4)).filter((m) =>
      m.raw.includes("Subject: New newsletter subscriber"),
    );
    expect(team).toBeDefined();
    const again = await post("/leads/newsletter/confirm", { token: tokenOf(confirmUrl) });
    expect(again.json()).toEqual({ status: "already_confirmed" });

    // Subscribing again: the same answer's shape, a fresh id, and no new mail for a confirmed address.
    const repeat = await post("/leads/newsletter", { email: "reader@example.com" });
    expect(repeat.statusCode).toBe(200);
    expect(Object.keys(repeat.json())).toEqual(["id"]);
    expect(repeat.json().id).toBeGreaterThan(res.json().id);
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.received.filter((m) => m.to.includes("reader@example.com"))).toHaveLength(1);

    // The List-Unsubscribe token unsubscribes (the site's one-click POST and its page send it here).
    const out = await post("/leads/newsletter/unsubscribe", { token: tokenOf(unsubscribeUrl) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ status: "unsubscribed" });
    expect(await subscriber("reader@example.com")).toBeUndefined();
    const used = await post("/leads/newsletter/unsubscribe", { token: tokenOf(unsubscribeUrl) });
    expect(used.statusCode).toBe(404);
    expect(used.json().message).toBe(NEWSLETTER_MESSAGES.unsubscribeUnknown);
  });

  it("answers a clear 400 or 404, never a 500, for a malformed, forged or foreign token", async () => {
    await post("/leads/newsletter", { email: "forge@example.com" });
    const [mail] = await mailsTo("forge@example.com", 1);
    const unsubscribeToken = tokenOf(/^<(.+)>$/.exec(header(mail!, "List-Unsubscribe")!)![1]!);
    const [id, mac] = unsubscribeToken.split(".") as [string, string];
    const flipped = `${id}.${mac[0] === "A" ? "B" : "A"}${mac.slice(1)}`;
    for (const token of [flipped, `999999999.${mac}`]) {
      const res = await post("/leads/newsletter/unsubscribe", { token });
      expect(res.statusCode).toBe(404);
      const confirm = await post("/leads/newsletter/confirm", { token });
      expect(confirm.statusCode).toBe(404);
      expect(confirm.json().message).toBe(NEWSLETTER_MESSAGES.confirmUnknown);
    }
    // Another tenant's site cannot use the link.
    const other = newTenantId("other");
    await seedTenant(own.handle.db, other, fixture, { name: "Other" });
    const foreign = await app.inject({
      method: "POST",
      url: "/leads/newsletter/unsubscribe",
      query: { tenant_id: other },
      payload: { token: unsubscribeToken },
    });
    expect(foreign.statusCode).toBe(404);
    // An unsubscribe token does not confirm (each link does one thing).
    expect((await post("/leads/newsletter/confirm", { token: unsubscribeToken })).statusCode).toBe(404);
    for (const token of ["", "nope", "1.abc", 42, "99999999999.".padEnd(55, "a")]) {
      const res = await post("/leads/newsletter/unsubscribe", { token });
      expect(res.statusCode).toBe(400);
    }
    expect((await post("/leads/newsletter/unsubscribe", {})).statusCode).toBe(400);
    expect(await subscriber("forge@example.com")).toBeDefined();
  });

  it("deletes an address left unconfirmed past 7 days by its expiry job, and keeps a confirmed one", async () => {
    await post("/leads/newsletter", { email: "late@example.com" });
    await post("/leads/newsletter", { email: "kept@example.com" });
    const [keptMail] = await mailsTo("kept@example.com", 1);
    const confirmUrl = /(https:\/\/\S+\/newsletter\/confirm\?token=\S+)/.exec(parts(keptMail!).text)![1]!;
    expect((await post("/leads/newsletter/confirm", { token: tokenOf(confirmUrl) })).statusCode).toBe(200);

    const job = sql.raw(`${JOB_SCHEMA}.job`);
    const pending = await own.handle.db.execute(sql`
      select extract(epoch from start_after - now())::int as wait from ${job}
      where name = 'newsletter-expiry' and data->>'tenantId' = ${tenantId} and state = 'created'`);
    const waits = (pending as unknown as { rows: { wait: number }[] }).rows.map((r) => r.wait);
    // One job per confirmation link, each starting when its link expires, 7 days on.
    expect(waits.length).toBeGreaterThanOrEqual(2);
    for (const wait of waits) expect(Math.abs(wait - 7 * 24 * 3600)).toBeLessThan(600);

    // Six days on, nothing has expired yet.
    const sixDays = new Date(Date.now() + 6 * 24 * 3600 * 1000);
    expect(await purgeUnconfirmedSubscribers(own.handle.db, { tenantId, now: sixDays })).toBe(0);

    // The clock moves 8 days: the addresses were asked for then, and the expiry jobs are due now.
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3600 * 1000);
    await own.handle.db
      .update(newsletterSubscribers)
      .set({ createdAt: eightDaysAgo })
      .where(eq(newsletterSubscribers.tenantId, tenantId));
    await own.handle.db.execute(sql`
      update ${job} set start_after = now()
      where name = 'newsletter-expiry' and data->>'tenantId' = ${tenantId} and state = 'created'`);
    app.jobs.wake();
    await expect.poll(async () => await subscriber("late@example.com"), { timeout: 15_000 }).toBeUndefined();
    expect((await subscriber("kept@example.com"))!.confirmedAt).toBeInstanceOf(Date);

    // A link of an address that expired (its row is gone) gets the clear message.
    const late = await mailsTo("late@example.com", 1);
    const lateUrl = /(https:\/\/\S+\/newsletter\/confirm\?token=\S+)/.exec(parts(late[0]!).text)![1]!;
    const res = await post("/leads/newsletter/confirm", { token: tokenOf(lateUrl) });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(NEWSLETTER_MESSAGES.confirmUnknown);
  });
});
