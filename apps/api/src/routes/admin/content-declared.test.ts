/**
 * Every declared kind of marketing content (issue 31), through the API as the team's editor calls it: the
 * seed holds exactly the kind's declared entries, each valid and publishable; a text over its declared limit
 * is refused with the field's own message (the contract's words, never zod's); a key the kind does not
 * declare is refused; a draft (an autosave) whose counted list has another length than the spec fixes is
 * saved, and only its publishing is refused, with the kind's message. On PGlite and on PostgreSQL.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  fieldErrors,
  fieldLimits,
  isEntryKey,
  MARKETING_KIND_NAMES,
  MARKETING_KINDS,
  MARKETING_MESSAGES,
  marketingEntrySchema,
  type MarketingKind,
  type MarketingKindInfo,
  unwrapped,
} from "@site/contract";
import { marketingSeed } from "../../db/seed/marketing";
import type { AdminTestContext } from "./admin-test-context";
import { useTwoTenants } from "./content-test-helpers";

let ctx: AdminTestContext;
useTwoTenants((a) => (ctx = a));

/** The first text field of `data` whose schema sets a maximum length: its path and that length. */
type LimitedText = { path: (string | number)[]; max: number };

function firstLimitedText(
  schema: z.ZodType,
  data: unknown,
  path: (string | number)[] = [],
): LimitedText | null {
  const s = unwrapped(schema);
  if (s instanceof z.ZodString) {
    const max = fieldLimits(s).maxLength;
    return max !== undefined && typeof data === "string" ? { path, max } : null;
  }
  if (s instanceof z.ZodObject && data && typeof data === "object") {
    for (const [key, field] of Object.entries(s.shape as Record<string, z.ZodType>)) {
      const found = firstLimitedText(field, (data as Record<string, unknown>)[key], [...path, key]);
      if (found) return found;
    }
  }
  if (s instanceof z.ZodArray && Array.isArray(data) && data.length > 0)
    return firstLimitedText(s.element as z.ZodType, data[0], [...path, 0]);
  return null;
}

function withText(data: unknown, path: (string | number)[], text: string): unknown {
  const copy = structuredClone(data) as Record<string | number, unknown>;
  let o = copy;
  for (const k of path.slice(0, -1)) o = o[k] as Record<string | number, unknown>;
  o[path.at(-1)!] = text;
  return copy;
}

describe("marketing content: every declared kind", () => {
  it("seeds exactly each kind's declared entries, each valid by its schema and publishable by its rule", () => {
    for (const kind of MARKETING_KIND_NAMES) {
      const seed = marketingSeed[kind] as { key: string; data: unknown }[];
      const { keys, publishRule } = MARKETING_KINDS[kind];
      // A kind without a first copy (its declared seed, or the API's seed data) would start empty.
      expect(seed.length, `${kind} has no seed`).toBeGreaterThan(0);
      if (keys) expect(seed.map((e) => e.key).sort(), kind).toEqual([...keys].sort());
      for (const e of seed) {
        expect(isEntryKey(kind, e.key), `${kind}/${e.key}`).toBe(true);
        expect(marketingEntrySchema(kind, e.key).safeParse(e.data).success, `${kind}/${e.key}`).toBe(true);
      }
      const related = { service: marketingSeed.service as { key: string; data: unknown }[] };
      expect(publishRule?.(seed, related) ?? null, kind).toBeNull();
    }
  });

  it.each(MARKETING_KIND_NAMES)(
    "refuses a %s text over its declared limit with the field's own message",
    async (kind: MarketingKind) => {
      const { key, data } = (marketingSeed[kind] as { key: string; data: unknown }[])[0]!;
      const schema = marketingEntrySchema(kind, key);
      const field = firstLimitedText(schema, data);
      expect(field, kind).not.toBeNull();
      const body = withText(data, field!.path, "x".repeat(field!.max + 1));
      const res = await ctx.admin("PUT", `/content/${kind}/${key}`, { body });
      expect(res.statusCode, res.body).toBe(400);
      const name = field!.path.join(".");
      const declared = fieldErrors(schema.safeParse(body).error!)[name];
      expect(res.json().errors[name]).toBe(declared);
      // The contract's words ("Keep the question under 200 characters"), never zod's default.
      expect(declared).toMatch(/^[A-Z][^]+$/);
      expect(declared).not.toMatch(/too (big|small)|expected/i);
      // The draft is as it was: nothing over the limit was stored.
      expect((await ctx.admin("GET", `/content/${kind}/${key}`)).json().draft).toEqual(data);
    },
  );

  // Every entry whose kind fixes the length of one of its lists (draftCount): an autosave of a draft with
  // one item fewer is a draft like any other; the count is the publish's rule.
  const counted = MARKETING_KIND_NAMES.flatMap((kind) =>
    (marketingSeed[kind] as { key: string; data: unknown }[])
      .filter((e) => (MARKETING_KINDS[kind] as MarketingKindInfo).draftCount?.(e.key))
      .map((e) => [`${kind}/${e.key}`, kind, e.key, e.data] as const),
  );

  it("has entries with counted lists to try", () => {
    expect(counted.map(([name]) => name)).toEqual(
      expect.arrayContaining(["faq/home", "home/why-choose-us", "pricing/campaign", "home-services/home"]),
    );
  });

  it.each(counted)(
    "saves a %s draft that breaks its count rule, and refuses only its publishing, naming the list",
    async (_name, kind: MarketingKind, key: string, data: unknown) => {
      const count = (MARKETING_KINDS[kind] as MarketingKindInfo).draftCount!(key)!;
      const list = (data as Record<string, unknown[]>)[count.path]!;
      expect(list, `${kind}/${key}`).toHaveLength(count.fixed);
      const short = { ...(data as object), [count.path]: list.slice(0, -1) };

      const put = await ctx.admin("PUT", `/content/${kind}/${key}`, { body: short });
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json()).toMatchObject({ draft: short, published: data, changed: true });

      const pub = await ctx.admin("POST", `/content/${kind}/${key}/publish`);
      expect(pub.statusCode, pub.body).toBe(400);
      const { message, errors } = pub.json() as { message: string; errors: Record<string, string> };
      expect(errors).toEqual({ _: message });
      const declared = MARKETING_KINDS[kind] as { countMessage?: (key: string, n: number) => string };
      if (declared.countMessage) expect(message).toBe(declared.countMessage(key, count.fixed - 1));
      // The kind's words, never zod's: the message says how many the spec fixes.
      expect(message).toContain(String(count.fixed));
      expect(message).not.toMatch(/too (big|small)|expected/i);
      // Visitors still see what was published; the draft waits, and is put back for the next test.
      expect((await ctx.get(`/marketing-content/${kind}`)).json().entries).toContainEqual(
        expect.objectContaining({ key, data }),
      );
      expect((await ctx.admin("GET", `/content/${kind}/${key}`)).json().draft).toEqual(short);
      expect((await ctx.admin("PUT", `/content/${kind}/${key}`, { body: data })).statusCode).toBe(200);
    },
  );

  it("refuses a key a kind with fixed entries does not declare, and a prototype's name", async () => {
    for (const kind of MARKETING_KIND_NAMES.filter((k) => MARKETING_KINDS[k].keys !== null)) {
      const { data } = (marketingSeed[kind] as { key: string; data: unknown }[])[0]!;
      for (const key of ["not-declared", "constructor"]) {
        const res = await ctx.admin("PUT", `/content/${kind}/${key}`, { body: data });
        expect(res.statusCode, `${kind}/${key}`).toBe(400);
        expect(res.json().message).toBe(MARKETING_MESSAGES.newEntry);
      }
    }
  });
});
