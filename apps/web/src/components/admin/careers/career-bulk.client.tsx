"use client";

import { BulkBar } from "../lists/bulk-bar.client";

/** The id of the form the careers' checkboxes belong to (their `form` attribute). */
export const CAREER_BULK_FORM = "career-bulk";

/**
 * Archive the positions ticked on this page, or delete them with an Undo, in one action
 * (POST /admin/careers/bulk), through the same bar the posts list uses: each change is audited as its
 * own button's would be.
 */
export function CareerBulkBar({ count }: { count: number }) {
  return (
    <BulkBar
      id={CAREER_BULK_FORM}
      endpoint="/careers/bulk"
      label="Archive or delete the ticked positions"
      count={count}
      noun={["position", "positions"]}
      choices={[
        {
          status: "ARCHIVED",
          label: "Archive ticked",
          pendingLabel: "Archiving...",
          done: "Archived",
          variant: "outline",
        },
        {
          status: "DELETED",
          label: "Delete ticked",
          pendingLabel: "Deleting...",
          done: "Deleted",
          variant: "outline",
          undo: "/careers/bulk/undelete",
        },
      ]}
    />
  );
}
