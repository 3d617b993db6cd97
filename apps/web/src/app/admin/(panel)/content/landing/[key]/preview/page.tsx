import type { Metadata } from "next";
import { LANDING_PAGES, type LandingContentOf } from "@site/contract";
import { PreviewBanner } from "@/components/admin/preview-banner";
import { BusinessAcceleratorView } from "@/components/marketing/landing/business-accelerator-view";
import { CampaignView } from "@/components/marketing/landing/campaign-view";
import { FastMvpView } from "@/components/marketing/landing/fast-mvp-view";
import { FreeLeadsView } from "@/components/marketing/landing/free-leads-view";
import { ProductsView } from "@/components/marketing/landing/products-view";
import { SystemView } from "@/components/marketing/landing/system-view";
import { UxReviewView } from "@/components/marketing/landing/ux-review-view";
import { contentEntry } from "@/lib/admin/content-entries";
import { caseStudiesOrNone, getClientLogos, getPricingTiers, getTestimonials } from "@/lib/api/marketing";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Landing page preview" };

/**
 * A page's saved copy in the public page's own component, with what else the page shows as published
 * (its packages, logos, quote). The team's area is never indexed or cached.
 */
export default async function AdminLandingPreviewPage({ params }: { params: Promise<{ key: string }> }) {
  await requirePermission("content");
  const entry = await contentEntry("landing", (await params).key);
  const draft = entry.draft;
  let view: React.ReactNode;
  switch (entry.key) {
    case "campaign": {
      const [logos, tiers] = await Promise.all([
        getClientLogos("hero-marquee").catch(() => []),
        getPricingTiers("campaign").catch(() => []),
      ]);
      view = <CampaignView content={draft as LandingContentOf<"campaign">} logos={logos} tiers={tiers} />;
      break;
    }
    case "business-accelerator": {
      const tiers = await getPricingTiers("business-accelerator").catch(() => []);
      view = (
        <BusinessAcceleratorView content={draft as LandingContentOf<"business-accelerator">} tiers={tiers} />
      );
      break;
    }
    case "ux-review": {
      const quotes = await getTestimonials("home").catch(() => []);
      const quote = quotes.find((t) => t.logoAlt === "RxPost") ?? quotes[0];
      view = <UxReviewView content={draft as LandingContentOf<"ux-review">} quote={quote} />;
      break;
    }
    case "fast-mvp":
      view = (
        <FastMvpView
          content={draft as LandingContentOf<"fast-mvp">}
          example={(await caseStudiesOrNone()).find((c) => c.slug === "aiopa")}
        />
      );
      break;
    case "free-leads":
      view = <FreeLeadsView content={draft as LandingContentOf<"free-leads">} />;
      break;
    case "system":
      view = <SystemView content={draft as LandingContentOf<"system">} />;
      break;
    case "products":
      view = <ProductsView content={draft as LandingContentOf<"products">} />;
      break;
  }
  return (
    <>
      <PreviewBanner
        title={LANDING_PAGES[entry.key].label}
        editHref={`/admin/content/landing/${entry.key}`}
        changed={entry.changed}
      />
      <div className="-mx-5 bg-white">{view}</div>
    </>
  );
}
