"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { adminRequest } from "@/lib/admin/admin-request";
import { useAdminAction } from "@/lib/admin/use-admin-action";
import { ConfirmDialog } from "../shell/confirm-dialog.client";

/**
 * "Restore this version" (issue 21), for a post or a content entry: asks once more (`explain` says what
 * follows), calls the API's restore `path` (the API saves it as a new version; the older ones stay), says
 * `done`, and opens the editor at `next` on it.
 *
 *   <RestoreVersion path="/content/faq/home/versions/2/restore" number={2} next="/admin/content/faq"
 *     explain="Its data becomes the draft…" done="Version 2 restored as the draft." />
 */
export function RestoreVersion({
  path,
  number,
  next,
  explain,
  done,
}: {
  path: string;
  number: number;
  next: string;
  explain: string;
  done: string;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const action = useAdminAction();

  const restore = () =>
    action.run("run", () => adminRequest(path), {
      done,
      onDone: () => {
        setOpen(false);
        router.push(next);
      },
    });

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        Restore this version
      </Button>
      <ConfirmDialog
        open={open}
        title={`Restore version ${number}?`}
        confirmLabel={`Restore version ${number}`}
        busy={action.busy}
        onConfirm={() => void restore()}
        onClose={() => setOpen(false)}
      >
        {explain}
      </ConfirmDialog>
    </>
  );
}
