"use client";

import { ArchiveButton } from "../editing/archive-button.client";

/**
 * Archive an opening (off the careers page and out of the default list, under "Archived") or
 * unarchive an archived one (back in the list, unlisted), with an Undo in the toast either way.
 */
export function CareerArchiveButton(props: {
  id: number;
  title: string;
  archived: boolean;
  size?: "sm" | "md";
}) {
  return <ArchiveButton kind="career" {...props} />;
}
