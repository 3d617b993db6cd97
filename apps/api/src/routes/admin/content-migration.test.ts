/**
 * Migration marketing_content (issue 21) on a database from before it: a tenant whose site showed the FAQ,
 * the services, the testimonials, the client logos, the team, the partners, the industries, the case studies, the works, the pricing tiers, the landing pages and the home page sections from the web app's code. The API's start (db/open.ts, after the migrations) gives it
 * the seed's copy, published, so the upgraded site looks the same; a second start changes nothing. On an
 * in-memory PGlite, and on a fresh database of the PostgreSQL server when DATABASE_URL is set.
 */
import { expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { CASE_STUDY_KEYS, HOME_COUNTS, INDUSTRY_KEYS, type MarketingList } from "@site/contract";
import { buildApp } from "../../app";
import type { Db } from "../../db/client";
import { fillMarketingContent } from "../../db/seed/marketing";
import { testConfig } from "../../env";
import { OLDER_SCHEMA_DATABASE, onOlderSchema } from "../../test/older-schema";

async function legacyTenant(db: Db): Promise<void> {
  await db.execute(sql`insert into tenants (id, name) values ('legacy', 'Legacy')`);
}

async function checkFilled(db: Db) {
  expect(await fillMarketingContent(db)).toBe(45);
  expect(await fillMarketingContent(db)).toBe(0);
  const app = await buildApp({ db, config: testConfig() });
  try {
    const faq = await app.inject({ url: "/marketing-content/faq?tenant_id=legacy" });
    expect(faq.statusCode, faq.body).toBe(200);
    const [home] = (faq.json() as MarketingList<"faq">).entries;
    expect(home!.data.items).toHaveLength(HOME_COUNTS.faq);
    const services = await app.inject({ url: "/marketing-content/service?tenant_id=legacy" });
    expect((services.json() as MarketingList<"service">).entries).toHaveLength(10);
    const quotes = await app.inject({ url: "/marketing-content/testimonials?tenant_id=legacy" });
    const [testimonials] = (quotes.json() as MarketingList<"testimonials">).entries;
    expect(testimonials!.data.items).toHaveLength(HOME_COUNTS.testimonials);
    const logos = await app.inject({ url: "/marketing-content/client-logos?tenant_id=legacy" });
    expect((logos.json() as MarketingList<"client-logos">).entries.map((e) => e.data.items.length)).toEqual([
      HOME_COUNTS.heroMarqueeLogos,
      HOME_COUNTS.clientCarouselLogos,
      HOME_COUNTS.workNavigationLogos,
    ]);
    const team = await app.inject({ url: "/marketing-content/team?tenant_id=legacy" });
    expect((team.json() as MarketingList<"team">).entries[0]!.data.items).toHaveLength(6);
    const partners = await app.inject({ url: "/marketing-content/partners?tenant_id=legacy" });
    expect((partners.json() as MarketingList<"partners">).entries[0]!.data.partners).toHaveLength(2);
    const industries = await app.inject({ url: "/marketing-content/industry?tenant_id=legacy" });
    expect((industries.json() as MarketingList<"industry">).entries.map((e) => e.key)).toEqual([
      ...INDUSTRY_KEYS,
    ]);
    const studies = await app.inject({ url: "/marketing-content/case-study?tenant_id=legacy" });
    expect((studies.json() as MarketingList<"case-study">).entries.map((e) => e.key)).toEqual(
      CASE_STUDY_KEYS,
    );
    const pricing = await app.inject({ url: "/marketing-content/pricing?tenant_id=legacy" });
    expect((pricing.json() as MarketingList<"pricing">).entries.map((e) => e.data.tiers.length)).toEqual([
      3, 3,
    ]);
    const homeServices = await app.inject({ url: "/marketing-content/home-services?tenant_id=legacy" });
    expect((homeServices.json() as MarketingList<"home-services">).entries[0]!.data.services).toHaveLength(
      HOME_COUNTS.services,
    );
    const works = await app.inject({ url: "/marketing-content/works?tenant_id=legacy" });
    const portfolio = (works.json() as MarketingList<"works">).entries[0]!.data;
    expect([portfolio.ourWork.length, portfolio.projects.length]).toEqual([3, 17]);
    const landing = await app.inject({ url: "/marketing-content/landing?tenant_id=legacy" });
    expect((landing.json() as MarketingList<"landing">).entries).toHaveLength(7);
    const sections = await app.inject({ url: "/marketing-content/home?tenant_id=legacy" });
    expect((sections.json() as MarketingList<"home">).entries.map((e) => e.key)).toEqual([
      "hero",
      "key-results",
      "why-choose-us",
      "campaign-banner",
      "website-design-case",
    ]);
  } finally {
    await app.close();
  }
}

it(`a site from before marketing content keeps its FAQ and services after the upgrade (${OLDER_SCHEMA_DATABASE})`, async () => {
  await onOlderSchema("_marketing_content", legacyTenant, checkFilled);
});
