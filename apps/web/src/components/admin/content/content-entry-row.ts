import type { AdminMarketingEntry } from "@site/contract";

/** One entry as the list shows it. */
export type ContentEntryRow = {
  key: string;
  title: string;
  /** Visitors see it (some version of it). */
  published: boolean;
  /** Its saved draft differs from what visitors see (or it was never published). */
  changed: boolean;
  /** When its saved draft publishes itself, or null. */
  publish_at: string | null;
};

/** An entry's title: its draft's `title` when it has one, else its key. */
export function entryRow(entry: AdminMarketingEntry): ContentEntryRow {
  const draft = entry.draft as unknown as { title?: unknown };
  return {
    key: entry.key,
    title: typeof draft.title === "string" && draft.title ? draft.title : entry.key,
    published: entry.published !== null,
    changed: entry.changed,
    publish_at: entry.publish_at,
  };
}
