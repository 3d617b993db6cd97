import type { HomeSectionOf } from "@site/contract";
import { SectionHeading } from "@/components/marketing/section-heading";
import { getHomeSection } from "@/lib/api/marketing";
import { HomeSection } from "./home-section";

/** Why choose us (the spec's five reasons), as the team published it; left out while the API is down. */
export async function WhyChooseUsSection() {
  const content = await getHomeSection("why-choose-us").catch(() => null);
  return content ? <WhyChooseUsSectionView whyChooseUs={content} /> : null;
}

/** The section with the copy given (the team's preview too). */
export function WhyChooseUsSectionView({ whyChooseUs }: { whyChooseUs: HomeSectionOf<"why-choose-us"> }) {
  return (
    <HomeSection
      name="why-choose-us"
      labelledBy="why-title"
      className="on-dark relative overflow-hidden bg-ink-950 py-20 sm:py-24"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(50rem_28rem_at_100%_0%,rgb(36_81_230/0.35),transparent)]"
      />
      <div className="container-page relative grid gap-12 lg:grid-cols-[0.8fr_1.2fr]">
        <SectionHeading
          id="why-title"
          eyebrow={whyChooseUs.eyebrow}
          title={whyChooseUs.title}
          intro={whyChooseUs.intro}
          tone="dark"
        />
        <ul className="grid gap-4 sm:grid-cols-2">
          {whyChooseUs.items.map((item, i) => (
            <li
              key={item.title}
              data-testid="why-item"
              className={`rounded-[var(--radius-card)] border border-white/10 bg-white/5 p-6 ${i === 0 ? "sm:col-span-2" : ""}`}
            >
              <p className="font-display text-sm font-bold text-accent-300">0{i + 1}</p>
              <h3 className="mt-2 text-lg font-bold text-white">{item.title}</h3>
              <p className="mt-2 leading-7 text-ink-300">{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </HomeSection>
  );
}
