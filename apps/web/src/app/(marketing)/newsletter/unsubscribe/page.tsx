import type { Metadata } from "next";
import { NEWSLETTER_MESSAGES, NEWSLETTER_TOKEN } from "@site/contract";
import { siteConfig } from "@/config/site";
import { NewsletterButton, NewsletterOutcome } from "@/components/newsletter/newsletter-outcome";
import { NEWSLETTER_PAGES, type UnsubscribeResult } from "@/lib/api/gateway/newsletter";

export const metadata: Metadata = {
  title: "Unsubscribe from the newsletter",
  robots: { index: false, follow: false },
  // The token in the address stays on this site.
  referrer: "no-referrer",
};

const OUTCOMES: Record<UnsubscribeResult, { tone: "success" | "problem"; text: string }> = {
  unsubscribed: {
    tone: "success",
    text: "You are unsubscribed. We deleted your address from the list: no more newsletters will reach you.",
  },
  unknown: { tone: "problem", text: NEWSLETTER_MESSAGES.unsubscribeUnknown },
  failed: { tone: "problem", text: "We could not unsubscribe you just now. Please try again in a moment." },
};

/**
 * The List-Unsubscribe address of every newsletter e-mail (RFC 8058), as a browser opens it: a page
 * whose button posts to this same address, as a mail provider's one-click POST does (the site's server
 * hands both to the gateway's /api/newsletter/unsubscribe). Opening the page changes nothing; the outcome
 * comes back as `?result=`. The same with or without script.
 */
export default async function NewsletterUnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string; result?: string }>;
}) {
  const { token, result } = await searchParams;
  const known = result && result in OUTCOMES ? (result as UnsubscribeResult) : undefined;
  const valid = typeof token === "string" && NEWSLETTER_TOKEN.test(token);
  const outcome = known ? OUTCOMES[known] : valid ? undefined : OUTCOMES.unknown;
  const offer = valid && (!known || known === "failed");
  return (
    <NewsletterOutcome
      pathname={NEWSLETTER_PAGES.unsubscribe}
      title="Unsubscribe from the newsletter"
      intro={
        known === "unsubscribed"
          ? `The ${siteConfig.name} newsletter will no longer come to the address this link was sent to.`
          : `Stop receiving the ${siteConfig.name} newsletter at the address this link was sent to.`
      }
      outcome={outcome}
    >
      {offer ? (
        <form method="post" action={`${NEWSLETTER_PAGES.unsubscribe}?token=${encodeURIComponent(token)}`}>
          <input type="hidden" name="List-Unsubscribe" value="One-Click" />
          <p className="mb-6 text-ink-700">One click removes your address from the list for good.</p>
          <NewsletterButton>Unsubscribe</NewsletterButton>
        </form>
      ) : null}
    </NewsletterOutcome>
  );
}
