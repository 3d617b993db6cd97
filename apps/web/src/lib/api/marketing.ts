import "server-only";
import { cache } from "react";
import { connection } from "next/server";
import {
  type CaseStudy,
  caseStudyContentSchema,
  caseStudyOf,
  type ClientLogo,
  type ClientLogoRow,
  clientLogosContentSchema,
  type CustomerQuote,
  type FaqItem,
  faqContentSchema,
  type IndustryPage,
  industryContentSchema,
  industryPath,
  homeServicesContentSchema,
  MARKETING_KINDS,
  type MarketingData,
  type MarketingKind,
  marketingEntrySchema,
  servicePath,
  type ServicePage,
  serviceContentSchema,
  type PartnersContent,
  partnersContentSchema,
  HOME_SECTION_SCHEMAS,
  type HomeSectionKey,
  type HomeSectionOf,
  LANDING_PAGE_SCHEMAS,
  type LandingContentOf,
  type LandingPage,
  type PricingPage,
  type PricingTier,
  pricingContentSchema,
  type TeamMember,
  testimonialsContentSchema,
  type WorksContent,
  worksContentSchema,
} from "@site/contract";
import { apiFetch } from "./client";

type RawList = { entries: { key: string; position: number; data: unknown }[] };

/**
 * The published entries of one kind of marketing content. Rendering waits for a request (never at build
 * time, so `next build` needs no API); the read is cached for up to a minute and by the kind's tag, which
 * the API expires when the team publishes.
 */
async function publishedEntries(kind: MarketingKind) {
  await connection();
  const data = await apiFetch<RawList>(`/marketing-content/${kind}`, {
    tags: [MARKETING_KINDS[kind].cacheTag],
  });
  return data.entries;
}

/**
 * One published entry of a kind, checked by its entry's schema, or null: the reader a kind needs no
 * function of its own for (a new kind's public component reads its entry with it).
 *
 *   const team = await getPublishedEntry("team", "leadership"); // TeamContent | null
 */
export async function getPublishedEntry<K extends MarketingKind>(
  kind: K,
  key: string,
): Promise<MarketingData[K] | null> {
  const entry = (await publishedEntries(kind)).find((e) => e.key === key);
  return entry ? (marketingEntrySchema(kind, key).parse(entry.data) as MarketingData[K]) : null;
}

/** The home page's FAQ (8 questions, spec §1), as published. */
export const getHomeFaq = cache(async (): Promise<FaqItem[]> => {
  const home = (await publishedEntries("faq")).find((e) => e.key === "home");
  return home ? faqContentSchema.parse(home.data).items : [];
});

/** Every published service page, in the team's order; each entry's key is its slug. */
export const getServices = cache(async (): Promise<ServicePage[]> => {
  const entries = await publishedEntries("service");
  return entries.map((e) => ({ slug: e.key, ...serviceContentSchema.parse(e.data) }));
});

/**
 * Whether a link the site's code names (the header's and footer's menus) may show: any link but a
 * service's page, and a service's page while it is published. A service the team has unpublished or
 * deleted leaves the menus at once (its cache tag), rather than leading visitors to a 404; while the API
 * is down every link stays.
 *
 *   const shows = await linkShows();
 *   links.filter((l) => shows(l.href));
 */
export const linkShows = cache(async (): Promise<(href: string) => boolean> => {
  const live = await getServices().then(
    (services) => new Set(services.map((s) => servicePath(s.slug))),
    () => null,
  );
  return (href) => live === null || !href.startsWith(servicePath("")) || live.has(href);
});

/** One published service, or null (the page answers 404). */
export async function getService(slug: string): Promise<ServicePage | null> {
  return (await getServices()).find((s) => s.slug === slug) ?? null;
}

/**
 * The home page's services grid (spec §9: 8) as the team chose them ("Home page services"): the services
 * its published list names, in the services' own order. Empty when either is not published (the section
 * is then left out, as while the API is down).
 */
export const getHomeServices = cache(async (): Promise<ServicePage[]> => {
  const [services, lists] = await Promise.all([getServices(), publishedEntries("home-services")]);
  const home = lists.find((e) => e.key === "home");
  if (!home) return [];
  const chosen = new Set(homeServicesContentSchema.parse(home.data).services);
  return homeServicesOf(services, chosen);
});

/** The services a home list names, in the services' order (the team's order on the services list). */
export function homeServicesOf(services: ServicePage[], chosen: ReadonlySet<string>): ServicePage[] {
  return services.filter((s) => chosen.has(s.slug));
}

/** The published quotes of every testimonials entry, by key ("home": the spec's 6; "customer-stories"). */
const getTestimonialEntries = cache(async (): Promise<Map<string, CustomerQuote[]>> => {
  const entries = await publishedEntries("testimonials");
  return new Map(entries.map((e) => [e.key, testimonialsContentSchema.parse(e.data).items]));
});

/** One section's published quotes: "home" (Testimonials, 6) or "customer-stories"; empty when unpublished. */
export async function getTestimonials(key: "home" | "customer-stories"): Promise<CustomerQuote[]> {
  return (await getTestimonialEntries()).get(key) ?? [];
}

/** The published rows of client logos, by key. */
const getClientLogoRows = cache(async (): Promise<Map<string, ClientLogo[]>> => {
  const entries = await publishedEntries("client-logos");
  return new Map(entries.map((e) => [e.key, clientLogosContentSchema.parse(e.data).items]));
});

/** One row's published logos (hero marquee 12, carousel 11, work strip 17); empty when unpublished. */
export async function getClientLogos(row: ClientLogoRow): Promise<ClientLogo[]> {
  return (await getClientLogoRows()).get(row) ?? [];
}

/** The leadership team as published (the home page's Team section and /about). */
export const getTeam = cache(
  async (): Promise<TeamMember[]> => (await getPublishedEntry("team", "leadership"))?.items ?? [],
);

/** /about/partners as published: the partners and the call to action; null when unpublished. */
export const getPartners = cache(async (): Promise<PartnersContent | null> => {
  const entry = (await publishedEntries("partners")).find((e) => e.key === "showcase");
  return entry ? partnersContentSchema.parse(entry.data) : null;
});

/** Every published industry page, in the team's order (the home page shows the first 3); each key is its slug. */
export const getIndustries = cache(async (): Promise<IndustryPage[]> => {
  const entries = await publishedEntries("industry");
  return entries.map((e) => ({
    slug: e.key,
    link: industryPath(e.key),
    ...industryContentSchema.parse(e.data),
  }));
});

/** Every published case study, in the team's order (the home page's cards are those shown there). */
export const getCaseStudies = cache(async (): Promise<CaseStudy[]> => {
  const entries = await publishedEntries("case-study");
  return entries.map((e) => caseStudyOf(e.key, caseStudyContentSchema.parse(e.data)));
});

/** The published case studies, or none while the API is down (a teaser or a section is then left out). */
export const caseStudiesOrNone = () => getCaseStudies().catch((): CaseStudy[] => []);
/** The published pricing tiers of each page that shows them, by key. */
const getPricingPages = cache(async (): Promise<Map<string, PricingTier[]>> => {
  const entries = await publishedEntries("pricing");
  return new Map(entries.map((e) => [e.key, pricingContentSchema.parse(e.data).tiers]));
});

/** One page's published tiers (the spec's 3: Startup, Premium, Business+); empty when unpublished. */
export async function getPricingTiers(page: PricingPage): Promise<PricingTier[]> {
  return (await getPricingPages()).get(page) ?? [];
}

/** The works as published: the home page's our-work carousel and /about/works' projects; null when unpublished. */
export const getWorks = cache(async (): Promise<WorksContent | null> => {
  const entry = (await publishedEntries("works")).find((e) => e.key === "portfolio");
  return entry ? worksContentSchema.parse(entry.data) : null;
});
/** The published copy of every landing page, by key (each checked by its page's schema when read). */
const getLandingEntries = cache(async (): Promise<Map<string, unknown>> => {
  const entries = await publishedEntries("landing");
  return new Map(entries.map((e) => [e.key, e.data]));
});

/** One landing or product page's published copy; null when unpublished (the page shows what it can). */
export async function getLandingPage<P extends LandingPage>(page: P): Promise<LandingContentOf<P> | null> {
  const data = (await getLandingEntries()).get(page);
  return data === undefined ? null : (LANDING_PAGE_SCHEMAS[page].parse(data) as LandingContentOf<P>);
}

/** The published home page sections the team edits, by key (each checked by its section's schema when read). */
const getHomeSections = cache(async (): Promise<Map<string, unknown>> => {
  const entries = await publishedEntries("home");
  return new Map(entries.map((e) => [e.key, e.data]));
});

/** One home page section's published copy (hero, key-results, ...); null when unpublished (left out). */
export async function getHomeSection<K extends HomeSectionKey>(key: K): Promise<HomeSectionOf<K> | null> {
  const data = (await getHomeSections()).get(key);
  return data === undefined ? null : (HOME_SECTION_SCHEMAS[key].parse(data) as HomeSectionOf<K>);
}
