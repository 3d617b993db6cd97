import type { HomeSectionOf } from "@site/contract";
import { KeyResults } from "@/components/marketing/key-results";
import { SectionHeading } from "@/components/marketing/section-heading";
import { getHomeSection } from "@/lib/api/marketing";
import { HomeSection } from "./home-section";

/** Key results in numbers, as the team published them; left out while the API is down. */
export async function KeyResultsSection() {
  const content = await getHomeSection("key-results").catch(() => null);
  return content ? <KeyResultsSectionView content={content} /> : null;
}

/** The section with the copy given (the team's preview too). */
export function KeyResultsSectionView({ content }: { content: HomeSectionOf<"key-results"> }) {
  return (
    <HomeSection name="key-results" labelledBy="key-results-title" className="py-20">
      <div className="container-page">
        <SectionHeading
          id="key-results-title"
          eyebrow={content.eyebrow}
          title={content.title}
          align="center"
        />
        <KeyResults items={content.items} className="mt-10 border border-ink-200" />
      </div>
    </HomeSection>
  );
}
