import Link from "next/link";
import type { ReactNode } from "react";
import { type AdminMarketingEntry, entryAddress, entryEditPath, type MarketingKind } from "@site/contract";
import { Button } from "@/components/ui/button";
import { dateTime } from "@/lib/admin/format";
import { PublishSchedule } from "../editing/publish-schedule.client";
import { StatusBadge } from "../shell/status-badge";

/** An entry's versions (issue 21): /admin/content/history/<kind>/<key>. */
export const contentHistoryHref = (kind: MarketingKind, key: string) =>
  `/admin/content/history/${kind}/${key}`;

/**
 * The foot of a content editor: where the entry stands (published, or a draft with changes), the kind's
 * rule as the API last stated it, "Publish later" for a saved draft visitors do not see yet, History
 * (its versions), and Save draft, Preview (the saved draft, as the public page renders it) and Publish
 * (saves, then publishes). Where the public page and the preview are follows from the kind's declaration.
 * The buttons' row (a sibling of the card, in the form) sticks to the foot of the viewport, so Save and
 * Publish stay in view on a long form.
 */
export function ContentToolbar({
  entry,
  problem,
  pending,
  autosave,
  onSave,
  onPublish,
}: {
  entry: AdminMarketingEntry;
  /** A message for the whole entry (the count rule), from the API or the form's own check. */
  problem?: string;
  pending: "save" | "publish" | null;
  /** Where the draft stands (autosave), beside the buttons. */
  autosave?: ReactNode;
  onSave: () => void;
  onPublish: () => void;
}) {
  return (
    <>
      <div className="flex flex-col gap-4 rounded-card border border-ink-200 bg-white p-5">
        <div className="flex flex-wrap items-center gap-3 text-sm text-ink-700">
          {entry.publish_at ? (
            <StatusBadge status="SCHEDULED" detail={dateTime(entry.publish_at)} />
          ) : (
            <StatusBadge status={entry.changed ? "DRAFT" : "PUBLISHED"} />
          )}
          <span>
            {entry.published === null
              ? "Not published yet."
              : entry.changed
                ? "The saved draft has changes visitors do not see yet."
                : "Visitors see what is saved here."}
            {entry.updated_by ? ` Last saved by ${entry.updated_by}.` : ""}
          </span>
        </div>
        {problem ? (
          <p role="alert" className="text-sm font-medium text-accent-600">
            {problem}
          </p>
        ) : null}
        {entry.changed || entry.publish_at ? (
          <PublishSchedule
            path={`/content/${entry.kind}/${entry.key}/schedule`}
            id={`content-${entry.kind}`}
            what="entry"
            publishAt={entry.publish_at}
          />
        ) : null}
      </div>
      {/* A child of the form itself, so it sticks to the viewport's foot all along the form. */}
      <div
        data-testid="editor-bar"
        className="sticky bottom-0 z-20 flex flex-wrap items-center justify-end gap-x-3 gap-y-2 rounded-card border border-ink-200 bg-white px-5 py-3 shadow-card"
      >
        <div className="mr-auto">{autosave}</div>
        <Link
          href={entryAddress(entry.kind, entry.key)}
          target="_blank"
          className="text-sm font-semibold text-brand-600 underline-offset-2 hover:underline"
        >
          View the public page
        </Link>
        <Link
          href={contentHistoryHref(entry.kind, entry.key)}
          className="text-sm font-semibold text-brand-600 underline-offset-2 hover:underline"
        >
          History
        </Link>
        <Link
          href={`${entryEditPath(entry.kind, entry.key)}/preview`}
          className="text-sm font-semibold text-brand-600 underline-offset-2 hover:underline"
        >
          Preview the saved draft
        </Link>
        <Button
          variant="outline"
          disabled={pending !== null}
          aria-busy={pending === "save" || undefined}
          onClick={onSave}
        >
          {pending === "save" ? "Saving..." : "Save draft"}
        </Button>
        <Button
          disabled={pending !== null}
          aria-busy={pending === "publish" || undefined}
          onClick={onPublish}
        >
          {pending === "publish" ? "Publishing..." : "Publish"}
        </Button>
      </div>
    </>
  );
}
