"use client";

import { type CategoryOption } from "@site/contract";
import { Modal } from "@/components/ui/modal";
import { Button } from "@/components/ui/button";
import { CategoryFilter } from "./category-filter.client";
import { sameCategories } from "./list-state";

export type MobileFilterDialogProps = {
  open: boolean;
  onClose: () => void;
  categories: CategoryOption[];
  /** The categories the URL holds. */
  selected: number[];
  draft: number[];
  onDraft: (ids: number[]) => void;
  onApply: (ids: number[]) => void;
  title: string;
  emptyText: string;
};

/** The modal of MobileFilter, late code: fetched once the page is idle, or when the visitor reaches for its button. */
export function MobileFilterDialog({
  open,
  onClose,
  categories,
  selected,
  draft,
  onDraft,
  onApply,
  title,
  emptyText,
}: MobileFilterDialogProps) {
  const unchanged = sameCategories(draft, selected);
  return (
    <Modal open={open} onClose={onClose} title={title} size="sm">
      <CategoryFilter categories={categories} selected={draft} onChange={onDraft} emptyText={emptyText} />
      <div className="sticky bottom-0 -mx-6 mt-6 -mb-5 flex gap-3 border-t border-ink-100 bg-white px-6 py-4">
        <Button variant="ghost" className="flex-1" disabled={!draft.length} onClick={() => onDraft([])}>
          Reset
        </Button>
        <Button
          className="flex-1"
          disabled={unchanged}
          onClick={() => {
            onApply(draft);
            onClose();
          }}
        >
          Apply
        </Button>
      </div>
    </Modal>
  );
}
