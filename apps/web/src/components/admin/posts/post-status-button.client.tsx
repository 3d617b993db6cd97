"use client";

import type { AdminPostStatus } from "@site/contract";
import { ItemActionButton } from "../editing/item-action-button.client";

/** Publish or unpublish a post from the list. */
export function PostStatusButton({
  id,
  title,
  status,
}: {
  id: number;
  title: string;
  status: AdminPostStatus;
}) {
  const publish = status !== "PUBLISHED";
  const path = `/blog-posts/${id}/${publish ? "publish" : "unpublish"}`;
  return (
    <ItemActionButton
      name={`"${title}"`}
      variant={publish ? "primary" : "outline"}
      move={
        publish
          ? { verb: "Publish", pendingLabel: "Publishing...", path, done: `Published "${title}".` }
          : { verb: "Unpublish", pendingLabel: "Unpublishing...", path, done: `Unpublished "${title}".` }
      }
    />
  );
}
