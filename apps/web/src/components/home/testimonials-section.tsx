import { QuoteCard } from "@/components/marketing/quote-card";
import { SectionHeading } from "@/components/marketing/section-heading";
import { sectionTitles } from "@/content/home";
import { testimonials } from "@/content/testimonials";
import { HomeSection } from "./home-section";

/** Testimonials: 6 quotes (spec §9). */
export function TestimonialsSection() {
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
          {testimonials.map((t) => (
            <li key={t.name} data-testid="testimonial">
              <QuoteCard quote={t} />
            </li>
          ))}
        </ul>
      </div>
    </HomeSection>
  );
}
