import { BookingButton } from "@/components/booking/booking-button";
import { ContentSection } from "@/components/marketing/content-section";
import { NumberedSteps } from "@/components/marketing/numbered-steps";
import { PageHero } from "@/components/marketing/page-hero";
import { ServiceCards } from "@/components/marketing/service-cards";
import { KeyResults } from "@/components/marketing/key-results";
import { getHomeSection, getServices } from "@/lib/api/marketing";
import { buttonClasses } from "@/components/ui/button";
import { marketingMetadata } from "@/lib/seo/marketing-metadata";

/** Title, description and social image as the team set them in "Search and sharing" (issue 32). */
export const generateMetadata = () => marketingMetadata("/services");

const engagement = [
  { index: 1, text: "A free 30-minute strategy call with a senior engineer, not a salesperson." },
  {
    index: 2,
    text: "A written proposal with scope, team, timeline and a fixed price per phase within a week.",
  },
  {
    index: 3,
    text: "Kickoff within two weeks and working software on a shareable link every second Friday.",
  },
  { index: 4, text: "Launch, handover and support on your terms: we stay, we train your team, or both." },
];

const WORDS = [
  "No",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
];

/** The section's count in words while it reads well ("Ten ways we can help"), as digits beyond. */
const countWord = (n: number) => WORDS[n] ?? String(n);

export default async function ServicesPage() {
  // The home page's key results as published; the section is left out while the API is down.
  const [services, keyResults] = await Promise.all([
    getServices(),
    getHomeSection("key-results").catch(() => null),
  ]);
  return (
    <>
      <PageHero
        pathname="/services"
        eyebrow="Services"
        title="Everything it takes to design, build and run great software"
        intro="Bring us a whole product or the one capability your team is missing. Every engagement gets senior people, an on-shore project lead and a release you can click every two weeks."
        actions={
          <>
            <BookingButton size="lg">Book a strategy call</BookingButton>
            <a href="/about/works" className={buttonClasses({ variant: "outline", size: "lg" })}>
              See our work
            </a>
          </>
        }
      />
      <ContentSection
        id="all-services"
        eyebrow="What we do"
        title={`${countWord(services.length)} ${services.length === 1 ? "way" : "ways"} we can help`}
      >
        <ServiceCards services={services} columns={3} />
      </ContentSection>
      <ContentSection
        id="how-we-engage"
        eyebrow="How we engage"
        title="From first call to first release"
        tone="muted"
      >
        <NumberedSteps items={engagement} />
      </ContentSection>
      {keyResults ? (
        <ContentSection
          id="results"
          eyebrow="Track record"
          title="What working with us looks like in numbers"
        >
          <KeyResults items={keyResults.items} className="border border-ink-200" />
        </ContentSection>
      ) : null}
    </>
  );
}
