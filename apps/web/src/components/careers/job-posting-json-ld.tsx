import type { JobPosting, WithContext } from "schema-dts";
import type { Career } from "@site/contract";
import { siteConfig } from "@/config/site";
import { JsonLd } from "@/components/seo/json-ld";

const EMPLOYMENT_TYPES: [RegExp, string][] = [
  [/FULL_?TIME/, "FULL_TIME"],
  [/PART_?TIME/, "PART_TIME"],
  [/CONTRACT/, "CONTRACTOR"],
  [/INTERN/, "INTERN"],
  [/TEMP/, "TEMPORARY"],
];

/** schema.org employment types named in an arrangement: "FULL_TIME_REMOTE" → ["FULL_TIME"]. */
export function employmentTypes(arrangement: string): string[] {
  const upper = arrangement.toUpperCase();
  return EMPLOYMENT_TYPES.filter(([pattern]) => pattern.test(upper)).map(([, type]) => type);
}

/** How long an open position's posting is said to stay valid, counted from each time it is served. */
export const VALID_FOR_DAYS = 30;

/**
 * An open position's `validThrough`: the end of the UTC day VALID_FOR_DAYS from `now`. A position has
 * no closing date (it is open until the team closes it), and the page and the job feed are served
 * fresh (cached a minute at most, refreshed when the team closes one), so the date always lies ahead
 * while the position is open; once closed, the position leaves the feed and its page drops the data.
 */
export function validThrough(now = new Date()): string {
  const day = new Date(now.getTime() + VALID_FOR_DAYS * 86_400_000).toISOString().slice(0, 10);
  return `${day}T23:59:59Z`;
}

/**
 * JobPosting structured data for an open position (search engines' job listings). Closed positions
 * publish none, so they drop out of those listings. The pay range is its baseSalary.
 */
export function jobPostingJsonLd(
  career: Career,
  descriptionHtml: string,
  siteUrl: string,
): WithContext<JobPosting> {
  const { address } = siteConfig;
  const remote = /REMOTE/i.test(career.position_arrangement);
  const types = employmentTypes(career.position_arrangement);
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: career.title,
    description: descriptionHtml,
    datePosted: career.posted_date,
    validThrough: validThrough(),
    url: new URL(`/about/career/${career.id}`, siteUrl).toString(),
    identifier: { "@type": "PropertyValue", name: siteConfig.name, value: String(career.id) },
    directApply: true,
    ...(types.length ? { employmentType: types } : {}),
    ...(career.pay_range
      ? {
          baseSalary: {
            "@type": "MonetaryAmount",
            currency: career.pay_range.currency,
            value: {
              "@type": "QuantitativeValue",
              minValue: career.pay_range.min,
              maxValue: career.pay_range.max,
              unitText: career.pay_range.period,
            },
          },
        }
      : {}),
    hiringOrganization: {
      "@type": "Organization",
      "@id": `${new URL("/", siteUrl).toString()}#organization`,
      name: siteConfig.name,
      sameAs: new URL("/", siteUrl).toString(),
      logo: new URL("/icon.svg", siteUrl).toString(),
    },
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        streetAddress: address.street,
        addressLocality: address.locality,
        addressRegion: address.region,
        postalCode: address.postalCode,
        addressCountry: address.country,
      },
    },
    ...(remote
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: { "@type": "Country", name: "United States" },
        }
      : {}),
  };
}

export function JobPostingJsonLd(props: { career: Career; descriptionHtml: string; siteUrl: string }) {
  return <JsonLd data={jobPostingJsonLd(props.career, props.descriptionHtml, props.siteUrl)} />;
}
