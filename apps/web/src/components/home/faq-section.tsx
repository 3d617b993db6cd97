import type { FAQPage, WithContext } from "schema-dts";
import { JsonLd } from "@/components/seo/json-ld";
import { FaqAccordion } from "@/components/marketing/faq-accordion.client";
import { SectionHeading } from "@/components/marketing/section-heading";
import type { FaqItem } from "@site/contract";
import { sectionTitles } from "@/content/home";
import { getHomeFaq } from "@/lib/api/marketing";
import { HomeSection } from "./home-section";

/**
 * FAQ on website packages as the team published it (8 items). Without the API the page still renders,
 * without this section, and the next request tries again.
 */
export async function FaqSection() {
  const items = await getHomeFaq().catch(() => []);
  return items.length ? <FaqSectionView items={items} /> : null;
}

/** The FAQ section itself, one question open at a time, with FAQPage structured data (the team's preview too). */
export function FaqSectionView({ items: faqItems }: { items: FaqItem[] }) {
  const data: WithContext<FAQPage> = {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqItems.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
  return (
    <HomeSection name="faq" labelledBy="faq-title" className="bg-ink-50 py-20 sm:py-24">
      <div className="container-page grid gap-12 lg:grid-cols-[0.8fr_1.2fr]">
        <div>
          <SectionHeading
            id="faq-title"
            eyebrow="FAQ"
            title={sectionTitles.faq.title}
            intro={sectionTitles.faq.intro}
          />
          <p className="mt-6 leading-7 text-ink-600">
            Comparing packages?{" "}
            <a
              href="/products/business-accelerator"
              className="font-semibold text-brand-700 underline underline-offset-2"
            >
              See what each tier includes
            </a>
            .
          </p>
        </div>
        <FaqAccordion items={faqItems} />
      </div>
      <JsonLd data={data} />
    </HomeSection>
  );
}
