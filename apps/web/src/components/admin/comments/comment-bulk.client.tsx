"use client";

import { BulkBar, type BulkChoice } from "../lists/bulk-bar.client";

/** The id of the form the comments' checkboxes belong to (their `form` attribute). */
export const COMMENT_BULK_FORM = "comment-bulk";

const APPROVE: BulkChoice = {
  status: "APPROVED",
  label: "Approve ticked",
  pendingLabel: "Approving...",
  done: "Approved",
};
const REJECT: BulkChoice = {
  status: "REJECTED",
  label: "Reject ticked",
  pendingLabel: "Rejecting...",
  done: "Rejected",
  variant: "outline",
};
const SPAM: BulkChoice = {
  status: "SPAM",
  label: "Mark ticked as spam",
  pendingLabel: "Marking...",
  done: (comments) => `Marked ${comments} as spam.`,
  variant: "outline",
};

/**
 * Approve, reject or mark as spam the comments ticked on this page in one action (POST /admin/comments/bulk): one
 * request, one toast, the list re-rendered from the server; each comment gets its own audit entry.
 */
export function CommentBulkBar({
  count,
  approve = true,
  reject = true,
}: {
  count: number;
  approve?: boolean;
  reject?: boolean;
}) {
  return (
    <BulkBar
      id={COMMENT_BULK_FORM}
      endpoint="/comments/bulk"
      label="Moderate the ticked comments"
      count={count}
      noun={["comment", "comments"]}
      choices={[...(approve ? [APPROVE] : []), ...(reject ? [REJECT] : []), SPAM]}
      fallback="The comments could not be changed. Please try again."
    />
  );
}
