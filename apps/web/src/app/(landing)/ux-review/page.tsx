import { ReducedFooter } from "@/components/layout/reduced-footer";
import { ReducedHeader } from "@/components/layout/reduced-header";
import { UxReviewView } from "@/components/marketing/landing/ux-review-view";
import { getLandingPage, getTestimonials } from "@/lib/api/marketing";
import { formAttribution, type PageQuery } from "@/lib/forms/attribution";
import { formOutcome } from "@/lib/forms/flash";
import { marketingMetadata } from "@/lib/seo/marketing-metadata";

/** Title, description and social image as the team set them in "Search and sharing" (issue 32). */
export const generateMetadata = () => marketingMetadata("/ux-review");

export default async function UxReviewPage({ searchParams }: { searchParams: Promise<PageQuery> }) {
  const [outcome, attribution, testimonials, content] = await Promise.all([
    formOutcome("ux-review"),
    searchParams.then((params) => formAttribution("/ux-review", params)),
    // Without the API the hero shows no quote, and names the page instead of the team's headline.
    getTestimonials("home").catch(() => []),
    getLandingPage("ux-review").catch(() => null),
  ]);
  // The redesign this page sells is RxPost's (their quote is on the research), else the first testimonial.
  const quote = testimonials.find((t) => t.logoAlt === "RxPost") ?? testimonials[0];
  return (
    <>
      <ReducedHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <UxReviewView content={content} quote={quote} outcome={outcome} attribution={attribution} />
      </main>
      <ReducedFooter />
    </>
  );
}
