"use client";

import { ItemActionButton, type ItemMove } from "../editing/item-action-button.client";

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
  const archive: ItemMove = {
    verb: "Archive",
    pendingLabel: "Archiving...",
    path: `/careers/${id}/archive`,
    done: `Archived ${title}. It is off the careers page and listed under Archived.`,
  };
  const unarchive: ItemMove = {
    verb: "Unarchive",
    pendingLabel: "Unarchiving...",
    path: `/careers/${id}/unarchive`,
    done: `Unarchived ${title}. It stays off the careers page until you list it.`,
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
