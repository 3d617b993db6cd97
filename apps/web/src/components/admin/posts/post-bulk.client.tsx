"use client";

import { BulkBar } from "../lists/bulk-bar.client";

/** The id of the form the posts' checkboxes belong to (their `form` attribute). */
export const POST_BULK_FORM = "post-bulk";

const DELETE = {
  status: "DELETED",
  label: "Delete ticked",
  pendingLabel: "Deleting...",
  done: "Deleted",
  variant: "outline",
  undo: "/blog-posts/bulk/undelete",
} as const;

/**
 * Publish the posts ticked on this page, take them back to draft, archive them, or delete them with an
 * Undo, in one action (POST /admin/blog-posts/bulk): each change is audited as its own button's would
 * be. Under the Archived tab only Delete is offered (an archived post is unarchived one at a time).
 */
export function PostBulkBar({ count, archived = false }: { count: number; archived?: boolean }) {
  return (
    <BulkBar
      id={POST_BULK_FORM}
      endpoint="/blog-posts/bulk"
      label={archived ? "Delete the ticked posts" : "Publish, unpublish, archive or delete the ticked posts"}
      count={count}
      noun={["post", "posts"]}
      choices={
        archived
          ? [DELETE]
          : [
              {
                status: "PUBLISHED",
                label: "Publish ticked",
                pendingLabel: "Publishing...",
                done: "Published",
              },
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
              DELETE,
            ]
      }
    />
  );
}
