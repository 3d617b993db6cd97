import type { Metadata } from "next";
import { formatDate } from "@site/contract";
import { getApplicationStatus } from "@/lib/api/careers";

export const metadata: Metadata = {
  title: "Your application",
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * A candidate's private status page (issue 32): opened from the link in their e-mail, no account; their
 * stage in plain words and nothing the team wrote. A wrong or altered link says so, with the way back.
 */
export default async function ApplicationStatusPage({ searchParams }: Props) {
  const raw = (await searchParams).token;
  const token = typeof raw === "string" && /^[A-Za-z0-9_-]{10,120}$/.test(raw) ? raw : null;
  const status = token ? await getApplicationStatus(token) : null;
  return (
    <div className="mx-auto w-full max-w-2xl px-5 py-16 sm:py-24">
      {status ? (
        <>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Your application</p>
          <h1 className="mt-2 font-display text-3xl font-bold text-ink-950 sm:text-4xl">
            {status.job_title}
          </h1>
          <p className="mt-4 text-ink-700">
            Hello {status.first_name}, you applied on{" "}
            <time dateTime={status.applied_date}>{formatDate(status.applied_date)}</time>.
          </p>
          <section
            aria-labelledby="application-stage"
            className="mt-8 rounded-card border border-ink-200 bg-white p-6 shadow-card"
          >
            <p className="text-sm text-ink-600">Where it stands</p>
            <h2 id="application-stage" className="mt-1 font-display text-2xl font-bold text-ink-950">
              {status.stage_title}
            </h2>
            <p className="mt-3 text-ink-800">{status.stage_text}</p>
            <p className="mt-4 text-sm text-ink-600">
              Last change: <time dateTime={status.updated_date}>{formatDate(status.updated_date)}</time>
            </p>
          </section>
          <p className="mt-8 text-sm text-ink-700">
            Questions? Reply to any e-mail from our recruiting team. This page is private: keep its link to
            yourself.
          </p>
        </>
      ) : (
        <>
          <h1 className="font-display text-3xl font-bold text-ink-950">This link does not work</h1>
          <p className="mt-4 text-ink-700">
            The status link is not valid: it may have been cut short when it was copied. Open it again from
            the e-mail our recruiting team sent you, or reply to that e-mail.
          </p>
          <p className="mt-6">
            <a href="/about/career" className="font-semibold text-brand-700 underline">
              See our open positions
            </a>
          </p>
        </>
      )}
    </div>
  );
}
