import "server-only";
import { notFound } from "next/navigation";
import {
  type AdminMarketingEntry,
  type ClientLogoRow,
  INDUSTRY_KEYS,
  isCaseStudyKey,
  type HomeSectionKey,
  isHomeSection,
  isLandingPage,
  isPricingPage,
  type LandingPage,
  marketingKeySchema,
  type PricingPage,
} from "@site/contract";
import { isClientLogoRow } from "@/components/admin/client-logo-sections";
import { isTestimonialsKey, type TestimonialsKey } from "@/components/admin/testimonials-sections";
import { adminFetch } from "@/lib/api/admin";
import { ApiError } from "@/lib/api/client";

/** A service's entry for its editor and preview, or the 404 page for a slug the API does not know. */
export async function serviceEntry(slug: string): Promise<AdminMarketingEntry<"service">> {
  if (!marketingKeySchema.safeParse(slug).success) notFound();
  return adminFetch<AdminMarketingEntry<"service">>(`/content/service/${slug}`).catch((err) => {
    if (err instanceof ApiError && err.status === 404) notFound();
    throw err;
  });
}

/** A testimonials section's entry ("home", "customer-stories") for its editor and preview, or the 404 page. */
export async function testimonialsEntry(
  key: string,
): Promise<AdminMarketingEntry<"testimonials"> & { key: TestimonialsKey }> {
  if (!isTestimonialsKey(key)) notFound();
  const entry = await adminFetch<AdminMarketingEntry<"testimonials">>(`/content/testimonials/${key}`);
  return { ...entry, key };
}

/** A row of client logos' entry (hero-marquee, clients-carousel, work-strip) for its editor and preview, or the 404 page. */
export async function clientLogosEntry(
  key: string,
): Promise<AdminMarketingEntry<"client-logos"> & { key: ClientLogoRow }> {
  if (!isClientLogoRow(key)) notFound();
  const entry = await adminFetch<AdminMarketingEntry<"client-logos">>(`/content/client-logos/${key}`);
  return { ...entry, key };
}

/** An industry's entry (one of the spec's five) for its editor and preview, or the 404 page. */
export async function industryEntry(key: string): Promise<AdminMarketingEntry<"industry">> {
  if (!(INDUSTRY_KEYS as readonly string[]).includes(key)) notFound();
  return adminFetch<AdminMarketingEntry<"industry">>(`/content/industry/${key}`);
}

/** A case study's entry (one of the spec's six) for its editor and preview, or the 404 page. */
export async function caseStudyEntry(key: string): Promise<AdminMarketingEntry<"case-study">> {
  if (!isCaseStudyKey(key)) notFound();
  return adminFetch<AdminMarketingEntry<"case-study">>(`/content/case-study/${key}`);
}

/** A page's pricing tiers ("business-accelerator", "campaign") for its editor and preview, or the 404 page. */
export async function pricingEntry(
  key: string,
): Promise<AdminMarketingEntry<"pricing"> & { key: PricingPage }> {
  if (!isPricingPage(key)) notFound();
  const entry = await adminFetch<AdminMarketingEntry<"pricing">>(`/content/pricing/${key}`);
  return { ...entry, key };
}

/** A landing page's entry (campaign, fast-mvp, ux-review...) for its editor and preview, or the 404 page. */
export async function landingEntry(
  key: string,
): Promise<AdminMarketingEntry<"landing"> & { key: LandingPage }> {
  if (!isLandingPage(key)) notFound();
  const entry = await adminFetch<AdminMarketingEntry<"landing">>(`/content/landing/${key}`);
  return { ...entry, key };
}

/** A home page section's entry (hero, key-results, ...) for its editor and preview, or the 404 page. */
export async function homeSectionEntry(
  key: string,
): Promise<AdminMarketingEntry<"home"> & { key: HomeSectionKey }> {
  if (!isHomeSection(key)) notFound();
  const entry = await adminFetch<AdminMarketingEntry<"home">>(`/content/home/${key}`);
  return { ...entry, key };
}
