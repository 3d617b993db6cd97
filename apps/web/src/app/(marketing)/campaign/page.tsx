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
import { websitePackages } from "@/content/accelerator";
import { heroMarqueeClients } from "@/content/clients";
import { campaignPage } from "@/content/landing";

export const metadata: Metadata = {
  title: "Website Redesign Campaign",
  description: campaignPage.intro,
  alternates: { canonical: "/campaign" },
};

export default function CampaignPage() {
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
      <div className="container-page py-10">
        <LogoMarquee
          logos={heroMarqueeClients}
          speed={MARQUEE.heroSpeed}
          label="Companies we have worked with"
        />
      </div>
      <WebsiteDesignCase />
      <ContentSection id="proof" eyebrow="Proof" title="Redesigns that moved the numbers" tone="muted">
        <KeyResults items={campaignPage.proof} className="border border-ink-200" />
      </ContentSection>
      <ContentSection id="packages" eyebrow="Packages" title="Pick the scope that fits">
        <PricingTiers packages={websitePackages} />
      </ContentSection>
    </>
  );
}
