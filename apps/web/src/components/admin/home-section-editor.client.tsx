"use client";

import {
  type AdminMarketingEntry,
  HOME_SECTION_SCHEMAS,
  HOME_SECTIONS,
  type HomeSectionKey,
} from "@site/contract";
import { CopyEditor } from "./copy-editor.client";
import { HOME_FIELDS } from "./home-fields";

/** One home page section's copy, checked with the section's own schema; its spec count said while it differs. */
export function HomeSectionEditor({
  entry,
}: {
  entry: AdminMarketingEntry<"home"> & { key: HomeSectionKey };
}) {
  const { count, publicHref } = HOME_SECTIONS[entry.key];
  return (
    <CopyEditor
      entry={entry}
      kind="home"
      entryKey={entry.key}
      schema={HOME_SECTION_SCHEMAS[entry.key]}
      groups={HOME_FIELDS[entry.key]}
      previewHref={`/admin/content/home/${entry.key}/preview`}
      publicHref={publicHref}
      count={count ? { path: count.field, fixed: count.fixed, what: count.what } : undefined}
    />
  );
}
