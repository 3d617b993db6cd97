/**
 * The one map from a content kind's declared preview (its `preview`, issue 31) to the public page's own
 * components that show a saved draft: the team's preview is what visitors will see. Each renders an
 * entry's draft with what else its section or page shows as published (a hero's logos, a page's tiers).
 * `ownHeading`: the view has the page's h1, so the preview's banner is not a heading.
 *
 * A new kind adds its row here, beside its public component (previews.test.ts fails for a declared kind
 * without one).
 */
import "server-only";
import type { ReactNode } from "react";
import {
  type AdminMarketingEntry,
  type AdminMarketingKindEntries,
  caseStudyCard,
  caseStudyOf,
  type HomeSectionOf,
  type IndustryPage,
  industryCard,
  industryPath,
  type LandingContentOf,
  type MarketingData,
  type ServicePage,
} from "@site/contract";
import { CampaignBannerView } from "@/components/home/campaign-banner";
import { CaseStudiesSectionView } from "@/components/home/case-studies-section";
import { ClientsCarouselSectionView } from "@/components/home/clients-carousel-section";
import { CustomerQuotesSectionView } from "@/components/home/customer-quotes-section";
import { FaqSectionView } from "@/components/home/faq-section";
import { HeroSectionView } from "@/components/home/hero-section";
import { KeyResultsSectionView } from "@/components/home/key-results-section";
import { OurWorkSectionView } from "@/components/home/our-work-section";
import { ServicesSectionView } from "@/components/home/services-section";
import { TeamSectionView } from "@/components/home/team-section";
import { TestimonialsSectionView } from "@/components/home/testimonials-section";
import { WebsiteDesignCaseView } from "@/components/home/website-design-case";
import { WhyChooseUsSectionView } from "@/components/home/why-choose-us-section";
import { WorkStripSectionView } from "@/components/home/work-strip-section";
import { CaseStudyView } from "@/components/marketing/case-study-page";
import { IndustryPageView } from "@/components/marketing/industry-page-view";
import { BusinessAcceleratorView } from "@/components/marketing/landing/business-accelerator-view";
import { CampaignView } from "@/components/marketing/landing/campaign-view";
import { FastMvpView } from "@/components/marketing/landing/fast-mvp-view";
import { FreeLeadsView } from "@/components/marketing/landing/free-leads-view";
import { ProductsView } from "@/components/marketing/landing/products-view";
import { SystemView } from "@/components/marketing/landing/system-view";
import { UxReviewView } from "@/components/marketing/landing/ux-review-view";
import { PartnersView } from "@/components/marketing/partners-view";
import { PricingTiers } from "@/components/marketing/pricing-tiers";
import { ServicePageView } from "@/components/marketing/service-page-view";
import { WorkBoxes } from "@/components/marketing/work-boxes";
import { adminFetch } from "@/lib/api/admin";
import {
  caseStudiesOrNone,
  getClientLogos,
  getHomeSection,
  getPricingTiers,
  getTestimonials,
} from "@/lib/api/marketing";

type Preview = { view: ReactNode; ownHeading: boolean };
type Entry<D> = AdminMarketingEntry & { draft: D };
type Render<D> = (entry: Entry<D>) => Promise<Preview> | Preview;

/** Every entry of a kind, as drafts (a page's "other" cards). */
const drafts = <D,>(kind: string) =>
  adminFetch<AdminMarketingKindEntries>(`/content/${kind}`).then((k) => k.entries_list as Entry<D>[]);

const section = (view: ReactNode): Preview => ({ view, ownHeading: false });
const page = (view: ReactNode): Preview => ({ view, ownHeading: true });

const serviceOf = (e: Entry<MarketingData["service"]>): ServicePage => ({ slug: e.key, ...e.draft });
const industryOf = (e: Entry<MarketingData["industry"]>): IndustryPage => ({
  slug: e.key,
  link: industryPath(e.key),
  ...e.draft,
});

const HOME_SECTION_VIEWS: Record<string, (draft: unknown) => Promise<Preview> | Preview> = {
  hero: async (draft) => {
    const logos = await getClientLogos("hero-marquee").catch(() => []);
    return page(<HeroSectionView logos={logos} hero={draft as HomeSectionOf<"hero">} />);
  },
  "key-results": (draft) =>
    section(<KeyResultsSectionView content={draft as HomeSectionOf<"key-results">} />),
  "why-choose-us": (draft) =>
    section(<WhyChooseUsSectionView whyChooseUs={draft as HomeSectionOf<"why-choose-us">} />),
  "campaign-banner": (draft) =>
    section(<CampaignBannerView campaignBanner={draft as HomeSectionOf<"campaign-banner">} />),
  "website-design-case": (draft) =>
    section(<WebsiteDesignCaseView websiteDesignCase={draft as HomeSectionOf<"website-design-case">} />),
};

const LANDING_VIEWS: Record<string, (draft: unknown) => Promise<ReactNode> | ReactNode> = {
  campaign: async (draft) => {
    const [logos, tiers] = await Promise.all([
      getClientLogos("hero-marquee").catch(() => []),
      getPricingTiers("campaign").catch(() => []),
    ]);
    return <CampaignView content={draft as LandingContentOf<"campaign">} logos={logos} tiers={tiers} />;
  },
  "business-accelerator": async (draft) => {
    const tiers = await getPricingTiers("business-accelerator").catch(() => []);
    return (
      <BusinessAcceleratorView content={draft as LandingContentOf<"business-accelerator">} tiers={tiers} />
    );
  },
  "ux-review": async (draft) => {
    const quotes = await getTestimonials("home").catch(() => []);
    const quote = quotes.find((t) => t.logoAlt === "RxPost") ?? quotes[0];
    return <UxReviewView content={draft as LandingContentOf<"ux-review">} quote={quote} />;
  },
  "fast-mvp": async (draft) => (
    <FastMvpView
      content={draft as LandingContentOf<"fast-mvp">}
      example={(await caseStudiesOrNone()).find((c) => c.slug === "aiopa")}
    />
  ),
  "free-leads": (draft) => <FreeLeadsView content={draft as LandingContentOf<"free-leads">} />,
  system: (draft) => <SystemView content={draft as LandingContentOf<"system">} />,
  products: (draft) => <ProductsView content={draft as LandingContentOf<"products">} />,
};

const PREVIEWS: Record<string, Render<never>> = {
  FaqSectionView: (e: Entry<MarketingData["faq"]>) => section(<FaqSectionView items={e.draft.items} />),
  ServicePageView: async (e: Entry<MarketingData["service"]>) => {
    const [all, studies] = await Promise.all([
      drafts<MarketingData["service"]>("service"),
      caseStudiesOrNone(),
    ]);
    const others = all
      .filter((o) => o.key !== e.key)
      .slice(0, 3)
      .map(serviceOf);
    const study = studies.find((c) => c.path === e.draft.caseStudy);
    return page(<ServicePageView service={serviceOf(e)} others={others} study={study} />);
  },
  TestimonialsSectionView: (e: Entry<MarketingData["testimonials"]>) =>
    section(
      e.key === "home" ? (
        <TestimonialsSectionView quotes={e.draft.items} />
      ) : (
        <CustomerQuotesSectionView quotes={e.draft.items} />
      ),
    ),
  ClientLogoRowViews: async (e: Entry<MarketingData["client-logos"]>) => {
    const logos = e.draft.items;
    if (e.key === "hero-marquee") {
      // Around the logos, the hero's copy as published.
      const hero = await getHomeSection("hero").catch(() => null);
      return page(<HeroSectionView logos={logos} hero={hero} />);
    }
    return section(
      e.key === "clients-carousel" ? (
        <ClientsCarouselSectionView logos={logos} />
      ) : (
        <WorkStripSectionView logos={logos} />
      ),
    );
  },
  TeamSectionView: (e: Entry<MarketingData["team"]>) => section(<TeamSectionView members={e.draft.items} />),
  PartnersView: (e: Entry<MarketingData["partners"]>) => section(<PartnersView content={e.draft} />),
  IndustryPageView: async (e: Entry<MarketingData["industry"]>) => {
    const [all, studies] = await Promise.all([
      drafts<MarketingData["industry"]>("industry"),
      caseStudiesOrNone(),
    ]);
    const others = all
      .filter((o) => o.key !== e.key)
      .slice(0, 3)
      .map((o) => industryCard(industryOf(o)));
    const study = studies.find((c) => c.path === e.draft.caseStudy);
    return page(<IndustryPageView industry={industryOf(e)} others={others} study={study} />);
  },
  CaseStudyView: async (e: Entry<MarketingData["case-study"]>) => {
    const all = (await drafts<MarketingData["case-study"]>("case-study")).map((o) =>
      caseStudyOf(o.key, o.draft),
    );
    return page(
      <>
        <CaseStudyView study={caseStudyOf(e.key, e.draft)} others={all.filter((c) => c.slug !== e.key)} />
        <CaseStudiesSectionView cards={all.map(caseStudyCard)} label="Home page case study cards" />
      </>,
    );
  },
  PricingTiers: (e: Entry<MarketingData["pricing"]>) =>
    section(
      <div className="bg-ink-50 py-16">
        <div className="container-page">
          <h2 className="sr-only">Packages</h2>
          <PricingTiers packages={e.draft.tiers} />
        </div>
      </div>,
    ),
  // The services the saved choice names, in the services' order, each as visitors see it.
  ServicesSectionView: async (e: Entry<MarketingData["home-services"]>) => {
    const chosen = new Set(e.draft.services);
    const cards = (await drafts<MarketingData["service"]>("service"))
      .filter((s) => chosen.has(s.key))
      .map((s) => ({ slug: s.key, ...((s.published as MarketingData["service"] | null) ?? s.draft) }));
    return section(<ServicesSectionView services={cards} />);
  },
  OurWorkSectionView: (e: Entry<MarketingData["works"]>) =>
    section(
      <>
        <OurWorkSectionView works={e.draft.ourWork} />
        <WorkBoxes projects={e.draft.projects} />
      </>,
    ),
  LandingPageViews: async (e) => page(await LANDING_VIEWS[e.key]!(e.draft)),
  HomeSectionViews: (e) => HOME_SECTION_VIEWS[e.key]!(e.draft),
};

/** The previews whose view depends on the entry's key: each key's own. */
const KEYED_PREVIEWS: Record<string, Record<string, unknown>> = {
  LandingPageViews: LANDING_VIEWS,
  HomeSectionViews: HOME_SECTION_VIEWS,
};

/** Whether a kind's declared preview has a view here, and, for a keyed one, the entry's key has its own. */
export function hasPreview(preview: string, key: string): boolean {
  if (!Object.hasOwn(PREVIEWS, preview)) return false;
  const keyed = KEYED_PREVIEWS[preview];
  return !keyed || Object.hasOwn(keyed, key);
}

/** An entry's saved draft in the public page's own component, by its kind's declared preview. */
export async function previewOf(preview: string, entry: AdminMarketingEntry): Promise<Preview> {
  const render = PREVIEWS[preview] as Render<unknown> | undefined;
  if (!render) throw new Error(`No preview is mapped for "${preview}"`);
  return render(entry);
}
