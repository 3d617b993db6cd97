"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import type { AdminPost } from "@site/contract";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/toast";
import { adminRequest } from "@/lib/admin/admin-request";
import { RequestError } from "@/lib/request";
import { ConfirmDialog } from "./confirm-dialog.client";

/**
 * "Restore this version" (issue 21): asks once more, then makes the version the post's content, saved as
 * a new version (the older ones stay), and opens the editor on it.
 */
export function RestoreVersion({
  id,
  number,
  published,
}: {
  id: number;
  number: number;
  published: boolean;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function restore() {
    setBusy(true);
    try {
      const post = await adminRequest<AdminPost>(`/blog-posts/${id}/revisions/${number}/restore`);
      notify.success(`Version ${number} restored: "${post.title}" is the post's content now.`);
      setOpen(false);
      router.push(`/admin/posts/${id}`);
      router.refresh();
    } catch (err) {
      notify.error(err instanceof RequestError ? err.message : "An error occurred");
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        Restore this version
      </Button>
      <ConfirmDialog
        open={open}
        title={`Restore version ${number}?`}
        confirmLabel={`Restore version ${number}`}
        busy={busy}
        onConfirm={() => void restore()}
        onClose={() => setOpen(false)}
      >
        Its title, summary, body and other fields become the post&apos;s content, saved as a new version; the
        versions in between stay in the history.
        {published ? " The post is published: the blog shows the restored version at once." : null}
      </ConfirmDialog>
    </>
  );
}
