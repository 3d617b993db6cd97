"use client";

import { useState } from "react";
import { UI_TEXT, type CategoryOption } from "@site/contract";
import { Modal } from "@/components/ui/modal";
import { Button } from "@/components/ui/button";
import { CategoryFilter } from "./category-filter.client";
import { FilterIcon } from "./icons";
import { sameCategories } from "./list-state";

export type MobileFilterProps = {
  categories: CategoryOption[];
  /** The categories the URL holds. */
  selected: number[];
  onApply: (ids: number[]) => void;
};

/**
 * Small screens: the category filter in a modal titled 'Filter'. Choices stay a draft until Apply,
 * which is disabled while the draft equals what the URL already says (spec §4).
 */
export function MobileFilter({ categories, selected, onApply }: MobileFilterProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<number[]>(selected);
  const unchanged = sameCategories(draft, selected);

  return (
    <>
      <Button
        variant="outline"
        className="shrink-0 lg:hidden"
        aria-haspopup="dialog"
        onClick={() => {
          setDraft(selected);
          setOpen(true);
        }}
      >
        <FilterIcon />
        {UI_TEXT.filterTitle}
        {selected.length ? (
          <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-brand-600 px-1.5 text-xs leading-6 text-white">
            <span className="sr-only">, </span>
            {selected.length}
            <span className="sr-only"> selected</span>
          </span>
        ) : null}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={UI_TEXT.filterTitle} size="sm">
        <CategoryFilter categories={categories} selected={draft} onChange={setDraft} />
        <div className="sticky bottom-0 -mx-6 mt-6 -mb-5 flex gap-3 border-t border-ink-100 bg-white px-6 py-4">
          <Button variant="ghost" className="flex-1" disabled={!draft.length} onClick={() => setDraft([])}>
            Reset
          </Button>
          <Button
            className="flex-1"
            disabled={unchanged}
            onClick={() => {
              onApply(draft);
              setOpen(false);
            }}
          >
            Apply
          </Button>
        </div>
      </Modal>
    </>
  );
}
