import {
  type ClientLogo,
  LANDING_PAGES,
  type LandingContentOf,
  MARQUEE,
  type PricingTier,
} from "@site/contract";
import { BookingButton } from "@/components/booking/booking-button";
import { WebsiteDesignCase } from "@/components/home/website-design-case";
import { CheckList } from "@/components/marketing/check-list";
import { ContentSection } from "@/components/marketing/content-section";
import { KeyResults } from "@/components/marketing/key-results";
import { LogoMarquee } from "@/components/marketing/logo-marquee";
import { PageHero } from "@/components/marketing/page-hero";
import { PricingTiers } from "@/components/marketing/pricing-tiers";
import { buttonClasses } from "@/components/ui/button";

/**
 * /campaign below the layout (also the team's preview): its copy, the home page's marquee row and its
 * packages, each as published. Without its copy (the API down) the hero names the page and keeps its
 * buttons; whatever else is missing is left out.
 */
export function CampaignView({
  content,
  logos,
  tiers,
}: {
  content: LandingContentOf<"campaign"> | null;
  logos: ClientLogo[];
  tiers: PricingTier[];
}) {
  return (
    <>
      <PageHero
        pathname="/campaign"
        crumbTitle="Website redesign"
        eyebrow={content?.eyebrow}
        title={content?.title ?? LANDING_PAGES.campaign.label}
        intro={content?.intro}
        actions={
          <>
            <BookingButton size="lg">Claim a redesign slot</BookingButton>
            <a href="/ux-review" className={buttonClasses({ variant: "outline", size: "lg" })}>
              Start with a free UX review
            </a>
          </>
        }
        aside={
          content ? (
            <div className="rounded-3xl border border-ink-200 bg-white p-8 shadow-pop">
              <p className="text-sm font-semibold tracking-wide text-ink-600 uppercase">
                {content.offerTitle}
              </p>
              <CheckList items={content.offer} className="mt-5" />
            </div>
          ) : undefined
        }
      />
      {logos.length ? (
        <div className="container-page py-10">
          <LogoMarquee logos={logos} speed={MARQUEE.heroSpeed} label="Companies we have worked with" />
        </div>
      ) : null}
      <WebsiteDesignCase />
      {content ? (
        <ContentSection
          id="proof"
          eyebrow={content.headings.proof.eyebrow}
          title={content.headings.proof.title}
          tone="muted"
        >
          <KeyResults items={content.proof} className="border border-ink-200" />
        </ContentSection>
      ) : null}
      {tiers.length ? (
        <ContentSection id="packages" eyebrow="Packages" title="Pick the scope that fits">
          <PricingTiers packages={tiers} />
        </ContentSection>
      ) : null}
    </>
  );
}
