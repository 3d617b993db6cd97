import { describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import {
  type AdminMarketingEntry,
  type AdminMarketingKindEntries,
  HOME_COUNTS,
  HOME_SERVICES_MESSAGES,
  type HomeServicesContent,
  MARKETING_KINDS,
  MARKETING_MESSAGES,
  type MarketingList,
  serviceContentSchema,
} from "@site/contract";
import { auditEntries, marketingContent, marketingContentVersions } from "../../db/schema";
import { fillMarketingContent, marketingSeed } from "../../db/seed/marketing";
import type { AdminTestContext } from "./admin-test-context";
import { useTwoTenants } from "./content-test-helpers";

const M = MARKETING_MESSAGES;

let ctx: AdminTestContext;
let other: AdminTestContext;
useTwoTenants((a, b) => ([ctx, other] = [a, b]));

const publicKeys = async (c: AdminTestContext, kind = "service") => {
  const res = await c.get(`/marketing-content/${kind}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as MarketingList).entries.map((e) => e.key);
};
const homeList = async (c: AdminTestContext) => {
  const res = await c.get("/marketing-content/home-services");
  return (res.json() as MarketingList<"home-services">).entries[0]?.data.services;
};
const adminKeys = async (c: AdminTestContext) =>
  ((await c.admin("GET", "/content/service")).json() as AdminMarketingKindEntries).entries_list.map(
    (e) => e.key,
  );
const auditOf = (c: AdminTestContext, action: string, targetId: string) =>
  c.handle.db
    .select()
    .from(auditEntries)
    .where(
      and(
        eq(auditEntries.tenantId, c.tenantId),
        eq(auditEntries.action, action),
        eq(auditEntries.targetId, targetId),
      ),
    );
const seededKeys = marketingSeed.service.map((s) => s.key);

describe("marketing content: adding an entry", () => {
  it("adds a service as an unpublished draft at the end of the list, valid by the contract, audited and versioned", async () => {
    const res = await ctx.admin("POST", "/content/service", {
      body: { key: "data-platforms", title: "  Data Platforms " },
    });
    expect(res.statusCode, res.body).toBe(200);
    const entry = res.json() as AdminMarketingEntry<"service">;
    expect(entry).toMatchObject({ kind: "service", key: "data-platforms", published: null, changed: true });
    expect(entry.draft.title).toBe("Data Platforms");
    expect(serviceContentSchema.safeParse(entry.draft).success).toBe(true);
    expect(entry.position).toBe(seededKeys.length);
    expect(await adminKeys(ctx)).toEqual([...seededKeys, "data-platforms"]);
    // Visitors see nothing of it until it is published.
    expect(await publicKeys(ctx)).toEqual(seededKeys);
    expect((await ctx.get("/marketing-content/service")).body).not.toContain("Data Platforms");
    const versions = await ctx.admin("GET", "/content/service/data-platforms/versions");
    expect(versions.statusCode, versions.body).toBe(200);
    expect(versions.json()).toMatchObject([{ number: 1, state: "draft" }]);
    const [audit] = await auditOf(ctx, "content.create", "service/data-platforms");
    expect(audit!.before).toBe("null");
    expect(audit!.after).toContain("Data Platforms");
    // Its editor works on it as on any entry: publishing it puts it on the site.
    ctx.refreshed.length = 0;
    const published = await ctx.admin("POST", "/content/service/data-platforms/publish");
    expect(published.statusCode, published.body).toBe(200);
    expect(ctx.refreshed).toEqual([["marketing:service"]]);
    expect(await publicKeys(ctx)).toEqual([...seededKeys, "data-platforms"]);
  });

  it("refuses a key already taken (409), a bad key or title (400 naming the field), and fixed kinds", async () => {
    const taken = await ctx.admin("POST", "/content/service", {
      body: { key: "product-design", title: "Again" },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      message: 'There is already an entry "product-design": choose another key',
      errors: { key: M.keyTaken("product-design") },
    });
    for (const [body, errors] of [
      [{ key: "Data_Platforms", title: "Data" }, { key: M.key }],
      [{ key: "ok-key", title: "   " }, { title: "Please enter the title" }],
      [{ key: "ok-key", title: "x".repeat(81) }, { title: "Keep the title under 80 characters" }],
      [{}, { key: M.key, title: "Please enter the title" }],
    ] as const) {
      const res = await ctx.admin("POST", "/content/service", { body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors).toEqual(errors);
    }
    const fixed = await ctx.admin("POST", "/content/faq", { body: { key: "second", title: "Second" } });
    expect(fixed.statusCode).toBe(400);
    expect(fixed.json().message).toBe(M.fixedEntries);
    expect((await ctx.admin("POST", "/content/recipes", { body: { key: "a", title: "A" } })).statusCode).toBe(
      404,
    );
    // A key is unique per tenant and kind: another tenant may use it.
    const elsewhere = await other.admin("POST", "/content/service", {
      body: { key: "product-design-lab", title: "Lab" },
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    expect(await adminKeys(ctx)).not.toContain("product-design-lab");
    expect((await other.admin("DELETE", "/content/service/product-design-lab")).statusCode).toBe(200);
  });
});

describe("marketing content: the order of entries", () => {
  it("puts the services in the team's order, on the site too, audited with the order before and after", async () => {
    const before = await adminKeys(other);
    const keys = [before[3]!, ...before.filter((_, i) => i !== 3)];
    other.refreshed.length = 0;
    const res = await other.admin("POST", "/content/service/reorder", { body: { keys } });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as AdminMarketingKindEntries).entries_list.map((e) => e.key)).toEqual(keys);
    expect(other.refreshed).toEqual([["marketing:service"]]);
    expect(await publicKeys(other)).toEqual(keys);
    expect(await adminKeys(ctx)).not.toEqual(await adminKeys(other));
    const [audit] = await auditOf(other, "content.reorder", "service");
    expect(JSON.parse(audit!.before!)).toEqual({ keys: before });
    expect(JSON.parse(audit!.after!)).toEqual({ keys });
    expect(
      (await other.admin("POST", "/content/service/reorder", { body: { keys: before } })).statusCode,
    ).toBe(200);
  });

  it("refuses a list that is not the kind's every key exactly once, and a fixed kind's", async () => {
    const keys = await adminKeys(other);
    // Well-formed lists that are not the kind's keys: the order's message.
    for (const list of [keys.slice(1), [...keys, "no-such-service"], [...keys.slice(1), keys[2]!]]) {
      const res = await other.admin("POST", "/content/service/reorder", { body: { keys: list } });
      expect(res.statusCode, list.join()).toBe(400);
      expect(res.json()).toEqual({ message: M.order, errors: { keys: M.order } });
    }
    // Malformed ones: a 400 naming the field.
    for (const body of [{ keys: [...keys.slice(0, -1), "Bad_Key"] }, { keys: [] }, { keys: "all" }, {}]) {
      const res = await other.admin("POST", "/content/service/reorder", { body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const fields = Object.keys(res.json().errors as Record<string, string>);
      expect(fields.length).toBeGreaterThan(0);
      expect(
        fields.every((k) => k.startsWith("keys")),
        fields.join(),
      ).toBe(true);
    }
    expect(await adminKeys(other)).toEqual(keys);
    const fixed = await other.admin("POST", "/content/faq/reorder", { body: { keys: ["home"] } });
    expect(fixed.statusCode).toBe(400);
    expect(fixed.json().message).toBe(M.fixedEntries);
  });
});

describe("marketing content: unpublishing and deleting", () => {
  it("unpublishes a service: visitors no longer see it, its draft stays, the second time is a 400", async () => {
    const key = "fast-healthcare-mvp";
    other.refreshed.length = 0;
    const res = await other.admin("POST", `/content/service/${key}/unpublish`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ key, published: null, changed: true, published_date: null });
    expect(other.refreshed).toEqual([["marketing:service"]]);
    expect(await publicKeys(other)).not.toContain(key);
    expect(await adminKeys(other)).toContain(key);
    const again = await other.admin("POST", `/content/service/${key}/unpublish`);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(M.notPublished);
    const [audit] = await auditOf(other, "content.unpublish", `service/${key}`);
    expect(audit!.before).toContain("Fast Healthcare MVP");
    expect(audit!.after).toBe("null");
    expect((await other.admin("POST", `/content/service/${key}/publish`)).statusCode).toBe(200);
    expect(await publicKeys(other)).toContain(key);
  });

  it("refuses to unpublish or delete a service the home page's published list names, saying so", async () => {
    const key = "product-design";
    expect(await homeList(other)).toContain(key);
    for (const [method, path] of [
      ["POST", `/content/service/${key}/unpublish`],
      ["DELETE", `/content/service/${key}`],
    ] as const) {
      const res = await other.admin(method, path);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().message).toBe(M.inUseBy("Home page services", M.homeServiceUnpublished(key)));
      expect(res.json().message).toContain('"Home page services" needs this entry on the site');
    }
    expect(await publicKeys(other)).toContain(key);
    expect(await adminKeys(other)).toContain(key);
  });

  it("deletes a published service: gone from the list and from visitors at once, its versions and audit kept, its key free", async () => {
    const key = "outreach-automation-solution";
    expect(await homeList(other)).not.toContain(key);
    const [row] = await other.handle.db
      .select({ id: marketingContent.id })
      .from(marketingContent)
      .where(
        and(
          eq(marketingContent.tenantId, other.tenantId),
          eq(marketingContent.kind, "service"),
          eq(marketingContent.key, key),
        ),
      );
    other.refreshed.length = 0;
    const res = await other.admin("DELETE", `/content/service/${key}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ kind: "service", key, deleted: true });
    expect(other.refreshed).toEqual([["marketing:service"]]);
    expect(await publicKeys(other)).not.toContain(key);
    expect(await adminKeys(other)).not.toContain(key);
    expect((await other.admin("GET", `/content/service/${key}`)).statusCode).toBe(404);
    expect((await other.admin("DELETE", `/content/service/${key}`)).statusCode).toBe(404);
    // The seed's entry had no version yet: deleting keeps its content as version 1.
    const versions = await other.handle.db
      .select()
      .from(marketingContentVersions)
      .where(eq(marketingContentVersions.contentId, row!.id))
      .orderBy(asc(marketingContentVersions.number));
    expect(versions.map((v) => (v.data as { title: string }).title)).toEqual([
      "Outreach Automation Solution",
    ]);
    const [audit] = await auditOf(other, "content.delete", `service/${key}`);
    expect(audit!.before).toContain("Outreach Automation Solution");
    expect(audit!.after).toBe("null");
    // The API's start never brings it back; the key may be used again.
    expect(await fillMarketingContent(other.handle.db, [other.tenantId])).toBe(0);
    expect(await adminKeys(other)).not.toContain(key);
    const again = await other.admin("POST", "/content/service", { body: { key, title: "Outreach, again" } });
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json() as AdminMarketingEntry<"service">).published).toBeNull();
    // The other tenant's is untouched.
    expect(await publicKeys(ctx)).toContain(key);
  });

  it("refuses a fixed kind's entries and unknown ones", async () => {
    for (const [method, path, status, message] of [
      ["DELETE", "/content/faq/home", 400, M.fixedEntries],
      ["POST", "/content/home-services/home/unpublish", 400, M.fixedEntries],
      ["DELETE", "/content/service/no-such-service", 404, M.unknownEntry],
      ["POST", "/content/service/no-such-service/unpublish", 404, M.unknownEntry],
      ["DELETE", "/content/recipes/x", 404, M.unknownKind],
    ] as const) {
      const res = await ctx.admin(method, path);
      expect(res.statusCode, path).toBe(status);
      expect(res.json().message).toBe(message);
    }
    const malformed = await ctx.admin("DELETE", "/content/service/Bad_Key");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual({ key: M.key });
    expect(await homeList(ctx)).toHaveLength(HOME_COUNTS.services);
  });

  it("lets an editor add, reorder, unpublish and delete, and no one without the content permission", async () => {
    const editor = await ctx.sessionFor(["editor"]);
    const moderator = await ctx.sessionFor(["moderator"]);
    const body = { key: "editor-made", title: "Editor Made" };
    expect((await ctx.admin("POST", "/content/service", { session: moderator.token, body })).statusCode).toBe(
      403,
    );
    expect((await ctx.admin("POST", "/content/service", { session: editor.token, body })).statusCode).toBe(
      200,
    );
    const keys = await adminKeys(ctx);
    const order = { keys: [...keys].reverse() };
    expect(
      (await ctx.admin("POST", "/content/service/reorder", { session: moderator.token, body: order }))
        .statusCode,
    ).toBe(403);
    expect(
      (await ctx.admin("POST", "/content/service/reorder", { session: editor.token, body: order }))
        .statusCode,
    ).toBe(200);
    expect(
      (await ctx.admin("POST", "/content/service/reorder", { session: editor.token, body: { keys } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await ctx.admin("DELETE", "/content/service/editor-made", { session: moderator.token })).statusCode,
    ).toBe(403);
    expect((await ctx.admin("DELETE", "/content/service/editor-made", { token: null })).statusCode).toBe(401);
    expect(
      (await ctx.admin("DELETE", "/content/service/editor-made", { session: editor.token })).statusCode,
    ).toBe(200);
  });
});

describe("marketing content: the home page's services", () => {
  const put = (c: AdminTestContext, services: string[]) =>
    c.admin("PUT", "/content/home-services/home", { body: { services } });

  it("is seeded with today's 8 services, published, and reaches a tenant at the API's start", async () => {
    expect(MARKETING_KINDS["home-services"].keys).toEqual(["home"]);
    expect(await homeList(ctx)).toEqual(marketingSeed["home-services"][0]!.data.services);
    expect(await homeList(ctx)).toEqual([
      "software-development-consulting",
      "mvp-development",
      "product-design",
      "digital-transformation",
      "java-enterprise-development",
      "enterprise-automation-solutions",
      "devops-solutions",
      "quality-assurance",
    ]);
  });

  it("publishes exactly 8 published services only, each refusal with its message", async () => {
    const seeded = (await homeList(other))!;
    const unpublished = "fast-healthcare-mvp";
    expect((await other.admin("POST", `/content/service/${unpublished}/unpublish`)).statusCode).toBe(200);
    for (const [services, message] of [
      [seeded.slice(0, 7), M.homeServicesCount(7)],
      [[...seeded, "outreach-automation-solution"], M.homeServicesCount(9)],
      [[...seeded.slice(0, 7), unpublished], M.homeServiceUnpublished(unpublished)],
      [[...seeded.slice(0, 7), "no-such-service"], M.homeServiceUnpublished("no-such-service")],
    ] as const) {
      expect((await put(other, [...services])).statusCode).toBe(200);
      other.refreshed.length = 0;
      const res = await other.admin("POST", "/content/home-services/home/publish");
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ message, errors: { _: message } });
      expect(other.refreshed).toEqual([]);
      expect(await homeList(other)).toEqual(seeded);
    }
    expect(M.homeServicesCount(7)).toBe(
      "The home page shows exactly 8 services (the spec fixes 8); this list has 7",
    );
    const duplicate = await put(other, [...seeded.slice(0, 7), seeded[0]!]);
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().errors).toEqual({ "services.7": HOME_SERVICES_MESSAGES.duplicate });
    const bad = await put(other, []);
    expect(bad.json().errors).toEqual({ services: HOME_SERVICES_MESSAGES.chooseOne });

    // A new service, published, may take a place; the one it replaced may then be deleted.
    expect((await other.admin("POST", `/content/service/${unpublished}/publish`)).statusCode).toBe(200);
    const chosen = [...seeded.slice(0, 2), unpublished, ...seeded.slice(3)];
    expect((await put(other, chosen)).statusCode).toBe(200);
    other.refreshed.length = 0;
    const ok = await other.admin("POST", "/content/home-services/home/publish");
    expect(ok.statusCode, ok.body).toBe(200);
    expect(other.refreshed).toEqual([["marketing:home-services"]]);
    expect(await homeList(other)).toEqual(chosen);
    expect(await homeList(ctx)).toEqual(seeded);
    const freed = seeded[2]!;
    expect((await other.admin("POST", `/content/service/${freed}/unpublish`)).statusCode).toBe(200);
    expect((await other.admin("POST", `/content/service/${unpublished}/unpublish`)).statusCode).toBe(400);
    expect((await other.admin("POST", `/content/service/${freed}/publish`)).statusCode).toBe(200);
    expect((await put(other, seeded)).statusCode).toBe(200);
    expect((await other.admin("POST", "/content/home-services/home/publish")).statusCode).toBe(200);
    expect((await homeList(other)) as HomeServicesContent["services"]).toEqual(seeded);
  });
});
