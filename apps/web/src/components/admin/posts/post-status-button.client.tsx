"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import type { AdminPostStatus } from "@site/contract";
import { SubmitButton } from "@/components/ui/button";
import { notify } from "@/components/ui/toast";
import { adminRequest } from "@/lib/admin/admin-request";
import { RequestError } from "@/lib/request";

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
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const publish = status !== "PUBLISHED";
  return (
    <SubmitButton
      size="sm"
      variant={publish ? "primary" : "outline"}
      pending={pending}
      pendingLabel={publish ? "Publishing..." : "Unpublishing..."}
      aria-label={`${publish ? "Publish" : "Unpublish"} "${title}"`}
      onClick={async () => {
        setPending(true);
        try {
          await adminRequest(`/blog-posts/${id}/${publish ? "publish" : "unpublish"}`);
          notify.success(publish ? `Published "${title}".` : `Unpublished "${title}".`);
          router.refresh();
        } catch (err) {
          notify.error(err instanceof RequestError ? err.message : "An error occurred");
        } finally {
          setPending(false);
        }
      }}
    >
      {publish ? "Publish" : "Unpublish"}
    </SubmitButton>
  );
}
