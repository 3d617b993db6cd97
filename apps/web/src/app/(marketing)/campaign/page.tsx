import type { Metadata } from "next";
import Link from "next/link";
import { MARQUEE } from "@site/contract";
import { BookingButton } from "@/components/booking/booking-button";
import { WebsiteDesignCase } from "@/components/home/website-design-case";
import { CheckList } from "@/components/marketing/check-list";
import { ContentSection } from "@/components/marketing/content-section";
import { KeyResults } from "@/components/marketing/key-results";
import { LogoMarquee } from "@/components/marketing/logo-marquee";
import { PageHero } from "@/components/marketing/page-hero";
import { PricingTiers } from "@/components/marketing/pricing-tiers";
import { buttonClasses } from "@/components/ui/button";
import { campaignPage } from "@/content/landing";
import { getClientLogos, getPricingTiers } from "@/lib/api/marketing";

export const metadata: Metadata = {
  title: "Website Redesign Campaign",
  description: campaignPage.intro,
  alternates: { canonical: "/campaign" },
};

export default async function CampaignPage() {
  // The home page's marquee row, as the team published it; left out while the API is down.
  // The home page's marquee row and the packages, as the team published them; each left out while the API is down.
  const [logos, tiers] = await Promise.all([
    getClientLogos("hero-marquee").catch(() => []),
    getPricingTiers("campaign").catch(() => []),
  ]);
  return (
    <>
      <PageHero
        pathname="/campaign"
        crumbTitle="Website redesign"
        eyebrow={campaignPage.eyebrow}
        title={campaignPage.title}
        intro={campaignPage.intro}
        actions={
          <>
            <BookingButton size="lg">Claim a redesign slot</BookingButton>
            <Link href="/ux-review" className={buttonClasses({ variant: "outline", size: "lg" })}>
              Start with a free UX review
            </Link>
          </>
        }
        aside={
          <div className="rounded-3xl border border-ink-200 bg-white p-8 shadow-pop">
            <p className="text-sm font-semibold tracking-wide text-ink-600 uppercase">
              This quarter&apos;s offer
            </p>
            <CheckList items={campaignPage.offer} className="mt-5" />
          </div>
        }
      />
      {logos.length ? (
        <div className="container-page py-10">
          <LogoMarquee logos={logos} speed={MARQUEE.heroSpeed} label="Companies we have worked with" />
        </div>
      ) : null}
      <WebsiteDesignCase />
      <ContentSection id="proof" eyebrow="Proof" title="Redesigns that moved the numbers" tone="muted">
        <KeyResults items={campaignPage.proof} className="border border-ink-200" />
      </ContentSection>
      {tiers.length ? (
        <ContentSection id="packages" eyebrow="Packages" title="Pick the scope that fits">
          <PricingTiers packages={tiers} />
        </ContentSection>
      ) : null}
    </>
  );
}
