"use client";

import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { adminRequest } from "@/lib/admin/admin-request";
import { useAdminAction } from "@/lib/admin/use-admin-action";

/** What can be deleted with an Undo: its API path and what the team calls it. */
export const DELETABLE = {
  post: { api: "/blog-posts", list: "/admin/posts", word: "post" },
  career: { api: "/careers", list: "/admin/careers", word: "opening" },
} as const;
export type Deletable = keyof typeof DELETABLE;

/** Undoes a deletion: the item comes back as it was. */
export function useUndoDelete() {
  const action = useAdminAction<"undo">();
  return {
    pending: action.pending,
    undo: (kind: Deletable, id: number, title: string) =>
      action.run("undo", () => adminRequest(`${DELETABLE[kind].api}/${id}/undelete`), {
        done: `"${title}" is back, as it was.`,
      }),
  };
}

/**
 * Deletes a post or an opening (soft: the API keeps it for its undo window) and says so in a toast with
 * Undo; from its editor the person lands on the list, where "Recently deleted" offers the Undo too.
 */
export function DeleteButton({
  kind,
  id,
  title,
  fromEditor = false,
  size = "md",
}: {
  kind: Deletable;
  id: number;
  title: string;
  fromEditor?: boolean;
  size?: "sm" | "md";
}) {
  const router = useRouter();
  const action = useAdminAction<"delete">();
  const { undo } = useUndoDelete();
  const { api, list, word } = DELETABLE[kind];
  return (
    <Button
      size={size}
      variant="ghost"
      className="text-accent-700"
      disabled={action.busy}
      // In its editor the item is the page's own; on a list the button names its row.
      aria-label={fromEditor ? `Delete this ${word}` : `Delete the ${word} "${title}"`}
      onClick={() =>
        void action.run("delete", () => adminRequest(`${api}/${id}`, { method: "DELETE" }), {
          done: `Deleted "${title}".`,
          undo: () => void undo(kind, id, title),
          refresh: !fromEditor,
          onDone: () => {
            if (fromEditor) router.push(list);
          },
        })
      }
    >
      {action.pending === "delete" ? "Deleting..." : "Delete"}
    </Button>
  );
}
