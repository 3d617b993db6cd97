import { siteConfig } from "@/config/site";
import { PageHero } from "@/components/marketing/page-hero";
import { buttonClasses } from "@/components/ui/button";
import { CONSENT_COOKIE } from "@/lib/consent";
import { marketingMetadata } from "@/lib/seo/marketing-metadata";

const TITLE = "Do Not Sell or Share My Personal Information";
const PATH = "/privacy/do-not-sell";

/** Title, description and social image as the team set them in "Search and sharing" (issue 32). */
export const generateMetadata = () => marketingMetadata("/privacy/do-not-sell");

/**
 * The opt-out of sale and sharing (CCPA/CPRA), linked from every page's footer. The button posts to
 * ./opt-out, which records the choice in this browser (the consent cookie, src/lib/consent.ts) and
 * comes back here with `?recorded=1`: the same with or without script.
 */
export default async function DoNotSellPage({
  searchParams,
}: {
  searchParams: Promise<{ recorded?: string }>;
}) {
  const { recorded } = await searchParams;
  return (
    <>
      <PageHero
        pathname={PATH}
        crumbTitle="Do Not Sell or Share"
        eyebrow="Privacy"
        title={TITLE}
        intro="We do not sell personal information. This page switches off the one kind of sharing California law counts: advertising measurement."
      />
      <div className="container-page max-w-3xl py-14">
        {recorded === "1" ? (
          <p
            role="status"
            className="mb-8 rounded-2xl bg-success-50 p-5 font-semibold text-success-600 ring-1 ring-success-600/20"
          >
            Your choice is recorded. This browser is opted out of the sale and sharing of personal
            information: the advertising pixel stays off here for the next twelve months.
          </p>
        ) : null}
        <div className="prose-site">
          <p>
            The only tool on this site that could share personal information for cross-context behavioural
            advertising is the social advertising pixel, and it runs only if you agree to it in the cookie
            banner. Opting out here switches it off and keeps it off in this browser, whatever the banner says
            later.
          </p>
          <p>
            Your choice is kept in this browser in a cookie named <code>{CONSENT_COOKIE}</code> for twelve
            months. If your browser sends a Global Privacy Control or Do Not Track signal, we already treat it
            as this opt-out, and as a refusal of analytics and session recording too.
          </p>
          <p>
            To opt out for information we hold about you beyond this browser, or to make any other privacy
            request, write to <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a>. Our{" "}
            <a href="/privacy">Privacy Policy</a> explains what we collect and why.
          </p>
        </div>
        <form method="post" action={`${PATH}/opt-out`} className="mt-8">
          <button type="submit" className={buttonClasses({ variant: "primary", size: "lg" })}>
            Opt out of sale and sharing
          </button>
        </form>
      </div>
    </>
  );
}
