"use client";

import { type AdminDeletedItem, UNDO_DELETE_DAYS } from "@site/contract";
import { Button } from "@/components/ui/button";
import { dateTime } from "@/lib/admin/format";
import { type Deletable, DELETABLE, useUndoDelete } from "./delete-button.client";

/**
 * A list's "Recently deleted": what was deleted in the last days, each with its Undo, so a deletion
 * can be taken back after its toast has gone.
 */
export function DeletedList({ kind, items }: { kind: Deletable; items: AdminDeletedItem[] }) {
  const { undo, pending } = useUndoDelete();
  if (!items.length) return null;
  const { word } = DELETABLE[kind];
  return (
    <section aria-labelledby={`deleted-${kind}`} className="mt-10">
      <h2 id={`deleted-${kind}`} className="font-display text-lg font-bold text-ink-950">
        Recently deleted
      </h2>
      <p className="mt-1 text-sm text-ink-600">
        Deleted {word}s can be brought back for {UNDO_DELETE_DAYS} days.
      </p>
      <ul className="mt-3 divide-y divide-ink-100 rounded-card border border-ink-200 bg-white">
        {items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
            <span className="min-w-0 break-words">
              <span className="font-semibold text-ink-950">{item.title}</span>
              <span className="block text-sm text-ink-600">Deleted {dateTime(item.deleted_at)}</span>
            </span>
            <Button
              size="sm"
              variant="outline"
              disabled={pending !== null}
              aria-label={`Undo deleting "${item.title}"`}
              onClick={() => void undo(kind, item.id, item.title)}
            >
              Undo
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
