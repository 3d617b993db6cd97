import type { CustomerQuote } from "@site/contract";
import { QuoteCard } from "@/components/marketing/quote-card";
import { SectionHeading } from "@/components/marketing/section-heading";
import { sectionTitles } from "@/content/home";
import { getTestimonials } from "@/lib/api/marketing";
import { HomeSection } from "./home-section";

/** Customer quotes: measured outcomes in the clients' own words, as the team published them. */
export async function CustomerQuotesSection() {
  const quotes = await getTestimonials("customer-stories").catch(() => []);
  return quotes.length ? <CustomerQuotesSectionView quotes={quotes} /> : null;
}

/** The Customer stories section itself (the team's preview too). */
export function CustomerQuotesSectionView({ quotes }: { quotes: CustomerQuote[] }) {
  return (
    <HomeSection
      name="customer-quotes"
      labelledBy="customer-quotes-title"
      className="bg-ink-50 py-20 sm:py-24"
    >
      <div className="container-page">
        <SectionHeading
          id="customer-quotes-title"
          eyebrow="Customer stories"
          title={sectionTitles.customerQuotes.title}
          intro={sectionTitles.customerQuotes.intro}
        />
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {quotes.map((q) => (
            <li key={q.name} data-testid="customer-quote">
              <QuoteCard quote={q} large />
            </li>
          ))}
        </ul>
      </div>
    </HomeSection>
  );
}
