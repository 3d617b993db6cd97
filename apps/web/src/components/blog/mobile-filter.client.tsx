"use client";

import { useId, useRef, useState } from "react";
import { type CategoryOption } from "@site/contract";
import { Button } from "@/components/ui/button";
import { closeOnBackdrop } from "@/components/ui/dialog-backdrop";
import { DialogTitleBar } from "@/components/ui/dialog-title-bar";
import { CategoryFilter } from "./category-filter.client";
import { FilterIcon } from "./list-icons";
import { sameCategories } from "./list-state";

export type MobileFilterProps = {
  categories: CategoryOption[];
  /** The categories the URL holds. */
  selected: number[];
  onApply: (ids: number[]) => void;
  /** The button's and the dialog's title (UI_TEXT.filterTitle), handed down. */
  title: string;
  /** What the list says when no category matches (UI_TEXT.noCategories). */
  emptyText: string;
};

/**
 * Small screens: the category filter in a modal titled 'Filter'. Choices stay a draft until Apply,
 * which is disabled while the draft equals what the URL already says (spec §4).
 *
 * The modal is the browser's own (`<dialog>` opened with showModal): it keeps focus inside, makes the
 * page behind inert, closes on Escape and gives focus back to the Filter button, with no code of
 * ours for any of it. A press that starts and ends on the backdrop closes it too (dialog-backdrop.ts).
 * The list inside is rendered on the first opening, so the page holds one set of category checkboxes
 * until then.
 */
export function MobileFilter({ categories, selected, onApply, title, emptyText }: MobileFilterProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState<number[]>(selected);
  const close = () => dialog.current?.close();

  return (
    <>
      <Button
        variant="outline"
        className="shrink-0 lg:hidden noscript:hidden"
        aria-haspopup="dialog"
        onClick={() => {
          setDraft(selected);
          setOpened(true);
          dialog.current?.showModal();
        }}
      >
        <FilterIcon />
        {title}
        {selected.length ? (
          <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-brand-600 px-1.5 text-xs leading-6 text-white">
            <span className="sr-only">, </span>
            {selected.length}
            <span className="sr-only"> selected</span>
          </span>
        ) : null}
      </Button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        className="m-auto mb-0 max-h-[92dvh] w-full max-w-md flex-col overflow-hidden rounded-t-2xl bg-white p-0 text-ink-900 shadow-pop backdrop:bg-ink-950/60 open:flex sm:mb-auto sm:rounded-2xl"
        {...closeOnBackdrop}
      >
        <DialogTitleBar titleId={titleId} title={title} onClose={close} />
        <div className="min-h-0 flex-1 overflow-y-auto px-6 py-5">
          {opened ? (
            <CategoryFilter
              categories={categories}
              selected={draft}
              onChange={setDraft}
              emptyText={emptyText}
            />
          ) : null}
        </div>
        <div className="flex gap-3 border-t border-ink-100 bg-white px-6 py-4">
          <Button variant="ghost" className="flex-1" disabled={!draft.length} onClick={() => setDraft([])}>
            Reset
          </Button>
          <Button
            className="flex-1"
            disabled={sameCategories(draft, selected)}
            onClick={() => {
              onApply(draft);
              close();
            }}
          >
            Apply
          </Button>
        </div>
      </dialog>
    </>
  );
}
