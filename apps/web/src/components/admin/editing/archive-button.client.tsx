"use client";

import { SubmitButton } from "@/components/ui/button";
import { adminRequest } from "@/lib/admin/admin-request";
import { useAdminAction } from "@/lib/admin/use-admin-action";

/** What can be archived: its API path and the toasts' words (the site it leaves, what unarchiving leaves). */
export const ARCHIVABLE = {
  post: {
    api: "/blog-posts",
    archived: "It is off the blog and listed under Archived.",
    unarchived: "It is a draft until you publish it.",
  },
  career: {
    api: "/careers",
    archived: "It is off the careers page and listed under Archived.",
    unarchived: "It stays off the careers page until you list it.",
  },
} as const;
export type Archivable = keyof typeof ARCHIVABLE;

/**
 * Archive a post or an opening (off the public site and out of the default list, under "Archived") or
 * unarchive an archived one (back in the list, not public), with an Undo in the toast either way.
 */
export function ArchiveButton({
  kind,
  id,
  title,
  archived,
  size = "sm",
}: {
  kind: Archivable;
  id: number;
  title: string;
  archived: boolean;
  size?: "sm" | "md";
}) {
  const action = useAdminAction();
  const words = ARCHIVABLE[kind];
  const run = (to: "archive" | "unarchive"): void =>
    void action.run("run", () => adminRequest(`${words.api}/${id}/${to}`), {
      done:
        to === "archive"
          ? `Archived ${title}. ${words.archived}`
          : `Unarchived ${title}. ${words.unarchived}`,
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
