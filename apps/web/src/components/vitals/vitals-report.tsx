import {
  WEB_VITAL_THRESHOLDS,
  type WebVitalName,
  type WebVitalRating,
  type WebVitalStat,
  type WebVitalsReport,
} from "@site/contract";
import { DataTable, type Column } from "@/components/admin/lists/data-table";
import { RATING_LABELS, formatVital, ratingOf } from "./format";

export const METRICS: { name: WebVitalName; label: string; what: string }[] = [
  { name: "LCP", label: "Largest Contentful Paint", what: "when the page's main content has appeared" },
  { name: "INP", label: "Interaction to Next Paint", what: "how soon the page answers a click, tap or key" },
  { name: "CLS", label: "Cumulative Layout Shift", what: "how much the page moves under the reader" },
];

const WINDOWS = [
  { key: "last_7_days", label: "7 days" },
  { key: "last_28_days", label: "28 days" },
] as const;

const TONES: Record<WebVitalRating, string> = {
  good: "bg-success-50 text-success-600 ring-success-600/30",
  "needs-improvement": "bg-white text-warning-600 ring-warning-600/40",
  poor: "bg-danger-50 text-danger-600 ring-danger-600/30",
};

/** A rating as a small labelled pill: the word carries the meaning, the colour only echoes it. */
function RatingBadge({ rating }: { rating: WebVitalRating }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${TONES[rating]}`}
    >
      {RATING_LABELS[rating]}
    </span>
  );
}

const samplesText = (n: number) => (n === 1 ? "1 page view" : `${n.toLocaleString("en-US")} page views`);

/** A p75 with its unit, its rating and how many page views it stands on; a dash without any. */
function Figure({ name, stat }: { name: WebVitalName; stat: WebVitalStat }) {
  if (stat.p75 === null) return <span className="text-ink-600">No data</span>;
  return (
    <span className="flex flex-col items-start gap-1">
      <span className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-ink-950 tabular-nums" data-vital={name}>
          {formatVital(name, stat.p75)}
        </span>
        <RatingBadge rating={ratingOf(name, stat.p75)} />
      </span>
      <span className="text-xs text-ink-600">{samplesText(stat.samples)}</span>
    </span>
  );
}

const CARD = "rounded-card border border-ink-200 bg-white p-5 shadow-card";
const TITLE = "font-display text-xl font-bold text-ink-950";

/** The whole site's p75 per metric and window. */
export function SiteVitals({ report }: { report: WebVitalsReport }) {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {METRICS.map((m) => (
        <li key={m.name} className={CARD}>
          <h3 className="font-display text-lg font-bold text-ink-950">
            <abbr title={m.label} className="no-underline">
              {m.name}
            </abbr>
          </h3>
          <p className="text-sm text-ink-600">
            {m.label}: {m.what}
          </p>
          <dl className="mt-4 grid grid-cols-2 gap-4">
            {WINDOWS.map((w) => (
              <div key={w.key}>
                <dt className="text-sm font-semibold text-ink-700">Last {w.label}</dt>
                <dd className="mt-1">
                  <Figure name={m.name} stat={report.site[m.name][w.key]} />
                </dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

type Page = WebVitalsReport["pages"][number];

const PAGE_COLUMNS: Column<Page>[] = [
  {
    header: "Page",
    cell: (p) => <code className="text-sm break-all text-ink-900">{p.path}</code>,
    className: "min-w-40",
  },
  ...METRICS.flatMap((m) =>
    WINDOWS.map((w): Column<Page> => ({
      header: `${m.name}, ${w.label}`,
      cell: (p) => <Figure name={m.name} stat={p.metrics[m.name][w.key]} />,
      className: "min-w-36",
    })),
  ),
];

/** Each page's p75 per metric and window, the pages measured most often first. */
export function PageVitals({ report }: { report: WebVitalsReport }) {
  return (
    <DataTable
      caption="p75 per page, last 7 and 28 days"
      columns={PAGE_COLUMNS}
      rows={report.pages}
      rowKey={(p) => p.path}
      empty="No page has been measured in the last 28 days. Measurements arrive from visitors who allow analytics."
    />
  );
}

/** Google's thresholds, as the ratings above apply them. */
export function VitalThresholds() {
  return (
    <div
      className="overflow-x-auto rounded-card border border-ink-200 bg-white shadow-card"
      role="region"
      aria-label="Thresholds per metric"
      tabIndex={0}
    >
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">Google&apos;s thresholds for each metric</caption>
        <thead className="bg-ink-50 text-ink-700">
          <tr>
            {["Metric", "Good", "Needs improvement", "Poor"].map((h) => (
              <th
                key={h}
                scope="col"
                className="border-b border-ink-200 px-4 py-3 font-semibold whitespace-nowrap"
              >
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {METRICS.map((m) => {
            const [good, poor] = WEB_VITAL_THRESHOLDS[m.name];
            return (
              <tr key={m.name} className="odd:bg-white even:bg-ink-50/50">
                <th scope="row" className="border-b border-ink-100 px-4 py-3 font-semibold text-ink-950">
                  {m.name} <span className="font-normal text-ink-600">({m.label})</span>
                </th>
                <td className="border-b border-ink-100 px-4 py-3 whitespace-nowrap">
                  up to {formatVital(m.name, good)}
                </td>
                <td className="border-b border-ink-100 px-4 py-3 whitespace-nowrap">
                  up to {formatVital(m.name, poor)}
                </td>
                <td className="border-b border-ink-100 px-4 py-3 whitespace-nowrap">
                  over {formatVital(m.name, poor)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export { TITLE as VITALS_TITLE };
