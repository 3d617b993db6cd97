"use client";

import { ItemActionButton, type ItemMove } from "./item-action-button.client";

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
  const words = ARCHIVABLE[kind];
  const archive: ItemMove = {
    verb: "Archive",
    pendingLabel: "Archiving...",
    path: `${words.api}/${id}/archive`,
    done: `Archived ${title}. ${words.archived}`,
  };
  const unarchive: ItemMove = {
    verb: "Unarchive",
    pendingLabel: "Unarchiving...",
    path: `${words.api}/${id}/unarchive`,
    done: `Unarchived ${title}. ${words.unarchived}`,
  };
  return (
    <ItemActionButton
      name={title}
      variant="ghost"
      size={size}
      move={archived ? unarchive : archive}
      undo={archived ? archive : unarchive}
    />
  );
}
