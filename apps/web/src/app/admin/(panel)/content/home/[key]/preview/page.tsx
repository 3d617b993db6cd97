import type { Metadata } from "next";
import { HOME_SECTIONS, type HomeSectionOf } from "@site/contract";
import { PreviewBanner } from "@/components/admin/preview-banner";
import { CampaignBannerView } from "@/components/home/campaign-banner";
import { HeroSectionView } from "@/components/home/hero-section";
import { KeyResultsSectionView } from "@/components/home/key-results-section";
import { WebsiteDesignCaseView } from "@/components/home/website-design-case";
import { WhyChooseUsSectionView } from "@/components/home/why-choose-us-section";
import { contentEntry } from "@/lib/admin/content-entries";
import { requirePermission } from "@/lib/admin/session";
import { getClientLogos } from "@/lib/api/marketing";

export const metadata: Metadata = { title: "Home page section preview" };

/** A section's saved copy in the home page's own section; the team's area is never indexed or cached. */
export default async function AdminHomeSectionPreviewPage({ params }: { params: Promise<{ key: string }> }) {
  await requirePermission("content");
  const entry = await contentEntry("home", (await params).key);
  const draft = entry.draft;
  let view: React.ReactNode;
  switch (entry.key) {
    case "hero": {
      const logos = await getClientLogos("hero-marquee").catch(() => []);
      view = <HeroSectionView logos={logos} hero={draft as HomeSectionOf<"hero">} />;
      break;
    }
    case "key-results":
      view = <KeyResultsSectionView content={draft as HomeSectionOf<"key-results">} />;
      break;
    case "why-choose-us":
      view = <WhyChooseUsSectionView whyChooseUs={draft as HomeSectionOf<"why-choose-us">} />;
      break;
    case "campaign-banner":
      view = <CampaignBannerView campaignBanner={draft as HomeSectionOf<"campaign-banner">} />;
      break;
    case "website-design-case":
      view = <WebsiteDesignCaseView websiteDesignCase={draft as HomeSectionOf<"website-design-case">} />;
      break;
  }
  return (
    <>
      {/* The hero has the home page's h1; the other sections have none, so the banner is the page's. */}
      <PreviewBanner
        title={`Home page: ${HOME_SECTIONS[entry.key].label}`}
        editHref={`/admin/content/home/${entry.key}`}
        changed={entry.changed}
        asHeading={entry.key !== "hero"}
      />
      <div className="-mx-5 bg-white">{view}</div>
    </>
  );
}
