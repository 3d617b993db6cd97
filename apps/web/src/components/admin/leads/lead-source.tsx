import type { AdminLead } from "@site/contract";

/** Where the lead came from, as the form carried it: each known field, in words. */
export function LeadSource({ lead }: { lead: AdminLead }) {
  const rows: [string, string | null][] = [
    ["Source", lead.source === "direct" ? "Direct (no referrer, no campaign)" : lead.source],
    ["Landing page", lead.landing_page],
    ["Referred by", lead.referrer_host],
    ["Campaign source (utm_source)", lead.utm_source],
    ["Medium (utm_medium)", lead.utm_medium],
    ["Campaign (utm_campaign)", lead.utm_campaign],
    ["Term (utm_term)", lead.utm_term],
    ["Content (utm_content)", lead.utm_content],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-ink-700">{label}</dt>
            <dd className="break-words text-ink-900">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
