import type { PrivacyCounts } from "@site/contract";

/** What each kind is called, one and many. */
export const PRIVACY_KINDS: Record<keyof PrivacyCounts, [string, string]> = {
  applications: ["application", "applications"],
  resumes: ["resume", "resumes"],
  contact_leads: ["contact message", "contact messages"],
  design_campaign_leads: ["UX review request", "UX review requests"],
  newsletter: ["newsletter subscription", "newsletter subscriptions"],
  comments: ["comment", "comments"],
  sales_leads: ["lead in the sales pipeline", "leads in the sales pipeline"],
};

/** "2 applications, 1 resume, 1 comment"; "nothing" when every count is 0. */
export function describeCounts(counts: PrivacyCounts): string {
  const parts = (Object.keys(PRIVACY_KINDS) as (keyof PrivacyCounts)[])
    .filter((k) => counts[k] > 0)
    .map((k) => `${counts[k]} ${PRIVACY_KINDS[k][counts[k] === 1 ? 0 : 1]}`);
  return parts.length ? parts.join(", ") : "nothing";
}
