import { BookingButton } from "@/components/booking/booking-button";
import { TeamGrid } from "@/components/home/team-section";
import { ContentSection } from "@/components/marketing/content-section";
import { FeatureGrid } from "@/components/marketing/feature-grid";
import { KeyResults } from "@/components/marketing/key-results";
import { PageHero } from "@/components/marketing/page-hero";
import { buttonClasses } from "@/components/ui/button";
import { about, aboutStats } from "@/content/about";
import { getHomeSection, getTeam } from "@/lib/api/marketing";
import { marketingMetadata } from "@/lib/seo/marketing-metadata";

/** Title, description and social image as the team set them in "Search and sharing" (issue 32). */
export const generateMetadata = () => marketingMetadata("/about");

export default async function AboutPage() {
  // The leadership team as published; without the API the page goes without it.
  // The team and the home page's why-choose-us list as published; each left out while the API is down.
  const [team, whyChooseUs] = await Promise.all([
    getTeam().catch(() => []),
    getHomeSection("why-choose-us").catch(() => null),
  ]);
  return (
    <>
      <PageHero
        pathname="/about"
        crumbTitle="About company"
        eyebrow={about.eyebrow}
        title={about.title}
        intro={about.intro}
        actions={
          <>
            <BookingButton size="lg">Meet the team on a call</BookingButton>
            <a href="/about/career" className={buttonClasses({ variant: "outline", size: "lg" })}>
              Join us
            </a>
          </>
        }
      />
      <ContentSection id="story" eyebrow="Our story" title="Why Cobaltline exists">
        <div className="grid gap-12 lg:grid-cols-[1.2fr_0.8fr]">
          <div className="flex flex-col gap-5 text-lg leading-8 text-ink-700">
            {about.story.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <ol className="flex flex-col gap-5 border-l-2 border-brand-200 pl-6">
            {about.milestones.map((m) => (
              <li key={m.year}>
                <p className="font-display text-lg font-bold text-brand-700">{m.year}</p>
                <p className="leading-7 text-ink-600">{m.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </ContentSection>
      <ContentSection id="numbers" eyebrow="In numbers" title="Cobaltline at a glance" tone="muted">
        <KeyResults items={aboutStats} className="border border-ink-200" />
      </ContentSection>
      <ContentSection id="values" eyebrow="How we work" title="Four habits we will not give up">
        <FeatureGrid items={about.values} numbered />
      </ContentSection>
      {whyChooseUs ? (
        <ContentSection
          id="why"
          eyebrow={whyChooseUs.eyebrow}
          title={whyChooseUs.title}
          intro={whyChooseUs.intro}
          tone="dark"
        >
          <FeatureGrid
            items={whyChooseUs.items.map((i) => ({ title: i.title, text: i.text }))}
            columns={3}
            tone="dark"
          />
        </ContentSection>
      ) : null}
      {team.length ? (
        <ContentSection id="team" eyebrow="Leadership" title="The people behind the work">
          <TeamGrid members={team} />
        </ContentSection>
      ) : null}
    </>
  );
}
