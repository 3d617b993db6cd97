"use client";

import { type AdminMarketingEntry, LANDING_PAGE_SCHEMAS, type LandingPage } from "@site/contract";
import { CopyEditor } from "./copy-editor.client";
import { LANDING_FIELDS } from "./landing-fields";

/**
 * One landing page's copy: its fields in the page's order (LANDING_FIELDS), checked with the page's own
 * schema before sending. The Business Accelerator page must keep the spec's 4 benefits to publish.
 */
export function LandingEditor({ entry }: { entry: AdminMarketingEntry<"landing"> & { key: LandingPage } }) {
  return (
    <CopyEditor
      entry={entry}
      kind="landing"
      entryKey={entry.key}
      schema={LANDING_PAGE_SCHEMAS[entry.key]}
      groups={LANDING_FIELDS[entry.key]}
    />
  );
}
