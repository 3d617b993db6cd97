import type { Metadata } from "next";
import { NEWSLETTER_CONFIRM_DAYS, NEWSLETTER_MESSAGES, NEWSLETTER_TOKEN } from "@site/contract";
import { siteConfig } from "@/config/site";
import { NewsletterButton, NewsletterOutcome } from "@/components/newsletter/newsletter-outcome";
import { NEWSLETTER_PAGES, type ConfirmResult } from "@/lib/api/gateway/newsletter";

export const metadata: Metadata = {
  title: "Confirm your subscription",
  robots: { index: false, follow: false },
  // The token in the address stays on this site.
  referrer: "no-referrer",
};

const OUTCOMES: Record<ConfirmResult, { tone: "success" | "problem"; text: string }> = {
  confirmed: {
    tone: "success",
    text: `You're subscribed. Watch your inbox for our next issue; every issue has a link to unsubscribe in one click.`,
  },
  already_confirmed: { tone: "success", text: "This address is already confirmed: you're on the list." },
  unknown: { tone: "problem", text: NEWSLETTER_MESSAGES.confirmUnknown },
  failed: {
    tone: "problem",
    text: "We could not confirm your subscription just now. Please try again in a moment.",
  },
};

/**
 * The double opt-in link of the confirmation e-mail (issue 20) opens this page. Opening it changes
 * nothing (mail scanners open links too): its button posts the token through the gateway
 * (/api/newsletter/confirm), which comes back here with `?result=`. The same with or without script.
 */
export default async function NewsletterConfirmPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string; result?: string }>;
}) {
  const { token, result } = await searchParams;
  const known = result && result in OUTCOMES ? (result as ConfirmResult) : undefined;
  const valid = typeof token === "string" && NEWSLETTER_TOKEN.test(token);
  const outcome = known ? OUTCOMES[known] : valid ? undefined : OUTCOMES.unknown;
  const offer = valid && (!known || known === "failed");
  return (
    <NewsletterOutcome
      pathname={NEWSLETTER_PAGES.confirm}
      title="Confirm your subscription"
      intro={
        known === "confirmed" || known === "already_confirmed"
          ? `Thank you: the ${siteConfig.name} newsletter will come to the address this link was sent to.`
          : `One step left: confirm that you want the ${siteConfig.name} newsletter at the address this link was sent to.`
      }
      outcome={outcome}
    >
      {offer ? (
        <form method="post" action="/api/newsletter/confirm">
          <input type="hidden" name="token" value={token} />
          <p className="mb-6 text-ink-700">
            Confirmation links work for {NEWSLETTER_CONFIRM_DAYS} days. You can unsubscribe at any time.
          </p>
          <NewsletterButton>Confirm my subscription</NewsletterButton>
        </form>
      ) : null}
    </NewsletterOutcome>
  );
}
