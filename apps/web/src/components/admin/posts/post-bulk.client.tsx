"use client";

import { BulkBar } from "../lists/bulk-bar.client";

/** The id of the form the posts' checkboxes belong to (their `form` attribute). */
export const POST_BULK_FORM = "post-bulk";

/**
 * Publish the posts ticked on this page, take them back to draft, archive them, or delete them with an Undo, in one
 * action (POST /admin/blog-posts/bulk): each change is audited as its own button's would be.
 */
export function PostBulkBar({ count }: { count: number }) {
  return (
    <BulkBar
      id={POST_BULK_FORM}
      endpoint="/blog-posts/bulk"
      label="Publish, unpublish, archive or delete the ticked posts"
      count={count}
      noun={["post", "posts"]}
      choices={[
        { status: "PUBLISHED", label: "Publish ticked", pendingLabel: "Publishing...", done: "Published" },
        {
          status: "DRAFT",
          label: "Unpublish ticked",
          pendingLabel: "Unpublishing...",
          done: "Back to draft:",
          variant: "outline",
        },
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
          undo: "/blog-posts/bulk/undelete",
        },
      ]}
    />
  );
}
