import type { ReactNode } from "react";
import { PageHero } from "@/components/marketing/page-hero";
import { buttonClasses } from "@/components/ui/button";

const TONES = {
  success: "bg-success-50 text-success-600 ring-success-600/20",
  problem: "bg-white text-ink-800 ring-ink-200",
} as const;

/**
 * The frame of the newsletter's confirm and unsubscribe pages: a heading, what happened (a live status
 * message once the visitor acted) and, when there is something to do, one form with one button.
 */
export function NewsletterOutcome({
  pathname,
  title,
  intro,
  outcome,
  children,
}: {
  pathname: string;
  title: string;
  intro: string;
  outcome?: { tone: keyof typeof TONES; text: string };
  children?: ReactNode;
}) {
  return (
    <>
      <PageHero pathname={pathname} eyebrow="Newsletter" title={title} intro={intro} noBreadcrumbs />
      <div className="container-page max-w-3xl py-14">
        {outcome ? (
          <p
            role="status"
            data-testid="newsletter-outcome"
            className={`mb-8 rounded-2xl p-5 font-semibold ring-1 ${TONES[outcome.tone]}`}
          >
            {outcome.text}
          </p>
        ) : null}
        {children}
        <p className="mt-10">
          <a href="/blog" className="font-semibold text-brand-600 underline-offset-2 hover:underline">
            Read the blog
          </a>{" "}
          ·{" "}
          <a href="/" className="font-semibold text-brand-600 underline-offset-2 hover:underline">
            Home
          </a>
        </p>
      </div>
    </>
  );
}

export function NewsletterButton({ children }: { children: ReactNode }) {
  return (
    <button type="submit" className={buttonClasses({ variant: "primary", size: "lg" })}>
      {children}
    </button>
  );
}
