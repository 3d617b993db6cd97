import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { API_ERRORS, MESSAGES } from "@site/contract";
import { contactLeads, designCampaignLeads, newsletterSubscribers } from "../../db/schema";
import { closeDb, createTestContext, type TestContext } from "../../test/context";

let t: TestContext;
let other: TestContext;

beforeAll(async () => {
  t = await createTestContext();
  other = await createTestContext();
});
afterAll(async () => {
  await t.close();
  await other.close();
  await closeDb();
});

describe("POST /leads/contact-us", () => {
  it("stores a valid message", async () => {
    const res = await t.post(
      "/leads/contact-us",
      {},
      {
        first_name: " Maya ",
        last_name: "Ng",
        email: "maya@example.com",
        phone_number: "+1 (949) 555-0101",
        message: "We need a patient portal.<br>Can we talk?",
      },
    );
    expect(res.statusCode).toBe(200);
    const [row] = await t.handle.db.select().from(contactLeads).where(eq(contactLeads.id, res.json().id));
    expect(row).toMatchObject({
      tenantId: t.tenantId,
      firstName: "Maya",
      phoneNumber: "+1 (949) 555-0101",
      message: "We need a patient portal.<br>Can we talk?",
    });
  });

  it("answers 400 with the spec's messages", async () => {
    const res = await t.post("/leads/contact-us", {}, { email: "", phone_number: "call me" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: API_ERRORS.validation,
      errors: {
        first_name: MESSAGES.firstNameRequired,
        last_name: MESSAGES.lastNameRequired,
        email: MESSAGES.emailRequired,
        phone_number: MESSAGES.phoneInvalid,
        message: MESSAGES.messageRequired,
      },
    });
    expect(
      (await t.post("/leads/contact-us", {}, "[1,2", { "content-type": "application/json" })).statusCode,
    ).toBe(400);
    expect((await t.post("/leads/contact-us", {}, ["array"])).statusCode).toBe(400);
    expect(
      (await t.post("/leads/contact-us", {}, "a=b", { "content-type": "application/x-www-form-urlencoded" }))
        .statusCode,
    ).toBe(415);
  });

  it("refuses names with bidi or zero-width characters, naming each field, and keeps nothing", async () => {
    const count = async () =>
      (await t.handle.db.select().from(contactLeads).where(eq(contactLeads.tenantId, t.tenantId))).length;
    const before = await count();
    const res = await t.post(
      "/leads/contact-us",
      {},
      {
        first_name: "Maya\u202Efdp.exe",
        last_name: "N\u200Dg",
        email: "maya@example.com",
        message: "Please call.",
      },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: API_ERRORS.validation,
      errors: { first_name: MESSAGES.nameHidden, last_name: MESSAGES.nameHidden },
    });
    expect(res.json().errors.first_name).toBe("Please type your name without hidden formatting characters");
    expect(await count()).toBe(before);
  });

  it("keeps a right-to-left name and drops bidi controls from the message", async () => {
    const res = await t.post(
      "/leads/contact-us",
      {},
      { first_name: "מאיה", last_name: "نور", email: "maya@example.com", message: "Hi \u202Ethere\u202C 👋🏽" },
    );
    expect(res.statusCode).toBe(200);
    const [row] = await t.handle.db.select().from(contactLeads).where(eq(contactLeads.id, res.json().id));
    expect(row).toMatchObject({ firstName: "מאיה", lastName: "نور", message: "Hi there 👋🏽" });
  });

  it("answers 404 for an unknown tenant and 429 past the limit", async () => {
    const body = { first_name: "A", last_name: "B", email: "a@example.com", message: "Hi" };
    const unknown = await t.app.inject({
      method: "POST",
      url: "/leads/contact-us?tenant_id=ghost",
      payload: body,
    });
    expect(unknown.statusCode).toBe(404);
    const limited = await createTestContext({ config: { RATE_LIMIT_DISABLED: false, RATE_LIMIT_MAX: 1 } });
    try {
      expect((await limited.post("/leads/contact-us", {}, body)).statusCode).toBe(200);
      expect((await limited.post("/leads/contact-us", {}, body)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe("POST /leads/design-campaign", () => {
  it("stores a UX review request, adding https:// to a bare domain", async () => {
    const res = await t.post(
      "/leads/design-campaign",
      {},
      {
        full_name: "Omar Reyes",
        email: "omar@example.com",
        website_url: "shop.example.com",
        company: "Reyes Goods",
      },
    );
    expect(res.statusCode).toBe(200);
    const [row] = await t.handle.db
      .select()
      .from(designCampaignLeads)
      .where(eq(designCampaignLeads.id, res.json().id));
    expect(row).toMatchObject({
      websiteUrl: "https://shop.example.com",
      company: "Reyes Goods",
      message: null,
    });
  });

  it("answers 400 to a bad website or missing name", async () => {
    const res = await t.post(
      "/leads/design-campaign",
      {},
      { email: "omar@example.com", website_url: "javascript:alert(1)" },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      full_name: MESSAGES.nameRequired,
      website_url: MESSAGES.websiteInvalid,
    });
  });

  it("refuses a full name with a right-to-left override", async () => {
    const res = await t.post(
      "/leads/design-campaign",
      {},
      { full_name: "Jo\u202Ee", email: "jo@example.com", website_url: "example.com" },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ full_name: MESSAGES.nameHidden });
  });

  it("answers 404 for an unknown tenant", async () => {
    const unknown = await t.app.inject({
      method: "POST",
      url: "/leads/design-campaign?tenant_id=ghost",
      payload: {},
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe("POST /leads/newsletter", () => {
  it("stores an address once, whatever its case, per tenant, and answers each request a fresh id", async () => {
    const first = await t.post("/leads/newsletter", {}, { email: "Reader@Example.com" });
    expect(first.statusCode).toBe(200);
    const again = await t.post("/leads/newsletter", {}, { email: "reader@example.com " });
    expect(again.statusCode).toBe(200);
    // The same answer as for a new address: no tell that this one was known.
    expect(Object.keys(again.json())).toEqual(["id"]);
    expect(again.json().id).toBeGreaterThan(first.json().id);
    const elsewhere = await other.post("/leads/newsletter", {}, { email: "reader@example.com" });
    expect(elsewhere.json().id).not.toBe(first.json().id);
    const rows = await t.handle.db
      .select()
      .from(newsletterSubscribers)
      .where(
        and(
          eq(newsletterSubscribers.tenantId, t.tenantId),
          eq(newsletterSubscribers.email, "reader@example.com"),
        ),
      );
    expect(rows).toHaveLength(1);
  });

  it("survives the same address arriving many times at once", async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => t.post("/leads/newsletter", {}, { email: "rush@example.com" })),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(new Set(results.map((r) => r.json().id)).size).toBe(20);
    const rows = await t.handle.db
      .select()
      .from(newsletterSubscribers)
      .where(
        and(
          eq(newsletterSubscribers.tenantId, t.tenantId),
          eq(newsletterSubscribers.email, "rush@example.com"),
        ),
      );
    expect(rows).toHaveLength(1);
  });

  it("answers 400 to a bad address and 404 for an unknown tenant", async () => {
    const bad = await t.post("/leads/newsletter", {}, { email: "reader@" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ email: MESSAGES.emailInvalid });
    const empty = await t.post("/leads/newsletter", {}, {});
    expect(empty.json().errors).toEqual({ email: MESSAGES.emailRequired });
    const unknown = await t.app.inject({
      method: "POST",
      url: "/leads/newsletter?tenant_id=ghost",
      payload: {},
    });
    expect(unknown.statusCode).toBe(404);
  });
});
