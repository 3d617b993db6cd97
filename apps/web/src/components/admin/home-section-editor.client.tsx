"use client";

import { type AdminMarketingEntry, HOME_SECTION_SCHEMAS, type HomeSectionKey } from "@site/contract";
import { CopyEditor } from "./copy-editor.client";
import { HOME_FIELDS } from "./home-fields";

/** One home page section's copy, checked with the section's own schema; its spec count said while it differs. */
export function HomeSectionEditor({
  entry,
}: {
  entry: AdminMarketingEntry<"home"> & { key: HomeSectionKey };
}) {
  return (
    <CopyEditor
      entry={entry}
      kind="home"
      entryKey={entry.key}
      schema={HOME_SECTION_SCHEMAS[entry.key]}
      groups={HOME_FIELDS[entry.key]}
    />
  );
}
