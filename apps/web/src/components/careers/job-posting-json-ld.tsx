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
