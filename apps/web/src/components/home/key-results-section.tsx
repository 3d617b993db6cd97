import { KeyResults } from "@/components/marketing/key-results";
import { SectionHeading } from "@/components/marketing/section-heading";
import { keyResults } from "@/content/home";
import { HomeSection } from "./home-section";

/** Key results in numbers. */
export function KeyResultsSection() {
  return (
    <HomeSection name="key-results" labelledBy="key-results-title" className="py-20">
      <div className="container-page">
        <SectionHeading
          id="key-results-title"
          eyebrow="Key results"
          title="Numbers we are proud of"
          align="center"
        />
        <KeyResults items={keyResults} className="mt-10 border border-ink-200" />
      </div>
    </HomeSection>
  );
}
