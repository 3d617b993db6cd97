"use client";

import { useId, useState } from "react";
import { type CategoryOption } from "@site/contract";
import { Checkbox } from "@/components/ui/checkbox";
import { SearchIcon } from "./list-icons";

export type CategoryFilterProps = {
  categories: CategoryOption[];
  selected: number[];
  onChange: (ids: number[]) => void;
  /** Caps the list's height and scrolls it (the sidebar); the modal lets it grow. */
  scroll?: boolean;
  /** The GET form the checkboxes belong to (as `category` values), for a submit without JavaScript. */
  form?: string;
  /** What the list says when no category matches (UI_TEXT.noCategories), handed down. */
  emptyText: string;
};

/** Case-insensitive substring match on the category name (spec §5). */
export function matchCategories(categories: CategoryOption[], search: string): CategoryOption[] {
  const needle = search.trim().toLowerCase();
  return needle ? categories.filter((c) => c.category_name.toLowerCase().includes(needle)) : categories;
}

/** The category checkboxes with their own name search; 'No categories found' when nothing matches. */
export function CategoryFilter({
  categories,
  selected,
  onChange,
  scroll = false,
  form,
  emptyText,
}: CategoryFilterProps) {
  const id = useId();
  const [search, setSearch] = useState("");
  const shown = matchCategories(categories, search);
  const chosen = new Set(selected);

  return (
    <fieldset className="min-w-0">
      <legend className="mb-3 font-display text-base font-semibold text-ink-950">Categories</legend>
      {/* The name search narrows the list in place: a script's work, so hidden without one. */}
      <div className="relative mb-3 noscript:hidden">
        <label htmlFor={`${id}-search`} className="sr-only">
          Search categories
        </label>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-500" />
        <input
          id={`${id}-search`}
          type="search"
          value={search}
          autoComplete="off"
          placeholder="Find a category"
          onChange={(event) => setSearch(event.target.value)}
          className="h-10 w-full rounded-lg border border-ink-300 bg-white pr-3 pl-9 text-sm text-ink-900 placeholder:text-ink-500 hover:border-ink-400 focus:border-brand-600 focus:ring-4 focus:ring-brand-100 focus:outline-none"
        />
      </div>
      {shown.length ? (
        <ul className={`flex flex-col gap-2.5 ${scroll ? "max-h-[22rem] overflow-y-auto pr-1" : ""}`}>
          {shown.map((c) => (
            <li key={c.category_id}>
              <Checkbox
                form={form}
                name={form ? "category" : undefined}
                value={c.category_id}
                checked={chosen.has(c.category_id)}
                onCheckedChange={(checked) =>
                  onChange(
                    checked ? [...selected, c.category_id] : selected.filter((n) => n !== c.category_id),
                  )
                }
                label={
                  <>
                    {c.category_name} <span className="text-sm text-ink-600">({c.post_count})</span>
                  </>
                }
              />
            </li>
          ))}
        </ul>
      ) : (
        <p role="status" className="rounded-lg bg-ink-50 px-3 py-4 text-center text-sm text-ink-600">
          {emptyText}
        </p>
      )}
    </fieldset>
  );
}
