import type { CustomerQuote } from "@site/contract";
import { QuoteCard } from "@/components/marketing/quote-card";
import { SectionHeading } from "@/components/marketing/section-heading";
import { sectionTitles } from "@/content/home";
import { getTestimonials } from "@/lib/api/marketing";
import { HomeSection } from "./home-section";

/** Testimonials: 6 quotes (spec §9), as the team published them; left out while the API is down. */
export async function TestimonialsSection() {
  const quotes = await getTestimonials("home").catch(() => []);
  return quotes.length ? <TestimonialsSectionView quotes={quotes} /> : null;
}

/** The Testimonials section itself (the team's preview too). */
export function TestimonialsSectionView({ quotes }: { quotes: CustomerQuote[] }) {
  return (
    <HomeSection name="testimonials" labelledBy="testimonials-title" className="bg-ink-50 py-20 sm:py-24">
      <div className="container-page">
        <SectionHeading
          id="testimonials-title"
          eyebrow="Testimonials"
          title={sectionTitles.testimonials.title}
          intro={sectionTitles.testimonials.intro}
          align="center"
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {quotes.map((t) => (
            <li key={t.name} data-testid="testimonial">
              <QuoteCard quote={t} />
            </li>
          ))}
        </ul>
      </div>
    </HomeSection>
  );
}
