"use client";

import { SubmitButton } from "@/components/ui/button";
import { adminRequest } from "@/lib/admin/admin-request";
import { useAdminAction } from "@/lib/admin/use-admin-action";

/**
 * Archive an opening (off the careers page and out of the default list, under "Archived") or
 * unarchive an archived one (back in the list, unlisted), with an Undo in the toast either way.
 */
export function CareerArchiveButton({
  id,
  title,
  archived,
  size = "sm",
}: {
  id: number;
  title: string;
  archived: boolean;
  size?: "sm" | "md";
}) {
  const action = useAdminAction();
  const run = (to: "archive" | "unarchive"): void =>
    void action.run("run", () => adminRequest(`/careers/${id}/${to}`), {
      done:
        to === "archive"
          ? `Archived ${title}. It is off the careers page and listed under Archived.`
          : `Unarchived ${title}. It stays off the careers page until you list it.`,
      undo: () => run(to === "archive" ? "unarchive" : "archive"),
    });
  return (
    <SubmitButton
      size={size}
      variant="ghost"
      pending={action.busy}
      pendingLabel={archived ? "Unarchiving..." : "Archiving..."}
      aria-label={`${archived ? "Unarchive" : "Archive"} ${title}`}
      onClick={() => run(archived ? "unarchive" : "archive")}
    >
      {archived ? "Unarchive" : "Archive"}
    </SubmitButton>
  );
}
