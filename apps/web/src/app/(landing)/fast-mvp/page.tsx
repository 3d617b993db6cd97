import { Footer } from "@/components/layout/footer";
import { ReducedHeader } from "@/components/layout/reduced-header";
import { FastMvpView } from "@/components/marketing/landing/fast-mvp-view";
import { caseStudiesOrNone, getLandingPage } from "@/lib/api/marketing";
import { marketingMetadata } from "@/lib/seo/marketing-metadata";

/** Title, description and social image as the team set them in "Search and sharing" (issue 32). */
export const generateMetadata = () => marketingMetadata("/fast-mvp");

export default async function FastMvpPage() {
  // The team's copy as published (cache tag marketing:landing); without the API the hero names the page.
  const content = await getLandingPage("fast-mvp").catch(() => null);
  // AIOPA as the team published it (cache tag marketing:case-study); left out while the API is down.
  const example = (await caseStudiesOrNone()).find((c) => c.slug === "aiopa");
  return (
    <>
      <ReducedHeader showBooking />
      <main id="main" tabIndex={-1} className="outline-none">
        <FastMvpView content={content} example={example} />
      </main>
      <Footer />
    </>
  );
}
