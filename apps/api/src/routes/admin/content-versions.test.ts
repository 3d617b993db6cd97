/**
 * Versions of marketing content (issue 21): every save, publish and restore of an entry keeps a version
 * with who and when; one version's data can be read and restored as the draft (audited content.restore).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import {
  type AdminContentVersion,
  type AdminContentVersionSummary,
  type AdminMarketingEntry,
  EDITORIAL_MESSAGES,
  type FaqContent,
  MARKETING_MESSAGES,
  type ServiceContent,
  TEAM_MESSAGES,
} from "@site/contract";
import { auditEntries } from "../../db/schema";
import { BASELINE_LABEL } from "../../lib/publishing/versions";
import { closeDb } from "../../test/context";
import { createAdminTestContext, type AdminTestContext } from "./admin-test-context";

let ctx: AdminTestContext;
beforeAll(async () => {
  ctx = await createAdminTestContext();
});
afterAll(async () => {
  await ctx.close();
  await closeDb();
});

const entryOf = async <T>(path: string) => {
  const res = await ctx.admin("GET", `/content/${path}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminMarketingEntry & { draft: T };
};
const versionsOf = async (path: string, session?: string) => {
  const res = await ctx.admin("GET", `/content/${path}/versions`, { session });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminContentVersionSummary[];
};
const withAnswer = (faq: FaqContent, answer: string): FaqContent => ({
  ...faq,
  items: faq.items.map((item, i) => (i === 0 ? { ...item, answer } : item)),
});

describe("versions of marketing content", () => {
  it("adds no version for a save that changes nothing (an autosave, then Save draft of the same text)", async () => {
    const seed = (await entryOf<FaqContent>("service/devops-solutions")).draft;
    const body = { ...seed, headline: `${(seed as unknown as ServiceContent).headline} (autosaved)` };
    const before = (await versionsOf("service/devops-solutions")).length;
    for (let i = 0; i < 3; i++) {
      const put = await ctx.admin("PUT", "/content/service/devops-solutions", { body });
      expect(put.statusCode, put.body).toBe(200);
    }
    const after = await versionsOf("service/devops-solutions");
    // The baseline (the seed's content, on the entry's first save) and the one change.
    expect(after.length).toBe(Math.max(before, 1) + 1);
    expect((await entryOf<ServiceContent>("service/devops-solutions")).draft.headline).toBe(body.headline);
    const back = await ctx.admin("PUT", "/content/service/devops-solutions", { body: seed });
    expect(back.statusCode).toBe(200);
    expect((await versionsOf("service/devops-solutions")).length).toBe(after.length + 1);
  });

  it("keeps a version of each save and publish, by who and when, after a baseline of the seed's content", async () => {
    const editor = await ctx.sessionFor(["editor"], { name: "Vera Versions" });
    const seed = (await entryOf<FaqContent>("faq/home")).draft;
    const first = withAnswer(seed, "First answer, saved as a draft.");
    const second = withAnswer(seed, "Second answer, then published.");
    for (const body of [first, second]) {
      const put = await ctx.admin("PUT", "/content/faq/home", { session: editor.token, body });
      expect(put.statusCode, put.body).toBe(200);
    }
    const pub = await ctx.admin("POST", "/content/faq/home/publish", { session: editor.token });
    expect(pub.statusCode, pub.body).toBe(200);

    const list = await versionsOf("faq/home");
    expect(list.map((v) => [v.number, v.state, v.created_by])).toEqual([
      [4, "published", "Vera Versions"],
      [3, "draft", "Vera Versions"],
      [2, "draft", "Vera Versions"],
      [1, "published", BASELINE_LABEL],
    ]);
    expect(list.every((v) => v.restored_from === null && !Number.isNaN(Date.parse(v.created_at)))).toBe(true);
    const read = async (n: number) => {
      const res = await ctx.admin("GET", `/content/faq/home/versions/${n}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as AdminContentVersion<"faq">;
    };
    expect((await read(1)).data).toEqual(seed);
    expect((await read(2)).data.items[0]!.answer).toBe("First answer, saved as a draft.");
    expect(await read(4)).toMatchObject({ kind: "faq", key: "home", state: "published" });
    expect((await read(4)).data.items[0]!.answer).toBe("Second answer, then published.");
  });

  it("restores a version as the draft, as a new version, audited content.restore; visitors keep what is published", async () => {
    const list = await versionsOf("faq/home");
    const latest = list[0]!.number;
    const res = await ctx.admin("POST", "/content/faq/home/versions/2/restore");
    expect(res.statusCode, res.body).toBe(200);
    const entry = res.json() as AdminMarketingEntry<"faq">;
    expect(entry.draft.items[0]!.answer).toBe("First answer, saved as a draft.");
    expect(entry.published!.items[0]!.answer).toBe("Second answer, then published.");
    expect(entry.changed).toBe(true);
    const after = await versionsOf("faq/home");
    expect(after[0]).toMatchObject({ number: latest + 1, state: "draft", restored_from: 2 });
    const live = (await ctx.get("/marketing-content/faq")).json().entries[0].data as FaqContent;
    expect(live.items[0]!.answer).toBe("Second answer, then published.");

    const audit = await ctx.handle.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.tenantId, ctx.tenantId), eq(auditEntries.action, "content.restore")));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.targetId).toBe("faq/home");
    expect(audit[0]!.before).toContain("Second answer, then published.");
    expect(audit[0]!.after).toContain("First answer, saved as a draft.");
  });

  it("keeps a new entry's versions from its first save, and each entry's apart", async () => {
    const service = (await entryOf<ServiceContent>("service/product-design")).draft;
    const put = await ctx.admin("PUT", "/content/service/versioned-service", {
      body: { ...service, name: "Versioned service" },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await versionsOf("service/versioned-service")).map((v) => [v.number, v.state])).toEqual([
      [1, "draft"],
    ]);
    // The seed's services get their baseline at the first look.
    expect((await versionsOf("service/mvp-development")).map((v) => v.created_by)).toEqual([BASELINE_LABEL]);
  });

  it("answers 404 for an unknown kind, entry or version and 400 for a malformed key or number, never 500", async () => {
    const cases: [string, string, number][] = [
      ["GET", "/content/nope/home/versions", 404],
      ["GET", "/content/faq/missing/versions", 404],
      ["GET", "/content/faq/home/versions/999", 404],
      ["POST", "/content/faq/home/versions/999/restore", 404],
      ["GET", "/content/faq/Bad_Key/versions", 400],
      ["GET", "/content/faq/home/versions/0", 400],
      ["GET", "/content/faq/home/versions/abc", 400],
      ["POST", "/content/toString/home/versions/1/restore", 404],
      ["POST", "/content/faq/home/versions/99999999999/restore", 400],
    ];
    for (const [method, path, status] of cases) {
      const res = await ctx.admin(method as "GET" | "POST", path);
      expect(res.statusCode, `${method} ${path}: ${res.body}`).toBe(status);
    }
    const bad = await ctx.admin("GET", "/content/faq/home/versions/0");
    expect(bad.json().errors.number).toBe(EDITORIAL_MESSAGES.revisionNumber);
    const missing = await ctx.admin("GET", "/content/faq/missing/versions");
    expect(missing.json().message).toBe(MARKETING_MESSAGES.unknownEntry);
  });

  it("lets owners, administrators and editors in, no one else", async () => {
    for (const role of ["contributor", "moderator", "recruiter", "sales"] as const) {
      const person = await ctx.sessionFor([role]);
      for (const [method, path] of [
        ["GET", "/content/faq/home/versions"],
        ["GET", "/content/faq/home/versions/1"],
        ["POST", "/content/faq/home/versions/1/restore"],
      ] as const) {
        const res = await ctx.admin(method, path, { session: person.token });
        expect(res.statusCode, `${role} ${method} ${path}`).toBe(403);
        expect(res.json().message).toBe(TEAM_MESSAGES.forbidden);
      }
    }
    const admin = await ctx.sessionFor(["administrator"]);
    expect((await versionsOf("faq/home", admin.token)).length).toBeGreaterThan(1);
  });
});
