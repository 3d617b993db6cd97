"use client";

import type { AdminPostStatus } from "@site/contract";
import { SubmitButton } from "@/components/ui/button";
import { adminRequest } from "@/lib/admin/admin-request";
import { useAdminAction } from "@/lib/admin/use-admin-action";

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
  const action = useAdminAction();
  const publish = status !== "PUBLISHED";
  return (
    <SubmitButton
      size="sm"
      variant={publish ? "primary" : "outline"}
      pending={action.busy}
      pendingLabel={publish ? "Publishing..." : "Unpublishing..."}
      aria-label={`${publish ? "Publish" : "Unpublish"} "${title}"`}
      onClick={() =>
        void action.run("run", () => adminRequest(`/blog-posts/${id}/${publish ? "publish" : "unpublish"}`), {
          done: publish ? `Published "${title}".` : `Unpublished "${title}".`,
        })
      }
    >
      {publish ? "Publish" : "Unpublish"}
    </SubmitButton>
  );
}
