import { NewsletterForm } from "@/components/marketing/newsletter-form.client";
import { newsletter } from "@/content/home";
import { formOutcome } from "@/lib/forms/flash";
import { HomeSection } from "./home-section";

/** The newsletter box of the page at `page` (a submission without script comes back to it). */
export async function NewsletterSection({ page }: { page: string }) {
  const outcome = await formOutcome("newsletter");
  return (
    <HomeSection name="newsletter" labelledBy="newsletter-title" className="py-20 sm:py-24">
      <div className="container-page">
        <div className="on-dark relative grid items-center gap-10 overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 to-brand-950 p-8 sm:p-12 lg:grid-cols-[1.2fr_1fr]">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-accent-400/25 blur-3xl"
          />
          <div className="relative">
            <p className="eyebrow text-accent-200">Newsletter</p>
            <h2 id="newsletter-title" className="mt-3 text-3xl font-bold text-white sm:text-4xl">
              {newsletter.title}
            </h2>
            <p className="mt-4 text-lg leading-8 text-brand-100">{newsletter.text}</p>
          </div>
          <div className="relative rounded-2xl bg-white p-6 shadow-pop">
            <NewsletterForm page={page} outcome={outcome} />
          </div>
        </div>
      </div>
    </HomeSection>
  );
}
