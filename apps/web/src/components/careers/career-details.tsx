import { arrangementToWords, formatDate, formatPayRange, type PayRange } from "@site/contract";

/**
 * An opening's facts as its public page shows them under the title: date posted, arrangement and pay
 * range. The team's job-description preview renders this same component.
 */
export function CareerFacts({
  postedDate,
  arrangement,
  payRange,
}: {
  postedDate: string;
  arrangement: string;
  payRange: PayRange | null;
}) {
  return (
    <dl className="flex flex-wrap gap-x-8 gap-y-3 text-[0.9375rem]">
      <div>
        <dt className="text-sm text-ink-600">Date posted</dt>
        <dd className="font-semibold text-ink-900">
          <time dateTime={postedDate}>{formatDate(postedDate)}</time>
        </dd>
      </div>
      <div>
        <dt className="text-sm text-ink-600">Arrangement</dt>
        <dd className="font-semibold text-ink-900">{arrangementToWords(arrangement)}</dd>
      </div>
      {payRange ? (
        <div>
          <dt className="text-sm text-ink-600">Pay range</dt>
          <dd className="font-semibold text-ink-900" data-testid="career-pay">
            {formatPayRange(payRange)}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

/**
 * An opening's description as its public page shows it. `html` is sanitized already (the public page's
 * sanitizer, or the API's rendering for the team's preview).
 */
export function CareerDescription({
  html,
  headingId = "job-description",
}: {
  html: string;
  headingId?: string;
}) {
  return (
    <section aria-labelledby={headingId} className="[&_.prose-site>h2:first-child]:mt-0">
      {/* The description brings its own headings ("About the role"...); this one names the section. */}
      <h2 id={headingId} className="sr-only">
        Job description
      </h2>
      <div
        className="prose-site"
        data-testid="career-description"
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </section>
  );
}
