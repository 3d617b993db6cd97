import { arrangementToWords, formatPayRange } from "@site/contract";
import { sanitizeRichText } from "@site/rich-text";
import { env } from "@/env";
import { siteConfig } from "@/config/site";
import { employmentTypes, validThrough } from "@/components/careers/job-posting-json-ld";
import { getCareer, getPublishedCareers } from "@/lib/api/careers";

// eslint-disable-next-line no-control-regex -- the control characters are exactly what this removes
const XML_FORBIDDEN = /[^\x09\x0A\x0D\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text as XML character data: escaped, and without the characters XML 1.0 forbids. */
function xml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;")
    .replace(XML_FORBIDDEN, "");
}

const INDEED_JOB_TYPES: Record<string, string> = {
  FULL_TIME: "fulltime",
  PART_TIME: "parttime",
  CONTRACTOR: "contract",
  INTERN: "internship",
  TEMPORARY: "temporary",
};

/**
 * GET /about/career/feed.xml: the open positions as a job board reads them, in Indeed's XML feed
 * format (source › job: title, date, referencenumber, url, company, location, description as HTML,
 * salary, jobtype, remotetype, expirationdate). Closed and unpublished positions are not in it. Built
 * from the careers' cached reads (a minute at most, refreshed when the team changes a position) and
 * kept 5 minutes by shared caches.
 */
export async function GET() {
  let jobs;
  try {
    const open = (await getPublishedCareers()).filter((c) => c.status === "OPEN");
    jobs = (await Promise.all(open.map((c) => getCareer(c.id)))).filter(
      (c): c is NonNullable<typeof c> => c !== null && c.status === "OPEN",
    );
  } catch {
    return new Response("The job feed is unavailable. Please try again shortly.", {
      status: 503,
      headers: { "content-type": "text/plain; charset=utf-8", "retry-after": "60" },
    });
  }
  const site = env.SITE_URL.replace(/\/$/, "");
  const { address } = siteConfig;
  const expires = validThrough();
  const items = jobs
    .map((job) => {
      const url = `${site}/about/career/${job.id}`;
      const type = employmentTypes(job.position_arrangement)[0];
      const remote = /REMOTE/i.test(job.position_arrangement);
      return [
        "  <job>",
        `    <title>${xml(job.title)}</title>`,
        `    <date>${new Date(job.posted_date).toUTCString()}</date>`,
        `    <referencenumber>${job.id}</referencenumber>`,
        `    <url>${xml(url)}</url>`,
        `    <company>${xml(siteConfig.name)}</company>`,
        `    <sourcename>${xml(siteConfig.name)}</sourcename>`,
        `    <city>${xml(address.locality)}</city>`,
        `    <state>${xml(address.region)}</state>`,
        `    <country>${xml(address.country)}</country>`,
        `    <postalcode>${xml(address.postalCode)}</postalcode>`,
        `    <streetaddress>${xml(address.street)}</streetaddress>`,
        `    <description>${xml(sanitizeRichText(job.job_description))}</description>`,
        ...(job.pay_range ? [`    <salary>${xml(formatPayRange(job.pay_range))}</salary>`] : []),
        ...(type && INDEED_JOB_TYPES[type] ? [`    <jobtype>${INDEED_JOB_TYPES[type]}</jobtype>`] : []),
        `    <category>${xml(arrangementToWords(job.position_arrangement))}</category>`,
        ...(remote ? ["    <remotetype>Fully remote</remotetype>"] : []),
        `    <expirationdate>${expires.slice(0, 10)}</expirationdate>`,
        "  </job>",
      ].join("\n");
    })
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<source>
  <publisher>${xml(siteConfig.name)}</publisher>
  <publisherurl>${xml(`${site}/about/career`)}</publisherurl>
  <lastBuildDate>${new Date().toUTCString()}</lastBuildDate>
${items}
</source>
`;
  return new Response(body, {
    headers: {
      "content-type": "application/xml; charset=utf-8",
      "cache-control": "public, max-age=0, s-maxage=300, stale-while-revalidate=600",
    },
  });
}
