import { arrangementToWords, formatDate, formatPayRange, type CareerSummary } from "@site/contract";
import { CareerStatusBadge } from "./career-status";

/** Open positions first, then the closed ones; newest first within each. */
function ordered(careers: CareerSummary[]): CareerSummary[] {
  return careers.toSorted(
    (a, b) =>
      Number(a.status === "CLOSED") - Number(b.status === "CLOSED") ||
      Date.parse(b.updated_date) - Date.parse(a.updated_date),
  );
}

/** One fact of an opening, its icon before it; the label is for screen readers (the icon says it to the eye). */
function Fact({
  label,
  icon,
  children,
}: {
  label: string;
  icon: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="flex items-center gap-1.5">
      <dt className="sr-only">{label}</dt>
      <svg viewBox="0 0 20 20" className="size-4 text-ink-500" aria-hidden="true">
        {icon}
      </svg>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The published openings: title, arrangement in words, pay range, date posted and status, each linking to
 * its page.
 */
export function CareerList({ careers }: { careers: CareerSummary[] }) {
  return (
    <ul className="grid gap-4" aria-label="Open positions">
      {ordered(careers).map((career) => (
        <li key={career.id}>
          <article className="group relative flex flex-col gap-4 rounded-card border border-ink-200 bg-white p-5 shadow-xs transition-[border-color,box-shadow] hover:border-brand-300 hover:shadow-card sm:flex-row sm:items-center sm:p-6">
            <div className="min-w-0 flex-1">
              <h3 className="text-lg font-semibold text-ink-950 sm:text-xl">
                <a
                  href={`/about/career/${career.id}`}
                  className="after:absolute after:inset-0 after:rounded-card group-hover:text-brand-700"
                >
                  {career.title}
                </a>
              </h3>
              <dl className="mt-2 flex flex-wrap items-center gap-x-5 gap-y-1.5 text-sm text-ink-600">
                <Fact
                  label="Arrangement"
                  icon={
                    <>
                      <rect
                        x="3"
                        y="6"
                        width="14"
                        height="10"
                        rx="2"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="1.6"
                      />
                      <path d="M7.5 6V4.5h5V6" fill="none" stroke="currentColor" strokeWidth="1.6" />
                    </>
                  }
                >
                  {arrangementToWords(career.position_arrangement)}
                </Fact>
                {career.pay_range ? (
                  <Fact
                    label="Pay range"
                    icon={
                      <>
                        <rect
                          x="2.5"
                          y="5.5"
                          width="15"
                          height="9"
                          rx="1.5"
                          fill="none"
                          stroke="currentColor"
                          strokeWidth="1.6"
                        />
                        <circle cx="10" cy="10" r="2" fill="none" stroke="currentColor" strokeWidth="1.6" />
                      </>
                    }
                  >
                    {formatPayRange(career.pay_range)}
                  </Fact>
                ) : null}
                <Fact
                  label="Date posted"
                  icon={
                    <>
                      <rect
                        x="3"
                        y="4.5"
                        width="14"
                        height="12"
                        rx="2"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="1.6"
                      />
                      <path d="M3 8.5h14M7 3v3M13 3v3" stroke="currentColor" strokeWidth="1.6" />
                    </>
                  }
                >
                  <time dateTime={career.posted_date}>{formatDate(career.posted_date)}</time>
                </Fact>
                <div>
                  <dt className="sr-only">Status</dt>
                  <dd>
                    <CareerStatusBadge status={career.status} />
                  </dd>
                </div>
              </dl>
            </div>
            <span
              aria-hidden="true"
              className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-600 group-hover:text-brand-700"
            >
              {career.status === "CLOSED" ? "View details" : "View and apply"}
              <svg viewBox="0 0 20 20" className="size-4 transition-transform group-hover:translate-x-0.5">
                <path
                  d="M4 10h11m-4-4.5L15.5 10 11 14.5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </span>
          </article>
        </li>
      ))}
    </ul>
  );
}
