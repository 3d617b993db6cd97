import type { Metadata } from "next";
import { WEB_VITALS_PAGES_MAX, type WebVitalsReport } from "@site/contract";
import { PageHeading } from "@/components/admin/shell/page-heading";
import { PageVitals, SiteVitals, VITALS_TITLE, VitalThresholds } from "@/components/vitals/vitals-report";
import { dateTime } from "@/lib/admin/format";
import { requirePermission } from "@/lib/admin/session";
import { adminFetch } from "@/lib/api/admin";

export const metadata: Metadata = { title: "Web Vitals" };

/**
 * Real-user speed (issue 20): the 75th percentile of LCP, INP and CLS over the last 7 and 28 days, for
 * the whole site and per page, as measured in the browsers of visitors who allowed analytics.
 */
export default async function AdminWebVitalsPage() {
  await requirePermission("vitals");
  const report = await adminFetch<WebVitalsReport>("/web-vitals");
  const listed = report.pages.length;
  return (
    <>
      <PageHeading
        title="Web Vitals"
        description="How fast the site is for real visitors who allowed analytics. Each figure is the 75th percentile (p75): three page views in four were as fast or faster. Google rates a page by its p75."
      />
      <section aria-labelledby="vitals-site" className="mb-10">
        <h2 id="vitals-site" className={`${VITALS_TITLE} mb-4`}>
          Whole site
        </h2>
        <SiteVitals report={report} />
      </section>
      <section aria-labelledby="vitals-pages" className="mb-10">
        <h2 id="vitals-pages" className={VITALS_TITLE}>
          Per page
        </h2>
        <p className="mt-1 mb-4 text-sm text-ink-600">
          {listed < report.pages_total
            ? `The ${WEB_VITALS_PAGES_MAX} pages measured most often in the last 28 days, of ${report.pages_total}.`
            : "Every page measured in the last 28 days, the most measured first."}{" "}
          As of {dateTime(report.generated_at)}.
        </p>
        <PageVitals report={report} />
      </section>
      <section aria-labelledby="vitals-thresholds">
        <h2 id="vitals-thresholds" className={`${VITALS_TITLE} mb-4`}>
          Google&apos;s thresholds
        </h2>
        <VitalThresholds />
      </section>
    </>
  );
}
