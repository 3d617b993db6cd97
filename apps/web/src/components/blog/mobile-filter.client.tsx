"use client";

import { lazy, Suspense, useState } from "react";
import { type CategoryOption } from "@site/contract";
import { Button } from "@/components/ui/button";
import { useWhenNeeded } from "@/components/ui/when-needed";
import { FilterIcon } from "./list-icons";

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

const loadDialog = () => import("./mobile-filter-dialog.client");
const MobileFilterDialog = lazy(() => loadDialog().then((m) => ({ default: m.MobileFilterDialog })));

/**
 * Small screens: the category filter in a modal titled 'Filter'. Choices stay a draft until Apply,
 * which is disabled while the draft equals what the URL already says (spec §4). The modal's code is
 * late code (whenNeeded): fetched once the page is idle or when the visitor reaches for the button,
 * not with the page; on a wide screen, where the button is hidden, only on such a reach.
 */
export function MobileFilter({ categories, selected, onApply, title, emptyText }: MobileFilterProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState<number[]>(selected);
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  useWhenNeeded(button, () => void loadDialog());

  return (
    <>
      <Button
        variant="outline"
        className="shrink-0 lg:hidden noscript:hidden"
        aria-haspopup="dialog"
        ref={setButton}
        onClick={() => {
          setDraft(selected);
          setOpen(true);
          setOpened(true);
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
      {opened ? (
        <Suspense fallback={null}>
          <MobileFilterDialog
            open={open}
            onClose={() => setOpen(false)}
            categories={categories}
            selected={selected}
            draft={draft}
            onDraft={setDraft}
            onApply={onApply}
            title={title}
            emptyText={emptyText}
          />
        </Suspense>
      ) : null}
    </>
  );
}
