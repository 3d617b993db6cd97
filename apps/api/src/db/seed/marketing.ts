import { and, eq, inArray } from "drizzle-orm";
import {
  MARKETING_KIND_NAMES,
  MARKETING_KINDS,
  type MarketingData,
  type MarketingKind,
  type MarketingKindInfo,
} from "@site/contract";
import type { Db } from "../client";
import { marketingContent, tenants } from "../schema";
import { seedCaseStudies } from "./data/marketing/case-studies";
import { seedClientLogos } from "./data/marketing/client-logos";
import { seedFaqItems } from "./data/marketing/faq";
import { seedIndustries } from "./data/marketing/industries";
import { seedHomeSections } from "./data/marketing/home";
import { seedLanding } from "./data/marketing/landing";
import { seedPartners } from "./data/marketing/partners";
import { seedPricing } from "./data/marketing/pricing";
import { seedServices } from "./data/marketing/services";
import { seedTeam } from "./data/marketing/team";
import { seedCustomerStories, seedTestimonials } from "./data/marketing/testimonials";
import { seedWorks } from "./data/marketing/works";

type SeedEntry<K extends MarketingKind> = { key: string; data: MarketingData[K] };
type Seeds = { [K in MarketingKind]: SeedEntry<K>[] };

/**
 * The first copy of the kinds whose copy is long (the site's text before the team could edit it); a
 * small kind declares its own (`seed` in its declaration) and is not named here.
 */
const seedData: Partial<Seeds> = {
  faq: [{ key: "home", data: { items: seedFaqItems } }],
  service: seedServices.map(({ slug, ...data }) => ({ key: slug, data })),
  testimonials: [
    { key: "home", data: { items: seedTestimonials } },
    { key: "customer-stories", data: { items: seedCustomerStories } },
  ],
  "client-logos": Object.entries(seedClientLogos).map(([key, items]) => ({ key, data: { items } })),
  team: [{ key: "leadership", data: { items: seedTeam } }],
  partners: [{ key: "showcase", data: seedPartners }],
  industry: seedIndustries.map(({ slug, ...data }) => ({ key: slug, data })),
  "case-study": seedCaseStudies.map(({ slug, ...data }) => ({ key: slug, data })),
  pricing: Object.entries(seedPricing).map(([key, data]) => ({ key, data })),
  works: [{ key: "portfolio", data: seedWorks }],
  landing: Object.entries(seedLanding).map(([key, data]) => ({ key, data })),
  home: Object.entries(seedHomeSections).map(([key, data]) => ({ key, data })),
};

/**
 * Each kind's entries as first published, in their order: the seed data above, else the kind's declared
 * `seed`, else none (content-declared.test.ts fails for a kind with no seed).
 */
export const marketingSeed = Object.fromEntries(
  MARKETING_KIND_NAMES.map((kind) => {
    const info: MarketingKindInfo = MARKETING_KINDS[kind];
    return [kind, seedData[kind] ?? info.seed ?? []];
  }),
) as Seeds;

/**
 * Gives every tenant (or those named) the seed's entries of each kind it has none of, published as they
 * are. Runs in the seed of a new tenant and at each start of the API, under the migration lock, so a
 * database from before marketing content (migration 0012) gets today's copy once, and a kind added later
 * reaches existing tenants the same way; entries the team has edited are never touched.
 *
 *   await fillMarketingContent(db);            // every tenant
 *   await fillMarketingContent(tx, ["acme"]);  // one
 */
export async function fillMarketingContent(db: Db, tenantIds?: string[]): Promise<number> {
  const ids = tenantIds ?? (await db.select({ id: tenants.id }).from(tenants)).map((t) => t.id);
  if (ids.length === 0) return 0;
  const present = await db
    .selectDistinct({ tenantId: marketingContent.tenantId, kind: marketingContent.kind })
    .from(marketingContent)
    .where(inArray(marketingContent.tenantId, ids));
  // A kind whose every entry the team deleted is still a kind it has (deleted entries are kept under
  // "<kind>~deleted", see DELETED_KIND): the fill never brings them back.
  const has = new Set(present.map((p) => `${p.tenantId}\u0000${p.kind.replace(/~deleted$/, "")}`));
  const now = new Date();
  const rows = [];
  for (const tenantId of ids) {
    for (const [kind, entries] of Object.entries(marketingSeed)) {
      if (has.has(`${tenantId}\u0000${kind}`)) continue;
      rows.push(
        ...entries.map((e, position) => ({
          tenantId,
          kind,
          key: e.key,
          position,
          draft: e.data,
          published: e.data,
          updatedBy: "seed",
          updatedAt: now,
          publishedAt: now,
        })),
      );
    }
  }
  // In slices: a database with many tenants would otherwise make one statement of thousands of rows.
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insert(marketingContent)
      .values(rows.slice(i, i + 200))
      .onConflictDoNothing();
  }
  return rows.length;
}

/** A tenant's entries of one kind, in order (tests and the seed's own checks). */
export function entriesOf(db: Db, tenantId: string, kind: MarketingKind) {
  return db
    .select()
    .from(marketingContent)
    .where(and(eq(marketingContent.tenantId, tenantId), eq(marketingContent.kind, kind)))
    .orderBy(marketingContent.position, marketingContent.key);
}
